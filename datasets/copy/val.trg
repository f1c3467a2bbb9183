quebec kilo lima oscar quebec india
november delta charlie hotel bravo november
lima papa tango quebec romeo papa quebec hotel bravo foxtrot juliett
juliett tango oscar november india india delta
sierra juliett lima lima foxtrot alpha
alpha golf bravo oscar bravo delta quebec golf
quebec delta echo november tango tango alpha sierra juliett charlie delta juliett
alpha papa bravo hotel
papa november quebec
romeo tango india papa november romeo charlie mike sierra lima
echo lima lima alpha oscar echo hotel alpha
india golf lima november golf hotel charlie
papa tango lima bravo delta
mike hotel charlie lima golf papa juliett mike juliett delta
quebec golf romeo golf echo tango oscar oscar echo
alpha golf oscar foxtrot juliett hotel golf
echo hotel juliett romeo
quebec juliett romeo echo foxtrot november delta bravo lima
kilo tango kilo romeo delta papa bravo golf india hotel kilo
mike mike echo golf
november kilo kilo kilo quebec papa
juliett hotel charlie bravo oscar november golf papa
november echo kilo november
tango india mike kilo oscar oscar
romeo mike juliett lima tango
romeo charlie charlie delta bravo kilo foxtrot
mike tango quebec sierra juliett kilo bravo india india
tango echo delta alpha delta juliett
sierra delta quebec india november oscar kilo india
delta alpha hotel mike november
sierra hotel foxtrot juliett romeo
mike november mike lima juliett foxtrot delta
charlie bravo alpha foxtrot alpha sierra
juliett hotel india mike november delta tango lima foxtrot papa
foxtrot echo india november sierra echo
romeo tango foxtrot foxtrot
golf india tango charlie hotel tango echo bravo quebec
sierra tango bravo alpha
bravo juliett lima hotel foxtrot
delta oscar quebec november mike kilo quebec oscar papa charlie november
echo charlie foxtrot juliett alpha charlie
alpha juliett quebec
juliett juliett hotel november lima
hotel kilo papa oscar tango alpha foxtrot november hotel
kilo juliett kilo delta mike
oscar charlie golf
oscar alpha alpha kilo india kilo kilo kilo mike echo november
oscar hotel charlie juliett bravo
oscar delta mike tango foxtrot
sierra oscar romeo november echo bravo
echo kilo tango papa charlie bravo bravo sierra oscar
juliett sierra hotel quebec bravo mike golf echo foxtrot hotel mike foxtrot
sierra juliett romeo lima charlie hotel foxtrot papa mike papa tango
mike tango oscar oscar echo romeo delta romeo romeo mike juliett alpha
kilo echo foxtrot lima india golf hotel alpha golf
lima alpha delta
sierra alpha november echo alpha mike foxtrot mike
sierra kilo kilo oscar charlie tango lima charlie sierra
delta oscar kilo sierra november foxtrot delta foxtrot india romeo lima
juliett golf papa lima golf echo
quebec mike oscar romeo
delta oscar sierra echo romeo foxtrot sierra
sierra golf india foxtrot delta tango
lima romeo quebec mike charlie november golf delta quebec bravo quebec india
bravo bravo alpha lima quebec golf delta lima bravo
mike romeo golf quebec hotel bravo sierra
foxtrot bravo sierra november hotel juliett papa oscar papa kilo
lima echo echo mike bravo
mike kilo golf echo bravo foxtrot
kilo echo lima hotel kilo bravo
echo november foxtrot sierra india juliett foxtrot sierra juliett india foxtrot alpha
tango tango golf
romeo foxtrot kilo mike oscar tango
mike quebec quebec charlie hotel november golf mike tango
alpha charlie juliett echo golf papa india alpha romeo tango delta foxtrot
bravo tango kilo golf romeo tango juliett foxtrot
lima sierra oscar bravo mike quebec kilo romeo
lima bravo mike
golf mike charlie bravo quebec alpha quebec quebec
alpha romeo golf foxtrot oscar
charlie november charlie golf india delta oscar
hotel bravo kilo quebec tango echo india foxtrot charlie oscar
echo november tango delta india mike tango
mike india charlie hotel juliett golf tango kilo papa
echo lima delta mike papa tango foxtrot tango
foxtrot hotel kilo lima charlie echo kilo juliett papa alpha alpha
echo kilo sierra
papa kilo hotel india juliett tango juliett papa foxtrot romeo tango
india oscar quebec juliett
mike juliett papa india alpha bravo golf india lima echo romeo golf
foxtrot juliett sierra charlie lima
kilo papa kilo quebec sierra echo hotel lima
quebec november juliett alpha
mike foxtrot alpha kilo lima hotel echo bravo golf
hotel charlie bravo oscar
foxtrot alpha romeo bravo delta juliett november
echo tango hotel hotel
romeo india foxtrot delta sierra golf foxtrot delta india alpha lima lima
hotel hotel mike bravo oscar papa
juliett delta mike mike quebec foxtrot tango india delta sierra lima
delta quebec bravo quebec november
charlie lima golf alpha foxtrot delta lima lima bravo november
echo oscar romeo november
november sierra echo echo quebec juliett mike charlie papa
charlie papa charlie
tango mike papa november foxtrot tango hotel alpha juliett delta echo
tango charlie golf alpha lima echo papa hotel
golf alpha foxtrot sierra mike
foxtrot foxtrot delta oscar
hotel charlie november lima charlie delta november mike juliett
bravo hotel mike lima mike hotel foxtrot juliett india
mike kilo sierra november kilo bravo tango tango oscar bravo oscar
mike papa lima juliett papa
kilo november golf hotel foxtrot romeo kilo oscar hotel
charlie foxtrot india mike juliett kilo charlie oscar lima lima lima papa
delta delta hotel lima
sierra india echo echo echo bravo tango india foxtrot
november oscar sierra quebec quebec
golf india foxtrot
delta sierra papa alpha bravo papa
foxtrot delta india romeo papa oscar bravo delta romeo
kilo sierra mike november hotel oscar
bravo hotel juliett november golf mike hotel mike tango
tango kilo hotel echo foxtrot hotel lima bravo mike alpha alpha alpha
lima oscar alpha foxtrot juliett charlie papa foxtrot
kilo hotel lima bravo oscar delta charlie bravo kilo quebec
echo tango bravo india lima
alpha delta delta india bravo tango tango lima india
kilo hotel lima tango november delta lima echo alpha india lima oscar
india echo delta charlie foxtrot sierra tango
echo hotel alpha papa golf mike november hotel
echo sierra sierra papa oscar
romeo echo romeo
foxtrot foxtrot india india echo foxtrot kilo kilo alpha india sierra lima
juliett tango mike tango india
foxtrot tango sierra echo quebec india mike juliett golf bravo quebec
juliett quebec quebec golf
bravo golf papa juliett echo oscar bravo lima foxtrot delta
tango kilo november golf romeo sierra
november romeo alpha oscar
charlie hotel juliett
romeo bravo india kilo lima november
romeo papa delta
charlie india papa foxtrot india quebec juliett romeo tango
sierra mike oscar juliett echo echo sierra alpha hotel foxtrot quebec
foxtrot papa alpha charlie tango sierra india november
kilo india papa india bravo sierra mike november
golf november charlie sierra tango delta foxtrot kilo hotel papa bravo
november golf sierra november alpha echo november foxtrot sierra romeo mike
lima quebec mike kilo november golf november hotel hotel papa oscar oscar
quebec charlie delta golf
hotel alpha sierra hotel juliett kilo sierra delta golf
bravo tango juliett romeo bravo
bravo papa november november sierra hotel alpha hotel
bravo india papa kilo mike oscar quebec delta delta
echo delta kilo lima mike mike juliett mike lima papa echo kilo
delta kilo lima romeo november kilo juliett
sierra india alpha lima
kilo papa quebec echo india mike sierra quebec
papa november juliett papa tango
juliett hotel golf delta papa charlie echo echo india romeo
alpha juliett lima
charlie lima november juliett quebec oscar
kilo sierra lima tango lima kilo juliett juliett
juliett november sierra quebec golf oscar india juliett juliett juliett november quebec
kilo papa mike lima tango november foxtrot golf mike
quebec delta charlie juliett juliett alpha echo papa november
golf alpha lima delta tango mike lima golf delta
alpha oscar papa foxtrot charlie hotel hotel charlie kilo tango
hotel bravo mike foxtrot tango romeo golf kilo
sierra bravo hotel delta november juliett echo papa mike
golf echo oscar bravo mike echo mike papa romeo
quebec oscar foxtrot alpha golf
juliett charlie india juliett quebec november kilo india bravo delta tango lima
tango oscar kilo juliett
bravo romeo alpha juliett bravo bravo romeo
oscar sierra hotel hotel delta
lima kilo echo papa bravo alpha charlie romeo
alpha sierra november quebec
papa foxtrot india tango golf oscar quebec juliett november sierra papa hotel
hotel alpha sierra mike juliett sierra juliett lima papa alpha
hotel papa hotel
kilo juliett echo juliett foxtrot kilo oscar india quebec november papa
alpha echo tango charlie charlie juliett foxtrot india oscar foxtrot delta alpha
bravo delta golf golf papa bravo kilo
charlie charlie hotel delta tango charlie lima echo
kilo india papa lima foxtrot romeo oscar oscar oscar romeo charlie
delta india juliett foxtrot oscar papa quebec lima papa india
alpha oscar charlie lima lima
hotel sierra papa
november lima quebec lima
echo delta sierra kilo echo juliett mike juliett november
papa kilo golf lima foxtrot kilo
tango delta papa papa mike lima
quebec lima alpha echo hotel delta kilo echo
mike foxtrot mike charlie echo oscar delta lima golf echo juliett november
alpha romeo bravo
papa papa tango echo november golf sierra kilo lima papa lima hotel
alpha sierra delta
quebec romeo tango charlie november delta oscar
tango foxtrot golf november sierra sierra alpha sierra lima
mike november tango golf golf mike india foxtrot kilo juliett lima november
oscar echo kilo tango hotel delta
mike golf oscar november alpha
hotel juliett oscar juliett foxtrot golf quebec charlie lima juliett romeo
alpha sierra juliett delta hotel juliett bravo oscar november
charlie tango november tango papa delta lima hotel kilo
kilo hotel november alpha golf
november november oscar
echo quebec sierra golf foxtrot charlie sierra kilo
tango tango lima juliett kilo india echo bravo oscar kilo
quebec oscar lima bravo november quebec india foxtrot tango mike romeo bravo
charlie tango sierra
foxtrot oscar mike kilo
lima charlie papa lima delta
quebec november golf
lima foxtrot romeo golf lima golf echo papa alpha
oscar november romeo lima papa
tango charlie golf mike foxtrot foxtrot golf golf oscar oscar
oscar romeo lima kilo charlie tango oscar bravo india
juliett november oscar mike lima
mike golf alpha delta delta kilo papa
november lima kilo bravo oscar charlie kilo romeo lima
tango india november charlie echo delta lima india foxtrot echo echo
papa romeo romeo hotel romeo romeo india november
charlie delta kilo lima golf delta quebec
lima foxtrot foxtrot november tango charlie alpha echo
foxtrot echo charlie kilo tango quebec oscar hotel india lima quebec
november bravo india oscar tango delta kilo delta november foxtrot charlie
lima bravo mike echo quebec november quebec tango sierra
romeo golf alpha papa tango kilo
alpha delta november bravo tango november delta lima tango echo
echo hotel juliett golf hotel mike mike charlie oscar golf tango foxtrot
kilo charlie lima charlie november quebec juliett romeo romeo
kilo echo alpha golf kilo tango lima delta
papa echo alpha hotel november india
oscar kilo bravo foxtrot romeo november tango papa echo quebec
golf sierra lima oscar papa kilo mike kilo delta
romeo golf echo india romeo oscar
charlie bravo bravo foxtrot
bravo mike alpha papa sierra juliett
kilo mike papa quebec bravo papa sierra alpha lima
juliett hotel quebec lima tango juliett kilo golf tango charlie foxtrot
charlie india kilo alpha foxtrot november
kilo hotel hotel quebec
november romeo echo hotel alpha bravo golf india november mike juliett
juliett quebec november hotel november echo
hotel sierra sierra
foxtrot foxtrot bravo charlie mike mike sierra lima juliett lima
mike kilo mike charlie juliett delta golf
papa lima india november oscar romeo juliett india foxtrot bravo sierra
mike echo romeo sierra bravo charlie
india quebec quebec papa bravo india lima lima sierra
lima hotel kilo
tango kilo quebec quebec tango romeo mike quebec golf
sierra india oscar hotel delta delta quebec sierra
echo bravo papa
golf golf kilo kilo
oscar papa sierra bravo juliett golf alpha foxtrot papa
golf juliett golf oscar bravo oscar quebec bravo
hotel hotel hotel oscar oscar lima echo
foxtrot november alpha bravo lima november alpha papa
juliett india tango lima mike hotel alpha bravo juliett bravo sierra charlie
foxtrot india papa papa echo kilo charlie foxtrot
sierra november bravo
mike india india charlie tango
bravo delta kilo tango romeo charlie november kilo
romeo mike juliett papa oscar
golf bravo bravo quebec sierra papa papa delta lima
delta foxtrot oscar india november
india quebec delta
lima november bravo sierra hotel
kilo sierra juliett quebec oscar mike november papa romeo lima mike
kilo lima india delta
romeo echo oscar bravo tango
hotel papa november hotel november golf golf
bravo quebec delta november november india charlie golf quebec kilo
charlie romeo charlie sierra
romeo charlie lima oscar bravo india hotel foxtrot hotel delta foxtrot delta
alpha india alpha lima hotel juliett juliett alpha kilo mike
kilo oscar alpha mike
alpha charlie juliett foxtrot charlie kilo november lima hotel november
papa papa golf
papa tango tango charlie sierra juliett alpha alpha sierra kilo
charlie foxtrot golf papa sierra kilo juliett sierra
kilo echo tango papa
november bravo lima sierra
juliett kilo alpha romeo india tango
papa sierra sierra delta bravo foxtrot
papa romeo foxtrot tango mike alpha tango tango papa romeo
papa foxtrot tango alpha charlie bravo quebec tango kilo foxtrot foxtrot
hotel juliett november papa mike hotel oscar hotel
india sierra mike bravo echo oscar golf echo hotel alpha sierra
november november charlie juliett kilo india hotel
juliett papa delta lima bravo bravo foxtrot lima
delta quebec echo lima sierra
india quebec echo hotel lima india quebec alpha charlie bravo
foxtrot charlie bravo romeo juliett quebec hotel delta foxtrot mike sierra delta
kilo november mike india mike quebec tango echo quebec
golf tango echo tango india
delta juliett lima oscar charlie juliett charlie romeo kilo
foxtrot november delta juliett lima golf oscar foxtrot papa tango echo kilo
mike echo golf papa quebec bravo kilo echo echo foxtrot sierra sierra
romeo mike lima echo foxtrot papa mike foxtrot
golf bravo november hotel oscar november
papa juliett quebec tango november kilo sierra
tango mike papa delta bravo foxtrot
bravo sierra alpha bravo echo charlie
india lima charlie
sierra bravo charlie oscar charlie kilo india romeo mike
oscar bravo juliett papa kilo hotel juliett lima lima delta
mike tango romeo
hotel tango golf sierra alpha sierra alpha romeo
sierra november echo lima oscar quebec
golf echo delta tango india
kilo romeo oscar mike mike delta papa hotel
mike tango echo juliett lima november juliett charlie kilo delta charlie delta
papa romeo echo juliett papa foxtrot quebec
sierra romeo echo lima tango papa
delta india charlie bravo foxtrot alpha
bravo charlie echo november juliett hotel echo mike
november hotel bravo november oscar hotel
november india sierra kilo lima romeo romeo charlie kilo kilo
papa lima mike quebec tango quebec november oscar charlie
bravo tango alpha charlie
quebec echo kilo india papa hotel bravo papa
lima delta charlie delta mike
golf mike kilo delta romeo
november echo bravo charlie kilo golf foxtrot tango romeo
papa kilo delta echo delta kilo lima oscar papa
juliett bravo india foxtrot india romeo kilo oscar india delta hotel
delta hotel quebec alpha
golf mike bravo lima november
papa echo oscar india oscar charlie charlie juliett echo charlie
quebec mike delta golf juliett
romeo foxtrot delta bravo sierra quebec november india
tango bravo mike kilo oscar november juliett quebec
bravo kilo delta
charlie charlie papa bravo bravo juliett sierra hotel
golf charlie quebec juliett oscar
kilo november mike hotel
mike november romeo sierra
golf foxtrot sierra echo oscar charlie romeo juliett sierra golf
india romeo papa
oscar echo india echo mike india quebec golf mike charlie india sierra
oscar sierra india romeo mike mike
charlie charlie romeo echo hotel romeo papa hotel hotel mike kilo
charlie golf charlie
hotel alpha golf india lima echo oscar romeo golf
oscar sierra kilo alpha alpha kilo kilo november
foxtrot delta november papa foxtrot juliett delta alpha oscar
charlie tango quebec charlie
november delta india echo lima
charlie romeo lima november mike echo juliett quebec oscar kilo oscar bravo
kilo romeo lima tango golf tango papa
kilo lima alpha
papa hotel romeo foxtrot hotel india oscar foxtrot mike oscar tango
charlie romeo bravo golf oscar
tango golf romeo bravo
lima bravo bravo delta november sierra mike echo
tango quebec quebec echo juliett
lima hotel quebec delta sierra foxtrot kilo hotel echo
charlie foxtrot juliett quebec oscar delta romeo
tango delta sierra alpha lima charlie quebec juliett
alpha india alpha india foxtrot
kilo india delta mike foxtrot hotel delta november
echo kilo alpha delta hotel foxtrot papa
romeo quebec tango oscar quebec foxtrot papa juliett foxtrot lima papa romeo
papa delta hotel foxtrot golf november mike quebec tango
hotel bravo alpha alpha
echo delta mike lima
tango golf juliett foxtrot india delta sierra
delta echo alpha
sierra romeo golf alpha quebec golf romeo golf echo kilo papa
tango alpha charlie lima romeo november romeo echo quebec
india november charlie quebec bravo papa india juliett
november tango india mike sierra lima november golf tango tango charlie
echo charlie lima
tango juliett foxtrot november lima november romeo quebec tango delta echo foxtrot
kilo foxtrot golf oscar golf oscar
india bravo alpha kilo kilo bravo charlie kilo papa foxtrot echo kilo
november sierra delta romeo alpha delta charlie tango kilo
quebec november november romeo tango hotel november
lima india mike tango india
alpha bravo papa juliett bravo delta oscar alpha delta oscar
juliett charlie oscar echo hotel delta
sierra hotel kilo mike juliett
romeo papa echo charlie delta echo
golf juliett oscar delta india juliett delta
charlie oscar foxtrot quebec juliett charlie delta quebec
bravo juliett juliett
romeo foxtrot november golf bravo papa echo golf delta papa mike quebec
foxtrot golf hotel tango hotel delta alpha delta quebec
charlie echo foxtrot sierra india bravo oscar foxtrot
papa quebec mike golf echo echo kilo hotel romeo lima
lima tango quebec tango lima november romeo bravo
alpha november india bravo kilo tango foxtrot lima november
kilo charlie golf
lima juliett papa bravo quebec charlie india tango golf delta
echo oscar kilo sierra
quebec foxtrot romeo bravo delta lima juliett golf echo charlie
quebec foxtrot india delta quebec alpha lima golf sierra juliett tango
echo delta papa tango romeo sierra alpha lima
romeo india india lima alpha bravo november sierra lima sierra
foxtrot oscar golf alpha oscar hotel charlie
papa mike november tango alpha romeo papa quebec sierra mike hotel
lima tango golf
kilo india november tango papa november india papa
mike tango lima charlie november
india papa kilo tango delta quebec quebec
charlie delta papa golf juliett tango india foxtrot lima bravo
quebec kilo lima hotel golf echo alpha
romeo foxtrot golf delta echo juliett papa hotel
bravo echo india
golf echo bravo echo lima quebec kilo quebec mike mike november golf
juliett hotel foxtrot charlie juliett juliett foxtrot november
tango hotel hotel bravo tango
quebec mike juliett golf charlie charlie golf charlie oscar juliett charlie lima
lima lima oscar
juliett lima echo hotel foxtrot
tango delta quebec november delta sierra foxtrot delta lima
quebec foxtrot oscar mike quebec mike india
kilo juliett juliett sierra alpha golf tango alpha india foxtrot oscar sierra
charlie india quebec delta india delta quebec golf
alpha tango oscar foxtrot lima tango tango alpha romeo delta
juliett papa hotel lima golf hotel kilo charlie alpha quebec bravo juliett
delta sierra echo foxtrot lima november delta
sierra papa november juliett oscar bravo quebec
charlie india tango sierra oscar india november oscar hotel sierra romeo
foxtrot delta india papa golf romeo hotel echo
foxtrot mike kilo bravo mike bravo tango mike tango
lima india november november hotel golf oscar papa alpha quebec
lima papa sierra charlie golf hotel echo kilo november mike golf oscar
kilo charlie papa alpha papa juliett juliett juliett lima papa echo
romeo sierra quebec bravo november romeo charlie tango lima india
hotel alpha quebec romeo kilo romeo echo
charlie sierra quebec romeo
foxtrot november romeo delta india tango golf charlie tango quebec
bravo sierra sierra
papa romeo quebec alpha november
quebec golf hotel quebec golf alpha hotel charlie romeo lima mike november
november bravo november echo delta charlie oscar juliett
kilo delta romeo sierra kilo charlie delta delta delta quebec kilo
foxtrot mike bravo foxtrot sierra foxtrot oscar bravo sierra foxtrot charlie
papa romeo bravo juliett november delta quebec sierra juliett echo
delta oscar november sierra mike mike
romeo foxtrot oscar kilo india oscar foxtrot delta charlie
sierra golf alpha golf sierra quebec bravo india foxtrot romeo mike
bravo mike quebec papa kilo golf golf
sierra romeo delta oscar echo golf echo oscar lima lima bravo tango
kilo november echo
delta india charlie lima sierra november romeo
echo echo quebec india india romeo
november india papa india sierra mike kilo lima charlie
sierra romeo quebec delta papa quebec lima bravo
india romeo lima
mike kilo charlie november bravo oscar foxtrot
november quebec echo romeo mike quebec mike foxtrot foxtrot foxtrot quebec lima
oscar mike sierra kilo tango echo tango lima
mike alpha echo sierra
tango charlie papa papa charlie delta golf india foxtrot golf alpha
delta hotel india india romeo november quebec alpha quebec
mike alpha lima foxtrot november delta tango golf romeo india oscar lima
echo mike echo foxtrot delta papa papa quebec oscar sierra
echo sierra alpha hotel hotel sierra alpha
foxtrot bravo romeo delta echo mike oscar
charlie romeo alpha india india echo tango bravo kilo papa delta
india echo sierra bravo romeo kilo hotel tango golf november foxtrot
alpha foxtrot mike golf
sierra oscar alpha alpha romeo hotel
sierra mike mike mike lima
juliett mike golf hotel
alpha lima lima oscar tango alpha november charlie juliett romeo charlie papa
lima sierra juliett foxtrot charlie quebec delta papa juliett romeo india
juliett bravo quebec
hotel lima november delta bravo foxtrot november
hotel papa lima papa sierra
hotel delta oscar tango papa juliett
foxtrot november india bravo bravo
lima tango tango echo quebec
golf quebec papa india foxtrot tango mike mike romeo
delta india bravo tango golf
juliett romeo golf bravo golf papa echo echo charlie november
india charlie november delta lima quebec echo quebec foxtrot
november echo hotel golf juliett foxtrot juliett
lima mike mike echo november mike kilo delta oscar india
charlie romeo delta papa quebec foxtrot papa india
lima juliett charlie india echo juliett mike tango romeo golf tango november
oscar delta tango
foxtrot golf oscar november
mike india charlie tango kilo charlie lima
echo oscar foxtrot
oscar alpha romeo
lima november tango india golf delta delta juliett india
sierra charlie foxtrot hotel papa romeo
romeo foxtrot charlie kilo india oscar sierra tango november
tango romeo mike hotel golf india
foxtrot alpha delta kilo
echo kilo lima tango echo mike mike quebec
india kilo echo mike alpha echo bravo lima charlie foxtrot romeo
quebec sierra kilo lima bravo echo papa sierra mike golf
hotel alpha hotel alpha charlie romeo
charlie november golf romeo hotel mike foxtrot bravo india tango
golf romeo november juliett oscar alpha india quebec lima sierra
sierra alpha india quebec november
foxtrot kilo juliett alpha juliett charlie bravo hotel kilo kilo
quebec india charlie delta oscar romeo bravo delta mike oscar delta
mike delta hotel alpha golf delta november hotel sierra sierra foxtrot charlie
delta romeo mike charlie charlie juliett golf charlie oscar alpha juliett romeo
lima juliett juliett
bravo papa oscar foxtrot lima india
kilo sierra golf tango
november tango papa
echo echo sierra alpha golf quebec tango
kilo echo papa bravo romeo oscar november kilo lima lima papa tango
india india sierra hotel juliett echo foxtrot india lima quebec charlie
tango sierra lima lima mike oscar golf hotel foxtrot mike golf
kilo bravo papa november
bravo alpha golf lima hotel sierra romeo tango juliett foxtrot papa juliett
hotel lima echo juliett echo lima juliett romeo golf
papa lima november bravo kilo november kilo
hotel lima sierra oscar echo foxtrot charlie romeo november oscar papa tango
tango charlie bravo delta juliett hotel oscar
juliett november golf bravo papa golf bravo india sierra india sierra alpha
delta delta romeo tango delta golf charlie tango sierra alpha november alpha
delta india hotel golf
papa alpha delta
bravo delta romeo delta bravo quebec charlie charlie juliett india tango papa
delta mike tango tango kilo alpha lima juliett november quebec
oscar golf foxtrot sierra
sierra tango foxtrot hotel foxtrot romeo golf romeo bravo
golf quebec lima
golf tango mike kilo lima bravo mike foxtrot delta lima papa
charlie mike echo tango tango papa november alpha juliett tango
tango charlie papa quebec foxtrot lima quebec echo alpha alpha
november oscar november tango
papa kilo juliett foxtrot delta juliett foxtrot tango lima
juliett oscar kilo bravo juliett
foxtrot juliett delta papa kilo romeo oscar charlie mike golf papa quebec
golf echo mike romeo delta echo hotel lima mike tango juliett
tango hotel alpha delta delta delta oscar mike charlie romeo oscar lima
juliett india lima echo delta kilo kilo golf
papa alpha foxtrot november bravo alpha charlie
india quebec delta bravo mike quebec
sierra mike romeo november kilo quebec quebec mike kilo papa quebec sierra
sierra tango mike tango november foxtrot papa oscar hotel bravo
kilo sierra quebec mike golf
november oscar bravo papa bravo sierra delta lima juliett juliett
november oscar foxtrot
romeo india papa juliett hotel alpha papa echo romeo
papa alpha lima india golf foxtrot tango november foxtrot oscar kilo
golf delta alpha charlie charlie
golf bravo mike romeo
november charlie papa tango india india oscar lima
tango mike foxtrot charlie kilo quebec charlie golf tango papa golf november
tango oscar tango mike echo delta golf juliett romeo
november sierra quebec hotel hotel oscar echo oscar oscar
oscar tango echo echo foxtrot oscar juliett papa quebec delta
foxtrot india romeo kilo romeo
papa alpha foxtrot foxtrot tango
sierra hotel juliett quebec lima bravo bravo papa kilo romeo romeo bravo
golf sierra india golf bravo delta delta foxtrot tango bravo lima romeo
echo echo delta
mike echo oscar lima papa charlie quebec kilo oscar charlie
alpha papa mike echo delta tango papa bravo golf golf
delta lima oscar papa india charlie november delta echo india
golf papa romeo juliett delta bravo
quebec kilo golf india lima romeo papa delta papa romeo juliett juliett
lima sierra foxtrot bravo lima quebec bravo
quebec india kilo golf
india juliett romeo romeo delta alpha charlie bravo charlie bravo india delta
oscar romeo kilo kilo foxtrot lima
oscar charlie charlie alpha delta golf papa oscar sierra tango papa lima
sierra golf alpha papa lima kilo foxtrot quebec
juliett quebec golf
echo golf papa foxtrot india hotel charlie oscar charlie november
sierra november papa quebec oscar papa echo tango sierra
bravo echo mike tango papa echo quebec sierra
golf quebec charlie golf alpha
mike india india golf alpha papa oscar hotel bravo
delta sierra papa hotel
kilo india quebec oscar tango romeo kilo india oscar hotel sierra
november lima charlie papa juliett tango hotel papa november
november papa lima tango india
quebec kilo quebec november lima kilo lima charlie echo
quebec oscar bravo delta bravo papa mike delta juliett juliett mike
tango delta quebec november juliett alpha hotel alpha foxtrot foxtrot lima india
sierra golf juliett india juliett alpha echo alpha
bravo lima tango juliett romeo echo
charlie romeo november golf papa juliett alpha oscar oscar mike
hotel india alpha delta oscar foxtrot mike alpha kilo
foxtrot echo quebec alpha foxtrot
sierra foxtrot india
romeo juliett lima juliett delta november november alpha foxtrot india papa
charlie papa papa tango alpha charlie kilo papa foxtrot november quebec kilo
romeo lima papa mike
echo foxtrot november oscar sierra romeo
juliett charlie mike charlie november alpha oscar kilo hotel oscar hotel
india hotel sierra papa
foxtrot alpha hotel hotel
hotel delta charlie hotel november lima lima
kilo india hotel lima foxtrot kilo juliett november november
tango bravo lima golf november lima foxtrot india lima alpha echo
mike papa hotel india november mike
bravo tango quebec alpha bravo hotel alpha charlie papa echo golf echo
india romeo delta delta charlie delta
golf delta delta lima india quebec
hotel quebec tango alpha papa sierra india
hotel papa golf juliett kilo hotel sierra delta
kilo tango charlie
echo golf sierra hotel november delta hotel
sierra november oscar quebec kilo lima oscar
delta charlie quebec india charlie juliett mike lima papa romeo
mike lima golf sierra tango
oscar kilo golf quebec india india romeo india sierra november
echo india hotel alpha quebec oscar echo india november juliett
kilo romeo november lima delta
echo oscar delta bravo foxtrot golf
kilo papa juliett sierra foxtrot delta lima delta papa delta kilo india
alpha alpha india
mike india echo papa papa hotel
juliett foxtrot golf juliett lima kilo golf mike delta golf sierra quebec
juliett echo tango
oscar quebec lima quebec india echo india kilo
foxtrot quebec oscar romeo mike hotel oscar foxtrot lima
lima november sierra mike oscar quebec romeo juliett mike romeo
papa echo lima charlie lima foxtrot mike
golf india india papa hotel echo mike
foxtrot delta romeo india alpha delta kilo delta delta bravo kilo charlie
india charlie kilo kilo lima hotel bravo
quebec quebec romeo november tango golf papa mike bravo
lima golf delta golf mike tango romeo alpha juliett
november golf quebec tango
echo india golf foxtrot
charlie lima alpha foxtrot bravo papa foxtrot kilo delta foxtrot lima
november bravo foxtrot oscar juliett papa alpha delta tango charlie india tango
tango alpha quebec alpha oscar november tango juliett charlie delta hotel
echo lima kilo foxtrot oscar golf charlie mike hotel echo foxtrot charlie
juliett romeo echo tango
juliett november mike quebec golf
echo papa papa romeo golf romeo delta november papa delta delta papa
papa kilo quebec
tango mike sierra hotel bravo sierra oscar
foxtrot bravo kilo foxtrot november charlie charlie
sierra quebec oscar november foxtrot sierra charlie foxtrot juliett delta
sierra echo kilo india quebec romeo quebec kilo lima golf golf romeo
echo sierra mike foxtrot papa quebec hotel papa echo
papa golf romeo november oscar
bravo india delta papa sierra quebec
romeo foxtrot delta papa alpha
bravo juliett romeo hotel
quebec alpha golf lima
foxtrot oscar romeo
bravo tango delta lima lima mike sierra bravo lima quebec lima
oscar oscar papa delta india bravo
golf delta lima alpha papa quebec echo
quebec lima golf tango bravo romeo bravo
india papa november bravo quebec juliett oscar
india golf foxtrot lima november
romeo oscar foxtrot hotel
charlie tango november juliett golf india juliett bravo golf
quebec quebec sierra hotel foxtrot hotel delta
bravo hotel lima lima juliett mike hotel bravo
kilo papa delta quebec echo november delta foxtrot november
sierra alpha juliett november juliett kilo india
tango papa oscar foxtrot india quebec juliett
romeo bravo golf kilo golf lima golf romeo
india oscar sierra foxtrot juliett india kilo charlie tango
juliett lima india juliett tango kilo november november
quebec delta alpha charlie hotel papa mike quebec mike lima quebec
sierra golf hotel hotel lima sierra bravo
quebec papa bravo romeo papa juliett
hotel romeo romeo sierra quebec
hotel sierra oscar juliett golf lima delta papa delta quebec
sierra romeo juliett oscar mike oscar tango papa juliett oscar romeo
echo sierra echo india romeo alpha golf mike romeo
bravo charlie sierra quebec oscar india lima alpha india
kilo romeo november alpha foxtrot november kilo oscar romeo
romeo romeo echo bravo tango quebec papa bravo bravo kilo november
delta lima foxtrot juliett november romeo
echo foxtrot juliett kilo
foxtrot charlie golf foxtrot echo lima mike
lima echo golf hotel golf quebec golf alpha november delta
juliett india foxtrot oscar papa kilo
lima foxtrot november alpha quebec mike golf delta romeo
oscar mike sierra kilo romeo oscar lima hotel alpha
papa india tango
echo foxtrot kilo quebec kilo
alpha quebec echo golf tango romeo
alpha foxtrot kilo sierra delta bravo foxtrot mike sierra november charlie
bravo oscar lima echo bravo tango
november lima mike november
charlie juliett charlie kilo hotel november sierra
lima bravo romeo echo
hotel papa tango romeo kilo tango charlie alpha
sierra papa bravo
foxtrot alpha hotel foxtrot lima bravo oscar papa
echo bravo tango sierra romeo lima golf romeo juliett mike juliett foxtrot
bravo golf kilo sierra
romeo alpha papa charlie mike bravo oscar hotel hotel charlie golf india
bravo foxtrot kilo november november november hotel sierra juliett romeo
romeo tango sierra hotel charlie echo mike oscar foxtrot sierra papa alpha
alpha romeo foxtrot
romeo charlie quebec delta alpha quebec romeo
hotel romeo lima kilo foxtrot sierra foxtrot quebec golf romeo quebec
quebec juliett juliett oscar lima
mike tango echo tango papa hotel quebec
quebec golf mike kilo romeo lima charlie oscar
lima november oscar
romeo echo bravo kilo november romeo november bravo romeo
india lima quebec india golf tango quebec bravo echo delta mike
kilo charlie lima hotel charlie mike november juliett echo papa
quebec charlie quebec foxtrot oscar juliett foxtrot bravo mike hotel kilo romeo
quebec mike delta delta alpha
mike lima kilo india india
golf kilo charlie
papa hotel lima golf oscar india india november
bravo bravo alpha
oscar oscar oscar delta hotel lima charlie sierra oscar tango tango oscar
india kilo foxtrot papa alpha echo foxtrot india golf kilo
juliett romeo mike lima romeo lima bravo tango tango echo delta golf
golf delta tango lima oscar golf kilo oscar delta mike juliett
echo india alpha charlie golf hotel kilo
delta charlie lima foxtrot charlie november charlie foxtrot lima alpha
romeo kilo tango golf hotel tango echo kilo foxtrot foxtrot foxtrot echo
delta bravo november quebec lima
alpha hotel foxtrot lima alpha
juliett oscar mike quebec romeo golf papa charlie romeo quebec delta india
mike delta charlie tango foxtrot hotel india november juliett sierra mike tango
foxtrot tango bravo hotel papa
bravo oscar hotel charlie papa delta delta mike echo india mike november
india charlie sierra charlie juliett alpha papa alpha delta alpha papa lima
delta golf oscar
mike lima quebec
foxtrot delta golf hotel
lima charlie delta november papa papa kilo tango bravo
oscar india oscar lima golf november golf
delta juliett november hotel november alpha echo foxtrot alpha
alpha juliett echo
delta quebec lima mike quebec november alpha foxtrot quebec bravo kilo bravo
foxtrot charlie golf oscar india charlie lima
tango echo charlie india kilo
papa golf tango lima juliett tango alpha lima
quebec delta charlie
oscar november quebec sierra bravo sierra hotel
delta sierra alpha kilo hotel sierra kilo kilo juliett hotel papa quebec
november lima india india mike juliett quebec
romeo romeo golf quebec hotel oscar foxtrot tango tango
oscar sierra bravo papa oscar
lima papa oscar alpha delta tango romeo juliett juliett november papa hotel
lima lima mike lima papa hotel tango papa romeo mike lima bravo
sierra charlie november lima quebec romeo papa charlie kilo alpha lima mike
sierra foxtrot delta romeo
tango romeo november delta foxtrot kilo
charlie oscar kilo echo lima alpha
tango india juliett golf tango echo quebec
hotel romeo bravo foxtrot bravo
echo lima kilo oscar quebec tango golf
delta hotel golf tango hotel romeo juliett quebec india
golf echo foxtrot alpha kilo
golf juliett alpha delta kilo lima bravo papa lima hotel delta
foxtrot hotel november delta juliett alpha mike
foxtrot charlie hotel charlie hotel romeo golf papa echo juliett foxtrot papa
kilo lima oscar alpha alpha romeo foxtrot hotel foxtrot
golf india papa tango delta november oscar
quebec kilo india
foxtrot papa echo kilo alpha
oscar papa india echo quebec november
delta hotel hotel juliett november delta alpha golf quebec
mike juliett delta hotel delta romeo hotel tango kilo charlie
charlie juliett lima golf papa quebec quebec foxtrot oscar tango alpha
papa kilo echo foxtrot papa hotel kilo oscar
india kilo charlie lima oscar quebec kilo
india bravo juliett tango charlie golf lima quebec delta november sierra tango
oscar tango oscar echo charlie charlie lima
sierra november sierra mike alpha
mike foxtrot november delta quebec romeo quebec oscar juliett foxtrot hotel hotel
echo echo charlie foxtrot
juliett bravo sierra golf oscar india juliett hotel sierra
tango romeo charlie mike golf echo tango foxtrot tango juliett sierra
oscar golf echo juliett charlie hotel oscar india golf sierra bravo quebec
echo november alpha november golf romeo papa kilo tango
hotel echo mike quebec india tango delta
golf papa kilo charlie bravo sierra foxtrot
november delta delta romeo alpha
bravo papa romeo quebec
bravo echo golf hotel november charlie mike
echo charlie bravo foxtrot golf foxtrot mike alpha
lima papa quebec papa echo romeo mike lima delta
hotel quebec bravo charlie november papa
foxtrot papa echo lima quebec kilo
papa juliett bravo delta juliett echo echo lima oscar mike
juliett lima kilo juliett charlie charlie juliett sierra romeo mike
charlie alpha kilo kilo papa
kilo india juliett romeo romeo india oscar india romeo golf tango lima
mike echo hotel oscar lima delta romeo papa november quebec
india delta golf kilo mike
mike alpha juliett romeo delta hotel golf juliett mike bravo
hotel india romeo
papa charlie delta alpha charlie foxtrot bravo sierra sierra sierra tango
juliett golf alpha oscar charlie charlie hotel
papa sierra romeo bravo november tango
hotel echo charlie romeo charlie foxtrot papa sierra
charlie romeo echo lima delta kilo delta oscar
romeo charlie mike
charlie november delta golf delta kilo romeo juliett hotel bravo alpha india
bravo juliett kilo golf echo lima bravo alpha
bravo juliett juliett golf mike echo echo charlie mike juliett foxtrot
charlie hotel alpha november charlie oscar juliett golf golf delta quebec lima
golf kilo romeo india mike juliett foxtrot juliett oscar romeo
kilo bravo delta mike sierra oscar delta sierra juliett bravo oscar november
romeo bravo charlie hotel tango tango
hotel foxtrot papa lima oscar romeo
delta echo lima echo charlie bravo papa sierra hotel
bravo hotel lima tango quebec
sierra tango echo india kilo foxtrot echo november quebec juliett juliett india
papa kilo mike sierra hotel papa alpha hotel oscar bravo
papa quebec tango charlie romeo papa echo
quebec sierra foxtrot india alpha sierra november kilo delta alpha papa charlie
hotel papa delta tango echo bravo charlie delta alpha november
romeo mike hotel romeo
charlie romeo november charlie kilo bravo
india romeo mike charlie charlie sierra bravo lima delta november
delta juliett papa november
hotel juliett juliett echo echo hotel romeo echo november
quebec golf sierra lima
papa romeo oscar tango foxtrot
hotel delta kilo oscar delta mike foxtrot
sierra sierra hotel kilo charlie kilo echo tango lima bravo
hotel charlie echo oscar alpha juliett golf hotel
mike golf romeo quebec foxtrot
hotel bravo november hotel tango quebec echo hotel november tango echo
sierra echo charlie golf hotel golf oscar bravo foxtrot india
hotel kilo alpha
charlie echo hotel sierra delta bravo quebec november foxtrot sierra lima
kilo juliett hotel hotel delta tango juliett charlie echo tango india romeo
mike november papa mike hotel foxtrot
juliett hotel echo echo juliett lima mike sierra charlie mike
tango tango juliett alpha oscar kilo lima quebec hotel
juliett romeo kilo
juliett oscar india india bravo delta charlie charlie oscar kilo lima november
lima sierra hotel juliett november echo kilo
quebec charlie papa golf romeo mike
mike alpha romeo oscar bravo mike sierra foxtrot charlie foxtrot quebec golf
november tango india
echo india foxtrot sierra hotel
papa mike hotel delta quebec alpha
sierra alpha delta quebec juliett bravo echo hotel india kilo oscar
kilo bravo golf lima charlie mike oscar
november tango juliett mike alpha hotel november quebec kilo charlie bravo
papa juliett juliett oscar alpha delta charlie papa
kilo juliett kilo november mike juliett bravo alpha charlie foxtrot alpha
tango kilo tango foxtrot hotel hotel romeo juliett hotel
golf tango sierra india
golf juliett foxtrot juliett
sierra kilo kilo quebec tango
juliett papa echo golf lima
india romeo oscar sierra quebec india delta november
india lima papa tango echo sierra romeo oscar lima echo bravo oscar
papa oscar lima
bravo echo hotel bravo delta november tango echo tango golf
alpha quebec alpha papa papa golf juliett sierra delta bravo india quebec
kilo sierra india november charlie quebec juliett romeo romeo
quebec india romeo quebec oscar kilo papa
tango sierra sierra bravo india bravo oscar romeo tango hotel
delta tango charlie juliett tango bravo quebec oscar
foxtrot bravo echo golf echo delta india mike alpha hotel
oscar romeo mike india mike india alpha india juliett foxtrot delta papa
tango papa foxtrot juliett juliett romeo papa oscar bravo
papa echo bravo tango charlie lima oscar
golf lima echo delta hotel sierra oscar hotel
lima november bravo delta kilo papa charlie kilo
alpha foxtrot quebec
charlie kilo bravo golf hotel juliett alpha romeo echo november
charlie golf papa golf charlie sierra lima echo hotel
alpha mike echo alpha hotel golf november romeo mike
india quebec mike
lima lima golf lima romeo sierra tango
juliett quebec echo golf
romeo oscar november juliett alpha golf foxtrot tango
india sierra oscar echo kilo
echo mike romeo romeo mike quebec delta lima hotel
bravo sierra papa golf tango lima bravo
november alpha quebec alpha echo papa alpha
bravo november papa hotel papa bravo golf mike
papa tango papa foxtrot alpha lima delta romeo charlie
delta mike bravo echo november
juliett juliett kilo lima tango papa bravo mike echo kilo echo
quebec delta sierra foxtrot alpha foxtrot quebec juliett kilo papa lima oscar
foxtrot oscar mike delta india quebec charlie sierra papa mike november kilo
golf foxtrot oscar lima bravo echo lima november
bravo sierra november romeo romeo juliett
papa alpha bravo quebec romeo lima sierra kilo quebec alpha kilo lima
kilo charlie oscar bravo sierra quebec hotel india mike juliett delta oscar
golf sierra golf sierra
alpha juliett india hotel mike sierra
bravo alpha tango juliett kilo mike sierra oscar bravo
alpha romeo tango sierra charlie charlie quebec sierra india
romeo foxtrot mike foxtrot quebec india
echo kilo romeo romeo oscar romeo foxtrot mike foxtrot
juliett foxtrot golf tango bravo bravo alpha november tango charlie romeo charlie
delta hotel mike india papa november delta juliett tango quebec
lima quebec foxtrot hotel echo lima hotel quebec mike juliett mike
alpha hotel tango mike
kilo tango romeo bravo echo golf foxtrot november romeo golf
kilo lima papa kilo tango lima delta romeo tango
bravo november echo india oscar tango
golf india golf juliett november november quebec lima delta
india hotel delta alpha oscar november mike delta
lima oscar sierra
charlie india hotel
quebec india juliett india tango bravo papa golf delta juliett bravo alpha
papa oscar mike november
foxtrot foxtrot echo delta foxtrot delta juliett
lima golf kilo lima
oscar tango delta juliett delta november echo foxtrot
charlie juliett foxtrot quebec november golf kilo quebec
charlie kilo oscar tango alpha india india delta lima sierra juliett charlie
golf quebec oscar charlie charlie
oscar echo juliett echo quebec juliett juliett alpha kilo
juliett romeo charlie quebec hotel
golf hotel india mike romeo quebec juliett tango papa juliett
juliett kilo delta foxtrot lima mike oscar
sierra mike mike romeo november
juliett sierra quebec charlie oscar papa india tango papa juliett india juliett
sierra lima foxtrot alpha
juliett quebec echo lima tango sierra oscar india
tango delta echo sierra quebec juliett
foxtrot alpha mike golf foxtrot lima hotel juliett delta november
juliett oscar sierra sierra echo papa india delta bravo romeo kilo quebec
november bravo hotel tango oscar papa foxtrot sierra sierra delta quebec
quebec mike quebec hotel foxtrot echo alpha charlie
papa oscar tango alpha oscar quebec india lima kilo november tango india
golf quebec oscar juliett papa tango papa papa tango romeo papa november
quebec sierra tango india hotel papa november echo november
charlie quebec juliett november bravo golf golf golf
mike november november mike lima alpha
oscar oscar juliett bravo foxtrot november hotel golf november november juliett lima
delta quebec oscar november
lima delta sierra papa echo kilo hotel alpha lima charlie
tango kilo india mike india
romeo mike charlie oscar
foxtrot delta alpha juliett lima delta papa romeo foxtrot charlie
delta juliett echo echo juliett golf
golf foxtrot oscar
juliett juliett romeo golf delta
hotel hotel tango alpha oscar
mike mike lima alpha foxtrot november oscar foxtrot romeo papa charlie sierra
golf lima bravo echo charlie bravo
echo papa romeo golf kilo oscar bravo november romeo
papa quebec delta bravo papa romeo golf romeo india lima
kilo india bravo delta hotel
romeo quebec romeo
sierra bravo bravo lima golf mike echo bravo bravo romeo
foxtrot bravo lima papa hotel lima bravo charlie bravo
echo romeo tango
charlie mike mike november quebec charlie sierra
lima echo kilo golf lima
hotel india charlie oscar juliett mike mike
alpha juliett kilo alpha mike mike foxtrot
india romeo hotel foxtrot hotel lima mike echo oscar quebec
papa hotel romeo sierra charlie foxtrot delta
delta kilo tango hotel foxtrot hotel november quebec lima echo mike kilo
papa india sierra oscar india sierra juliett oscar tango india november kilo
mike romeo kilo hotel echo
juliett delta quebec oscar bravo
quebec mike lima
november sierra papa papa golf mike oscar juliett juliett
november papa alpha golf charlie sierra papa echo lima mike quebec mike
alpha charlie golf romeo quebec sierra oscar november
delta november papa
papa papa hotel golf charlie sierra juliett
tango quebec foxtrot alpha tango kilo quebec
november juliett bravo mike
papa kilo india echo papa juliett hotel mike lima
foxtrot hotel romeo quebec
papa delta papa charlie
charlie november delta india charlie bravo alpha golf romeo oscar oscar
papa lima tango bravo echo echo quebec oscar golf echo mike
november lima oscar juliett echo kilo oscar kilo
echo romeo romeo
tango golf golf hotel papa november
lima golf india romeo hotel foxtrot papa november kilo kilo tango mike
romeo alpha november papa tango
papa papa tango charlie juliett mike alpha tango romeo
foxtrot golf kilo echo romeo bravo golf quebec mike
echo india foxtrot hotel echo delta juliett lima charlie
lima kilo papa
oscar alpha bravo echo november romeo echo
charlie quebec oscar bravo india romeo golf
lima tango tango hotel papa
quebec quebec india hotel mike alpha juliett papa papa tango sierra
charlie sierra hotel kilo oscar tango mike delta lima hotel
delta lima papa india
quebec hotel bravo delta echo bravo mike juliett charlie tango
bravo sierra foxtrot foxtrot echo sierra charlie november lima oscar romeo
hotel oscar hotel oscar juliett romeo lima papa oscar sierra tango oscar
foxtrot hotel mike hotel charlie sierra delta
november delta golf hotel tango foxtrot sierra foxtrot juliett charlie foxtrot juliett
november november juliett
