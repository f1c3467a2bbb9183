mike papa kilo delta golf hotel quebec charlie romeo bravo tango
november mike hotel oscar
november charlie tango mike
hotel india delta
lima tango bravo juliett bravo lima juliett delta quebec
tango oscar november kilo mike juliett sierra bravo sierra mike
alpha bravo tango november juliett alpha
oscar juliett echo quebec golf
romeo romeo tango
golf alpha india juliett kilo sierra india tango golf
hotel tango golf kilo tango
romeo bravo november tango papa lima lima tango lima charlie charlie juliett
mike golf sierra oscar papa quebec juliett papa romeo november
golf sierra november november kilo
foxtrot hotel hotel mike kilo hotel papa juliett juliett romeo kilo bravo
charlie golf november bravo mike alpha india golf papa charlie
golf quebec juliett mike
lima hotel sierra
quebec oscar bravo mike mike lima india hotel hotel alpha lima bravo
golf juliett papa hotel kilo delta foxtrot golf mike hotel
foxtrot india kilo alpha quebec echo foxtrot echo lima hotel
romeo delta golf sierra alpha oscar alpha alpha quebec echo tango
echo oscar tango tango charlie juliett kilo india hotel delta
sierra november juliett alpha alpha sierra charlie echo
tango hotel lima tango november golf romeo
alpha tango romeo quebec golf foxtrot papa lima
kilo quebec juliett golf juliett oscar sierra quebec golf foxtrot
november india alpha
quebec echo delta juliett delta
alpha hotel delta delta sierra juliett romeo sierra kilo juliett echo
kilo india india juliett quebec tango charlie papa november sierra sierra
papa kilo golf
juliett oscar tango charlie india quebec sierra juliett golf
juliett hotel kilo november alpha
golf november alpha kilo alpha papa india bravo bravo echo papa
oscar bravo quebec bravo oscar charlie india juliett kilo
alpha papa charlie delta juliett alpha lima quebec sierra
juliett sierra hotel echo oscar bravo juliett golf romeo charlie india papa
lima foxtrot lima alpha echo india kilo foxtrot tango sierra sierra
kilo sierra papa alpha
kilo hotel mike sierra foxtrot papa golf
charlie delta delta charlie oscar india
echo bravo oscar romeo charlie delta quebec oscar hotel bravo kilo
echo echo charlie alpha quebec juliett alpha papa juliett tango
golf papa papa tango romeo
foxtrot india charlie charlie papa
bravo romeo alpha sierra charlie delta echo juliett
juliett mike papa hotel papa hotel oscar
hotel papa charlie foxtrot juliett bravo tango juliett
lima charlie hotel foxtrot
quebec bravo tango oscar bravo kilo lima bravo echo sierra foxtrot tango
oscar november oscar kilo charlie india golf
tango bravo kilo juliett delta mike papa foxtrot golf
golf alpha lima bravo kilo alpha tango
foxtrot lima november golf bravo india quebec lima
foxtrot quebec echo golf charlie bravo quebec
papa golf india oscar mike golf
golf papa sierra hotel
lima kilo foxtrot romeo delta papa november
mike echo india tango november november lima romeo
foxtrot kilo echo india charlie romeo romeo bravo
kilo oscar echo
romeo bravo golf bravo golf sierra sierra tango oscar lima golf romeo
delta papa kilo
alpha lima india golf charlie charlie hotel quebec romeo tango
india echo mike tango romeo november
lima juliett alpha alpha foxtrot tango lima lima oscar oscar india
foxtrot sierra india hotel
oscar golf mike
november india hotel
tango charlie echo
mike hotel india alpha juliett tango oscar foxtrot quebec delta romeo foxtrot
bravo india juliett oscar mike sierra
kilo hotel india sierra papa juliett
sierra romeo sierra quebec alpha november bravo foxtrot charlie papa tango sierra
delta november hotel lima
charlie quebec golf golf juliett delta golf papa india charlie kilo juliett
november tango foxtrot golf sierra sierra foxtrot mike papa romeo alpha
foxtrot sierra tango echo foxtrot golf india mike tango juliett
foxtrot bravo foxtrot india
alpha quebec alpha
sierra november delta tango papa golf oscar delta juliett mike
tango sierra delta delta sierra quebec november foxtrot alpha charlie golf
india november alpha papa foxtrot foxtrot romeo sierra kilo papa kilo tango
juliett november bravo sierra
romeo bravo hotel charlie mike india romeo mike kilo juliett
echo tango quebec juliett delta kilo
bravo papa romeo kilo romeo delta lima
tango mike papa papa
india bravo lima charlie india india romeo charlie papa
foxtrot romeo kilo india lima romeo november echo oscar foxtrot golf quebec
delta tango alpha charlie
bravo tango juliett kilo juliett tango hotel sierra tango
echo india quebec sierra golf echo
quebec lima november hotel papa
juliett juliett alpha lima oscar foxtrot echo echo charlie
quebec oscar oscar echo
sierra mike delta kilo romeo foxtrot
kilo romeo lima romeo delta foxtrot alpha lima
quebec oscar foxtrot oscar
alpha foxtrot sierra delta
papa lima golf golf lima delta quebec november india hotel
delta juliett romeo
november golf november tango alpha quebec
sierra juliett oscar golf kilo alpha
juliett november alpha delta mike charlie romeo echo bravo
alpha alpha hotel juliett golf sierra kilo
sierra papa papa sierra lima mike charlie tango india sierra charlie
lima india charlie golf kilo foxtrot juliett lima hotel
kilo bravo mike india hotel romeo papa bravo oscar
tango lima bravo romeo foxtrot sierra delta echo bravo foxtrot echo
echo golf golf golf romeo alpha hotel charlie alpha quebec
romeo hotel kilo delta romeo foxtrot echo golf lima foxtrot delta papa
golf india tango kilo delta alpha oscar
romeo sierra november romeo oscar lima india
romeo papa papa oscar india november november sierra papa juliett
oscar sierra echo kilo
alpha golf mike kilo india hotel bravo juliett
hotel quebec quebec delta lima
papa romeo alpha sierra november papa golf
juliett tango kilo golf hotel november bravo delta charlie papa
oscar echo kilo kilo golf mike foxtrot golf alpha mike sierra
november november bravo alpha papa foxtrot
foxtrot foxtrot juliett tango
quebec tango papa hotel
mike sierra echo golf kilo
quebec november november lima alpha papa romeo oscar oscar romeo india
delta sierra lima juliett romeo
sierra charlie hotel tango bravo november
lima quebec juliett kilo india tango november foxtrot bravo romeo delta
papa bravo lima sierra juliett foxtrot hotel oscar
sierra papa bravo november november
alpha tango lima charlie charlie charlie bravo romeo romeo
delta golf foxtrot mike foxtrot tango november foxtrot sierra quebec bravo lima
oscar bravo november india
foxtrot romeo alpha lima quebec quebec mike kilo lima bravo lima november
india sierra november kilo bravo mike
oscar juliett oscar kilo tango juliett echo charlie papa
mike tango charlie kilo romeo foxtrot echo oscar delta
alpha tango foxtrot hotel mike romeo
charlie quebec papa tango november juliett kilo sierra india november
delta mike oscar oscar
lima alpha echo charlie bravo foxtrot tango juliett foxtrot alpha quebec
romeo alpha lima
tango romeo delta sierra sierra
charlie golf alpha romeo charlie tango sierra lima charlie bravo echo tango
alpha charlie india lima tango lima india mike kilo india sierra foxtrot
golf november papa alpha alpha charlie hotel
quebec romeo sierra mike
november alpha tango charlie golf
hotel papa oscar india delta foxtrot india lima
india oscar kilo
sierra quebec kilo alpha mike papa sierra alpha charlie bravo india
delta lima november quebec foxtrot kilo bravo echo alpha
papa charlie tango tango charlie oscar charlie juliett romeo foxtrot kilo quebec
quebec tango bravo oscar kilo charlie
hotel alpha papa mike
alpha mike bravo bravo india echo golf mike delta
papa juliett sierra golf mike lima
tango sierra golf charlie
delta november mike oscar
mike quebec alpha kilo juliett
mike kilo foxtrot india romeo bravo golf mike golf mike
lima delta tango mike quebec charlie november sierra
bravo delta kilo juliett mike lima
quebec hotel charlie echo romeo november
delta sierra mike papa golf
sierra sierra tango delta mike hotel delta november
golf hotel hotel lima golf papa juliett romeo charlie
lima lima india quebec alpha romeo oscar kilo hotel echo
golf mike echo hotel lima charlie papa foxtrot papa alpha
juliett bravo india november quebec charlie sierra alpha hotel delta november tango
sierra hotel alpha echo romeo papa foxtrot
delta sierra hotel papa delta quebec foxtrot charlie oscar oscar oscar
mike hotel hotel india papa charlie kilo romeo golf foxtrot
delta delta november november lima delta echo india
alpha echo golf november bravo november sierra charlie juliett echo
sierra mike charlie lima mike bravo golf sierra tango alpha
romeo romeo india
echo echo juliett alpha juliett papa lima tango
hotel foxtrot lima foxtrot hotel delta alpha sierra golf juliett
oscar foxtrot romeo tango juliett hotel alpha bravo delta hotel charlie
oscar alpha mike delta juliett quebec bravo foxtrot mike
oscar delta india kilo india charlie charlie quebec juliett november sierra
echo golf delta hotel lima charlie india lima november quebec charlie oscar
papa bravo delta echo november papa november kilo
tango sierra lima juliett charlie golf delta kilo bravo november foxtrot
juliett papa bravo november kilo delta mike
tango romeo foxtrot india lima november mike echo lima
alpha lima lima lima kilo bravo november romeo kilo oscar
delta golf golf oscar bravo quebec
delta papa tango romeo hotel india charlie foxtrot oscar
alpha golf quebec
delta kilo hotel foxtrot sierra mike echo alpha hotel alpha
oscar delta alpha bravo india sierra charlie india mike india alpha
romeo charlie romeo foxtrot lima bravo bravo bravo tango foxtrot
romeo alpha kilo charlie
foxtrot oscar juliett sierra charlie kilo oscar foxtrot oscar
november quebec romeo hotel quebec november echo juliett tango charlie
papa juliett golf
alpha bravo echo sierra golf kilo charlie november bravo delta
golf hotel golf
hotel mike bravo delta hotel romeo charlie quebec
mike kilo alpha hotel
romeo echo hotel romeo papa mike
tango charlie delta romeo echo papa kilo alpha mike tango delta mike
bravo romeo mike lima india tango
golf sierra india juliett
tango sierra kilo delta india papa juliett
quebec romeo sierra foxtrot golf sierra sierra
romeo tango oscar sierra india foxtrot romeo
mike mike november foxtrot papa foxtrot delta hotel kilo golf november hotel
charlie papa golf delta oscar
foxtrot november foxtrot mike papa alpha romeo alpha lima delta oscar echo
tango golf mike echo juliett hotel india november romeo tango oscar
oscar tango juliett kilo alpha golf romeo alpha
november delta mike charlie bravo romeo oscar papa golf
papa mike romeo alpha bravo hotel mike
india charlie oscar oscar golf november alpha bravo foxtrot golf november romeo
tango oscar hotel quebec alpha quebec oscar alpha delta golf
charlie oscar hotel juliett delta mike november lima india echo mike
bravo charlie foxtrot lima
tango oscar papa kilo papa juliett sierra quebec quebec india
romeo kilo sierra delta foxtrot tango hotel juliett
alpha hotel quebec bravo
bravo echo papa tango romeo kilo alpha hotel papa
quebec echo bravo november quebec golf hotel lima november bravo alpha charlie
foxtrot sierra lima hotel kilo papa
papa delta bravo mike oscar
hotel delta foxtrot india kilo november romeo charlie mike
papa lima quebec oscar charlie sierra bravo kilo hotel
juliett charlie mike quebec kilo mike foxtrot hotel quebec tango charlie tango
alpha alpha alpha papa tango alpha bravo quebec papa
romeo kilo india papa romeo golf
india papa lima juliett echo alpha sierra papa
india juliett lima
echo mike golf alpha hotel bravo lima alpha oscar
foxtrot november alpha lima charlie hotel foxtrot charlie romeo lima delta hotel
tango charlie quebec juliett quebec tango lima kilo alpha papa papa india
foxtrot kilo november november hotel bravo kilo papa
kilo echo quebec echo november papa
golf echo sierra echo november
november golf bravo mike
oscar quebec echo romeo lima golf india tango
oscar november mike romeo quebec juliett papa november quebec foxtrot delta echo
echo mike india juliett
bravo india hotel sierra alpha kilo tango echo charlie quebec kilo
november quebec sierra november foxtrot kilo papa papa delta lima mike
foxtrot lima alpha kilo india golf golf echo romeo sierra delta
bravo hotel india
oscar romeo mike
quebec quebec delta sierra bravo golf echo charlie alpha
hotel papa november foxtrot charlie papa kilo papa echo echo delta lima
juliett bravo foxtrot delta delta hotel charlie golf
hotel india oscar mike foxtrot bravo alpha
kilo bravo tango kilo foxtrot hotel
lima hotel juliett sierra november lima lima quebec
oscar bravo hotel juliett hotel quebec quebec november
oscar november foxtrot quebec quebec charlie november india
oscar romeo charlie
oscar echo papa quebec quebec golf kilo golf sierra
sierra quebec papa juliett alpha juliett foxtrot
alpha oscar quebec romeo lima romeo tango juliett juliett
lima lima golf
foxtrot lima papa hotel sierra charlie foxtrot quebec papa alpha echo
lima bravo romeo charlie charlie foxtrot quebec
romeo bravo bravo papa
romeo mike juliett hotel
oscar hotel november foxtrot bravo golf hotel charlie
november alpha kilo golf
hotel juliett romeo juliett foxtrot november sierra lima echo golf delta hotel
echo golf charlie lima hotel bravo foxtrot kilo
romeo papa india golf
hotel papa lima delta alpha sierra juliett foxtrot charlie
charlie kilo golf
quebec charlie golf papa
echo kilo hotel quebec india mike kilo november echo quebec
foxtrot alpha november lima
bravo hotel romeo hotel echo echo charlie juliett
foxtrot romeo papa
november romeo golf sierra hotel sierra bravo tango kilo
delta india echo tango juliett papa oscar delta
juliett foxtrot kilo lima echo
hotel sierra romeo
bravo sierra mike quebec
romeo india oscar alpha
romeo delta mike oscar bravo hotel
charlie tango lima sierra echo november juliett quebec
kilo kilo foxtrot oscar lima quebec india
bravo juliett india november
romeo oscar delta quebec bravo
foxtrot charlie tango sierra lima mike tango lima
hotel mike oscar papa alpha quebec
echo sierra romeo quebec
romeo romeo papa charlie juliett
juliett romeo alpha oscar november sierra papa foxtrot
charlie romeo bravo bravo golf hotel echo alpha quebec romeo
kilo sierra delta
kilo quebec foxtrot golf juliett romeo
charlie delta alpha romeo charlie foxtrot kilo papa hotel hotel
tango sierra hotel sierra alpha bravo charlie alpha
lima kilo romeo quebec november india foxtrot tango golf delta
romeo india oscar
papa foxtrot bravo
mike echo papa oscar delta sierra
sierra hotel quebec delta sierra lima foxtrot hotel kilo
delta romeo sierra golf papa echo bravo
sierra papa charlie papa mike alpha mike alpha
papa tango papa
oscar alpha bravo charlie golf
lima foxtrot oscar bravo juliett
romeo kilo tango
mike lima echo sierra kilo quebec kilo
tango quebec golf echo romeo alpha oscar sierra oscar oscar hotel
tango alpha quebec quebec echo mike mike mike
mike lima echo romeo romeo lima golf foxtrot hotel november hotel
quebec papa lima papa india foxtrot charlie alpha oscar
quebec hotel golf echo foxtrot mike india hotel
quebec juliett lima hotel india oscar mike delta india kilo bravo alpha
delta golf kilo hotel tango oscar
hotel tango hotel golf november alpha charlie echo papa tango
tango mike mike juliett papa charlie tango lima golf
mike juliett delta hotel romeo sierra bravo bravo golf romeo
lima tango delta sierra juliett quebec india delta
charlie delta india mike tango mike tango kilo bravo
quebec foxtrot tango oscar papa foxtrot foxtrot lima kilo foxtrot juliett echo
india india mike bravo
kilo alpha alpha bravo papa lima romeo lima papa charlie hotel sierra
charlie bravo november sierra bravo echo bravo alpha tango
foxtrot golf charlie kilo alpha oscar november foxtrot alpha november
delta oscar delta quebec mike delta kilo
delta tango kilo delta mike alpha tango hotel
kilo tango sierra bravo charlie bravo echo
november oscar oscar mike alpha echo oscar foxtrot charlie
charlie foxtrot november charlie november
lima india lima alpha tango
charlie echo oscar papa tango
sierra papa alpha quebec alpha kilo sierra mike bravo foxtrot mike
sierra sierra echo charlie lima juliett
oscar golf delta kilo papa
papa foxtrot hotel romeo papa mike foxtrot delta delta mike hotel echo
kilo papa sierra golf hotel quebec hotel india
juliett mike lima hotel juliett
oscar quebec romeo foxtrot charlie november india mike delta bravo
sierra papa mike oscar mike juliett quebec bravo india
november hotel papa
bravo india juliett romeo oscar lima
delta bravo foxtrot mike bravo papa kilo india alpha
golf foxtrot november quebec
tango mike foxtrot india romeo charlie echo alpha lima lima
oscar charlie lima quebec hotel
foxtrot alpha echo quebec india sierra quebec
alpha juliett delta hotel golf foxtrot alpha lima quebec bravo charlie
alpha quebec sierra hotel hotel tango india oscar november
charlie india hotel juliett mike hotel november sierra hotel
echo mike charlie romeo delta quebec foxtrot charlie lima lima papa
papa charlie foxtrot november alpha charlie golf hotel november november
tango juliett papa november bravo charlie quebec sierra
kilo tango romeo oscar kilo sierra india
oscar charlie india hotel india quebec juliett hotel india kilo charlie hotel
oscar charlie alpha mike quebec
tango quebec hotel quebec mike tango november papa echo
sierra quebec mike
oscar hotel golf juliett foxtrot quebec bravo charlie tango golf
romeo sierra india charlie foxtrot
bravo bravo tango tango mike
golf golf papa delta oscar charlie bravo
tango golf charlie quebec charlie delta juliett sierra oscar mike oscar golf
papa lima echo
sierra november alpha india echo india sierra
romeo hotel golf charlie sierra golf echo oscar alpha papa mike charlie
mike mike charlie delta alpha bravo
golf oscar kilo bravo tango delta oscar india oscar oscar
charlie india sierra november delta oscar tango november november juliett mike charlie
hotel papa kilo romeo kilo foxtrot mike
november mike sierra sierra lima november juliett papa alpha juliett
delta hotel lima mike foxtrot kilo oscar
oscar papa hotel bravo golf romeo kilo charlie delta lima quebec echo
papa foxtrot juliett charlie papa
juliett kilo hotel india hotel
mike bravo lima juliett bravo lima juliett romeo oscar
golf golf sierra juliett papa oscar echo bravo delta india golf foxtrot
india kilo romeo oscar november papa lima sierra papa alpha
charlie mike tango alpha mike sierra foxtrot
golf alpha bravo foxtrot
alpha papa romeo romeo india november juliett
sierra foxtrot lima hotel romeo
golf romeo oscar mike mike oscar november romeo bravo kilo charlie
foxtrot oscar charlie echo india quebec delta juliett
charlie november quebec
oscar delta oscar lima juliett
mike india lima charlie romeo juliett papa
oscar delta golf kilo mike charlie sierra delta delta india india
foxtrot bravo oscar kilo romeo juliett echo foxtrot
mike charlie mike
romeo quebec oscar foxtrot hotel kilo charlie hotel india bravo
quebec quebec charlie lima quebec hotel hotel alpha oscar bravo sierra
lima golf bravo foxtrot
golf golf bravo kilo oscar quebec
papa kilo delta juliett quebec bravo india
romeo bravo golf romeo foxtrot echo lima golf quebec november hotel
delta november bravo bravo oscar tango
alpha lima delta mike tango tango juliett lima bravo charlie charlie
november mike tango juliett hotel hotel november
juliett echo sierra mike hotel november
romeo oscar bravo bravo bravo juliett kilo alpha bravo oscar bravo november
lima foxtrot mike bravo oscar juliett delta juliett tango lima delta
bravo delta lima golf papa tango sierra kilo lima
mike november papa golf juliett delta sierra hotel charlie
bravo oscar juliett charlie echo golf golf delta oscar romeo echo
mike echo oscar charlie golf juliett oscar bravo
kilo lima golf bravo sierra juliett romeo tango romeo romeo
oscar tango romeo sierra hotel
echo foxtrot november lima mike quebec lima
juliett papa sierra charlie lima papa
juliett bravo november lima india india kilo mike foxtrot
hotel oscar juliett juliett echo
india india charlie alpha hotel tango hotel sierra bravo quebec november mike
papa romeo lima golf delta juliett bravo alpha romeo
bravo oscar kilo golf kilo alpha oscar juliett tango alpha
papa kilo mike lima november hotel hotel foxtrot alpha papa echo delta
foxtrot november sierra india sierra sierra juliett foxtrot echo
bravo foxtrot tango bravo kilo alpha tango
oscar lima golf alpha lima golf hotel alpha alpha tango
hotel lima november sierra alpha alpha juliett lima golf sierra sierra
charlie oscar lima romeo echo alpha juliett lima november
delta oscar juliett quebec sierra alpha
alpha oscar foxtrot kilo bravo bravo hotel foxtrot mike
golf echo india quebec november
sierra papa alpha foxtrot papa romeo
alpha tango sierra romeo papa
bravo india charlie kilo foxtrot romeo charlie
golf juliett quebec india oscar hotel alpha juliett bravo delta
mike bravo echo tango quebec charlie quebec romeo papa
bravo india kilo juliett charlie papa quebec romeo
bravo mike golf echo oscar romeo juliett sierra india
alpha romeo juliett
mike alpha quebec lima delta hotel bravo
lima mike mike hotel
kilo sierra quebec lima charlie alpha romeo
lima kilo charlie papa quebec lima mike delta kilo bravo india
lima sierra romeo india lima juliett charlie alpha
oscar hotel hotel kilo foxtrot romeo echo sierra echo hotel hotel
kilo echo papa november alpha bravo juliett delta mike oscar
quebec delta bravo sierra
echo delta hotel oscar quebec quebec bravo papa
bravo november juliett golf mike mike quebec
india echo sierra november foxtrot romeo quebec romeo
tango hotel quebec romeo
quebec november oscar
juliett hotel golf juliett juliett
india papa delta india echo foxtrot oscar november
romeo juliett november quebec bravo lima juliett bravo lima juliett juliett juliett
oscar tango india bravo
foxtrot alpha echo juliett mike romeo lima sierra delta golf tango alpha
mike romeo charlie kilo echo
oscar delta romeo papa sierra
golf quebec charlie romeo juliett
echo mike charlie sierra mike delta juliett november
papa alpha juliett kilo foxtrot kilo romeo juliett
delta sierra oscar november tango
sierra juliett foxtrot mike november lima mike
quebec charlie alpha romeo echo alpha oscar oscar tango oscar lima
india romeo alpha juliett alpha foxtrot november quebec tango
sierra delta quebec lima sierra foxtrot juliett golf mike
sierra mike delta mike oscar hotel kilo hotel alpha juliett bravo
bravo romeo sierra hotel delta echo charlie tango bravo alpha romeo hotel
alpha romeo oscar
india bravo echo juliett mike foxtrot lima sierra mike india
november golf mike juliett quebec november
kilo golf golf india
sierra foxtrot juliett tango golf lima
papa papa echo november alpha bravo lima
papa lima tango golf charlie
tango india tango papa romeo quebec papa golf juliett charlie charlie
kilo sierra foxtrot charlie hotel foxtrot hotel oscar tango mike india
romeo tango papa hotel charlie bravo
hotel charlie india foxtrot mike
bravo sierra lima sierra golf romeo
romeo golf quebec india romeo romeo juliett papa papa hotel
mike november kilo quebec lima hotel foxtrot mike alpha juliett sierra sierra
romeo golf kilo juliett golf
charlie november charlie oscar charlie romeo sierra
juliett romeo mike bravo alpha mike delta india november
mike delta romeo foxtrot kilo golf delta november india tango hotel
juliett sierra charlie bravo bravo
delta foxtrot oscar november charlie kilo papa echo romeo golf sierra
foxtrot papa alpha delta charlie echo foxtrot tango alpha lima
delta quebec charlie
tango india hotel india bravo echo foxtrot
golf november hotel papa
romeo hotel tango foxtrot oscar delta foxtrot kilo quebec mike charlie
golf tango charlie romeo juliett sierra mike lima juliett delta
kilo golf lima delta charlie november golf
alpha romeo juliett alpha tango foxtrot mike echo kilo tango oscar alpha
golf sierra echo mike echo lima
kilo romeo alpha sierra
delta kilo tango mike tango quebec golf kilo india hotel mike hotel
alpha papa oscar papa alpha bravo
quebec mike tango foxtrot
echo sierra kilo bravo foxtrot mike
romeo bravo juliett juliett bravo mike
echo sierra november golf sierra november alpha alpha
echo mike lima bravo bravo india echo golf
kilo delta sierra delta bravo golf oscar echo alpha
papa lima kilo tango foxtrot papa
alpha echo oscar mike tango hotel lima
golf alpha quebec
alpha sierra tango india sierra charlie quebec tango papa tango november
charlie mike mike papa tango hotel echo golf sierra romeo
golf juliett charlie romeo charlie delta tango bravo kilo india
foxtrot lima november foxtrot
oscar alpha golf golf papa kilo juliett golf india delta
hotel foxtrot alpha quebec juliett oscar foxtrot delta juliett
echo mike alpha papa tango alpha kilo oscar quebec quebec
mike mike lima quebec papa bravo
mike oscar sierra mike mike
juliett tango india juliett quebec golf quebec kilo romeo romeo
echo sierra alpha charlie sierra papa
echo quebec delta kilo oscar quebec echo delta kilo delta romeo charlie
papa tango golf
quebec romeo mike quebec golf november
charlie echo kilo november bravo delta
oscar oscar juliett bravo juliett mike tango oscar
lima lima delta alpha romeo foxtrot echo
mike quebec november oscar
juliett lima hotel quebec papa echo lima charlie alpha
romeo kilo quebec papa papa charlie sierra sierra
mike november foxtrot lima bravo oscar
delta alpha quebec quebec papa november alpha echo india quebec oscar oscar
romeo november papa romeo alpha alpha golf foxtrot
lima quebec tango november hotel papa bravo charlie romeo
romeo charlie quebec
november hotel tango echo golf oscar mike bravo sierra mike
november mike delta oscar mike
tango sierra tango tango bravo romeo
india tango echo tango oscar tango
sierra sierra juliett india alpha juliett echo
foxtrot mike bravo quebec bravo oscar quebec charlie november echo foxtrot
juliett oscar oscar oscar lima papa lima romeo mike sierra tango
alpha romeo alpha mike quebec kilo india lima
golf oscar juliett tango alpha november
charlie hotel alpha
india tango lima
foxtrot charlie golf juliett
sierra delta foxtrot mike juliett charlie oscar delta mike sierra oscar alpha
charlie delta india india alpha alpha mike oscar
november kilo golf hotel foxtrot golf juliett hotel mike
november papa india bravo kilo alpha echo echo india november romeo
india tango mike oscar bravo charlie india
bravo india juliett mike delta bravo hotel lima
charlie bravo bravo charlie alpha
mike oscar juliett lima kilo alpha mike
kilo delta oscar foxtrot delta
echo golf echo bravo tango golf alpha sierra
india mike tango kilo romeo quebec delta charlie
tango echo mike
oscar bravo november
delta tango november hotel lima oscar lima romeo quebec charlie hotel india
alpha romeo kilo lima mike lima oscar juliett delta bravo
juliett sierra golf alpha mike echo bravo
november oscar charlie
papa lima november sierra
sierra sierra juliett hotel oscar romeo delta
oscar charlie tango charlie hotel delta november
golf sierra sierra alpha mike echo foxtrot oscar foxtrot papa mike
sierra delta oscar
tango hotel hotel foxtrot lima golf delta india oscar
mike romeo foxtrot mike india bravo delta mike india charlie
kilo charlie romeo
kilo quebec golf alpha charlie hotel quebec tango kilo romeo charlie charlie
echo sierra quebec hotel juliett alpha papa juliett tango mike quebec
mike foxtrot lima bravo alpha bravo sierra golf
sierra golf quebec papa tango oscar golf
foxtrot tango charlie juliett
juliett alpha delta november foxtrot lima hotel romeo oscar mike
november sierra delta kilo romeo papa oscar mike juliett mike delta lima
foxtrot echo bravo mike kilo golf mike lima november quebec mike golf
foxtrot lima charlie mike bravo november echo
alpha bravo india delta quebec romeo kilo
mike sierra oscar
golf kilo juliett quebec tango papa kilo tango tango lima echo
oscar sierra romeo
juliett sierra papa echo
hotel quebec echo charlie echo alpha bravo quebec sierra papa
quebec lima lima sierra juliett
bravo hotel quebec november delta quebec delta romeo romeo
quebec golf mike golf kilo hotel kilo bravo alpha echo echo oscar
sierra sierra charlie romeo
hotel romeo november
hotel alpha hotel golf lima quebec
lima oscar juliett golf romeo echo golf
golf papa sierra hotel papa november hotel india charlie papa india
hotel echo tango alpha mike lima oscar delta golf
oscar quebec hotel quebec
lima quebec lima tango
echo oscar november delta juliett charlie bravo foxtrot november
lima sierra oscar mike foxtrot juliett papa india tango foxtrot alpha foxtrot
golf romeo india
mike papa delta hotel foxtrot india
hotel sierra bravo
lima juliett golf sierra kilo alpha november mike hotel charlie
papa quebec tango delta foxtrot tango kilo kilo sierra
quebec mike foxtrot lima
oscar sierra romeo november papa lima november
echo bravo oscar delta tango echo echo foxtrot golf romeo
mike delta mike golf sierra oscar charlie juliett golf alpha sierra romeo
juliett kilo november papa bravo lima tango
lima alpha lima foxtrot mike charlie tango hotel oscar tango
bravo juliett november papa lima november golf juliett quebec
foxtrot india echo papa
sierra kilo juliett juliett charlie foxtrot juliett
sierra romeo echo india lima
oscar charlie india papa lima
golf delta quebec november echo golf
tango papa sierra juliett kilo papa india golf
delta bravo delta
echo bravo india mike
juliett oscar papa foxtrot romeo
quebec romeo foxtrot kilo oscar oscar foxtrot oscar echo bravo mike kilo
bravo alpha oscar juliett
golf charlie echo lima november oscar bravo lima hotel charlie tango
romeo bravo quebec hotel
alpha quebec november hotel hotel india romeo alpha bravo india tango
sierra sierra oscar tango tango
quebec charlie alpha november sierra oscar echo lima mike bravo echo
delta juliett kilo golf november hotel november foxtrot
foxtrot golf mike sierra november mike echo delta bravo india
golf lima november golf echo romeo foxtrot
foxtrot echo golf tango
india hotel charlie india golf
echo november sierra bravo juliett india tango quebec delta papa romeo
kilo india charlie quebec papa juliett bravo delta
tango alpha romeo papa kilo quebec
juliett golf delta hotel alpha
bravo sierra delta quebec golf mike delta
sierra romeo mike bravo foxtrot sierra
echo delta sierra papa sierra november tango tango bravo sierra charlie
mike hotel romeo bravo delta foxtrot kilo juliett oscar oscar tango
bravo kilo quebec echo mike sierra juliett echo echo kilo foxtrot
golf alpha oscar tango charlie india oscar
papa charlie tango juliett juliett quebec foxtrot
charlie oscar sierra
sierra foxtrot alpha romeo quebec golf foxtrot alpha tango romeo bravo
november hotel delta india bravo
papa juliett lima november
echo bravo echo
golf delta foxtrot juliett echo delta india oscar romeo
oscar charlie alpha juliett oscar
mike echo alpha juliett juliett charlie bravo foxtrot quebec alpha romeo
hotel india echo hotel lima
mike quebec papa tango hotel echo mike juliett tango romeo delta hotel
tango november bravo alpha sierra
kilo hotel lima quebec
hotel alpha romeo
quebec oscar romeo delta
hotel golf charlie papa
echo oscar echo
tango juliett oscar bravo kilo alpha kilo november hotel india
delta mike sierra papa alpha mike kilo
papa mike november november bravo
hotel mike lima kilo india juliett sierra quebec
bravo foxtrot golf papa kilo mike
tango kilo tango bravo romeo alpha papa
sierra india lima oscar juliett bravo bravo foxtrot bravo kilo kilo
delta echo india quebec sierra lima romeo
delta romeo foxtrot india bravo oscar kilo lima hotel quebec
charlie romeo november echo juliett golf hotel mike
foxtrot foxtrot india alpha kilo
mike romeo lima alpha juliett lima quebec lima mike
alpha alpha delta quebec kilo
charlie hotel quebec echo delta alpha
juliett quebec november bravo india quebec november papa india mike
romeo tango kilo mike alpha
delta foxtrot kilo charlie romeo romeo mike lima india
foxtrot hotel juliett
hotel kilo juliett
alpha oscar delta november
echo echo kilo india bravo foxtrot
sierra tango echo echo quebec tango oscar papa bravo delta oscar november
mike papa delta kilo india sierra bravo quebec juliett kilo papa india
sierra juliett lima
alpha romeo hotel hotel november oscar mike alpha quebec papa oscar charlie
golf delta romeo kilo golf echo november
papa lima india romeo hotel foxtrot papa
november oscar romeo
sierra bravo hotel golf charlie alpha tango foxtrot juliett romeo
november oscar bravo oscar charlie papa tango lima hotel
india kilo india mike quebec tango hotel alpha sierra foxtrot november
mike papa november
juliett romeo india
november alpha bravo charlie bravo kilo kilo sierra romeo
india kilo papa delta golf foxtrot
papa delta mike juliett bravo kilo lima juliett
sierra juliett november papa bravo echo delta echo india
sierra alpha india romeo november foxtrot charlie tango
delta sierra tango romeo mike
oscar november alpha bravo romeo hotel sierra kilo india delta lima mike
charlie lima mike mike lima india foxtrot sierra
kilo lima sierra india november kilo bravo foxtrot oscar bravo
tango romeo november delta bravo juliett golf kilo lima
november echo papa sierra charlie echo golf
foxtrot mike tango bravo sierra india
lima alpha alpha kilo papa november
alpha india tango foxtrot kilo romeo sierra sierra
papa juliett juliett quebec juliett oscar sierra foxtrot delta quebec juliett
sierra alpha papa echo kilo oscar charlie tango hotel lima juliett
alpha echo romeo foxtrot november alpha delta alpha foxtrot alpha sierra
foxtrot papa sierra juliett papa oscar charlie mike kilo tango
juliett delta delta quebec lima kilo bravo charlie quebec papa
delta juliett quebec bravo quebec echo hotel juliett
quebec echo mike oscar november bravo
foxtrot juliett romeo juliett
hotel echo india sierra charlie india lima
lima romeo oscar tango papa sierra tango romeo foxtrot papa
romeo golf kilo mike juliett india
juliett delta foxtrot romeo juliett tango golf
charlie juliett echo kilo sierra lima
sierra golf romeo oscar lima november alpha charlie
charlie kilo foxtrot oscar golf november kilo kilo papa charlie
quebec lima sierra romeo romeo hotel sierra lima tango
charlie sierra papa mike
papa bravo hotel golf
juliett delta kilo bravo india golf mike
lima golf tango quebec mike alpha delta
hotel echo november mike alpha foxtrot papa
hotel papa bravo november mike lima juliett
bravo golf charlie lima tango juliett kilo lima kilo foxtrot lima
oscar charlie echo delta foxtrot delta india mike charlie charlie echo papa
november november november mike charlie foxtrot golf golf oscar
delta juliett india kilo tango mike
oscar papa echo delta
india india foxtrot foxtrot golf golf oscar bravo alpha sierra bravo oscar
golf quebec oscar golf
oscar kilo foxtrot alpha charlie tango oscar
india juliett charlie foxtrot foxtrot kilo delta delta delta mike foxtrot kilo
quebec bravo foxtrot india india hotel juliett papa lima sierra
mike delta kilo november tango mike alpha romeo delta tango
charlie oscar delta papa romeo india papa
charlie november echo mike
juliett hotel romeo delta sierra hotel alpha lima charlie charlie golf
echo quebec bravo alpha foxtrot lima delta
mike kilo papa tango delta charlie india romeo
golf sierra foxtrot quebec mike alpha echo papa juliett delta
mike golf kilo sierra oscar sierra juliett oscar sierra tango
echo golf delta bravo delta oscar hotel charlie
november tango papa bravo
quebec echo bravo india sierra tango tango delta golf lima papa golf
india romeo oscar
charlie mike foxtrot mike alpha
quebec juliett hotel quebec foxtrot echo
papa foxtrot kilo
bravo bravo romeo bravo hotel echo hotel
mike lima papa tango bravo delta delta oscar echo papa echo
golf romeo golf echo tango juliett hotel bravo charlie
tango foxtrot foxtrot papa hotel sierra delta quebec quebec
india tango mike romeo hotel quebec lima alpha november sierra papa
oscar romeo tango sierra
oscar india hotel foxtrot november foxtrot
mike lima quebec golf hotel
november echo echo echo echo oscar oscar tango india delta
echo charlie sierra charlie india charlie echo
kilo tango oscar lima juliett foxtrot hotel hotel quebec
oscar tango hotel bravo quebec bravo quebec tango india delta foxtrot
romeo golf papa sierra november mike
mike kilo romeo alpha
tango quebec november mike romeo golf foxtrot echo oscar quebec golf mike
quebec mike lima juliett romeo bravo kilo romeo oscar kilo juliett
lima juliett foxtrot romeo sierra kilo golf
mike charlie mike tango alpha hotel delta
charlie golf november
sierra quebec kilo india lima oscar mike echo
november lima golf golf oscar juliett tango alpha
kilo delta bravo bravo tango kilo
delta hotel sierra delta delta
echo juliett delta charlie bravo hotel romeo romeo
echo foxtrot juliett charlie echo
hotel juliett romeo sierra quebec sierra quebec sierra foxtrot sierra echo bravo
foxtrot alpha november delta
oscar india charlie alpha echo delta charlie hotel
lima kilo romeo quebec november tango november kilo
hotel mike lima november juliett charlie foxtrot lima kilo quebec november
lima india juliett quebec romeo romeo golf tango alpha papa
lima foxtrot quebec tango alpha papa
lima bravo november foxtrot bravo
golf sierra quebec kilo lima foxtrot
sierra india mike echo alpha delta delta quebec mike romeo
delta bravo golf echo romeo lima delta golf romeo echo romeo kilo
india november delta sierra november
november bravo kilo
papa echo kilo sierra sierra alpha lima papa golf juliett november
mike quebec echo foxtrot oscar alpha quebec papa juliett november
golf charlie papa quebec mike romeo lima delta golf november
foxtrot mike hotel kilo kilo lima foxtrot quebec romeo
lima foxtrot oscar echo lima sierra delta lima echo kilo november
lima quebec charlie charlie echo alpha quebec bravo mike november india romeo
golf india delta foxtrot
quebec delta oscar delta november echo bravo hotel
romeo mike quebec oscar november
papa charlie echo hotel
november kilo oscar golf papa sierra romeo november
echo echo papa
foxtrot oscar quebec delta hotel foxtrot lima kilo charlie juliett
hotel oscar kilo delta
echo alpha quebec
charlie echo foxtrot alpha tango quebec alpha
romeo foxtrot november delta bravo golf charlie
oscar golf papa lima
lima golf kilo sierra tango oscar tango lima hotel
bravo kilo mike golf juliett juliett mike india foxtrot
kilo alpha foxtrot
echo charlie mike bravo hotel
tango foxtrot oscar sierra charlie oscar lima mike golf golf tango alpha
sierra tango alpha india mike sierra oscar charlie
golf hotel bravo tango
echo india papa tango kilo bravo sierra
november quebec golf quebec lima papa foxtrot foxtrot
foxtrot sierra charlie papa echo romeo sierra kilo golf oscar
papa romeo kilo india lima alpha papa echo foxtrot golf mike
kilo juliett lima
romeo echo mike bravo delta foxtrot kilo golf
alpha foxtrot golf oscar mike delta delta hotel juliett juliett romeo
juliett bravo lima alpha romeo
november sierra mike tango sierra charlie oscar charlie
romeo mike tango foxtrot
india foxtrot charlie bravo tango echo
oscar oscar sierra tango romeo
mike sierra papa quebec
charlie romeo delta charlie golf kilo
oscar tango sierra charlie
sierra delta sierra india quebec
romeo echo quebec tango juliett golf tango quebec romeo papa kilo tango
golf bravo foxtrot lima sierra lima hotel
delta india romeo
kilo romeo sierra oscar juliett mike hotel echo foxtrot
oscar lima hotel delta oscar delta november
tango golf foxtrot delta bravo charlie november india quebec lima hotel
november kilo juliett delta quebec echo echo mike kilo hotel november echo
papa lima bravo charlie quebec hotel
sierra quebec lima tango delta bravo delta foxtrot foxtrot juliett
india mike kilo oscar bravo hotel
sierra bravo mike november alpha foxtrot kilo
papa bravo romeo hotel mike alpha india november kilo charlie tango oscar
echo mike oscar bravo lima foxtrot
foxtrot foxtrot charlie alpha alpha delta foxtrot kilo mike romeo november quebec
charlie kilo papa foxtrot foxtrot november india bravo echo juliett golf romeo
quebec delta bravo sierra charlie juliett tango quebec mike
mike tango delta echo echo papa bravo sierra hotel
bravo charlie papa papa romeo november
charlie juliett lima india
quebec echo bravo alpha foxtrot november tango foxtrot quebec
papa alpha sierra juliett alpha mike sierra lima golf papa
foxtrot november lima
mike mike alpha romeo november echo bravo romeo romeo mike tango
india india november juliett foxtrot quebec quebec juliett
juliett echo foxtrot tango romeo golf foxtrot echo delta
echo mike juliett quebec juliett bravo hotel charlie
romeo juliett golf echo sierra oscar kilo quebec
sierra november lima november november quebec bravo
foxtrot india alpha charlie charlie hotel echo sierra
tango charlie hotel alpha
foxtrot sierra papa november oscar echo hotel romeo
delta romeo juliett
bravo kilo oscar alpha kilo
papa hotel foxtrot golf
foxtrot oscar delta hotel hotel quebec november charlie hotel
lima november delta oscar juliett quebec charlie charlie
hotel delta quebec delta foxtrot november mike romeo bravo
golf charlie bravo november golf oscar foxtrot delta mike golf foxtrot tango
oscar papa quebec golf november juliett tango tango kilo golf
mike kilo quebec oscar romeo romeo
charlie golf lima echo
foxtrot bravo papa bravo sierra papa papa papa romeo
bravo golf november golf oscar golf lima delta quebec
juliett oscar papa echo tango
golf india mike delta november delta
oscar golf bravo papa bravo quebec kilo papa delta tango bravo
lima papa oscar oscar india delta alpha
lima foxtrot juliett lima india delta hotel oscar echo oscar tango
lima papa papa echo mike sierra papa
alpha romeo romeo bravo juliett november juliett alpha oscar india oscar india
bravo lima papa papa juliett sierra india golf
juliett juliett kilo echo alpha papa tango tango foxtrot foxtrot
kilo charlie foxtrot alpha juliett
delta delta papa india golf charlie papa golf golf charlie echo
quebec kilo romeo juliett bravo quebec india
bravo golf charlie quebec golf delta romeo bravo kilo romeo
sierra mike charlie golf quebec india
echo india kilo alpha golf echo kilo lima echo lima
mike alpha sierra quebec golf oscar
romeo lima november papa lima sierra foxtrot hotel juliett
lima november romeo kilo tango sierra hotel oscar india quebec lima india
quebec hotel golf mike juliett golf india golf sierra kilo alpha
lima lima kilo oscar kilo sierra bravo oscar
oscar oscar papa foxtrot quebec romeo hotel foxtrot kilo bravo charlie
golf romeo golf romeo mike alpha quebec
romeo sierra hotel lima foxtrot papa bravo kilo mike alpha
tango quebec golf foxtrot
november juliett delta romeo juliett
foxtrot papa juliett
bravo charlie charlie kilo sierra golf delta lima india india tango sierra
delta tango oscar echo kilo bravo romeo bravo
foxtrot sierra tango juliett quebec oscar oscar bravo papa juliett foxtrot alpha
quebec november bravo mike juliett romeo juliett india alpha tango kilo charlie
mike quebec alpha kilo echo oscar papa echo november bravo lima bravo
hotel tango hotel kilo mike sierra sierra
golf romeo oscar papa golf sierra india foxtrot kilo mike mike quebec
quebec echo echo lima golf papa foxtrot charlie
juliett november mike sierra mike delta oscar mike quebec romeo
hotel charlie echo papa romeo juliett tango oscar
mike juliett tango sierra foxtrot kilo echo november oscar
romeo bravo lima bravo delta foxtrot foxtrot alpha quebec lima bravo sierra
alpha sierra india oscar charlie echo lima
november november papa alpha india mike golf foxtrot alpha kilo
alpha foxtrot romeo bravo quebec kilo mike bravo lima papa
papa india juliett
foxtrot quebec foxtrot foxtrot papa golf charlie lima kilo alpha alpha alpha
delta alpha november lima
papa tango quebec echo mike
sierra echo romeo tango bravo sierra foxtrot romeo charlie india oscar
romeo mike romeo romeo
lima mike lima
foxtrot echo foxtrot tango
lima lima foxtrot echo tango romeo hotel india
kilo juliett sierra
foxtrot quebec sierra foxtrot golf oscar
hotel oscar kilo sierra papa mike
mike kilo alpha oscar hotel tango juliett alpha mike sierra
charlie tango november oscar kilo lima mike sierra romeo oscar foxtrot
sierra india romeo alpha lima delta echo papa
charlie alpha hotel charlie oscar tango juliett charlie mike alpha tango
tango sierra lima golf romeo kilo kilo papa
foxtrot echo lima romeo hotel lima papa mike
golf quebec hotel delta sierra charlie bravo bravo
echo delta kilo romeo sierra lima mike lima echo
foxtrot november lima mike golf hotel
romeo kilo juliett november kilo charlie golf kilo
lima charlie bravo romeo november hotel romeo mike romeo india papa tango
charlie quebec mike foxtrot tango echo charlie bravo
bravo delta alpha
charlie charlie bravo juliett alpha juliett golf echo kilo
echo papa golf golf tango echo kilo delta papa romeo india echo
oscar papa oscar tango kilo
november november india golf
mike golf foxtrot oscar romeo charlie juliett papa india sierra
echo lima hotel bravo golf oscar
bravo mike papa delta quebec delta kilo sierra papa mike sierra
golf papa bravo charlie lima foxtrot delta delta juliett
quebec echo bravo foxtrot romeo india india kilo echo quebec november oscar
hotel delta india romeo mike charlie romeo
mike charlie juliett foxtrot november delta quebec mike romeo kilo romeo mike
india echo golf delta india india bravo mike quebec
november quebec hotel juliett alpha alpha bravo quebec november juliett juliett delta
romeo delta hotel papa delta juliett kilo quebec india bravo golf
sierra november foxtrot lima charlie
delta lima lima juliett india papa golf quebec romeo juliett india golf
bravo charlie bravo juliett
sierra mike charlie sierra
alpha mike kilo
delta oscar lima foxtrot foxtrot bravo hotel delta quebec sierra
kilo november mike quebec hotel november papa mike papa romeo
sierra echo alpha delta quebec bravo quebec
echo november kilo november bravo india lima golf mike
india golf foxtrot golf alpha mike
tango sierra juliett hotel oscar juliett oscar alpha romeo echo kilo hotel
lima sierra mike lima sierra romeo
november india tango
november foxtrot november charlie hotel foxtrot golf alpha
sierra bravo tango echo tango india tango echo charlie november
golf oscar alpha golf lima india tango kilo kilo juliett kilo echo
foxtrot charlie delta foxtrot oscar juliett quebec alpha bravo
delta delta hotel alpha
oscar foxtrot mike oscar india india tango hotel delta delta
tango echo charlie india hotel sierra charlie tango tango delta golf charlie
bravo papa lima lima lima echo mike
mike mike golf mike bravo golf bravo lima charlie mike papa foxtrot
india sierra quebec tango alpha mike bravo foxtrot lima india hotel
bravo foxtrot november charlie
alpha foxtrot foxtrot delta november
bravo tango lima charlie hotel golf mike bravo
alpha alpha bravo lima november golf india lima romeo tango alpha hotel
kilo alpha charlie romeo bravo juliett juliett
mike papa kilo hotel november
foxtrot alpha oscar juliett romeo mike
sierra delta hotel november
lima tango charlie papa foxtrot foxtrot foxtrot
bravo hotel bravo golf foxtrot bravo lima
delta mike romeo tango alpha delta oscar
lima oscar bravo sierra alpha lima bravo papa oscar
golf mike papa delta
foxtrot foxtrot delta lima
india lima golf golf delta juliett
lima foxtrot echo bravo sierra
mike mike quebec
bravo sierra golf oscar hotel lima
papa tango hotel juliett oscar juliett lima
romeo hotel sierra
charlie golf hotel quebec papa oscar india mike
november hotel kilo hotel alpha foxtrot
romeo papa tango oscar quebec november
mike mike juliett juliett india juliett charlie charlie november papa
mike bravo india foxtrot alpha romeo golf alpha oscar
sierra romeo bravo quebec lima charlie tango tango oscar charlie
alpha bravo romeo juliett alpha golf
golf mike november sierra juliett hotel quebec bravo india mike quebec
quebec mike delta juliett alpha lima
charlie india charlie papa romeo sierra
tango alpha golf echo
bravo quebec quebec november charlie november foxtrot kilo sierra charlie foxtrot india
mike delta quebec echo golf
echo hotel quebec mike lima
romeo kilo india foxtrot juliett foxtrot hotel
november papa sierra
kilo tango india delta oscar sierra bravo
quebec golf india india oscar sierra
kilo november golf charlie golf quebec
sierra charlie hotel alpha
india quebec charlie quebec echo papa lima delta kilo india quebec golf
charlie golf tango sierra bravo sierra india lima echo quebec echo india
lima delta romeo alpha golf mike foxtrot mike kilo tango
quebec juliett echo echo delta sierra golf romeo oscar
lima sierra foxtrot charlie foxtrot november bravo kilo
hotel lima november mike quebec oscar oscar romeo delta sierra tango
romeo quebec kilo bravo sierra kilo sierra golf kilo charlie kilo papa
mike golf oscar bravo bravo hotel oscar juliett oscar
papa india golf alpha sierra india
romeo november delta juliett delta sierra sierra golf charlie bravo alpha
kilo papa tango echo
papa mike romeo delta papa
tango hotel romeo oscar papa alpha sierra oscar bravo lima
hotel india hotel mike golf india
india mike november charlie tango
golf hotel india papa
sierra bravo november hotel
lima kilo charlie quebec foxtrot echo alpha papa india mike
juliett hotel quebec alpha alpha echo quebec echo
golf alpha bravo golf bravo echo echo kilo
bravo quebec bravo tango
india sierra lima
kilo foxtrot india
tango tango alpha bravo charlie echo tango
hotel charlie echo oscar alpha mike echo papa lima
tango bravo echo tango bravo
delta hotel oscar juliett mike
delta romeo quebec oscar quebec
foxtrot kilo charlie
quebec golf kilo
echo foxtrot foxtrot sierra foxtrot hotel charlie romeo tango
sierra oscar kilo golf alpha
juliett juliett foxtrot kilo
sierra kilo tango november bravo november india tango quebec tango alpha india
quebec echo november papa hotel bravo
lima foxtrot alpha golf india bravo papa oscar
sierra foxtrot lima bravo papa sierra delta hotel
echo foxtrot charlie foxtrot mike foxtrot
golf bravo delta quebec mike kilo juliett
kilo oscar romeo hotel foxtrot kilo golf
foxtrot juliett charlie echo kilo mike hotel golf mike oscar
lima charlie alpha quebec hotel papa delta sierra india mike
november papa echo
juliett sierra november mike quebec romeo foxtrot
golf tango papa juliett bravo romeo sierra oscar
quebec charlie charlie sierra charlie foxtrot oscar sierra papa romeo alpha
november india kilo tango echo papa
kilo juliett delta oscar november oscar
romeo sierra echo bravo
alpha delta papa delta papa quebec
hotel tango tango bravo mike echo
papa charlie hotel
oscar echo echo tango
india golf charlie golf india sierra
papa juliett november delta papa sierra charlie hotel foxtrot echo sierra delta
november bravo alpha delta hotel tango lima india delta
hotel foxtrot november tango quebec tango romeo india alpha
kilo foxtrot tango lima
india papa lima india foxtrot quebec sierra golf foxtrot november
echo sierra romeo mike papa
sierra papa sierra sierra juliett india echo juliett lima oscar golf
oscar quebec charlie kilo quebec charlie oscar november tango echo bravo
papa sierra romeo foxtrot echo alpha november papa papa sierra
tango bravo november kilo juliett papa quebec juliett foxtrot
oscar kilo sierra
kilo quebec charlie sierra quebec tango charlie echo golf
tango sierra kilo sierra
lima quebec foxtrot papa
delta india hotel quebec bravo oscar papa kilo foxtrot kilo
november juliett tango foxtrot mike quebec alpha tango kilo
bravo alpha tango hotel
lima alpha charlie
papa lima charlie tango sierra
alpha alpha november november alpha delta oscar
mike quebec quebec bravo golf oscar charlie foxtrot lima papa
tango india sierra foxtrot oscar sierra
india kilo juliett charlie foxtrot november charlie
kilo papa romeo lima quebec charlie november oscar india foxtrot sierra
juliett quebec foxtrot golf oscar juliett india mike
golf golf golf papa romeo november november
oscar charlie charlie mike mike juliett kilo tango charlie kilo
tango romeo lima quebec
echo kilo oscar golf delta
alpha india golf
alpha charlie charlie juliett india november lima oscar bravo oscar
hotel mike alpha oscar
oscar alpha golf quebec oscar lima bravo
kilo golf hotel bravo golf tango
lima charlie golf kilo delta echo golf juliett hotel charlie
hotel juliett alpha oscar juliett
india mike lima quebec
alpha kilo delta sierra india kilo lima oscar
mike bravo sierra alpha hotel golf foxtrot golf echo romeo
lima kilo lima kilo golf tango hotel delta delta foxtrot
november sierra charlie india india bravo romeo
november foxtrot oscar
kilo november quebec
november echo alpha bravo juliett lima charlie delta
bravo hotel juliett papa alpha november echo kilo
foxtrot tango foxtrot
hotel hotel papa echo kilo romeo india tango
lima quebec lima bravo india alpha charlie bravo november kilo
hotel juliett mike mike alpha kilo sierra echo mike foxtrot alpha oscar
charlie hotel bravo alpha delta tango lima delta oscar kilo
papa kilo kilo alpha romeo
lima mike mike sierra oscar alpha echo
golf india tango tango november
november echo hotel foxtrot golf mike charlie bravo golf bravo
november november juliett papa hotel echo alpha quebec lima bravo
tango kilo lima delta lima india lima mike alpha juliett bravo quebec
oscar mike hotel lima kilo delta juliett oscar foxtrot bravo
lima romeo echo juliett lima golf india echo
hotel alpha india kilo charlie romeo sierra delta echo india charlie juliett
tango alpha juliett
mike lima romeo juliett
kilo bravo mike bravo november delta oscar romeo alpha hotel romeo kilo
lima november quebec lima sierra quebec alpha juliett charlie foxtrot
india papa oscar bravo lima delta
delta alpha echo juliett
sierra papa sierra delta alpha india
sierra tango tango juliett lima foxtrot golf golf charlie bravo
lima november echo alpha bravo hotel sierra kilo alpha tango hotel
echo quebec foxtrot
romeo echo mike oscar charlie november quebec foxtrot foxtrot romeo kilo
november alpha quebec romeo november india papa
echo quebec oscar mike
november juliett lima oscar sierra kilo
foxtrot sierra india juliett bravo alpha delta mike sierra lima
romeo charlie golf india
oscar november foxtrot
foxtrot oscar echo hotel quebec sierra november alpha oscar mike
foxtrot juliett alpha oscar bravo november romeo
bravo echo kilo november sierra
foxtrot foxtrot foxtrot romeo
papa alpha foxtrot foxtrot tango sierra bravo foxtrot mike papa lima
mike echo bravo sierra oscar india oscar delta
november tango mike mike alpha papa mike romeo lima golf
charlie alpha golf foxtrot
golf golf lima bravo india mike november foxtrot sierra sierra lima lima
juliett hotel golf quebec mike echo mike juliett charlie
kilo juliett juliett echo papa quebec
india golf hotel quebec
sierra oscar lima november delta charlie alpha bravo kilo papa
oscar delta bravo foxtrot sierra oscar juliett november
echo tango lima hotel quebec
november tango bravo
quebec tango delta hotel foxtrot bravo delta quebec alpha november
kilo charlie alpha mike tango india juliett
hotel echo juliett delta kilo sierra foxtrot november foxtrot
hotel delta juliett charlie india november sierra lima
juliett sierra oscar alpha oscar tango india tango romeo
juliett oscar echo golf kilo tango bravo india november
quebec hotel oscar delta golf foxtrot golf charlie papa charlie romeo golf
hotel papa alpha charlie charlie oscar oscar bravo
quebec quebec delta foxtrot oscar charlie hotel juliett
papa tango sierra golf india echo alpha kilo charlie alpha hotel sierra
india delta echo hotel lima juliett tango mike charlie november
hotel juliett india oscar
lima alpha foxtrot romeo alpha golf romeo
tango quebec charlie
lima quebec bravo sierra sierra sierra
juliett november alpha bravo bravo november papa alpha romeo tango oscar
papa foxtrot hotel mike november lima lima romeo india quebec hotel tango
tango kilo romeo alpha tango golf india echo romeo quebec
lima delta delta bravo
oscar juliett charlie juliett foxtrot juliett
oscar india bravo hotel tango quebec charlie
delta lima november november india golf golf echo
golf juliett mike quebec kilo november
echo mike india charlie sierra golf papa quebec charlie
oscar juliett mike bravo papa charlie romeo lima bravo juliett foxtrot golf
charlie foxtrot tango oscar romeo bravo charlie foxtrot juliett hotel echo
romeo juliett foxtrot oscar papa juliett foxtrot charlie delta
papa echo kilo bravo quebec echo foxtrot alpha quebec mike mike
charlie romeo romeo foxtrot romeo foxtrot foxtrot november charlie bravo
quebec sierra oscar
mike tango alpha papa quebec echo bravo lima romeo foxtrot
sierra delta golf kilo
quebec lima papa
charlie oscar juliett oscar tango echo sierra papa
papa delta lima lima india foxtrot
mike sierra sierra
juliett golf lima india hotel foxtrot oscar golf charlie quebec india golf
golf juliett hotel sierra hotel
mike foxtrot november hotel papa foxtrot alpha romeo romeo november
tango lima india romeo mike lima mike papa tango
golf bravo oscar november quebec hotel alpha oscar papa november alpha
bravo sierra india mike november kilo papa
foxtrot charlie golf india oscar sierra quebec echo lima november tango
kilo lima india charlie delta
juliett bravo foxtrot lima november bravo delta
papa sierra charlie
echo juliett bravo
sierra november echo foxtrot
oscar charlie quebec november sierra echo india kilo delta mike kilo juliett
alpha kilo kilo delta golf november sierra charlie quebec romeo hotel hotel
oscar hotel alpha oscar lima quebec papa november quebec alpha bravo
quebec golf papa tango hotel romeo
romeo alpha foxtrot quebec oscar
oscar kilo quebec mike romeo india echo quebec hotel mike juliett
delta golf echo oscar juliett november charlie echo kilo sierra alpha
juliett lima foxtrot golf
delta quebec charlie oscar sierra bravo sierra alpha november lima quebec echo
charlie india alpha echo hotel papa lima november november november echo
india quebec echo
tango kilo mike
kilo juliett hotel romeo hotel golf tango india charlie lima echo kilo
juliett quebec papa kilo oscar india romeo kilo india quebec
golf charlie delta sierra lima papa bravo
bravo juliett india
mike papa india mike bravo
india oscar juliett delta mike
mike november bravo
lima tango romeo november quebec quebec india mike echo
mike sierra quebec november papa golf
romeo hotel lima tango mike papa bravo delta alpha romeo kilo
papa bravo tango romeo november foxtrot lima bravo quebec
mike papa hotel lima
hotel juliett sierra india delta
oscar echo kilo india
delta mike juliett golf foxtrot romeo juliett sierra bravo
delta delta romeo
papa papa charlie
november kilo hotel kilo hotel charlie quebec juliett kilo foxtrot oscar
quebec oscar delta echo quebec lima
india hotel bravo charlie
india quebec india oscar oscar oscar bravo
mike oscar lima charlie india hotel alpha lima lima oscar
romeo bravo charlie oscar hotel tango echo quebec oscar
hotel kilo india romeo hotel
kilo golf delta tango alpha
kilo golf delta echo lima mike tango
juliett mike foxtrot tango oscar hotel hotel hotel
charlie papa juliett quebec alpha hotel mike tango sierra delta sierra
foxtrot romeo hotel juliett kilo oscar golf kilo delta tango
golf papa lima echo echo tango india echo alpha sierra
alpha golf juliett golf charlie quebec
india golf sierra papa alpha golf hotel
november india delta
november lima echo oscar echo lima papa kilo alpha lima
foxtrot romeo foxtrot juliett quebec hotel quebec november oscar quebec golf
papa oscar lima tango
tango golf foxtrot mike mike juliett kilo
sierra sierra juliett papa
romeo charlie november quebec mike hotel echo foxtrot romeo mike india
hotel papa delta quebec oscar tango
golf bravo india mike india foxtrot papa
lima oscar india
delta quebec india quebec oscar sierra hotel juliett
delta alpha alpha bravo lima
sierra romeo echo sierra november romeo kilo alpha papa quebec
delta quebec lima quebec delta bravo echo charlie papa mike romeo november
echo papa hotel oscar
papa delta mike november mike quebec sierra oscar tango golf mike echo
foxtrot tango golf sierra kilo kilo india echo oscar golf juliett delta
bravo quebec bravo india hotel
bravo delta sierra golf hotel tango golf kilo papa juliett
juliett papa romeo golf mike quebec alpha papa golf india oscar charlie
alpha delta romeo delta november bravo oscar mike charlie
golf tango papa delta tango
juliett quebec romeo lima india golf sierra golf
tango echo delta sierra alpha bravo mike golf
tango alpha tango sierra
delta juliett hotel kilo kilo juliett papa bravo tango november golf delta
india alpha hotel bravo foxtrot sierra mike
echo bravo sierra echo tango charlie romeo kilo golf
delta alpha sierra
india juliett foxtrot mike november delta
oscar kilo hotel
juliett november alpha hotel charlie juliett india delta oscar tango sierra
echo quebec romeo charlie india mike romeo
papa papa charlie lima india golf golf papa november delta
hotel oscar golf papa quebec golf echo tango
quebec golf papa quebec tango golf charlie romeo november oscar
foxtrot india alpha alpha lima romeo delta
oscar papa golf delta delta november bravo hotel
quebec oscar november golf oscar mike oscar sierra
charlie kilo foxtrot papa
golf oscar romeo bravo tango kilo november juliett delta echo
india romeo kilo delta india quebec alpha
quebec bravo golf echo kilo charlie papa sierra delta hotel echo november
delta oscar hotel papa sierra mike papa
foxtrot india golf papa hotel delta tango sierra oscar hotel oscar
november foxtrot juliett quebec lima hotel echo
tango lima golf mike romeo golf foxtrot india lima
juliett hotel mike lima tango quebec romeo
kilo mike tango charlie tango delta delta romeo quebec alpha hotel golf
alpha kilo sierra alpha quebec oscar
november romeo lima
oscar kilo lima papa foxtrot
bravo echo sierra charlie sierra
golf lima juliett kilo foxtrot quebec oscar juliett juliett alpha papa
romeo lima november delta juliett oscar foxtrot charlie india
golf mike bravo alpha mike delta
hotel charlie tango
hotel november papa kilo hotel echo
papa tango kilo papa juliett delta
alpha india delta sierra november alpha bravo
papa echo india mike india bravo charlie tango papa quebec oscar
kilo alpha delta tango papa mike alpha golf
bravo papa sierra foxtrot romeo india
romeo lima quebec romeo
kilo quebec echo hotel papa bravo hotel hotel kilo echo kilo
romeo mike bravo mike romeo papa oscar foxtrot quebec november
india foxtrot oscar bravo delta
delta delta sierra juliett hotel november mike kilo
delta romeo hotel india
echo sierra november romeo bravo oscar golf papa oscar
papa quebec bravo alpha hotel tango november romeo sierra tango
hotel lima bravo charlie tango romeo foxtrot delta charlie mike
india alpha kilo november delta
sierra kilo bravo november india tango romeo bravo sierra
golf delta lima papa papa charlie echo papa bravo bravo juliett
mike delta quebec hotel charlie kilo lima
bravo delta oscar foxtrot mike echo
charlie romeo juliett lima november tango
sierra oscar quebec
juliett echo delta oscar juliett november
bravo alpha lima india delta romeo november hotel
papa echo golf
november delta mike india mike juliett papa
oscar india tango foxtrot romeo juliett oscar india charlie kilo juliett romeo
alpha india echo bravo golf echo mike kilo romeo
bravo sierra echo
golf india bravo foxtrot hotel hotel echo
delta quebec alpha echo oscar lima papa
echo charlie oscar romeo golf oscar foxtrot
november golf tango foxtrot alpha
quebec foxtrot alpha bravo mike echo foxtrot
foxtrot papa alpha delta oscar foxtrot foxtrot juliett november kilo charlie
hotel india foxtrot delta sierra foxtrot sierra november
papa kilo alpha papa quebec lima quebec papa kilo november
hotel alpha romeo delta november mike oscar foxtrot hotel
foxtrot delta november mike india tango india delta foxtrot delta india tango
romeo alpha echo kilo tango oscar
oscar juliett juliett papa kilo romeo hotel romeo alpha alpha juliett
tango quebec hotel
charlie romeo papa charlie november papa foxtrot sierra november
delta mike mike quebec hotel quebec juliett mike
sierra bravo golf mike romeo
sierra romeo mike november tango papa hotel sierra
juliett juliett quebec tango november charlie
november romeo golf india india
romeo charlie alpha mike alpha tango juliett echo
golf golf november lima bravo romeo papa
india quebec bravo bravo alpha juliett charlie foxtrot delta
echo tango november bravo papa november quebec sierra charlie romeo
juliett kilo alpha papa echo
romeo juliett bravo echo november india november charlie papa
sierra alpha delta alpha
oscar oscar delta bravo bravo juliett lima oscar bravo kilo mike
alpha golf juliett hotel alpha bravo juliett
kilo echo mike charlie oscar november tango
alpha charlie quebec tango quebec quebec bravo mike juliett tango
sierra mike papa india sierra delta charlie papa juliett romeo oscar
bravo india alpha
bravo kilo mike mike romeo delta hotel charlie oscar india
kilo juliett charlie papa november juliett india november mike charlie oscar
sierra charlie alpha sierra quebec golf alpha tango lima foxtrot
juliett sierra bravo november lima november tango
quebec bravo delta papa mike
golf kilo quebec mike charlie alpha alpha bravo tango india india oscar
india papa charlie delta quebec papa november mike tango charlie
delta bravo india charlie juliett delta
sierra foxtrot charlie papa foxtrot echo bravo
bravo golf quebec kilo papa sierra delta november echo golf oscar
charlie romeo sierra papa mike lima alpha sierra
oscar tango mike
lima alpha india hotel romeo papa oscar sierra kilo oscar
lima golf kilo echo foxtrot juliett
lima alpha mike lima foxtrot hotel lima bravo papa foxtrot kilo
mike delta november mike foxtrot alpha
sierra oscar juliett alpha hotel foxtrot
golf alpha quebec alpha tango oscar charlie kilo
foxtrot golf echo mike
delta lima papa quebec
hotel delta delta
mike hotel golf echo india oscar papa
kilo mike foxtrot november
delta golf mike alpha golf tango india november
charlie tango oscar sierra
papa sierra quebec juliett echo alpha foxtrot
bravo alpha romeo quebec delta november lima
romeo juliett india romeo
alpha romeo hotel foxtrot golf
kilo oscar papa hotel kilo alpha november
oscar hotel echo mike hotel
mike oscar papa charlie lima romeo echo hotel sierra alpha bravo
foxtrot oscar bravo india lima lima oscar quebec lima tango
tango golf romeo delta
quebec quebec india delta foxtrot echo echo quebec alpha india juliett
delta bravo tango delta romeo lima charlie bravo november lima
lima foxtrot tango kilo oscar juliett bravo delta papa mike
foxtrot alpha papa kilo mike lima mike papa quebec india quebec
foxtrot mike romeo alpha mike lima delta
sierra foxtrot echo india india november
delta mike echo hotel lima tango papa golf
hotel golf delta hotel echo juliett charlie
golf charlie golf tango kilo foxtrot india echo bravo delta delta hotel
tango sierra charlie bravo golf golf
alpha november india bravo bravo kilo papa foxtrot
lima quebec lima delta
lima echo alpha papa tango echo bravo alpha oscar echo juliett
golf kilo delta india oscar
delta kilo november
foxtrot romeo echo india oscar golf
mike juliett echo november alpha tango hotel alpha foxtrot bravo
november bravo romeo hotel lima lima india quebec sierra mike
bravo mike sierra lima quebec lima juliett hotel oscar golf
quebec tango quebec
romeo sierra charlie tango hotel november lima kilo mike quebec hotel bravo
tango papa golf alpha tango oscar bravo foxtrot lima kilo juliett
delta juliett sierra tango bravo
juliett echo hotel echo
hotel foxtrot papa lima quebec sierra sierra
sierra bravo sierra romeo kilo bravo oscar echo romeo quebec juliett
charlie papa romeo
mike kilo juliett
alpha hotel lima hotel tango echo lima romeo
november india oscar echo papa kilo romeo
november kilo hotel
oscar papa echo lima alpha quebec hotel papa bravo oscar
delta bravo quebec lima quebec november delta foxtrot papa india oscar
echo sierra sierra alpha oscar tango
juliett foxtrot kilo kilo tango juliett hotel sierra mike
alpha delta golf hotel alpha delta mike foxtrot kilo oscar delta
delta foxtrot echo india kilo india
echo juliett juliett mike bravo
foxtrot november hotel kilo juliett india golf kilo echo
echo hotel juliett echo mike
foxtrot papa india sierra india oscar
golf delta sierra lima charlie alpha bravo delta alpha foxtrot lima
sierra sierra tango quebec juliett hotel romeo india quebec tango mike lima
golf echo hotel delta mike romeo november foxtrot juliett
juliett lima charlie foxtrot foxtrot tango alpha oscar delta hotel delta foxtrot
india tango delta bravo
echo delta hotel delta delta delta
charlie kilo foxtrot sierra juliett mike november tango
bravo bravo foxtrot mike oscar charlie
hotel delta quebec juliett tango
india alpha india india sierra sierra kilo juliett kilo papa
hotel alpha charlie kilo romeo mike quebec papa papa november golf
charlie papa kilo lima
mike romeo quebec mike tango golf november delta sierra november india bravo
delta tango kilo
tango lima india sierra quebec november romeo charlie lima charlie
bravo quebec echo papa alpha
foxtrot charlie papa sierra alpha hotel foxtrot papa delta
hotel echo mike bravo echo mike kilo charlie alpha kilo kilo
romeo oscar delta bravo delta sierra hotel lima oscar mike quebec
charlie sierra oscar kilo alpha quebec juliett golf
bravo hotel bravo lima oscar india charlie foxtrot
tango bravo foxtrot kilo bravo bravo sierra
echo india mike alpha mike delta tango november november
echo quebec alpha
alpha papa oscar kilo foxtrot kilo charlie lima alpha india november romeo
sierra charlie lima hotel lima sierra tango tango juliett echo
hotel oscar india delta romeo romeo india mike quebec echo lima
quebec foxtrot india tango mike mike november romeo quebec quebec lima oscar
sierra quebec delta lima juliett juliett echo
bravo lima quebec mike romeo alpha golf echo
alpha quebec hotel bravo
mike lima lima romeo kilo kilo hotel
charlie delta quebec mike oscar
alpha hotel mike quebec november india alpha foxtrot papa
tango kilo india bravo tango kilo juliett foxtrot oscar november charlie alpha
sierra sierra kilo lima
romeo delta papa romeo india bravo romeo hotel echo charlie
hotel echo quebec juliett kilo foxtrot
bravo oscar charlie hotel golf echo
hotel oscar oscar hotel alpha lima golf hotel
echo delta november oscar sierra quebec lima india golf oscar
mike oscar quebec echo november
tango quebec tango quebec oscar quebec bravo oscar charlie tango oscar foxtrot
sierra delta alpha echo alpha lima golf oscar hotel golf mike
echo india romeo charlie romeo foxtrot
lima foxtrot echo
charlie sierra foxtrot echo delta mike echo lima
alpha november kilo charlie lima tango
quebec november mike tango juliett charlie
india charlie delta delta juliett delta sierra quebec echo tango
sierra delta lima sierra
india foxtrot romeo foxtrot bravo
hotel oscar golf oscar charlie india india india lima
alpha lima lima echo tango kilo hotel november
delta tango foxtrot tango sierra foxtrot oscar
foxtrot india papa foxtrot bravo oscar tango
foxtrot november bravo charlie sierra echo
tango oscar lima alpha echo foxtrot
alpha echo bravo alpha bravo sierra foxtrot bravo lima
november india november papa charlie india
india papa romeo alpha delta juliett bravo oscar hotel
golf tango bravo echo kilo papa romeo india charlie golf
foxtrot alpha quebec charlie hotel
november quebec juliett echo india quebec
mike romeo lima foxtrot lima
charlie charlie november lima oscar sierra hotel romeo
mike echo charlie quebec mike
hotel foxtrot november charlie papa charlie alpha
papa quebec lima sierra oscar lima mike
juliett india charlie
romeo lima alpha mike
echo lima alpha
tango charlie bravo hotel juliett romeo golf
november lima echo foxtrot november golf delta charlie romeo
lima mike kilo india november mike bravo november
oscar papa lima echo lima romeo golf lima
hotel november india alpha tango charlie lima juliett tango echo november foxtrot
kilo hotel papa alpha sierra golf bravo bravo bravo juliett lima
foxtrot sierra november alpha bravo
mike foxtrot india india quebec mike oscar lima
bravo hotel lima alpha november sierra bravo india quebec romeo
oscar november oscar foxtrot sierra
delta india bravo alpha kilo papa romeo foxtrot sierra mike foxtrot
mike bravo bravo lima delta charlie papa
bravo papa charlie papa echo echo mike echo hotel quebec
alpha tango papa alpha foxtrot kilo foxtrot golf
hotel juliett tango kilo echo
kilo hotel quebec mike hotel romeo romeo foxtrot delta quebec
juliett hotel papa charlie romeo alpha india charlie delta tango oscar
lima charlie papa
kilo tango delta juliett sierra papa lima echo oscar quebec tango
delta lima charlie hotel lima india
mike november oscar echo mike sierra india sierra lima
alpha quebec tango charlie oscar bravo quebec sierra tango tango charlie
juliett india alpha juliett bravo
oscar india oscar juliett tango foxtrot
romeo india juliett
romeo juliett charlie oscar
quebec mike charlie hotel hotel papa charlie kilo tango juliett
golf papa india charlie
romeo delta november sierra tango mike
lima mike quebec juliett charlie kilo quebec charlie mike hotel foxtrot romeo
kilo golf foxtrot sierra oscar echo delta golf bravo mike tango bravo
kilo papa november mike
sierra romeo lima quebec papa november kilo
bravo tango charlie lima
papa alpha papa papa hotel kilo golf echo quebec lima hotel delta
november india juliett romeo
lima quebec delta hotel charlie juliett tango
romeo foxtrot november india kilo india sierra juliett
alpha india quebec golf oscar charlie papa
golf quebec alpha foxtrot hotel
bravo kilo delta sierra alpha juliett charlie quebec kilo
hotel bravo mike papa echo oscar juliett sierra golf foxtrot juliett india
juliett quebec india foxtrot
oscar charlie papa echo tango
romeo oscar delta charlie alpha
bravo kilo hotel charlie sierra delta quebec oscar foxtrot
mike golf delta alpha mike papa
lima lima tango quebec sierra alpha hotel lima
sierra golf delta
mike golf bravo november papa charlie quebec echo tango lima foxtrot
india november echo charlie lima
oscar india quebec november kilo lima oscar quebec sierra oscar tango november
lima hotel alpha tango papa mike quebec golf
alpha juliett juliett hotel foxtrot november
alpha delta kilo foxtrot
golf charlie sierra romeo sierra bravo kilo delta sierra
echo november juliett bravo alpha alpha charlie quebec mike
charlie foxtrot oscar hotel bravo papa delta echo
delta bravo juliett lima echo
charlie juliett lima golf
charlie delta echo kilo juliett bravo echo
papa romeo romeo india golf india tango papa charlie
charlie india foxtrot delta india mike
lima charlie lima oscar
hotel delta charlie charlie kilo romeo golf hotel echo november
charlie oscar kilo juliett mike
golf oscar foxtrot kilo romeo hotel romeo
hotel golf juliett papa november sierra
sierra echo india hotel delta foxtrot
golf november quebec bravo charlie november hotel sierra bravo foxtrot oscar
juliett foxtrot november golf bravo foxtrot juliett
mike romeo mike romeo mike mike golf
mike oscar november
november sierra hotel delta foxtrot
golf bravo india juliett oscar lima charlie tango kilo juliett delta quebec
delta romeo foxtrot golf sierra lima hotel foxtrot echo
alpha romeo romeo india oscar delta bravo lima echo
november charlie charlie india november alpha tango oscar bravo tango quebec romeo
quebec delta alpha mike tango lima mike sierra lima alpha lima sierra
delta foxtrot quebec delta charlie oscar quebec
echo golf oscar hotel bravo kilo
sierra charlie golf lima echo lima juliett
sierra papa romeo quebec
mike delta romeo bravo bravo
golf kilo juliett
november echo oscar charlie lima november tango alpha
sierra charlie india juliett november lima echo bravo mike
golf bravo india romeo india
papa delta november tango hotel sierra juliett oscar
india oscar juliett november quebec lima mike
hotel foxtrot romeo oscar tango
foxtrot oscar quebec charlie november quebec papa romeo romeo romeo
juliett charlie lima charlie oscar foxtrot echo bravo alpha lima mike hotel
lima india bravo bravo india
sierra oscar romeo bravo alpha
sierra delta hotel bravo sierra lima
november alpha november alpha alpha india juliett quebec charlie november alpha
kilo papa sierra echo foxtrot lima sierra
tango alpha kilo kilo
quebec papa delta tango tango tango charlie juliett foxtrot november lima november
tango bravo quebec
papa lima alpha alpha quebec papa alpha juliett echo
oscar foxtrot bravo
juliett bravo bravo lima oscar charlie november foxtrot bravo charlie
lima delta oscar romeo echo quebec echo sierra bravo
tango foxtrot charlie quebec golf kilo echo foxtrot hotel sierra
alpha delta papa juliett
juliett golf november foxtrot romeo quebec
charlie tango golf delta
sierra november quebec lima charlie juliett
november foxtrot sierra foxtrot golf kilo lima oscar bravo
juliett delta november tango alpha charlie india hotel echo golf
alpha papa alpha quebec alpha bravo november kilo oscar mike
lima kilo november foxtrot charlie
tango hotel romeo kilo romeo
romeo tango papa delta bravo foxtrot juliett november papa
alpha golf bravo romeo foxtrot kilo alpha oscar kilo november mike echo
golf papa juliett juliett mike romeo oscar tango
delta india lima
echo foxtrot lima papa romeo
juliett echo hotel
quebec kilo india quebec papa
charlie kilo tango india mike golf foxtrot sierra delta juliett delta echo
golf alpha tango foxtrot alpha
charlie juliett india tango lima romeo bravo india foxtrot quebec india
delta mike tango charlie sierra echo charlie bravo golf
november oscar alpha charlie mike november mike lima papa oscar
india romeo mike tango juliett november lima alpha oscar
tango papa alpha india bravo foxtrot bravo oscar tango mike oscar
juliett alpha golf delta echo november oscar november
tango charlie hotel delta hotel charlie
foxtrot charlie lima tango hotel
mike november charlie
sierra hotel kilo india quebec lima
sierra tango india juliett sierra quebec hotel
india oscar mike golf oscar tango echo sierra romeo juliett delta india
hotel mike mike foxtrot bravo papa lima hotel quebec
bravo oscar juliett tango quebec golf delta november quebec
juliett lima hotel oscar kilo charlie
kilo papa juliett romeo echo
tango india kilo
november mike november golf bravo
romeo november foxtrot juliett november echo quebec delta lima quebec
delta mike sierra
golf kilo oscar alpha
sierra mike november sierra alpha quebec india romeo hotel juliett
tango mike bravo foxtrot bravo november alpha delta november oscar mike
charlie sierra tango golf hotel alpha india echo kilo oscar
echo tango lima mike golf sierra oscar echo
delta hotel lima papa foxtrot echo
papa tango golf november echo alpha
golf delta alpha lima mike romeo november lima quebec echo
oscar papa november kilo alpha
november sierra charlie november sierra foxtrot romeo november
oscar charlie hotel kilo india alpha india bravo
hotel delta india oscar
romeo november alpha sierra hotel kilo hotel
tango alpha lima oscar bravo romeo kilo mike delta charlie quebec
kilo mike quebec bravo sierra oscar november quebec
delta hotel kilo delta november quebec charlie quebec charlie hotel oscar charlie
papa golf india mike quebec
sierra kilo delta foxtrot sierra lima tango charlie
quebec tango quebec november lima quebec foxtrot juliett foxtrot charlie
mike oscar bravo echo mike mike
quebec november tango romeo papa bravo tango november foxtrot bravo
sierra quebec echo papa quebec sierra bravo sierra
alpha delta romeo echo delta lima lima lima juliett
mike kilo november mike alpha papa tango alpha kilo november
kilo romeo foxtrot alpha echo lima
alpha oscar hotel golf
november bravo alpha romeo golf quebec sierra alpha golf
oscar sierra echo romeo romeo golf golf
juliett lima echo delta alpha tango quebec charlie
kilo tango juliett delta foxtrot alpha delta sierra india mike
papa charlie alpha sierra hotel lima india november papa bravo alpha echo
echo golf kilo juliett quebec oscar bravo
lima mike charlie juliett alpha mike foxtrot lima
delta bravo golf mike
lima golf delta papa kilo charlie
quebec alpha golf delta kilo quebec tango tango
november india tango kilo sierra delta golf papa
lima romeo golf echo alpha quebec hotel papa papa oscar lima
foxtrot bravo charlie sierra golf romeo
foxtrot mike kilo hotel mike bravo bravo india hotel tango bravo tango
foxtrot golf india lima juliett alpha oscar november mike kilo romeo sierra
romeo echo india tango sierra india lima
alpha charlie juliett romeo
delta sierra sierra lima foxtrot
golf juliett echo papa bravo alpha romeo golf golf lima delta echo
india quebec bravo foxtrot mike romeo sierra quebec
juliett november charlie charlie golf
sierra hotel sierra juliett
charlie quebec lima lima
november kilo golf sierra sierra echo bravo echo quebec golf india
papa sierra tango juliett
juliett golf bravo oscar india golf golf oscar
papa india romeo november
lima echo hotel romeo hotel bravo papa papa kilo tango charlie sierra
bravo lima oscar lima kilo romeo juliett
november hotel sierra mike juliett foxtrot india romeo sierra foxtrot sierra foxtrot
papa charlie charlie
echo india november quebec quebec oscar bravo papa charlie papa oscar november
sierra echo golf lima tango hotel hotel tango romeo delta lima sierra
lima quebec romeo
papa romeo alpha tango foxtrot juliett delta golf alpha sierra foxtrot hotel
sierra sierra hotel lima delta tango tango charlie golf lima
alpha papa foxtrot papa india echo mike golf quebec
kilo delta quebec kilo romeo foxtrot india delta
quebec hotel delta foxtrot lima juliett echo india kilo delta
tango alpha juliett oscar
papa sierra india charlie tango bravo mike kilo quebec
papa lima juliett oscar lima charlie juliett foxtrot
echo echo delta delta kilo foxtrot mike papa lima
oscar lima foxtrot romeo golf
mike november november charlie
kilo foxtrot november golf
alpha juliett echo golf
lima lima lima mike golf hotel romeo hotel echo golf
romeo delta oscar kilo foxtrot
papa juliett charlie golf lima lima foxtrot delta papa
oscar lima oscar juliett
foxtrot mike quebec india alpha delta papa hotel foxtrot mike quebec
bravo charlie sierra echo romeo india bravo
kilo india romeo hotel charlie juliett kilo sierra kilo bravo echo
echo november juliett foxtrot bravo india
papa sierra foxtrot romeo
romeo hotel charlie quebec oscar alpha
juliett quebec alpha quebec bravo
bravo charlie india quebec hotel kilo echo
mike india juliett oscar
kilo juliett charlie echo charlie tango
romeo mike tango delta alpha
november charlie echo echo alpha bravo mike bravo hotel bravo sierra
tango alpha november
echo alpha charlie
sierra delta alpha quebec echo papa sierra papa echo alpha
lima kilo quebec alpha mike oscar hotel quebec delta
quebec echo delta delta quebec oscar alpha tango
bravo lima tango oscar golf foxtrot juliett charlie
charlie echo oscar
mike papa charlie lima november tango charlie mike lima
delta mike alpha sierra bravo papa india quebec echo foxtrot romeo
charlie foxtrot papa
india sierra kilo quebec quebec
quebec quebec papa lima lima
hotel golf alpha november juliett
bravo golf charlie golf alpha lima golf charlie india romeo november delta
foxtrot alpha papa sierra
bravo papa romeo
tango quebec foxtrot india november delta bravo romeo november
mike kilo echo papa quebec echo delta charlie lima india november alpha
hotel romeo golf juliett november lima oscar sierra tango
tango alpha tango oscar juliett romeo lima mike tango
alpha hotel charlie juliett hotel tango india hotel juliett
alpha india charlie golf tango november oscar bravo
papa alpha delta quebec foxtrot romeo golf romeo juliett echo bravo
mike delta juliett echo hotel oscar alpha tango tango sierra
kilo alpha echo echo echo juliett lima sierra
kilo papa tango mike papa delta lima
foxtrot foxtrot alpha
sierra alpha tango delta mike
kilo quebec quebec kilo quebec sierra hotel kilo hotel papa echo
echo papa alpha
tango echo bravo delta alpha delta echo quebec tango
november golf sierra bravo mike tango alpha mike quebec foxtrot kilo
november foxtrot quebec sierra oscar hotel tango charlie quebec bravo november delta
golf juliett quebec sierra
juliett tango oscar lima romeo india papa echo hotel romeo
kilo juliett foxtrot bravo
mike delta romeo mike mike
india tango mike oscar bravo mike quebec sierra india delta india quebec
romeo kilo hotel echo golf india tango hotel echo sierra echo juliett
echo lima oscar mike papa lima alpha foxtrot foxtrot hotel bravo tango
mike lima lima echo lima
mike lima charlie kilo mike hotel kilo mike foxtrot golf bravo
november november delta tango mike kilo november juliett lima sierra mike
sierra alpha bravo
alpha india kilo echo lima sierra bravo
lima charlie bravo
juliett lima oscar
november november delta kilo
kilo bravo india romeo india
delta golf hotel juliett alpha golf mike sierra golf juliett india alpha
tango papa delta delta foxtrot romeo india echo delta mike golf
mike sierra kilo foxtrot india kilo quebec
quebec tango kilo bravo charlie echo hotel sierra juliett sierra charlie india
hotel lima november charlie
november november alpha foxtrot foxtrot alpha sierra kilo foxtrot sierra papa tango
juliett kilo november golf lima golf delta november oscar
bravo papa kilo oscar
lima echo juliett india bravo bravo juliett
mike papa golf hotel papa kilo mike papa juliett oscar romeo
lima lima tango oscar mike alpha mike november november bravo india lima
delta alpha bravo echo sierra sierra papa lima echo charlie
india sierra golf november alpha november papa oscar juliett papa
delta charlie india november delta charlie romeo oscar golf
hotel bravo india charlie oscar romeo kilo lima golf hotel
bravo quebec charlie juliett alpha lima bravo hotel juliett
tango charlie hotel sierra foxtrot quebec papa lima
lima echo golf charlie quebec golf tango papa
hotel foxtrot foxtrot lima
bravo mike lima foxtrot alpha golf foxtrot
kilo lima delta echo charlie
echo sierra india
hotel delta oscar oscar kilo alpha
tango india kilo echo india mike golf
papa november kilo oscar mike kilo romeo
papa kilo kilo oscar hotel papa golf juliett papa alpha bravo
india golf bravo delta papa papa delta oscar
juliett quebec juliett tango alpha sierra romeo charlie india
golf romeo golf november lima delta lima
kilo charlie tango
kilo november foxtrot juliett alpha charlie charlie juliett hotel juliett juliett foxtrot
lima tango kilo tango lima romeo tango mike
tango charlie delta golf golf romeo alpha bravo
juliett india papa sierra oscar lima foxtrot november oscar
mike oscar alpha delta juliett mike tango bravo bravo papa echo tango
oscar tango india sierra papa quebec november sierra
charlie kilo tango romeo echo
november tango kilo charlie oscar hotel lima papa delta kilo romeo delta
oscar echo kilo delta mike lima bravo
bravo lima juliett
oscar papa lima alpha papa november
lima lima lima lima november papa echo
oscar bravo india romeo mike kilo kilo hotel golf quebec
foxtrot lima hotel november november romeo bravo
papa juliett echo foxtrot romeo mike oscar charlie charlie
echo mike hotel tango sierra papa foxtrot juliett alpha alpha delta lima
golf alpha sierra mike golf delta romeo delta papa
echo quebec papa tango foxtrot
echo lima charlie charlie bravo hotel hotel kilo
romeo romeo tango lima
charlie alpha papa november
foxtrot mike lima hotel bravo charlie
mike india mike
hotel foxtrot sierra sierra juliett
foxtrot alpha echo delta tango foxtrot oscar papa foxtrot bravo alpha
quebec juliett tango kilo india mike tango
hotel echo papa oscar golf delta quebec delta kilo
india november foxtrot bravo hotel bravo
hotel papa alpha sierra
india foxtrot golf charlie romeo lima quebec tango india alpha
alpha oscar hotel hotel delta oscar juliett india echo
foxtrot juliett juliett golf india sierra india papa charlie delta foxtrot
sierra oscar papa quebec sierra
india tango golf
foxtrot mike lima quebec oscar delta mike quebec delta india sierra foxtrot
romeo foxtrot mike juliett
india tango sierra november
echo oscar sierra echo bravo charlie tango hotel november
kilo lima oscar echo charlie mike
sierra hotel sierra tango charlie golf
quebec lima quebec golf kilo lima hotel mike golf
quebec delta quebec kilo quebec bravo alpha papa delta sierra lima alpha
quebec foxtrot lima quebec oscar papa alpha
lima charlie echo hotel mike india delta sierra golf golf charlie
tango echo foxtrot alpha sierra hotel lima
foxtrot india oscar charlie mike foxtrot tango quebec bravo golf oscar quebec
india golf quebec charlie romeo tango november india romeo charlie
charlie sierra sierra papa echo alpha kilo november alpha charlie hotel
tango kilo india sierra november india golf juliett mike lima
bravo delta papa foxtrot echo alpha
echo oscar kilo lima november lima bravo hotel alpha
foxtrot hotel india juliett quebec lima november papa bravo
lima echo bravo delta india sierra
echo alpha juliett quebec echo tango foxtrot kilo charlie kilo mike
echo india lima foxtrot india sierra quebec golf hotel
hotel delta mike delta golf november alpha alpha
bravo november alpha sierra sierra golf foxtrot bravo juliett alpha romeo india
november golf charlie november quebec papa bravo sierra tango november papa
lima delta bravo tango papa golf foxtrot quebec foxtrot delta delta romeo
india hotel delta romeo lima quebec sierra charlie
romeo juliett delta
bravo charlie golf echo
golf lima mike mike lima kilo quebec golf hotel tango romeo
bravo golf mike lima charlie
foxtrot mike sierra november romeo alpha lima
quebec golf quebec hotel
bravo mike echo tango charlie foxtrot hotel
india kilo romeo papa november quebec quebec delta
papa delta november foxtrot november bravo hotel bravo papa tango november papa
bravo alpha romeo mike
alpha november romeo november foxtrot india papa alpha oscar mike quebec
foxtrot india sierra mike lima delta lima mike alpha
mike lima romeo delta
romeo juliett charlie lima india papa hotel juliett papa
sierra hotel foxtrot bravo bravo
papa echo lima echo echo
quebec golf romeo oscar mike sierra charlie oscar echo papa india bravo
oscar hotel charlie bravo papa delta delta quebec romeo delta alpha
foxtrot echo juliett bravo oscar foxtrot juliett alpha
delta alpha tango delta hotel romeo oscar kilo tango november
juliett romeo echo sierra hotel tango november
echo juliett india
alpha echo kilo india
delta lima golf oscar foxtrot quebec foxtrot november foxtrot golf bravo mike
romeo charlie mike golf hotel india golf kilo papa alpha
november november quebec echo lima romeo
bravo juliett romeo november lima juliett
echo lima quebec mike golf lima hotel kilo foxtrot echo alpha charlie
mike quebec india
lima juliett kilo
papa echo kilo bravo romeo sierra delta bravo
tango bravo hotel
delta romeo alpha oscar juliett charlie
oscar echo alpha tango kilo tango foxtrot bravo sierra
echo juliett golf sierra foxtrot papa kilo juliett mike tango sierra
sierra tango india delta romeo foxtrot juliett tango foxtrot quebec alpha
hotel lima lima sierra mike echo oscar november mike bravo oscar
tango delta quebec sierra foxtrot golf quebec
romeo golf golf tango mike november november charlie oscar hotel
golf alpha kilo bravo juliett india oscar india delta november quebec charlie
oscar quebec lima bravo golf november echo lima
alpha juliett sierra india kilo kilo oscar quebec tango
alpha quebec oscar lima echo delta
bravo echo alpha charlie hotel november golf mike
sierra tango hotel oscar golf delta papa foxtrot golf
november oscar india sierra kilo hotel mike quebec charlie foxtrot
romeo mike foxtrot
charlie romeo quebec golf kilo delta charlie hotel november sierra delta november
mike golf juliett quebec echo echo lima bravo juliett
romeo alpha mike tango romeo mike delta bravo
foxtrot oscar charlie bravo november papa bravo quebec quebec
romeo foxtrot delta echo
oscar juliett kilo
oscar papa romeo oscar sierra lima kilo november alpha lima sierra bravo
hotel hotel delta foxtrot alpha hotel kilo
golf juliett delta juliett quebec lima tango echo india charlie
echo oscar oscar oscar
november charlie mike
november charlie kilo tango november oscar juliett hotel november india tango quebec
bravo india lima golf oscar lima hotel
papa kilo delta hotel hotel charlie sierra
hotel golf charlie romeo tango charlie sierra charlie foxtrot delta papa
foxtrot romeo bravo india juliett bravo charlie foxtrot
hotel quebec foxtrot november charlie mike sierra lima tango india
delta november hotel
golf mike golf quebec echo tango lima hotel papa november bravo
quebec bravo november delta foxtrot mike papa echo november alpha sierra
kilo sierra india mike
lima oscar tango sierra romeo hotel november echo
sierra lima alpha foxtrot bravo oscar echo mike oscar golf romeo
papa delta golf foxtrot
golf kilo kilo kilo india india juliett
quebec delta india kilo oscar lima charlie hotel mike mike
juliett mike bravo oscar echo oscar echo mike alpha echo
foxtrot tango echo sierra juliett sierra delta sierra foxtrot papa oscar
delta charlie hotel kilo november papa mike november foxtrot
juliett quebec charlie delta
sierra alpha quebec charlie lima bravo alpha
alpha november delta oscar juliett golf
sierra kilo november bravo juliett kilo delta alpha foxtrot
golf juliett echo charlie kilo golf kilo oscar foxtrot echo
november hotel golf
kilo quebec romeo quebec
charlie delta alpha sierra papa charlie november juliett
oscar papa hotel juliett delta golf mike sierra india mike quebec
hotel kilo hotel india hotel quebec juliett mike hotel juliett
foxtrot bravo papa
charlie india hotel oscar november oscar quebec
delta romeo lima foxtrot hotel quebec hotel juliett kilo kilo
alpha kilo echo sierra sierra
tango quebec oscar delta golf charlie bravo
bravo romeo november echo india november romeo lima
golf tango echo oscar tango oscar november kilo papa charlie
lima alpha kilo mike sierra lima oscar
foxtrot golf quebec oscar romeo quebec india charlie alpha quebec romeo
bravo bravo mike foxtrot delta quebec golf juliett hotel kilo
bravo sierra quebec tango
quebec echo golf hotel kilo echo lima alpha
foxtrot foxtrot oscar alpha oscar lima oscar papa mike echo
oscar foxtrot charlie kilo golf sierra
kilo hotel sierra kilo golf bravo alpha oscar papa papa sierra quebec
oscar mike november mike quebec papa lima papa juliett hotel
alpha delta juliett charlie charlie romeo echo hotel quebec mike
lima romeo kilo alpha
hotel papa romeo november tango foxtrot lima echo tango india
echo mike india india kilo charlie delta foxtrot quebec oscar charlie juliett
foxtrot romeo quebec india quebec
oscar quebec tango alpha tango foxtrot india foxtrot delta
romeo bravo delta india
papa juliett lima lima delta hotel delta
sierra bravo foxtrot mike hotel oscar alpha echo echo delta delta
sierra juliett kilo oscar romeo foxtrot tango foxtrot november
delta romeo bravo
kilo mike bravo papa alpha golf sierra
mike delta bravo delta romeo romeo oscar hotel
hotel hotel mike
india mike delta india
delta papa india quebec charlie golf bravo foxtrot golf romeo
india india foxtrot papa november foxtrot november
charlie charlie golf lima echo golf echo delta bravo
foxtrot lima charlie india papa
hotel delta charlie alpha tango
delta alpha quebec foxtrot lima oscar papa kilo
quebec lima papa hotel papa charlie
hotel delta foxtrot echo alpha alpha india sierra foxtrot tango
oscar foxtrot sierra india foxtrot
november hotel delta mike foxtrot quebec oscar quebec
sierra charlie romeo
mike golf romeo bravo
romeo juliett golf hotel
bravo charlie lima romeo sierra oscar papa foxtrot papa
foxtrot mike romeo india tango mike tango mike golf
romeo lima mike golf foxtrot
sierra mike sierra mike november
echo delta sierra mike romeo romeo hotel charlie bravo tango
november quebec kilo romeo echo
papa echo foxtrot
lima kilo papa kilo golf mike echo
juliett alpha foxtrot
papa sierra delta lima papa quebec
delta mike tango mike alpha mike
echo lima alpha bravo lima alpha foxtrot echo kilo juliett
quebec india papa charlie india
tango golf hotel golf kilo hotel tango golf sierra golf
oscar charlie echo kilo november
foxtrot papa papa alpha
bravo romeo golf papa golf lima alpha romeo bravo
foxtrot bravo lima sierra mike lima foxtrot oscar alpha sierra november
quebec foxtrot delta kilo papa echo sierra
lima bravo india sierra oscar alpha golf juliett romeo sierra tango
romeo november india kilo
charlie quebec delta mike foxtrot delta tango romeo lima charlie
india india golf alpha oscar alpha november hotel foxtrot hotel lima romeo
november tango oscar
sierra oscar foxtrot quebec alpha tango alpha bravo echo
sierra delta sierra kilo mike foxtrot oscar
oscar quebec november golf
quebec november sierra november kilo tango papa juliett india oscar
sierra kilo papa papa oscar romeo bravo romeo alpha
bravo bravo sierra foxtrot kilo romeo lima
delta echo kilo charlie delta sierra november golf november lima bravo
bravo charlie papa romeo echo india
india golf hotel juliett oscar echo romeo alpha
bravo tango quebec
sierra tango mike echo tango
lima echo hotel echo bravo november delta mike india quebec india
foxtrot hotel november
charlie bravo foxtrot
echo lima echo juliett sierra
foxtrot foxtrot november foxtrot bravo papa
tango romeo kilo alpha
oscar echo golf sierra romeo
golf oscar charlie mike
tango hotel juliett juliett charlie alpha november echo bravo bravo sierra charlie
mike echo tango oscar kilo
charlie hotel romeo kilo alpha tango alpha foxtrot juliett juliett hotel
november sierra alpha charlie alpha bravo
mike quebec quebec kilo
quebec lima oscar bravo
papa delta november mike oscar juliett hotel bravo papa charlie india
golf alpha oscar papa tango quebec charlie lima foxtrot november mike sierra
hotel mike charlie golf sierra juliett sierra tango echo mike quebec mike
bravo hotel oscar india tango tango foxtrot charlie tango
bravo oscar sierra november golf india bravo charlie papa india november
echo alpha tango oscar bravo mike delta echo romeo india
romeo golf papa juliett charlie november echo
delta quebec tango
mike sierra echo bravo november mike bravo india romeo papa papa
india oscar oscar november delta sierra india tango
charlie quebec kilo bravo hotel kilo papa mike romeo foxtrot
charlie alpha alpha india sierra oscar mike india sierra lima india
quebec juliett mike delta bravo
bravo oscar india tango tango bravo hotel lima delta alpha
papa sierra foxtrot november tango golf romeo foxtrot
oscar india charlie romeo india charlie india hotel november kilo hotel sierra
oscar romeo quebec romeo sierra india november bravo bravo
papa foxtrot romeo tango papa hotel
foxtrot hotel alpha oscar mike oscar lima sierra quebec bravo echo
india mike charlie delta november kilo hotel echo tango quebec india oscar
november hotel golf bravo hotel golf november mike romeo
november charlie sierra foxtrot echo kilo quebec hotel bravo charlie
oscar mike hotel romeo
alpha foxtrot bravo quebec echo romeo india foxtrot india quebec
india mike mike hotel romeo bravo papa sierra
foxtrot hotel delta oscar juliett
golf golf tango delta november tango
bravo lima charlie mike kilo
juliett papa kilo tango papa
india juliett delta alpha mike oscar lima echo oscar kilo kilo oscar
golf foxtrot sierra romeo golf
golf golf juliett lima tango foxtrot kilo
golf mike charlie
tango papa mike echo foxtrot tango
charlie india echo alpha kilo bravo
kilo november tango echo kilo india
oscar tango charlie oscar romeo foxtrot
bravo echo delta juliett lima lima
mike quebec lima papa india oscar lima lima hotel foxtrot delta
charlie golf sierra kilo alpha papa lima tango romeo
tango golf hotel alpha kilo bravo bravo hotel quebec juliett hotel bravo
romeo echo alpha echo
golf alpha sierra foxtrot oscar delta romeo delta charlie echo
romeo quebec echo echo lima romeo bravo
alpha sierra india hotel romeo mike
hotel india november echo alpha oscar charlie romeo tango delta quebec november
romeo quebec quebec
charlie delta sierra bravo
delta november hotel lima papa romeo
romeo charlie foxtrot hotel india tango golf alpha
tango india mike hotel
charlie juliett kilo india lima romeo kilo kilo tango
papa india golf juliett kilo oscar foxtrot lima
romeo sierra kilo tango november oscar juliett hotel india foxtrot tango
mike lima oscar echo foxtrot
romeo quebec mike kilo
kilo romeo india papa
kilo charlie tango juliett golf tango golf november delta romeo november
juliett sierra echo papa
golf alpha juliett foxtrot delta charlie
kilo delta hotel charlie november echo oscar juliett tango
foxtrot tango november kilo foxtrot kilo bravo quebec
sierra lima alpha sierra mike oscar oscar charlie foxtrot
hotel lima echo
india juliett kilo golf hotel foxtrot echo
foxtrot charlie hotel delta mike india echo
foxtrot golf papa lima
tango mike delta bravo mike alpha
foxtrot alpha india oscar
alpha charlie november juliett mike
bravo charlie delta bravo charlie november romeo papa tango quebec echo
juliett kilo romeo bravo oscar lima golf lima charlie sierra mike echo
india mike delta golf
kilo hotel echo mike lima bravo oscar mike
sierra quebec alpha november echo papa
echo lima juliett sierra alpha bravo
kilo quebec mike oscar charlie oscar golf
india oscar echo charlie juliett
hotel lima papa delta hotel juliett delta alpha golf alpha
golf kilo charlie november india delta sierra echo mike lima charlie
romeo india november kilo mike delta romeo
sierra india hotel sierra foxtrot
november india kilo
alpha romeo mike
mike charlie india alpha bravo kilo november papa delta papa
india echo mike kilo november bravo india foxtrot india
juliett bravo kilo golf tango india juliett lima delta papa papa
kilo lima tango foxtrot hotel
romeo november echo juliett mike romeo foxtrot juliett mike november juliett romeo
charlie echo charlie golf sierra foxtrot alpha sierra alpha
charlie juliett bravo romeo romeo golf mike hotel foxtrot november
romeo sierra bravo kilo echo quebec
sierra alpha charlie hotel kilo alpha
romeo delta sierra alpha papa echo hotel mike bravo quebec charlie sierra
echo foxtrot november kilo kilo quebec
hotel mike golf tango
papa india echo tango foxtrot papa delta kilo
kilo november mike sierra india kilo bravo delta romeo charlie echo lima
delta india golf delta juliett mike lima
sierra sierra sierra juliett oscar delta
lima tango india
echo romeo hotel sierra tango foxtrot
echo alpha hotel hotel oscar juliett delta mike kilo alpha lima
quebec mike echo mike romeo echo charlie
kilo papa november bravo alpha india november
quebec foxtrot foxtrot india november
kilo romeo echo kilo delta tango hotel delta echo romeo november romeo
charlie alpha romeo foxtrot delta foxtrot
india november hotel romeo tango lima alpha oscar
bravo india papa bravo golf bravo romeo mike juliett
november november alpha golf november india juliett kilo kilo lima mike
quebec india delta kilo romeo india india
bravo tango bravo november golf charlie
foxtrot kilo india golf echo bravo tango
lima oscar kilo charlie bravo tango november quebec golf november
papa sierra echo bravo india kilo juliett
bravo mike hotel
delta kilo romeo
tango charlie charlie romeo kilo oscar juliett romeo bravo echo romeo sierra
romeo papa november quebec november bravo india kilo quebec
india quebec alpha sierra kilo kilo kilo
kilo tango kilo
kilo romeo delta charlie bravo november
lima juliett hotel hotel golf kilo romeo sierra quebec
golf sierra quebec delta alpha
sierra quebec oscar tango romeo oscar
quebec hotel bravo sierra alpha
india foxtrot mike november mike bravo lima papa charlie bravo november
alpha november mike bravo india kilo echo romeo lima golf
papa tango echo lima india alpha papa juliett bravo mike bravo echo
romeo golf sierra quebec foxtrot kilo oscar sierra
delta foxtrot alpha charlie india oscar india mike delta oscar hotel tango
romeo november golf kilo echo kilo bravo quebec romeo kilo juliett
india mike bravo bravo delta india lima mike
tango romeo november mike sierra india tango mike
oscar alpha november quebec delta charlie papa
papa romeo romeo foxtrot romeo oscar
quebec alpha india romeo alpha sierra kilo kilo romeo mike
mike tango november november bravo golf sierra
oscar delta sierra
india charlie juliett bravo tango
hotel foxtrot mike
november kilo tango sierra golf echo tango india mike sierra tango
papa romeo sierra hotel romeo sierra oscar sierra
alpha bravo oscar oscar foxtrot
lima romeo bravo november echo alpha oscar sierra tango tango delta
mike november sierra juliett
tango delta tango november november juliett bravo sierra oscar
mike charlie tango lima
oscar hotel charlie
november november juliett november bravo quebec charlie india
hotel oscar golf kilo golf sierra quebec quebec mike
oscar charlie juliett bravo
mike tango papa
lima lima india golf papa kilo
november juliett golf
kilo sierra golf charlie delta lima foxtrot delta alpha
oscar hotel hotel november lima lima echo
alpha sierra papa delta juliett quebec sierra oscar oscar papa oscar
delta delta kilo hotel sierra
india romeo delta tango alpha foxtrot
tango echo india bravo charlie romeo echo hotel
echo echo delta hotel golf sierra
sierra india oscar sierra
tango mike mike lima hotel india sierra bravo juliett quebec charlie bravo
india juliett papa mike golf
sierra alpha lima bravo tango bravo golf
sierra tango oscar
mike bravo sierra quebec
golf juliett oscar lima golf sierra
charlie papa bravo oscar mike alpha juliett mike golf echo
golf november oscar hotel
delta oscar echo delta
golf mike charlie alpha bravo papa india sierra juliett hotel bravo foxtrot
quebec delta foxtrot sierra tango oscar
kilo echo foxtrot delta echo
mike alpha november oscar alpha delta
bravo lima charlie charlie india romeo mike
papa golf charlie november india hotel oscar juliett india sierra echo quebec
mike india papa india
quebec india golf quebec
hotel mike echo bravo
charlie lima papa bravo papa oscar
kilo alpha oscar alpha romeo
kilo oscar delta
bravo foxtrot tango
juliett india echo sierra sierra romeo foxtrot charlie
bravo hotel golf bravo india lima
november kilo sierra bravo
quebec quebec oscar
foxtrot delta oscar golf juliett delta kilo tango romeo mike foxtrot
charlie delta kilo echo echo foxtrot
delta romeo golf
golf tango india hotel charlie hotel hotel kilo
lima papa bravo sierra lima golf tango charlie romeo sierra
echo mike alpha
quebec delta romeo hotel november oscar bravo kilo november papa foxtrot
juliett romeo charlie lima hotel echo kilo hotel hotel delta november
lima delta bravo delta echo
echo hotel alpha quebec charlie kilo papa
foxtrot oscar romeo oscar india delta sierra romeo bravo echo oscar tango
oscar india india foxtrot bravo lima quebec golf india foxtrot bravo
mike kilo lima romeo charlie papa
november alpha delta bravo quebec delta golf
juliett kilo golf papa golf bravo november india quebec foxtrot delta
mike papa sierra tango
juliett echo india echo romeo
hotel november mike sierra lima
delta echo tango golf mike romeo echo juliett foxtrot romeo oscar mike
golf delta india echo lima alpha
echo sierra november juliett tango
tango papa quebec tango quebec papa mike papa sierra juliett sierra tango
echo foxtrot romeo charlie mike papa kilo tango quebec alpha india
india kilo delta juliett lima
quebec november november india india november foxtrot
papa lima mike papa kilo charlie lima
echo tango echo juliett juliett golf golf november romeo tango papa golf
alpha bravo sierra romeo india
delta kilo hotel alpha november hotel golf india tango golf bravo golf
india alpha foxtrot quebec quebec
foxtrot echo lima
delta papa lima hotel tango bravo bravo delta
papa mike tango papa hotel india
mike november sierra
india mike juliett golf
kilo tango sierra november tango golf
november romeo juliett tango quebec quebec india echo
tango lima romeo
lima romeo bravo mike quebec delta papa mike
november foxtrot romeo bravo hotel kilo papa mike charlie quebec mike
papa mike tango quebec lima kilo lima india india november india juliett
golf echo lima juliett quebec juliett juliett kilo echo november quebec hotel
echo oscar quebec golf papa bravo kilo foxtrot november hotel
golf lima hotel
india romeo golf oscar delta mike november november november romeo
golf mike papa charlie hotel juliett november lima quebec papa oscar
oscar delta quebec bravo juliett kilo lima
romeo alpha juliett romeo alpha sierra oscar papa sierra bravo quebec lima
foxtrot bravo tango mike quebec delta lima
november tango romeo papa romeo tango november india quebec romeo november november
kilo papa tango india hotel papa quebec quebec
india mike charlie golf delta hotel delta romeo delta
quebec delta bravo quebec juliett echo delta bravo delta papa juliett
alpha india quebec foxtrot mike alpha india tango november mike charlie
lima mike quebec
oscar foxtrot delta mike romeo tango quebec
oscar juliett delta quebec alpha oscar alpha oscar delta oscar oscar
romeo lima india oscar
bravo foxtrot kilo lima charlie foxtrot tango juliett juliett
oscar mike sierra echo foxtrot
india alpha charlie lima charlie echo
quebec sierra echo quebec charlie charlie golf
quebec foxtrot echo oscar mike
charlie bravo bravo foxtrot oscar sierra
alpha bravo lima mike echo india sierra juliett november alpha tango
romeo golf sierra hotel
lima november papa india delta
romeo romeo hotel bravo hotel lima lima juliett
bravo november india india papa alpha mike delta foxtrot sierra foxtrot
romeo lima echo alpha
golf november juliett delta
bravo charlie foxtrot romeo romeo oscar delta november juliett charlie golf mike
charlie lima golf kilo sierra delta november delta charlie
hotel india echo tango delta hotel oscar charlie bravo sierra bravo
juliett juliett november golf oscar mike alpha mike alpha delta delta
india lima lima foxtrot papa romeo alpha
golf juliett romeo echo november november echo foxtrot golf november papa kilo
golf charlie golf alpha delta tango quebec lima mike oscar echo
india golf foxtrot lima bravo sierra november sierra
oscar lima mike lima oscar india
kilo quebec foxtrot november lima kilo
oscar foxtrot oscar bravo oscar mike quebec kilo
mike papa kilo
kilo mike november sierra quebec
romeo echo papa juliett
november juliett tango golf delta charlie delta lima
golf lima oscar lima kilo quebec papa bravo bravo november romeo lima
kilo bravo alpha india sierra romeo foxtrot bravo
india papa romeo november oscar
bravo juliett india oscar bravo sierra lima quebec juliett alpha bravo
foxtrot mike delta tango papa romeo delta juliett charlie november november
hotel mike kilo oscar echo bravo hotel delta mike sierra
romeo bravo mike juliett romeo charlie india romeo juliett charlie sierra delta
golf charlie alpha juliett romeo
lima lima delta romeo alpha kilo oscar charlie bravo echo charlie
echo oscar tango sierra delta alpha kilo delta tango
kilo delta golf sierra quebec alpha november papa hotel kilo alpha mike
delta tango echo delta tango delta bravo mike mike delta
oscar oscar kilo
lima papa papa hotel romeo november
echo oscar foxtrot delta juliett golf
quebec india oscar juliett kilo charlie mike oscar bravo papa november
tango sierra quebec quebec foxtrot
foxtrot tango tango romeo
tango november mike delta
foxtrot alpha hotel quebec alpha romeo alpha bravo papa hotel kilo november
sierra juliett romeo quebec hotel golf
lima mike mike sierra bravo
golf bravo echo quebec quebec charlie charlie hotel
golf golf papa golf
foxtrot hotel tango india alpha india kilo
tango charlie foxtrot delta papa quebec mike papa india mike
delta kilo charlie
india tango golf india sierra echo bravo hotel sierra tango
mike mike foxtrot delta tango romeo echo sierra golf tango
november foxtrot echo mike november bravo
golf india tango quebec romeo golf foxtrot
delta papa india golf alpha india echo mike
foxtrot bravo india
delta kilo golf echo
bravo lima romeo mike bravo quebec delta golf echo
juliett quebec november mike kilo echo tango november echo lima
sierra mike mike bravo echo tango november
papa foxtrot alpha hotel golf delta quebec charlie hotel delta
quebec echo bravo kilo delta
november echo charlie foxtrot tango hotel hotel sierra
india india kilo echo kilo
oscar mike november echo lima charlie quebec papa tango kilo
golf india echo
india sierra lima november sierra
juliett hotel mike romeo
alpha delta hotel sierra quebec papa romeo tango charlie quebec charlie
foxtrot kilo quebec bravo echo india alpha hotel lima bravo juliett golf
mike india bravo foxtrot alpha echo juliett hotel
hotel echo echo india india foxtrot golf hotel kilo
golf charlie golf tango kilo india
alpha juliett foxtrot november kilo alpha papa hotel november charlie
tango quebec delta mike charlie golf papa charlie juliett foxtrot
bravo quebec lima mike
lima golf november lima foxtrot alpha
bravo golf echo quebec foxtrot mike
echo lima november
tango bravo sierra kilo
hotel november echo romeo papa delta lima mike india quebec charlie
echo charlie oscar foxtrot
november alpha alpha mike golf tango bravo november
bravo juliett oscar romeo
hotel lima quebec delta romeo tango alpha sierra
juliett oscar papa romeo india foxtrot quebec juliett romeo juliett golf
november mike juliett papa india foxtrot hotel quebec india
kilo oscar juliett november papa sierra
quebec sierra papa mike alpha juliett
mike oscar romeo alpha juliett november papa november hotel papa lima oscar
alpha tango hotel romeo mike charlie alpha papa
hotel romeo echo hotel
alpha india kilo golf tango romeo kilo kilo delta kilo sierra
charlie charlie sierra foxtrot oscar echo romeo tango tango romeo delta
oscar papa papa
mike romeo lima november delta delta echo november juliett hotel lima
tango papa india papa lima sierra
bravo juliett romeo
lima charlie kilo juliett foxtrot echo foxtrot alpha mike bravo sierra alpha
golf golf echo bravo bravo mike bravo delta quebec lima tango delta
quebec golf tango foxtrot
papa charlie november
quebec delta foxtrot sierra hotel echo kilo lima charlie
lima bravo sierra india papa kilo alpha
juliett papa echo lima quebec alpha tango
oscar lima india sierra juliett hotel
lima india kilo
papa romeo quebec papa delta delta juliett india
tango oscar papa oscar
oscar sierra india echo hotel india
charlie hotel bravo november mike november india juliett papa tango
juliett india golf
foxtrot juliett charlie
india oscar papa lima delta alpha delta lima oscar papa hotel lima
oscar november echo hotel
juliett hotel bravo juliett sierra sierra hotel bravo oscar bravo bravo quebec
tango india alpha lima golf foxtrot juliett
golf romeo hotel romeo papa lima
mike oscar lima lima november sierra bravo mike papa india november
quebec oscar hotel delta mike sierra
bravo bravo romeo romeo romeo hotel kilo delta foxtrot
quebec juliett oscar quebec oscar tango tango bravo tango november kilo
juliett juliett sierra lima echo sierra kilo sierra oscar sierra kilo
kilo foxtrot november oscar papa november
lima oscar alpha golf echo kilo papa alpha romeo
mike tango tango charlie
tango tango lima hotel charlie oscar kilo hotel oscar mike foxtrot
golf charlie kilo mike romeo
alpha delta juliett bravo juliett kilo
quebec hotel quebec lima papa sierra juliett india mike foxtrot
sierra mike juliett papa papa india romeo
kilo charlie juliett delta
charlie foxtrot alpha
tango quebec charlie juliett bravo november golf kilo alpha bravo mike golf
juliett november tango mike bravo foxtrot delta juliett tango
mike sierra hotel juliett alpha lima november
delta alpha romeo romeo mike
oscar echo kilo lima india kilo bravo
juliett tango charlie delta quebec tango hotel juliett lima
hotel hotel november kilo oscar kilo india november
bravo papa papa sierra foxtrot golf oscar romeo juliett kilo echo
oscar romeo romeo india lima quebec india charlie tango kilo papa quebec
mike golf sierra sierra
kilo november sierra hotel
hotel mike lima oscar charlie charlie tango echo hotel charlie
november juliett oscar lima foxtrot alpha quebec
charlie tango sierra india echo echo tango kilo
mike mike papa echo tango
bravo golf sierra lima charlie mike juliett
lima papa sierra quebec kilo alpha alpha papa romeo
charlie bravo papa
india mike quebec kilo quebec
golf juliett bravo romeo echo kilo bravo lima sierra tango charlie
papa mike lima echo india foxtrot india lima
charlie alpha foxtrot quebec november
india mike india november alpha echo
mike kilo quebec mike delta november kilo oscar
oscar foxtrot papa juliett foxtrot bravo mike foxtrot romeo tango mike quebec
tango kilo november kilo romeo lima oscar tango
sierra november sierra india lima juliett alpha romeo tango
india delta golf lima foxtrot charlie echo kilo charlie mike
romeo lima juliett india delta november echo sierra echo papa
sierra kilo bravo
lima quebec lima
india papa india delta hotel tango hotel india tango echo kilo papa
sierra lima echo charlie foxtrot foxtrot
india sierra papa
sierra mike romeo foxtrot india oscar lima mike quebec
sierra november mike november quebec india romeo foxtrot juliett
kilo golf juliett papa mike charlie bravo lima juliett foxtrot hotel
golf juliett quebec hotel lima
golf alpha mike papa romeo kilo tango sierra bravo sierra romeo
oscar papa juliett papa
lima juliett tango foxtrot hotel lima alpha hotel
alpha romeo november charlie juliett charlie lima romeo hotel charlie kilo kilo
foxtrot charlie mike golf
tango bravo november alpha november november hotel sierra
lima foxtrot lima lima romeo
romeo bravo quebec tango echo golf november lima lima foxtrot alpha
golf charlie lima romeo alpha delta oscar delta alpha
foxtrot november alpha papa delta kilo tango romeo alpha echo alpha
delta alpha hotel romeo golf india delta golf india mike bravo
sierra sierra delta echo golf lima juliett kilo tango india hotel
oscar delta alpha
india lima golf lima delta november india
foxtrot golf golf quebec juliett papa tango golf delta echo papa
india november november
kilo sierra oscar juliett delta oscar hotel kilo
juliett november oscar charlie
sierra quebec alpha mike tango juliett delta mike kilo tango kilo
oscar delta quebec
delta oscar mike delta
quebec sierra oscar foxtrot mike india mike sierra mike charlie
oscar quebec papa november sierra oscar charlie sierra sierra
kilo india november foxtrot kilo sierra romeo lima echo delta india foxtrot
juliett tango bravo november juliett golf lima
echo alpha charlie sierra tango
papa foxtrot alpha bravo lima papa hotel
papa mike mike
charlie oscar quebec tango echo lima india november charlie kilo tango
hotel golf golf hotel india hotel sierra november delta hotel india bravo
india papa foxtrot alpha romeo
mike mike tango delta delta
oscar oscar romeo
oscar sierra quebec india tango mike
november romeo sierra oscar india golf papa lima
hotel echo november november tango mike
oscar quebec mike india foxtrot golf lima delta bravo hotel
alpha bravo echo lima foxtrot oscar mike bravo hotel
delta oscar alpha oscar echo bravo lima delta bravo quebec golf
mike oscar romeo echo mike oscar
charlie kilo romeo juliett papa
echo romeo tango romeo bravo papa lima
charlie bravo november quebec echo kilo sierra echo india quebec tango november
sierra tango echo echo charlie quebec tango sierra bravo quebec
hotel foxtrot lima delta bravo romeo
sierra alpha alpha bravo hotel
papa delta tango romeo delta india foxtrot tango
juliett kilo quebec tango golf tango lima
delta oscar delta papa delta lima november sierra lima sierra foxtrot romeo
mike juliett quebec juliett romeo mike
india november echo oscar alpha
echo sierra romeo lima papa mike hotel foxtrot hotel
india bravo echo
sierra bravo kilo november oscar oscar charlie romeo november romeo
india papa romeo november juliett kilo november hotel sierra romeo charlie oscar
mike echo sierra oscar november papa lima delta tango
tango bravo echo
lima delta juliett oscar kilo
charlie romeo oscar foxtrot sierra hotel november india november delta india
tango papa papa tango romeo delta foxtrot
india november mike papa juliett charlie bravo alpha lima alpha lima
november mike alpha delta juliett tango bravo golf
quebec foxtrot mike charlie november charlie
lima romeo sierra sierra india charlie
golf golf november oscar charlie echo romeo
india delta lima papa kilo tango echo
india foxtrot romeo golf
papa mike november romeo lima india juliett quebec hotel golf kilo quebec
echo romeo alpha echo lima kilo alpha foxtrot lima sierra
lima juliett delta lima foxtrot
kilo hotel romeo juliett november tango sierra sierra india golf juliett
golf mike golf hotel alpha
delta juliett india bravo charlie india
echo bravo delta
tango alpha delta alpha
quebec november delta bravo november golf oscar india papa golf
india sierra golf tango mike lima foxtrot quebec oscar romeo kilo
hotel foxtrot india oscar
tango charlie india november oscar oscar golf kilo oscar oscar
golf foxtrot golf alpha
kilo november india november
delta lima bravo sierra kilo charlie hotel
india kilo lima kilo alpha delta juliett delta golf hotel
hotel oscar lima tango quebec lima india lima
lima papa foxtrot lima kilo india papa bravo
tango india alpha oscar lima echo lima kilo alpha golf echo
quebec lima juliett bravo oscar golf
lima oscar delta bravo sierra bravo alpha sierra
oscar golf tango mike delta
hotel foxtrot lima
quebec juliett india oscar juliett tango
echo charlie alpha sierra
quebec tango foxtrot echo lima quebec lima india tango charlie november
papa quebec lima tango quebec charlie lima
alpha hotel foxtrot romeo sierra
kilo foxtrot papa
foxtrot tango delta mike
juliett golf alpha echo papa foxtrot kilo
oscar quebec lima echo juliett november golf hotel golf
alpha india alpha foxtrot november golf echo bravo delta foxtrot
india tango golf tango lima
lima sierra mike bravo romeo charlie juliett lima bravo tango
mike papa juliett charlie romeo
delta charlie lima foxtrot charlie delta november foxtrot
november bravo hotel golf sierra foxtrot echo mike mike
papa hotel bravo tango romeo delta bravo echo india echo echo echo
lima tango sierra alpha papa charlie tango november alpha bravo bravo
hotel hotel bravo foxtrot lima
alpha juliett mike echo
quebec juliett hotel
sierra oscar oscar golf oscar mike echo golf papa alpha
november golf alpha
alpha alpha sierra india alpha november sierra november india juliett golf
quebec juliett echo papa echo oscar delta lima quebec
november romeo sierra delta mike romeo
alpha november charlie november foxtrot lima oscar golf hotel alpha
echo foxtrot november kilo november
alpha november lima india oscar quebec hotel golf
echo oscar lima delta papa kilo alpha mike india juliett romeo
oscar foxtrot lima november tango kilo delta kilo alpha echo november sierra
kilo charlie papa delta
hotel papa golf romeo lima
lima alpha quebec oscar sierra delta charlie papa
bravo alpha hotel november alpha sierra echo alpha alpha mike
charlie mike alpha kilo papa
charlie bravo india mike juliett alpha
charlie juliett foxtrot
juliett november alpha echo delta
tango kilo bravo
bravo romeo kilo hotel kilo sierra echo juliett
bravo delta echo kilo tango delta papa sierra quebec india golf echo
papa november charlie papa alpha
bravo echo bravo sierra charlie hotel mike sierra november papa juliett golf
delta hotel tango bravo
india lima india sierra romeo lima november golf tango
india hotel alpha lima alpha delta india november echo india hotel sierra
tango sierra bravo
sierra november kilo
november november november
alpha bravo alpha hotel charlie
lima alpha oscar india
papa hotel quebec delta delta lima
quebec november bravo romeo
tango sierra echo mike hotel
quebec quebec charlie lima
tango india juliett juliett
oscar india alpha
sierra papa tango
hotel oscar bravo golf quebec alpha golf
foxtrot quebec mike
papa juliett sierra kilo bravo echo foxtrot bravo charlie foxtrot delta
tango charlie mike charlie india romeo sierra alpha mike delta
lima tango sierra bravo tango
tango quebec hotel bravo india tango
alpha oscar sierra oscar bravo
juliett charlie tango quebec romeo kilo hotel golf hotel
india kilo charlie
bravo quebec india tango sierra sierra delta alpha
oscar bravo delta juliett sierra lima quebec golf hotel sierra
quebec hotel hotel november quebec quebec golf hotel alpha mike
alpha november delta charlie kilo golf
foxtrot romeo tango juliett foxtrot romeo echo november oscar foxtrot november alpha
bravo sierra bravo echo delta golf
echo papa echo lima oscar lima kilo golf golf
romeo india foxtrot romeo mike foxtrot india kilo mike papa alpha delta
sierra alpha foxtrot golf mike india oscar lima foxtrot tango
charlie november india lima echo
delta lima foxtrot juliett echo bravo charlie echo
alpha echo golf quebec charlie echo alpha romeo echo
tango echo india romeo kilo oscar romeo india bravo bravo
papa india bravo foxtrot lima romeo hotel
bravo quebec papa echo india lima bravo lima juliett oscar india
bravo bravo tango lima alpha kilo india bravo echo
kilo tango papa sierra tango charlie sierra juliett
oscar lima quebec foxtrot
foxtrot foxtrot juliett kilo oscar india delta november
echo charlie sierra november kilo quebec
papa november mike lima november juliett mike
november tango juliett echo india oscar golf foxtrot papa
lima foxtrot golf kilo hotel romeo tango romeo lima delta
kilo bravo echo foxtrot lima papa
foxtrot november mike
sierra india foxtrot kilo echo mike november
foxtrot oscar india delta tango
sierra golf alpha
papa november quebec sierra echo kilo romeo tango foxtrot bravo delta
india lima foxtrot november papa mike charlie golf
hotel tango golf romeo bravo kilo november papa papa lima
golf alpha juliett juliett
mike romeo kilo papa india quebec foxtrot echo quebec
mike hotel foxtrot
tango november kilo sierra golf
lima juliett hotel quebec hotel bravo kilo lima
foxtrot papa charlie mike charlie foxtrot charlie
foxtrot charlie papa juliett quebec juliett india bravo lima
bravo india foxtrot alpha tango november romeo kilo tango charlie lima
india sierra charlie foxtrot
juliett papa mike juliett juliett november india mike tango
sierra oscar kilo romeo tango juliett mike quebec
hotel juliett sierra lima quebec oscar
hotel romeo lima tango foxtrot
oscar hotel oscar juliett tango alpha mike juliett bravo hotel echo mike
tango charlie kilo echo golf mike hotel lima golf papa mike kilo
bravo echo india hotel juliett oscar bravo
charlie quebec papa india india tango foxtrot foxtrot foxtrot mike
mike foxtrot mike india lima alpha kilo foxtrot
sierra oscar juliett
sierra sierra november quebec lima kilo
delta oscar foxtrot charlie november quebec lima papa papa mike
sierra sierra mike oscar foxtrot delta quebec delta sierra india sierra
golf kilo delta india charlie tango sierra quebec foxtrot mike oscar
romeo delta quebec golf romeo delta kilo quebec lima india
quebec romeo romeo
tango delta papa foxtrot
lima delta echo sierra mike papa foxtrot tango mike alpha lima
delta juliett juliett delta echo papa tango juliett tango tango november india
delta tango lima foxtrot bravo delta juliett bravo
kilo tango hotel
lima quebec bravo quebec echo sierra sierra
juliett romeo oscar
mike echo papa oscar
golf mike juliett mike romeo foxtrot bravo tango romeo quebec mike november
charlie india oscar juliett echo
lima quebec bravo papa
lima juliett foxtrot juliett november india echo romeo november alpha
mike delta november
alpha juliett foxtrot tango india oscar delta
oscar bravo golf lima
bravo kilo charlie foxtrot
november india kilo quebec oscar oscar alpha juliett november lima
kilo lima tango delta alpha sierra romeo india echo quebec
mike romeo bravo golf
mike echo lima hotel
quebec lima hotel mike sierra oscar lima romeo
hotel tango kilo india hotel
hotel sierra charlie
alpha juliett november charlie
tango golf hotel sierra sierra sierra bravo golf tango papa india
hotel tango echo sierra juliett delta tango foxtrot hotel
mike kilo quebec juliett foxtrot golf mike hotel
india juliett papa bravo juliett delta kilo oscar tango romeo hotel echo
oscar quebec lima kilo romeo november echo foxtrot juliett quebec golf lima
golf quebec november charlie mike india papa november november romeo
tango foxtrot echo
charlie alpha hotel juliett foxtrot juliett
sierra juliett november juliett delta charlie charlie oscar kilo
tango oscar echo foxtrot oscar mike india juliett foxtrot india
oscar bravo sierra golf india delta hotel
echo foxtrot sierra hotel papa alpha papa charlie mike november tango romeo
bravo tango tango hotel bravo charlie romeo tango delta
bravo oscar oscar november romeo foxtrot oscar hotel papa
foxtrot quebec papa kilo charlie hotel foxtrot november
hotel bravo golf india tango tango tango oscar hotel charlie oscar
foxtrot hotel echo delta mike bravo lima juliett
india tango quebec juliett juliett sierra delta juliett
papa mike golf india quebec alpha golf quebec
echo bravo lima foxtrot mike mike
delta alpha india kilo delta alpha golf golf kilo hotel
kilo echo hotel sierra tango kilo
oscar golf oscar
delta quebec golf
juliett sierra oscar kilo papa november papa
bravo golf romeo kilo delta lima foxtrot november
alpha alpha tango hotel bravo november echo oscar lima sierra charlie
juliett november quebec foxtrot romeo quebec bravo hotel charlie tango
tango foxtrot hotel foxtrot november lima
juliett sierra bravo charlie oscar foxtrot papa lima
mike echo quebec oscar lima echo lima tango foxtrot delta bravo
delta papa bravo foxtrot quebec lima india foxtrot charlie tango
hotel oscar bravo kilo foxtrot
delta hotel golf papa
sierra tango india alpha kilo sierra tango romeo delta papa
november mike tango foxtrot kilo delta
echo quebec golf mike golf
kilo november golf
alpha november delta alpha tango hotel quebec lima
hotel lima kilo romeo quebec hotel lima golf foxtrot
lima hotel charlie foxtrot papa
bravo charlie papa india lima quebec sierra papa juliett bravo golf
romeo hotel golf oscar delta papa kilo alpha oscar kilo
oscar kilo echo
golf delta lima alpha tango lima oscar bravo oscar
hotel papa india tango juliett golf tango
mike delta hotel sierra kilo hotel
oscar delta india
quebec mike hotel sierra november bravo november quebec lima
delta romeo quebec charlie alpha mike juliett sierra
papa foxtrot lima juliett mike echo echo
kilo delta charlie charlie kilo
november tango hotel foxtrot lima papa romeo alpha sierra hotel hotel tango
papa tango bravo
tango november romeo romeo sierra charlie november oscar hotel lima bravo
india romeo charlie juliett bravo kilo juliett tango charlie
bravo juliett romeo charlie juliett november oscar juliett
hotel bravo hotel charlie
charlie india romeo india november golf
golf sierra romeo papa kilo tango bravo golf foxtrot
delta november mike golf delta hotel romeo romeo alpha foxtrot
romeo romeo golf juliett tango quebec kilo india echo hotel oscar
lima foxtrot charlie sierra india november hotel
golf lima sierra echo tango oscar
november golf echo hotel delta november echo charlie alpha
hotel echo hotel mike hotel kilo foxtrot papa bravo alpha bravo
lima juliett papa
oscar foxtrot golf romeo juliett tango echo sierra foxtrot quebec
golf mike sierra quebec
juliett oscar quebec kilo papa foxtrot oscar india india
hotel november foxtrot tango delta delta delta juliett lima alpha
india november lima delta alpha hotel
golf tango mike papa lima juliett alpha kilo lima papa
hotel juliett kilo oscar
papa oscar lima india alpha sierra juliett quebec november charlie quebec
hotel november delta
lima echo charlie echo oscar lima india juliett charlie delta bravo lima
echo hotel bravo oscar tango papa golf alpha charlie november hotel alpha
november hotel tango mike hotel quebec
november mike golf charlie november tango
charlie juliett hotel tango quebec
quebec quebec charlie
sierra quebec alpha golf hotel bravo hotel lima
charlie hotel delta golf quebec oscar juliett sierra
oscar alpha alpha lima lima
kilo hotel papa sierra foxtrot juliett quebec juliett
alpha hotel papa mike alpha romeo sierra juliett oscar delta kilo india
papa papa foxtrot tango foxtrot hotel hotel mike tango kilo sierra echo
lima mike quebec romeo kilo hotel charlie hotel foxtrot india
delta hotel hotel hotel foxtrot india sierra sierra foxtrot tango golf november
quebec foxtrot echo golf november papa lima
golf golf quebec mike lima bravo lima
charlie india alpha golf tango mike oscar juliett
mike charlie oscar mike echo romeo
quebec golf bravo
juliett quebec sierra november echo alpha romeo
romeo golf sierra quebec india bravo echo sierra charlie kilo romeo
lima golf delta tango romeo mike juliett oscar hotel juliett delta alpha
sierra quebec mike india lima juliett foxtrot november alpha charlie
golf alpha charlie india foxtrot lima
juliett mike delta alpha sierra echo juliett
quebec hotel foxtrot delta sierra hotel bravo sierra tango
alpha papa papa delta sierra oscar hotel
foxtrot quebec november foxtrot oscar bravo
delta mike lima hotel sierra tango quebec quebec
tango tango delta juliett bravo kilo bravo
lima charlie juliett delta alpha hotel kilo
mike juliett delta delta
papa romeo oscar romeo delta romeo papa hotel mike lima delta india
hotel sierra sierra romeo romeo sierra romeo lima delta golf echo
bravo foxtrot echo foxtrot tango quebec lima november romeo quebec
bravo papa quebec india hotel
papa romeo quebec india india mike foxtrot tango lima
juliett sierra hotel lima charlie quebec oscar
bravo foxtrot sierra golf november november hotel romeo
foxtrot bravo sierra foxtrot tango oscar
mike delta golf kilo sierra romeo tango romeo
papa juliett hotel november
november quebec lima delta alpha foxtrot
mike alpha golf papa bravo
tango lima india delta sierra echo sierra papa lima romeo alpha alpha
juliett delta mike november november kilo
juliett india hotel papa charlie
oscar delta kilo delta papa bravo delta alpha juliett oscar foxtrot juliett
bravo kilo delta hotel foxtrot quebec november papa
quebec papa lima romeo
quebec mike charlie mike india foxtrot charlie charlie bravo
lima charlie bravo november quebec oscar hotel alpha india
charlie papa charlie oscar november kilo charlie foxtrot charlie quebec
golf tango hotel kilo hotel romeo delta november foxtrot
golf golf hotel golf
hotel hotel echo foxtrot lima charlie echo kilo juliett alpha echo
delta foxtrot sierra quebec india lima mike oscar romeo charlie
hotel oscar kilo hotel golf oscar india bravo juliett november delta
oscar romeo hotel kilo
mike hotel hotel kilo mike romeo hotel hotel sierra bravo delta
sierra romeo bravo tango lima kilo echo
india sierra kilo hotel foxtrot quebec oscar tango sierra india echo
quebec tango oscar quebec oscar golf golf
mike romeo foxtrot mike papa india romeo november alpha kilo
oscar bravo golf foxtrot
mike lima papa foxtrot november
sierra quebec juliett
juliett oscar alpha bravo india mike november lima hotel hotel echo echo
tango alpha echo golf india quebec quebec
golf tango tango
november alpha hotel romeo november sierra alpha alpha golf golf
echo delta juliett juliett tango oscar
oscar tango kilo delta november
november echo delta kilo sierra hotel juliett echo oscar echo alpha tango
bravo romeo hotel tango echo mike oscar november sierra november tango papa
golf kilo bravo papa india quebec quebec sierra quebec india oscar
golf echo bravo tango
kilo mike india lima quebec
golf golf juliett foxtrot foxtrot november lima papa india echo charlie
delta quebec foxtrot charlie foxtrot november charlie sierra kilo
quebec papa kilo
mike lima echo sierra quebec lima golf golf india
juliett quebec charlie papa bravo india golf foxtrot bravo india lima tango
echo india kilo kilo juliett lima oscar
sierra alpha juliett hotel delta echo juliett mike bravo tango foxtrot
lima tango mike november juliett charlie
november charlie delta foxtrot hotel echo papa hotel
bravo hotel charlie charlie bravo sierra lima november mike lima
tango india papa oscar
lima quebec november bravo november oscar
bravo romeo juliett sierra oscar
lima tango sierra tango alpha juliett november sierra juliett charlie echo echo
india quebec romeo november foxtrot papa charlie alpha
november charlie foxtrot
delta juliett foxtrot bravo
november quebec sierra sierra november november india juliett romeo india
alpha quebec bravo sierra golf charlie mike
golf bravo delta papa sierra romeo november lima foxtrot romeo
romeo kilo juliett quebec quebec tango sierra bravo
golf kilo india lima golf
lima oscar foxtrot charlie hotel oscar juliett sierra delta foxtrot
foxtrot quebec alpha november foxtrot quebec bravo echo delta
oscar lima tango
alpha hotel sierra echo
quebec tango golf
india juliett juliett india india tango alpha tango sierra india mike
delta mike tango delta india delta quebec foxtrot
november sierra golf hotel sierra papa delta golf
romeo sierra kilo sierra
kilo juliett mike echo oscar tango
charlie kilo november kilo echo kilo india echo hotel india
lima romeo golf
charlie lima echo tango november oscar alpha
oscar tango quebec sierra sierra charlie kilo charlie quebec oscar romeo mike
juliett echo papa juliett quebec
india foxtrot charlie india india
bravo oscar romeo mike charlie bravo
lima golf delta mike sierra
charlie mike november papa india sierra lima
quebec golf romeo november lima kilo golf alpha lima golf charlie oscar
bravo mike papa tango november juliett charlie november mike foxtrot alpha sierra
oscar sierra india mike november bravo lima mike
mike papa kilo romeo romeo india
charlie oscar echo india mike india juliett oscar papa
juliett tango delta lima juliett quebec november charlie papa
sierra november november sierra delta delta romeo india
tango echo mike juliett papa charlie echo romeo delta
foxtrot golf mike romeo
foxtrot quebec echo lima
hotel sierra romeo bravo november bravo tango papa india november
november echo papa papa mike
alpha charlie oscar india november bravo oscar mike
juliett tango golf echo alpha delta foxtrot romeo oscar
oscar tango tango delta hotel mike bravo foxtrot mike charlie
bravo kilo november lima india echo
mike quebec lima
sierra charlie bravo sierra india lima delta
november foxtrot alpha mike hotel oscar charlie
india quebec juliett india hotel romeo mike foxtrot
bravo charlie delta
golf foxtrot quebec november mike echo hotel november
alpha juliett alpha sierra oscar sierra echo oscar
golf kilo india tango romeo kilo juliett tango alpha
romeo echo bravo golf kilo golf alpha
lima delta romeo papa bravo lima
delta oscar quebec romeo foxtrot
kilo oscar mike alpha mike india tango juliett bravo kilo tango
oscar india mike echo mike oscar mike echo
kilo foxtrot delta papa hotel sierra
delta golf sierra juliett kilo alpha golf
delta delta oscar india india charlie lima november alpha lima charlie
hotel lima foxtrot charlie alpha papa juliett lima papa foxtrot echo
quebec romeo alpha romeo quebec india
quebec juliett romeo
hotel oscar golf sierra lima juliett
november oscar kilo lima delta india echo foxtrot alpha tango india
quebec quebec papa
november lima papa golf quebec alpha sierra kilo
oscar sierra charlie tango romeo sierra foxtrot quebec
bravo alpha mike alpha papa kilo november delta alpha charlie november delta
oscar november mike delta romeo charlie papa juliett echo hotel
mike mike hotel charlie papa mike delta alpha
quebec juliett foxtrot golf charlie charlie mike oscar echo oscar alpha kilo
india mike hotel golf mike juliett
lima oscar alpha lima
papa india oscar kilo
tango hotel echo hotel kilo quebec
tango mike charlie november tango
hotel alpha lima romeo romeo golf
hotel juliett india
foxtrot romeo mike
golf quebec papa kilo golf echo
foxtrot foxtrot kilo
sierra echo tango oscar foxtrot india sierra juliett
golf romeo alpha kilo india romeo
lima india papa india charlie quebec romeo hotel
papa echo papa bravo november golf alpha bravo india foxtrot
echo juliett lima november kilo sierra foxtrot echo echo juliett
kilo alpha charlie romeo tango golf romeo
foxtrot romeo delta
echo india sierra juliett golf lima
juliett tango alpha india
foxtrot alpha golf sierra delta echo mike quebec delta delta delta
juliett november bravo echo india
sierra mike november delta lima echo kilo charlie echo alpha
november sierra romeo charlie romeo golf tango charlie
kilo india oscar quebec tango bravo quebec
quebec bravo foxtrot india juliett
juliett bravo charlie india oscar november quebec mike foxtrot november oscar november
delta tango quebec charlie hotel juliett charlie foxtrot foxtrot sierra charlie sierra
kilo papa romeo papa echo charlie sierra romeo
sierra oscar kilo delta foxtrot charlie
hotel lima india papa sierra
romeo quebec golf sierra
mike lima november papa alpha foxtrot alpha quebec
quebec november bravo golf golf india india november juliett
golf mike golf
juliett golf india mike alpha golf
oscar golf lima lima india bravo delta echo mike charlie
romeo echo tango
foxtrot juliett mike
romeo delta november lima oscar
juliett juliett delta tango romeo quebec sierra mike delta
bravo quebec lima charlie echo tango november echo hotel
golf charlie india juliett bravo
november mike hotel quebec tango juliett echo foxtrot papa golf india foxtrot
sierra mike foxtrot tango quebec sierra golf golf kilo romeo alpha india
alpha alpha oscar
sierra echo romeo hotel echo golf mike
tango echo papa hotel papa papa charlie november hotel lima
juliett romeo sierra india golf hotel golf romeo november sierra
echo romeo romeo november
bravo tango india tango alpha sierra mike
romeo echo delta delta
kilo kilo kilo mike delta mike quebec
golf charlie tango foxtrot foxtrot kilo
quebec sierra papa echo mike quebec
echo oscar oscar bravo echo november quebec charlie golf tango
sierra delta lima lima charlie papa delta charlie hotel kilo
delta mike lima romeo juliett echo alpha golf alpha charlie quebec
golf india oscar delta juliett kilo hotel tango
charlie romeo golf lima delta delta papa juliett sierra november quebec
foxtrot echo mike tango mike echo papa romeo charlie foxtrot foxtrot kilo
juliett delta hotel mike india kilo lima
lima mike mike golf charlie
sierra golf sierra bravo bravo alpha quebec sierra hotel mike papa delta
quebec juliett november echo bravo sierra alpha delta charlie mike sierra
bravo hotel mike india sierra charlie kilo juliett echo papa quebec kilo
romeo juliett bravo foxtrot juliett tango kilo oscar oscar juliett hotel
bravo mike romeo hotel
juliett echo mike
mike foxtrot delta lima quebec india
oscar golf quebec oscar bravo golf alpha
lima hotel charlie delta lima
alpha golf echo sierra november lima tango charlie romeo lima lima
kilo echo india hotel juliett papa foxtrot november oscar quebec papa
tango delta romeo kilo sierra lima golf mike quebec
sierra lima echo mike papa lima delta
november juliett papa delta
november kilo lima papa foxtrot romeo hotel lima tango kilo
foxtrot alpha november kilo hotel alpha
romeo echo alpha charlie oscar
charlie hotel charlie kilo bravo
bravo papa foxtrot kilo india lima juliett golf golf golf foxtrot
echo golf november november delta kilo
foxtrot charlie tango
sierra papa juliett india papa kilo quebec lima mike mike mike
charlie tango hotel romeo echo kilo delta mike
charlie quebec quebec golf quebec
papa charlie echo foxtrot alpha romeo golf lima foxtrot golf alpha
kilo juliett sierra kilo india alpha alpha charlie india alpha alpha
papa november sierra delta golf papa kilo delta romeo november sierra
alpha charlie hotel oscar kilo delta kilo
india hotel papa tango romeo tango bravo mike oscar sierra
quebec foxtrot juliett foxtrot quebec romeo kilo bravo charlie golf
lima juliett november papa quebec quebec
romeo echo bravo tango quebec lima
sierra alpha oscar sierra golf hotel mike golf kilo kilo
quebec oscar delta oscar kilo
tango delta mike
papa delta quebec bravo golf charlie november
echo echo bravo charlie echo golf hotel
echo quebec mike delta delta
lima sierra hotel oscar tango charlie hotel lima charlie lima quebec
sierra juliett bravo alpha
kilo romeo golf romeo papa juliett india mike
oscar alpha golf
mike romeo charlie hotel delta charlie romeo
romeo alpha mike charlie delta lima mike tango papa
quebec lima juliett bravo mike india lima
mike romeo oscar sierra
echo romeo sierra quebec lima
echo november alpha charlie alpha echo kilo kilo lima charlie alpha
foxtrot sierra juliett alpha
juliett golf sierra sierra echo tango kilo
alpha hotel oscar quebec alpha quebec foxtrot
papa foxtrot mike delta golf juliett delta
charlie alpha hotel
oscar sierra alpha charlie
delta golf romeo bravo
charlie charlie bravo
foxtrot charlie papa november mike tango alpha quebec romeo juliett
lima hotel delta charlie sierra romeo juliett hotel
alpha delta foxtrot bravo hotel quebec
november papa echo charlie sierra
romeo november echo echo
romeo charlie juliett
november juliett november india juliett oscar bravo romeo
quebec india alpha india golf november
november romeo bravo papa bravo charlie november kilo
bravo oscar bravo golf sierra golf kilo romeo lima
hotel charlie oscar quebec kilo delta golf hotel hotel golf oscar
papa alpha bravo alpha
charlie alpha oscar juliett oscar
bravo papa papa romeo sierra papa hotel quebec
lima mike sierra quebec papa bravo golf bravo
oscar sierra oscar lima alpha tango romeo hotel juliett lima lima
mike alpha sierra charlie alpha lima november
foxtrot lima india kilo sierra quebec india foxtrot
hotel alpha india quebec hotel india mike romeo india
foxtrot kilo echo quebec echo
hotel oscar papa alpha oscar
mike delta tango echo
india kilo sierra tango quebec papa delta sierra
lima mike hotel november hotel
romeo bravo romeo
india quebec foxtrot india
india lima kilo delta delta echo
mike tango papa golf kilo hotel alpha november oscar bravo
kilo lima golf juliett
mike quebec juliett kilo lima papa
delta papa hotel november delta india quebec
romeo juliett golf bravo papa golf sierra echo foxtrot
oscar oscar lima romeo quebec bravo echo
tango charlie echo delta quebec romeo echo
november delta mike papa kilo juliett india
delta alpha romeo oscar juliett lima india bravo quebec alpha romeo
hotel hotel india lima
november kilo romeo india delta delta kilo echo alpha papa sierra juliett
lima quebec hotel india
foxtrot foxtrot romeo echo golf quebec echo foxtrot charlie golf
delta delta echo lima mike golf bravo papa mike romeo
tango november lima sierra
bravo india echo hotel charlie india
alpha lima foxtrot oscar echo quebec
papa delta juliett
tango quebec kilo kilo mike
india sierra india
delta juliett charlie lima alpha quebec charlie hotel golf
charlie tango india kilo echo lima kilo
hotel echo juliett juliett delta papa delta tango
alpha juliett bravo foxtrot golf
charlie oscar bravo alpha echo sierra
romeo romeo tango november lima
india echo hotel kilo echo echo sierra quebec romeo november
sierra charlie oscar golf juliett bravo india juliett echo quebec
oscar november romeo mike oscar bravo golf lima
oscar oscar mike romeo sierra oscar tango delta papa
golf november echo quebec alpha hotel bravo mike kilo bravo
kilo november november oscar alpha hotel golf romeo india sierra
echo golf papa alpha kilo hotel oscar
foxtrot alpha mike oscar tango echo
oscar golf bravo romeo lima quebec charlie echo
juliett golf bravo sierra golf charlie alpha charlie
juliett alpha juliett foxtrot
bravo quebec oscar delta bravo mike
charlie alpha november oscar
alpha foxtrot charlie oscar india juliett foxtrot hotel
mike lima echo quebec bravo delta tango alpha lima juliett lima
echo hotel bravo bravo sierra
lima november lima charlie juliett
charlie juliett oscar kilo quebec foxtrot juliett hotel papa
oscar oscar india mike sierra echo lima lima romeo
india oscar echo juliett charlie
tango romeo hotel quebec lima echo
charlie golf delta alpha india echo
lima charlie lima golf sierra romeo lima
juliett delta alpha charlie kilo november foxtrot
tango echo mike india
tango tango quebec quebec alpha mike charlie india kilo sierra quebec
tango oscar mike echo delta november
lima juliett charlie mike foxtrot papa bravo bravo bravo alpha echo
golf delta november
tango juliett mike hotel november
papa sierra quebec golf delta sierra kilo charlie hotel tango
bravo foxtrot bravo delta november india
romeo delta tango quebec india november hotel juliett november india quebec juliett
golf tango alpha papa tango sierra mike foxtrot mike golf alpha
charlie papa juliett oscar bravo golf delta oscar lima delta kilo
foxtrot echo oscar juliett november sierra
foxtrot bravo bravo kilo
foxtrot juliett india tango
romeo romeo india november mike bravo echo hotel
tango kilo golf foxtrot india quebec
quebec foxtrot charlie
charlie hotel juliett delta romeo
echo echo tango golf november lima romeo juliett alpha kilo
papa hotel alpha november sierra juliett hotel
sierra alpha bravo echo
juliett oscar oscar delta charlie india lima india quebec
mike bravo quebec foxtrot juliett
romeo foxtrot alpha bravo foxtrot sierra foxtrot
romeo golf bravo delta juliett lima tango kilo tango
quebec lima quebec juliett papa foxtrot echo golf bravo golf hotel
papa hotel delta november golf echo sierra juliett juliett charlie echo bravo
lima charlie delta alpha sierra
bravo charlie juliett alpha november november lima tango golf quebec alpha
hotel oscar golf oscar papa delta quebec juliett kilo mike
romeo papa mike lima romeo hotel foxtrot
quebec tango juliett quebec
alpha tango lima golf charlie papa
quebec sierra november juliett charlie foxtrot
foxtrot mike delta mike sierra oscar quebec tango
tango mike foxtrot mike india romeo mike papa tango juliett alpha
lima november lima golf mike foxtrot foxtrot
oscar india romeo golf romeo lima bravo india mike lima romeo
delta delta hotel november papa alpha india alpha bravo
oscar bravo bravo alpha
india echo mike kilo mike oscar romeo lima romeo oscar
november kilo juliett delta papa india alpha juliett lima sierra echo bravo
sierra hotel oscar tango india
oscar foxtrot tango hotel
foxtrot juliett echo mike juliett hotel alpha oscar mike delta delta echo
quebec bravo charlie bravo
sierra sierra charlie bravo romeo
india november bravo
bravo foxtrot foxtrot
golf kilo juliett oscar india kilo hotel mike juliett foxtrot
india juliett alpha charlie hotel november hotel romeo romeo
charlie india foxtrot foxtrot alpha charlie foxtrot delta papa
papa bravo echo kilo foxtrot lima lima echo echo quebec papa juliett
bravo oscar papa tango echo tango lima foxtrot
golf juliett quebec
bravo sierra tango november delta
papa foxtrot lima romeo hotel hotel
alpha juliett charlie tango alpha quebec echo
lima charlie sierra charlie charlie lima quebec
charlie papa romeo november november tango india golf golf charlie alpha
quebec quebec lima charlie juliett mike
foxtrot kilo juliett india mike mike november tango
india juliett india papa papa bravo november sierra papa
lima oscar kilo juliett echo november india
foxtrot papa india charlie
delta mike foxtrot
charlie kilo india mike charlie lima charlie quebec charlie romeo
lima sierra india
quebec india kilo quebec tango
sierra charlie india foxtrot juliett charlie papa juliett charlie
bravo juliett sierra golf alpha delta india india sierra quebec tango echo
lima kilo charlie papa
tango sierra bravo mike alpha alpha oscar
papa romeo romeo juliett lima papa alpha tango sierra echo alpha
echo lima sierra sierra oscar charlie november delta oscar hotel hotel
echo papa quebec sierra oscar mike november
mike bravo romeo charlie lima november tango foxtrot quebec papa bravo
tango hotel november mike delta
delta november juliett quebec delta sierra hotel echo quebec
india kilo tango foxtrot hotel sierra golf november mike delta delta
papa hotel oscar mike sierra romeo echo tango papa golf november echo
foxtrot echo foxtrot golf echo hotel hotel quebec delta india
papa romeo bravo charlie charlie foxtrot kilo foxtrot sierra
golf alpha foxtrot oscar tango alpha sierra foxtrot
juliett foxtrot india quebec kilo golf tango
hotel alpha tango hotel juliett oscar
charlie juliett charlie alpha quebec delta romeo romeo golf india kilo foxtrot
hotel hotel delta november bravo
foxtrot oscar quebec juliett november sierra papa quebec november delta hotel
bravo alpha papa kilo hotel romeo india
quebec echo oscar charlie romeo kilo
quebec quebec papa hotel echo foxtrot november alpha lima
foxtrot hotel sierra
delta alpha foxtrot sierra lima bravo bravo tango juliett india
foxtrot charlie lima delta lima echo
oscar quebec lima delta tango golf
quebec alpha sierra kilo lima
charlie alpha lima alpha romeo delta hotel november juliett quebec charlie romeo
delta hotel alpha quebec golf oscar juliett kilo kilo echo
golf juliett india bravo charlie tango
delta kilo mike
india charlie tango bravo echo lima lima romeo
echo tango echo golf delta bravo charlie papa juliett papa juliett
alpha india lima quebec papa november quebec mike bravo bravo hotel hotel
echo juliett echo foxtrot india charlie
oscar sierra kilo charlie
quebec bravo romeo bravo romeo quebec india charlie romeo hotel
november romeo delta foxtrot kilo charlie bravo
foxtrot foxtrot romeo sierra
charlie india november india bravo echo bravo romeo
tango echo sierra tango
echo oscar echo echo quebec tango charlie
tango india bravo juliett
echo sierra golf india alpha oscar papa golf juliett lima
quebec november tango romeo november sierra juliett delta kilo
golf echo echo foxtrot echo
sierra charlie tango quebec
foxtrot hotel romeo alpha mike quebec delta sierra india papa bravo foxtrot
charlie echo kilo papa foxtrot sierra sierra
papa tango alpha tango juliett kilo papa
alpha tango lima india
tango golf november november kilo india foxtrot oscar romeo golf
november charlie lima bravo kilo quebec echo
tango golf romeo sierra delta golf quebec delta india alpha charlie
tango bravo india quebec papa hotel sierra november
juliett hotel golf india sierra quebec mike
alpha india kilo lima
foxtrot papa lima sierra kilo juliett
oscar tango india echo alpha
echo tango charlie oscar mike lima papa papa india juliett echo
sierra delta romeo romeo foxtrot lima
papa india kilo echo papa quebec mike charlie oscar
papa hotel papa
delta delta juliett
romeo delta kilo november
lima quebec hotel romeo foxtrot bravo oscar romeo lima juliett sierra
mike oscar lima
bravo sierra papa juliett lima lima mike tango
tango oscar tango sierra mike bravo delta quebec oscar delta
charlie charlie hotel alpha oscar alpha bravo kilo
papa mike juliett papa delta hotel mike kilo mike india tango papa
november bravo tango bravo delta alpha golf golf delta lima tango
tango november romeo november golf mike kilo papa golf charlie
hotel kilo delta charlie echo juliett lima juliett sierra oscar
golf papa hotel alpha bravo
foxtrot india lima papa papa
echo lima delta delta
bravo foxtrot romeo mike november sierra bravo delta bravo
romeo quebec india sierra golf lima charlie
quebec lima juliett kilo sierra tango quebec oscar
foxtrot papa papa quebec echo alpha bravo quebec quebec alpha charlie
quebec papa oscar delta
lima charlie delta alpha romeo golf lima lima bravo
sierra hotel india foxtrot romeo romeo echo
juliett november tango
juliett quebec alpha india tango india india mike november hotel
charlie india november oscar alpha tango tango papa alpha charlie sierra
echo juliett tango juliett echo juliett juliett alpha india
delta romeo tango hotel juliett delta alpha mike alpha sierra kilo hotel
romeo golf oscar foxtrot tango charlie bravo delta
romeo alpha hotel lima charlie delta lima foxtrot
papa foxtrot tango quebec hotel
oscar alpha quebec sierra romeo echo tango tango bravo
kilo sierra foxtrot golf kilo
hotel india delta golf
alpha echo india quebec
delta mike charlie foxtrot papa delta
papa foxtrot romeo bravo oscar bravo foxtrot foxtrot delta papa
foxtrot india golf bravo
charlie quebec lima tango kilo foxtrot mike oscar
foxtrot delta lima romeo foxtrot november kilo kilo
quebec alpha oscar mike sierra juliett juliett
kilo lima tango echo alpha
foxtrot papa echo november echo golf
quebec mike oscar
juliett lima lima foxtrot golf alpha charlie romeo papa bravo november
india alpha juliett echo oscar hotel juliett india
delta kilo juliett alpha golf alpha papa papa charlie november lima
alpha foxtrot sierra golf bravo tango echo romeo quebec india oscar india
lima juliett delta
papa mike tango kilo
tango india tango echo
sierra romeo mike
quebec juliett lima mike papa
kilo bravo juliett india echo golf bravo
november romeo alpha tango november quebec india mike golf oscar
lima november quebec delta india tango bravo november romeo
alpha india papa sierra bravo november quebec
foxtrot juliett india lima romeo foxtrot romeo
india bravo papa charlie november echo foxtrot delta romeo
golf bravo kilo romeo juliett november tango mike foxtrot romeo
alpha golf foxtrot november
alpha delta alpha charlie alpha foxtrot quebec bravo papa bravo golf quebec
india delta bravo
mike quebec tango oscar echo kilo juliett mike romeo
quebec november charlie hotel lima charlie hotel lima quebec quebec
kilo golf lima mike
charlie tango juliett sierra quebec india india
juliett echo kilo
juliett lima lima papa lima delta lima charlie
alpha golf alpha alpha
papa mike bravo bravo foxtrot papa charlie lima bravo
sierra india kilo bravo echo quebec papa oscar oscar india juliett sierra
mike november quebec sierra bravo tango delta
india juliett charlie lima oscar quebec echo bravo juliett hotel
foxtrot quebec lima romeo kilo golf delta sierra tango november tango
kilo mike papa
papa papa papa november romeo oscar foxtrot juliett lima
charlie papa charlie quebec india alpha foxtrot
romeo oscar bravo tango kilo mike november romeo sierra foxtrot
juliett tango alpha tango hotel india tango bravo lima golf
lima november tango tango tango alpha delta
mike romeo juliett alpha juliett sierra romeo delta bravo sierra
november alpha oscar kilo november quebec echo
juliett papa oscar mike charlie romeo mike alpha november
alpha juliett tango
charlie alpha bravo sierra
quebec oscar india kilo bravo
oscar india papa november alpha oscar
foxtrot papa bravo papa
quebec november bravo
foxtrot kilo kilo
charlie delta lima golf bravo november charlie bravo lima golf golf papa
tango bravo bravo sierra
alpha romeo juliett lima foxtrot alpha oscar kilo echo
romeo lima sierra papa bravo charlie foxtrot charlie
lima hotel lima echo mike hotel mike bravo kilo romeo hotel
sierra papa charlie juliett
mike juliett delta mike india echo tango quebec mike foxtrot
sierra bravo sierra foxtrot
juliett india bravo delta juliett charlie india november papa papa hotel
tango charlie foxtrot charlie hotel quebec
india romeo november romeo tango tango echo foxtrot quebec
bravo oscar kilo oscar golf mike
kilo kilo golf alpha
foxtrot juliett november november romeo hotel india
papa oscar charlie alpha mike romeo delta kilo bravo november lima
tango tango romeo
mike delta quebec mike sierra india oscar oscar
hotel lima tango charlie india oscar foxtrot charlie golf
quebec lima oscar delta oscar papa
sierra juliett delta hotel
charlie quebec november foxtrot foxtrot delta bravo
romeo charlie mike oscar foxtrot
mike golf november mike alpha india romeo tango bravo juliett tango
golf tango alpha alpha tango alpha tango foxtrot papa foxtrot
delta sierra sierra delta india romeo foxtrot echo mike tango
delta juliett lima mike november
charlie papa oscar tango
alpha romeo foxtrot november tango kilo quebec juliett echo
juliett alpha bravo hotel
foxtrot juliett quebec sierra november kilo charlie papa
alpha quebec juliett india lima bravo kilo november bravo hotel echo
bravo bravo india november lima alpha golf oscar sierra bravo
hotel india bravo juliett sierra
delta delta romeo tango oscar hotel oscar lima india foxtrot juliett foxtrot
tango alpha november kilo echo november golf
romeo sierra november oscar hotel
quebec india romeo kilo echo golf sierra juliett
india alpha delta lima charlie oscar kilo papa
lima india papa charlie papa alpha papa sierra india quebec echo
quebec golf romeo golf mike mike romeo hotel november bravo alpha kilo
lima november hotel
foxtrot mike sierra delta mike papa charlie india alpha delta romeo oscar
tango alpha alpha romeo
sierra golf lima quebec foxtrot delta bravo quebec alpha alpha romeo golf
november golf echo juliett papa
papa alpha sierra bravo charlie romeo tango delta alpha papa india november
india papa mike
quebec delta mike foxtrot foxtrot hotel romeo tango india papa kilo
juliett mike mike
foxtrot golf lima quebec papa juliett golf delta hotel
charlie charlie bravo tango alpha mike echo charlie romeo romeo
quebec golf lima juliett alpha sierra
kilo hotel foxtrot romeo
november bravo mike alpha tango oscar oscar
foxtrot tango golf echo bravo alpha golf kilo golf mike foxtrot
juliett charlie india juliett tango sierra november juliett juliett india quebec
papa india juliett foxtrot lima kilo november november foxtrot november
tango tango alpha kilo hotel mike delta alpha india india kilo juliett
papa juliett lima bravo charlie alpha mike juliett tango kilo india
hotel hotel charlie kilo hotel mike bravo sierra hotel lima juliett
echo november papa sierra mike hotel
oscar november romeo
lima delta tango bravo
foxtrot quebec juliett charlie sierra quebec quebec
hotel alpha juliett golf juliett romeo lima
quebec quebec delta charlie sierra papa juliett oscar
tango juliett mike oscar romeo tango kilo alpha bravo sierra
golf oscar mike alpha november delta
juliett kilo bravo delta sierra lima tango juliett
charlie echo mike kilo hotel lima
romeo kilo delta foxtrot oscar charlie kilo foxtrot
sierra november papa lima romeo
juliett kilo bravo mike foxtrot bravo
india juliett delta tango bravo
bravo juliett india alpha juliett
hotel delta echo papa tango romeo bravo tango echo november hotel
quebec hotel bravo echo november
papa alpha lima quebec oscar sierra november oscar
delta hotel mike tango oscar golf
india quebec golf quebec lima hotel
bravo juliett papa tango sierra november november
november india november hotel foxtrot
alpha papa charlie romeo alpha golf india mike kilo india
oscar echo foxtrot india romeo kilo quebec delta india
delta foxtrot juliett alpha
november alpha oscar foxtrot delta charlie kilo
alpha hotel echo echo golf
alpha sierra alpha mike foxtrot charlie delta
quebec romeo oscar juliett foxtrot echo oscar quebec delta hotel papa juliett
juliett hotel lima kilo quebec hotel quebec
bravo kilo oscar mike foxtrot foxtrot charlie quebec bravo
papa charlie hotel kilo alpha bravo
quebec romeo golf papa lima alpha quebec tango tango november
charlie bravo kilo golf bravo
tango romeo oscar alpha hotel romeo
kilo echo lima tango alpha charlie
golf echo hotel oscar india delta hotel tango
hotel mike golf echo charlie
bravo quebec foxtrot romeo romeo delta
india echo foxtrot echo golf quebec romeo tango kilo golf hotel
oscar delta quebec foxtrot lima tango romeo romeo india kilo charlie
quebec mike lima lima lima delta quebec romeo sierra bravo
tango golf romeo romeo delta hotel romeo golf november golf lima
juliett charlie lima india
kilo delta november mike delta november sierra
november bravo tango charlie juliett
lima echo kilo golf delta mike kilo papa hotel foxtrot mike
juliett hotel bravo echo golf juliett sierra kilo oscar oscar quebec
mike tango romeo romeo oscar golf juliett echo oscar romeo kilo
mike echo alpha charlie delta papa charlie
lima kilo echo alpha romeo charlie tango
quebec quebec quebec november sierra foxtrot
november foxtrot hotel papa lima echo romeo
tango bravo juliett echo
juliett charlie bravo sierra quebec quebec hotel delta romeo delta romeo bravo
foxtrot november bravo romeo kilo tango delta romeo kilo
oscar juliett echo november mike mike bravo hotel juliett hotel kilo
echo hotel juliett charlie charlie foxtrot echo bravo charlie kilo lima tango
november juliett tango alpha echo romeo
golf alpha lima lima echo quebec india kilo papa
charlie mike tango india alpha
charlie lima november tango juliett alpha quebec
echo golf quebec
lima alpha lima charlie kilo quebec oscar
charlie november juliett delta mike juliett lima echo sierra hotel
charlie hotel kilo mike delta quebec india bravo quebec oscar kilo
echo alpha kilo delta charlie echo alpha foxtrot charlie golf golf
charlie bravo india
echo delta alpha mike november golf foxtrot echo november november november
echo oscar oscar november papa romeo juliett india tango kilo alpha
tango delta quebec echo sierra oscar kilo kilo
quebec kilo bravo alpha oscar hotel papa juliett
echo alpha mike juliett delta
delta charlie sierra
oscar foxtrot delta juliett quebec oscar
golf lima hotel november romeo
delta mike romeo quebec kilo mike india charlie papa india kilo
papa romeo foxtrot papa foxtrot november india
hotel india juliett lima tango sierra sierra
november sierra alpha sierra quebec bravo quebec foxtrot golf tango bravo
sierra papa alpha
golf lima oscar quebec bravo alpha delta hotel oscar echo foxtrot
tango papa quebec mike
india alpha juliett foxtrot lima quebec
golf quebec romeo lima charlie sierra
alpha oscar tango sierra papa papa
charlie india foxtrot
sierra papa india kilo tango delta bravo romeo charlie alpha charlie india
hotel delta charlie kilo tango kilo golf kilo lima kilo juliett echo
quebec golf foxtrot papa kilo oscar
foxtrot mike charlie mike echo echo
romeo kilo november tango foxtrot mike foxtrot foxtrot alpha lima papa delta
juliett golf delta india oscar foxtrot tango quebec
bravo kilo tango romeo sierra bravo echo
romeo bravo delta golf
hotel papa bravo
quebec november india alpha kilo
quebec papa romeo bravo romeo mike sierra lima india
tango papa november bravo lima delta india alpha mike echo
india india lima golf bravo echo golf sierra lima
tango india delta bravo romeo oscar charlie delta
sierra mike golf foxtrot
kilo papa juliett hotel
india romeo tango kilo quebec golf bravo sierra
oscar mike mike november echo juliett papa romeo
juliett romeo alpha kilo
tango quebec kilo delta oscar november november bravo lima
papa alpha november november echo lima tango bravo mike
romeo juliett sierra
foxtrot kilo hotel india alpha hotel foxtrot oscar quebec tango
hotel tango delta echo romeo romeo golf quebec quebec oscar lima
india india delta november charlie
delta mike charlie echo november
alpha november lima
quebec juliett echo romeo tango papa alpha romeo lima papa sierra india
echo kilo tango juliett quebec hotel
alpha kilo bravo golf romeo
echo juliett bravo quebec oscar quebec bravo lima delta bravo november foxtrot
tango november echo foxtrot
tango echo kilo india
charlie romeo delta kilo hotel india alpha charlie kilo
oscar echo delta lima bravo alpha charlie echo sierra foxtrot lima
juliett kilo tango tango
tango alpha golf bravo romeo alpha delta hotel
romeo mike november quebec oscar
lima charlie november hotel papa
bravo mike oscar sierra echo india november lima india charlie quebec
november india delta kilo hotel sierra november bravo
india juliett quebec charlie hotel quebec mike sierra tango
foxtrot sierra hotel romeo golf delta echo papa
bravo charlie papa
romeo hotel foxtrot oscar
quebec lima charlie november tango november bravo tango kilo
india charlie alpha
golf quebec mike
mike india golf tango lima tango quebec papa juliett mike november charlie
bravo charlie hotel charlie bravo tango papa november tango november tango juliett
romeo bravo echo kilo quebec hotel mike papa hotel golf kilo
kilo golf delta lima quebec november delta delta golf lima bravo romeo
bravo papa tango alpha
alpha tango mike tango echo juliett charlie bravo
echo echo lima romeo alpha november sierra
mike juliett bravo tango papa hotel hotel foxtrot sierra lima india golf
mike tango oscar delta juliett tango oscar mike
november charlie kilo
hotel echo mike foxtrot kilo juliett hotel quebec
delta oscar tango lima
bravo quebec oscar delta sierra juliett
golf juliett golf lima sierra quebec quebec echo lima november
alpha foxtrot delta kilo alpha india quebec charlie
echo oscar lima
hotel delta golf bravo papa
foxtrot lima kilo
bravo india november oscar tango kilo alpha kilo hotel echo november
golf juliett papa kilo golf papa november hotel lima
hotel mike kilo india quebec bravo
romeo echo oscar romeo papa hotel bravo romeo lima hotel india
november mike foxtrot kilo romeo kilo kilo oscar bravo
november november delta kilo romeo mike quebec oscar oscar
quebec india alpha india alpha lima papa echo
foxtrot tango foxtrot november tango lima charlie sierra
oscar golf india echo delta romeo foxtrot oscar charlie
kilo alpha golf india sierra echo oscar echo papa tango charlie
india foxtrot papa oscar tango golf mike oscar
kilo hotel delta mike romeo delta alpha delta
kilo kilo sierra alpha bravo kilo oscar romeo tango quebec
quebec hotel kilo kilo delta
delta kilo quebec lima lima india
charlie romeo delta india
tango india foxtrot kilo golf echo oscar november delta tango romeo
india romeo golf
hotel juliett hotel echo juliett delta
golf tango alpha november kilo juliett
oscar papa sierra tango delta india echo echo kilo
oscar bravo kilo lima oscar juliett
delta tango foxtrot hotel kilo alpha quebec kilo
golf foxtrot juliett tango sierra foxtrot kilo charlie foxtrot golf mike golf
tango tango mike foxtrot golf romeo november juliett
charlie november juliett golf charlie november
november bravo november
quebec bravo lima india sierra mike
charlie romeo foxtrot kilo delta lima oscar oscar lima alpha mike hotel
hotel sierra mike
charlie alpha golf alpha delta mike india sierra romeo bravo quebec
golf tango charlie quebec kilo
hotel romeo romeo
papa echo alpha foxtrot mike bravo mike oscar golf mike
bravo charlie papa papa
november hotel lima echo sierra charlie
charlie sierra sierra papa lima alpha foxtrot oscar
foxtrot romeo juliett delta kilo alpha mike november tango oscar quebec sierra
foxtrot juliett november charlie alpha romeo alpha
oscar romeo echo hotel hotel echo bravo hotel
oscar golf oscar lima echo charlie sierra
bravo sierra mike foxtrot
sierra quebec papa kilo
hotel bravo november quebec echo november foxtrot kilo juliett foxtrot delta
india kilo sierra sierra charlie
charlie foxtrot november juliett bravo echo mike
romeo hotel mike november charlie
golf golf india papa bravo mike india echo
charlie oscar tango papa india
papa hotel charlie kilo quebec india quebec lima alpha golf sierra
oscar sierra sierra bravo
hotel november echo sierra
india tango kilo kilo november tango juliett bravo quebec bravo alpha india
foxtrot bravo sierra alpha echo tango alpha india
delta mike bravo bravo tango romeo november delta kilo papa golf alpha
golf india tango papa romeo sierra
november echo november tango delta quebec sierra hotel papa
lima golf hotel alpha golf sierra lima
charlie oscar lima oscar delta golf alpha alpha alpha hotel
papa india hotel romeo india quebec echo delta quebec mike kilo papa
papa bravo mike tango papa tango hotel bravo romeo india sierra
tango india mike india juliett papa
juliett oscar lima november tango
india mike alpha kilo golf
foxtrot oscar kilo
mike alpha delta golf romeo quebec romeo bravo november
india quebec golf romeo lima mike charlie november bravo
mike foxtrot alpha
tango mike lima lima foxtrot foxtrot kilo kilo lima
echo tango quebec papa mike alpha kilo alpha charlie echo lima
november kilo mike papa hotel india kilo hotel papa sierra kilo quebec
foxtrot alpha sierra echo mike foxtrot tango delta foxtrot oscar bravo lima
papa lima india charlie delta tango india charlie
echo mike juliett romeo india quebec charlie
romeo echo papa hotel foxtrot foxtrot romeo oscar
kilo bravo golf mike hotel juliett papa romeo echo charlie foxtrot
quebec foxtrot sierra lima hotel charlie charlie hotel foxtrot romeo mike delta
tango echo mike alpha mike
romeo juliett quebec delta november sierra lima echo kilo foxtrot sierra hotel
romeo echo mike oscar oscar hotel romeo november
alpha bravo romeo tango juliett mike kilo
romeo foxtrot charlie november juliett hotel sierra romeo golf bravo
bravo lima golf oscar hotel india tango kilo delta quebec delta
charlie alpha sierra tango juliett
papa foxtrot tango mike hotel romeo bravo
tango november charlie bravo november delta november alpha tango
mike quebec mike kilo echo kilo bravo bravo
tango juliett echo delta hotel mike
hotel charlie charlie
quebec lima foxtrot golf foxtrot golf quebec india tango india
mike november november quebec kilo juliett bravo
tango romeo quebec
romeo golf sierra quebec alpha alpha
mike hotel golf foxtrot echo sierra mike juliett
juliett hotel juliett kilo
india mike bravo delta charlie india charlie november romeo charlie sierra kilo
sierra papa delta lima quebec golf alpha tango delta
juliett mike papa november papa foxtrot delta golf oscar kilo november
foxtrot foxtrot mike mike november november alpha india lima alpha kilo november
sierra foxtrot bravo golf
tango delta juliett hotel kilo kilo bravo
alpha hotel kilo november romeo oscar oscar charlie foxtrot charlie tango foxtrot
india hotel charlie sierra hotel india india kilo juliett november kilo
golf charlie hotel
golf lima foxtrot bravo oscar romeo juliett kilo oscar india papa juliett
sierra delta mike foxtrot sierra hotel alpha lima india foxtrot november
sierra oscar oscar golf juliett alpha kilo charlie alpha kilo kilo
foxtrot tango tango sierra tango oscar charlie
echo tango bravo alpha sierra india lima lima oscar quebec charlie
kilo foxtrot mike oscar
golf india papa lima delta delta tango quebec charlie bravo foxtrot tango
foxtrot november delta romeo lima golf alpha lima
alpha quebec bravo romeo echo mike charlie mike
sierra bravo alpha papa delta foxtrot quebec juliett hotel
echo sierra sierra lima november oscar delta
charlie quebec quebec charlie charlie romeo tango foxtrot sierra papa golf delta
bravo sierra sierra juliett mike quebec alpha kilo hotel tango november papa
kilo papa golf romeo kilo mike quebec tango papa
alpha sierra charlie
hotel tango hotel juliett romeo
india oscar hotel november delta oscar mike lima quebec november sierra sierra
golf foxtrot kilo golf oscar quebec lima tango quebec bravo
charlie echo echo
papa foxtrot golf oscar lima delta delta
delta lima kilo oscar india foxtrot
sierra foxtrot lima romeo lima
golf kilo romeo sierra romeo juliett lima
papa quebec tango echo alpha november quebec
foxtrot hotel sierra bravo oscar foxtrot mike charlie oscar
charlie juliett bravo quebec november
foxtrot sierra golf oscar romeo mike
hotel oscar mike
lima sierra lima juliett alpha hotel juliett golf foxtrot hotel kilo
juliett kilo hotel kilo alpha mike oscar foxtrot delta lima golf
delta charlie mike golf lima bravo charlie india mike
echo bravo lima oscar alpha hotel romeo delta echo bravo
hotel november india delta tango delta charlie sierra november golf tango
echo kilo echo tango hotel alpha
alpha foxtrot golf
mike papa delta sierra papa papa alpha golf alpha echo mike november
india quebec papa alpha delta oscar delta alpha echo charlie lima
golf romeo foxtrot hotel romeo sierra foxtrot sierra charlie golf
lima tango delta oscar hotel
sierra hotel delta india charlie
echo lima alpha charlie foxtrot hotel
quebec hotel oscar november
delta india kilo papa oscar mike quebec papa hotel papa romeo lima
golf golf charlie romeo quebec tango tango delta charlie echo november
romeo tango kilo mike india
lima tango oscar sierra charlie quebec
november bravo india kilo bravo romeo quebec foxtrot tango oscar
papa papa november
papa golf quebec echo lima mike delta juliett tango
lima lima alpha papa
november papa hotel
sierra golf golf lima romeo alpha quebec juliett alpha november charlie
quebec november romeo charlie lima charlie juliett echo sierra
romeo india lima lima mike charlie quebec
lima india papa november india echo bravo foxtrot charlie quebec
quebec foxtrot hotel papa tango oscar november
romeo golf hotel november golf delta
hotel foxtrot tango sierra sierra romeo lima hotel
tango lima alpha juliett india charlie november lima foxtrot golf
romeo kilo juliett delta mike
november lima romeo golf
romeo oscar charlie kilo kilo hotel november bravo india hotel juliett bravo
golf quebec golf echo oscar
echo hotel hotel lima tango echo
bravo charlie india echo juliett hotel
golf lima golf alpha delta sierra
alpha lima mike papa bravo mike delta alpha tango tango foxtrot tango
sierra lima india mike
papa bravo tango papa foxtrot kilo
romeo sierra bravo
november november alpha delta charlie
quebec charlie hotel tango
delta romeo foxtrot kilo echo juliett november sierra kilo
lima romeo india india sierra november romeo
foxtrot hotel foxtrot charlie golf bravo alpha papa juliett
india lima papa kilo romeo foxtrot foxtrot lima bravo
kilo juliett kilo hotel
oscar lima quebec november bravo hotel sierra quebec india mike
alpha golf romeo oscar november juliett foxtrot lima charlie
foxtrot delta tango quebec hotel kilo hotel
juliett sierra lima kilo alpha sierra romeo november foxtrot
delta india delta papa
foxtrot bravo lima juliett november mike golf
kilo hotel quebec romeo charlie foxtrot sierra romeo alpha golf hotel
hotel golf bravo oscar delta november
sierra bravo sierra echo papa delta juliett foxtrot
mike alpha oscar
bravo india quebec
hotel juliett charlie foxtrot kilo mike
charlie mike charlie tango
juliett lima echo oscar hotel mike bravo
foxtrot papa sierra golf kilo romeo oscar golf papa
kilo delta india mike quebec
mike papa juliett alpha
foxtrot india tango
kilo oscar india
quebec echo charlie
charlie india oscar romeo quebec bravo tango
echo mike charlie
juliett alpha romeo alpha papa
mike mike echo bravo india hotel tango delta november tango
hotel juliett quebec delta november foxtrot oscar november delta romeo november quebec
golf oscar lima november bravo charlie charlie
papa lima mike papa romeo
alpha oscar bravo golf
mike india alpha quebec mike quebec bravo
oscar mike quebec romeo hotel alpha golf bravo juliett hotel alpha november
tango papa india romeo papa quebec
lima alpha alpha papa alpha papa lima sierra charlie lima alpha tango
mike bravo bravo hotel mike delta romeo november romeo
kilo echo romeo india golf hotel
delta foxtrot golf tango golf juliett juliett india quebec juliett
juliett juliett india charlie delta
hotel romeo echo quebec papa
alpha oscar mike juliett lima tango romeo
hotel mike mike golf echo
golf alpha foxtrot charlie hotel sierra kilo foxtrot hotel papa lima
lima lima tango foxtrot juliett sierra
india romeo tango india kilo
papa quebec alpha oscar
bravo charlie foxtrot india delta alpha juliett tango
quebec hotel foxtrot foxtrot november kilo mike lima foxtrot delta tango charlie
sierra mike juliett oscar sierra echo mike hotel foxtrot romeo
juliett romeo papa sierra delta kilo hotel alpha alpha oscar golf foxtrot
bravo foxtrot hotel
hotel kilo mike juliett hotel mike papa golf
echo charlie kilo alpha foxtrot foxtrot alpha
foxtrot lima hotel alpha kilo quebec mike sierra
india papa juliett november lima echo mike india
tango juliett tango kilo sierra romeo delta juliett delta mike delta
juliett mike delta juliett quebec
oscar golf alpha
papa november golf papa november
november charlie kilo india foxtrot november papa sierra foxtrot sierra romeo kilo
kilo november foxtrot lima
quebec quebec golf hotel
papa kilo sierra india sierra mike oscar india papa golf hotel oscar
lima lima bravo juliett quebec kilo oscar quebec
sierra delta november lima kilo hotel golf sierra delta romeo november charlie
golf echo golf golf hotel bravo romeo alpha bravo lima bravo papa
sierra papa november romeo hotel juliett echo charlie
papa charlie sierra bravo delta quebec golf sierra kilo november charlie alpha
alpha juliett echo charlie
juliett india delta quebec delta hotel delta india foxtrot kilo
romeo kilo golf romeo november
romeo kilo foxtrot foxtrot delta sierra charlie
sierra romeo oscar india papa india echo
quebec india kilo romeo charlie papa hotel golf golf mike
oscar alpha foxtrot lima sierra november india oscar lima
romeo alpha echo echo echo juliett
juliett kilo quebec delta
kilo india tango charlie lima
echo kilo papa foxtrot november
romeo juliett india
mike lima kilo oscar golf golf quebec alpha sierra
romeo romeo golf tango november lima bravo lima lima hotel
november echo november delta tango mike lima november juliett
delta bravo golf delta echo charlie
papa hotel kilo alpha mike delta foxtrot
sierra delta romeo golf charlie romeo juliett bravo juliett alpha juliett
juliett mike alpha delta quebec sierra hotel kilo
november lima bravo
hotel lima juliett oscar
oscar hotel november golf papa oscar india romeo romeo hotel
echo foxtrot hotel delta
alpha tango kilo golf bravo sierra hotel delta mike delta hotel november
hotel juliett juliett india delta bravo charlie
november foxtrot delta delta oscar
bravo oscar tango charlie
juliett bravo foxtrot juliett foxtrot lima mike
tango november foxtrot papa romeo
delta echo alpha foxtrot lima india hotel foxtrot quebec mike papa romeo
quebec mike mike kilo juliett charlie
bravo echo alpha foxtrot delta lima juliett juliett foxtrot charlie foxtrot
bravo tango bravo mike india echo papa alpha oscar juliett oscar
golf quebec tango charlie bravo
kilo sierra juliett romeo
india india tango lima sierra alpha india tango
lima tango charlie kilo alpha quebec mike foxtrot
papa quebec juliett papa alpha tango golf
november juliett november tango echo
foxtrot foxtrot romeo charlie delta charlie foxtrot juliett mike tango romeo romeo
lima kilo juliett charlie oscar echo delta papa foxtrot november
tango foxtrot tango
mike tango sierra charlie golf echo hotel juliett foxtrot romeo foxtrot
romeo delta foxtrot hotel kilo charlie golf oscar lima papa
quebec lima hotel bravo echo hotel
november india hotel juliett lima
romeo oscar quebec romeo bravo hotel delta kilo juliett mike
charlie charlie foxtrot hotel tango kilo charlie juliett juliett echo juliett
delta november foxtrot mike india mike golf delta tango sierra
oscar oscar romeo lima delta
bravo charlie lima oscar india sierra papa
romeo charlie alpha
tango foxtrot november foxtrot
delta november bravo kilo tango hotel delta charlie
november charlie alpha foxtrot november foxtrot oscar oscar
india november foxtrot
sierra delta hotel india hotel foxtrot echo golf
india tango charlie sierra juliett india lima juliett papa golf golf hotel
november papa november echo foxtrot alpha tango
papa delta lima romeo kilo romeo foxtrot romeo delta
sierra romeo tango foxtrot mike charlie kilo tango kilo
november bravo india mike echo alpha bravo kilo golf foxtrot
papa tango quebec bravo
romeo juliett hotel india hotel alpha
juliett charlie hotel delta papa foxtrot delta delta quebec
alpha kilo bravo quebec lima hotel lima bravo alpha quebec papa bravo
oscar foxtrot golf foxtrot echo echo delta
echo hotel sierra foxtrot
charlie tango charlie lima papa delta echo mike alpha quebec lima kilo
romeo delta lima golf foxtrot quebec lima tango mike juliett mike india
romeo quebec charlie hotel echo sierra lima oscar romeo bravo
lima tango tango echo
papa november oscar romeo foxtrot oscar juliett alpha
lima charlie juliett bravo india
alpha bravo quebec juliett
november charlie quebec echo
delta delta mike charlie bravo charlie foxtrot mike
mike oscar sierra
sierra quebec oscar delta tango alpha charlie delta alpha bravo
foxtrot tango papa juliett hotel
papa alpha tango sierra hotel papa
golf tango delta golf lima quebec oscar foxtrot
tango juliett foxtrot hotel india
india papa kilo echo charlie foxtrot
delta bravo echo charlie alpha papa alpha papa sierra golf hotel oscar
november echo mike november delta november oscar lima mike bravo
mike foxtrot mike
tango juliett papa alpha mike foxtrot oscar sierra
india echo kilo
quebec juliett tango golf november golf hotel bravo mike
golf romeo delta mike delta india kilo hotel papa golf alpha tango
bravo lima juliett juliett
papa papa quebec sierra delta mike oscar india
charlie papa oscar romeo quebec romeo golf
india alpha mike quebec foxtrot india foxtrot papa juliett sierra foxtrot
echo mike foxtrot oscar papa charlie november bravo
tango echo delta november papa romeo romeo juliett delta papa
quebec mike golf november alpha juliett
oscar lima kilo
november delta alpha golf kilo papa tango
oscar echo mike kilo oscar delta
foxtrot delta romeo
echo india delta quebec romeo
kilo tango hotel sierra kilo alpha
juliett india bravo tango papa hotel hotel juliett
sierra oscar sierra delta kilo golf india sierra
india romeo papa kilo
foxtrot november romeo charlie mike juliett sierra november
charlie sierra bravo golf alpha kilo hotel foxtrot romeo juliett papa
charlie hotel echo oscar delta quebec
echo juliett hotel india mike
tango charlie golf sierra hotel golf charlie romeo kilo bravo india juliett
hotel golf romeo mike echo
hotel kilo alpha romeo quebec
romeo juliett foxtrot hotel hotel lima bravo
lima quebec india papa alpha echo
lima oscar tango hotel quebec quebec foxtrot delta oscar november kilo sierra
juliett golf alpha hotel oscar mike sierra alpha kilo
lima golf bravo golf oscar hotel echo juliett sierra
quebec foxtrot golf foxtrot lima november echo bravo oscar
lima oscar papa
foxtrot november echo kilo golf foxtrot delta golf
juliett november papa echo mike foxtrot romeo foxtrot delta
oscar papa sierra mike oscar romeo hotel
foxtrot charlie quebec quebec golf hotel foxtrot papa romeo mike charlie
papa november papa delta
oscar romeo romeo romeo golf quebec charlie papa papa
india november india papa delta hotel bravo papa alpha charlie echo golf
juliett sierra alpha tango lima delta quebec charlie lima sierra golf
papa alpha foxtrot
golf bravo november hotel alpha
foxtrot quebec charlie foxtrot
juliett alpha quebec alpha romeo lima november sierra alpha alpha juliett oscar
delta golf sierra bravo lima charlie november
kilo bravo foxtrot foxtrot mike bravo romeo mike romeo india
charlie juliett sierra tango alpha mike alpha romeo lima golf
delta foxtrot alpha india golf juliett kilo sierra papa juliett
juliett bravo hotel bravo alpha
delta papa juliett bravo quebec
india golf quebec golf kilo mike
oscar lima quebec november
november november juliett sierra echo golf hotel tango oscar papa romeo
foxtrot romeo alpha mike quebec foxtrot echo bravo charlie sierra charlie
tango bravo mike juliett
sierra november alpha delta juliett bravo alpha quebec mike
quebec romeo delta kilo tango charlie mike kilo oscar india charlie quebec
echo tango echo mike echo bravo
mike november alpha kilo romeo romeo bravo foxtrot oscar charlie
alpha delta hotel quebec romeo november
papa oscar golf tango echo
golf charlie papa india papa india
bravo mike oscar charlie papa echo india november delta bravo november
charlie sierra hotel delta delta lima
echo foxtrot romeo bravo golf
golf delta sierra charlie lima november oscar delta
delta papa bravo alpha delta echo golf lima
delta mike oscar quebec golf mike hotel echo delta tango
bravo charlie november kilo juliett bravo bravo charlie juliett mike
golf bravo hotel bravo lima tango foxtrot tango bravo
romeo papa hotel tango sierra foxtrot charlie
kilo foxtrot november kilo
november juliett echo juliett tango november
juliett mike juliett oscar alpha papa november romeo bravo foxtrot quebec
romeo sierra echo tango echo golf november kilo alpha romeo
papa juliett lima bravo papa echo mike juliett
hotel india bravo
charlie oscar lima oscar golf alpha charlie golf echo hotel juliett
sierra romeo papa golf quebec tango echo
romeo golf tango papa india foxtrot alpha india lima romeo
juliett alpha india golf charlie charlie alpha
alpha hotel india
kilo charlie hotel charlie oscar echo india golf foxtrot india charlie kilo
romeo foxtrot sierra mike mike echo delta bravo golf hotel
kilo papa echo hotel charlie delta foxtrot oscar mike
hotel mike november
tango delta romeo echo juliett
oscar november mike november charlie
kilo india november juliett juliett juliett
november romeo november romeo tango kilo mike romeo juliett
golf sierra alpha alpha november quebec hotel hotel sierra
alpha lima oscar kilo hotel charlie delta oscar hotel bravo
delta alpha papa hotel echo kilo golf oscar
oscar bravo hotel echo november november delta papa papa golf kilo mike
foxtrot hotel bravo alpha oscar charlie november delta oscar romeo alpha
india bravo foxtrot foxtrot papa delta foxtrot
echo hotel foxtrot india juliett delta
papa sierra golf golf
india mike juliett delta quebec alpha tango oscar
delta november bravo mike november
delta tango hotel quebec alpha mike quebec golf bravo romeo delta golf
foxtrot sierra kilo india quebec bravo november india kilo mike foxtrot
bravo juliett bravo foxtrot sierra november delta papa foxtrot echo
hotel delta romeo tango romeo delta hotel quebec golf hotel tango
foxtrot tango juliett bravo kilo foxtrot mike papa
kilo echo foxtrot november juliett sierra delta foxtrot
romeo bravo juliett tango hotel hotel golf kilo delta quebec tango
sierra alpha echo quebec romeo charlie romeo hotel sierra delta sierra sierra
golf kilo golf bravo foxtrot india oscar charlie sierra
golf sierra delta mike india lima tango india oscar bravo
november sierra foxtrot charlie lima
alpha november mike foxtrot foxtrot juliett romeo echo
papa echo mike oscar tango
november juliett tango echo hotel india foxtrot november charlie juliett
echo november bravo charlie bravo alpha quebec bravo
echo alpha november delta india quebec foxtrot alpha lima
golf juliett echo delta tango
echo kilo tango charlie
mike charlie mike delta papa golf golf mike november oscar
oscar alpha lima tango echo romeo golf juliett sierra lima india
mike hotel papa alpha hotel november juliett tango kilo
juliett november lima papa lima golf hotel
lima quebec charlie hotel oscar
echo oscar lima golf papa hotel delta
sierra tango hotel lima hotel alpha lima tango
papa hotel charlie tango
juliett oscar bravo golf oscar papa charlie romeo delta
charlie delta echo golf mike sierra papa foxtrot bravo
india hotel echo bravo juliett hotel juliett quebec
bravo papa golf juliett india golf echo tango foxtrot tango
oscar bravo november bravo delta golf bravo juliett mike bravo november alpha
india november kilo alpha alpha november foxtrot oscar oscar kilo india quebec
delta charlie oscar oscar papa tango mike india quebec papa
echo sierra sierra
sierra golf lima romeo alpha hotel kilo charlie sierra juliett
golf hotel charlie november alpha juliett echo sierra sierra
november tango india india lima golf papa mike sierra juliett
romeo charlie echo
charlie delta bravo mike india golf quebec bravo
sierra quebec sierra oscar golf
golf papa lima lima oscar golf hotel lima kilo
november hotel juliett
india juliett quebec
lima foxtrot juliett tango charlie
november juliett oscar lima
quebec november golf papa mike kilo papa
lima november delta juliett bravo echo hotel november papa sierra
juliett juliett romeo charlie oscar papa kilo alpha tango echo november
india india bravo
quebec hotel romeo juliett tango foxtrot charlie
quebec oscar bravo sierra quebec papa quebec lima kilo quebec
mike kilo bravo india golf bravo kilo kilo tango
echo romeo hotel lima charlie charlie hotel romeo mike alpha kilo lima
mike romeo oscar india hotel papa hotel bravo alpha
papa golf mike oscar
oscar kilo charlie bravo quebec delta mike
alpha sierra papa november romeo alpha hotel tango oscar bravo romeo sierra
romeo lima quebec golf delta echo lima tango
tango oscar india kilo
kilo hotel charlie india echo
quebec juliett kilo bravo papa echo bravo romeo sierra papa
bravo foxtrot tango tango foxtrot hotel lima foxtrot november echo quebec juliett
november papa hotel mike quebec papa lima mike tango papa foxtrot
hotel oscar tango quebec quebec
november romeo mike foxtrot bravo oscar oscar charlie foxtrot mike hotel
mike delta hotel delta mike charlie bravo romeo delta hotel kilo
kilo mike oscar sierra delta
papa kilo lima oscar foxtrot sierra foxtrot golf delta
bravo alpha tango tango juliett india quebec juliett bravo india golf foxtrot
alpha charlie sierra papa
mike lima charlie alpha papa delta bravo echo papa india
echo sierra hotel juliett oscar hotel foxtrot charlie
echo oscar delta quebec
alpha oscar charlie foxtrot lima delta bravo bravo alpha golf quebec
hotel charlie india delta alpha papa lima romeo kilo mike sierra
papa lima delta sierra romeo quebec bravo charlie papa papa
hotel hotel oscar foxtrot mike foxtrot quebec alpha
foxtrot golf india hotel foxtrot romeo hotel sierra sierra
golf romeo november india hotel sierra sierra
oscar foxtrot sierra papa india bravo mike sierra bravo juliett
golf papa alpha lima romeo quebec
november juliett charlie november tango
india mike alpha kilo juliett kilo papa
lima bravo mike romeo charlie juliett bravo sierra golf november
tango foxtrot golf papa quebec juliett echo foxtrot echo
delta alpha quebec sierra alpha golf delta delta foxtrot lima india delta
bravo golf india quebec papa november tango papa
golf india november echo tango oscar
juliett india juliett echo delta lima romeo
kilo kilo bravo charlie oscar tango sierra
charlie hotel india bravo
bravo alpha november quebec mike charlie charlie
charlie mike bravo tango juliett mike golf quebec oscar
papa papa alpha kilo charlie india delta charlie india delta papa
golf hotel quebec echo tango papa oscar sierra
alpha quebec lima quebec foxtrot delta
mike mike charlie
bravo alpha echo tango foxtrot papa romeo alpha echo papa
quebec charlie sierra kilo november kilo juliett sierra november
mike india sierra juliett quebec golf oscar golf juliett lima charlie
sierra papa golf papa echo
mike oscar papa charlie foxtrot kilo papa oscar foxtrot november
kilo delta kilo mike india bravo tango
delta alpha romeo
sierra lima delta echo bravo lima foxtrot mike sierra kilo mike bravo
november lima juliett hotel india delta charlie
kilo foxtrot romeo lima mike india
juliett november india lima quebec
tango tango bravo
lima november sierra tango bravo hotel india delta oscar alpha quebec foxtrot
india lima november quebec romeo india quebec kilo quebec
mike india mike delta hotel india bravo quebec charlie juliett
echo quebec lima foxtrot papa november golf india delta lima alpha
tango charlie alpha sierra bravo alpha mike hotel golf juliett oscar alpha
charlie papa alpha romeo mike lima foxtrot romeo bravo
sierra india mike hotel mike tango sierra romeo delta india kilo
golf bravo romeo hotel charlie papa charlie juliett alpha
kilo foxtrot juliett bravo golf bravo charlie lima lima papa
juliett charlie oscar
alpha delta quebec india
hotel charlie alpha
juliett mike papa golf november
charlie foxtrot mike quebec quebec echo
romeo charlie romeo echo tango november foxtrot bravo golf mike papa
lima bravo kilo charlie golf lima golf sierra hotel juliett
india papa oscar foxtrot juliett papa
india kilo kilo bravo romeo hotel lima
hotel quebec lima india charlie
mike golf november oscar india
alpha mike alpha india november papa india papa alpha echo india
india golf golf
oscar delta golf foxtrot india golf papa india
india sierra lima quebec quebec papa sierra romeo mike india bravo
delta quebec bravo
delta hotel papa echo
lima india charlie papa echo tango echo echo mike charlie mike
mike tango tango papa quebec bravo
foxtrot lima sierra kilo juliett
hotel tango juliett tango
november quebec tango bravo charlie sierra papa echo
charlie oscar bravo echo sierra
november november papa golf charlie romeo papa quebec india juliett
charlie papa papa charlie
delta oscar bravo
bravo mike november foxtrot
sierra quebec charlie delta charlie echo golf india sierra
charlie sierra quebec tango quebec delta
juliett delta tango bravo romeo
juliett india sierra juliett echo alpha tango juliett juliett
india juliett juliett hotel india charlie delta november
charlie november sierra quebec golf hotel alpha kilo alpha
papa echo papa
november mike charlie november hotel golf hotel hotel november
lima hotel papa hotel bravo bravo papa tango kilo romeo hotel bravo
kilo quebec alpha juliett india
charlie india hotel lima oscar foxtrot bravo
india juliett juliett echo
hotel foxtrot kilo
romeo lima hotel golf papa charlie foxtrot kilo alpha delta
alpha oscar papa romeo oscar lima hotel juliett juliett charlie india sierra
hotel bravo delta november golf november quebec lima foxtrot sierra oscar india
golf mike alpha romeo november bravo
echo tango alpha tango juliett tango charlie
foxtrot india lima tango oscar quebec romeo romeo oscar hotel echo charlie
kilo mike sierra kilo oscar
echo quebec quebec sierra alpha charlie delta papa alpha delta alpha november
golf charlie november charlie mike sierra papa charlie romeo romeo papa juliett
india delta echo foxtrot juliett lima
kilo quebec mike
foxtrot tango golf echo
foxtrot india sierra kilo juliett oscar juliett tango delta charlie oscar romeo
romeo echo foxtrot echo juliett juliett oscar oscar hotel november
hotel lima juliett lima kilo
india mike quebec golf oscar mike papa lima lima alpha
charlie sierra sierra charlie foxtrot alpha sierra quebec india romeo
sierra foxtrot papa
golf golf bravo
alpha quebec delta papa hotel
alpha juliett oscar kilo echo juliett sierra kilo
oscar oscar oscar bravo november november
oscar quebec kilo alpha hotel india foxtrot bravo november echo
charlie romeo india
kilo tango papa
juliett november juliett alpha
lima alpha delta delta bravo india sierra mike
quebec kilo sierra
lima delta bravo charlie kilo hotel golf india november lima juliett sierra
november quebec kilo hotel delta november india november
charlie papa lima foxtrot juliett bravo juliett tango foxtrot india
delta mike foxtrot tango sierra romeo delta alpha
sierra foxtrot lima delta echo mike romeo november delta
foxtrot oscar foxtrot charlie lima charlie
charlie romeo foxtrot kilo kilo lima foxtrot lima papa oscar delta
oscar bravo alpha romeo alpha romeo november
alpha golf delta sierra november bravo papa sierra
oscar kilo juliett
papa delta tango juliett lima
golf hotel lima romeo november lima kilo india lima lima mike romeo
kilo oscar sierra bravo november hotel golf charlie
romeo echo lima juliett juliett november mike sierra india
quebec alpha golf lima november romeo echo
delta foxtrot mike mike tango foxtrot tango echo tango alpha november alpha
november november mike sierra hotel lima november golf november golf
foxtrot echo november echo lima echo mike quebec bravo juliett
tango alpha echo november bravo foxtrot kilo sierra lima
kilo delta echo quebec sierra papa papa quebec
sierra tango sierra golf mike golf oscar
echo kilo golf india november kilo delta charlie november sierra tango delta
oscar foxtrot india papa oscar foxtrot
hotel juliett mike bravo juliett november mike delta sierra golf charlie delta
foxtrot romeo lima
papa november november mike bravo alpha delta
echo mike quebec
papa lima lima mike golf juliett november juliett quebec delta delta bravo
alpha delta romeo tango kilo romeo november bravo romeo charlie hotel bravo
charlie lima charlie
papa lima hotel tango papa kilo november
tango kilo quebec papa tango oscar romeo kilo echo kilo golf sierra
papa charlie lima november alpha mike romeo oscar oscar lima kilo november
bravo november hotel foxtrot hotel papa
kilo mike alpha bravo golf sierra
november india echo quebec golf bravo tango tango juliett
bravo mike romeo charlie oscar mike lima kilo delta india
india oscar juliett delta hotel oscar sierra tango papa
november foxtrot quebec mike papa echo kilo echo
alpha mike tango foxtrot echo mike oscar tango foxtrot lima oscar
oscar juliett bravo india alpha golf bravo papa golf lima juliett
juliett bravo november juliett romeo
echo sierra kilo romeo echo bravo sierra papa lima quebec tango quebec
tango charlie alpha
lima hotel sierra oscar juliett tango india
sierra echo golf sierra alpha hotel quebec mike papa papa
november november papa quebec hotel delta hotel kilo delta
quebec bravo quebec lima lima india
tango charlie quebec papa
sierra romeo alpha kilo echo romeo oscar mike charlie romeo
kilo juliett sierra juliett echo india bravo sierra quebec sierra oscar
quebec mike papa november hotel charlie november kilo alpha echo india india
golf romeo papa mike november india november oscar papa november
alpha golf oscar lima echo november mike juliett charlie quebec
echo hotel echo quebec mike alpha charlie foxtrot sierra
romeo echo oscar golf tango golf kilo
romeo charlie november sierra mike romeo
foxtrot mike juliett bravo delta kilo mike bravo
mike bravo mike hotel romeo lima golf echo oscar juliett mike juliett
mike november bravo india india november bravo romeo sierra papa
quebec papa sierra romeo golf tango hotel romeo sierra tango quebec
mike bravo papa papa kilo papa sierra papa echo november lima papa
hotel quebec lima
mike romeo charlie lima hotel tango lima bravo
quebec lima tango romeo quebec golf juliett kilo
foxtrot mike tango
golf quebec echo hotel
juliett oscar oscar india juliett india juliett tango kilo
kilo mike delta alpha november bravo foxtrot juliett
romeo tango sierra golf oscar india
sierra mike romeo foxtrot sierra golf bravo alpha
bravo bravo papa echo
delta oscar mike hotel alpha
lima sierra sierra quebec
india bravo delta juliett bravo juliett juliett foxtrot bravo
kilo lima kilo hotel mike oscar
india juliett papa delta alpha mike
bravo tango tango quebec kilo india papa november charlie
charlie kilo juliett golf delta hotel alpha romeo lima hotel oscar
india alpha charlie november delta sierra tango tango bravo lima
romeo papa sierra echo oscar papa oscar sierra kilo foxtrot
alpha alpha alpha november oscar
sierra tango hotel mike echo echo india romeo lima november
golf bravo mike golf tango echo oscar foxtrot kilo
lima charlie echo
foxtrot romeo oscar delta papa papa bravo echo
tango tango bravo oscar alpha alpha bravo
papa golf oscar juliett oscar hotel lima lima foxtrot juliett echo
echo echo juliett papa bravo bravo papa sierra india oscar hotel mike
foxtrot delta juliett alpha oscar charlie foxtrot
quebec november charlie romeo mike echo sierra india golf oscar romeo
alpha foxtrot bravo alpha papa bravo oscar
lima echo november hotel quebec
sierra foxtrot hotel papa golf
sierra oscar kilo golf november alpha mike lima mike echo alpha
quebec kilo november romeo november bravo
lima mike delta alpha charlie mike alpha juliett lima bravo
quebec lima mike echo alpha
foxtrot lima india november delta papa alpha lima kilo sierra
hotel papa mike golf hotel lima
sierra papa hotel papa hotel quebec tango papa golf golf echo
delta november lima november delta tango quebec quebec hotel alpha oscar
juliett golf kilo echo papa quebec kilo alpha bravo
kilo delta foxtrot juliett mike charlie
papa kilo juliett juliett
oscar romeo mike papa sierra november november bravo bravo
lima papa tango juliett hotel quebec golf charlie mike tango golf
quebec mike alpha delta alpha
delta tango romeo bravo
lima tango quebec india foxtrot kilo echo alpha
echo quebec hotel november bravo
romeo lima echo tango alpha kilo golf november lima
golf november charlie juliett india lima juliett mike delta tango hotel golf
sierra lima mike golf
charlie quebec india juliett bravo lima november india hotel kilo
mike lima golf papa hotel golf quebec golf
november bravo oscar
lima delta papa mike golf delta delta mike papa
oscar echo charlie echo bravo
india alpha delta mike mike hotel echo
papa kilo kilo charlie kilo tango golf india sierra kilo
alpha juliett romeo alpha tango foxtrot tango november oscar quebec lima delta
tango juliett echo hotel quebec lima
november november sierra lima delta echo echo
delta romeo foxtrot mike oscar india quebec
lima sierra tango
golf delta bravo india
juliett echo golf hotel papa quebec alpha
kilo tango alpha bravo mike foxtrot india foxtrot juliett quebec charlie
india kilo bravo
kilo golf charlie kilo golf sierra bravo quebec bravo
delta kilo charlie mike hotel hotel
romeo delta golf echo lima mike quebec bravo oscar romeo
mike golf charlie
kilo delta delta hotel india oscar
quebec charlie alpha
november lima juliett mike tango
hotel romeo alpha golf hotel
alpha tango hotel
tango quebec november kilo sierra echo echo
hotel romeo quebec november quebec tango
hotel quebec quebec quebec delta quebec golf november
romeo mike lima
oscar hotel romeo sierra foxtrot romeo papa november
lima papa golf lima tango golf tango kilo
romeo foxtrot delta quebec delta delta juliett mike romeo romeo november romeo
charlie india foxtrot quebec lima romeo
foxtrot tango hotel quebec
sierra november charlie echo foxtrot alpha
sierra papa mike quebec foxtrot india alpha
bravo papa oscar bravo november papa november romeo
hotel charlie quebec delta
echo hotel echo oscar hotel tango foxtrot hotel india lima bravo
romeo mike oscar
golf delta quebec november
oscar romeo juliett romeo foxtrot bravo oscar lima quebec mike papa
kilo sierra alpha lima sierra
tango oscar sierra romeo papa
mike alpha foxtrot bravo papa golf echo
foxtrot bravo alpha golf alpha foxtrot india tango
charlie juliett lima quebec juliett juliett foxtrot november sierra delta juliett echo
sierra lima oscar juliett golf juliett mike
hotel lima tango quebec
delta delta november november echo golf quebec november
papa foxtrot lima india quebec november
papa hotel mike bravo hotel oscar
mike romeo bravo hotel golf delta lima mike papa lima
alpha delta india golf oscar kilo tango papa mike juliett india echo
oscar golf kilo
delta quebec delta charlie juliett november oscar echo tango
oscar hotel mike papa kilo tango oscar sierra echo oscar
delta india juliett tango romeo papa charlie november kilo quebec
lima alpha india golf tango hotel lima kilo foxtrot
sierra kilo papa oscar romeo quebec romeo quebec quebec hotel quebec
oscar india sierra alpha papa echo mike lima papa
india alpha alpha juliett charlie november mike kilo
november delta golf hotel kilo hotel india alpha oscar tango tango
alpha kilo charlie sierra oscar
golf kilo alpha hotel alpha november alpha india mike
juliett delta foxtrot charlie delta
papa quebec mike
alpha india india echo sierra golf lima oscar quebec romeo romeo
foxtrot delta november mike tango tango delta hotel
golf juliett kilo oscar oscar papa
sierra delta kilo alpha kilo delta lima echo golf juliett juliett
tango delta papa quebec mike delta november papa juliett lima bravo bravo
sierra foxtrot november charlie
india november charlie delta kilo papa bravo sierra hotel
alpha echo charlie golf kilo november juliett golf alpha alpha romeo kilo
quebec golf romeo oscar bravo
golf hotel echo bravo alpha charlie echo foxtrot oscar november romeo
foxtrot papa quebec november golf november mike bravo kilo mike quebec mike
sierra bravo delta oscar romeo juliett foxtrot juliett hotel sierra
lima papa golf november
papa echo oscar papa papa quebec oscar india
echo oscar tango delta golf
charlie foxtrot quebec foxtrot kilo quebec bravo november sierra
romeo tango india bravo bravo golf alpha romeo quebec oscar
papa kilo alpha bravo kilo golf charlie oscar delta foxtrot tango foxtrot
sierra lima juliett november hotel juliett
papa echo juliett bravo charlie
golf foxtrot alpha kilo lima quebec india lima
tango delta kilo sierra delta sierra
echo tango echo quebec bravo
november papa tango golf oscar
romeo juliett echo romeo lima foxtrot lima romeo bravo foxtrot november
alpha romeo papa kilo bravo echo alpha
echo golf bravo papa alpha lima alpha hotel
kilo tango juliett foxtrot golf sierra papa
foxtrot papa sierra india charlie golf foxtrot foxtrot november alpha papa
papa foxtrot sierra
alpha echo november foxtrot echo india alpha
bravo oscar delta quebec juliett juliett alpha echo tango
juliett mike juliett delta sierra alpha oscar sierra hotel
romeo sierra oscar india echo november echo
quebec november hotel delta
juliett india hotel mike juliett kilo bravo lima mike foxtrot tango
charlie kilo sierra delta bravo bravo kilo india papa oscar charlie
oscar tango india echo november november mike foxtrot golf papa romeo
golf hotel papa sierra sierra foxtrot alpha golf quebec golf charlie oscar
quebec tango mike juliett bravo
golf juliett oscar romeo juliett tango quebec quebec oscar foxtrot november
mike mike oscar bravo foxtrot india delta papa
quebec delta tango
bravo india india india romeo kilo bravo november golf golf
india oscar juliett quebec juliett lima
echo mike november echo hotel juliett hotel delta delta juliett juliett
sierra golf romeo juliett kilo november alpha lima echo
mike oscar tango delta kilo delta echo kilo hotel bravo echo
india juliett november tango kilo november alpha
hotel quebec mike mike oscar delta november sierra
hotel golf tango alpha november
foxtrot tango foxtrot bravo kilo alpha oscar
lima tango hotel
lima romeo papa delta
charlie hotel romeo lima charlie alpha sierra charlie india echo foxtrot
romeo kilo papa juliett foxtrot oscar tango echo foxtrot romeo quebec sierra
bravo charlie golf hotel echo
lima lima alpha
echo romeo bravo sierra bravo india juliett echo delta
oscar echo lima golf tango kilo november romeo bravo
charlie quebec quebec quebec romeo
hotel golf romeo foxtrot
tango india alpha india hotel romeo papa
papa lima foxtrot november tango tango
mike delta mike delta sierra alpha hotel foxtrot
charlie golf golf tango charlie tango lima kilo golf romeo tango oscar
golf romeo tango hotel juliett juliett juliett
kilo romeo hotel bravo lima quebec golf hotel november alpha tango
delta delta juliett lima
november foxtrot alpha delta november foxtrot
charlie sierra romeo papa india papa alpha romeo
kilo kilo alpha sierra charlie golf echo bravo quebec mike juliett
golf lima romeo india tango india kilo golf kilo
alpha hotel delta bravo kilo alpha golf tango kilo alpha india charlie
bravo mike lima lima quebec oscar juliett golf november charlie echo
oscar quebec charlie mike echo oscar juliett
alpha quebec hotel mike kilo papa india foxtrot alpha november sierra alpha
november romeo quebec india november hotel mike kilo
hotel november alpha tango charlie juliett delta mike quebec mike sierra sierra
echo oscar charlie tango bravo
quebec lima quebec foxtrot golf foxtrot mike india juliett alpha golf
delta oscar golf charlie oscar charlie mike
mike kilo tango oscar november romeo echo delta
tango foxtrot sierra
charlie november kilo
tango echo india november
oscar sierra alpha india lima bravo alpha quebec
kilo oscar alpha echo oscar tango oscar delta echo hotel papa
alpha foxtrot hotel foxtrot oscar lima november romeo november quebec mike
india charlie delta
echo tango papa
kilo bravo tango juliett delta alpha tango india sierra
juliett foxtrot delta romeo india golf bravo hotel lima echo
lima juliett alpha quebec lima charlie india
oscar november oscar romeo november kilo charlie papa november
echo lima sierra delta tango oscar quebec romeo hotel alpha sierra hotel
foxtrot oscar quebec
alpha india foxtrot echo quebec india bravo mike juliett echo charlie
bravo foxtrot golf
sierra mike lima charlie echo charlie kilo
oscar echo foxtrot papa mike juliett quebec hotel india
delta lima foxtrot echo november echo delta romeo lima sierra
juliett oscar mike delta charlie bravo charlie
lima kilo hotel lima tango golf bravo romeo
romeo hotel bravo hotel
alpha tango golf mike juliett
bravo quebec mike alpha india bravo delta
hotel bravo bravo sierra romeo
mike oscar bravo foxtrot charlie sierra charlie charlie bravo foxtrot echo
november sierra charlie alpha oscar delta romeo bravo bravo oscar
bravo charlie romeo papa papa alpha juliett hotel
delta romeo papa juliett romeo sierra sierra bravo golf echo golf
mike foxtrot golf papa sierra
november tango hotel alpha quebec foxtrot echo charlie echo lima papa
delta bravo juliett echo romeo juliett quebec quebec delta
tango charlie charlie charlie sierra hotel golf lima kilo hotel romeo
alpha kilo foxtrot
oscar delta quebec golf oscar papa alpha foxtrot hotel mike delta papa
romeo alpha foxtrot foxtrot hotel india kilo delta
papa alpha juliett kilo romeo
romeo foxtrot november echo hotel papa
kilo alpha tango golf
tango charlie kilo india foxtrot
bravo hotel romeo
sierra mike lima echo
alpha hotel lima golf delta charlie lima
alpha oscar sierra kilo tango foxtrot mike hotel charlie
golf lima charlie juliett india foxtrot india foxtrot kilo bravo oscar romeo
tango quebec india
delta india echo oscar golf quebec kilo golf kilo november
charlie alpha golf golf hotel quebec romeo
hotel bravo papa alpha charlie alpha bravo charlie quebec romeo
golf lima oscar golf charlie foxtrot
echo kilo echo hotel romeo lima echo echo
sierra kilo india papa golf echo tango mike juliett hotel
bravo alpha echo
mike india quebec papa alpha november india oscar alpha india foxtrot hotel
lima charlie alpha november kilo oscar quebec delta foxtrot echo bravo kilo
echo charlie juliett bravo
romeo golf echo
india golf quebec
bravo india alpha kilo kilo india kilo golf golf kilo tango bravo
india tango sierra papa tango delta kilo bravo romeo india papa
romeo juliett charlie quebec india hotel
foxtrot romeo india golf mike echo romeo
kilo delta charlie juliett oscar lima hotel mike delta mike bravo
lima foxtrot delta romeo india juliett hotel delta alpha
tango kilo romeo lima
golf golf foxtrot papa hotel hotel oscar tango kilo
bravo quebec hotel charlie tango hotel
juliett quebec india
mike bravo charlie quebec
foxtrot alpha lima lima oscar romeo sierra quebec bravo charlie
golf lima tango
foxtrot papa quebec
juliett lima golf tango foxtrot lima charlie quebec mike
juliett foxtrot golf foxtrot alpha november hotel
india echo lima hotel oscar romeo
echo oscar lima juliett alpha tango alpha lima foxtrot
juliett alpha hotel delta november
romeo echo kilo tango
bravo quebec papa oscar golf juliett lima foxtrot
delta hotel oscar romeo oscar echo hotel papa sierra bravo
bravo tango hotel foxtrot bravo kilo
golf november tango tango
kilo foxtrot juliett november mike india echo alpha india
tango mike alpha november juliett hotel quebec tango delta
lima tango oscar
papa tango echo
charlie lima papa
juliett bravo quebec echo sierra mike mike juliett tango romeo
bravo juliett quebec
echo november india mike sierra bravo juliett
kilo papa delta tango romeo papa sierra lima oscar juliett
sierra mike alpha sierra oscar bravo golf bravo golf lima lima echo
kilo tango alpha sierra golf november
november alpha sierra charlie oscar november hotel romeo
tango kilo hotel kilo
tango tango kilo oscar foxtrot papa oscar
golf echo quebec golf delta sierra bravo charlie november kilo echo alpha
echo lima india romeo romeo hotel november november
oscar quebec quebec echo
oscar tango bravo papa bravo
papa oscar foxtrot foxtrot
oscar quebec golf echo alpha tango echo kilo romeo
papa golf tango
kilo foxtrot echo mike mike
foxtrot juliett kilo echo oscar oscar
echo charlie lima charlie golf charlie november echo mike foxtrot papa alpha
mike mike tango foxtrot charlie romeo alpha romeo
lima bravo quebec foxtrot november india kilo echo golf lima
bravo bravo oscar echo juliett alpha golf tango kilo tango hotel juliett
sierra kilo golf papa tango bravo tango papa alpha
tango lima quebec hotel hotel tango oscar delta echo india hotel golf
kilo foxtrot romeo mike
juliett golf papa delta oscar mike bravo delta
november tango oscar oscar kilo oscar kilo bravo november juliett mike golf
charlie lima oscar delta echo echo kilo hotel charlie
oscar alpha india golf mike alpha india november
mike alpha romeo golf juliett lima papa sierra charlie romeo papa papa
romeo oscar alpha foxtrot charlie quebec sierra delta hotel
india mike lima romeo
quebec papa kilo hotel
papa echo delta
papa mike quebec alpha echo oscar alpha charlie mike sierra november papa
romeo tango charlie papa tango mike hotel kilo juliett
sierra tango bravo
lima golf papa charlie romeo lima november charlie
oscar oscar charlie romeo echo november november delta india tango juliett
bravo romeo tango juliett
golf foxtrot foxtrot sierra papa mike bravo november echo oscar india foxtrot
hotel papa tango echo sierra romeo tango delta kilo kilo november
papa bravo hotel quebec juliett november quebec golf delta
golf delta romeo delta foxtrot hotel
foxtrot romeo lima mike alpha
sierra echo hotel tango lima delta delta hotel oscar foxtrot
alpha papa tango charlie bravo
lima india alpha
india foxtrot kilo juliett lima golf
juliett papa hotel golf lima golf lima bravo lima delta
hotel tango quebec charlie papa quebec romeo echo quebec
echo charlie romeo
hotel alpha foxtrot hotel papa delta golf
quebec kilo oscar mike papa golf papa mike
juliett romeo echo mike quebec quebec romeo romeo papa
sierra hotel india quebec echo quebec
papa hotel november
charlie quebec alpha november
tango foxtrot lima delta mike lima india echo quebec november sierra sierra
oscar golf november hotel hotel bravo lima mike november kilo
romeo papa charlie delta november papa
tango quebec bravo mike tango alpha juliett oscar tango
golf hotel papa golf
oscar oscar romeo sierra papa
india papa kilo foxtrot juliett golf golf sierra kilo tango
quebec foxtrot romeo
hotel papa kilo india
echo papa mike sierra golf sierra bravo november tango juliett
lima golf hotel bravo papa november echo
india quebec lima delta
juliett golf mike tango november foxtrot mike india golf
foxtrot golf oscar foxtrot romeo tango alpha mike juliett mike
foxtrot tango papa quebec bravo hotel echo
lima delta oscar november echo lima
foxtrot bravo bravo juliett charlie echo charlie papa kilo bravo oscar
quebec tango kilo lima mike romeo tango juliett
foxtrot foxtrot oscar charlie india quebec india lima sierra
kilo foxtrot foxtrot
delta sierra kilo charlie juliett
mike juliett india mike mike foxtrot oscar foxtrot romeo
mike juliett romeo
charlie lima papa charlie november kilo romeo mike november oscar
mike bravo hotel juliett papa sierra india
oscar tango lima
charlie alpha mike
echo november golf golf charlie delta echo foxtrot india
hotel hotel tango charlie kilo kilo mike november
mike delta charlie tango delta mike mike charlie
kilo oscar charlie foxtrot foxtrot mike golf hotel tango kilo charlie papa
sierra oscar golf tango echo hotel papa charlie quebec
tango golf papa oscar papa
mike echo tango charlie golf mike mike papa papa hotel alpha oscar
romeo india golf quebec romeo echo november alpha hotel golf sierra echo
juliett romeo juliett november
alpha kilo tango
juliett echo lima golf golf romeo
juliett quebec papa alpha foxtrot tango
bravo tango charlie sierra tango alpha sierra bravo papa
foxtrot echo echo lima india
romeo alpha charlie hotel juliett bravo kilo bravo kilo kilo golf
kilo tango bravo mike quebec hotel delta papa papa
alpha india foxtrot lima romeo oscar golf sierra
echo echo sierra bravo oscar sierra sierra oscar
lima romeo tango india echo
juliett golf lima sierra echo oscar sierra mike juliett foxtrot bravo
oscar november alpha quebec hotel kilo juliett golf foxtrot november india golf
mike juliett hotel charlie india
kilo mike tango echo juliett lima india tango
romeo lima juliett mike india tango kilo quebec juliett mike
mike sierra bravo kilo quebec
lima lima papa echo india kilo charlie
bravo sierra tango golf
bravo mike golf juliett india romeo charlie november bravo
hotel foxtrot foxtrot sierra kilo quebec india alpha tango charlie delta juliett
golf romeo mike
tango lima lima sierra november lima november delta sierra papa hotel
charlie november golf kilo oscar
juliett quebec romeo papa bravo india oscar lima golf lima alpha alpha
alpha echo sierra alpha golf tango
charlie india delta
sierra november mike tango golf bravo tango foxtrot delta kilo quebec
echo golf november echo hotel november papa juliett
tango quebec bravo kilo oscar mike
oscar juliett foxtrot papa india juliett india kilo papa golf alpha
india mike sierra sierra foxtrot foxtrot november
quebec charlie golf quebec
papa mike hotel foxtrot foxtrot india india lima
tango bravo oscar
oscar lima oscar lima juliett charlie sierra bravo quebec
golf golf sierra
sierra november lima oscar tango papa november quebec
bravo bravo papa echo charlie tango romeo
quebec mike delta
alpha lima november lima november juliett papa india
oscar alpha papa romeo charlie hotel echo alpha papa
delta romeo quebec charlie sierra echo mike kilo mike lima alpha
india juliett bravo oscar bravo golf foxtrot
romeo alpha papa bravo foxtrot lima bravo sierra
delta mike quebec papa delta lima lima mike
november papa charlie oscar hotel november
mike kilo golf papa hotel tango charlie november oscar charlie oscar oscar
golf lima quebec golf bravo alpha quebec
tango sierra tango golf echo
sierra lima oscar foxtrot november lima romeo lima
echo lima india delta
sierra alpha golf tango romeo echo india oscar alpha delta
golf papa kilo papa lima bravo mike juliett
quebec romeo india juliett india foxtrot lima alpha hotel
tango charlie mike oscar sierra
echo kilo papa quebec foxtrot papa tango
alpha foxtrot kilo oscar sierra quebec
romeo tango foxtrot
romeo mike oscar hotel hotel quebec lima bravo juliett hotel mike tango
romeo charlie hotel quebec kilo juliett golf romeo bravo juliett lima
echo lima kilo india delta romeo romeo echo bravo lima
lima oscar echo november november
lima echo mike delta delta sierra
november lima november golf bravo oscar bravo juliett sierra bravo
november alpha mike papa foxtrot
sierra kilo foxtrot charlie quebec
quebec papa india lima sierra
lima romeo oscar
bravo india papa delta delta november
quebec india kilo foxtrot
hotel mike bravo
charlie golf tango bravo tango
india quebec bravo kilo november tango golf oscar india mike november
delta kilo delta
lima november bravo kilo oscar echo oscar hotel kilo
alpha echo juliett quebec
tango juliett juliett kilo quebec india alpha papa
foxtrot echo juliett kilo echo november india romeo kilo lima
romeo papa hotel quebec bravo echo juliett quebec
mike quebec tango romeo india foxtrot hotel lima foxtrot juliett alpha november
papa mike sierra november alpha oscar
delta lima romeo alpha foxtrot india charlie tango charlie oscar echo oscar
echo kilo foxtrot oscar mike echo quebec bravo
alpha sierra lima november oscar quebec foxtrot kilo mike
hotel quebec echo bravo
sierra kilo lima india juliett quebec sierra
juliett papa november alpha papa
mike echo sierra juliett hotel papa
romeo lima juliett charlie papa charlie lima romeo lima golf delta
oscar tango juliett
hotel echo foxtrot romeo juliett kilo quebec india
foxtrot foxtrot tango bravo kilo papa hotel bravo delta
november delta quebec juliett tango kilo juliett foxtrot
november sierra romeo november delta november papa quebec delta november
juliett foxtrot mike lima charlie kilo romeo
quebec kilo tango charlie kilo lima lima
golf tango oscar delta india juliett
echo india lima juliett oscar bravo bravo romeo foxtrot
oscar lima foxtrot charlie foxtrot india sierra mike quebec alpha
quebec tango bravo tango romeo sierra delta
lima bravo echo papa india delta golf echo foxtrot alpha november juliett
lima lima juliett sierra
tango foxtrot mike echo romeo sierra lima india lima papa november
echo kilo sierra foxtrot papa alpha sierra
lima papa tango tango romeo charlie papa kilo
delta tango quebec kilo echo papa romeo sierra alpha india charlie
hotel echo india delta foxtrot november
kilo charlie quebec delta quebec
quebec delta delta charlie charlie november
quebec hotel kilo golf
quebec india alpha lima tango charlie romeo india
kilo bravo november echo romeo lima kilo romeo tango sierra foxtrot
oscar oscar november quebec alpha echo oscar bravo echo november foxtrot lima
tango kilo india bravo echo delta november
quebec juliett quebec alpha alpha
golf foxtrot romeo india papa hotel foxtrot bravo
echo bravo lima lima hotel delta lima
oscar kilo hotel delta hotel foxtrot india mike juliett sierra quebec charlie
bravo delta quebec kilo romeo sierra papa quebec quebec foxtrot golf
kilo lima alpha quebec delta juliett
delta mike sierra kilo
sierra bravo sierra sierra hotel hotel echo mike november
romeo alpha india delta november
delta tango bravo
hotel november charlie bravo lima charlie echo
india juliett bravo golf golf lima
quebec oscar golf india hotel romeo papa juliett tango kilo november
oscar sierra hotel kilo echo quebec
quebec juliett romeo echo kilo lima sierra mike echo sierra golf
sierra golf oscar
romeo golf india charlie delta
papa romeo bravo foxtrot charlie november papa papa papa alpha sierra
golf foxtrot juliett november echo juliett romeo
romeo hotel india quebec echo delta november charlie mike tango echo kilo
papa sierra romeo alpha alpha foxtrot lima
bravo tango charlie hotel sierra quebec kilo bravo quebec bravo
november lima foxtrot tango papa mike kilo golf tango
romeo delta foxtrot foxtrot india kilo
lima tango november
papa tango echo foxtrot bravo
echo kilo hotel juliett sierra kilo hotel
charlie foxtrot india quebec quebec juliett sierra foxtrot charlie mike
juliett kilo tango india
golf india kilo
hotel foxtrot tango quebec
mike hotel charlie oscar kilo sierra papa bravo november oscar sierra
delta alpha tango november echo echo sierra bravo hotel charlie quebec tango
charlie mike sierra foxtrot alpha juliett kilo romeo papa
bravo echo november tango bravo kilo alpha echo romeo romeo echo
papa foxtrot papa romeo juliett india
charlie foxtrot juliett foxtrot mike tango november mike november sierra charlie
quebec tango november bravo
quebec quebec charlie alpha echo lima golf
bravo quebec echo hotel bravo india november golf delta
quebec oscar charlie lima alpha papa quebec bravo golf oscar bravo
sierra delta india juliett sierra kilo alpha sierra bravo papa india
juliett oscar lima quebec foxtrot bravo india india bravo echo india
mike papa quebec oscar
alpha delta papa delta sierra kilo foxtrot
quebec tango india papa papa alpha november alpha golf hotel delta papa
india november india alpha golf kilo india alpha papa
golf mike foxtrot alpha
kilo quebec juliett hotel papa lima
delta mike bravo echo papa papa tango foxtrot romeo echo
charlie romeo sierra oscar quebec echo november
juliett bravo charlie romeo india lima papa kilo alpha lima
foxtrot mike romeo juliett mike quebec tango echo juliett mike
sierra india tango
bravo lima tango delta bravo bravo oscar papa
hotel alpha juliett sierra romeo bravo
kilo papa hotel charlie sierra delta
foxtrot foxtrot lima
alpha papa quebec delta lima sierra lima papa
delta hotel sierra charlie sierra charlie mike india
echo charlie foxtrot india delta mike
november oscar kilo foxtrot tango golf oscar
quebec echo india india lima sierra oscar alpha kilo quebec
lima hotel juliett mike juliett bravo oscar
foxtrot romeo papa india quebec november
oscar romeo papa papa tango foxtrot bravo delta papa lima
delta november november romeo oscar hotel charlie oscar
charlie oscar tango
sierra delta golf hotel hotel kilo kilo lima oscar
quebec quebec kilo foxtrot echo juliett delta mike
charlie november romeo
hotel lima juliett sierra hotel echo foxtrot alpha juliett
charlie foxtrot charlie hotel quebec kilo
bravo golf quebec
juliett quebec echo november quebec
papa kilo romeo juliett golf juliett
delta papa hotel mike foxtrot kilo foxtrot lima
india juliett echo delta echo mike oscar november november
quebec delta quebec sierra kilo alpha india echo india
kilo tango bravo juliett
papa quebec echo kilo alpha
bravo alpha tango charlie oscar romeo kilo
quebec quebec sierra romeo november
quebec lima hotel charlie
foxtrot juliett kilo tango
delta india kilo
bravo romeo golf november
india juliett november lima charlie papa juliett mike sierra sierra alpha
quebec sierra oscar golf
juliett romeo alpha
hotel lima romeo quebec echo quebec bravo romeo juliett kilo
bravo quebec charlie delta tango bravo
india lima hotel foxtrot quebec bravo kilo juliett mike lima delta tango
quebec delta lima golf golf echo lima romeo hotel papa
charlie golf november tango lima oscar juliett oscar
bravo quebec mike romeo hotel bravo
quebec romeo mike quebec lima foxtrot kilo bravo delta lima golf delta
juliett november lima delta hotel tango foxtrot juliett
alpha hotel charlie kilo sierra juliett charlie romeo oscar golf
mike juliett foxtrot sierra sierra charlie echo juliett romeo quebec juliett
oscar delta quebec oscar
alpha bravo lima foxtrot oscar
delta charlie alpha india mike sierra sierra oscar charlie india india foxtrot
hotel juliett quebec india charlie
romeo delta november
kilo charlie papa charlie golf juliett november golf delta papa
lima charlie foxtrot mike romeo romeo juliett hotel
alpha sierra papa mike india juliett tango hotel delta lima november
india kilo delta romeo delta hotel india sierra juliett lima
golf golf india foxtrot romeo alpha kilo juliett alpha alpha november mike
alpha tango oscar india india romeo
echo foxtrot juliett november hotel quebec bravo papa delta charlie
alpha november oscar romeo oscar tango hotel golf delta romeo oscar hotel
sierra papa mike
kilo india india india tango kilo bravo
juliett alpha papa kilo kilo
golf delta lima juliett
golf golf foxtrot papa papa mike alpha echo november
india hotel delta bravo quebec golf kilo sierra foxtrot india
sierra juliett november oscar papa charlie hotel sierra quebec alpha juliett
quebec juliett charlie quebec echo charlie echo delta
delta kilo echo juliett bravo kilo lima foxtrot romeo alpha
tango bravo papa
golf sierra kilo
alpha hotel kilo hotel sierra tango delta
sierra india juliett quebec echo kilo delta india alpha papa
lima alpha romeo quebec tango quebec india india delta oscar hotel
tango india sierra kilo tango
bravo juliett tango november sierra alpha romeo alpha delta echo
india romeo quebec mike golf
sierra golf oscar oscar oscar tango alpha hotel
juliett bravo oscar echo echo tango golf papa sierra charlie papa
golf foxtrot november papa november quebec bravo quebec romeo sierra india
mike charlie foxtrot alpha charlie delta kilo
sierra golf echo november
mike lima november papa november alpha charlie lima kilo
november lima lima delta
november foxtrot foxtrot hotel papa papa echo alpha
mike quebec november tango papa papa
quebec golf romeo kilo tango lima echo alpha oscar
india lima alpha hotel
papa papa papa oscar oscar
bravo oscar delta bravo lima charlie oscar kilo alpha bravo sierra alpha
juliett echo golf golf delta india golf bravo
november foxtrot tango alpha tango sierra quebec
charlie sierra kilo sierra juliett november india
papa papa kilo india sierra
lima delta bravo echo echo lima juliett echo bravo alpha romeo
november charlie hotel delta india oscar juliett lima lima
sierra echo india echo kilo quebec tango bravo india november lima papa
mike lima lima november foxtrot mike india mike november kilo oscar quebec
echo kilo mike juliett oscar
kilo mike bravo
hotel delta delta oscar
papa romeo bravo echo india delta echo delta oscar mike mike
lima kilo juliett
kilo mike quebec golf foxtrot foxtrot echo juliett golf echo alpha charlie
foxtrot golf golf tango oscar romeo november lima
quebec mike charlie lima kilo tango alpha november juliett
india romeo tango
lima hotel juliett tango golf foxtrot romeo india
sierra india india romeo juliett
tango november foxtrot quebec tango
quebec tango quebec november oscar foxtrot kilo tango
echo alpha papa oscar charlie kilo
charlie quebec golf sierra bravo hotel juliett romeo golf golf tango kilo
tango mike quebec juliett alpha delta oscar
bravo mike delta kilo
charlie oscar echo juliett quebec
hotel kilo echo november kilo alpha
november mike delta mike kilo
oscar november india november juliett sierra
quebec mike kilo charlie lima romeo echo sierra bravo romeo
papa sierra november papa juliett
bravo papa juliett hotel juliett juliett oscar
sierra kilo echo
mike lima tango india bravo alpha tango
mike lima papa delta quebec
juliett alpha foxtrot delta sierra romeo bravo juliett lima oscar
tango kilo golf golf alpha
mike golf bravo papa papa alpha juliett
romeo kilo india tango bravo november delta mike echo alpha
juliett oscar india mike charlie sierra lima quebec hotel hotel sierra charlie
november mike oscar tango delta oscar november sierra november lima papa
kilo charlie november romeo delta alpha papa papa november echo
alpha lima india lima golf india sierra hotel november india tango mike
quebec mike alpha alpha delta
oscar kilo oscar
sierra foxtrot hotel delta delta mike india hotel bravo
tango juliett bravo hotel mike mike golf charlie lima quebec golf
juliett golf hotel
november quebec papa tango lima charlie
india kilo alpha delta hotel golf golf juliett papa delta delta alpha
india romeo quebec hotel echo lima delta tango charlie november
romeo sierra delta
golf foxtrot quebec quebec mike golf lima quebec bravo echo sierra
bravo juliett golf oscar mike foxtrot papa
romeo tango echo india sierra mike delta juliett charlie mike foxtrot
bravo india sierra juliett oscar hotel romeo romeo tango india
papa mike sierra
quebec oscar lima charlie november romeo sierra hotel kilo alpha delta foxtrot
romeo charlie tango mike juliett romeo mike delta
november charlie kilo oscar mike mike november
foxtrot juliett golf echo echo
papa golf alpha lima lima bravo bravo kilo kilo
echo romeo kilo romeo mike
hotel india hotel hotel
india alpha delta bravo oscar kilo kilo bravo alpha hotel foxtrot
lima papa delta quebec hotel
kilo lima charlie romeo charlie hotel charlie india
bravo kilo echo
sierra india romeo bravo quebec
mike alpha bravo sierra
kilo juliett papa bravo foxtrot echo sierra
sierra kilo sierra charlie golf tango november india golf
alpha november echo echo
golf echo bravo kilo kilo
papa november golf echo papa juliett quebec
papa juliett india
juliett november tango charlie foxtrot papa foxtrot
foxtrot lima echo november bravo india charlie golf tango
oscar foxtrot echo golf golf delta papa tango delta oscar
kilo delta golf quebec alpha lima lima november delta bravo
foxtrot charlie hotel hotel charlie delta hotel alpha charlie
hotel lima tango quebec quebec charlie tango
romeo alpha golf tango mike charlie quebec sierra hotel mike kilo delta
alpha bravo echo delta
romeo november mike romeo kilo hotel oscar mike golf lima echo
mike mike lima delta quebec tango november kilo
papa hotel sierra alpha foxtrot
juliett oscar india tango echo kilo bravo mike charlie sierra
mike oscar romeo mike kilo delta
hotel sierra bravo hotel hotel alpha india
quebec romeo november
india echo oscar india echo
quebec kilo sierra oscar foxtrot tango india sierra sierra bravo
golf foxtrot lima india hotel papa india alpha mike papa lima mike
juliett bravo kilo foxtrot juliett alpha juliett oscar romeo tango
juliett foxtrot foxtrot delta romeo quebec hotel sierra
romeo tango tango delta juliett quebec charlie papa
echo romeo golf golf romeo kilo mike
papa hotel india juliett echo charlie
quebec bravo papa lima
bravo lima quebec romeo alpha charlie juliett november echo juliett
hotel golf mike bravo hotel delta charlie quebec oscar
foxtrot lima sierra delta bravo juliett quebec
papa kilo india mike alpha alpha kilo echo echo bravo
hotel oscar mike oscar india sierra oscar golf juliett
mike sierra sierra echo foxtrot november sierra
charlie mike sierra tango tango echo tango delta golf foxtrot
sierra charlie sierra bravo bravo romeo bravo quebec charlie delta
quebec echo delta kilo mike quebec charlie romeo sierra hotel papa
sierra foxtrot november foxtrot bravo oscar hotel romeo juliett november
lima lima bravo hotel juliett echo alpha november alpha quebec juliett echo
echo kilo india bravo echo quebec kilo india
golf golf juliett sierra golf delta sierra november quebec foxtrot juliett alpha
november foxtrot golf delta foxtrot romeo quebec kilo hotel lima
echo romeo papa foxtrot
quebec quebec hotel november juliett romeo
romeo juliett golf charlie kilo golf foxtrot november tango golf echo
november mike sierra juliett india golf delta kilo papa
november delta echo hotel kilo charlie hotel quebec echo tango november
tango romeo charlie delta november alpha delta bravo bravo kilo india echo
november bravo quebec lima golf papa charlie echo alpha
papa papa delta oscar papa bravo echo juliett
bravo charlie quebec tango tango november
delta kilo charlie tango romeo
golf sierra mike charlie delta
india delta delta golf lima romeo
romeo foxtrot hotel quebec golf romeo india foxtrot
quebec delta oscar delta foxtrot golf delta foxtrot
sierra juliett golf
quebec tango november echo kilo golf india hotel foxtrot kilo
mike sierra quebec
papa charlie juliett november romeo golf november
alpha foxtrot sierra tango charlie echo juliett lima tango charlie charlie
romeo oscar romeo lima bravo hotel echo golf lima quebec
quebec kilo sierra echo echo lima romeo romeo tango golf
tango delta kilo
india delta golf delta papa lima
romeo charlie charlie
juliett golf lima bravo papa hotel golf echo oscar golf papa
foxtrot lima charlie bravo tango india alpha golf papa golf november mike
delta india romeo charlie hotel sierra romeo lima india hotel
india romeo november mike romeo lima charlie tango tango lima india quebec
charlie sierra oscar golf
lima november lima romeo quebec
bravo india foxtrot echo charlie quebec
oscar juliett tango oscar lima mike alpha india
kilo oscar kilo alpha golf sierra juliett juliett papa tango kilo
india charlie mike quebec charlie quebec november juliett india november november quebec
mike delta hotel bravo sierra kilo
romeo echo echo lima hotel alpha quebec mike tango echo hotel
oscar foxtrot mike lima oscar bravo delta delta india quebec
tango papa mike delta hotel india
sierra romeo india november papa foxtrot papa sierra foxtrot golf
delta bravo india charlie hotel delta oscar sierra foxtrot
mike hotel papa lima hotel lima foxtrot india mike quebec oscar
tango romeo oscar kilo mike lima lima
sierra india golf bravo echo oscar
bravo foxtrot alpha alpha golf echo romeo golf golf oscar foxtrot oscar
charlie hotel hotel sierra bravo
alpha sierra tango india golf quebec
charlie juliett hotel
alpha tango hotel oscar tango charlie foxtrot hotel echo november quebec kilo
alpha golf sierra echo sierra hotel tango mike echo
charlie kilo romeo
charlie november juliett alpha sierra foxtrot romeo bravo
mike lima tango oscar charlie papa bravo romeo lima
oscar golf charlie sierra sierra bravo hotel india
lima kilo papa tango
juliett charlie charlie golf romeo mike
india oscar hotel alpha
oscar echo bravo hotel charlie foxtrot sierra
lima tango alpha delta quebec
november bravo quebec quebec foxtrot bravo india hotel juliett oscar juliett
quebec golf echo charlie hotel romeo india alpha bravo november romeo alpha
alpha lima kilo hotel mike quebec echo echo delta
charlie hotel india
hotel charlie echo delta hotel oscar bravo quebec oscar papa foxtrot
alpha papa alpha india echo sierra sierra foxtrot romeo delta quebec
mike oscar lima oscar charlie alpha mike delta
papa echo bravo kilo bravo india
delta mike juliett delta november charlie quebec hotel kilo romeo november
foxtrot alpha juliett lima lima charlie
echo quebec golf juliett
alpha delta sierra delta quebec alpha oscar kilo alpha bravo tango echo
papa bravo echo
tango oscar papa kilo quebec juliett foxtrot hotel tango
hotel lima kilo golf november lima golf
hotel kilo kilo india kilo juliett charlie quebec november
hotel lima golf hotel echo
quebec hotel hotel
sierra echo papa tango charlie romeo bravo tango mike delta lima
lima delta alpha
oscar delta kilo papa charlie golf oscar foxtrot golf charlie bravo kilo
charlie foxtrot papa bravo november delta romeo romeo lima
alpha papa charlie bravo hotel echo charlie echo lima quebec
echo papa juliett kilo hotel juliett hotel
echo hotel oscar november golf golf juliett tango romeo
kilo foxtrot hotel foxtrot foxtrot mike kilo kilo sierra bravo oscar
lima mike quebec alpha romeo sierra hotel oscar oscar hotel
hotel lima mike echo romeo
india bravo juliett alpha echo echo mike golf november alpha
oscar echo bravo romeo charlie
papa mike echo
tango juliett echo juliett golf oscar echo sierra bravo
papa sierra tango quebec lima quebec golf lima oscar papa charlie
bravo bravo bravo bravo bravo golf kilo foxtrot oscar
sierra quebec india foxtrot juliett delta hotel lima papa foxtrot
alpha tango hotel echo romeo
charlie quebec romeo golf foxtrot lima foxtrot bravo
oscar bravo echo papa lima kilo india echo november kilo
charlie oscar juliett mike sierra juliett hotel
lima sierra papa hotel bravo mike india bravo charlie delta papa
hotel alpha india echo golf kilo oscar golf golf
romeo golf romeo papa kilo india delta foxtrot
november alpha oscar november
quebec charlie foxtrot tango india papa papa
charlie juliett echo papa alpha mike november quebec oscar oscar alpha
india delta india golf papa november delta
alpha hotel hotel oscar echo quebec golf
sierra juliett quebec kilo foxtrot delta kilo tango sierra
sierra juliett charlie charlie juliett papa echo delta papa charlie
quebec bravo echo echo
golf mike golf golf quebec hotel
delta foxtrot papa juliett echo golf lima tango delta delta mike quebec
kilo quebec mike foxtrot
oscar quebec tango november papa charlie golf
mike november delta echo november sierra delta romeo kilo lima papa
lima tango alpha sierra lima india bravo echo kilo sierra lima
echo foxtrot alpha tango quebec kilo papa charlie golf papa november papa
golf tango foxtrot
bravo mike juliett bravo alpha lima hotel kilo mike lima lima
delta sierra oscar romeo alpha sierra india tango
echo echo foxtrot romeo golf alpha alpha quebec romeo bravo romeo oscar
mike tango charlie golf india papa foxtrot lima
bravo bravo juliett romeo romeo sierra
charlie november kilo foxtrot
papa foxtrot juliett delta delta papa hotel kilo
alpha foxtrot papa kilo alpha golf kilo hotel oscar golf tango
foxtrot oscar quebec bravo lima bravo oscar romeo mike charlie papa
foxtrot quebec foxtrot november kilo
tango alpha papa lima quebec charlie juliett oscar
bravo delta foxtrot tango bravo alpha india quebec delta delta india
papa delta echo sierra alpha quebec echo kilo tango mike
mike november juliett romeo papa juliett sierra juliett november oscar quebec november
sierra alpha oscar tango mike kilo charlie lima
sierra hotel oscar romeo romeo
tango tango oscar alpha
juliett india bravo hotel
golf tango november charlie lima kilo echo sierra november hotel echo
golf november charlie delta golf lima
mike papa echo mike
quebec india sierra alpha foxtrot november papa alpha
india echo golf romeo juliett tango
echo juliett bravo charlie foxtrot mike india
alpha tango india
mike echo juliett quebec
mike echo tango alpha
foxtrot echo delta mike juliett charlie
papa juliett charlie alpha juliett papa
bravo mike hotel alpha lima hotel quebec alpha foxtrot
papa tango echo mike sierra bravo mike kilo golf juliett oscar
mike romeo sierra
mike hotel india foxtrot
kilo quebec oscar
india tango india juliett charlie delta kilo oscar hotel november sierra hotel
tango quebec romeo juliett romeo sierra
oscar bravo papa sierra mike foxtrot foxtrot charlie romeo delta
golf quebec echo
romeo charlie juliett papa quebec tango delta juliett papa bravo
sierra november romeo
tango romeo november lima romeo golf romeo delta oscar
romeo papa charlie foxtrot juliett lima quebec charlie foxtrot november golf papa
charlie lima juliett oscar charlie lima foxtrot tango november golf
hotel golf papa foxtrot tango sierra mike
bravo charlie golf echo charlie alpha india quebec
quebec juliett lima charlie kilo delta quebec india
november bravo delta echo bravo
echo india papa juliett
quebec echo echo mike charlie november
golf alpha charlie kilo papa
kilo india echo india romeo delta
charlie golf bravo quebec bravo echo foxtrot lima
golf november kilo november bravo bravo quebec
india kilo tango alpha tango golf mike golf
golf oscar echo alpha mike bravo charlie quebec romeo charlie kilo quebec
alpha kilo juliett juliett charlie foxtrot
india oscar delta oscar
golf golf foxtrot foxtrot golf foxtrot papa foxtrot
delta november charlie november hotel charlie foxtrot juliett romeo
foxtrot romeo november november papa kilo mike
foxtrot sierra kilo quebec lima november
alpha golf papa kilo oscar mike alpha kilo
tango juliett golf mike kilo kilo hotel papa echo india lima foxtrot
juliett foxtrot november november sierra quebec juliett india tango foxtrot
echo lima kilo kilo romeo lima lima tango hotel mike mike golf
echo india india kilo bravo
november juliett delta kilo foxtrot mike hotel charlie echo india lima sierra
alpha hotel echo mike november india papa tango juliett golf mike
oscar november echo charlie hotel juliett tango
lima golf quebec delta alpha kilo oscar
juliett charlie india sierra tango tango sierra november romeo
lima lima delta
delta echo delta echo juliett echo mike
november juliett juliett quebec kilo november lima mike bravo
romeo mike alpha papa juliett juliett india delta lima echo
oscar india oscar quebec sierra alpha bravo hotel papa
alpha tango sierra sierra golf papa echo sierra echo hotel quebec
india lima alpha alpha delta lima juliett bravo charlie kilo
hotel sierra sierra mike charlie kilo delta kilo romeo
sierra romeo hotel foxtrot oscar
lima bravo echo echo tango delta
mike bravo kilo quebec hotel bravo
november foxtrot charlie golf lima mike quebec golf bravo mike charlie quebec
bravo charlie charlie quebec oscar hotel oscar golf charlie
echo quebec lima
oscar delta papa oscar india sierra november oscar tango sierra
juliett india delta papa
tango alpha charlie charlie delta alpha oscar papa sierra quebec
mike hotel november oscar oscar romeo romeo
hotel bravo delta sierra tango
alpha delta november alpha delta romeo tango quebec golf
india golf oscar echo
tango india oscar november oscar india romeo hotel
papa sierra bravo foxtrot romeo charlie papa mike
delta oscar bravo papa echo foxtrot mike quebec
romeo oscar oscar sierra tango charlie golf romeo papa india kilo oscar
lima bravo hotel delta charlie alpha tango india quebec alpha golf
november kilo echo sierra
romeo foxtrot bravo romeo romeo november tango golf
golf delta quebec bravo
juliett bravo india charlie oscar
papa quebec india echo delta alpha oscar charlie bravo foxtrot golf
kilo papa mike hotel sierra quebec
golf november hotel india oscar juliett
november foxtrot november papa echo
charlie november sierra
delta mike charlie golf november golf kilo sierra
echo golf charlie echo mike alpha
golf golf papa india romeo kilo
golf tango lima
oscar romeo romeo papa foxtrot foxtrot alpha charlie
delta delta delta bravo tango charlie
papa tango lima oscar hotel india echo romeo sierra
lima tango india hotel foxtrot november tango papa india quebec india charlie
quebec romeo kilo november romeo lima foxtrot tango
hotel india mike delta november juliett
lima charlie romeo mike tango november india charlie lima oscar foxtrot
golf foxtrot kilo echo delta golf november lima hotel india
foxtrot delta delta echo
india romeo golf oscar sierra romeo romeo
hotel bravo romeo delta golf
hotel foxtrot romeo oscar romeo lima alpha mike delta foxtrot kilo
romeo november hotel alpha bravo lima golf
golf lima charlie kilo quebec tango delta
november charlie echo sierra quebec hotel november kilo hotel oscar november november
tango delta echo india sierra india
india golf bravo papa
tango mike mike echo oscar
quebec oscar foxtrot quebec lima
oscar hotel charlie india
delta juliett romeo papa echo echo november delta
oscar bravo romeo sierra tango papa papa quebec hotel
echo foxtrot delta india foxtrot
tango quebec golf papa charlie kilo tango golf delta hotel
echo sierra tango kilo charlie mike papa lima tango mike
sierra foxtrot lima quebec kilo lima
mike bravo india alpha charlie hotel
mike hotel india delta bravo charlie romeo
romeo charlie november foxtrot foxtrot lima india
papa tango charlie india golf lima lima papa foxtrot charlie india
juliett hotel papa alpha sierra delta alpha echo charlie
delta alpha delta november lima tango
foxtrot lima sierra november foxtrot echo echo quebec india
echo quebec romeo
charlie delta foxtrot juliett sierra charlie foxtrot papa kilo mike november
india alpha charlie tango india
alpha mike charlie tango
india quebec tango delta lima quebec delta
hotel echo charlie
quebec tango sierra oscar hotel
echo echo bravo oscar juliett foxtrot golf charlie november
charlie bravo delta mike mike india
lima bravo sierra kilo bravo golf november golf alpha bravo
alpha delta golf
mike juliett tango foxtrot alpha delta sierra charlie echo
lima foxtrot charlie alpha juliett romeo quebec tango
oscar lima mike oscar alpha november sierra foxtrot bravo
delta oscar oscar lima golf juliett golf india
quebec foxtrot delta charlie mike bravo foxtrot hotel mike quebec
foxtrot november lima november november sierra november alpha foxtrot mike delta foxtrot
oscar alpha charlie delta delta mike oscar lima
alpha romeo echo golf quebec oscar mike delta alpha lima golf sierra
charlie tango alpha papa india romeo hotel golf papa romeo romeo papa
tango mike alpha delta
alpha oscar delta romeo india foxtrot hotel bravo papa
papa charlie golf mike romeo sierra india delta alpha hotel juliett alpha
juliett alpha hotel
november lima november
romeo papa kilo bravo
delta oscar golf delta lima charlie lima papa november foxtrot india
quebec mike golf romeo oscar echo kilo charlie sierra november juliett delta
papa papa oscar delta romeo echo oscar quebec sierra kilo alpha
bravo delta sierra delta romeo delta november sierra november echo lima alpha
lima juliett charlie november juliett november alpha papa hotel
charlie mike hotel india romeo kilo delta papa mike
tango juliett tango november quebec
india mike foxtrot bravo charlie oscar
foxtrot lima echo mike golf mike golf
golf delta mike papa delta romeo
juliett sierra hotel sierra
foxtrot sierra charlie kilo kilo lima mike juliett lima juliett
tango mike echo charlie echo kilo echo
golf bravo november mike papa india bravo quebec
november kilo lima lima bravo alpha charlie foxtrot sierra bravo oscar india
november quebec lima quebec romeo lima romeo oscar alpha india bravo
foxtrot india alpha
sierra juliett hotel quebec charlie charlie oscar romeo lima mike
mike romeo charlie oscar juliett charlie mike charlie foxtrot kilo alpha
charlie india quebec oscar oscar delta juliett
juliett sierra foxtrot tango tango mike india bravo
sierra alpha romeo
echo mike golf
november bravo lima bravo kilo kilo india quebec india kilo
hotel hotel golf
tango foxtrot oscar
alpha bravo golf alpha november sierra juliett
romeo charlie golf november lima lima charlie mike
quebec echo kilo quebec echo charlie
india alpha juliett lima papa
foxtrot oscar foxtrot papa alpha charlie alpha
quebec kilo romeo bravo tango alpha golf
delta charlie echo echo india romeo oscar juliett bravo golf
india juliett juliett mike foxtrot
quebec quebec lima echo kilo sierra hotel charlie papa
charlie echo quebec quebec tango
romeo alpha juliett november papa romeo romeo bravo oscar foxtrot tango
sierra echo hotel india sierra romeo juliett foxtrot november foxtrot quebec oscar
alpha mike papa echo foxtrot bravo oscar romeo golf sierra golf
golf oscar sierra delta papa lima golf charlie papa
mike quebec quebec foxtrot golf
papa alpha oscar echo bravo charlie
echo alpha romeo echo oscar quebec foxtrot oscar hotel papa oscar
hotel hotel tango juliett bravo lima charlie papa
bravo echo charlie alpha echo november tango oscar foxtrot romeo echo
alpha november papa lima kilo november tango echo mike lima
oscar quebec charlie mike foxtrot india quebec
charlie juliett papa tango alpha papa charlie juliett quebec
bravo november kilo papa
romeo quebec alpha juliett november tango quebec golf bravo lima bravo lima
india hotel november
romeo charlie sierra charlie quebec
hotel golf juliett delta golf juliett
quebec mike quebec november delta november november
delta november tango
tango lima golf echo
mike juliett oscar papa alpha hotel foxtrot echo papa november
bravo oscar alpha delta india juliett india
hotel quebec quebec india india delta golf lima tango november
delta delta november india lima echo foxtrot
tango november papa november papa sierra
hotel bravo kilo romeo romeo foxtrot mike sierra foxtrot
alpha india hotel kilo romeo mike bravo kilo mike bravo charlie
lima foxtrot mike
tango november bravo kilo golf
oscar hotel alpha juliett november golf foxtrot
bravo november romeo oscar oscar
romeo bravo tango charlie kilo golf romeo oscar
quebec foxtrot echo november kilo mike romeo foxtrot mike sierra bravo
golf mike tango mike romeo romeo sierra charlie india delta quebec oscar
mike delta quebec sierra juliett mike india delta mike foxtrot
delta romeo charlie india hotel lima romeo
bravo hotel alpha alpha romeo papa mike quebec india
mike golf golf quebec
romeo tango india tango alpha
romeo kilo echo
bravo mike papa echo lima delta papa
echo romeo november charlie lima sierra hotel foxtrot echo alpha juliett lima
tango hotel alpha charlie tango bravo lima romeo alpha mike
delta hotel romeo lima juliett
november sierra juliett tango alpha echo delta
tango quebec delta juliett papa charlie november tango
kilo juliett golf november foxtrot delta papa echo charlie delta delta quebec
sierra sierra echo charlie lima lima
tango golf tango lima lima foxtrot bravo foxtrot foxtrot romeo echo
golf kilo bravo
quebec november papa lima charlie india sierra foxtrot romeo oscar
november tango lima
sierra papa quebec papa november papa
lima tango india romeo hotel india november bravo quebec india
echo echo juliett papa quebec
foxtrot lima kilo hotel bravo november
kilo alpha echo quebec delta november
tango foxtrot papa papa lima oscar quebec quebec juliett
golf quebec kilo hotel
india echo lima sierra foxtrot hotel juliett papa
quebec india golf kilo
charlie india echo sierra
juliett quebec delta mike charlie golf delta charlie sierra hotel india
kilo papa alpha romeo november mike
sierra juliett bravo hotel kilo charlie november juliett mike romeo hotel
golf charlie oscar november golf quebec sierra sierra india kilo
hotel kilo sierra sierra bravo india echo foxtrot foxtrot november papa juliett
kilo oscar papa mike sierra quebec
juliett november hotel tango
quebec romeo delta juliett juliett hotel lima alpha
alpha tango sierra charlie bravo kilo papa
sierra tango echo
lima delta foxtrot echo delta
alpha papa golf golf
mike bravo lima oscar tango quebec
papa oscar golf papa juliett
india india oscar juliett quebec echo sierra kilo echo quebec
delta golf delta hotel hotel juliett kilo november kilo kilo lima hotel
quebec juliett tango india sierra romeo mike juliett foxtrot foxtrot alpha golf
oscar sierra mike hotel india mike quebec hotel bravo juliett delta india
november mike quebec november oscar kilo charlie lima quebec sierra
mike alpha golf
romeo november golf juliett sierra quebec lima echo golf lima
romeo romeo sierra
golf hotel november quebec india
lima quebec india hotel
lima oscar foxtrot tango lima mike india kilo india juliett bravo november
echo romeo oscar bravo charlie
hotel delta november tango bravo mike juliett papa quebec juliett romeo romeo
delta romeo papa kilo quebec kilo tango foxtrot
quebec echo hotel tango foxtrot romeo juliett lima november
alpha kilo echo golf hotel golf romeo
india golf sierra
hotel bravo juliett charlie
foxtrot november quebec lima charlie golf hotel november papa
oscar echo papa oscar charlie delta mike foxtrot
golf hotel oscar sierra delta
echo delta hotel quebec hotel charlie delta
echo echo echo mike lima
tango quebec tango echo
sierra quebec oscar tango hotel tango foxtrot sierra golf oscar
tango romeo mike echo alpha romeo juliett lima romeo romeo
foxtrot oscar echo lima juliett oscar echo november oscar november bravo india
kilo india alpha sierra lima
tango alpha bravo mike hotel quebec charlie foxtrot kilo
mike bravo sierra bravo sierra
india india hotel sierra sierra
echo november lima mike oscar india tango golf
alpha juliett alpha delta foxtrot hotel november charlie sierra
foxtrot echo hotel quebec foxtrot
echo oscar alpha india oscar foxtrot sierra india charlie
kilo foxtrot lima foxtrot alpha golf quebec echo lima
lima quebec juliett india papa
quebec mike golf hotel papa juliett quebec tango bravo
romeo tango oscar charlie delta quebec quebec golf lima alpha alpha
november hotel november echo
mike juliett lima quebec quebec kilo hotel charlie mike mike
romeo foxtrot juliett bravo papa golf india bravo papa india golf
delta hotel quebec romeo alpha echo oscar foxtrot november
mike lima quebec echo echo
alpha lima mike delta kilo
bravo mike tango india foxtrot kilo lima alpha echo echo foxtrot oscar
quebec charlie romeo foxtrot charlie mike kilo
alpha echo quebec papa delta november charlie delta foxtrot november juliett
hotel bravo juliett oscar mike charlie quebec golf romeo
quebec charlie hotel sierra foxtrot oscar romeo
india sierra sierra november
november tango oscar alpha november charlie charlie sierra papa romeo
papa bravo papa tango charlie sierra sierra sierra
foxtrot juliett delta quebec oscar alpha echo
lima hotel romeo lima hotel lima golf charlie tango delta india golf
sierra romeo november india november mike bravo charlie juliett november
echo alpha mike
delta india lima alpha golf mike quebec tango juliett bravo alpha
juliett india echo tango lima november quebec romeo delta papa
oscar charlie sierra charlie echo kilo romeo kilo tango delta
bravo delta mike juliett delta
papa charlie golf sierra lima november kilo india papa delta romeo
sierra lima sierra mike golf oscar foxtrot
delta delta alpha alpha alpha oscar november lima india golf foxtrot echo
tango november november golf
delta november delta alpha lima golf foxtrot bravo tango lima
quebec charlie alpha juliett golf
alpha delta delta alpha juliett mike
oscar kilo oscar foxtrot
hotel alpha lima
charlie oscar india tango india lima lima papa
hotel hotel kilo hotel romeo oscar echo alpha juliett
papa romeo charlie hotel november golf bravo foxtrot mike
quebec juliett echo hotel bravo oscar alpha papa oscar romeo
golf delta sierra papa november golf kilo alpha foxtrot sierra
charlie bravo golf romeo hotel echo romeo romeo papa foxtrot delta
charlie november hotel sierra delta india sierra delta echo
delta romeo sierra india foxtrot delta sierra november bravo mike tango
foxtrot oscar mike hotel
november mike juliett sierra charlie hotel november charlie alpha golf
echo alpha kilo kilo delta alpha hotel juliett romeo papa juliett
oscar romeo hotel papa hotel kilo charlie
hotel foxtrot echo mike sierra india alpha
golf mike kilo foxtrot india foxtrot delta foxtrot india
bravo romeo sierra romeo mike oscar tango echo quebec quebec papa romeo
lima sierra hotel mike delta echo mike alpha
november india kilo charlie
india tango golf oscar charlie echo delta
mike november hotel sierra lima november
lima romeo quebec
alpha juliett hotel echo sierra oscar
hotel lima kilo echo bravo juliett tango india
kilo golf lima mike hotel
november papa alpha lima
tango juliett lima tango hotel
hotel quebec alpha india quebec delta echo quebec echo tango golf
alpha lima india hotel tango
romeo india hotel oscar alpha golf delta mike bravo mike
charlie kilo oscar kilo india delta tango
hotel hotel mike sierra quebec oscar bravo romeo
india delta papa oscar november tango mike romeo bravo golf foxtrot delta
quebec india india golf charlie romeo papa hotel india india
juliett golf lima hotel romeo hotel india charlie
delta quebec juliett tango november sierra alpha oscar papa oscar
india echo india hotel charlie lima lima
bravo mike echo alpha sierra
sierra mike juliett delta juliett india kilo foxtrot
lima romeo tango juliett golf tango oscar
lima echo mike charlie alpha india hotel kilo sierra india sierra
oscar india golf india oscar india alpha charlie juliett oscar tango
papa echo papa romeo bravo lima
quebec romeo sierra charlie delta bravo juliett india oscar papa romeo
lima tango juliett foxtrot hotel november quebec romeo india quebec delta
golf hotel oscar november charlie india kilo
november foxtrot kilo lima
sierra papa kilo lima delta kilo quebec foxtrot romeo golf november
november golf alpha foxtrot juliett lima charlie bravo romeo
tango quebec papa tango india charlie india
papa hotel quebec oscar golf
november tango foxtrot
november tango papa bravo delta romeo lima golf romeo romeo
quebec november lima golf foxtrot echo charlie sierra
hotel kilo sierra kilo sierra delta lima india foxtrot
bravo charlie sierra india oscar golf foxtrot sierra romeo quebec
mike oscar foxtrot
romeo juliett november foxtrot sierra papa echo november
quebec charlie alpha tango hotel
hotel echo golf echo kilo romeo mike kilo bravo
tango echo quebec lima alpha golf hotel bravo tango juliett
oscar kilo juliett golf
november bravo oscar kilo sierra lima juliett india quebec
mike romeo oscar quebec delta golf bravo kilo
romeo hotel november quebec lima kilo hotel quebec kilo november
foxtrot echo alpha golf papa quebec november quebec november
india lima charlie india delta alpha tango alpha echo golf lima
bravo quebec hotel alpha mike
papa india lima alpha oscar bravo romeo papa sierra
juliett lima foxtrot quebec
oscar november echo papa
juliett alpha juliett bravo quebec
alpha tango tango alpha india papa
romeo romeo romeo golf charlie
lima mike charlie kilo echo
bravo delta bravo india papa bravo india hotel papa bravo
india bravo papa echo foxtrot lima juliett papa romeo bravo
golf oscar foxtrot
delta november papa quebec kilo romeo foxtrot
kilo kilo quebec oscar mike bravo charlie papa
kilo sierra tango romeo
india oscar lima lima tango bravo charlie hotel charlie
bravo juliett hotel delta hotel
lima kilo lima hotel golf hotel mike juliett mike
november charlie foxtrot juliett oscar oscar sierra
bravo lima quebec delta tango golf echo quebec tango papa juliett romeo
romeo lima india
charlie hotel lima juliett
foxtrot romeo delta foxtrot alpha mike sierra
india echo foxtrot kilo oscar mike mike november quebec bravo golf india
bravo romeo mike lima charlie foxtrot sierra oscar quebec foxtrot
quebec echo foxtrot oscar juliett quebec romeo echo delta
charlie charlie charlie kilo papa november romeo hotel november charlie foxtrot golf
delta delta oscar romeo quebec
bravo lima charlie
romeo mike kilo juliett delta papa golf foxtrot juliett golf bravo
lima papa foxtrot romeo echo golf golf
foxtrot charlie foxtrot foxtrot foxtrot india sierra india kilo alpha hotel
sierra mike november kilo quebec tango delta lima mike india foxtrot
india romeo mike romeo golf mike november kilo romeo kilo kilo delta
kilo charlie mike mike juliett
sierra delta sierra india foxtrot mike kilo echo echo
tango alpha bravo charlie golf india delta sierra papa echo india
juliett india golf november echo romeo golf golf kilo papa papa sierra
golf november delta sierra mike echo bravo bravo kilo juliett echo lima
golf papa lima november echo bravo golf tango papa golf hotel bravo
papa alpha quebec delta hotel november delta oscar alpha alpha alpha
romeo november foxtrot tango
quebec papa romeo bravo foxtrot sierra india india foxtrot india charlie
golf lima quebec papa india sierra india quebec romeo
delta bravo kilo sierra november golf romeo november kilo foxtrot hotel mike
delta lima quebec alpha bravo bravo charlie
papa juliett bravo mike mike charlie echo kilo mike oscar
golf kilo tango november
charlie romeo india echo tango november charlie
charlie golf bravo november quebec mike juliett tango charlie
kilo india golf foxtrot papa echo papa mike
november oscar charlie juliett juliett quebec
tango foxtrot hotel quebec quebec bravo mike tango charlie juliett
juliett lima lima mike sierra oscar
juliett oscar kilo bravo
golf papa oscar lima echo romeo oscar india oscar lima golf alpha
echo india india tango juliett papa sierra tango
bravo sierra november juliett tango mike foxtrot tango november kilo oscar hotel
papa tango sierra bravo
november golf charlie kilo kilo hotel delta lima
hotel oscar sierra charlie november echo echo foxtrot quebec bravo papa tango
mike papa mike sierra charlie romeo romeo
alpha romeo sierra echo
sierra india delta
lima quebec foxtrot
papa delta golf lima golf india kilo hotel tango india juliett echo
tango kilo delta lima hotel foxtrot bravo november tango hotel
romeo sierra lima golf lima delta tango golf sierra india charlie
foxtrot november romeo
november hotel oscar romeo oscar foxtrot november delta november bravo juliett
tango juliett echo sierra alpha oscar
juliett quebec quebec mike india lima
hotel november lima quebec bravo
november juliett tango india echo bravo
lima bravo charlie charlie kilo quebec
kilo bravo romeo juliett alpha foxtrot foxtrot november hotel golf hotel tango
sierra delta juliett alpha bravo alpha echo alpha november
charlie sierra bravo bravo golf mike november papa quebec delta kilo
romeo sierra mike juliett
alpha sierra india juliett
sierra tango delta lima foxtrot foxtrot golf echo
charlie golf charlie foxtrot echo foxtrot delta quebec delta charlie
alpha echo alpha
golf juliett alpha sierra lima
november tango delta romeo hotel bravo mike charlie hotel lima sierra
hotel tango oscar kilo oscar
alpha sierra golf india november
juliett alpha alpha
alpha romeo alpha
delta sierra quebec oscar tango bravo lima hotel sierra india
golf hotel kilo
hotel echo november lima kilo sierra
india delta oscar mike india lima
papa lima india charlie
charlie echo sierra mike sierra papa hotel
foxtrot alpha quebec kilo oscar delta quebec kilo kilo romeo kilo golf
papa kilo kilo tango kilo juliett
hotel bravo golf foxtrot quebec foxtrot india golf juliett quebec
bravo romeo sierra lima golf delta foxtrot
quebec quebec alpha golf quebec romeo golf lima lima india foxtrot
mike delta charlie quebec charlie mike
delta romeo alpha juliett lima
foxtrot bravo alpha india kilo
oscar oscar delta quebec sierra alpha romeo foxtrot papa oscar hotel oscar
november foxtrot charlie delta
golf echo quebec oscar hotel alpha romeo quebec
quebec alpha foxtrot india golf delta charlie papa kilo tango charlie sierra
juliett juliett quebec bravo india india charlie hotel tango tango india
sierra echo kilo oscar india sierra papa mike november alpha bravo kilo
echo november lima hotel november kilo
bravo mike juliett foxtrot alpha juliett foxtrot
echo kilo oscar romeo papa quebec golf
alpha india sierra quebec mike sierra romeo charlie quebec hotel
kilo juliett kilo kilo india lima sierra charlie lima mike bravo kilo
delta november lima foxtrot mike juliett kilo juliett echo bravo
kilo mike kilo delta romeo mike sierra november
quebec golf india quebec delta
foxtrot india papa november bravo romeo romeo kilo
oscar echo sierra lima juliett quebec november romeo hotel charlie tango
golf november lima tango papa golf charlie juliett quebec hotel charlie sierra
delta quebec delta foxtrot quebec delta juliett
quebec india tango lima hotel oscar india delta bravo
quebec echo kilo tango bravo papa romeo oscar tango delta lima india
echo sierra romeo lima tango quebec lima kilo sierra quebec golf oscar
kilo golf golf charlie papa delta quebec foxtrot foxtrot lima quebec
delta tango romeo charlie echo quebec charlie
india charlie romeo kilo golf bravo alpha romeo golf
oscar sierra sierra tango foxtrot alpha foxtrot mike
delta sierra charlie bravo oscar november tango
lima sierra echo quebec lima charlie mike india november india echo
november charlie charlie romeo oscar papa sierra
bravo india oscar
november foxtrot echo bravo mike
november charlie juliett india delta golf india
lima charlie oscar bravo
tango mike hotel charlie tango india kilo hotel sierra lima juliett juliett
romeo romeo quebec delta romeo charlie charlie
papa india tango charlie charlie lima
delta mike hotel mike india echo alpha delta
delta charlie oscar romeo quebec quebec november alpha sierra romeo sierra
oscar lima golf oscar kilo sierra delta quebec mike hotel papa
kilo lima golf tango
lima hotel foxtrot bravo lima tango quebec india foxtrot papa
foxtrot foxtrot hotel oscar delta
foxtrot foxtrot oscar india
bravo sierra oscar alpha mike lima november charlie
romeo india papa
alpha november echo november november golf romeo
romeo juliett tango charlie november tango golf echo foxtrot charlie oscar india
mike november bravo november
golf bravo november bravo delta foxtrot echo november lima oscar mike echo
lima oscar bravo bravo quebec golf romeo delta delta mike mike
papa india delta hotel
lima hotel november juliett foxtrot delta romeo sierra quebec india delta quebec
mike alpha delta golf juliett kilo foxtrot echo romeo
quebec delta india charlie mike hotel alpha mike
india november golf lima sierra quebec alpha hotel foxtrot foxtrot lima charlie
india sierra quebec echo
romeo juliett oscar
juliett mike foxtrot india lima papa foxtrot echo oscar bravo sierra
kilo mike golf echo sierra
sierra mike tango foxtrot alpha november golf
foxtrot mike sierra
bravo alpha foxtrot charlie charlie mike kilo oscar
bravo echo foxtrot lima romeo oscar delta kilo
papa lima bravo kilo alpha lima papa mike sierra papa bravo
alpha quebec hotel golf foxtrot charlie lima echo quebec kilo india
sierra foxtrot hotel tango lima tango november
bravo echo quebec papa romeo
oscar mike mike november lima oscar mike romeo
kilo romeo echo lima juliett tango
lima tango golf delta oscar romeo
kilo tango oscar mike alpha sierra papa echo
golf lima foxtrot echo golf
juliett foxtrot november kilo alpha november
delta delta hotel
kilo charlie november papa romeo delta sierra papa india oscar sierra
lima romeo juliett charlie mike charlie india
india mike bravo juliett charlie india
bravo oscar sierra delta romeo romeo sierra foxtrot bravo india papa romeo
foxtrot golf golf golf quebec quebec golf romeo hotel echo
delta echo alpha kilo bravo echo sierra lima oscar romeo
november lima juliett
alpha charlie papa charlie echo foxtrot oscar delta charlie charlie
hotel bravo kilo juliett mike juliett juliett tango kilo tango echo echo
alpha delta india papa bravo oscar echo bravo kilo juliett mike
lima hotel november delta sierra mike charlie juliett india hotel kilo tango
foxtrot bravo india delta romeo november juliett
bravo november lima alpha
hotel bravo golf echo charlie echo lima papa echo oscar
hotel quebec juliett
alpha delta november alpha foxtrot sierra juliett lima hotel
papa alpha papa romeo november bravo
charlie alpha bravo papa papa romeo papa juliett
kilo tango echo
charlie charlie charlie delta hotel quebec
alpha lima papa india charlie mike delta kilo mike papa papa
foxtrot juliett golf golf hotel foxtrot echo november
oscar hotel bravo alpha sierra
tango hotel mike
juliett romeo bravo mike alpha bravo romeo sierra kilo bravo kilo kilo
charlie foxtrot juliett kilo bravo alpha tango charlie alpha lima papa papa
papa november delta kilo bravo oscar lima foxtrot bravo lima juliett
alpha kilo november
juliett mike romeo hotel foxtrot
lima quebec india november foxtrot juliett
bravo juliett romeo alpha papa romeo mike hotel papa delta mike charlie
india charlie mike juliett delta foxtrot lima oscar hotel papa golf
papa sierra tango foxtrot
romeo kilo november mike romeo
alpha mike lima charlie juliett juliett echo
india november golf echo bravo mike juliett tango delta
papa delta echo lima lima
kilo alpha tango quebec hotel tango juliett romeo mike
mike bravo alpha sierra quebec bravo delta hotel kilo
kilo quebec papa
romeo india quebec quebec quebec
quebec delta charlie tango juliett juliett tango sierra romeo lima
golf hotel romeo alpha mike golf quebec delta
hotel november echo oscar juliett foxtrot india
lima foxtrot oscar tango bravo lima delta lima mike hotel delta
golf mike november tango india india hotel delta mike golf
delta echo quebec november bravo oscar papa
quebec delta bravo quebec juliett papa hotel india juliett
lima echo hotel bravo tango delta papa november
november romeo india bravo tango golf delta oscar juliett oscar charlie foxtrot
juliett alpha india delta lima
tango papa november papa echo juliett sierra india golf romeo
mike tango india papa sierra
november hotel romeo tango oscar charlie november charlie foxtrot foxtrot
hotel sierra november papa foxtrot juliett hotel bravo bravo
charlie echo golf tango juliett romeo quebec delta alpha
golf echo echo kilo oscar charlie
alpha lima papa november tango
kilo bravo hotel alpha quebec november tango charlie lima november
juliett alpha romeo mike
india echo november oscar foxtrot echo foxtrot charlie oscar india
hotel india alpha kilo quebec
tango hotel echo foxtrot mike november lima lima
delta foxtrot juliett delta bravo foxtrot juliett bravo november
bravo lima foxtrot juliett alpha hotel romeo papa november
oscar golf papa alpha delta mike tango sierra tango oscar romeo hotel
india tango juliett lima oscar alpha echo charlie oscar papa tango
golf alpha sierra delta lima mike romeo romeo oscar india golf bravo
bravo lima oscar november tango quebec kilo echo delta
india golf lima charlie mike romeo bravo india lima papa
november papa papa tango india juliett
mike golf oscar india oscar sierra golf delta
lima romeo romeo juliett bravo
mike golf bravo golf echo foxtrot
mike bravo foxtrot juliett tango golf delta
india india lima bravo juliett november lima golf kilo lima romeo
foxtrot papa juliett romeo foxtrot tango tango echo hotel juliett
charlie oscar mike india papa foxtrot
delta kilo foxtrot alpha mike hotel november tango delta hotel mike alpha
india foxtrot echo oscar romeo
alpha alpha romeo papa
charlie sierra november hotel kilo tango papa romeo papa mike sierra
kilo papa echo november november
juliett tango alpha echo alpha alpha bravo
papa foxtrot bravo foxtrot echo juliett india golf
delta foxtrot bravo kilo echo oscar sierra bravo india foxtrot hotel romeo
alpha echo mike hotel kilo quebec charlie juliett charlie
romeo alpha kilo mike
delta romeo oscar charlie quebec lima kilo foxtrot foxtrot papa foxtrot november
romeo charlie mike foxtrot oscar charlie sierra papa juliett alpha india
oscar kilo echo foxtrot quebec tango
romeo oscar juliett golf sierra papa
india quebec romeo bravo quebec papa quebec echo tango delta echo
delta hotel juliett charlie quebec november sierra foxtrot romeo kilo bravo quebec
mike india sierra lima india tango
kilo bravo alpha echo kilo
echo bravo mike alpha alpha charlie alpha oscar juliett
papa quebec hotel
romeo bravo kilo charlie golf quebec hotel charlie bravo
papa alpha india juliett november tango sierra sierra echo papa
kilo hotel foxtrot foxtrot november charlie quebec charlie november lima
sierra lima foxtrot golf quebec golf
echo alpha quebec alpha kilo bravo alpha papa quebec
mike foxtrot foxtrot mike oscar echo tango quebec foxtrot papa lima sierra
tango mike oscar mike bravo
oscar echo golf alpha romeo
oscar hotel mike hotel tango oscar echo kilo
echo lima kilo tango delta mike tango bravo
bravo alpha kilo kilo
november alpha sierra
tango kilo echo golf
quebec kilo juliett hotel
quebec golf lima november juliett quebec alpha juliett
romeo golf sierra mike
bravo sierra lima charlie charlie tango
delta mike kilo golf india juliett romeo bravo delta
alpha tango tango sierra november alpha india lima
hotel golf hotel lima
mike delta mike tango delta romeo november
charlie papa india charlie november quebec november
golf november lima romeo mike india india mike tango bravo mike bravo
romeo tango sierra oscar tango papa
hotel sierra juliett kilo charlie delta foxtrot golf echo golf oscar golf
sierra mike papa papa
papa delta juliett quebec romeo romeo november hotel tango quebec quebec
november lima juliett foxtrot mike
papa romeo juliett oscar november papa foxtrot
romeo lima echo romeo november charlie oscar oscar foxtrot juliett kilo
golf mike juliett papa golf tango
tango hotel bravo kilo sierra juliett juliett foxtrot
romeo november hotel foxtrot
sierra sierra juliett
kilo juliett lima oscar oscar
hotel oscar sierra kilo golf alpha november november juliett juliett india papa
quebec quebec papa kilo
echo romeo delta
papa lima tango delta sierra tango quebec quebec lima bravo
tango mike november india november hotel sierra bravo lima
romeo bravo golf
lima lima romeo echo india quebec sierra november foxtrot india
hotel delta quebec lima
oscar charlie papa quebec
echo lima oscar kilo bravo delta foxtrot quebec
golf november alpha golf
romeo tango lima charlie
papa quebec india
india hotel tango romeo mike november bravo papa lima tango delta november
alpha alpha bravo alpha echo hotel foxtrot delta echo november tango lima
tango bravo tango bravo oscar oscar
hotel alpha delta hotel
bravo sierra tango india kilo india
papa lima lima juliett romeo bravo
golf golf papa lima delta juliett november bravo juliett charlie november
oscar delta alpha quebec echo india november quebec
charlie tango charlie
charlie kilo oscar tango bravo india
charlie delta november lima alpha quebec juliett alpha
sierra india hotel mike kilo bravo hotel papa november foxtrot alpha
india charlie romeo oscar
juliett oscar echo golf november papa juliett oscar
kilo echo sierra india charlie oscar alpha romeo
golf charlie sierra echo
echo november juliett sierra echo charlie hotel
india romeo foxtrot bravo delta
november hotel oscar kilo
oscar mike alpha quebec
echo india golf echo sierra
romeo quebec mike hotel
charlie charlie golf echo
india india juliett golf india juliett foxtrot hotel
tango mike lima romeo november charlie mike quebec
golf foxtrot echo hotel hotel oscar
india charlie november delta
delta juliett hotel romeo golf
juliett charlie mike hotel foxtrot kilo
sierra echo tango charlie quebec charlie tango india india tango mike
india kilo echo bravo kilo golf tango kilo echo hotel papa mike
juliett romeo juliett papa echo alpha echo oscar bravo hotel romeo
romeo alpha india romeo india oscar delta sierra
tango golf juliett november sierra mike kilo mike hotel kilo charlie delta
juliett charlie echo papa delta
tango india tango kilo tango alpha
alpha juliett hotel bravo bravo kilo
india romeo alpha oscar delta
alpha quebec lima
lima lima golf tango india india bravo november kilo kilo alpha
quebec sierra alpha kilo charlie oscar tango bravo juliett india
oscar juliett quebec sierra foxtrot
papa echo delta november
hotel november golf
tango mike juliett juliett quebec foxtrot hotel tango
delta sierra mike delta mike
lima sierra papa romeo kilo foxtrot kilo echo india charlie
delta delta lima mike india golf bravo tango quebec golf
foxtrot delta golf romeo papa golf tango delta delta
juliett juliett oscar
mike sierra alpha charlie sierra alpha golf tango charlie
tango bravo november echo hotel sierra kilo juliett juliett golf
golf alpha alpha alpha delta alpha
sierra delta foxtrot papa papa sierra lima
quebec india india
alpha juliett bravo delta foxtrot delta
romeo lima delta kilo india papa papa
bravo alpha echo oscar romeo india foxtrot quebec quebec papa
tango papa echo tango november foxtrot hotel lima hotel india lima tango
oscar sierra alpha golf echo papa juliett kilo hotel romeo mike
tango sierra lima charlie hotel lima india mike tango juliett alpha
romeo november tango mike papa bravo charlie bravo
papa bravo echo echo november romeo mike
quebec mike juliett hotel golf delta kilo
bravo foxtrot juliett foxtrot lima kilo foxtrot tango oscar lima delta
foxtrot mike november sierra romeo hotel oscar kilo foxtrot
tango romeo tango india alpha juliett juliett kilo golf
echo sierra romeo papa golf
quebec juliett romeo november golf echo delta quebec romeo tango
india romeo juliett bravo golf november alpha bravo papa sierra golf oscar
juliett sierra charlie tango romeo november charlie india delta hotel delta
golf bravo romeo sierra foxtrot delta echo juliett tango quebec sierra
sierra romeo india hotel tango quebec november kilo mike alpha
delta charlie tango india tango
india kilo juliett november hotel
quebec echo romeo
oscar oscar charlie mike romeo kilo
golf echo kilo
tango romeo juliett quebec sierra juliett oscar alpha romeo sierra charlie tango
foxtrot november kilo kilo golf india tango india alpha sierra quebec
mike mike juliett bravo foxtrot golf golf tango papa papa
hotel bravo india
papa hotel foxtrot juliett sierra sierra
lima lima india romeo romeo sierra
charlie golf papa charlie delta india mike foxtrot
india golf sierra hotel
lima oscar delta charlie delta foxtrot golf quebec tango juliett
alpha quebec bravo alpha juliett
lima november alpha hotel tango lima quebec hotel mike
india lima tango tango kilo
tango golf golf november echo mike romeo oscar romeo
foxtrot echo quebec charlie
papa alpha delta quebec tango
kilo delta november quebec charlie bravo charlie romeo quebec oscar papa juliett
echo bravo quebec hotel oscar tango hotel quebec juliett oscar india
november papa november kilo november bravo hotel juliett golf alpha hotel romeo
quebec kilo mike mike hotel oscar bravo bravo india november golf
charlie hotel foxtrot hotel charlie juliett
tango foxtrot foxtrot bravo delta alpha kilo hotel lima
foxtrot delta tango juliett golf hotel foxtrot kilo hotel
bravo india india sierra alpha delta tango papa
bravo oscar hotel echo delta oscar echo quebec
oscar papa golf tango oscar papa mike bravo lima tango
tango papa oscar
echo alpha bravo alpha delta romeo foxtrot papa
papa golf charlie
alpha lima november romeo sierra delta foxtrot foxtrot papa tango
echo oscar echo oscar echo tango juliett
hotel november november quebec lima lima bravo romeo golf papa
bravo november golf hotel juliett golf golf sierra delta
oscar hotel charlie oscar romeo juliett romeo delta charlie
romeo golf echo lima bravo papa lima
hotel foxtrot sierra november bravo tango
papa tango alpha foxtrot kilo delta
charlie kilo lima kilo alpha india foxtrot lima
juliett tango india juliett alpha romeo oscar bravo quebec sierra kilo delta
india foxtrot delta india papa foxtrot delta tango quebec romeo
romeo foxtrot tango
tango hotel oscar alpha quebec hotel kilo tango papa alpha oscar mike
juliett tango mike echo india bravo mike alpha
hotel november echo
lima lima delta charlie mike sierra november kilo kilo papa
kilo lima bravo oscar echo papa foxtrot kilo kilo echo bravo hotel
juliett hotel tango golf
sierra kilo romeo india quebec hotel bravo juliett alpha
hotel kilo lima romeo delta charlie
echo papa november
oscar tango quebec kilo delta golf papa kilo oscar golf bravo november
kilo tango bravo tango
delta charlie lima india lima alpha bravo sierra charlie foxtrot
echo bravo mike kilo echo echo bravo romeo bravo oscar india quebec
papa oscar lima bravo charlie kilo delta juliett papa
alpha oscar oscar papa lima delta echo
delta delta tango hotel
tango mike november mike sierra oscar echo lima delta bravo
kilo quebec tango echo charlie delta lima bravo lima hotel echo bravo
delta mike oscar
golf sierra alpha bravo kilo november papa
juliett india golf kilo oscar golf papa mike juliett bravo echo
tango hotel oscar sierra hotel india
bravo oscar juliett
mike alpha romeo mike oscar mike papa bravo hotel echo
delta charlie charlie alpha india echo alpha tango lima mike
tango charlie kilo foxtrot
juliett oscar india
tango foxtrot echo lima kilo echo hotel echo tango
romeo bravo tango lima november india papa kilo golf india
quebec november foxtrot india lima kilo bravo alpha
echo papa november delta india quebec romeo quebec romeo foxtrot
juliett hotel lima tango mike india bravo
oscar foxtrot delta quebec delta india
kilo mike bravo november foxtrot
india hotel mike mike india foxtrot delta delta romeo
kilo echo sierra tango kilo golf
oscar tango papa romeo delta november
sierra juliett romeo kilo november juliett alpha
kilo lima tango romeo juliett papa foxtrot india papa tango
quebec quebec alpha tango
hotel india hotel kilo foxtrot november delta delta tango kilo kilo
quebec juliett echo
november echo sierra echo hotel delta lima charlie alpha bravo golf
sierra romeo oscar
delta juliett golf charlie golf mike
lima kilo romeo juliett golf golf hotel foxtrot quebec charlie
november foxtrot charlie lima alpha delta bravo
november india delta kilo hotel golf foxtrot alpha mike charlie quebec tango
india foxtrot bravo alpha golf charlie oscar alpha echo
india tango juliett delta lima india delta quebec kilo
oscar oscar delta hotel quebec sierra lima
delta lima juliett quebec hotel quebec delta
alpha delta foxtrot sierra kilo
delta hotel hotel india lima quebec tango quebec hotel charlie
papa papa romeo alpha kilo kilo quebec alpha
kilo juliett golf kilo november kilo tango hotel echo november delta
mike oscar alpha charlie quebec hotel quebec sierra kilo golf delta
echo india november mike charlie mike romeo papa echo delta
tango juliett bravo
romeo bravo hotel juliett juliett charlie hotel echo romeo delta
golf quebec tango quebec tango lima
november juliett sierra mike tango mike india lima oscar sierra bravo quebec
kilo tango echo quebec kilo kilo kilo hotel hotel foxtrot foxtrot romeo
sierra echo quebec hotel lima lima
hotel india hotel charlie
tango quebec lima bravo november foxtrot alpha lima november alpha romeo delta
papa tango alpha
hotel india romeo sierra papa lima alpha lima
oscar hotel delta kilo alpha oscar romeo india echo bravo
november bravo foxtrot hotel sierra juliett golf
oscar alpha kilo charlie golf
mike juliett lima delta juliett charlie juliett bravo romeo alpha alpha
november lima echo charlie
tango sierra india mike delta echo kilo tango tango juliett alpha golf
romeo hotel mike bravo sierra delta charlie sierra foxtrot sierra
mike sierra mike foxtrot oscar
echo foxtrot lima golf charlie oscar india golf tango alpha delta
india juliett mike delta bravo alpha tango november romeo hotel
foxtrot lima delta november november oscar mike
charlie echo alpha delta quebec oscar november
delta golf kilo tango mike
papa tango foxtrot
golf golf november bravo golf alpha mike hotel echo oscar golf kilo
juliett tango sierra juliett romeo romeo golf golf quebec papa quebec
romeo alpha quebec bravo
kilo sierra juliett lima lima sierra romeo golf lima lima echo
alpha foxtrot lima charlie echo november charlie hotel bravo sierra
hotel india india hotel oscar tango romeo mike
hotel kilo bravo charlie
romeo bravo sierra
hotel kilo delta mike delta lima golf hotel november tango india delta
juliett quebec echo november alpha
sierra alpha hotel alpha
foxtrot sierra india hotel alpha november alpha charlie alpha
sierra hotel bravo bravo
echo bravo oscar juliett
alpha bravo kilo hotel golf sierra hotel quebec delta alpha november
juliett echo delta alpha tango november bravo delta
bravo charlie alpha tango romeo
charlie juliett quebec quebec alpha
bravo tango foxtrot papa sierra golf november november papa kilo
lima golf mike hotel sierra juliett bravo romeo sierra romeo bravo
hotel lima oscar sierra bravo november golf
golf foxtrot juliett lima tango
sierra bravo hotel
lima hotel delta charlie echo
india kilo tango juliett
quebec november hotel foxtrot juliett lima echo kilo juliett echo
romeo mike bravo hotel romeo foxtrot
sierra alpha delta lima
oscar quebec echo mike
oscar quebec hotel kilo india tango
sierra echo india hotel delta lima november papa hotel
oscar juliett foxtrot mike november foxtrot charlie hotel alpha juliett charlie alpha
quebec foxtrot oscar
india romeo tango papa romeo papa sierra india romeo kilo golf charlie
quebec lima india
papa kilo mike oscar november delta hotel golf echo charlie sierra
delta charlie india bravo india kilo
echo oscar oscar tango foxtrot foxtrot juliett
tango hotel oscar quebec foxtrot kilo juliett india mike mike
papa charlie india tango
charlie november alpha kilo
alpha romeo alpha hotel romeo lima hotel golf bravo bravo foxtrot
lima kilo lima golf papa quebec oscar echo papa bravo romeo
oscar delta foxtrot sierra foxtrot golf quebec alpha november juliett
oscar sierra tango romeo kilo tango bravo foxtrot mike
tango november oscar juliett oscar oscar echo sierra lima mike india charlie
echo oscar echo romeo oscar foxtrot bravo golf romeo
india juliett juliett
delta juliett foxtrot quebec echo
mike romeo lima november india foxtrot tango november bravo oscar quebec alpha
alpha bravo bravo papa juliett lima lima india
alpha november juliett alpha kilo
juliett mike foxtrot oscar papa tango juliett
juliett romeo lima alpha lima alpha sierra romeo delta
papa oscar charlie tango romeo quebec kilo tango romeo delta charlie
alpha romeo quebec tango kilo kilo charlie
lima hotel oscar hotel echo alpha echo quebec golf tango delta
echo tango alpha
lima november foxtrot kilo hotel november
november mike mike bravo alpha juliett
mike charlie oscar alpha oscar mike charlie quebec kilo
papa juliett hotel papa charlie mike
alpha romeo november quebec hotel kilo charlie papa
mike tango golf
romeo quebec papa tango
mike juliett oscar quebec quebec november mike romeo papa oscar romeo foxtrot
romeo mike foxtrot golf golf charlie bravo foxtrot
golf lima hotel india golf bravo oscar charlie alpha
oscar mike kilo juliett charlie oscar india lima alpha
india alpha delta lima papa india oscar november kilo charlie papa
november foxtrot delta
papa november foxtrot tango quebec papa romeo tango
alpha papa oscar india kilo juliett golf juliett mike charlie alpha
charlie alpha november romeo tango tango echo india juliett
alpha golf bravo kilo tango november november
echo golf mike quebec echo hotel november india oscar
quebec kilo papa charlie
mike november charlie oscar sierra echo lima
echo quebec lima hotel kilo delta romeo golf
golf charlie bravo quebec romeo november
hotel alpha lima tango
romeo tango tango november november november golf charlie delta delta echo
golf echo november tango oscar tango india echo charlie golf november
delta quebec papa tango sierra foxtrot delta india india juliett kilo bravo
hotel mike tango tango lima sierra juliett
hotel echo quebec kilo
golf charlie charlie papa papa quebec lima bravo november
delta oscar oscar foxtrot mike
november quebec kilo quebec november alpha lima papa
india lima delta sierra juliett mike
lima echo delta hotel oscar romeo kilo oscar
sierra charlie charlie
foxtrot charlie kilo juliett november papa juliett foxtrot
alpha bravo lima quebec tango hotel mike golf quebec india
tango delta tango
mike tango alpha november papa papa romeo
foxtrot india kilo sierra november kilo mike hotel tango
hotel oscar kilo papa sierra papa papa kilo foxtrot charlie
mike november quebec echo delta
tango foxtrot charlie quebec alpha echo
tango papa november hotel kilo oscar golf lima romeo mike kilo
november delta india mike bravo golf india golf juliett delta bravo
hotel tango echo
golf quebec tango
papa golf delta papa romeo echo
bravo echo charlie golf
charlie romeo delta india lima oscar charlie foxtrot charlie mike kilo charlie
mike mike november oscar juliett kilo sierra
papa alpha delta alpha
mike quebec hotel lima papa
charlie lima alpha juliett kilo bravo kilo india
mike mike sierra charlie alpha
quebec delta alpha echo sierra
delta golf sierra india tango lima november foxtrot
kilo sierra hotel echo tango lima romeo
delta sierra delta
juliett quebec echo golf kilo hotel foxtrot golf lima
sierra echo november
lima hotel sierra foxtrot quebec juliett juliett november lima hotel
papa alpha charlie india
hotel hotel india foxtrot bravo echo sierra quebec lima charlie quebec
echo juliett foxtrot golf bravo
alpha sierra bravo echo india sierra
papa oscar hotel echo india hotel alpha oscar papa juliett lima lima
india golf quebec lima oscar
papa november echo foxtrot
oscar bravo sierra india charlie india oscar foxtrot delta golf
romeo golf golf papa echo quebec mike juliett november tango charlie alpha
kilo bravo juliett echo
lima mike romeo juliett mike kilo november
hotel oscar bravo lima sierra quebec
sierra echo quebec juliett charlie bravo november
hotel delta bravo charlie mike kilo mike
hotel mike november kilo
sierra romeo juliett hotel foxtrot sierra juliett
charlie alpha sierra oscar charlie sierra india juliett
echo tango echo
charlie charlie mike
mike november delta papa november tango
india romeo juliett november foxtrot
charlie golf golf tango kilo sierra bravo kilo alpha quebec
quebec charlie echo juliett golf foxtrot bravo golf echo tango kilo
kilo delta romeo
delta bravo november charlie golf foxtrot mike papa
golf papa delta golf oscar sierra echo foxtrot lima india
november quebec tango mike golf
golf golf foxtrot juliett tango golf juliett delta kilo papa lima
golf lima delta india tango echo
kilo golf mike bravo papa kilo india
charlie hotel kilo november alpha romeo papa papa foxtrot juliett foxtrot
romeo romeo sierra oscar
echo sierra sierra charlie hotel
alpha alpha oscar papa mike papa lima papa echo
foxtrot romeo charlie foxtrot mike quebec oscar alpha
kilo mike delta november
delta delta lima romeo golf romeo quebec tango foxtrot golf lima
oscar bravo juliett alpha lima bravo kilo mike november romeo sierra
romeo bravo foxtrot hotel papa foxtrot echo echo foxtrot oscar mike
juliett oscar alpha kilo golf juliett november charlie mike alpha
tango juliett hotel tango alpha oscar echo charlie
lima lima romeo golf oscar
lima romeo oscar charlie delta tango tango echo mike alpha
tango tango alpha
romeo hotel bravo oscar quebec juliett romeo kilo hotel
november quebec bravo alpha bravo lima mike november foxtrot mike
juliett hotel hotel quebec sierra foxtrot delta golf lima golf papa alpha
foxtrot hotel hotel papa india
lima oscar oscar
oscar hotel lima papa alpha sierra romeo
november quebec golf oscar foxtrot
hotel quebec golf foxtrot quebec papa delta charlie india romeo
quebec hotel mike alpha romeo delta quebec mike hotel
juliett tango foxtrot
romeo tango foxtrot bravo oscar echo papa romeo papa
bravo golf hotel juliett alpha charlie delta romeo sierra golf
november romeo delta bravo golf sierra
alpha echo lima lima kilo sierra sierra lima
foxtrot lima oscar alpha romeo echo oscar quebec
lima tango mike oscar tango echo quebec kilo charlie alpha delta
foxtrot hotel foxtrot kilo
golf mike romeo foxtrot foxtrot
charlie november sierra hotel india sierra quebec alpha papa charlie november papa
romeo kilo india india november golf papa hotel delta
lima tango november papa alpha golf foxtrot romeo juliett november alpha mike
echo november kilo kilo kilo papa bravo golf romeo bravo echo sierra
mike sierra golf oscar golf echo charlie
quebec romeo quebec mike
november foxtrot oscar charlie november papa bravo charlie lima
hotel mike foxtrot juliett lima charlie oscar charlie november juliett
alpha tango tango alpha
delta delta romeo alpha november november mike
oscar lima foxtrot india sierra
oscar india hotel november charlie alpha delta juliett juliett mike golf november
lima charlie echo tango india mike hotel juliett
charlie india mike juliett kilo alpha charlie
foxtrot mike tango hotel november romeo mike bravo golf charlie
kilo lima mike juliett
foxtrot november quebec oscar sierra juliett charlie india india
romeo romeo papa lima romeo lima
sierra delta echo papa bravo hotel oscar quebec
kilo romeo alpha alpha kilo foxtrot quebec alpha oscar
papa sierra november
mike juliett quebec lima tango alpha india foxtrot india charlie
juliett quebec bravo kilo alpha mike alpha foxtrot golf
golf india kilo foxtrot juliett november november bravo foxtrot mike alpha november
papa juliett november papa kilo foxtrot sierra tango echo
sierra foxtrot tango tango echo juliett alpha
charlie romeo echo golf romeo juliett golf sierra
sierra juliett echo charlie alpha mike lima charlie sierra
mike tango sierra oscar juliett charlie lima golf hotel lima romeo
quebec india november tango bravo juliett alpha tango mike
india lima india mike tango lima india
tango november kilo papa juliett juliett alpha tango delta papa
hotel delta india
sierra echo bravo alpha bravo delta
mike alpha juliett india bravo kilo echo
foxtrot quebec golf oscar charlie tango
lima delta juliett alpha
oscar romeo juliett alpha
alpha bravo romeo hotel juliett papa echo delta quebec romeo echo
golf juliett india mike juliett charlie romeo quebec quebec tango alpha
mike bravo hotel mike
india november november kilo lima november echo
bravo romeo golf
charlie romeo tango tango papa echo foxtrot
juliett delta echo
foxtrot romeo charlie
delta romeo bravo foxtrot alpha mike alpha delta
quebec quebec golf oscar kilo kilo papa
foxtrot lima oscar sierra oscar lima mike sierra
tango oscar oscar golf india india hotel
alpha india lima juliett oscar
quebec quebec romeo delta mike india alpha romeo
lima india oscar oscar
juliett romeo bravo oscar kilo foxtrot hotel november juliett golf
alpha oscar tango bravo india hotel
quebec golf foxtrot mike juliett juliett delta hotel
november oscar tango mike hotel hotel tango juliett alpha
oscar quebec oscar sierra kilo alpha alpha golf
kilo papa lima golf charlie india golf sierra
hotel quebec november papa
sierra alpha sierra tango alpha charlie echo
november kilo kilo romeo india echo papa bravo sierra sierra charlie
alpha tango oscar oscar juliett november
papa india sierra lima echo
november charlie golf juliett kilo delta tango november sierra
papa echo mike
charlie sierra kilo juliett hotel
foxtrot delta echo mike
charlie hotel papa delta
echo echo golf bravo mike papa alpha oscar delta
oscar india charlie lima delta tango
bravo delta mike echo
tango golf bravo juliett tango delta romeo romeo echo papa oscar
delta echo golf tango india tango quebec tango echo quebec sierra
echo lima india
alpha alpha golf india oscar november bravo charlie hotel delta
alpha lima india
tango charlie hotel juliett golf romeo delta mike alpha november
delta lima lima lima india kilo oscar juliett golf romeo november november
oscar lima hotel mike
golf sierra hotel sierra mike india kilo alpha
hotel kilo juliett lima
papa quebec foxtrot romeo bravo mike
sierra alpha kilo juliett echo
hotel tango mike lima tango bravo mike alpha foxtrot hotel
papa november kilo november golf romeo
juliett alpha juliett bravo sierra
alpha echo bravo foxtrot
mike tango india echo bravo
india sierra bravo
bravo hotel november hotel foxtrot foxtrot golf
bravo golf kilo golf
papa hotel golf alpha
delta tango papa golf lima foxtrot
mike foxtrot alpha kilo
sierra sierra bravo lima romeo
juliett sierra november sierra hotel
sierra papa hotel
golf foxtrot charlie india echo papa hotel
charlie bravo sierra delta alpha foxtrot alpha
golf papa juliett alpha sierra echo mike india
november juliett romeo oscar papa november echo kilo kilo
juliett delta alpha romeo
mike echo bravo bravo foxtrot november alpha golf echo quebec golf lima
india foxtrot mike bravo
charlie hotel delta bravo
hotel alpha juliett quebec oscar charlie sierra november golf sierra oscar quebec
echo november lima foxtrot foxtrot november delta alpha oscar hotel
lima kilo tango quebec romeo hotel india bravo delta papa bravo
november charlie bravo oscar foxtrot
november oscar hotel tango india lima tango november mike echo
lima november hotel mike papa charlie sierra lima foxtrot foxtrot papa juliett
bravo oscar india juliett sierra bravo papa mike quebec sierra golf
lima romeo juliett lima sierra tango delta charlie delta
oscar india kilo november
oscar charlie alpha papa
bravo juliett golf juliett
hotel sierra romeo lima foxtrot november november sierra charlie hotel foxtrot india
oscar tango golf alpha echo golf papa oscar romeo bravo
foxtrot echo golf charlie
charlie mike lima
lima sierra quebec oscar oscar oscar bravo charlie charlie
india quebec kilo mike echo november
kilo charlie mike
hotel india charlie lima charlie foxtrot lima golf
romeo delta bravo oscar lima
foxtrot sierra echo golf alpha papa kilo foxtrot lima romeo
lima november echo foxtrot charlie tango
foxtrot alpha papa charlie kilo
quebec kilo foxtrot india quebec tango
alpha lima bravo sierra
tango november india november november quebec delta quebec delta juliett hotel
oscar alpha golf kilo
alpha mike golf tango
sierra hotel papa hotel november mike oscar kilo oscar
mike foxtrot hotel charlie
charlie lima kilo kilo quebec
sierra juliett india mike juliett
romeo papa quebec charlie romeo juliett golf oscar
lima hotel hotel november bravo mike quebec lima delta mike november papa
sierra sierra tango tango foxtrot november kilo india oscar
echo tango kilo
romeo echo echo hotel bravo alpha
golf india quebec bravo foxtrot juliett hotel foxtrot charlie quebec echo golf
tango papa foxtrot alpha echo juliett
romeo kilo hotel delta sierra juliett alpha juliett romeo
quebec mike charlie juliett lima
india oscar foxtrot india delta november echo
mike bravo mike
papa papa bravo echo india quebec
juliett golf bravo foxtrot delta india foxtrot juliett alpha sierra romeo
kilo mike foxtrot juliett kilo sierra foxtrot
hotel charlie echo
juliett juliett papa oscar alpha juliett
papa papa juliett juliett echo juliett sierra
tango bravo mike kilo juliett sierra
delta alpha quebec golf kilo
romeo lima sierra echo juliett hotel golf sierra oscar
kilo oscar alpha hotel mike charlie tango
hotel lima echo india
quebec golf mike
mike tango romeo mike golf romeo mike romeo lima juliett
tango echo delta oscar kilo echo charlie bravo oscar charlie sierra lima
romeo india mike
alpha golf delta charlie golf romeo foxtrot papa november delta alpha tango
charlie oscar lima golf tango sierra
alpha tango golf juliett sierra bravo lima
oscar golf charlie november charlie golf delta
kilo delta lima alpha juliett oscar juliett juliett
alpha kilo lima romeo tango romeo papa
tango mike november alpha echo alpha mike november oscar
sierra charlie tango papa bravo oscar echo echo delta
alpha charlie lima november india echo golf
tango golf india hotel india delta sierra sierra romeo
romeo mike papa quebec papa echo foxtrot echo quebec
juliett lima november oscar india lima
delta november lima
papa charlie papa hotel
november mike charlie tango
juliett hotel mike bravo charlie echo foxtrot india echo
charlie papa bravo sierra sierra bravo
kilo kilo quebec hotel quebec romeo bravo bravo
lima papa november alpha alpha charlie golf lima romeo tango mike
echo mike alpha echo charlie tango india kilo november hotel delta india
tango echo golf hotel delta bravo echo kilo
alpha juliett hotel foxtrot foxtrot sierra kilo kilo kilo foxtrot oscar delta
lima golf juliett mike alpha lima tango golf kilo
bravo romeo golf november bravo papa oscar bravo
sierra romeo foxtrot juliett hotel papa oscar lima mike charlie romeo
foxtrot kilo juliett tango romeo india oscar golf
sierra sierra quebec foxtrot mike romeo mike
echo tango november alpha delta oscar mike
bravo bravo quebec oscar quebec romeo india juliett juliett charlie alpha
tango papa mike india alpha sierra papa foxtrot quebec
india charlie lima sierra charlie charlie
india lima india romeo romeo hotel lima hotel kilo charlie sierra
echo hotel sierra kilo
quebec foxtrot hotel lima quebec juliett delta
november alpha mike tango
echo kilo romeo sierra papa
delta hotel juliett charlie juliett papa hotel india delta india oscar
oscar oscar alpha kilo tango
oscar lima november juliett november sierra november
india oscar sierra india sierra golf papa tango lima juliett delta juliett
golf hotel november golf oscar india kilo delta delta foxtrot mike
sierra hotel india oscar juliett tango papa papa foxtrot november quebec delta
echo romeo kilo foxtrot kilo lima lima romeo
juliett papa bravo juliett charlie echo sierra sierra echo papa oscar
juliett tango bravo kilo tango alpha romeo romeo
juliett romeo sierra india sierra quebec
charlie juliett quebec hotel
kilo mike echo foxtrot november kilo
hotel quebec charlie
tango juliett juliett tango echo papa
juliett kilo sierra
papa mike sierra alpha
bravo charlie foxtrot quebec delta romeo delta lima hotel
romeo november papa juliett
romeo alpha alpha golf tango papa hotel papa sierra echo
tango sierra delta charlie delta mike lima oscar papa alpha kilo
juliett foxtrot alpha lima india kilo bravo india delta
mike romeo lima alpha sierra oscar india echo
hotel november oscar november india papa india
tango mike tango india bravo tango
sierra oscar kilo echo bravo golf kilo tango delta
tango golf charlie echo delta
quebec bravo november delta tango romeo bravo quebec papa romeo sierra tango
echo india lima november sierra delta hotel india papa bravo foxtrot
alpha alpha india romeo delta juliett sierra mike india hotel india foxtrot
sierra lima mike india november golf lima charlie kilo bravo echo charlie
tango alpha lima oscar
kilo sierra sierra golf echo november juliett golf delta
lima kilo november mike november quebec november quebec oscar quebec mike bravo
lima echo quebec romeo romeo alpha lima quebec golf oscar oscar delta
echo juliett echo golf alpha alpha juliett foxtrot
oscar romeo bravo mike hotel hotel charlie india india foxtrot
quebec bravo mike alpha foxtrot golf romeo
golf sierra echo oscar hotel sierra lima lima kilo charlie
charlie india lima quebec charlie
lima delta golf
november papa echo tango juliett juliett charlie hotel foxtrot romeo kilo
lima mike kilo quebec hotel papa delta
hotel lima india
golf kilo sierra lima india sierra delta tango sierra mike oscar sierra
delta oscar delta hotel alpha
alpha alpha foxtrot india
kilo tango kilo india
alpha mike golf lima bravo tango charlie mike mike bravo lima
hotel alpha foxtrot oscar india kilo tango sierra alpha
echo quebec november india
sierra foxtrot mike alpha kilo tango
romeo oscar oscar india golf india
echo romeo november
lima echo echo alpha golf foxtrot golf foxtrot foxtrot tango november
romeo oscar golf alpha mike india
sierra november papa sierra tango kilo
kilo delta oscar november tango mike tango quebec
foxtrot india bravo juliett lima romeo
november kilo india kilo quebec delta charlie charlie november tango november
lima papa india foxtrot lima foxtrot bravo foxtrot mike foxtrot
november quebec kilo bravo golf november mike
sierra foxtrot delta lima tango foxtrot golf india alpha kilo echo
india mike kilo papa
sierra kilo india foxtrot charlie golf alpha
mike oscar sierra alpha papa hotel oscar
golf india quebec quebec quebec
juliett charlie tango tango kilo delta charlie mike tango
delta charlie india mike romeo lima india bravo delta sierra romeo november
india juliett bravo kilo quebec echo romeo lima november november oscar
mike delta tango mike
juliett sierra golf juliett quebec mike sierra
india golf november tango lima oscar oscar
sierra foxtrot alpha tango quebec charlie echo
sierra oscar delta charlie delta sierra papa oscar foxtrot
juliett mike charlie lima india tango quebec lima quebec
sierra tango charlie papa
mike tango alpha kilo mike charlie lima
juliett charlie hotel hotel
foxtrot papa golf alpha oscar charlie lima juliett delta
india alpha mike papa
sierra oscar mike alpha bravo lima tango papa echo foxtrot charlie golf
mike golf golf mike papa echo juliett papa juliett echo
quebec quebec juliett quebec delta sierra tango charlie
foxtrot india mike charlie bravo sierra sierra
oscar tango foxtrot alpha delta alpha india lima oscar november india
golf sierra oscar foxtrot papa papa delta mike papa foxtrot lima oscar
lima tango bravo november hotel foxtrot
india romeo november
sierra alpha foxtrot foxtrot delta
oscar quebec charlie sierra bravo hotel
lima papa golf lima alpha kilo november november romeo india papa charlie
lima romeo alpha juliett mike oscar delta tango mike november charlie golf
charlie india kilo kilo charlie delta papa
india juliett romeo sierra juliett bravo quebec papa
india lima india hotel tango romeo delta
oscar romeo romeo delta
india romeo charlie mike romeo oscar charlie alpha juliett kilo
lima romeo delta romeo foxtrot mike delta lima
echo sierra quebec golf india alpha
echo bravo mike
november lima tango papa november romeo romeo tango tango
sierra bravo foxtrot november charlie delta bravo papa juliett sierra
mike golf foxtrot charlie
bravo mike mike
india mike tango foxtrot papa tango juliett juliett juliett
echo hotel india bravo golf mike echo romeo sierra golf hotel
golf lima november
november juliett lima mike juliett charlie delta oscar india november kilo golf
lima charlie golf india november kilo juliett
echo india quebec echo charlie romeo romeo sierra
lima papa india delta quebec
sierra sierra golf echo foxtrot tango
golf oscar oscar alpha charlie juliett november sierra
oscar kilo bravo
sierra lima hotel echo delta
india alpha papa foxtrot mike november
sierra india quebec tango oscar juliett
hotel tango mike tango charlie hotel quebec tango sierra
sierra juliett quebec
hotel echo alpha bravo india
india kilo delta mike charlie oscar echo foxtrot oscar lima
delta november quebec kilo india quebec
oscar tango oscar november oscar charlie india
romeo lima hotel
sierra foxtrot romeo bravo november delta oscar delta hotel november juliett
delta oscar sierra golf delta november sierra quebec alpha echo mike
bravo charlie lima quebec bravo november alpha mike lima tango
tango alpha romeo hotel sierra golf kilo sierra alpha golf hotel
november mike bravo delta romeo
charlie echo alpha alpha mike mike
romeo charlie november delta india quebec hotel charlie kilo lima hotel charlie
lima alpha november romeo tango kilo golf sierra
delta november delta tango alpha tango alpha alpha
charlie tango quebec bravo delta india india sierra bravo
charlie quebec kilo charlie
juliett lima charlie golf tango echo mike
charlie golf echo papa juliett mike lima foxtrot november juliett
kilo november golf november india
juliett quebec foxtrot lima november papa
hotel sierra juliett foxtrot
foxtrot charlie papa oscar mike lima oscar lima papa oscar papa quebec
november foxtrot november sierra sierra quebec
tango bravo hotel mike juliett papa quebec golf kilo quebec lima
quebec quebec alpha golf kilo hotel tango romeo sierra golf alpha
sierra golf bravo papa papa hotel charlie india alpha hotel
oscar lima kilo oscar juliett
charlie papa november foxtrot romeo sierra oscar oscar hotel juliett alpha kilo
india foxtrot november foxtrot delta juliett quebec
delta golf lima alpha papa charlie tango mike alpha
kilo india lima mike mike oscar bravo alpha india
november quebec romeo bravo charlie juliett papa tango foxtrot sierra romeo
foxtrot juliett hotel papa juliett mike echo oscar charlie
papa india golf foxtrot delta bravo echo kilo papa kilo foxtrot
charlie kilo papa kilo mike
papa papa papa juliett romeo
bravo november alpha papa kilo november tango
juliett foxtrot oscar foxtrot golf tango foxtrot juliett quebec romeo echo india
alpha delta golf india charlie delta oscar mike hotel tango delta papa
echo mike lima papa papa foxtrot papa delta november hotel golf sierra
kilo hotel tango
papa tango quebec lima oscar bravo bravo
sierra bravo november romeo
india romeo golf india delta november lima lima juliett
bravo hotel charlie oscar charlie golf hotel
delta india tango
echo charlie oscar lima
foxtrot echo hotel
hotel alpha sierra papa
mike sierra hotel sierra oscar
delta sierra sierra lima golf
lima papa india
delta bravo delta kilo
charlie bravo echo papa alpha lima papa lima
papa delta sierra juliett hotel tango sierra charlie delta echo india
oscar golf romeo oscar foxtrot oscar sierra
mike india foxtrot kilo mike mike
november tango india delta mike mike
mike mike oscar mike sierra india romeo charlie golf sierra kilo sierra
november romeo papa oscar november charlie hotel quebec golf november
golf delta india foxtrot kilo sierra lima tango november lima november
lima sierra papa romeo sierra alpha charlie quebec november charlie echo charlie
foxtrot sierra sierra delta romeo charlie echo
oscar romeo foxtrot foxtrot hotel alpha
alpha kilo kilo golf mike
lima echo lima romeo
foxtrot papa kilo oscar echo oscar lima hotel november
golf tango kilo papa alpha juliett echo papa charlie lima
charlie mike papa lima mike oscar golf mike charlie hotel
hotel echo alpha romeo
hotel november lima oscar india mike tango juliett
juliett oscar juliett tango foxtrot quebec echo delta romeo golf charlie
india charlie golf
alpha mike kilo echo papa tango oscar
charlie lima lima lima papa romeo india lima quebec india november
india hotel india juliett foxtrot hotel golf echo
juliett charlie kilo india foxtrot juliett delta
lima delta india papa november papa
golf papa lima india golf quebec kilo golf golf
lima papa oscar romeo foxtrot
india kilo golf
echo bravo mike quebec quebec romeo india alpha tango oscar
echo alpha echo delta delta india delta quebec charlie golf romeo india
charlie delta charlie tango oscar bravo
delta romeo echo hotel charlie lima golf
bravo romeo foxtrot bravo oscar india tango romeo bravo
hotel lima lima lima juliett sierra
tango sierra juliett sierra tango bravo hotel india oscar oscar
oscar november romeo juliett hotel golf kilo foxtrot lima golf alpha
tango november lima lima
mike foxtrot romeo sierra
romeo echo foxtrot juliett bravo juliett hotel delta romeo hotel oscar
romeo tango alpha romeo november bravo romeo
golf alpha papa november
charlie sierra charlie juliett november charlie romeo quebec hotel
lima india oscar kilo india tango
alpha oscar sierra juliett oscar
foxtrot kilo bravo foxtrot quebec sierra
echo papa papa quebec oscar kilo golf tango lima
mike lima juliett romeo india november foxtrot kilo papa delta
papa romeo sierra romeo
hotel juliett alpha alpha romeo golf golf
bravo quebec november
delta juliett oscar tango sierra tango kilo papa hotel oscar
delta mike sierra kilo quebec charlie charlie november hotel lima papa
romeo sierra charlie quebec india kilo charlie quebec
romeo romeo quebec oscar alpha romeo quebec charlie romeo
alpha papa bravo tango romeo foxtrot
romeo romeo charlie sierra delta sierra echo golf
november india lima charlie bravo echo alpha delta foxtrot november romeo india
quebec mike golf mike foxtrot papa mike sierra romeo oscar lima lima
romeo golf india november november november
mike india tango lima lima oscar
kilo kilo juliett romeo juliett bravo
lima foxtrot india hotel papa hotel kilo
foxtrot november lima echo golf
bravo romeo november foxtrot lima
delta papa juliett
bravo india echo golf mike quebec
hotel sierra echo kilo
foxtrot foxtrot india
oscar romeo echo mike hotel echo november
bravo bravo foxtrot delta mike
sierra oscar juliett sierra mike hotel tango
kilo lima kilo
papa foxtrot romeo juliett november lima echo juliett alpha india foxtrot oscar
oscar delta kilo sierra quebec quebec oscar lima
mike echo papa november charlie juliett juliett hotel echo alpha juliett
mike quebec charlie oscar
india oscar quebec tango romeo bravo papa quebec mike papa echo
quebec oscar alpha delta papa juliett romeo golf hotel bravo golf
oscar india echo alpha echo sierra hotel alpha romeo india india
alpha quebec kilo lima foxtrot november lima
november golf golf golf alpha hotel lima echo romeo
bravo juliett kilo november charlie echo
delta echo bravo india delta kilo charlie mike romeo romeo
papa charlie hotel quebec alpha tango quebec alpha quebec echo
hotel romeo charlie romeo
oscar mike kilo bravo delta lima golf
oscar bravo golf charlie india oscar romeo
juliett romeo hotel mike november india delta echo golf sierra mike
foxtrot hotel golf sierra papa oscar
alpha bravo kilo mike sierra papa delta lima bravo papa lima charlie
oscar quebec oscar juliett
mike mike echo echo india charlie
romeo india kilo oscar romeo india quebec sierra tango hotel india
golf quebec papa hotel sierra echo juliett romeo hotel india foxtrot quebec
echo tango sierra quebec tango golf juliett lima
oscar november tango november oscar echo bravo romeo papa
delta bravo november hotel golf romeo romeo golf golf lima
alpha november alpha sierra tango india mike foxtrot oscar delta foxtrot bravo
oscar bravo alpha delta sierra papa alpha oscar quebec tango
papa mike oscar papa bravo india oscar
papa alpha lima
india golf sierra delta papa sierra papa romeo quebec tango juliett papa
oscar oscar juliett oscar golf mike
papa november oscar tango charlie echo
echo golf mike foxtrot
echo mike india sierra tango
hotel mike echo quebec
alpha papa quebec india golf india charlie juliett juliett romeo foxtrot delta
mike echo mike juliett sierra sierra delta golf bravo charlie echo sierra
quebec juliett golf alpha
delta november mike golf quebec
papa november hotel lima tango alpha
alpha india oscar delta lima quebec
foxtrot kilo charlie tango golf charlie golf golf november sierra
november mike golf kilo
charlie tango foxtrot november oscar
quebec november hotel alpha foxtrot
papa delta november papa quebec bravo echo hotel oscar
oscar india golf hotel foxtrot juliett golf lima
hotel delta kilo alpha delta mike bravo
romeo quebec india hotel
alpha india quebec echo hotel quebec romeo
lima delta papa papa hotel papa kilo
charlie alpha alpha sierra hotel india
mike hotel juliett sierra
foxtrot papa november charlie hotel foxtrot mike mike
delta foxtrot delta juliett sierra oscar
tango alpha november romeo oscar november sierra sierra quebec india echo echo
india papa golf kilo papa
papa kilo papa romeo romeo delta bravo echo hotel lima kilo
romeo india bravo november papa tango november foxtrot golf tango charlie quebec
sierra november charlie bravo golf india
tango kilo mike oscar alpha bravo mike golf india delta bravo
bravo oscar mike delta mike hotel india november papa echo
echo sierra golf hotel tango papa lima papa mike
quebec juliett hotel november lima quebec november
delta india golf juliett mike mike quebec juliett echo juliett
charlie india lima tango alpha papa
golf juliett juliett charlie bravo
delta charlie golf kilo india delta india
charlie papa sierra quebec india sierra foxtrot romeo papa tango mike mike
oscar mike foxtrot golf india echo romeo sierra india alpha
foxtrot golf charlie quebec quebec lima alpha
papa hotel november hotel
bravo hotel delta juliett alpha papa echo
papa sierra mike quebec romeo bravo november
charlie charlie juliett tango kilo kilo mike foxtrot mike juliett tango
tango bravo charlie india foxtrot papa delta delta mike
bravo india tango romeo delta delta november hotel
tango quebec quebec oscar tango
sierra india golf lima tango november november oscar india tango mike
lima kilo quebec
hotel foxtrot juliett sierra
lima tango delta kilo romeo delta tango echo mike mike romeo
india oscar echo charlie foxtrot
charlie mike delta papa
tango hotel papa tango golf mike bravo
juliett echo charlie
november tango bravo juliett charlie sierra hotel tango papa sierra delta bravo
romeo foxtrot bravo charlie lima kilo oscar foxtrot papa
bravo charlie sierra november foxtrot delta lima charlie romeo mike alpha tango
quebec india romeo quebec
tango tango bravo mike
papa november hotel
hotel lima quebec
hotel juliett foxtrot echo india bravo echo kilo hotel romeo
lima sierra echo quebec tango papa echo golf india
oscar golf foxtrot romeo quebec papa sierra
delta mike india hotel juliett juliett
lima hotel india
juliett mike juliett juliett india delta oscar mike tango india mike
alpha india sierra
alpha echo lima
foxtrot kilo mike lima
alpha oscar golf november delta juliett
alpha echo echo hotel quebec
quebec golf alpha india hotel charlie quebec
delta romeo oscar romeo bravo delta
golf hotel bravo echo lima tango november bravo tango delta
alpha hotel romeo oscar
hotel charlie papa
tango india kilo romeo tango lima kilo charlie india alpha golf
sierra delta echo tango bravo
juliett papa oscar delta
juliett bravo hotel november
india alpha november juliett sierra november mike sierra juliett
golf papa sierra november charlie charlie bravo india lima
quebec kilo november bravo tango juliett charlie golf
charlie papa hotel
kilo hotel charlie foxtrot mike alpha hotel india
hotel oscar kilo hotel hotel
juliett sierra delta quebec golf
kilo mike tango oscar quebec november papa juliett lima hotel
echo sierra delta delta quebec mike alpha delta papa november
romeo delta juliett hotel papa golf november
kilo kilo bravo juliett alpha papa tango tango papa
lima oscar mike charlie delta alpha sierra hotel
kilo mike papa quebec papa papa charlie delta charlie golf sierra quebec
golf papa india tango juliett
oscar delta foxtrot sierra
lima golf mike juliett quebec hotel quebec charlie alpha juliett kilo kilo
juliett bravo mike romeo golf
golf romeo delta alpha foxtrot lima charlie
charlie romeo papa november papa quebec
charlie november november
charlie charlie echo bravo sierra tango lima sierra charlie mike india golf
quebec mike romeo bravo sierra delta charlie sierra hotel india delta bravo
foxtrot kilo golf tango
quebec golf papa echo sierra delta november oscar quebec
tango india sierra tango kilo quebec charlie papa romeo charlie
delta echo lima echo charlie lima sierra papa
foxtrot india papa papa lima kilo papa sierra
delta foxtrot charlie echo quebec foxtrot juliett golf tango juliett mike
foxtrot sierra foxtrot quebec delta quebec sierra echo
november delta delta hotel november golf quebec mike november
sierra mike golf golf oscar oscar hotel charlie india alpha
india bravo hotel lima tango papa romeo
golf lima quebec echo india tango
alpha bravo romeo sierra juliett
kilo golf charlie golf golf sierra kilo oscar quebec sierra mike
lima golf november november quebec
india echo delta hotel charlie papa tango alpha echo alpha
kilo sierra mike mike foxtrot delta tango
mike november romeo november
tango november mike india november
hotel tango oscar papa hotel golf foxtrot delta kilo india
india tango tango bravo foxtrot oscar charlie november lima tango oscar
mike romeo papa sierra echo tango
bravo mike india
papa papa echo november papa sierra bravo lima
bravo echo sierra golf alpha kilo
echo november bravo golf delta lima charlie sierra
lima echo quebec tango juliett india echo
echo kilo lima quebec charlie oscar quebec alpha sierra papa echo
lima november november echo sierra charlie
tango papa echo charlie juliett delta mike
india echo golf delta sierra oscar lima india lima juliett india alpha
golf mike foxtrot kilo november mike
mike kilo echo november kilo golf hotel
echo alpha alpha delta november
india quebec kilo papa kilo echo romeo delta lima foxtrot sierra foxtrot
oscar tango echo juliett foxtrot quebec mike
sierra november hotel lima juliett sierra alpha
kilo hotel tango mike kilo golf papa sierra alpha tango
mike echo delta charlie romeo juliett kilo golf hotel alpha hotel sierra
foxtrot lima romeo november echo
quebec kilo tango tango charlie mike hotel echo hotel india sierra
echo sierra tango golf kilo oscar quebec sierra
oscar tango hotel alpha hotel foxtrot sierra mike quebec
juliett alpha oscar echo alpha mike juliett romeo papa charlie
juliett golf bravo golf
mike mike tango oscar oscar november quebec papa november juliett tango
echo charlie bravo
november mike echo hotel hotel kilo tango
quebec foxtrot bravo oscar alpha romeo delta oscar mike juliett bravo charlie
quebec kilo lima mike papa golf sierra
hotel mike november papa lima golf charlie alpha papa
quebec golf charlie alpha tango golf bravo
golf kilo foxtrot kilo tango
golf november bravo
bravo kilo lima hotel tango november hotel quebec hotel lima india lima
india oscar oscar foxtrot golf quebec alpha
papa kilo delta papa delta bravo mike echo mike sierra papa
romeo juliett echo quebec echo
kilo foxtrot november oscar oscar golf golf echo lima echo kilo foxtrot
kilo papa sierra papa romeo oscar alpha papa charlie juliett foxtrot
mike mike papa tango bravo alpha juliett
hotel foxtrot oscar golf india november
echo papa oscar oscar november golf mike lima
november hotel november golf charlie delta
mike echo kilo hotel
sierra hotel hotel
golf tango november
delta delta india hotel sierra tango golf echo papa tango
tango sierra alpha quebec hotel mike golf papa charlie november
kilo papa sierra
tango delta juliett echo papa tango sierra golf
oscar oscar india golf november tango
kilo tango alpha charlie echo
sierra charlie foxtrot alpha romeo oscar kilo charlie delta
india quebec hotel foxtrot sierra papa charlie golf lima
lima kilo echo india foxtrot juliett kilo india
oscar tango sierra kilo india india november alpha kilo alpha
sierra foxtrot golf
sierra papa juliett quebec papa kilo hotel charlie golf romeo bravo lima
echo alpha bravo echo romeo juliett
bravo lima hotel alpha oscar charlie hotel romeo mike lima
hotel kilo hotel kilo foxtrot hotel hotel bravo bravo alpha kilo delta
foxtrot november juliett golf echo hotel bravo kilo sierra foxtrot oscar
india foxtrot kilo india november foxtrot oscar papa
tango papa bravo delta bravo hotel papa echo golf bravo
papa alpha quebec bravo bravo oscar oscar papa
papa hotel bravo hotel quebec november india sierra echo india juliett bravo
tango alpha bravo charlie tango alpha quebec november mike hotel charlie
quebec papa papa tango foxtrot sierra juliett tango juliett juliett lima
quebec romeo foxtrot delta juliett sierra hotel kilo romeo quebec echo echo
tango alpha delta november sierra alpha quebec echo delta kilo juliett bravo
romeo hotel romeo juliett lima alpha kilo foxtrot mike juliett hotel
kilo romeo foxtrot sierra golf
november tango mike quebec hotel romeo hotel foxtrot foxtrot
golf oscar foxtrot romeo romeo
juliett hotel romeo sierra charlie foxtrot juliett tango
kilo echo papa papa kilo hotel alpha juliett kilo
alpha bravo alpha hotel echo lima oscar papa
alpha charlie kilo kilo romeo sierra
echo quebec oscar golf tango papa india golf november
mike delta kilo sierra echo papa india golf lima mike
foxtrot kilo india alpha
alpha alpha bravo lima hotel papa romeo india
sierra romeo mike oscar golf papa delta november charlie november
echo papa oscar sierra bravo golf
charlie tango papa oscar bravo november papa delta charlie charlie
lima juliett hotel november papa sierra bravo charlie alpha foxtrot
november alpha quebec foxtrot bravo
charlie tango india
tango romeo november delta hotel lima oscar papa hotel
lima golf juliett
bravo kilo lima kilo
lima india november mike echo juliett papa oscar
charlie india juliett romeo juliett mike alpha romeo kilo oscar hotel
oscar juliett oscar alpha golf india papa juliett papa juliett oscar
alpha quebec delta lima echo lima alpha
oscar papa bravo india sierra bravo sierra bravo juliett echo
papa november juliett india
oscar lima hotel bravo delta kilo tango oscar
bravo delta foxtrot
quebec quebec tango romeo romeo papa hotel echo lima romeo golf
alpha charlie tango oscar kilo lima romeo delta alpha foxtrot
oscar alpha hotel alpha kilo foxtrot sierra
delta oscar romeo juliett mike november sierra lima tango charlie
golf india bravo sierra lima
tango india delta
tango tango charlie golf juliett kilo
quebec hotel lima
romeo echo charlie tango foxtrot sierra juliett
kilo november tango charlie india mike golf papa echo papa
hotel golf november kilo
golf bravo kilo mike
bravo alpha kilo bravo romeo kilo echo delta india hotel
charlie papa india oscar bravo november delta november quebec alpha
charlie hotel lima romeo
charlie bravo sierra hotel
lima romeo alpha hotel
bravo alpha sierra
golf lima sierra
echo sierra india foxtrot sierra sierra juliett quebec delta
sierra kilo mike golf hotel quebec charlie
kilo echo lima sierra
mike mike india lima romeo sierra papa golf kilo
india india charlie delta sierra
lima hotel november
quebec india bravo charlie romeo foxtrot hotel alpha charlie bravo alpha
india kilo kilo hotel india echo kilo lima november charlie
kilo bravo november oscar delta alpha golf november
lima delta echo charlie tango lima foxtrot india hotel golf
lima alpha echo india
papa papa mike
november sierra echo quebec delta oscar echo
juliett tango mike juliett charlie india papa delta delta delta
mike juliett quebec mike november mike delta romeo juliett papa
sierra romeo foxtrot oscar papa delta
mike india foxtrot tango
tango sierra romeo echo juliett
kilo india hotel mike charlie mike papa sierra
papa romeo foxtrot delta golf kilo papa
romeo mike charlie mike quebec papa echo sierra foxtrot golf hotel echo
foxtrot foxtrot romeo romeo delta juliett bravo
echo mike india lima
lima november delta quebec foxtrot
sierra echo foxtrot bravo november hotel lima india
tango juliett delta hotel oscar lima lima
bravo echo sierra echo charlie lima mike delta quebec
papa delta foxtrot kilo alpha kilo mike juliett quebec india juliett
hotel juliett delta sierra kilo mike foxtrot
oscar sierra sierra oscar foxtrot quebec bravo quebec echo alpha
delta delta lima romeo hotel echo bravo
echo india romeo echo echo quebec lima november echo tango lima
mike juliett papa kilo alpha quebec sierra hotel lima romeo bravo
sierra alpha foxtrot delta
golf charlie juliett papa india delta delta charlie echo
papa november romeo hotel november
bravo echo hotel oscar november bravo echo alpha tango india kilo
romeo lima november charlie hotel mike romeo november lima sierra juliett juliett
mike oscar alpha india
golf alpha tango delta hotel
sierra mike bravo romeo golf november
lima papa charlie echo
lima india foxtrot tango oscar echo echo
lima tango november oscar charlie echo india
juliett hotel tango
charlie kilo delta echo charlie charlie foxtrot charlie romeo oscar
november papa tango lima foxtrot juliett juliett alpha papa
charlie lima bravo kilo romeo hotel lima papa india
hotel juliett quebec hotel juliett alpha hotel
november lima tango bravo india
tango juliett alpha papa oscar juliett charlie mike sierra
alpha foxtrot november hotel sierra bravo charlie echo romeo india
juliett mike november delta india quebec oscar alpha quebec oscar hotel
papa foxtrot romeo mike oscar golf november romeo
romeo november hotel echo
echo mike hotel delta mike foxtrot quebec hotel sierra kilo romeo papa
bravo juliett alpha kilo tango mike mike
lima tango hotel foxtrot quebec mike
foxtrot foxtrot charlie mike mike papa delta kilo papa
foxtrot india sierra hotel romeo bravo lima tango golf foxtrot november
juliett foxtrot foxtrot november bravo november alpha november
sierra juliett mike tango juliett delta papa papa kilo
tango hotel alpha india oscar golf november quebec mike bravo
mike hotel november november alpha juliett papa delta oscar delta tango
oscar golf lima foxtrot quebec
hotel juliett delta
sierra alpha foxtrot hotel mike kilo quebec echo echo november echo
golf echo romeo lima foxtrot romeo hotel hotel
lima foxtrot delta lima kilo alpha oscar alpha alpha hotel tango
papa delta india november
echo november alpha golf charlie hotel
sierra charlie alpha juliett papa echo bravo romeo november alpha bravo quebec
tango sierra golf delta november juliett
lima mike mike mike echo charlie hotel india oscar bravo
foxtrot delta india november charlie
papa echo delta sierra sierra november charlie romeo alpha echo
november india juliett alpha romeo quebec
mike lima bravo delta alpha
echo delta lima bravo papa
foxtrot delta india delta mike delta quebec november november
kilo romeo lima golf oscar
papa oscar charlie charlie november
charlie sierra hotel sierra juliett hotel lima tango
alpha romeo charlie juliett charlie
papa juliett kilo alpha romeo papa quebec foxtrot papa kilo charlie oscar
oscar foxtrot india foxtrot hotel india quebec
oscar golf papa oscar oscar kilo foxtrot mike bravo
alpha tango tango sierra tango hotel november echo charlie november
papa november hotel charlie india romeo lima golf juliett romeo bravo
oscar bravo lima foxtrot
sierra delta quebec tango charlie mike tango alpha foxtrot romeo delta sierra
quebec alpha sierra sierra
tango lima alpha charlie tango delta alpha delta
kilo india quebec november
india oscar juliett papa hotel romeo india
echo november bravo charlie papa sierra tango foxtrot mike november delta
india quebec alpha foxtrot mike india oscar delta sierra papa quebec
charlie quebec romeo foxtrot juliett sierra sierra alpha bravo sierra
tango romeo golf india delta quebec papa bravo mike quebec sierra
tango bravo delta echo kilo sierra quebec golf november charlie
foxtrot echo november bravo papa juliett foxtrot hotel lima november romeo foxtrot
papa quebec romeo echo
quebec tango delta hotel oscar november lima oscar
foxtrot quebec foxtrot romeo echo india india kilo papa november
india golf echo juliett golf quebec november
tango hotel lima
delta echo november sierra delta romeo
lima echo papa charlie india mike
romeo foxtrot sierra foxtrot lima hotel hotel lima delta golf romeo
lima mike hotel lima delta golf foxtrot hotel oscar
delta golf echo mike tango juliett mike
hotel alpha india november kilo
quebec romeo golf delta papa quebec papa hotel charlie tango charlie
papa kilo delta oscar golf india sierra
bravo lima oscar mike papa sierra
november november india alpha quebec golf sierra kilo
mike mike mike romeo juliett
bravo india alpha golf papa alpha charlie delta lima delta
golf romeo quebec lima foxtrot foxtrot mike sierra
papa charlie romeo foxtrot
charlie india echo
mike november tango sierra tango alpha echo echo kilo sierra foxtrot
lima hotel lima tango oscar
bravo charlie lima delta golf mike hotel juliett
mike alpha delta mike tango alpha november foxtrot hotel
foxtrot bravo juliett november delta delta golf oscar lima
oscar romeo tango alpha echo juliett delta
charlie hotel papa papa alpha oscar alpha alpha india
lima kilo alpha
sierra golf charlie charlie sierra papa hotel kilo india lima
oscar alpha mike mike tango alpha tango delta charlie echo alpha delta
echo juliett juliett golf hotel juliett
kilo romeo kilo quebec lima quebec
romeo hotel romeo mike echo mike
alpha juliett november sierra papa
papa romeo alpha bravo quebec november mike alpha bravo bravo
romeo india foxtrot mike tango lima lima kilo
mike charlie mike echo bravo bravo lima
india charlie quebec romeo tango hotel india romeo kilo juliett alpha golf
golf romeo india hotel sierra lima lima charlie
alpha charlie tango bravo lima mike sierra mike charlie
romeo bravo november oscar hotel alpha mike charlie sierra echo
echo charlie india romeo hotel golf foxtrot lima oscar oscar golf india
alpha tango bravo lima sierra oscar tango
mike bravo charlie alpha echo oscar alpha kilo romeo golf romeo
bravo oscar hotel alpha kilo echo juliett quebec
bravo romeo echo mike quebec november charlie india papa mike
india november alpha golf echo bravo november quebec bravo mike tango hotel
india delta quebec delta alpha oscar juliett india hotel mike kilo foxtrot
foxtrot alpha lima
oscar echo delta quebec india hotel kilo
romeo kilo november quebec oscar tango oscar papa
bravo lima hotel quebec kilo
hotel echo delta papa sierra
delta echo kilo papa foxtrot mike lima lima golf november
sierra alpha romeo bravo bravo bravo oscar alpha
india foxtrot delta golf india lima charlie mike quebec tango golf kilo
foxtrot lima kilo foxtrot papa romeo quebec quebec sierra charlie juliett quebec
hotel hotel echo mike sierra oscar romeo alpha golf hotel bravo tango
india lima tango oscar kilo alpha foxtrot india lima
juliett juliett india sierra sierra tango oscar foxtrot echo bravo juliett
oscar india quebec echo golf
golf kilo delta charlie tango alpha oscar quebec november
juliett sierra bravo hotel charlie foxtrot
alpha bravo echo foxtrot golf lima golf golf quebec juliett mike
charlie lima mike mike oscar kilo quebec papa juliett romeo
foxtrot romeo lima hotel bravo
lima lima bravo kilo golf quebec delta oscar golf papa delta alpha
quebec hotel quebec tango foxtrot oscar papa romeo golf romeo tango
lima foxtrot romeo november india papa sierra golf india india kilo romeo
lima delta delta romeo echo juliett india tango tango
quebec oscar quebec sierra romeo golf oscar november bravo
juliett foxtrot echo mike romeo foxtrot india bravo
echo delta lima bravo romeo alpha juliett
golf november sierra sierra india bravo romeo romeo delta mike
romeo kilo delta papa
tango romeo charlie alpha charlie
lima golf hotel romeo charlie november bravo kilo echo
charlie alpha lima sierra lima india mike sierra delta alpha
papa golf november hotel papa
india tango quebec
kilo bravo golf romeo tango quebec sierra romeo quebec delta quebec
hotel romeo romeo romeo november echo sierra
november juliett sierra golf lima lima bravo tango lima juliett lima
india delta foxtrot tango bravo
romeo lima lima echo charlie oscar foxtrot mike lima mike
tango juliett foxtrot delta november golf juliett golf bravo november romeo
romeo papa kilo tango tango
india charlie tango india sierra november bravo romeo
sierra charlie juliett tango mike lima
quebec tango sierra papa juliett charlie lima tango echo november
golf papa romeo mike oscar mike romeo
alpha romeo oscar kilo alpha
bravo kilo sierra echo kilo alpha echo kilo
foxtrot romeo india india charlie echo sierra
echo delta alpha sierra juliett india tango echo sierra golf hotel
bravo india bravo kilo delta bravo mike papa papa juliett
echo charlie tango echo juliett alpha india oscar papa papa
november hotel hotel
november kilo golf bravo quebec
mike lima delta foxtrot quebec hotel oscar
tango delta romeo foxtrot mike golf romeo
kilo golf oscar oscar quebec alpha charlie
romeo charlie bravo romeo sierra golf november
bravo tango lima mike romeo
alpha quebec quebec delta tango tango kilo foxtrot romeo quebec
alpha sierra sierra bravo tango oscar quebec
romeo juliett echo golf
delta kilo india alpha hotel tango kilo delta delta quebec sierra echo
kilo papa charlie foxtrot lima foxtrot
charlie mike alpha oscar foxtrot charlie
november tango oscar charlie foxtrot alpha quebec lima bravo romeo delta
golf sierra sierra echo juliett mike oscar
charlie tango echo november papa lima november echo india november india
delta lima sierra bravo
alpha quebec alpha november romeo
romeo juliett bravo juliett
sierra papa echo lima kilo tango tango lima
charlie papa lima papa india sierra oscar alpha
juliett india hotel papa november india kilo bravo alpha november
echo oscar lima mike november echo echo delta hotel mike kilo charlie
november india india
papa tango charlie mike november sierra delta lima tango november delta
juliett november tango india alpha foxtrot tango
india quebec delta bravo delta lima delta india golf
golf sierra romeo romeo mike juliett november juliett
bravo sierra mike bravo kilo golf kilo papa
november kilo alpha romeo romeo papa
kilo hotel golf november oscar oscar
papa mike hotel tango tango delta echo juliett mike alpha
tango echo juliett hotel golf
hotel bravo india november foxtrot india delta
sierra golf november quebec kilo lima hotel
charlie india india oscar delta quebec
echo november india juliett bravo charlie papa papa mike sierra november
alpha hotel romeo golf
tango kilo kilo alpha juliett mike
papa golf mike kilo november
oscar tango charlie juliett delta quebec kilo sierra charlie hotel
tango tango quebec golf kilo delta echo
india foxtrot oscar alpha november india bravo mike bravo papa
tango tango mike kilo alpha november oscar oscar romeo kilo
oscar foxtrot tango tango
charlie india mike golf tango bravo bravo papa papa lima lima
quebec papa papa india charlie charlie oscar echo golf delta echo
tango quebec foxtrot bravo papa charlie romeo november golf romeo bravo india
sierra bravo papa
sierra kilo sierra
alpha echo golf tango golf lima foxtrot india oscar
hotel papa romeo delta romeo hotel lima papa papa
november tango mike kilo
lima oscar mike
mike lima bravo
kilo papa hotel
quebec kilo hotel echo golf bravo quebec
golf foxtrot foxtrot sierra quebec delta echo golf
november juliett tango tango
november quebec foxtrot alpha tango alpha
sierra romeo tango golf mike november india romeo mike oscar foxtrot kilo
alpha romeo foxtrot bravo alpha
delta juliett bravo alpha sierra delta juliett india
lima mike alpha quebec golf bravo mike bravo
echo foxtrot bravo golf quebec india bravo india
bravo bravo quebec tango alpha tango lima quebec hotel papa
golf tango foxtrot quebec kilo india romeo sierra juliett
kilo kilo foxtrot echo
quebec delta november november kilo quebec golf india foxtrot romeo oscar
sierra juliett mike mike
quebec juliett quebec delta hotel romeo
november tango alpha charlie
bravo oscar delta
mike bravo foxtrot sierra sierra charlie oscar charlie
kilo alpha papa juliett
charlie delta delta delta romeo foxtrot india
november sierra golf papa juliett charlie echo oscar november delta
golf alpha hotel alpha india lima foxtrot tango delta tango romeo india
tango romeo hotel lima delta november sierra lima golf
alpha mike echo kilo echo charlie hotel juliett quebec echo papa hotel
sierra hotel oscar
romeo hotel charlie india alpha juliett sierra golf
november charlie oscar kilo
november juliett papa tango alpha foxtrot bravo
india delta romeo oscar november hotel hotel foxtrot tango
delta foxtrot alpha alpha tango india tango oscar tango golf juliett quebec
juliett romeo quebec juliett oscar echo
oscar india delta
india delta lima india india quebec sierra lima foxtrot quebec echo
lima papa delta bravo alpha
alpha tango foxtrot quebec november foxtrot
charlie quebec foxtrot alpha romeo golf bravo quebec lima golf hotel
kilo quebec mike bravo echo foxtrot foxtrot india
lima lima charlie
golf papa charlie india golf romeo
romeo golf oscar papa juliett golf
charlie india mike mike bravo
oscar romeo foxtrot quebec hotel tango mike
india india quebec echo papa quebec
romeo kilo kilo bravo delta charlie quebec alpha papa kilo papa
sierra hotel delta papa bravo india lima juliett quebec delta papa golf
tango charlie romeo romeo papa golf
golf november alpha echo lima bravo sierra
papa lima india foxtrot sierra golf india india hotel delta echo
tango foxtrot tango sierra mike delta bravo
sierra november bravo delta romeo papa sierra charlie hotel papa echo
bravo juliett bravo tango
kilo india kilo juliett november
sierra hotel hotel hotel hotel golf juliett november papa
india tango delta golf sierra kilo charlie tango lima papa mike
kilo charlie papa kilo papa tango november
tango lima delta
lima golf lima delta quebec quebec echo charlie
papa echo papa lima golf november foxtrot india juliett november alpha
lima foxtrot juliett november papa tango
bravo hotel india foxtrot bravo
november oscar hotel india oscar mike delta lima alpha echo quebec
echo alpha oscar juliett juliett lima
oscar foxtrot delta alpha lima hotel echo
kilo juliett charlie mike alpha quebec foxtrot juliett echo hotel
november sierra papa bravo india quebec hotel
tango juliett mike mike bravo india tango quebec mike mike delta romeo
golf india november sierra hotel foxtrot golf
kilo lima india
romeo foxtrot delta lima hotel
golf alpha foxtrot kilo echo hotel golf romeo
papa kilo alpha delta foxtrot hotel golf
echo charlie juliett mike tango lima alpha india
charlie delta echo romeo india echo sierra india sierra
echo foxtrot golf november sierra mike bravo tango tango hotel juliett
golf bravo juliett lima mike november november romeo
juliett charlie tango
golf sierra sierra hotel foxtrot tango oscar
foxtrot golf sierra oscar foxtrot mike oscar foxtrot charlie golf
romeo mike charlie golf golf india delta juliett india juliett
november november romeo mike delta papa mike
charlie november hotel papa romeo oscar echo romeo juliett tango bravo
echo papa charlie romeo alpha
foxtrot india mike
charlie papa foxtrot papa bravo echo juliett romeo juliett
romeo tango foxtrot delta charlie oscar
lima romeo papa tango quebec tango mike foxtrot hotel
november oscar oscar echo foxtrot quebec juliett tango tango kilo lima november
bravo echo lima hotel bravo charlie mike india bravo sierra
juliett oscar delta kilo india hotel
november sierra foxtrot foxtrot echo lima mike quebec quebec
alpha alpha india oscar oscar quebec golf papa alpha mike oscar echo
kilo charlie alpha bravo romeo quebec echo golf bravo foxtrot hotel lima
foxtrot bravo golf echo
oscar quebec india hotel bravo foxtrot echo juliett sierra alpha
golf sierra bravo bravo delta india bravo foxtrot
india hotel tango india bravo charlie charlie oscar mike tango bravo
juliett lima papa delta foxtrot sierra
golf bravo sierra delta quebec golf delta romeo lima
charlie bravo papa lima quebec oscar quebec delta juliett bravo
tango papa alpha india tango juliett
kilo delta sierra
golf india sierra echo tango alpha alpha bravo india
bravo delta juliett oscar november bravo hotel tango hotel charlie papa mike
alpha romeo papa juliett alpha
papa india tango lima foxtrot quebec foxtrot sierra romeo
kilo bravo papa quebec november echo delta tango november romeo india quebec
tango quebec mike bravo oscar
quebec mike sierra lima romeo sierra november sierra hotel
bravo oscar oscar sierra echo
mike foxtrot golf delta delta delta
charlie foxtrot mike oscar foxtrot foxtrot kilo india india foxtrot echo delta
papa tango bravo kilo juliett foxtrot oscar
november charlie november
bravo india india alpha quebec golf sierra november
oscar delta romeo oscar delta hotel hotel foxtrot quebec mike
quebec india india quebec hotel
delta alpha romeo charlie mike golf golf mike india alpha
echo golf quebec oscar oscar mike golf
oscar juliett foxtrot foxtrot mike juliett golf juliett sierra
alpha foxtrot papa bravo golf lima india juliett papa alpha kilo
india india quebec india tango mike delta
hotel november papa papa tango hotel charlie
november alpha papa golf tango india golf november echo echo
oscar sierra sierra juliett foxtrot delta quebec
india tango mike
papa tango sierra golf tango juliett golf romeo
charlie sierra tango sierra
tango juliett alpha tango india foxtrot papa sierra november november lima juliett
november mike hotel oscar november hotel delta alpha tango november lima charlie
echo papa foxtrot mike bravo tango
romeo juliett oscar echo romeo oscar mike golf tango juliett foxtrot
sierra charlie romeo golf romeo alpha oscar golf romeo hotel golf kilo
november oscar oscar
alpha tango foxtrot alpha foxtrot mike kilo november
juliett juliett sierra foxtrot
papa juliett tango lima hotel november quebec lima juliett
tango india charlie alpha hotel bravo oscar
romeo november sierra delta
kilo tango oscar charlie
echo alpha quebec quebec alpha bravo bravo foxtrot
papa papa oscar sierra echo kilo november bravo
echo charlie india kilo alpha
november november foxtrot sierra delta lima sierra lima romeo
delta golf foxtrot golf november delta juliett echo mike bravo bravo
papa echo tango kilo
november delta india oscar lima
kilo delta india foxtrot sierra
bravo quebec foxtrot foxtrot
echo papa india kilo juliett
oscar bravo romeo quebec golf mike quebec
mike sierra echo romeo golf golf romeo november sierra sierra
delta juliett foxtrot golf delta papa
lima india tango india echo india november tango delta lima kilo foxtrot
papa romeo echo
bravo delta india papa tango bravo hotel charlie quebec sierra mike
papa echo alpha
echo golf lima
lima hotel echo
quebec tango india quebec bravo sierra november
kilo quebec juliett oscar juliett tango mike delta foxtrot sierra
kilo alpha bravo echo bravo delta bravo charlie papa bravo
mike charlie india oscar delta
hotel india foxtrot oscar oscar sierra papa sierra sierra
november kilo november
sierra alpha sierra echo hotel
juliett romeo delta delta foxtrot tango oscar hotel romeo mike bravo foxtrot
papa november oscar alpha mike kilo foxtrot india sierra
sierra bravo foxtrot alpha lima november alpha november
golf alpha foxtrot
india tango golf charlie quebec lima india foxtrot charlie lima charlie
foxtrot delta sierra india charlie
charlie romeo papa tango india tango lima india quebec
hotel alpha sierra lima sierra foxtrot juliett romeo
foxtrot tango hotel romeo sierra delta alpha sierra golf
charlie golf bravo oscar golf delta echo golf
hotel golf bravo oscar lima hotel quebec golf foxtrot india alpha kilo
papa delta india bravo
quebec november foxtrot quebec alpha hotel
papa mike echo echo papa alpha charlie golf echo echo bravo
alpha charlie quebec charlie india oscar charlie sierra
echo bravo alpha
alpha bravo oscar bravo foxtrot charlie foxtrot romeo foxtrot mike echo echo
echo oscar romeo hotel mike hotel papa tango november mike
kilo hotel lima november
mike delta lima delta echo
november november delta mike romeo tango echo november romeo india tango alpha
hotel echo india kilo mike alpha india oscar delta alpha juliett golf
bravo alpha mike
alpha foxtrot foxtrot papa quebec tango delta oscar tango tango
mike golf romeo romeo bravo juliett november kilo november
oscar tango sierra foxtrot papa tango sierra sierra romeo juliett tango sierra
bravo sierra hotel mike
mike tango kilo
foxtrot romeo echo lima juliett hotel bravo kilo tango papa charlie papa
foxtrot kilo hotel
charlie golf quebec november india lima mike
mike kilo oscar kilo alpha romeo hotel bravo lima delta november
lima charlie mike november lima lima lima lima
lima delta foxtrot november lima foxtrot bravo charlie kilo quebec november sierra
charlie india bravo romeo echo romeo foxtrot golf tango romeo charlie alpha
golf delta quebec delta romeo oscar papa charlie lima papa
mike november kilo romeo hotel golf bravo oscar
charlie india quebec juliett mike quebec lima romeo foxtrot
kilo golf echo foxtrot sierra foxtrot alpha tango bravo
romeo juliett bravo golf delta quebec juliett kilo mike romeo alpha quebec
november golf golf romeo
echo charlie kilo
romeo papa charlie tango
quebec echo kilo mike romeo kilo
alpha foxtrot juliett hotel echo tango
kilo mike november bravo sierra bravo sierra india
papa india romeo mike india juliett oscar kilo
bravo romeo golf kilo
golf romeo sierra kilo juliett
echo oscar india foxtrot papa charlie alpha sierra foxtrot juliett alpha charlie
echo hotel november
golf quebec oscar juliett romeo
bravo tango tango lima quebec echo mike hotel
november bravo foxtrot juliett quebec hotel juliett papa
alpha golf bravo kilo
sierra foxtrot tango hotel tango golf oscar lima
romeo mike mike india golf kilo november charlie romeo delta golf mike
charlie hotel alpha romeo oscar lima oscar quebec bravo foxtrot
echo foxtrot bravo papa india quebec echo lima
hotel oscar juliett mike romeo oscar lima
golf alpha bravo mike lima romeo kilo
golf romeo mike alpha oscar hotel echo india lima quebec mike
golf delta golf papa hotel
mike delta papa alpha juliett echo echo foxtrot juliett
india india papa bravo oscar bravo romeo quebec tango bravo
hotel india foxtrot november mike sierra kilo india november
quebec papa sierra papa foxtrot echo foxtrot november november papa tango bravo
kilo november november golf charlie lima romeo delta charlie delta kilo
mike delta tango papa delta charlie sierra tango
november foxtrot kilo alpha golf sierra
november golf echo
romeo quebec kilo oscar india juliett hotel foxtrot sierra tango golf
charlie india juliett charlie bravo
kilo hotel sierra charlie kilo alpha golf november quebec mike
romeo india oscar sierra quebec charlie alpha kilo
mike november india kilo tango quebec tango charlie golf alpha tango romeo
november quebec juliett juliett golf echo foxtrot papa lima papa kilo quebec
india charlie papa romeo india golf echo oscar golf delta lima
golf romeo delta
golf alpha tango
oscar india papa papa mike kilo bravo charlie charlie foxtrot
sierra golf kilo lima quebec lima india mike
mike november india foxtrot quebec oscar quebec quebec hotel juliett papa echo
kilo alpha india bravo delta echo
foxtrot kilo echo bravo kilo bravo tango india alpha hotel
tango kilo delta hotel bravo hotel
juliett papa alpha sierra kilo lima foxtrot bravo alpha juliett november
mike golf hotel quebec echo
lima delta charlie romeo india juliett golf alpha delta november papa
juliett quebec tango
charlie juliett sierra juliett lima romeo quebec lima foxtrot romeo romeo
sierra india papa charlie tango juliett hotel romeo lima
november oscar delta foxtrot hotel kilo romeo lima bravo
papa kilo golf november tango kilo mike papa charlie bravo
bravo hotel bravo november tango romeo alpha papa lima
charlie november alpha foxtrot tango india lima oscar kilo charlie
hotel delta mike juliett
delta hotel charlie romeo lima alpha november romeo hotel
alpha foxtrot lima tango november tango romeo
sierra golf tango foxtrot india alpha foxtrot mike kilo
lima november oscar mike lima kilo foxtrot bravo mike papa juliett mike
bravo golf alpha foxtrot
delta romeo mike tango kilo romeo quebec charlie golf
oscar sierra kilo echo sierra bravo india lima
mike oscar papa quebec alpha kilo papa romeo oscar bravo papa quebec
alpha kilo juliett
golf quebec bravo juliett
oscar hotel india juliett lima foxtrot quebec foxtrot hotel oscar
mike romeo sierra oscar kilo juliett romeo kilo charlie juliett
november echo india charlie echo delta charlie kilo quebec
charlie romeo lima
delta sierra tango kilo charlie tango golf echo romeo kilo lima
quebec golf foxtrot charlie lima november romeo november kilo lima
papa sierra alpha golf romeo november romeo
echo romeo papa golf november bravo bravo romeo alpha bravo lima
kilo golf papa tango foxtrot charlie juliett oscar hotel foxtrot
oscar tango kilo papa mike golf mike foxtrot
echo quebec quebec alpha india
kilo kilo oscar mike india lima golf november november alpha golf lima
quebec kilo papa
juliett golf tango bravo november bravo romeo mike charlie hotel foxtrot
hotel oscar romeo quebec kilo november papa india india delta delta
romeo sierra alpha charlie foxtrot golf lima romeo foxtrot india alpha
lima echo foxtrot
november mike foxtrot alpha india
delta kilo charlie india juliett november
oscar echo juliett delta sierra
papa kilo kilo bravo foxtrot mike india romeo delta charlie alpha
echo lima sierra sierra alpha echo november bravo sierra mike hotel
papa india papa bravo delta papa mike kilo romeo
oscar lima quebec alpha delta alpha tango delta november romeo charlie alpha
quebec sierra golf juliett juliett alpha foxtrot echo romeo sierra
alpha charlie alpha golf golf juliett sierra foxtrot india india mike
alpha kilo hotel sierra juliett foxtrot quebec foxtrot
echo sierra oscar india echo delta
quebec echo papa charlie bravo charlie golf
lima november quebec juliett bravo oscar hotel
charlie oscar foxtrot alpha hotel mike golf juliett sierra
delta sierra tango
kilo bravo romeo mike
kilo romeo india papa romeo lima india
echo echo alpha romeo charlie sierra quebec tango hotel echo golf
papa delta hotel
alpha mike charlie
mike foxtrot november romeo
oscar juliett romeo
papa mike quebec india lima foxtrot golf sierra
lima golf tango echo lima foxtrot kilo kilo sierra juliett bravo delta
oscar lima golf lima
tango tango quebec lima charlie echo sierra tango charlie juliett
papa alpha juliett oscar delta
delta alpha quebec bravo foxtrot
oscar november hotel oscar lima november
oscar oscar echo sierra november sierra oscar november bravo bravo quebec bravo
kilo quebec charlie
charlie tango bravo quebec kilo papa sierra quebec quebec sierra juliett
papa foxtrot romeo romeo juliett foxtrot
alpha delta november
hotel foxtrot november delta golf sierra
romeo oscar golf lima echo delta bravo papa charlie foxtrot
foxtrot golf romeo romeo echo india juliett juliett delta oscar
delta lima mike bravo mike india quebec quebec quebec bravo
charlie echo sierra juliett november india romeo kilo lima mike
quebec charlie bravo juliett bravo echo oscar echo
bravo delta alpha sierra november foxtrot delta
oscar romeo lima delta oscar bravo tango tango delta quebec lima
echo echo foxtrot bravo
india mike foxtrot echo
echo november charlie charlie november echo quebec juliett alpha foxtrot romeo
foxtrot bravo lima oscar tango romeo mike bravo tango november bravo lima
golf foxtrot india alpha quebec november charlie charlie
bravo kilo foxtrot papa charlie bravo romeo charlie romeo juliett romeo
delta echo alpha alpha charlie
quebec foxtrot bravo sierra juliett hotel juliett bravo kilo mike mike alpha
kilo bravo quebec
bravo alpha india lima mike golf mike delta november lima
november juliett india juliett romeo tango foxtrot
golf november golf
november juliett tango bravo november lima echo papa
hotel alpha golf delta kilo november
romeo quebec echo
golf foxtrot quebec mike tango tango oscar foxtrot oscar kilo charlie kilo
mike kilo papa oscar juliett oscar alpha charlie
echo november romeo sierra foxtrot oscar sierra golf
kilo juliett oscar foxtrot
kilo alpha bravo hotel
echo hotel sierra bravo lima bravo bravo echo mike
foxtrot romeo november bravo
echo india quebec bravo foxtrot
juliett kilo romeo delta
mike echo lima romeo
oscar echo charlie hotel romeo mike tango bravo echo tango
romeo bravo foxtrot november india lima hotel golf tango november quebec echo
mike golf oscar oscar
oscar bravo kilo juliett oscar juliett delta
mike tango alpha alpha papa delta papa golf
romeo lima november oscar echo mike delta oscar echo papa november
tango sierra echo delta hotel quebec november alpha november charlie tango
kilo kilo foxtrot romeo
charlie papa delta bravo bravo
romeo romeo india kilo alpha lima charlie november tango india delta
mike alpha sierra india tango oscar mike oscar bravo kilo papa delta
echo delta hotel kilo oscar mike tango alpha echo charlie
bravo tango foxtrot alpha romeo tango oscar
hotel papa delta
romeo november kilo sierra tango sierra golf oscar oscar alpha romeo
hotel november kilo sierra quebec foxtrot delta
quebec golf hotel lima bravo kilo hotel november oscar charlie india golf
alpha foxtrot papa alpha mike romeo golf quebec
hotel alpha papa papa hotel romeo quebec tango
mike kilo oscar echo delta romeo echo juliett sierra
hotel quebec delta foxtrot oscar quebec charlie tango alpha mike charlie
golf golf quebec quebec tango hotel romeo oscar india romeo sierra india
tango kilo india india romeo alpha alpha charlie juliett
oscar oscar charlie echo lima quebec alpha
papa delta papa mike charlie lima
lima charlie hotel foxtrot november lima golf kilo lima
charlie charlie india sierra kilo romeo golf romeo
kilo india juliett lima juliett
charlie alpha quebec mike tango mike tango alpha kilo papa hotel quebec
mike kilo foxtrot bravo mike foxtrot lima juliett papa foxtrot romeo
golf papa juliett tango echo mike tango india lima
kilo papa juliett india golf bravo kilo
golf charlie india golf golf
quebec romeo delta november sierra romeo
golf oscar bravo
echo quebec sierra papa hotel golf papa mike juliett echo delta
golf romeo foxtrot charlie november india
papa charlie charlie golf quebec bravo foxtrot foxtrot oscar
foxtrot delta oscar bravo oscar quebec mike bravo
oscar kilo tango november papa golf
sierra delta bravo lima kilo kilo sierra bravo juliett lima bravo
foxtrot india hotel lima hotel bravo echo tango oscar juliett
kilo lima echo mike mike oscar quebec mike
kilo sierra november foxtrot mike echo lima
tango india tango charlie echo lima echo papa quebec charlie
echo lima november bravo oscar romeo juliett
alpha november bravo oscar alpha quebec foxtrot quebec tango oscar tango golf
tango november kilo oscar delta alpha mike mike foxtrot
echo foxtrot hotel foxtrot bravo november kilo charlie charlie
foxtrot hotel alpha
golf charlie alpha mike echo hotel alpha tango delta
november lima tango lima
alpha papa sierra juliett
bravo sierra mike papa charlie
delta charlie juliett golf tango juliett tango oscar sierra
alpha bravo bravo sierra november juliett juliett romeo bravo kilo sierra
november juliett golf november charlie hotel india foxtrot romeo delta kilo
quebec juliett papa hotel delta november bravo papa quebec quebec sierra papa
india delta romeo
mike november sierra bravo delta papa echo oscar delta bravo
november kilo echo
alpha alpha quebec
oscar juliett oscar
kilo alpha november sierra kilo alpha mike tango sierra echo bravo
echo oscar alpha papa
tango mike bravo kilo delta lima
kilo alpha papa charlie
bravo tango golf hotel golf
echo foxtrot lima tango golf bravo
hotel papa romeo mike hotel echo
charlie kilo alpha lima alpha quebec quebec papa november
quebec sierra mike
oscar mike quebec bravo echo alpha
sierra alpha delta hotel juliett
kilo juliett golf echo foxtrot
november romeo papa
oscar kilo foxtrot hotel
bravo lima november
india delta tango sierra delta alpha
golf echo mike oscar quebec charlie sierra india papa oscar oscar
tango sierra tango lima golf charlie india lima papa alpha romeo charlie
alpha tango papa alpha golf
lima kilo bravo kilo tango
golf papa juliett golf quebec
foxtrot romeo india oscar sierra juliett charlie sierra golf
romeo hotel lima foxtrot quebec tango alpha sierra delta
hotel sierra tango delta juliett foxtrot romeo golf
lima quebec lima hotel golf golf
bravo juliett charlie india oscar delta delta golf
alpha papa bravo
juliett alpha juliett quebec
lima delta bravo golf mike alpha romeo oscar
tango delta tango bravo golf romeo tango papa november tango lima
bravo romeo quebec mike quebec sierra
bravo delta bravo quebec tango alpha bravo juliett alpha
alpha papa lima papa tango juliett juliett papa quebec delta
india november hotel india charlie delta hotel foxtrot sierra hotel alpha tango
mike lima kilo delta india oscar india alpha juliett romeo oscar
delta hotel mike foxtrot charlie oscar sierra echo mike sierra
oscar tango mike hotel india echo hotel juliett golf oscar
romeo juliett delta delta kilo golf
quebec golf foxtrot romeo bravo juliett
hotel bravo charlie kilo charlie charlie papa delta bravo tango delta
delta tango delta foxtrot juliett mike foxtrot sierra juliett delta papa romeo
charlie quebec golf sierra echo kilo charlie india quebec
lima sierra echo echo alpha
tango kilo tango delta delta kilo quebec juliett echo
delta oscar sierra romeo lima alpha quebec
romeo bravo sierra juliett india juliett echo kilo alpha
quebec sierra delta papa papa lima sierra november bravo india quebec mike
lima romeo golf november bravo bravo sierra juliett hotel
bravo sierra alpha papa mike november golf
echo hotel alpha sierra alpha bravo juliett mike
sierra lima quebec bravo
charlie sierra november tango echo hotel golf lima november golf oscar india
echo sierra bravo lima delta charlie tango romeo foxtrot
romeo tango delta alpha foxtrot
november foxtrot golf echo oscar
tango golf kilo papa delta india kilo echo november golf kilo sierra
lima foxtrot delta
hotel papa golf
echo romeo quebec november papa golf mike kilo sierra oscar papa
alpha alpha juliett mike oscar golf juliett oscar quebec oscar golf tango
charlie quebec quebec kilo india oscar mike papa papa quebec hotel
november november bravo
charlie golf november november hotel golf bravo romeo
mike foxtrot quebec oscar juliett lima juliett delta november delta quebec
oscar quebec india india alpha
sierra quebec hotel echo november papa kilo echo oscar
charlie india alpha sierra lima papa kilo india india romeo november
bravo tango india oscar hotel alpha
lima echo papa quebec juliett november charlie juliett
oscar india foxtrot alpha charlie juliett november foxtrot alpha bravo kilo quebec
golf bravo foxtrot november mike
juliett kilo golf papa
kilo oscar foxtrot hotel bravo alpha quebec november foxtrot echo november
oscar oscar charlie foxtrot alpha delta
golf foxtrot delta delta oscar lima alpha bravo lima
lima bravo charlie papa november
golf india golf
alpha papa lima
echo kilo papa quebec quebec
quebec mike romeo bravo delta juliett november echo echo romeo
hotel echo quebec golf delta kilo foxtrot charlie sierra foxtrot golf
bravo kilo golf kilo charlie
kilo foxtrot oscar foxtrot delta
echo oscar alpha juliett quebec oscar kilo charlie mike tango sierra juliett
tango romeo papa juliett tango papa lima
november november bravo juliett papa
lima sierra tango papa mike foxtrot alpha mike bravo india hotel november
echo golf delta oscar papa india echo tango oscar
kilo sierra romeo tango foxtrot kilo delta tango oscar oscar
quebec quebec november delta oscar quebec
golf mike juliett papa november golf oscar juliett
foxtrot oscar tango
delta mike papa november charlie november oscar alpha charlie
mike hotel mike foxtrot kilo delta foxtrot quebec oscar india november november
quebec kilo tango foxtrot charlie papa sierra romeo tango kilo mike november
delta charlie charlie delta hotel alpha hotel kilo kilo oscar romeo
echo lima india quebec sierra november november india
sierra kilo mike november bravo lima mike lima mike india quebec hotel
echo romeo kilo india
sierra echo india november tango
romeo oscar charlie
bravo quebec quebec hotel charlie oscar bravo india
golf papa juliett alpha juliett echo bravo
charlie foxtrot november golf
echo lima india mike sierra delta oscar
sierra charlie bravo juliett quebec kilo lima tango romeo charlie oscar foxtrot
papa juliett charlie romeo oscar tango juliett mike
quebec golf oscar bravo lima lima foxtrot foxtrot quebec november juliett
charlie bravo sierra oscar romeo sierra quebec delta november
alpha golf november papa golf india papa
quebec lima alpha india mike november quebec quebec
charlie hotel foxtrot papa kilo
alpha echo november charlie echo
alpha november romeo papa papa
foxtrot foxtrot kilo tango bravo sierra papa charlie mike
sierra mike delta bravo india golf
hotel romeo sierra golf india bravo sierra mike sierra
hotel romeo foxtrot alpha
echo india kilo hotel papa juliett golf romeo mike india romeo lima
quebec charlie echo india juliett golf charlie
hotel charlie quebec romeo tango kilo
oscar sierra echo juliett
delta mike mike charlie papa
juliett golf papa quebec lima bravo
mike alpha papa golf kilo
echo lima sierra lima alpha oscar alpha foxtrot echo quebec papa
kilo mike oscar delta hotel november alpha foxtrot charlie echo
delta golf quebec sierra india kilo echo oscar
bravo hotel juliett echo echo charlie
tango bravo mike golf hotel papa echo papa oscar
charlie echo juliett foxtrot lima kilo india romeo papa alpha
oscar lima lima tango india papa alpha sierra
mike juliett papa foxtrot sierra
quebec quebec kilo bravo foxtrot
kilo oscar kilo papa india mike papa
india sierra papa oscar papa november hotel lima lima echo foxtrot romeo
delta mike tango hotel mike mike sierra alpha quebec kilo november delta
bravo delta juliett golf
mike kilo golf juliett november echo delta papa hotel
tango juliett delta november kilo mike echo kilo mike quebec
india alpha oscar golf tango mike mike oscar
romeo delta delta alpha november lima
india kilo delta india golf mike romeo echo echo
foxtrot papa bravo lima alpha india quebec
oscar charlie bravo india foxtrot alpha lima
lima india mike delta hotel echo charlie sierra alpha charlie
sierra mike tango tango tango charlie alpha sierra
juliett alpha echo foxtrot echo delta papa tango november papa foxtrot charlie
echo kilo lima oscar foxtrot kilo papa november bravo
lima mike bravo papa romeo india papa sierra alpha echo
sierra india alpha mike kilo kilo romeo lima romeo oscar sierra
golf lima india bravo golf echo kilo golf charlie lima bravo
juliett mike delta tango echo
delta echo bravo mike charlie lima hotel oscar hotel
delta romeo november romeo quebec oscar bravo hotel
foxtrot papa quebec delta november delta delta echo india golf
delta mike mike november lima sierra lima romeo echo
echo india delta echo bravo papa delta
papa juliett alpha charlie papa tango lima echo tango echo
november quebec foxtrot juliett alpha lima romeo
juliett golf alpha mike tango delta india juliett hotel juliett hotel sierra
papa juliett november delta november oscar kilo juliett papa bravo quebec
golf golf charlie juliett foxtrot bravo tango golf delta tango echo tango
charlie romeo lima mike echo november mike mike golf
golf sierra november charlie juliett india bravo charlie india
bravo mike tango
golf mike golf oscar sierra hotel mike mike charlie quebec
india kilo mike
papa romeo quebec romeo charlie oscar alpha delta india foxtrot
foxtrot november mike romeo charlie delta papa india delta
alpha charlie papa echo delta november
kilo sierra alpha golf
mike oscar alpha bravo golf bravo delta delta papa
hotel charlie hotel mike sierra echo papa mike
juliett tango romeo kilo romeo november echo delta mike india
echo echo india romeo oscar kilo oscar hotel sierra echo lima delta
hotel bravo echo romeo papa foxtrot tango charlie juliett
hotel delta echo foxtrot hotel
sierra hotel golf oscar bravo golf romeo mike alpha romeo sierra echo
hotel delta tango sierra romeo romeo november alpha romeo
kilo mike oscar
mike oscar alpha charlie echo lima india
foxtrot delta foxtrot charlie
sierra oscar echo november lima sierra india
delta oscar mike lima delta tango quebec
oscar lima charlie bravo sierra echo india
mike juliett sierra golf papa romeo kilo
papa lima mike hotel sierra golf november kilo alpha lima lima alpha
alpha echo alpha india quebec foxtrot golf bravo tango
papa quebec lima juliett tango kilo mike
mike hotel echo charlie delta golf
sierra oscar delta india bravo juliett
bravo november juliett quebec romeo tango
sierra echo papa india golf delta mike echo tango sierra alpha oscar
delta november november tango foxtrot alpha charlie foxtrot lima
golf juliett oscar romeo papa bravo foxtrot quebec alpha papa quebec
tango papa romeo bravo alpha oscar india oscar oscar oscar india
hotel sierra quebec kilo alpha oscar mike juliett mike
quebec november tango bravo hotel bravo oscar papa
echo india juliett mike golf kilo papa tango golf kilo lima
delta bravo bravo india romeo bravo delta quebec delta
charlie alpha golf charlie
mike tango bravo kilo kilo india juliett juliett
mike echo bravo bravo
delta sierra mike tango echo juliett
foxtrot hotel quebec india delta echo oscar november alpha tango mike delta
india bravo delta
charlie foxtrot romeo lima golf oscar echo golf juliett sierra foxtrot lima
alpha mike kilo romeo papa
sierra mike bravo delta tango echo
quebec papa bravo papa oscar oscar foxtrot
november bravo juliett lima charlie bravo romeo india
hotel golf romeo
romeo kilo quebec romeo bravo charlie
echo quebec november quebec tango mike kilo sierra juliett delta
india papa romeo golf foxtrot november oscar golf hotel delta mike
hotel quebec mike romeo lima echo bravo lima echo foxtrot juliett mike
tango oscar bravo tango hotel mike
november alpha sierra echo echo foxtrot bravo alpha
alpha mike golf hotel
india romeo lima papa echo juliett hotel
november alpha papa mike foxtrot juliett
quebec romeo bravo mike juliett india bravo bravo
bravo november alpha
alpha sierra bravo juliett golf echo sierra golf november sierra sierra charlie
juliett mike romeo sierra sierra papa oscar mike lima foxtrot hotel
juliett bravo sierra
alpha charlie mike
hotel sierra india hotel quebec tango kilo tango charlie papa oscar
india bravo golf
sierra hotel india romeo
bravo november charlie sierra
india bravo kilo delta charlie kilo hotel tango echo alpha
echo mike mike
charlie tango lima papa charlie quebec alpha quebec bravo delta india november
sierra golf hotel bravo sierra quebec golf delta
india sierra india juliett bravo hotel india romeo romeo golf echo delta
foxtrot juliett mike charlie
sierra lima sierra india golf echo charlie hotel papa lima
hotel lima golf
papa november alpha hotel sierra lima hotel
echo lima quebec juliett juliett
november november tango oscar november alpha november
mike quebec sierra tango delta
foxtrot november alpha oscar golf bravo echo kilo oscar sierra sierra
mike foxtrot lima
november romeo delta alpha hotel sierra hotel oscar mike foxtrot
kilo romeo india tango hotel alpha oscar papa hotel echo
juliett foxtrot golf alpha hotel alpha juliett november lima quebec romeo
india charlie india echo november papa india november
foxtrot charlie alpha delta quebec
juliett tango golf
delta hotel alpha kilo
sierra golf sierra hotel oscar
november kilo golf kilo oscar delta hotel mike echo delta romeo
delta india foxtrot papa papa quebec romeo alpha kilo november november foxtrot
oscar tango papa bravo mike alpha
sierra hotel papa tango
delta oscar oscar india quebec tango alpha tango quebec kilo delta juliett
november echo delta alpha hotel bravo delta hotel juliett india
sierra oscar india hotel
hotel alpha hotel oscar kilo quebec lima india oscar bravo charlie oscar
golf mike tango november delta lima india charlie romeo
quebec foxtrot juliett
november november hotel oscar sierra
sierra november alpha papa delta juliett echo lima echo tango juliett
tango charlie charlie echo papa mike echo india foxtrot
sierra mike romeo bravo romeo india romeo romeo mike lima hotel hotel
mike hotel quebec romeo kilo juliett kilo lima foxtrot juliett
lima india lima papa
tango oscar sierra
kilo juliett foxtrot quebec quebec mike delta sierra quebec juliett delta
tango echo tango tango tango india
delta mike november
india romeo november golf oscar mike delta hotel oscar india
india golf echo tango oscar hotel delta charlie
romeo romeo mike juliett
sierra delta golf hotel delta
mike november lima delta delta delta alpha mike mike alpha oscar mike
mike juliett delta lima lima echo bravo romeo foxtrot kilo november
delta lima golf sierra quebec
oscar oscar november bravo echo
romeo quebec echo echo golf alpha november charlie golf golf november
mike papa golf kilo delta tango november charlie
bravo echo delta sierra delta romeo
delta bravo charlie delta romeo
india juliett echo
delta bravo sierra quebec hotel romeo lima foxtrot romeo golf papa foxtrot
india kilo oscar kilo bravo india juliett india bravo charlie tango charlie
foxtrot juliett golf
november golf quebec lima oscar golf india sierra
delta juliett charlie golf golf papa golf delta delta tango quebec
delta mike tango hotel hotel foxtrot india delta kilo charlie delta charlie
juliett quebec oscar quebec oscar alpha sierra quebec sierra quebec
juliett hotel tango juliett papa lima papa
kilo sierra foxtrot
echo delta mike sierra oscar echo
golf quebec hotel delta mike lima
papa tango sierra papa charlie hotel oscar bravo delta romeo romeo
charlie romeo bravo bravo delta papa charlie juliett alpha golf
alpha papa tango hotel
echo hotel bravo sierra lima sierra kilo november golf lima
tango mike foxtrot november oscar
delta bravo echo quebec lima delta papa quebec bravo golf india echo
juliett romeo delta bravo delta echo india golf november alpha alpha
kilo juliett lima romeo
papa sierra lima romeo charlie
quebec charlie november kilo romeo juliett
papa alpha quebec golf golf november tango romeo charlie juliett quebec
november oscar golf lima sierra juliett november echo foxtrot golf foxtrot november
alpha november alpha
papa india papa papa bravo
india charlie romeo
sierra india papa kilo oscar echo
lima mike quebec echo oscar india hotel charlie kilo
hotel oscar tango bravo quebec quebec india bravo india india
foxtrot kilo mike
india sierra delta juliett papa lima delta foxtrot mike india foxtrot
foxtrot mike echo
bravo sierra delta kilo
romeo romeo foxtrot tango papa foxtrot india
lima quebec tango sierra echo november golf alpha tango oscar delta quebec
hotel bravo quebec quebec hotel quebec quebec delta
hotel oscar sierra
november alpha echo bravo sierra mike
alpha alpha golf charlie tango india golf charlie tango foxtrot echo
alpha lima kilo delta bravo november mike kilo
juliett delta mike
bravo golf quebec bravo romeo kilo papa papa romeo delta echo charlie
papa lima alpha
delta tango quebec bravo lima quebec golf tango hotel
juliett mike echo oscar india india oscar echo
mike alpha alpha sierra sierra
bravo papa india kilo
papa india golf echo sierra
golf papa juliett
juliett november oscar
hotel mike quebec oscar sierra mike kilo mike sierra romeo lima
romeo echo delta foxtrot
november india charlie golf echo sierra hotel sierra juliett sierra india
mike quebec charlie india kilo
alpha hotel india mike bravo mike kilo sierra bravo echo tango
kilo hotel foxtrot romeo november golf sierra
alpha echo oscar oscar
november papa delta
tango foxtrot lima lima delta kilo kilo quebec
echo juliett charlie tango kilo charlie foxtrot echo
november mike quebec
kilo papa mike india kilo bravo foxtrot charlie foxtrot
echo juliett charlie quebec romeo tango india mike oscar
alpha quebec foxtrot juliett quebec alpha oscar romeo foxtrot sierra delta
oscar juliett charlie echo alpha romeo charlie charlie delta
juliett bravo india alpha november lima sierra kilo sierra papa
mike mike mike sierra alpha charlie foxtrot
quebec charlie juliett charlie charlie tango golf
echo sierra foxtrot hotel november bravo bravo golf kilo
echo kilo oscar sierra delta juliett delta bravo delta juliett
bravo sierra oscar echo papa quebec india oscar
india sierra oscar
tango papa golf delta bravo juliett papa
oscar papa november november papa alpha
echo delta alpha quebec delta
papa sierra kilo bravo tango echo charlie
echo papa november bravo hotel foxtrot romeo india sierra
hotel quebec november india romeo lima oscar quebec tango kilo foxtrot quebec
delta golf hotel
foxtrot quebec golf alpha hotel quebec oscar
lima alpha bravo sierra charlie foxtrot sierra alpha romeo
mike sierra mike
echo november quebec mike lima juliett golf charlie lima
sierra oscar papa alpha foxtrot foxtrot romeo
romeo oscar papa kilo romeo india november golf juliett lima
sierra lima papa november oscar mike kilo lima kilo kilo
quebec echo quebec tango romeo
hotel romeo hotel
india romeo november foxtrot
golf echo romeo quebec quebec golf charlie
hotel kilo hotel charlie kilo romeo
charlie papa hotel foxtrot golf india november romeo juliett sierra
sierra lima quebec india charlie oscar romeo sierra oscar
charlie november charlie hotel foxtrot delta hotel
sierra alpha bravo papa papa november papa india bravo romeo
alpha golf tango kilo november
sierra hotel foxtrot bravo
oscar bravo foxtrot alpha
golf golf sierra bravo romeo november oscar delta bravo kilo charlie
lima bravo kilo quebec
juliett mike papa bravo papa bravo bravo
bravo india oscar tango papa papa foxtrot romeo kilo charlie mike india
alpha mike juliett lima romeo lima india
echo papa november delta bravo tango
quebec delta delta india papa november hotel bravo india
delta hotel mike india oscar november papa juliett delta papa golf november
quebec delta golf oscar quebec juliett lima golf kilo lima papa kilo
bravo charlie delta golf
golf lima oscar lima quebec juliett november bravo
delta kilo india tango november tango foxtrot delta hotel foxtrot foxtrot
golf hotel delta november echo charlie romeo mike oscar hotel
kilo mike foxtrot golf oscar juliett
kilo papa golf juliett lima papa
india hotel oscar golf bravo golf bravo quebec juliett romeo
juliett alpha alpha tango romeo delta lima tango echo november hotel romeo
golf romeo romeo india foxtrot hotel foxtrot november lima
delta sierra echo bravo
delta november sierra echo oscar oscar
quebec papa foxtrot sierra quebec mike romeo november
india sierra oscar lima india bravo golf
november bravo hotel juliett hotel juliett
kilo mike papa alpha charlie sierra golf quebec india lima mike
foxtrot november romeo bravo papa echo sierra hotel kilo sierra tango lima
charlie papa oscar golf alpha hotel sierra mike november bravo sierra quebec
india india delta delta alpha november lima charlie kilo tango juliett hotel
kilo echo india november
mike delta mike juliett charlie romeo delta kilo alpha papa
charlie tango juliett lima charlie papa november lima charlie
quebec papa tango tango
echo november foxtrot
quebec papa alpha
alpha echo mike lima hotel juliett delta tango kilo quebec
echo oscar charlie
sierra kilo echo mike romeo charlie
juliett tango romeo kilo echo mike charlie alpha bravo hotel mike
romeo india november lima bravo mike foxtrot lima alpha mike
india oscar romeo mike tango tango mike alpha golf golf
juliett golf hotel kilo oscar india sierra tango tango sierra
november lima kilo quebec foxtrot foxtrot alpha
lima oscar juliett foxtrot charlie delta mike quebec
kilo echo juliett echo juliett alpha
hotel india lima oscar foxtrot oscar
charlie india juliett bravo
golf november papa foxtrot tango bravo alpha india kilo alpha tango juliett
bravo papa bravo juliett golf bravo juliett romeo bravo mike
bravo papa quebec bravo sierra
sierra romeo india tango
hotel quebec charlie charlie
golf juliett quebec india delta
golf delta sierra quebec november echo sierra india sierra
sierra lima bravo echo kilo alpha sierra papa
mike tango kilo foxtrot echo charlie hotel hotel echo papa delta
juliett sierra romeo mike delta mike romeo mike alpha delta sierra foxtrot
papa mike juliett lima golf
lima alpha charlie foxtrot hotel sierra tango delta november
bravo tango sierra india sierra hotel echo delta kilo delta romeo november
sierra delta quebec romeo alpha
oscar hotel echo oscar hotel foxtrot
bravo quebec tango golf papa quebec papa romeo juliett lima november
lima foxtrot kilo golf mike papa
kilo charlie lima mike mike
romeo quebec quebec bravo alpha golf kilo
romeo charlie charlie lima sierra foxtrot romeo oscar juliett
alpha foxtrot delta papa charlie lima lima
quebec lima juliett alpha romeo tango oscar golf juliett
foxtrot alpha romeo quebec mike india tango papa romeo
alpha kilo papa november
sierra lima romeo lima alpha
echo lima romeo lima quebec romeo foxtrot delta juliett
kilo sierra charlie kilo sierra hotel november india india india oscar
tango tango quebec hotel lima papa juliett delta juliett kilo
alpha golf golf sierra bravo sierra juliett mike
sierra kilo sierra charlie golf romeo alpha romeo mike india foxtrot
sierra golf tango mike oscar tango
charlie golf bravo lima romeo
delta juliett charlie delta november hotel
golf romeo sierra delta india
bravo hotel sierra
romeo juliett echo oscar mike oscar bravo charlie
papa romeo alpha tango november echo quebec november papa india lima tango
delta mike charlie hotel alpha kilo charlie tango
bravo mike delta mike romeo foxtrot lima tango lima papa foxtrot
bravo bravo romeo foxtrot echo mike india oscar oscar golf sierra quebec
papa juliett quebec echo kilo mike delta mike
bravo quebec golf india kilo delta echo
november tango tango mike golf echo
delta foxtrot papa hotel charlie romeo mike kilo charlie tango
bravo juliett delta alpha delta echo november november alpha india
india hotel romeo foxtrot alpha kilo hotel foxtrot
echo oscar delta charlie echo romeo quebec echo
bravo golf echo
alpha tango tango hotel foxtrot lima quebec oscar alpha
oscar foxtrot papa bravo tango foxtrot india tango hotel
juliett foxtrot foxtrot alpha delta lima charlie mike
lima sierra juliett quebec foxtrot quebec hotel india
quebec juliett hotel papa lima alpha delta charlie golf november golf
romeo papa november lima quebec quebec lima romeo sierra golf
hotel kilo sierra bravo oscar golf charlie charlie india
sierra oscar golf kilo delta kilo papa tango hotel alpha delta
foxtrot delta echo mike oscar charlie sierra
romeo golf juliett charlie
papa quebec november
oscar foxtrot tango bravo golf foxtrot oscar kilo quebec kilo alpha
hotel mike juliett quebec november alpha
india oscar india romeo sierra delta lima delta
sierra lima hotel india november india tango sierra foxtrot juliett
echo charlie delta charlie tango sierra papa quebec
bravo sierra juliett kilo foxtrot november bravo quebec
alpha tango hotel golf oscar golf sierra
delta kilo quebec romeo tango papa echo november november kilo
romeo juliett bravo india hotel november alpha juliett
tango hotel mike golf
foxtrot lima sierra papa november sierra
papa sierra kilo quebec kilo romeo quebec foxtrot juliett papa india sierra
juliett lima quebec lima lima
golf golf foxtrot foxtrot mike
romeo oscar echo quebec oscar kilo quebec mike
romeo india sierra foxtrot november mike romeo lima sierra charlie papa
lima tango bravo hotel quebec hotel india
foxtrot papa hotel hotel oscar echo romeo november mike
charlie juliett romeo november papa juliett
echo oscar hotel india oscar lima golf lima alpha foxtrot romeo golf
kilo golf mike november
foxtrot mike kilo foxtrot lima india delta lima delta alpha alpha mike
november foxtrot tango
oscar delta delta golf
hotel tango papa delta delta romeo tango hotel
lima mike echo
bravo lima juliett bravo november hotel juliett mike delta
quebec mike sierra november kilo kilo alpha lima juliett tango
lima lima hotel lima
mike charlie sierra hotel kilo oscar charlie papa delta
lima delta quebec quebec november mike november echo hotel india tango tango
alpha india oscar charlie golf delta
india delta romeo tango november bravo kilo lima foxtrot juliett oscar delta
kilo bravo echo hotel echo romeo oscar
quebec india november
foxtrot kilo echo oscar delta foxtrot golf golf
charlie foxtrot delta
delta hotel oscar mike
delta foxtrot alpha bravo
lima mike golf foxtrot india bravo
romeo november delta sierra foxtrot sierra oscar charlie kilo romeo golf india
hotel echo lima romeo juliett alpha
hotel golf sierra
india papa foxtrot hotel golf alpha tango romeo
delta lima bravo foxtrot lima alpha foxtrot tango kilo juliett
bravo golf kilo romeo bravo charlie lima november sierra echo mike quebec
sierra charlie quebec bravo
romeo november papa foxtrot quebec delta echo hotel alpha
tango india romeo india alpha papa oscar echo quebec bravo
india foxtrot kilo oscar lima sierra delta hotel
juliett delta delta charlie juliett foxtrot foxtrot mike
papa quebec bravo juliett echo oscar tango alpha hotel tango quebec charlie
mike romeo foxtrot
oscar echo tango oscar hotel bravo juliett kilo lima
oscar quebec juliett
romeo golf mike foxtrot romeo quebec kilo delta foxtrot delta
november foxtrot delta november delta lima papa
charlie papa mike lima tango bravo papa charlie hotel foxtrot kilo
sierra bravo hotel papa quebec hotel
hotel kilo quebec alpha quebec foxtrot golf
echo romeo oscar sierra hotel foxtrot papa hotel lima november alpha
echo charlie kilo quebec kilo romeo lima bravo lima delta quebec
oscar echo oscar tango foxtrot charlie papa oscar quebec hotel charlie mike
alpha kilo india mike juliett november tango tango oscar bravo mike quebec
hotel lima alpha hotel charlie quebec mike papa kilo november foxtrot quebec
hotel hotel india alpha romeo sierra
charlie kilo juliett oscar golf
lima kilo hotel charlie romeo charlie
delta romeo foxtrot sierra
juliett lima oscar quebec hotel golf sierra juliett kilo
oscar kilo quebec
charlie alpha lima golf foxtrot charlie delta echo kilo india
golf charlie lima juliett golf
tango juliett india romeo quebec kilo
lima papa romeo echo quebec
tango echo golf charlie november india kilo golf delta
echo bravo mike delta mike quebec delta november delta mike
kilo sierra tango
sierra sierra juliett sierra hotel romeo golf juliett alpha romeo foxtrot
charlie delta bravo delta papa sierra tango alpha lima india november
hotel india golf tango mike delta bravo lima bravo
echo quebec mike mike delta romeo
quebec bravo lima delta
lima lima november india lima juliett alpha bravo
alpha romeo bravo november delta oscar juliett romeo sierra
lima oscar golf india bravo bravo juliett delta tango golf
kilo romeo quebec november
hotel juliett sierra foxtrot
quebec lima romeo quebec alpha romeo quebec romeo echo india
alpha charlie delta sierra charlie kilo tango golf sierra delta hotel
hotel foxtrot delta echo
foxtrot kilo golf echo sierra india
lima delta charlie papa india quebec alpha
mike november alpha kilo mike quebec juliett
quebec mike bravo lima quebec lima echo
sierra delta alpha papa foxtrot tango juliett
echo tango tango echo hotel alpha charlie sierra hotel foxtrot kilo oscar
oscar hotel foxtrot charlie tango papa alpha charlie golf kilo papa sierra
bravo echo juliett quebec hotel hotel lima papa foxtrot alpha november alpha
kilo sierra foxtrot papa foxtrot tango romeo juliett
juliett charlie delta bravo oscar mike tango mike sierra
oscar golf charlie india
delta lima november bravo
lima mike papa echo golf romeo alpha
kilo juliett bravo india india tango golf papa foxtrot echo tango oscar
golf oscar quebec india alpha foxtrot hotel hotel november bravo quebec
papa foxtrot bravo oscar juliett
november juliett golf hotel juliett lima romeo bravo india hotel foxtrot foxtrot
golf bravo quebec india golf delta
papa sierra quebec kilo golf kilo charlie alpha papa kilo bravo oscar
oscar india kilo quebec sierra
india delta quebec kilo mike golf tango quebec
tango alpha golf golf delta quebec november foxtrot lima juliett alpha bravo
foxtrot lima romeo
charlie november echo alpha juliett november november delta
india bravo papa delta echo golf
sierra kilo charlie oscar november papa november oscar sierra alpha romeo
romeo romeo november echo kilo india hotel
tango oscar hotel
romeo sierra india kilo charlie delta kilo kilo hotel hotel
juliett charlie tango juliett sierra golf
bravo november charlie india
echo bravo alpha golf india mike sierra india mike lima kilo sierra
november kilo romeo india charlie foxtrot november kilo
kilo india delta mike hotel echo kilo sierra bravo lima lima
kilo tango november papa kilo kilo tango november quebec
sierra india bravo papa november romeo sierra oscar juliett delta foxtrot
juliett mike romeo november echo lima quebec
juliett lima golf juliett november
hotel echo papa quebec lima delta papa quebec
november hotel kilo oscar golf sierra golf foxtrot
lima alpha lima bravo kilo lima echo
sierra juliett mike sierra kilo delta tango tango kilo delta
mike romeo golf
juliett delta foxtrot alpha oscar echo quebec echo alpha romeo bravo juliett
romeo november papa papa alpha golf foxtrot lima quebec tango
alpha juliett juliett india papa kilo bravo echo papa charlie sierra oscar
echo tango golf
delta oscar juliett
delta quebec oscar charlie
papa mike lima india foxtrot sierra
india november juliett kilo lima hotel
alpha lima oscar delta golf bravo kilo tango quebec hotel
kilo charlie bravo kilo hotel mike alpha tango kilo hotel juliett oscar
hotel delta romeo alpha kilo india bravo sierra
romeo bravo november india sierra romeo lima echo bravo juliett lima
kilo kilo sierra alpha tango romeo quebec sierra india papa golf quebec
juliett foxtrot kilo echo mike mike romeo charlie
sierra oscar hotel golf charlie mike india mike
delta alpha bravo
oscar lima sierra sierra oscar bravo tango tango
bravo november echo alpha mike foxtrot papa tango mike
golf charlie echo
echo hotel quebec delta golf india charlie delta sierra charlie
juliett hotel foxtrot hotel mike delta kilo
alpha quebec foxtrot oscar kilo
tango delta foxtrot oscar
bravo tango juliett november foxtrot lima
india romeo alpha
papa romeo alpha tango papa bravo india sierra juliett
bravo golf india
romeo golf november sierra india golf tango kilo hotel bravo
mike tango echo alpha november echo lima india quebec alpha mike papa
foxtrot papa lima
bravo alpha romeo sierra juliett delta november delta
bravo papa quebec hotel charlie india charlie bravo november
alpha echo juliett golf hotel papa bravo golf kilo
golf bravo sierra november
bravo echo echo bravo tango quebec hotel papa papa
charlie papa oscar november hotel quebec alpha delta papa bravo papa
romeo hotel lima
lima juliett sierra charlie charlie
hotel delta romeo lima lima lima delta romeo alpha
kilo kilo romeo foxtrot mike charlie juliett bravo oscar quebec
echo charlie delta golf sierra papa
mike bravo romeo
lima oscar november juliett juliett quebec lima golf november lima romeo bravo
foxtrot india india tango
delta november quebec echo charlie lima bravo kilo papa delta alpha oscar
romeo sierra juliett juliett tango lima echo quebec echo india foxtrot papa
kilo romeo charlie tango hotel india
india november tango papa
charlie delta quebec delta charlie november charlie golf charlie echo
juliett sierra delta bravo november tango
alpha echo mike kilo delta india india
juliett quebec bravo romeo india romeo
papa foxtrot juliett hotel
juliett india papa mike alpha india november quebec papa
sierra golf quebec quebec delta charlie charlie india alpha november
golf mike juliett kilo juliett sierra
delta india quebec romeo romeo papa romeo
sierra romeo delta oscar bravo golf tango romeo
mike india tango oscar foxtrot kilo foxtrot kilo
hotel romeo mike bravo
alpha delta mike tango
romeo kilo india alpha mike india november juliett hotel india delta
india mike kilo mike golf juliett delta delta delta golf golf
tango tango sierra mike quebec hotel bravo papa
sierra november mike foxtrot bravo echo lima romeo lima delta echo alpha
tango bravo oscar tango foxtrot romeo bravo november golf foxtrot golf delta
sierra mike juliett mike sierra delta hotel india sierra november
romeo golf juliett hotel kilo sierra bravo golf romeo foxtrot hotel alpha
mike delta romeo sierra papa hotel
kilo juliett foxtrot lima delta alpha hotel hotel india tango mike
alpha november tango bravo echo lima
quebec romeo golf alpha november kilo
november lima alpha delta quebec mike tango
juliett kilo golf hotel hotel sierra sierra bravo mike
india juliett alpha echo kilo mike charlie golf
mike lima delta oscar charlie india golf kilo bravo
golf hotel papa november
echo bravo sierra quebec sierra sierra juliett golf
sierra echo papa golf
juliett hotel charlie romeo mike echo india papa hotel bravo bravo
quebec charlie tango
foxtrot mike tango alpha india kilo india golf
echo november lima sierra delta november delta alpha charlie november mike hotel
lima lima echo india foxtrot sierra romeo romeo echo bravo sierra lima
golf papa alpha
quebec echo bravo quebec tango romeo sierra kilo mike
tango india india
tango romeo foxtrot kilo november charlie charlie lima kilo
mike alpha golf echo kilo lima foxtrot sierra
foxtrot oscar quebec romeo papa alpha oscar
bravo papa foxtrot romeo india delta tango november delta juliett
juliett india golf quebec
tango india charlie lima lima hotel
kilo foxtrot juliett foxtrot echo india charlie alpha lima india foxtrot
tango sierra alpha bravo echo
delta oscar hotel quebec quebec sierra charlie sierra november delta
mike bravo papa kilo hotel echo hotel
charlie alpha echo juliett mike oscar
juliett oscar papa india charlie bravo echo hotel bravo lima foxtrot juliett
november alpha hotel mike lima juliett sierra delta tango hotel kilo
oscar oscar papa tango foxtrot foxtrot foxtrot foxtrot delta sierra alpha oscar
november hotel delta juliett papa
delta quebec hotel juliett lima mike hotel
foxtrot lima sierra quebec alpha foxtrot charlie november mike quebec
quebec foxtrot alpha
mike hotel charlie november tango november juliett juliett juliett sierra sierra papa
bravo delta oscar lima papa oscar mike papa juliett bravo
tango hotel romeo
romeo foxtrot sierra
mike charlie romeo bravo papa
quebec india delta quebec lima lima oscar juliett india delta
oscar kilo india echo india bravo echo oscar mike golf tango juliett
golf juliett bravo charlie hotel delta
mike hotel mike foxtrot delta charlie india quebec november quebec oscar
november hotel quebec tango charlie echo juliett sierra
mike papa quebec november
bravo juliett hotel lima sierra bravo india kilo
golf alpha quebec hotel lima oscar alpha charlie alpha tango
juliett foxtrot golf romeo golf golf tango golf india hotel kilo tango
juliett delta romeo golf lima alpha delta
lima oscar foxtrot india quebec sierra bravo november
juliett delta lima juliett golf sierra bravo november lima
november kilo tango golf mike oscar echo tango golf echo lima
hotel papa charlie golf foxtrot mike echo mike november
oscar lima echo charlie papa juliett bravo oscar charlie delta mike
alpha hotel foxtrot india kilo hotel oscar mike juliett golf
romeo foxtrot papa quebec delta quebec romeo tango november delta
papa alpha tango oscar mike sierra golf quebec juliett
charlie oscar charlie bravo bravo kilo alpha alpha sierra
alpha hotel bravo delta charlie india hotel foxtrot golf charlie mike romeo
sierra golf kilo bravo kilo foxtrot
alpha bravo juliett juliett november tango alpha hotel romeo juliett
kilo mike delta romeo bravo delta bravo november
kilo mike sierra bravo echo
papa golf hotel bravo alpha india golf
india foxtrot juliett charlie hotel mike lima echo charlie kilo november
mike november juliett golf delta golf juliett
sierra november november mike sierra india tango echo bravo quebec
quebec tango mike
romeo foxtrot foxtrot november romeo romeo hotel romeo tango juliett
kilo oscar oscar sierra quebec mike oscar sierra romeo november
juliett kilo bravo charlie papa delta delta india golf golf alpha foxtrot
india delta papa india
charlie foxtrot lima juliett alpha echo oscar papa oscar
kilo delta hotel romeo echo papa romeo charlie mike golf papa foxtrot
lima romeo hotel tango juliett hotel bravo november
juliett mike india kilo romeo kilo oscar delta
november quebec sierra papa romeo foxtrot india mike sierra delta tango foxtrot
juliett foxtrot echo echo
tango oscar juliett charlie echo sierra november romeo golf
golf delta tango
kilo kilo kilo golf quebec november tango tango lima charlie
oscar oscar delta hotel oscar sierra sierra
sierra romeo delta charlie juliett tango kilo golf
kilo foxtrot juliett kilo romeo juliett india echo november echo alpha papa
lima november echo papa
tango echo kilo november november hotel delta sierra golf
mike mike sierra november sierra tango bravo mike tango romeo sierra
tango hotel romeo lima charlie bravo lima tango delta lima hotel charlie
bravo oscar foxtrot bravo charlie mike sierra lima tango
foxtrot mike golf india tango juliett charlie
lima lima november quebec golf
quebec foxtrot november hotel tango november lima papa lima echo foxtrot papa
foxtrot charlie kilo
alpha delta mike charlie mike quebec juliett juliett
hotel hotel hotel romeo delta alpha november romeo sierra hotel
mike charlie papa papa mike hotel
sierra tango foxtrot
tango india mike romeo sierra lima sierra
alpha romeo sierra hotel mike charlie tango foxtrot echo india echo
mike romeo kilo
alpha november bravo golf
bravo sierra delta hotel hotel tango november echo oscar
hotel hotel tango november golf november bravo kilo
quebec golf tango delta romeo november romeo bravo sierra
sierra november golf mike romeo oscar quebec
charlie november india papa oscar india juliett
delta bravo november oscar golf sierra
india hotel hotel juliett papa golf sierra tango
foxtrot charlie quebec charlie hotel oscar sierra juliett lima oscar romeo foxtrot
kilo delta delta hotel lima delta tango sierra
alpha foxtrot foxtrot golf juliett oscar hotel
hotel mike november india alpha
hotel lima hotel romeo lima bravo delta hotel sierra
delta quebec kilo bravo romeo november
india sierra lima sierra
sierra papa mike india juliett india india papa quebec golf
sierra bravo bravo alpha
charlie romeo november india november india
alpha papa lima delta november tango
alpha echo juliett
bravo tango alpha india lima oscar india tango charlie hotel bravo
delta foxtrot juliett oscar hotel mike lima charlie
quebec papa romeo papa papa papa
juliett kilo hotel sierra bravo oscar golf india tango juliett oscar quebec
charlie sierra hotel papa echo kilo
juliett papa india
papa lima charlie tango tango sierra india lima
echo hotel papa quebec november bravo
quebec golf delta quebec
charlie november romeo hotel kilo lima bravo lima india
alpha bravo quebec echo golf kilo lima tango
lima juliett lima alpha sierra oscar charlie
tango quebec mike delta
romeo lima oscar lima alpha juliett romeo india kilo echo
lima charlie foxtrot india papa kilo alpha oscar
oscar juliett lima november mike lima echo oscar
india echo papa lima november kilo juliett alpha tango papa lima papa
romeo alpha bravo india romeo alpha echo echo kilo charlie hotel
romeo juliett juliett
juliett juliett charlie
oscar hotel quebec alpha
charlie romeo bravo papa kilo echo mike november juliett quebec papa
sierra delta bravo golf foxtrot quebec mike hotel juliett mike
november bravo kilo foxtrot juliett papa romeo papa papa tango
oscar oscar tango juliett foxtrot lima november golf golf papa foxtrot november
lima echo foxtrot november charlie golf golf echo echo sierra kilo
romeo kilo papa delta alpha foxtrot
papa echo november foxtrot oscar charlie
delta charlie mike juliett foxtrot delta papa bravo mike romeo bravo juliett
mike golf bravo
hotel quebec quebec foxtrot alpha kilo bravo oscar alpha bravo
lima papa echo sierra quebec quebec kilo romeo
romeo tango charlie mike oscar
kilo echo delta foxtrot foxtrot
delta sierra foxtrot romeo november echo quebec oscar golf
romeo papa hotel romeo kilo bravo sierra echo
sierra lima romeo delta delta oscar hotel lima golf oscar india
juliett papa foxtrot papa alpha lima lima kilo juliett
sierra november juliett foxtrot sierra echo
kilo tango bravo hotel sierra bravo
romeo juliett lima tango tango
papa tango kilo lima foxtrot delta foxtrot mike golf
sierra golf echo india oscar romeo romeo sierra november lima
papa oscar papa foxtrot
romeo alpha lima tango echo
romeo november foxtrot charlie charlie papa
quebec india papa oscar golf sierra hotel lima oscar
alpha november sierra tango mike echo alpha sierra alpha bravo
juliett foxtrot echo hotel india
charlie india india india november tango delta echo golf echo
papa delta november alpha papa romeo echo tango oscar alpha
echo hotel bravo romeo india echo india
lima romeo golf echo
delta quebec tango kilo mike india charlie oscar
papa romeo november oscar alpha hotel bravo
oscar mike romeo echo delta romeo kilo papa
mike lima delta juliett bravo oscar juliett golf hotel papa
oscar golf kilo quebec alpha golf papa golf oscar
alpha india foxtrot romeo golf
november quebec hotel foxtrot romeo juliett
golf echo india oscar kilo golf tango charlie november delta lima lima
hotel kilo papa romeo juliett tango oscar papa quebec echo charlie mike
oscar kilo sierra india delta
november november november sierra papa november
kilo romeo sierra bravo quebec golf echo quebec
november foxtrot kilo juliett india echo mike bravo sierra kilo quebec alpha
india kilo tango quebec tango alpha kilo hotel mike
foxtrot papa alpha lima
alpha lima india bravo tango november
echo kilo kilo golf kilo quebec quebec romeo november romeo hotel oscar
india november charlie november
india bravo alpha oscar hotel november romeo hotel golf echo mike
sierra bravo golf delta bravo alpha bravo
india romeo echo november bravo echo tango hotel bravo echo charlie mike
india quebec bravo tango foxtrot echo alpha juliett bravo oscar india
kilo golf golf
juliett charlie echo bravo mike hotel foxtrot delta
golf alpha echo charlie mike papa november romeo golf sierra tango
foxtrot india lima
echo echo oscar oscar tango
india india india charlie delta bravo november charlie quebec quebec
oscar charlie charlie india sierra quebec hotel
echo echo hotel bravo romeo tango india bravo juliett alpha charlie
tango romeo lima india november mike foxtrot hotel
romeo november quebec golf foxtrot juliett tango
alpha india mike tango sierra romeo
foxtrot quebec mike echo
november echo quebec
romeo golf golf india tango mike echo lima golf echo hotel india
tango november november quebec november echo delta charlie foxtrot echo
papa tango romeo
lima oscar november
delta foxtrot bravo juliett sierra delta tango tango kilo lima romeo foxtrot
hotel foxtrot hotel echo lima alpha
india oscar sierra juliett juliett india sierra bravo charlie juliett
charlie tango india juliett foxtrot november charlie echo
papa tango alpha golf golf papa alpha oscar charlie papa
november hotel sierra november november mike
charlie oscar kilo november foxtrot
lima alpha bravo charlie golf hotel
foxtrot tango papa papa kilo foxtrot golf tango romeo quebec juliett
lima november hotel papa lima india juliett
sierra quebec india kilo mike tango lima mike november
alpha lima papa alpha romeo golf foxtrot quebec quebec delta
romeo kilo bravo papa
sierra echo tango charlie lima juliett quebec hotel mike
november sierra charlie november november sierra lima romeo echo echo papa papa
delta delta bravo lima kilo sierra alpha delta mike papa
romeo papa delta echo tango
hotel romeo mike foxtrot delta golf india alpha
bravo lima alpha bravo quebec bravo
oscar oscar lima papa lima
romeo lima romeo foxtrot kilo november delta papa
oscar juliett papa alpha golf
foxtrot romeo hotel charlie hotel lima oscar charlie mike juliett papa golf
oscar quebec alpha golf tango sierra quebec foxtrot
november hotel charlie
quebec charlie mike tango
november tango golf juliett alpha quebec alpha india charlie
alpha bravo lima hotel charlie
bravo delta alpha india charlie quebec papa oscar charlie tango oscar golf
tango oscar quebec golf echo november
echo bravo foxtrot oscar romeo
bravo quebec golf
golf hotel kilo oscar
kilo oscar quebec tango delta
alpha echo india oscar oscar kilo romeo lima juliett
november juliett lima hotel
delta quebec lima golf oscar
mike sierra hotel
kilo tango lima lima papa sierra foxtrot november kilo delta
kilo quebec papa alpha papa mike kilo foxtrot foxtrot juliett
november alpha foxtrot echo delta echo romeo mike
tango india mike papa alpha papa oscar juliett november romeo
golf lima lima sierra
foxtrot hotel papa kilo mike echo golf romeo alpha quebec tango
oscar mike charlie charlie kilo hotel charlie charlie delta november
golf november juliett lima bravo mike sierra golf papa bravo golf
delta oscar quebec
sierra bravo golf charlie juliett foxtrot kilo romeo
india mike alpha kilo romeo mike sierra india juliett sierra hotel
alpha charlie juliett echo bravo oscar quebec mike delta
charlie echo november echo tango oscar alpha bravo golf sierra kilo
golf romeo alpha alpha papa romeo lima tango golf november
papa sierra delta
lima kilo sierra delta lima
echo echo delta quebec romeo alpha juliett oscar romeo golf hotel papa
juliett delta juliett sierra echo
echo mike bravo delta hotel papa papa juliett oscar lima
romeo tango quebec echo
juliett papa delta golf foxtrot bravo charlie quebec
oscar tango quebec hotel juliett tango
alpha foxtrot india tango delta india bravo
foxtrot hotel golf delta delta november sierra lima
kilo lima delta
echo foxtrot delta mike echo lima november india alpha
india foxtrot foxtrot papa lima delta
golf mike mike sierra romeo delta
charlie juliett romeo golf november
foxtrot tango sierra juliett
lima tango papa echo charlie juliett quebec echo golf golf
tango oscar delta delta alpha lima india kilo lima quebec hotel charlie
echo november bravo echo echo november charlie echo charlie india lima
bravo golf bravo tango alpha
kilo kilo mike tango romeo foxtrot lima oscar lima
golf lima india delta foxtrot delta alpha romeo bravo papa india golf
quebec bravo sierra delta papa
mike echo india hotel india lima oscar november papa
bravo golf india golf papa oscar papa romeo hotel
november november tango november foxtrot tango
mike tango papa lima kilo lima
mike alpha charlie delta foxtrot juliett foxtrot kilo juliett
india echo romeo sierra
echo oscar alpha delta delta foxtrot lima lima mike tango
india bravo romeo
foxtrot mike charlie lima bravo papa mike tango tango oscar hotel
delta mike tango oscar quebec oscar lima lima
echo romeo oscar bravo quebec echo quebec
quebec lima mike charlie mike
tango alpha echo
foxtrot papa india oscar romeo
sierra november india india delta quebec sierra romeo alpha
charlie india india november
alpha mike lima delta india golf delta
echo sierra papa alpha oscar kilo hotel hotel quebec
lima kilo foxtrot golf india golf
hotel mike papa charlie juliett
alpha hotel hotel bravo romeo hotel hotel echo
mike foxtrot echo
golf charlie mike november tango mike
echo foxtrot delta papa india bravo hotel alpha quebec
papa papa romeo hotel mike tango charlie alpha oscar delta
quebec hotel tango mike golf lima alpha papa
hotel echo kilo november tango quebec papa charlie oscar delta
charlie foxtrot hotel juliett
foxtrot juliett charlie charlie golf foxtrot alpha echo india romeo echo bravo
delta bravo india papa tango hotel juliett echo mike
india india papa golf foxtrot bravo november oscar lima charlie hotel
kilo tango delta oscar echo mike juliett alpha quebec sierra
papa charlie romeo quebec sierra lima oscar alpha juliett quebec hotel
foxtrot lima bravo golf
romeo juliett delta golf alpha alpha bravo sierra oscar india
hotel delta juliett
echo romeo romeo echo juliett foxtrot tango romeo alpha papa golf bravo
india kilo delta foxtrot lima india tango foxtrot tango india papa mike
charlie foxtrot delta echo delta
echo kilo quebec
lima alpha india alpha tango delta
delta delta sierra delta foxtrot golf sierra november mike echo sierra tango
lima golf golf hotel india
lima delta juliett lima november
india oscar alpha tango mike lima tango tango charlie
tango november echo juliett juliett
papa bravo golf foxtrot
november tango tango golf delta golf quebec kilo romeo
lima charlie mike quebec oscar echo november alpha echo sierra juliett delta
sierra charlie papa kilo hotel papa charlie romeo bravo tango
romeo oscar papa golf
mike papa oscar romeo quebec bravo
delta oscar charlie golf hotel bravo echo
november quebec charlie romeo oscar papa
papa hotel oscar bravo quebec mike alpha delta sierra delta
tango delta juliett juliett golf romeo hotel november foxtrot juliett bravo
golf romeo delta foxtrot foxtrot bravo india charlie golf
november november romeo quebec november papa sierra november
bravo charlie mike charlie mike golf golf foxtrot echo delta lima alpha
papa lima kilo papa india romeo golf quebec lima bravo delta
oscar quebec bravo bravo november charlie oscar
delta delta tango bravo hotel charlie november quebec
papa romeo juliett charlie papa oscar foxtrot
charlie lima romeo golf bravo bravo lima kilo
sierra kilo kilo foxtrot tango tango sierra mike november echo juliett
charlie november tango
delta foxtrot hotel echo papa india mike golf
hotel india mike oscar charlie echo kilo bravo echo juliett
echo november mike
delta lima kilo
hotel romeo foxtrot lima
hotel bravo romeo quebec juliett romeo tango bravo kilo mike sierra
foxtrot tango sierra india
tango foxtrot juliett november foxtrot sierra charlie golf
bravo india quebec charlie bravo lima bravo romeo quebec bravo romeo
hotel hotel kilo juliett
quebec charlie mike echo juliett delta echo mike india
mike juliett hotel sierra november delta india oscar tango kilo charlie bravo
india lima quebec quebec hotel november oscar alpha quebec
oscar sierra papa papa oscar sierra golf foxtrot tango charlie quebec
sierra quebec golf echo sierra romeo golf
india alpha kilo lima mike mike romeo delta hotel oscar
hotel lima november bravo
alpha romeo oscar hotel
romeo charlie oscar sierra golf romeo charlie quebec oscar romeo alpha sierra
papa alpha oscar november romeo charlie delta charlie
juliett lima echo papa lima echo papa quebec charlie foxtrot lima oscar
alpha echo lima lima quebec
lima sierra lima oscar lima charlie kilo mike bravo foxtrot
lima delta delta juliett india kilo quebec charlie oscar hotel sierra bravo
alpha tango quebec tango hotel kilo juliett papa sierra lima sierra
romeo delta lima echo
mike foxtrot quebec oscar kilo foxtrot juliett india golf echo juliett
india india delta golf
charlie papa alpha hotel mike golf oscar india lima bravo
charlie golf papa romeo foxtrot alpha golf november mike alpha mike tango
hotel delta echo echo kilo mike papa november oscar lima
golf delta golf delta sierra lima november romeo
charlie papa november juliett echo delta
november india golf hotel quebec foxtrot lima echo lima kilo
alpha november hotel golf quebec foxtrot delta mike romeo
lima oscar tango lima lima india tango hotel lima golf
papa delta charlie oscar romeo juliett sierra tango
mike romeo bravo quebec sierra
delta hotel juliett golf mike romeo papa mike quebec papa
delta quebec oscar sierra alpha
charlie november sierra romeo juliett papa sierra quebec delta
echo oscar oscar golf
november november kilo foxtrot november kilo kilo sierra india golf
lima delta charlie charlie sierra india romeo sierra bravo papa charlie
juliett alpha delta india golf
mike delta golf sierra lima lima
november kilo tango
quebec lima bravo quebec lima golf romeo bravo
quebec golf india sierra romeo hotel charlie quebec oscar lima
hotel india golf sierra papa juliett lima oscar alpha oscar golf juliett
juliett juliett lima tango hotel india papa oscar
kilo papa oscar juliett charlie delta lima sierra sierra bravo alpha lima
papa oscar quebec alpha romeo juliett alpha foxtrot kilo
lima bravo india india romeo hotel
golf papa november mike romeo golf tango golf
india charlie foxtrot papa juliett hotel alpha
echo sierra tango foxtrot
golf echo juliett november hotel golf charlie
papa papa juliett romeo alpha juliett romeo bravo india papa oscar
sierra india kilo
golf india november lima mike quebec bravo quebec india november
oscar india echo delta hotel sierra
mike bravo delta papa papa
kilo mike november november november delta foxtrot charlie
hotel lima charlie
november charlie tango quebec delta
papa india lima sierra romeo papa charlie foxtrot
delta oscar delta mike mike oscar bravo november quebec oscar oscar golf
lima echo papa romeo echo foxtrot echo romeo lima delta bravo charlie
november mike papa bravo papa alpha india echo papa kilo foxtrot charlie
echo romeo india foxtrot kilo hotel lima hotel kilo
hotel alpha golf papa foxtrot sierra november november charlie echo november
kilo golf juliett hotel juliett alpha kilo delta foxtrot foxtrot
india november kilo kilo
mike juliett sierra charlie oscar papa echo sierra foxtrot delta quebec romeo
bravo mike mike lima quebec
papa india lima romeo golf tango delta hotel mike mike
alpha sierra juliett foxtrot india oscar foxtrot golf
foxtrot papa delta foxtrot romeo
tango india bravo sierra lima
bravo sierra sierra quebec november quebec lima echo quebec bravo
foxtrot charlie india foxtrot bravo
alpha bravo delta juliett india romeo juliett november foxtrot echo juliett charlie
golf oscar tango golf tango charlie november hotel
quebec sierra bravo foxtrot echo romeo oscar
echo papa quebec juliett foxtrot kilo
romeo golf delta lima delta delta
hotel sierra romeo november papa oscar charlie
oscar alpha golf tango november
delta hotel november papa oscar golf bravo sierra juliett
oscar hotel oscar papa lima india foxtrot quebec tango
papa echo november kilo hotel papa alpha quebec november november charlie
mike sierra kilo juliett quebec delta golf delta golf
charlie golf lima quebec romeo foxtrot india
foxtrot bravo mike sierra kilo hotel echo quebec alpha alpha
foxtrot kilo bravo juliett juliett sierra oscar kilo juliett
charlie lima kilo papa
alpha india papa tango india echo mike lima november oscar papa
alpha oscar mike mike charlie november papa
november sierra oscar romeo november echo quebec golf charlie foxtrot romeo
hotel mike mike juliett mike hotel
lima oscar bravo echo quebec tango november quebec sierra
tango oscar hotel bravo golf india november november charlie
echo delta quebec bravo tango kilo
foxtrot november bravo sierra charlie juliett romeo romeo india golf india
golf quebec charlie mike charlie
hotel sierra mike charlie november mike golf golf
papa lima romeo lima
golf golf golf juliett echo november golf golf juliett romeo golf november
kilo november echo hotel bravo
echo hotel golf november alpha tango delta juliett echo india november
tango hotel golf papa delta mike sierra bravo kilo kilo quebec romeo
sierra golf quebec echo india echo echo quebec golf juliett
india lima charlie papa mike
lima tango oscar echo alpha mike delta november lima
foxtrot bravo alpha november kilo papa papa quebec quebec juliett oscar alpha
kilo tango foxtrot india echo charlie tango charlie echo delta alpha
oscar india mike romeo quebec mike hotel delta sierra
india lima bravo sierra bravo oscar papa
charlie bravo sierra mike oscar quebec echo charlie
romeo romeo alpha lima hotel charlie bravo kilo foxtrot kilo juliett delta
juliett alpha tango november juliett foxtrot echo delta
kilo lima alpha foxtrot sierra papa sierra alpha sierra mike charlie tango
oscar tango delta delta alpha quebec golf juliett november india
quebec hotel juliett delta
alpha juliett sierra foxtrot sierra quebec charlie hotel
alpha india echo lima charlie echo india november
tango golf india mike papa delta juliett oscar romeo
papa november delta alpha romeo sierra charlie india
juliett romeo mike mike november oscar
sierra quebec hotel romeo quebec alpha juliett quebec romeo
charlie tango bravo delta juliett
charlie mike kilo romeo sierra november alpha
india echo foxtrot sierra
juliett india india delta lima tango
delta india lima bravo sierra delta golf mike echo lima quebec
lima charlie papa papa kilo delta juliett lima oscar golf alpha lima
tango kilo papa mike foxtrot mike bravo delta foxtrot
mike charlie echo papa
quebec quebec romeo oscar quebec papa lima kilo echo golf echo echo
echo golf charlie kilo india echo charlie mike romeo golf oscar
tango alpha sierra kilo papa
foxtrot hotel kilo
charlie delta lima india romeo mike lima november lima bravo foxtrot alpha
bravo oscar alpha bravo
alpha delta papa india november hotel
sierra delta oscar alpha echo
kilo juliett tango quebec alpha bravo november golf sierra
echo quebec golf delta hotel india golf delta romeo
charlie hotel echo alpha bravo charlie papa romeo alpha alpha echo
delta lima golf alpha echo papa juliett delta oscar
quebec hotel charlie juliett kilo golf tango golf sierra oscar tango
kilo bravo charlie juliett foxtrot mike mike charlie delta lima lima
india mike bravo charlie delta bravo echo oscar papa
juliett papa quebec tango sierra india
golf juliett echo bravo hotel delta mike foxtrot
delta delta romeo lima sierra lima lima oscar golf november romeo tango
tango alpha kilo juliett papa india papa india
sierra romeo golf foxtrot tango golf kilo juliett charlie charlie
mike juliett delta charlie alpha romeo
bravo juliett alpha sierra lima hotel
delta quebec juliett romeo quebec alpha delta delta quebec juliett
delta lima alpha mike lima quebec
quebec bravo delta foxtrot romeo mike
quebec hotel hotel november november oscar juliett charlie oscar tango
juliett november delta echo sierra delta lima delta foxtrot echo tango sierra
oscar november tango romeo quebec mike lima hotel romeo golf echo
delta delta delta kilo alpha quebec oscar golf echo
tango alpha golf oscar lima delta oscar foxtrot delta bravo
juliett foxtrot bravo alpha
papa bravo november kilo bravo foxtrot hotel
juliett india november alpha papa echo alpha quebec hotel india
delta golf bravo juliett echo oscar november romeo
echo lima lima echo romeo oscar
delta charlie hotel
mike charlie lima
echo golf lima echo
kilo golf oscar alpha bravo hotel mike mike juliett
golf tango foxtrot sierra tango bravo romeo bravo delta sierra echo
echo alpha lima papa romeo
lima golf kilo quebec oscar hotel lima hotel delta delta quebec
november echo golf
alpha oscar tango quebec kilo oscar november romeo tango quebec
juliett quebec golf juliett oscar november
lima oscar sierra india bravo hotel charlie november juliett golf papa
quebec oscar tango tango
november sierra golf lima lima romeo bravo papa papa oscar november
bravo echo romeo golf foxtrot hotel hotel quebec
juliett oscar juliett oscar
oscar tango charlie mike papa charlie hotel kilo papa
sierra quebec juliett juliett golf sierra
india alpha golf papa quebec juliett quebec
lima november hotel lima
sierra bravo foxtrot charlie delta alpha
sierra mike india india sierra
papa oscar delta quebec quebec hotel alpha november
echo foxtrot sierra
delta echo juliett bravo hotel tango oscar
golf echo delta kilo charlie sierra
india foxtrot bravo quebec hotel papa alpha
mike lima juliett lima romeo papa november quebec lima echo
papa echo bravo bravo bravo tango
mike bravo delta golf
quebec india echo quebec hotel november echo delta quebec echo sierra oscar
november echo kilo quebec romeo
lima oscar kilo golf india papa delta romeo tango mike tango
tango delta oscar bravo bravo hotel papa oscar romeo delta mike quebec
romeo kilo hotel bravo lima tango sierra alpha foxtrot romeo romeo charlie
romeo kilo golf papa juliett mike juliett sierra echo foxtrot alpha golf
oscar november alpha foxtrot echo india charlie india mike hotel
romeo alpha november juliett hotel
sierra romeo hotel india juliett juliett kilo alpha charlie oscar
charlie november romeo mike romeo
hotel hotel kilo hotel kilo
papa charlie golf sierra papa mike echo romeo kilo
echo tango oscar golf juliett mike tango papa
sierra quebec quebec sierra india
echo oscar oscar juliett kilo charlie tango delta sierra
tango sierra romeo quebec kilo india mike sierra papa tango
november foxtrot romeo golf alpha tango india kilo india mike lima
papa oscar delta
india echo papa india golf sierra romeo india bravo oscar juliett mike
tango sierra quebec hotel papa bravo sierra papa foxtrot
november charlie foxtrot kilo quebec india kilo alpha delta delta
lima hotel papa hotel mike bravo india golf papa oscar
bravo papa alpha charlie foxtrot quebec charlie oscar papa
romeo hotel juliett tango kilo quebec charlie november alpha charlie india
alpha alpha golf hotel november lima oscar sierra echo kilo quebec juliett
charlie lima golf echo
tango foxtrot echo sierra juliett papa alpha bravo charlie november
echo golf juliett charlie golf delta echo hotel
echo alpha papa sierra mike bravo india
sierra oscar hotel kilo echo november tango
papa delta lima charlie romeo november charlie
echo lima mike alpha sierra golf
juliett bravo echo
papa november alpha
echo kilo golf echo echo mike sierra
sierra echo foxtrot bravo hotel oscar juliett charlie
echo golf november
lima papa sierra mike tango oscar foxtrot bravo
oscar november lima delta
golf lima quebec alpha
india juliett kilo november india juliett romeo echo foxtrot golf mike
delta lima mike charlie mike golf
delta golf kilo delta oscar
india papa november echo charlie juliett oscar november juliett
november mike echo tango delta november november
lima kilo delta
juliett sierra oscar juliett bravo quebec juliett charlie hotel mike quebec foxtrot
foxtrot bravo juliett alpha oscar quebec lima
juliett alpha alpha alpha
golf juliett oscar oscar romeo tango kilo lima foxtrot romeo kilo
november foxtrot echo foxtrot mike alpha bravo foxtrot
papa tango oscar papa bravo
tango golf romeo lima
juliett quebec kilo kilo mike golf foxtrot charlie quebec mike juliett charlie
tango juliett tango romeo kilo romeo alpha alpha echo foxtrot hotel charlie
charlie tango bravo romeo foxtrot romeo papa oscar quebec oscar
tango bravo tango foxtrot tango charlie romeo mike quebec
alpha papa charlie kilo alpha papa delta
bravo bravo india delta papa
charlie quebec echo bravo lima india quebec
golf romeo golf
delta echo tango echo golf november romeo papa
mike sierra charlie kilo
bravo echo oscar juliett papa charlie juliett
delta kilo alpha oscar quebec
juliett juliett lima romeo kilo november bravo foxtrot papa tango
november oscar bravo india quebec papa oscar lima foxtrot romeo
quebec papa kilo bravo bravo tango papa delta
delta alpha kilo india romeo quebec golf delta alpha mike golf mike
november juliett delta
quebec papa romeo foxtrot hotel golf charlie hotel foxtrot
juliett bravo sierra oscar alpha quebec
golf delta lima hotel quebec bravo tango charlie golf
charlie sierra charlie charlie quebec
kilo foxtrot lima kilo india oscar foxtrot romeo mike hotel alpha november
november charlie sierra alpha juliett oscar hotel bravo hotel november mike alpha
oscar lima foxtrot quebec
sierra quebec hotel papa foxtrot
november oscar quebec bravo november delta charlie lima foxtrot sierra kilo alpha
lima bravo golf alpha oscar
golf delta papa india juliett
bravo november bravo alpha romeo november foxtrot november
alpha bravo juliett mike golf echo
romeo charlie quebec romeo papa papa delta
papa tango november oscar papa november kilo
quebec echo sierra kilo quebec sierra delta foxtrot papa
juliett tango foxtrot kilo mike golf
bravo juliett hotel delta tango echo foxtrot romeo
golf india juliett india foxtrot kilo sierra hotel golf tango lima kilo
papa sierra kilo papa tango alpha
charlie lima sierra romeo
juliett hotel sierra tango hotel lima
golf quebec oscar india quebec alpha mike lima alpha mike juliett echo
india foxtrot tango golf charlie lima juliett delta tango kilo
echo quebec tango
golf foxtrot bravo sierra quebec quebec delta papa
papa echo india bravo delta charlie
india romeo papa bravo lima
delta alpha quebec bravo romeo kilo romeo hotel india foxtrot sierra golf
india mike alpha india quebec
foxtrot alpha golf india papa oscar tango charlie
delta charlie alpha foxtrot juliett juliett sierra lima sierra sierra
delta bravo golf
charlie india sierra romeo hotel bravo echo tango
foxtrot alpha echo golf alpha alpha quebec charlie
golf echo november papa tango romeo lima sierra
sierra echo tango
golf golf foxtrot papa romeo november
alpha delta mike juliett
juliett golf sierra papa mike juliett charlie hotel alpha
november tango kilo november romeo
hotel quebec oscar foxtrot echo echo alpha foxtrot romeo quebec
papa bravo romeo mike
juliett delta bravo india quebec
oscar charlie tango tango juliett tango mike alpha romeo kilo
oscar echo juliett echo bravo alpha india
tango charlie oscar golf india foxtrot bravo alpha alpha golf
india hotel delta
lima sierra lima sierra november
delta kilo juliett golf foxtrot
juliett charlie romeo mike sierra lima november alpha romeo delta tango romeo
lima foxtrot hotel alpha charlie bravo papa
juliett echo juliett oscar india alpha sierra mike india papa golf romeo
papa foxtrot romeo india charlie november foxtrot tango alpha november
bravo romeo quebec alpha romeo tango lima bravo kilo
juliett november charlie juliett sierra oscar alpha romeo
foxtrot alpha delta papa tango alpha charlie quebec hotel golf
mike alpha kilo sierra papa mike oscar kilo alpha india mike
alpha india quebec bravo india papa delta
lima delta sierra papa hotel kilo november echo delta
juliett mike foxtrot golf oscar golf lima delta
bravo charlie oscar
oscar golf quebec quebec tango foxtrot echo november lima delta mike
charlie delta india tango november sierra
bravo echo golf delta romeo india juliett charlie golf alpha
juliett tango lima delta juliett
romeo hotel echo quebec golf november alpha golf sierra
lima mike golf romeo hotel papa lima romeo lima papa alpha quebec
delta india charlie oscar bravo romeo charlie romeo charlie
romeo mike hotel echo juliett tango romeo
romeo november tango foxtrot juliett oscar lima bravo charlie romeo oscar papa
kilo india papa romeo romeo
charlie india papa tango foxtrot hotel golf romeo charlie alpha lima india
mike alpha juliett tango hotel charlie oscar kilo juliett
tango romeo sierra delta sierra foxtrot bravo
hotel bravo sierra november
quebec golf lima india oscar echo kilo delta alpha tango india
charlie foxtrot delta hotel juliett oscar hotel golf
bravo tango bravo juliett foxtrot romeo romeo delta quebec charlie india india
quebec india romeo alpha romeo
charlie bravo charlie foxtrot juliett india hotel
papa bravo echo foxtrot papa
juliett alpha papa oscar oscar foxtrot papa alpha delta foxtrot lima
india alpha papa echo echo
juliett foxtrot mike kilo mike
foxtrot golf quebec
mike india india hotel charlie
papa tango quebec
tango november lima charlie bravo oscar foxtrot delta papa quebec bravo
delta juliett juliett papa hotel quebec sierra delta
charlie tango quebec delta
november sierra mike
juliett romeo delta echo alpha mike golf quebec
romeo echo mike lima oscar sierra quebec
mike lima alpha bravo lima charlie echo papa echo kilo alpha lima
india tango oscar
quebec november echo november delta
india mike alpha tango charlie
papa echo romeo charlie delta foxtrot
kilo quebec mike echo sierra bravo bravo echo
tango sierra alpha romeo bravo charlie tango
papa echo november india bravo bravo
papa delta juliett oscar kilo alpha
quebec juliett echo alpha november tango foxtrot
alpha delta charlie romeo echo bravo charlie oscar bravo hotel alpha
delta bravo charlie charlie romeo juliett
oscar kilo oscar quebec hotel kilo bravo tango
delta papa bravo echo papa bravo foxtrot bravo alpha quebec quebec tango
papa lima charlie bravo november alpha golf papa lima
india golf india sierra lima charlie oscar
november papa golf tango
india quebec oscar tango juliett foxtrot mike sierra india
foxtrot echo golf
lima delta papa
oscar tango charlie bravo foxtrot golf golf charlie india quebec
delta juliett quebec
charlie romeo tango tango papa charlie romeo
echo tango alpha delta golf romeo golf hotel oscar juliett
hotel papa sierra hotel foxtrot charlie oscar tango bravo romeo
oscar charlie mike hotel
bravo alpha foxtrot tango golf hotel mike golf
romeo bravo oscar romeo lima mike
oscar mike november golf juliett india juliett sierra
bravo alpha hotel tango
oscar sierra hotel
kilo bravo mike quebec kilo tango india
foxtrot echo india
golf oscar romeo november tango golf oscar
november foxtrot mike delta oscar bravo sierra golf charlie
golf papa mike quebec echo lima sierra oscar mike hotel quebec
bravo charlie juliett quebec echo charlie mike
bravo india echo sierra sierra romeo november delta mike
golf delta foxtrot echo juliett romeo juliett romeo alpha foxtrot charlie
foxtrot juliett quebec tango hotel november bravo oscar mike
golf romeo foxtrot tango oscar papa mike mike romeo golf
hotel india romeo golf golf kilo juliett india
romeo india quebec mike papa sierra alpha tango
oscar delta india foxtrot november alpha hotel charlie
oscar golf juliett quebec romeo juliett papa bravo delta november
hotel tango echo mike november echo delta golf foxtrot
oscar delta charlie delta india delta golf delta
sierra lima sierra kilo november juliett golf papa charlie bravo
juliett juliett papa juliett tango delta kilo juliett bravo echo echo november
november foxtrot mike kilo november sierra oscar
papa echo alpha sierra romeo romeo india charlie mike hotel kilo
november charlie papa india india hotel alpha juliett quebec sierra kilo
india bravo charlie charlie foxtrot kilo hotel november mike
juliett november india charlie papa bravo
tango november echo echo
papa kilo kilo papa mike foxtrot papa november charlie bravo alpha november
tango charlie sierra tango oscar romeo
alpha november oscar mike juliett lima charlie charlie sierra
foxtrot oscar juliett charlie echo sierra hotel
juliett golf bravo alpha oscar tango delta juliett
lima papa india kilo juliett golf
romeo papa echo charlie lima
lima papa oscar sierra papa tango lima hotel papa delta
romeo echo india mike hotel juliett mike mike golf
tango tango juliett echo
romeo alpha quebec
india echo juliett alpha india
lima alpha papa november delta india
india november sierra hotel quebec bravo juliett golf bravo golf echo kilo
alpha india tango oscar romeo delta alpha echo bravo alpha golf
tango mike oscar papa alpha
echo golf delta charlie india kilo charlie alpha
mike papa papa
echo quebec golf oscar tango foxtrot charlie bravo juliett papa golf mike
quebec lima golf charlie
golf delta juliett oscar charlie tango
oscar india lima oscar golf tango kilo
november foxtrot quebec lima november lima sierra delta bravo delta lima
mike kilo hotel romeo delta tango bravo golf lima lima delta golf
bravo hotel india bravo sierra hotel oscar november sierra papa alpha
tango golf hotel
sierra oscar papa romeo kilo romeo bravo oscar sierra
oscar kilo alpha mike delta foxtrot golf tango quebec
alpha oscar papa
november juliett alpha golf papa hotel quebec tango
hotel india foxtrot hotel mike
delta alpha golf november charlie lima
november kilo foxtrot oscar golf papa foxtrot charlie lima kilo
echo golf bravo kilo lima
kilo india november
kilo india oscar echo papa delta oscar echo tango
foxtrot tango echo charlie golf juliett juliett india hotel india
mike foxtrot quebec romeo bravo mike bravo india november bravo golf
bravo oscar november november foxtrot tango romeo foxtrot
charlie charlie charlie romeo november india
papa golf juliett
echo november sierra juliett oscar hotel golf
lima golf foxtrot golf
november hotel oscar
kilo november bravo charlie sierra alpha echo golf tango hotel delta golf
mike charlie foxtrot golf india quebec tango mike echo quebec oscar delta
sierra sierra papa india echo foxtrot
hotel tango hotel echo sierra lima juliett november
bravo juliett oscar romeo golf lima india delta oscar oscar quebec kilo
golf alpha echo kilo echo lima golf echo sierra romeo hotel india
india golf india
echo sierra echo sierra lima delta mike delta echo kilo charlie
sierra quebec alpha
india sierra delta golf hotel oscar delta sierra india
sierra quebec delta
golf november charlie bravo kilo foxtrot juliett
lima oscar bravo delta sierra oscar charlie romeo lima romeo oscar
juliett delta juliett juliett hotel romeo
delta november golf tango hotel lima delta juliett hotel
hotel papa papa golf alpha quebec papa alpha
kilo tango bravo echo delta foxtrot papa juliett
quebec alpha charlie sierra india hotel foxtrot tango
golf hotel delta golf tango sierra golf golf
quebec juliett oscar echo echo papa charlie golf
echo november juliett romeo tango sierra oscar
india tango delta sierra charlie india bravo kilo november papa sierra tango
papa romeo hotel foxtrot echo hotel hotel golf delta papa quebec
quebec bravo hotel mike mike golf
india bravo charlie hotel juliett alpha
november oscar india
romeo lima delta delta papa alpha juliett golf kilo sierra
romeo tango kilo hotel mike foxtrot oscar echo foxtrot oscar
tango echo romeo hotel tango charlie romeo golf charlie golf
golf quebec lima charlie hotel foxtrot india charlie kilo mike november romeo
charlie hotel oscar lima november november oscar sierra golf papa alpha
quebec hotel hotel foxtrot
echo mike juliett kilo
oscar alpha romeo juliett mike november mike papa delta golf foxtrot
alpha papa alpha sierra hotel mike juliett oscar echo juliett
golf alpha mike kilo echo romeo mike
papa mike golf romeo
hotel quebec hotel kilo sierra
juliett romeo november papa romeo
juliett delta sierra mike charlie lima quebec
oscar india lima
india sierra sierra foxtrot delta
sierra charlie sierra golf delta
foxtrot quebec foxtrot charlie lima india
quebec romeo golf golf bravo golf oscar kilo india tango
sierra oscar echo november papa papa
alpha india kilo
november delta india oscar sierra delta golf
golf hotel oscar charlie golf echo romeo delta sierra tango
romeo romeo delta india kilo quebec sierra oscar juliett romeo bravo bravo
kilo golf lima delta quebec
lima foxtrot foxtrot india romeo delta
hotel quebec charlie india november
papa juliett november golf kilo lima romeo charlie golf papa
quebec lima echo romeo papa india bravo hotel sierra
romeo lima echo alpha bravo golf
sierra charlie lima hotel mike hotel hotel alpha romeo delta india lima
tango golf kilo november lima sierra
november tango tango golf echo oscar golf quebec alpha
papa quebec papa hotel golf india echo juliett echo papa november
mike romeo tango mike oscar charlie november delta romeo
november papa quebec juliett quebec alpha india
mike hotel oscar hotel november quebec tango charlie
quebec charlie oscar india tango oscar
quebec echo echo hotel hotel papa india mike bravo hotel
hotel tango romeo
alpha hotel hotel delta mike papa golf foxtrot kilo tango
mike alpha tango november
kilo charlie charlie bravo
hotel romeo lima charlie papa golf delta india tango mike delta india
papa golf india november juliett
romeo foxtrot hotel tango kilo papa kilo tango golf november november
kilo golf juliett delta alpha golf
quebec india oscar juliett juliett alpha quebec sierra golf juliett
hotel kilo papa tango lima charlie
alpha hotel golf sierra quebec hotel
bravo alpha alpha
november echo mike india
oscar charlie kilo bravo oscar bravo charlie lima
papa kilo oscar
oscar juliett sierra
delta juliett romeo golf lima charlie tango sierra echo
juliett tango lima lima alpha golf india
papa november hotel november juliett echo
quebec foxtrot foxtrot
papa charlie sierra quebec lima charlie mike delta foxtrot india papa
quebec papa juliett lima charlie juliett bravo
november november papa hotel
charlie november golf kilo golf delta
hotel alpha sierra alpha golf bravo kilo
kilo mike bravo echo golf charlie oscar kilo juliett
quebec oscar kilo alpha oscar
bravo echo bravo romeo foxtrot
golf november sierra
golf quebec alpha
lima charlie quebec oscar
juliett romeo papa alpha alpha india
mike kilo golf
delta tango india bravo kilo sierra hotel india
kilo mike papa sierra tango charlie romeo lima november sierra
kilo india charlie bravo juliett sierra tango bravo mike
alpha tango mike kilo november
lima kilo quebec kilo oscar charlie hotel hotel charlie
sierra echo juliett charlie foxtrot
delta alpha charlie delta
bravo echo quebec tango foxtrot romeo quebec foxtrot romeo bravo
quebec juliett sierra papa hotel tango romeo
tango romeo hotel tango
charlie india tango
echo echo sierra tango charlie papa
foxtrot mike oscar
papa papa delta bravo romeo sierra quebec kilo romeo foxtrot juliett juliett
oscar papa quebec kilo hotel tango alpha hotel
juliett lima juliett foxtrot charlie
golf india oscar kilo delta alpha kilo
tango echo oscar india mike lima golf golf romeo
juliett india kilo delta
papa lima lima papa
mike hotel echo romeo mike quebec bravo echo lima
bravo kilo mike papa echo oscar quebec
sierra echo kilo kilo
alpha papa echo golf oscar bravo
bravo foxtrot india oscar golf bravo india quebec november november kilo golf
oscar foxtrot india juliett romeo
delta echo romeo oscar november
foxtrot oscar charlie november foxtrot
papa tango mike oscar
alpha foxtrot juliett november golf sierra foxtrot oscar
quebec sierra kilo mike romeo hotel november india
india lima foxtrot quebec alpha november
quebec bravo kilo hotel juliett papa quebec romeo mike lima romeo
bravo foxtrot kilo bravo romeo foxtrot alpha
tango papa charlie romeo oscar alpha bravo india
kilo mike foxtrot tango echo bravo bravo oscar charlie
bravo bravo bravo
juliett hotel quebec mike
papa india alpha oscar echo kilo bravo
kilo november mike golf india romeo
sierra alpha juliett india juliett quebec kilo papa tango foxtrot
tango november lima lima quebec tango bravo tango tango
charlie hotel golf tango quebec alpha papa
india delta alpha india alpha mike bravo charlie
november quebec quebec charlie india alpha oscar hotel alpha lima
quebec tango lima quebec delta november golf charlie kilo tango
hotel quebec hotel hotel kilo
alpha oscar november quebec mike hotel tango golf romeo romeo echo
oscar papa oscar november
tango quebec oscar lima juliett oscar lima bravo india foxtrot
echo charlie india foxtrot november
alpha papa india sierra tango alpha sierra alpha tango lima tango foxtrot
mike india tango kilo alpha mike
oscar bravo foxtrot
bravo papa bravo golf golf india papa november bravo lima oscar
sierra november india hotel kilo india mike hotel
foxtrot charlie india juliett
lima echo bravo delta delta echo charlie quebec echo
delta alpha sierra golf bravo tango mike papa hotel
lima golf kilo quebec papa hotel
foxtrot kilo tango romeo charlie hotel sierra
juliett kilo papa lima juliett quebec lima bravo tango oscar oscar
november echo echo kilo
foxtrot charlie foxtrot oscar sierra foxtrot
sierra november juliett romeo oscar papa quebec sierra echo
echo tango romeo bravo november
golf romeo echo quebec charlie charlie hotel
echo foxtrot sierra tango bravo sierra charlie
lima india papa foxtrot lima delta golf sierra sierra
hotel romeo alpha quebec golf november november delta golf tango oscar lima
mike lima tango sierra
quebec papa romeo sierra lima foxtrot foxtrot bravo echo echo
mike bravo romeo sierra hotel juliett bravo quebec foxtrot lima charlie
alpha romeo oscar golf november
november kilo mike foxtrot november
sierra tango sierra india oscar foxtrot charlie sierra
tango india tango november
india november romeo mike sierra lima lima november
sierra echo foxtrot papa oscar lima golf delta mike
romeo india november hotel november india oscar delta kilo hotel quebec
kilo lima lima india
bravo alpha quebec romeo lima hotel papa kilo india hotel hotel juliett
mike foxtrot november tango
alpha november delta india foxtrot
foxtrot kilo romeo bravo hotel
charlie foxtrot sierra tango kilo
romeo golf mike kilo november papa november papa golf quebec november
papa quebec romeo hotel lima juliett juliett alpha oscar lima
sierra mike papa romeo
alpha november juliett lima oscar charlie juliett tango hotel
lima sierra bravo papa kilo papa tango
kilo charlie delta kilo echo juliett bravo oscar foxtrot
romeo hotel bravo charlie hotel papa oscar delta sierra
romeo oscar bravo india india
foxtrot alpha november golf tango delta foxtrot alpha echo
papa delta sierra delta lima romeo kilo bravo
sierra bravo bravo foxtrot juliett lima charlie echo alpha oscar bravo
foxtrot foxtrot golf alpha sierra mike bravo
echo foxtrot alpha foxtrot alpha alpha alpha oscar quebec mike
golf sierra kilo india hotel oscar papa
foxtrot lima tango mike india tango juliett bravo mike oscar
sierra papa kilo alpha alpha charlie hotel foxtrot juliett
kilo tango echo delta quebec delta lima november lima romeo romeo november
juliett golf alpha
hotel papa delta echo charlie foxtrot romeo golf charlie hotel lima november
oscar alpha papa juliett juliett foxtrot echo
mike mike tango charlie kilo papa foxtrot charlie golf kilo tango sierra
india alpha tango charlie charlie
papa bravo oscar romeo foxtrot
foxtrot romeo golf foxtrot india mike romeo bravo india quebec november
november charlie foxtrot oscar alpha november india
delta charlie sierra romeo bravo hotel
echo romeo delta quebec india juliett
foxtrot sierra romeo foxtrot tango foxtrot echo
hotel tango quebec foxtrot oscar november foxtrot kilo alpha delta
papa bravo charlie kilo papa echo india
sierra foxtrot golf papa quebec
romeo quebec echo golf golf november delta mike
sierra quebec mike mike echo quebec echo oscar lima sierra charlie golf
foxtrot november echo oscar sierra oscar foxtrot lima
golf hotel november alpha romeo sierra oscar echo kilo golf india
alpha oscar oscar delta bravo hotel foxtrot golf golf tango hotel quebec
hotel foxtrot tango november delta echo
echo juliett foxtrot tango juliett lima lima
november sierra charlie november tango alpha tango tango hotel
tango juliett quebec
sierra juliett hotel lima quebec romeo papa romeo november india
charlie oscar kilo echo
juliett juliett bravo alpha november foxtrot sierra charlie hotel charlie papa november
november romeo foxtrot hotel juliett oscar india sierra echo sierra
november romeo mike golf romeo
november tango kilo lima bravo hotel papa november delta golf delta
papa india india tango golf romeo golf
mike golf romeo india kilo quebec
golf bravo delta
delta romeo romeo oscar oscar
echo hotel november november lima tango sierra oscar mike
quebec alpha november hotel juliett romeo romeo echo echo delta
india golf mike foxtrot mike quebec india lima november
november hotel quebec tango bravo charlie
kilo charlie kilo oscar lima
foxtrot charlie kilo bravo kilo
papa echo delta lima papa lima
oscar mike charlie tango golf golf oscar hotel lima kilo papa lima
india papa hotel golf delta charlie
lima sierra delta quebec delta tango sierra lima alpha echo papa golf
lima hotel papa alpha
kilo bravo echo november november romeo juliett hotel charlie
mike quebec foxtrot quebec november juliett alpha hotel
echo bravo foxtrot echo papa hotel kilo
alpha india romeo
echo juliett quebec india mike papa india delta
hotel delta quebec bravo golf sierra kilo alpha
tango golf delta echo romeo romeo mike hotel bravo echo
tango oscar quebec alpha sierra juliett romeo echo alpha india
golf alpha kilo golf delta
lima kilo mike oscar romeo charlie lima papa delta echo india
mike sierra charlie
papa oscar juliett
alpha bravo sierra
alpha echo november india delta golf tango tango india alpha charlie
golf foxtrot foxtrot tango romeo juliett juliett mike golf november oscar alpha
echo charlie alpha golf
mike golf mike india alpha sierra
delta echo november charlie hotel romeo bravo oscar charlie charlie oscar delta
delta papa papa bravo juliett bravo quebec tango foxtrot tango hotel
echo tango echo foxtrot november kilo november quebec tango
romeo quebec tango tango oscar papa alpha november foxtrot
lima papa hotel mike november
bravo bravo kilo bravo delta golf
golf kilo golf papa bravo juliett oscar mike
delta november foxtrot
romeo romeo lima
tango november romeo golf kilo delta hotel kilo bravo bravo kilo kilo
foxtrot foxtrot sierra
hotel quebec mike oscar bravo foxtrot juliett quebec
romeo oscar foxtrot kilo alpha delta india alpha papa
hotel romeo foxtrot lima hotel
lima hotel romeo kilo bravo
november quebec oscar golf hotel foxtrot kilo oscar charlie
sierra november mike
golf echo lima papa echo sierra delta
delta hotel bravo bravo alpha
papa mike alpha kilo india hotel hotel
sierra papa juliett kilo papa juliett juliett india quebec foxtrot november foxtrot
kilo charlie oscar india sierra romeo mike
mike kilo lima mike papa
juliett foxtrot bravo charlie lima romeo india kilo juliett charlie quebec bravo
echo juliett golf echo mike quebec quebec tango bravo india alpha
charlie sierra quebec golf sierra alpha
india alpha delta echo tango november charlie juliett
charlie mike papa charlie golf
quebec romeo bravo delta hotel echo bravo golf
delta mike november lima
foxtrot india india india mike tango kilo kilo quebec romeo papa tango
delta quebec charlie charlie papa mike lima romeo
juliett romeo tango hotel romeo mike alpha juliett november delta papa juliett
quebec papa echo juliett hotel papa oscar kilo foxtrot india papa
november lima tango november bravo quebec quebec alpha
oscar hotel alpha november mike bravo golf golf
golf juliett quebec lima bravo romeo golf
charlie kilo tango juliett kilo november
oscar romeo kilo foxtrot november oscar juliett india charlie hotel papa
tango india alpha
echo juliett hotel lima oscar lima quebec
kilo golf charlie november romeo india quebec
bravo juliett charlie charlie
quebec papa romeo sierra sierra lima charlie delta sierra papa
romeo bravo romeo hotel india quebec charlie romeo papa echo
oscar papa kilo sierra hotel quebec golf papa
hotel romeo hotel oscar mike alpha quebec
alpha oscar november kilo golf india delta lima sierra bravo
november hotel sierra oscar foxtrot mike papa
papa india india bravo mike kilo oscar
bravo delta foxtrot india golf delta foxtrot papa
golf romeo alpha alpha juliett
quebec hotel november alpha tango oscar mike quebec
charlie november bravo india lima foxtrot
juliett quebec bravo echo
juliett foxtrot echo
sierra quebec november delta india
papa tango foxtrot india quebec charlie alpha papa papa
india delta sierra foxtrot papa hotel romeo charlie papa romeo quebec
foxtrot lima bravo india romeo alpha bravo alpha juliett
charlie mike bravo
foxtrot charlie kilo alpha
golf november sierra sierra juliett sierra hotel
india quebec quebec echo
november golf alpha charlie charlie romeo quebec
papa charlie juliett foxtrot quebec foxtrot
foxtrot lima india india kilo oscar kilo golf
november golf golf hotel november alpha lima romeo golf delta
bravo hotel delta echo delta november hotel november delta juliett
delta delta charlie bravo quebec kilo india
lima alpha charlie oscar bravo
tango juliett papa foxtrot
golf romeo delta mike india tango sierra golf oscar charlie india hotel
sierra hotel india hotel juliett november sierra tango foxtrot hotel
hotel golf foxtrot lima bravo kilo romeo mike bravo india
foxtrot foxtrot delta mike tango lima sierra sierra alpha
mike alpha tango juliett romeo
oscar papa romeo foxtrot india echo kilo mike charlie
lima lima quebec hotel alpha sierra golf tango
tango november romeo golf
oscar lima november india quebec india
mike india india india romeo papa hotel kilo tango papa delta echo
hotel november echo golf oscar oscar golf sierra
lima lima november alpha india kilo alpha
juliett foxtrot hotel quebec november charlie
golf alpha papa foxtrot kilo romeo papa mike sierra mike
charlie charlie sierra mike india delta mike
india sierra golf
lima lima romeo papa
november echo juliett golf bravo juliett tango charlie delta oscar oscar
lima quebec bravo india juliett delta juliett tango foxtrot
golf foxtrot sierra juliett quebec november india foxtrot
india november papa papa mike
echo charlie delta
kilo alpha quebec tango delta oscar quebec echo quebec quebec oscar
echo romeo mike hotel delta oscar echo foxtrot
juliett papa delta lima lima
juliett sierra kilo charlie quebec foxtrot sierra echo november hotel
quebec romeo alpha quebec mike india foxtrot india foxtrot foxtrot alpha
papa bravo kilo tango foxtrot mike delta oscar hotel quebec
echo echo juliett
romeo golf quebec papa echo foxtrot romeo mike bravo alpha bravo alpha
juliett bravo november mike charlie foxtrot quebec golf oscar november
kilo mike sierra juliett oscar romeo juliett hotel
bravo echo echo
sierra foxtrot alpha india
echo kilo romeo sierra kilo golf quebec
kilo november lima sierra kilo bravo india
oscar papa quebec
sierra hotel tango sierra november juliett tango lima
november romeo bravo oscar india romeo echo papa hotel foxtrot oscar alpha
papa mike romeo charlie romeo papa tango
alpha romeo juliett charlie sierra papa lima india sierra november
hotel hotel india oscar golf november alpha
delta tango romeo kilo charlie november golf tango romeo juliett romeo bravo
quebec kilo oscar alpha romeo charlie echo golf
juliett quebec delta papa echo echo charlie oscar delta
sierra tango romeo juliett quebec
foxtrot bravo quebec oscar tango charlie delta foxtrot india quebec
delta november delta bravo echo oscar sierra
romeo mike kilo november romeo foxtrot india hotel oscar bravo
india november lima bravo foxtrot papa delta delta romeo papa oscar
sierra bravo delta delta sierra golf alpha juliett hotel charlie golf kilo
romeo papa hotel papa foxtrot hotel india bravo delta hotel november charlie
bravo papa sierra quebec charlie delta delta delta
echo papa alpha foxtrot mike bravo tango charlie india oscar sierra
golf oscar golf
november golf kilo papa foxtrot bravo kilo
lima golf bravo sierra juliett kilo india india
lima golf charlie juliett quebec kilo bravo bravo foxtrot delta hotel delta
sierra delta bravo
india hotel hotel november hotel india kilo kilo quebec
papa alpha juliett golf foxtrot
mike kilo romeo hotel foxtrot india
hotel delta romeo alpha lima foxtrot hotel bravo romeo
hotel delta echo november charlie golf lima bravo foxtrot golf bravo hotel
india echo romeo lima alpha
papa lima charlie alpha echo
oscar romeo bravo hotel
papa foxtrot hotel foxtrot papa papa papa bravo
delta kilo bravo tango kilo oscar juliett foxtrot hotel foxtrot charlie hotel
bravo mike oscar delta
delta hotel quebec charlie delta charlie charlie hotel echo foxtrot quebec sierra
golf sierra november quebec
tango foxtrot alpha hotel bravo oscar charlie juliett delta tango romeo sierra
kilo india juliett romeo
kilo lima juliett
golf papa sierra india
echo juliett tango
papa hotel tango lima
india quebec golf charlie hotel
november sierra kilo romeo
november foxtrot mike sierra alpha juliett hotel oscar
golf hotel echo alpha alpha bravo bravo tango juliett lima alpha foxtrot
romeo romeo lima mike oscar india charlie echo juliett foxtrot hotel charlie
juliett echo juliett kilo echo
charlie romeo lima kilo mike kilo
tango papa mike
sierra echo charlie foxtrot mike mike papa echo juliett
papa foxtrot oscar quebec hotel mike quebec tango oscar india hotel juliett
sierra juliett sierra lima echo foxtrot kilo juliett quebec golf kilo foxtrot
hotel hotel alpha tango india mike tango tango kilo romeo india kilo
romeo delta india india november hotel juliett india
tango golf november
romeo hotel november tango bravo tango bravo delta
alpha foxtrot bravo alpha golf oscar lima lima romeo bravo papa
november hotel india oscar india tango bravo oscar juliett
echo oscar kilo quebec hotel alpha sierra mike
alpha bravo juliett juliett foxtrot
papa alpha juliett
lima juliett tango charlie sierra india hotel india
kilo romeo juliett delta lima sierra juliett charlie
oscar mike echo
echo mike mike delta
foxtrot india lima mike delta golf mike charlie delta november juliett
hotel papa echo juliett oscar lima foxtrot lima charlie papa tango
bravo delta sierra lima papa juliett sierra romeo lima romeo
juliett bravo papa lima papa bravo delta hotel papa alpha
echo echo romeo juliett lima golf papa delta delta delta
quebec tango charlie charlie sierra
hotel sierra charlie romeo
papa bravo foxtrot sierra quebec sierra lima sierra oscar
romeo sierra juliett quebec
romeo delta juliett
tango kilo sierra india hotel romeo mike juliett delta golf papa
golf delta india charlie
charlie golf oscar november quebec papa mike foxtrot mike sierra india
romeo india tango
alpha quebec tango oscar oscar golf
bravo echo echo lima juliett romeo
tango romeo delta kilo charlie
romeo lima oscar golf tango quebec quebec bravo echo golf tango
mike quebec alpha echo lima charlie lima kilo
lima hotel sierra charlie sierra sierra alpha alpha lima papa golf alpha
delta lima alpha juliett
golf mike golf november tango foxtrot
lima tango november lima romeo india
juliett golf india oscar alpha bravo sierra juliett
kilo mike hotel hotel oscar tango charlie hotel alpha india juliett quebec
romeo foxtrot oscar mike juliett kilo
kilo mike mike mike sierra charlie romeo charlie delta mike
kilo sierra tango lima alpha foxtrot alpha charlie charlie papa echo
oscar quebec november lima charlie delta sierra charlie oscar foxtrot papa juliett
quebec sierra romeo bravo
quebec lima lima oscar golf echo alpha lima papa juliett charlie
bravo hotel echo lima echo lima juliett echo
sierra golf lima
quebec delta foxtrot hotel foxtrot papa sierra charlie quebec november golf lima
lima bravo foxtrot golf kilo lima november bravo kilo echo juliett lima
papa oscar lima delta sierra sierra mike quebec papa
india alpha hotel oscar papa november foxtrot lima charlie delta november charlie
bravo echo charlie hotel golf golf
bravo foxtrot juliett kilo tango lima alpha
echo charlie charlie
oscar mike papa delta juliett india juliett sierra mike india alpha papa
golf quebec tango lima
bravo juliett sierra india charlie sierra november foxtrot quebec golf lima
oscar charlie lima
papa tango kilo delta mike hotel alpha foxtrot kilo
foxtrot charlie charlie sierra quebec juliett sierra delta romeo
papa papa mike bravo alpha tango bravo alpha delta hotel
november mike quebec alpha alpha hotel
tango romeo tango foxtrot alpha
alpha india charlie
charlie mike alpha quebec papa india charlie kilo papa charlie juliett
mike quebec delta romeo india november foxtrot golf quebec
alpha november papa alpha sierra echo romeo golf lima
golf tango papa lima charlie golf
delta quebec foxtrot kilo papa mike bravo bravo
bravo sierra mike
sierra november oscar hotel india tango india quebec india lima kilo
foxtrot kilo kilo juliett echo mike foxtrot juliett quebec delta romeo
golf hotel bravo
sierra papa kilo bravo bravo delta lima charlie lima alpha
juliett juliett juliett
oscar quebec tango foxtrot kilo golf golf hotel india lima
quebec mike charlie delta alpha mike oscar alpha india papa hotel echo
papa charlie alpha romeo echo delta lima lima alpha lima lima
juliett november alpha sierra echo charlie tango
hotel sierra sierra bravo romeo sierra india oscar alpha kilo papa
alpha sierra alpha echo sierra juliett
oscar quebec kilo alpha india bravo lima
lima lima oscar romeo oscar alpha quebec
romeo sierra sierra quebec november alpha quebec foxtrot juliett charlie tango
sierra oscar alpha sierra tango quebec kilo quebec echo bravo oscar
quebec sierra echo hotel delta hotel echo november kilo
golf mike foxtrot romeo papa delta sierra delta
mike delta echo charlie kilo echo
lima quebec bravo alpha sierra charlie foxtrot oscar
papa delta bravo quebec juliett alpha bravo echo
kilo november kilo
golf echo mike echo oscar alpha kilo alpha
alpha november alpha sierra hotel hotel hotel juliett
quebec india mike romeo kilo echo
juliett foxtrot golf kilo romeo alpha
bravo oscar golf delta kilo alpha hotel
foxtrot hotel juliett india
india delta lima tango foxtrot hotel sierra india mike
november lima mike quebec delta
mike echo oscar bravo bravo
november alpha charlie charlie romeo india romeo sierra hotel oscar oscar
foxtrot delta juliett hotel
mike delta golf bravo quebec
romeo foxtrot tango tango india juliett charlie juliett golf
quebec charlie quebec bravo foxtrot oscar papa bravo alpha romeo juliett
juliett charlie bravo india bravo delta sierra kilo
papa juliett hotel hotel india sierra echo echo tango india bravo
november charlie oscar hotel
bravo mike lima mike golf november oscar foxtrot tango
bravo delta lima
hotel hotel kilo golf charlie romeo quebec papa
quebec oscar quebec oscar romeo charlie foxtrot golf golf sierra oscar sierra
mike papa hotel bravo delta mike november golf charlie lima romeo
india quebec echo alpha papa oscar
charlie papa india papa hotel echo juliett oscar november tango papa sierra
november golf india india alpha alpha juliett hotel november
quebec golf golf india kilo delta foxtrot india romeo sierra
november sierra quebec quebec echo delta sierra
quebec echo delta alpha oscar delta romeo november sierra juliett
hotel echo foxtrot india tango mike sierra
delta romeo sierra romeo
juliett charlie bravo echo alpha delta mike
delta lima foxtrot delta mike india papa mike echo
golf papa foxtrot kilo romeo tango sierra kilo tango india kilo romeo
hotel foxtrot lima bravo charlie delta foxtrot golf romeo november
kilo india juliett oscar november golf hotel kilo
sierra lima lima alpha
oscar sierra romeo alpha november papa mike sierra
golf quebec tango alpha golf charlie
india juliett delta november romeo juliett lima sierra echo echo papa november
charlie alpha papa india oscar charlie oscar golf
papa bravo alpha
oscar kilo alpha papa
charlie foxtrot tango charlie golf lima foxtrot alpha charlie india alpha hotel
tango delta romeo golf charlie quebec kilo oscar
bravo juliett golf quebec india charlie india lima lima
bravo foxtrot india bravo hotel
lima mike papa golf juliett juliett delta lima papa hotel charlie
november india quebec
november mike lima sierra
romeo echo bravo
kilo bravo echo tango kilo november
tango tango echo golf hotel golf
romeo hotel oscar golf juliett bravo oscar golf golf foxtrot alpha
papa charlie quebec charlie
india kilo bravo romeo juliett mike hotel
hotel echo hotel papa echo tango delta echo bravo golf tango kilo
romeo quebec kilo lima quebec lima foxtrot lima charlie
foxtrot mike bravo papa november
november hotel sierra november lima kilo golf
juliett india golf papa
november echo mike foxtrot india
charlie sierra sierra mike oscar papa alpha
oscar quebec foxtrot
oscar india india mike
delta bravo quebec tango charlie mike echo mike quebec quebec tango
sierra golf hotel juliett delta alpha papa hotel delta
kilo golf november alpha november tango delta papa juliett
kilo lima india alpha alpha papa
oscar lima tango sierra delta kilo tango alpha oscar bravo papa lima
sierra hotel lima charlie papa alpha
bravo kilo sierra delta mike november delta quebec quebec
quebec mike oscar alpha tango hotel oscar
mike hotel papa
golf tango hotel kilo oscar foxtrot papa india juliett
tango kilo lima charlie
kilo quebec oscar foxtrot romeo foxtrot
india alpha delta juliett
golf mike hotel
mike lima charlie juliett alpha
tango kilo mike november sierra
charlie november kilo golf india lima delta
juliett lima lima kilo hotel quebec india juliett
november charlie romeo november papa
golf mike sierra
charlie alpha november india tango golf
juliett mike bravo india mike alpha quebec foxtrot alpha golf echo
echo charlie bravo delta india foxtrot papa lima sierra echo mike tango
juliett india november romeo quebec
juliett tango november papa bravo kilo golf
golf foxtrot lima foxtrot kilo alpha romeo
lima india alpha charlie
quebec oscar golf golf quebec
golf golf golf kilo november bravo mike tango echo juliett
quebec tango sierra charlie golf foxtrot november tango bravo bravo
juliett charlie kilo sierra
charlie papa echo hotel oscar echo delta romeo juliett november bravo
alpha oscar alpha hotel tango quebec alpha alpha bravo oscar foxtrot india
mike delta alpha mike papa quebec tango
juliett romeo oscar quebec juliett romeo quebec lima oscar romeo alpha
india delta kilo kilo golf bravo
papa kilo romeo bravo november hotel november papa mike tango
juliett alpha romeo charlie juliett
echo foxtrot lima oscar bravo tango echo bravo november delta golf romeo
papa sierra foxtrot bravo oscar alpha india bravo echo alpha
quebec papa sierra echo golf bravo juliett papa golf golf delta india
kilo lima lima tango
romeo charlie tango romeo bravo sierra foxtrot bravo hotel
tango juliett hotel alpha juliett romeo juliett sierra hotel hotel
hotel quebec kilo mike foxtrot tango bravo alpha
echo quebec echo romeo romeo golf hotel india tango
charlie november mike romeo sierra
delta charlie mike sierra golf charlie juliett india golf golf tango charlie
romeo india delta bravo mike quebec lima
romeo oscar romeo bravo quebec mike foxtrot charlie foxtrot lima foxtrot
romeo bravo hotel
india oscar papa tango alpha tango hotel
romeo charlie oscar
delta lima bravo romeo romeo romeo alpha golf oscar kilo juliett
mike echo mike sierra echo golf sierra
juliett golf tango tango papa hotel lima
quebec hotel hotel mike bravo mike delta quebec golf echo golf
november golf charlie oscar oscar papa golf papa sierra mike
kilo tango mike bravo juliett mike charlie alpha
india foxtrot tango lima alpha hotel sierra papa juliett tango
charlie tango tango alpha
bravo hotel foxtrot romeo oscar oscar charlie sierra delta papa tango
india papa golf india alpha romeo
november india golf oscar foxtrot sierra
kilo mike india lima mike november tango tango november oscar
tango tango mike india romeo hotel foxtrot bravo november
tango oscar hotel papa mike quebec
alpha papa charlie
lima kilo charlie sierra
mike kilo echo november alpha mike oscar kilo charlie lima
sierra bravo romeo golf hotel quebec hotel
kilo romeo bravo alpha alpha lima foxtrot kilo romeo echo
foxtrot golf charlie foxtrot
romeo papa lima oscar romeo mike bravo lima kilo bravo romeo
quebec sierra hotel charlie tango sierra
juliett echo bravo papa romeo oscar echo sierra papa hotel charlie
alpha kilo delta juliett golf kilo delta
alpha india oscar alpha
sierra echo echo oscar mike hotel papa foxtrot romeo bravo alpha golf
mike echo charlie foxtrot
sierra quebec juliett india bravo mike hotel oscar delta alpha
foxtrot delta mike charlie india
romeo mike hotel bravo oscar hotel foxtrot quebec delta golf hotel hotel
alpha romeo golf hotel oscar bravo
tango golf papa sierra india charlie kilo papa alpha juliett foxtrot foxtrot
sierra quebec quebec lima lima juliett papa sierra oscar juliett
kilo kilo november
mike hotel bravo romeo lima papa foxtrot golf romeo tango
golf echo india tango tango
quebec foxtrot november papa juliett kilo
november sierra foxtrot romeo oscar foxtrot juliett mike oscar tango
kilo lima romeo
sierra lima papa india golf lima
mike golf mike kilo kilo bravo alpha bravo golf foxtrot romeo golf
quebec foxtrot sierra kilo foxtrot november alpha quebec
echo quebec juliett
papa november delta quebec sierra lima alpha echo sierra quebec delta
juliett lima golf delta papa romeo
oscar hotel sierra juliett charlie hotel papa
alpha romeo kilo juliett lima india delta oscar
bravo juliett sierra charlie mike golf quebec
lima juliett papa sierra golf charlie quebec
echo romeo oscar romeo hotel
golf lima tango echo
tango romeo oscar india alpha quebec bravo juliett golf
kilo quebec golf tango charlie tango romeo hotel hotel romeo romeo bravo
alpha kilo lima sierra golf bravo
foxtrot juliett foxtrot alpha juliett bravo romeo
delta kilo quebec kilo november romeo hotel
delta charlie golf bravo hotel golf sierra charlie echo lima kilo
november tango delta juliett mike echo charlie quebec november india charlie india
mike tango delta delta papa quebec
papa foxtrot bravo echo quebec
golf romeo mike alpha foxtrot
bravo november sierra
india quebec hotel papa echo november india kilo foxtrot india echo
lima tango kilo november november quebec sierra
alpha echo juliett november juliett juliett quebec india
tango alpha mike quebec romeo kilo kilo charlie lima echo charlie
india juliett echo echo kilo mike bravo papa
sierra golf charlie charlie charlie november india quebec kilo india
mike hotel hotel
india bravo echo papa juliett papa
alpha oscar india echo kilo papa
alpha charlie charlie romeo echo golf
november hotel alpha romeo november
hotel mike golf
mike quebec alpha alpha delta alpha
alpha november lima hotel
lima quebec mike charlie papa bravo november echo delta tango sierra
hotel tango oscar
echo lima alpha echo lima
mike november golf foxtrot sierra sierra romeo sierra hotel romeo november
kilo tango tango charlie papa alpha
quebec golf bravo sierra foxtrot hotel mike india kilo juliett
romeo foxtrot golf november bravo papa tango
oscar kilo delta golf bravo sierra bravo kilo sierra bravo echo
kilo tango november india golf romeo
delta foxtrot golf alpha november sierra kilo
india bravo kilo delta golf hotel juliett oscar
tango romeo oscar november alpha romeo delta november
charlie sierra alpha tango quebec papa sierra alpha charlie hotel india
quebec quebec kilo
kilo tango kilo charlie
bravo tango sierra lima oscar mike alpha india delta
charlie papa bravo alpha lima
romeo foxtrot echo romeo oscar charlie delta india charlie oscar alpha romeo
romeo juliett golf juliett lima lima tango hotel charlie bravo
bravo quebec alpha sierra golf alpha echo
alpha charlie tango november sierra india quebec foxtrot papa
golf india echo foxtrot tango bravo
sierra quebec oscar
kilo bravo juliett
hotel foxtrot romeo quebec bravo juliett hotel oscar sierra alpha
sierra mike mike juliett november quebec november bravo november
hotel tango sierra hotel romeo delta foxtrot foxtrot echo
kilo golf alpha foxtrot echo juliett
echo romeo lima kilo foxtrot charlie charlie oscar juliett
lima alpha charlie golf mike delta kilo sierra
delta bravo echo foxtrot tango papa
sierra juliett bravo quebec golf delta
lima quebec juliett juliett mike echo bravo
delta echo india november golf tango charlie kilo foxtrot quebec charlie
echo charlie delta lima echo foxtrot india delta
echo lima juliett november hotel oscar hotel november sierra november
papa juliett quebec bravo quebec kilo romeo papa charlie november
kilo foxtrot hotel papa alpha charlie november kilo foxtrot
golf mike november
golf foxtrot alpha foxtrot papa november papa juliett foxtrot
foxtrot india delta foxtrot papa lima
alpha tango charlie bravo echo india golf tango lima echo
sierra november november papa lima
juliett oscar echo golf
india lima india hotel kilo foxtrot
tango india lima golf charlie lima november lima
echo tango alpha papa bravo charlie
papa november papa quebec oscar oscar quebec delta november foxtrot lima alpha
sierra romeo echo alpha juliett tango golf tango echo foxtrot oscar romeo
november bravo papa oscar quebec oscar november lima tango quebec
alpha echo romeo
echo kilo hotel echo juliett charlie
papa delta papa hotel mike bravo
papa hotel kilo india alpha oscar echo tango hotel lima oscar sierra
quebec golf alpha charlie
mike india delta india bravo papa sierra india mike
lima kilo charlie tango lima india charlie delta tango
oscar tango golf sierra golf
foxtrot golf sierra sierra india kilo quebec papa india
charlie echo juliett
oscar india delta lima
romeo foxtrot charlie lima oscar kilo delta juliett oscar lima hotel
charlie foxtrot golf charlie alpha bravo
echo sierra golf
hotel bravo sierra hotel golf charlie oscar hotel juliett delta echo
romeo tango bravo golf kilo quebec oscar oscar charlie oscar tango
romeo november bravo oscar golf
echo sierra india delta papa november november quebec lima bravo
echo november hotel mike quebec november mike lima tango quebec sierra oscar
alpha tango india lima quebec
november echo juliett lima charlie lima delta
november charlie delta papa
foxtrot sierra hotel
papa juliett november bravo tango oscar lima bravo golf
hotel sierra papa papa mike delta mike oscar bravo hotel
delta hotel romeo charlie juliett bravo foxtrot mike india papa juliett india
mike oscar kilo foxtrot india
november november golf lima bravo
mike foxtrot alpha echo
juliett golf quebec juliett echo
alpha charlie romeo golf alpha
india india delta quebec papa sierra echo
romeo charlie charlie echo
juliett hotel india sierra lima tango lima sierra
mike quebec bravo oscar romeo november foxtrot romeo
lima oscar charlie kilo lima foxtrot kilo golf alpha golf quebec
papa kilo delta echo tango mike bravo echo
mike echo alpha juliett
charlie lima lima
kilo alpha papa
mike quebec tango hotel golf india quebec sierra
sierra quebec charlie charlie
oscar echo romeo echo papa alpha bravo foxtrot romeo mike
kilo romeo papa romeo hotel romeo mike sierra
romeo foxtrot quebec quebec mike papa echo tango echo november
echo tango mike india alpha bravo quebec
papa india alpha bravo quebec alpha charlie kilo papa oscar golf
romeo quebec bravo alpha juliett india sierra lima delta mike quebec mike
charlie foxtrot india juliett charlie tango quebec
alpha romeo bravo oscar delta alpha golf
sierra bravo india lima lima golf hotel golf delta
papa mike lima hotel hotel oscar lima romeo echo juliett november india
kilo juliett charlie echo echo tango charlie kilo
lima mike mike romeo
charlie quebec india delta delta
tango lima romeo quebec india hotel bravo mike foxtrot tango
hotel charlie sierra quebec sierra charlie delta sierra foxtrot
charlie quebec foxtrot tango golf charlie mike foxtrot bravo echo juliett
papa hotel hotel charlie delta papa foxtrot
tango hotel hotel
mike golf hotel sierra lima tango mike delta sierra kilo lima
hotel india lima golf bravo
charlie november oscar juliett tango papa juliett november
juliett tango echo lima lima charlie lima
delta tango november papa
hotel oscar quebec
romeo lima tango juliett
sierra india november alpha charlie november
lima foxtrot papa kilo november golf foxtrot
