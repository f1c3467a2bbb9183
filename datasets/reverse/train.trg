juliett kilo delta papa
quebec charlie juliett echo lima delta hotel india hotel tango echo
bravo papa foxtrot oscar
echo bravo charlie november alpha mike romeo charlie alpha sierra
sierra foxtrot delta quebec charlie foxtrot echo romeo foxtrot papa kilo
india sierra bravo november delta
tango tango delta alpha kilo hotel india romeo
kilo quebec tango papa romeo oscar papa golf
delta oscar oscar oscar golf november charlie kilo november papa
papa india oscar
charlie tango alpha delta quebec
golf oscar india
india kilo golf quebec foxtrot
foxtrot golf bravo charlie hotel quebec
golf foxtrot hotel echo
echo bravo golf kilo tango mike tango lima mike echo
alpha quebec india tango
charlie alpha oscar india romeo hotel quebec
india india echo juliett sierra india
delta juliett mike foxtrot alpha sierra alpha alpha tango
kilo quebec tango oscar sierra tango mike charlie juliett bravo sierra
papa alpha mike charlie delta oscar mike sierra november charlie india alpha
papa oscar juliett hotel juliett oscar november lima quebec charlie hotel
alpha foxtrot echo juliett kilo romeo oscar tango
echo echo alpha
juliett hotel alpha foxtrot alpha
sierra delta india golf juliett hotel
juliett bravo papa sierra romeo
papa mike lima hotel kilo quebec romeo
hotel alpha bravo echo juliett sierra oscar alpha foxtrot romeo foxtrot tango
oscar foxtrot quebec bravo hotel romeo golf lima
delta juliett kilo lima foxtrot golf november juliett alpha november foxtrot mike
juliett tango november charlie sierra hotel alpha charlie bravo echo
papa tango hotel india bravo golf november india
mike delta romeo echo kilo
november lima echo romeo foxtrot
tango november oscar mike romeo juliett golf kilo foxtrot charlie
quebec kilo foxtrot foxtrot oscar echo juliett delta november sierra
bravo lima bravo lima sierra
lima papa papa romeo kilo tango november hotel
kilo foxtrot alpha tango november mike romeo
tango mike india
papa romeo romeo juliett lima alpha echo delta charlie bravo juliett alpha
echo lima alpha mike bravo kilo india hotel
quebec golf india tango quebec hotel lima alpha quebec sierra
papa sierra juliett echo oscar sierra
sierra golf india lima india juliett november november
juliett hotel oscar bravo echo tango november delta hotel delta tango november
charlie tango papa echo
oscar oscar juliett alpha tango quebec sierra
quebec charlie bravo mike mike
delta mike oscar tango romeo
kilo papa charlie india
november foxtrot oscar
tango alpha oscar
oscar mike lima lima tango oscar
papa charlie charlie romeo echo lima quebec
hotel charlie romeo
india sierra romeo charlie charlie charlie golf oscar oscar quebec
golf kilo tango papa echo romeo india
papa kilo india sierra oscar oscar papa
golf alpha foxtrot alpha delta romeo hotel golf india kilo
alpha foxtrot mike kilo tango hotel quebec mike mike golf
echo india lima golf alpha alpha golf mike romeo
golf kilo hotel india
lima golf tango echo tango juliett india bravo november bravo juliett tango
foxtrot tango golf kilo golf alpha golf oscar oscar oscar oscar
hotel lima lima juliett hotel echo mike
romeo november lima papa mike
foxtrot charlie golf romeo
oscar sierra delta charlie oscar
lima quebec oscar quebec papa november
golf oscar juliett delta kilo lima delta romeo
juliett oscar kilo lima
mike alpha romeo
delta lima oscar
hotel india papa echo lima echo juliett tango
oscar bravo alpha hotel
juliett hotel oscar echo alpha
lima papa golf sierra mike delta lima lima alpha echo lima
bravo delta charlie echo delta papa
foxtrot romeo charlie november bravo oscar foxtrot tango
delta charlie hotel bravo bravo india tango bravo papa india mike november
quebec romeo india
oscar mike foxtrot tango mike november
foxtrot oscar golf lima golf juliett india romeo foxtrot
oscar mike alpha
charlie lima papa charlie charlie
sierra hotel kilo quebec hotel golf romeo foxtrot hotel papa
hotel sierra quebec quebec oscar tango oscar mike foxtrot
november oscar tango bravo romeo lima kilo charlie juliett echo mike
hotel golf india india romeo foxtrot
papa quebec hotel tango
kilo tango delta india sierra kilo papa oscar
quebec kilo charlie papa delta alpha romeo delta
mike lima charlie
sierra foxtrot foxtrot echo charlie mike
golf echo quebec foxtrot quebec mike charlie juliett
tango bravo hotel oscar oscar
delta foxtrot juliett
romeo romeo november
hotel foxtrot papa bravo bravo
oscar kilo papa lima kilo echo india oscar bravo kilo echo
echo lima bravo bravo mike sierra mike
sierra juliett bravo hotel november november delta sierra lima bravo
mike delta romeo india november kilo alpha hotel
sierra echo quebec charlie tango romeo
charlie hotel mike india charlie alpha alpha romeo
tango delta echo charlie delta quebec charlie bravo tango kilo mike foxtrot
tango mike juliett lima hotel lima
papa quebec lima kilo papa quebec
alpha tango kilo papa alpha echo echo india lima
mike sierra papa lima tango golf india delta foxtrot delta
golf alpha oscar quebec oscar juliett tango
romeo india charlie lima hotel echo charlie alpha mike
quebec delta quebec delta oscar romeo oscar delta kilo kilo mike
romeo november juliett golf tango kilo oscar golf kilo november foxtrot
lima quebec romeo
golf quebec echo november mike quebec oscar alpha romeo foxtrot echo romeo
tango india india lima juliett alpha oscar foxtrot romeo bravo lima mike
charlie lima bravo kilo charlie india india hotel hotel
oscar november kilo lima bravo alpha romeo mike
mike oscar delta lima tango november
sierra lima tango lima hotel delta echo sierra foxtrot juliett
delta india tango november lima romeo hotel
delta foxtrot foxtrot lima bravo kilo alpha golf november sierra juliett
delta delta quebec
quebec kilo echo delta mike alpha charlie sierra bravo kilo
sierra sierra bravo mike
bravo romeo oscar bravo delta mike oscar oscar
charlie lima charlie foxtrot tango kilo
foxtrot foxtrot lima hotel papa romeo foxtrot india kilo echo alpha
echo quebec delta november papa delta tango india sierra echo foxtrot golf
romeo tango lima india india golf charlie india
november romeo echo charlie charlie kilo kilo hotel romeo
alpha alpha delta bravo
india romeo echo quebec bravo papa romeo kilo
hotel echo mike sierra romeo
romeo foxtrot hotel hotel delta hotel golf
lima november hotel quebec hotel echo lima tango hotel romeo india oscar
quebec romeo charlie golf juliett kilo kilo bravo alpha golf lima
papa kilo november charlie echo bravo echo golf delta
golf echo quebec oscar echo echo tango lima
romeo kilo alpha oscar bravo echo alpha
charlie golf lima papa
quebec kilo hotel quebec oscar bravo hotel lima foxtrot golf tango
echo romeo lima papa
hotel golf lima november echo
kilo papa papa juliett lima
hotel hotel alpha romeo romeo quebec delta
bravo lima romeo sierra romeo sierra romeo
juliett juliett november hotel
charlie romeo echo romeo papa foxtrot golf juliett sierra charlie
alpha charlie foxtrot hotel papa
juliett delta sierra delta hotel juliett lima papa hotel india
charlie tango november november golf foxtrot delta hotel quebec
charlie quebec echo november kilo india echo tango alpha foxtrot mike foxtrot
quebec november foxtrot juliett mike hotel bravo lima juliett
alpha sierra papa charlie charlie
sierra alpha india lima tango sierra juliett foxtrot romeo
mike charlie echo oscar golf foxtrot romeo mike quebec juliett
delta romeo foxtrot mike
romeo sierra quebec tango november kilo foxtrot kilo
charlie delta mike oscar foxtrot golf golf
kilo november quebec india delta charlie echo
oscar oscar juliett hotel oscar charlie papa foxtrot sierra
india kilo hotel juliett romeo hotel
charlie golf november oscar india echo november quebec kilo
romeo mike juliett mike
echo papa india bravo sierra hotel echo delta mike
sierra alpha lima juliett alpha alpha tango
papa foxtrot alpha juliett
foxtrot lima alpha november quebec romeo india echo mike golf juliett
romeo kilo tango foxtrot papa romeo alpha sierra kilo
delta romeo romeo tango juliett
india juliett hotel papa quebec hotel bravo sierra kilo mike golf sierra
golf november echo sierra bravo foxtrot foxtrot romeo
hotel alpha tango india mike golf bravo kilo delta romeo lima
alpha oscar romeo echo mike
tango november alpha echo oscar hotel sierra hotel foxtrot india alpha bravo
papa quebec india tango oscar bravo foxtrot tango bravo india
hotel hotel delta sierra mike
juliett echo sierra foxtrot
tango kilo alpha hotel charlie oscar tango sierra sierra mike golf sierra
delta charlie india tango charlie sierra delta bravo echo november juliett juliett
foxtrot oscar lima mike papa charlie mike alpha quebec charlie
foxtrot juliett romeo delta lima tango alpha bravo romeo delta
india oscar hotel india golf alpha charlie golf kilo
mike mike hotel sierra foxtrot golf echo juliett hotel bravo
romeo golf oscar tango golf kilo golf alpha lima
alpha oscar charlie hotel golf alpha
charlie foxtrot charlie
hotel tango bravo papa charlie
lima india kilo golf foxtrot
golf quebec charlie alpha mike juliett quebec lima
november kilo charlie alpha hotel echo mike quebec
papa november quebec mike echo bravo kilo echo
lima alpha lima bravo
foxtrot oscar delta alpha hotel lima
golf india charlie lima
golf oscar delta lima alpha golf alpha oscar papa hotel
kilo quebec hotel romeo alpha india foxtrot golf quebec india
delta delta golf tango alpha
sierra romeo oscar charlie kilo lima romeo oscar lima kilo lima
charlie oscar echo kilo delta foxtrot delta bravo mike
papa juliett delta oscar romeo mike foxtrot charlie romeo
golf alpha quebec papa sierra mike romeo bravo
tango kilo juliett mike
papa echo bravo tango november delta foxtrot
november alpha foxtrot foxtrot november golf india
quebec sierra golf romeo sierra alpha delta delta oscar foxtrot hotel sierra
tango delta juliett
foxtrot delta alpha foxtrot hotel echo foxtrot juliett echo
quebec mike golf sierra charlie delta echo mike alpha juliett foxtrot
echo foxtrot india golf alpha oscar alpha tango charlie november echo juliett
papa tango sierra tango foxtrot quebec india
hotel charlie quebec
sierra kilo hotel bravo papa
juliett golf papa oscar kilo
delta quebec oscar mike papa oscar bravo romeo india bravo
charlie hotel bravo bravo quebec tango tango sierra sierra alpha lima
oscar oscar sierra juliett india november
romeo alpha bravo
bravo quebec echo
mike delta foxtrot papa quebec mike foxtrot sierra echo bravo quebec
romeo echo november kilo echo foxtrot papa tango quebec oscar
kilo november tango november foxtrot delta delta hotel juliett
papa hotel india sierra golf bravo tango
india sierra lima golf sierra tango oscar papa india
papa tango mike sierra
quebec romeo juliett india oscar
bravo mike tango mike bravo delta foxtrot november hotel
bravo delta foxtrot papa mike
tango juliett india
mike charlie quebec hotel mike foxtrot foxtrot echo juliett hotel foxtrot oscar
november oscar echo
romeo kilo romeo bravo sierra oscar lima
quebec sierra sierra hotel tango delta tango
echo bravo papa juliett india tango echo foxtrot kilo
mike golf sierra delta hotel india foxtrot lima mike
mike oscar romeo lima foxtrot juliett echo lima
lima papa mike echo mike charlie quebec echo november oscar
oscar lima tango charlie echo mike delta
mike charlie papa quebec echo
india papa foxtrot november hotel alpha hotel
mike tango bravo november charlie papa kilo golf oscar bravo
foxtrot romeo papa mike foxtrot golf
india romeo november mike charlie mike
lima mike juliett hotel echo foxtrot papa india tango echo romeo
bravo kilo lima juliett india sierra india alpha
golf echo papa golf lima mike kilo bravo india india charlie
oscar alpha papa juliett echo india juliett hotel echo november bravo foxtrot
kilo golf sierra lima alpha hotel bravo
india alpha lima tango golf november delta mike lima
romeo kilo echo juliett foxtrot foxtrot golf hotel golf lima charlie
foxtrot foxtrot november sierra sierra oscar charlie charlie kilo golf
delta delta romeo golf india golf bravo bravo hotel
mike alpha quebec papa lima november romeo india kilo golf charlie echo
juliett alpha lima hotel quebec kilo
juliett papa foxtrot kilo kilo oscar bravo golf
golf romeo hotel papa golf india
foxtrot sierra alpha alpha mike romeo
mike kilo alpha juliett quebec romeo bravo
juliett charlie sierra foxtrot juliett
charlie papa foxtrot sierra kilo juliett juliett papa oscar kilo
echo november juliett hotel sierra sierra romeo juliett alpha quebec foxtrot charlie
quebec charlie papa tango charlie golf echo quebec
papa echo juliett
oscar sierra alpha delta
golf foxtrot alpha hotel kilo tango
romeo foxtrot hotel oscar echo tango romeo hotel sierra charlie charlie sierra
mike mike india foxtrot foxtrot mike sierra november sierra hotel hotel
echo echo delta
bravo bravo papa
mike oscar romeo golf india papa echo
foxtrot delta golf kilo sierra romeo charlie bravo alpha november
india romeo echo foxtrot kilo alpha juliett sierra mike romeo charlie
juliett charlie foxtrot alpha foxtrot golf oscar oscar alpha juliett lima kilo
delta delta india delta lima romeo golf sierra quebec mike kilo
echo golf mike charlie romeo hotel delta charlie india tango bravo bravo
hotel charlie alpha kilo oscar charlie india sierra
bravo november november tango oscar
echo romeo charlie alpha november sierra golf delta sierra mike romeo
charlie alpha juliett charlie romeo charlie romeo golf tango foxtrot echo
golf delta bravo tango golf mike hotel tango
echo quebec quebec mike tango tango papa juliett echo romeo tango
lima foxtrot charlie
november india oscar kilo
charlie alpha romeo romeo quebec mike papa
charlie india lima foxtrot tango
india india foxtrot november delta golf mike juliett hotel tango foxtrot romeo
juliett kilo delta golf mike
romeo quebec hotel juliett oscar romeo oscar quebec
oscar oscar romeo papa tango golf romeo
lima kilo tango tango
oscar hotel mike november alpha kilo
echo quebec india sierra bravo oscar romeo romeo echo delta papa juliett
bravo romeo romeo india quebec foxtrot charlie alpha delta papa
delta quebec alpha tango papa hotel juliett
kilo alpha november lima echo echo juliett
mike lima echo golf lima mike golf echo
hotel november bravo mike papa juliett sierra
romeo bravo bravo romeo
echo tango juliett quebec hotel alpha alpha hotel alpha bravo quebec
quebec india india juliett india echo sierra delta
kilo quebec sierra golf papa lima
mike november kilo
delta romeo echo bravo delta papa hotel charlie romeo alpha
delta hotel delta delta juliett foxtrot november echo juliett
echo papa mike sierra delta tango foxtrot golf november
mike hotel foxtrot
papa november mike mike lima golf india alpha papa
alpha quebec juliett tango sierra sierra hotel bravo sierra
hotel alpha kilo tango delta india tango hotel tango delta bravo
golf india mike mike foxtrot bravo hotel quebec november kilo echo
mike mike sierra juliett juliett golf bravo mike
india foxtrot mike lima foxtrot foxtrot echo charlie romeo alpha hotel
tango bravo foxtrot papa
november papa charlie charlie november november papa india foxtrot
mike golf bravo hotel
romeo hotel alpha oscar oscar india golf foxtrot charlie alpha november
hotel papa mike alpha quebec lima quebec oscar delta romeo papa november
romeo foxtrot india lima
juliett papa lima
lima papa foxtrot bravo kilo india mike lima
india hotel bravo lima oscar papa
romeo bravo india echo november papa
juliett juliett romeo kilo alpha hotel
kilo hotel bravo kilo hotel golf
mike bravo papa lima delta kilo quebec quebec golf foxtrot alpha mike
bravo foxtrot charlie charlie papa quebec sierra romeo
golf india papa lima november alpha papa delta romeo
lima mike bravo mike alpha bravo oscar romeo india echo
lima tango golf romeo charlie
bravo romeo foxtrot juliett charlie sierra papa oscar
kilo mike november
echo foxtrot oscar november
lima echo charlie romeo bravo
mike delta golf
lima papa hotel tango romeo romeo echo hotel kilo
alpha alpha quebec charlie quebec
sierra alpha india lima
juliett lima delta oscar kilo juliett india kilo alpha papa bravo
lima bravo papa oscar bravo
bravo oscar hotel tango india mike echo alpha
delta lima alpha tango alpha
delta charlie foxtrot
mike foxtrot sierra romeo
november lima hotel mike hotel alpha oscar mike
oscar november november romeo hotel lima hotel tango foxtrot tango
bravo foxtrot tango kilo juliett alpha oscar foxtrot charlie delta
bravo quebec kilo juliett hotel india golf sierra
india juliett tango india delta
delta india echo november juliett november quebec juliett tango
lima golf kilo papa tango bravo hotel india
mike tango echo kilo
india echo juliett quebec sierra bravo quebec
golf delta foxtrot quebec lima india
romeo juliett lima romeo
tango mike charlie india sierra alpha
mike bravo charlie lima foxtrot tango
mike juliett delta delta sierra golf lima
charlie quebec bravo romeo foxtrot charlie india charlie tango november
november echo hotel mike alpha quebec hotel charlie juliett
mike november quebec oscar kilo alpha golf
juliett quebec golf mike delta
kilo papa kilo papa golf kilo
sierra foxtrot mike
sierra papa foxtrot oscar tango hotel oscar romeo lima quebec echo lima
charlie golf romeo november echo
lima echo india papa delta bravo foxtrot
hotel echo kilo charlie charlie quebec juliett bravo charlie kilo quebec november
mike papa hotel kilo foxtrot
charlie golf quebec lima delta quebec mike alpha tango quebec juliett
foxtrot kilo bravo mike oscar mike charlie quebec
lima echo bravo oscar charlie lima kilo echo golf foxtrot tango charlie
oscar charlie hotel lima delta tango
bravo lima romeo mike golf juliett foxtrot romeo india romeo tango foxtrot
mike alpha sierra golf
tango alpha golf sierra tango papa charlie papa
delta delta foxtrot kilo november
quebec mike bravo hotel romeo juliett alpha papa
quebec quebec tango november tango november sierra golf mike kilo mike
papa romeo india kilo kilo juliett foxtrot charlie
tango romeo lima alpha india sierra hotel
delta echo echo quebec tango lima oscar mike
tango kilo tango india lima golf juliett foxtrot echo charlie
romeo india echo lima kilo
echo delta delta bravo papa alpha sierra golf hotel
sierra papa bravo bravo echo november romeo golf bravo
november echo romeo romeo alpha india sierra juliett juliett
oscar charlie bravo november november oscar kilo kilo charlie november juliett charlie
tango alpha papa juliett
kilo hotel charlie juliett hotel november oscar papa tango echo mike golf
bravo kilo quebec mike juliett kilo
tango november mike juliett echo delta charlie
oscar juliett charlie foxtrot
golf lima papa delta bravo kilo oscar sierra
delta india lima delta papa papa romeo echo india
lima lima oscar lima mike tango lima romeo alpha
november november golf echo
hotel kilo foxtrot romeo bravo romeo echo delta
lima quebec quebec foxtrot foxtrot bravo golf
lima hotel tango sierra quebec golf juliett alpha echo india lima india
charlie sierra sierra
foxtrot hotel golf
papa mike quebec india sierra tango
india charlie foxtrot india kilo delta romeo romeo india sierra echo
delta lima echo golf november
november bravo lima
bravo bravo charlie tango kilo
juliett alpha bravo bravo alpha november bravo tango oscar romeo quebec tango
sierra lima oscar quebec sierra sierra quebec
kilo lima mike foxtrot foxtrot alpha kilo foxtrot juliett romeo tango
golf oscar kilo quebec tango tango foxtrot india sierra kilo november echo
foxtrot november quebec
hotel hotel alpha tango delta
alpha bravo charlie echo bravo sierra india charlie papa quebec hotel
golf delta bravo golf romeo
echo kilo echo sierra delta hotel quebec lima tango tango delta oscar
hotel kilo lima hotel lima alpha oscar
bravo golf lima golf oscar alpha hotel tango oscar romeo charlie
quebec charlie mike echo kilo hotel romeo foxtrot golf tango
alpha tango mike charlie romeo golf mike delta sierra hotel
india quebec hotel juliett romeo juliett
oscar foxtrot hotel juliett papa lima tango kilo delta delta mike
delta november delta lima tango november lima
november hotel papa sierra juliett november tango charlie charlie
tango sierra juliett hotel oscar hotel
kilo bravo hotel india delta tango
india hotel papa hotel alpha juliett delta bravo
india november bravo quebec tango lima papa mike papa echo tango papa
alpha alpha sierra tango
mike mike alpha india tango foxtrot
lima papa romeo papa november foxtrot bravo mike mike tango november hotel
mike november golf kilo romeo delta foxtrot lima lima bravo delta alpha
delta kilo juliett papa romeo bravo foxtrot alpha juliett mike
delta alpha quebec
bravo mike delta golf golf golf charlie alpha charlie sierra papa
foxtrot foxtrot kilo bravo
romeo golf alpha lima golf golf lima mike hotel india
charlie charlie hotel
kilo hotel charlie kilo papa india mike echo
golf echo sierra kilo sierra mike
kilo quebec tango november november
alpha delta foxtrot bravo tango mike oscar
november echo kilo
echo november echo
november delta papa bravo delta romeo delta quebec echo quebec juliett
delta golf lima papa kilo bravo
oscar india sierra hotel november romeo charlie
mike sierra romeo charlie echo sierra oscar foxtrot november golf delta
golf tango tango charlie echo
hotel echo charlie echo bravo november
sierra lima november delta romeo papa india oscar romeo
echo mike mike charlie bravo sierra golf bravo romeo
november bravo alpha charlie juliett tango november alpha bravo echo bravo kilo
quebec november tango foxtrot tango foxtrot echo kilo quebec november papa
golf tango oscar hotel papa delta juliett echo lima juliett juliett
kilo india mike echo romeo papa delta papa juliett bravo november alpha
romeo bravo lima tango foxtrot tango romeo november november delta tango
charlie delta echo
mike november foxtrot golf
mike charlie november mike bravo
papa quebec papa lima tango delta papa india romeo foxtrot alpha november
lima india india oscar november alpha
romeo kilo romeo
charlie lima quebec
alpha golf delta foxtrot hotel tango oscar delta kilo kilo mike
alpha tango papa hotel delta golf
kilo papa november india alpha
charlie alpha hotel sierra foxtrot golf
foxtrot oscar echo oscar golf oscar lima
juliett sierra echo india bravo delta mike
echo tango november india india tango bravo
quebec juliett foxtrot papa juliett alpha sierra romeo bravo alpha lima romeo
lima papa delta romeo mike mike charlie romeo hotel
echo tango hotel
charlie mike oscar
kilo foxtrot romeo tango kilo
hotel hotel juliett golf india sierra kilo
india delta november oscar foxtrot kilo echo papa
juliett november charlie echo romeo kilo november
quebec foxtrot mike alpha hotel mike india sierra golf
foxtrot bravo echo mike alpha charlie kilo
sierra golf mike echo golf november
india sierra juliett charlie papa delta golf charlie romeo charlie
hotel hotel kilo foxtrot golf
november charlie juliett golf quebec romeo papa papa papa delta charlie
oscar tango delta golf foxtrot hotel golf
golf charlie golf oscar alpha bravo india echo november mike kilo
mike golf bravo november romeo oscar delta tango
sierra india foxtrot juliett foxtrot hotel foxtrot quebec kilo
alpha oscar oscar kilo juliett tango kilo
tango bravo papa foxtrot lima delta romeo charlie golf alpha
quebec hotel foxtrot alpha lima golf sierra tango mike november
tango kilo november echo alpha hotel foxtrot
november mike hotel golf delta papa
kilo alpha juliett kilo
papa sierra delta echo echo romeo alpha papa golf quebec juliett quebec
foxtrot kilo golf quebec tango sierra
november hotel quebec
kilo quebec charlie foxtrot lima tango papa india delta sierra
juliett india charlie november november delta alpha echo foxtrot india
tango lima papa india echo
lima sierra lima november
lima charlie bravo golf sierra bravo lima mike delta india foxtrot november
mike echo juliett juliett romeo foxtrot romeo
golf november juliett sierra mike
india india bravo bravo echo november
golf oscar bravo echo golf alpha lima papa quebec quebec oscar
hotel delta foxtrot lima
sierra papa sierra alpha lima hotel lima
golf bravo hotel tango november kilo mike delta alpha charlie sierra alpha
oscar papa romeo quebec quebec bravo lima oscar foxtrot papa
bravo juliett hotel foxtrot delta india alpha romeo
delta november romeo mike hotel
tango lima papa lima sierra charlie juliett bravo sierra
india lima charlie charlie bravo romeo bravo tango quebec echo
quebec bravo november hotel lima
charlie bravo november hotel foxtrot bravo bravo delta hotel papa
tango mike bravo quebec
juliett delta hotel golf foxtrot tango
papa charlie alpha delta mike sierra november juliett lima romeo
delta alpha romeo juliett alpha oscar papa sierra mike golf oscar
tango charlie lima juliett juliett foxtrot
lima sierra india india delta kilo echo november charlie
charlie golf golf november romeo kilo oscar alpha echo
kilo oscar mike kilo kilo charlie juliett papa mike
romeo delta tango charlie alpha
sierra oscar kilo bravo echo alpha quebec kilo juliett golf charlie
lima echo bravo foxtrot alpha hotel mike juliett hotel
delta romeo alpha foxtrot bravo sierra bravo mike delta lima delta
alpha golf echo delta
india tango alpha foxtrot golf alpha
tango oscar sierra delta delta juliett papa juliett india kilo
foxtrot tango november quebec foxtrot november india alpha golf echo sierra sierra
oscar oscar juliett golf kilo foxtrot romeo romeo oscar oscar
hotel quebec november bravo charlie papa golf romeo november foxtrot oscar sierra
hotel foxtrot papa india romeo tango papa bravo quebec echo romeo
oscar sierra bravo golf charlie alpha november golf hotel
alpha sierra foxtrot november india lima
alpha alpha tango charlie foxtrot juliett
charlie echo sierra papa bravo sierra quebec delta kilo delta sierra
sierra papa delta papa golf golf oscar
delta mike november bravo alpha kilo oscar juliett delta golf golf
november foxtrot lima
juliett delta india november echo tango alpha foxtrot november
echo oscar alpha india hotel mike romeo romeo
alpha mike romeo bravo
kilo papa juliett kilo foxtrot sierra golf november charlie
echo hotel sierra golf echo alpha
mike mike india india alpha kilo mike golf
romeo sierra delta november romeo
lima hotel lima lima
tango oscar mike papa alpha golf alpha india kilo juliett
delta foxtrot foxtrot kilo delta
alpha kilo kilo quebec bravo
sierra mike bravo delta tango kilo papa
india romeo tango
bravo kilo lima lima kilo oscar india alpha india quebec papa papa
foxtrot juliett quebec oscar
sierra hotel foxtrot juliett foxtrot hotel oscar kilo india charlie golf mike
bravo oscar alpha mike
oscar foxtrot quebec mike echo foxtrot alpha kilo
delta golf bravo hotel lima sierra lima papa
charlie juliett oscar romeo alpha kilo oscar romeo charlie
delta foxtrot delta delta echo
papa delta echo oscar mike alpha november sierra bravo
alpha kilo charlie india
charlie sierra golf juliett india romeo mike juliett hotel delta sierra romeo
kilo kilo india echo hotel charlie foxtrot delta
lima charlie tango delta mike lima foxtrot november romeo echo hotel
november oscar alpha alpha delta echo foxtrot oscar quebec november alpha
sierra charlie foxtrot papa tango sierra mike india
bravo delta delta
foxtrot echo hotel quebec alpha echo papa sierra delta bravo romeo
foxtrot india mike bravo papa sierra tango
november echo bravo kilo echo tango alpha
quebec juliett golf echo foxtrot hotel oscar juliett alpha sierra golf oscar
oscar delta golf echo delta india charlie delta india
november papa golf papa kilo juliett golf sierra
alpha papa charlie delta golf kilo bravo lima alpha november bravo romeo
india papa tango alpha sierra papa hotel charlie delta foxtrot bravo
juliett romeo papa oscar sierra bravo alpha papa bravo
tango bravo charlie alpha oscar quebec papa romeo
quebec alpha papa tango mike quebec lima kilo golf lima
foxtrot alpha papa juliett echo india mike november november delta hotel lima
hotel mike hotel charlie november tango charlie golf oscar delta lima
delta november delta alpha hotel golf sierra alpha golf
charlie oscar quebec romeo november romeo quebec india
november foxtrot golf lima sierra bravo alpha delta papa
lima romeo oscar november delta
charlie kilo papa hotel hotel charlie bravo oscar papa alpha
sierra sierra hotel quebec delta foxtrot hotel papa sierra lima quebec
quebec november hotel alpha
india golf delta mike hotel foxtrot india sierra delta mike juliett
foxtrot bravo alpha mike
tango charlie quebec delta
mike juliett november echo bravo
delta charlie bravo delta tango delta golf oscar mike delta
romeo juliett alpha papa
india india golf mike alpha oscar romeo
tango oscar tango sierra delta bravo oscar
foxtrot delta alpha alpha papa
romeo golf juliett bravo november oscar tango kilo india sierra
india delta alpha papa hotel golf tango delta india bravo quebec kilo
india papa quebec bravo juliett juliett lima papa mike
foxtrot november papa india echo alpha november
lima tango kilo oscar lima tango tango sierra
papa hotel papa juliett oscar november bravo mike papa india echo alpha
sierra charlie lima mike romeo
kilo romeo juliett alpha foxtrot india
mike delta kilo golf romeo delta hotel golf charlie
india kilo juliett lima hotel echo lima lima foxtrot india
romeo oscar romeo november tango papa charlie kilo
mike quebec tango tango papa lima
lima mike oscar bravo tango hotel november november echo
lima sierra hotel quebec delta quebec alpha
india charlie oscar echo juliett lima
juliett lima foxtrot charlie romeo lima alpha
lima romeo bravo sierra delta kilo sierra quebec
oscar bravo lima
mike quebec echo quebec sierra india delta bravo papa delta
alpha echo kilo
foxtrot juliett india hotel mike golf golf foxtrot tango
november echo golf delta mike hotel foxtrot bravo
oscar golf hotel charlie lima delta november foxtrot
india tango kilo kilo bravo papa bravo tango
juliett echo kilo alpha mike hotel romeo kilo alpha hotel mike golf
hotel quebec delta juliett charlie oscar juliett hotel
quebec hotel lima mike india bravo
echo india delta juliett echo
echo november india echo romeo
india echo oscar sierra quebec
papa bravo romeo quebec juliett india kilo papa quebec echo kilo
juliett romeo hotel foxtrot oscar tango foxtrot november lima november
kilo oscar tango sierra sierra india golf sierra romeo sierra alpha
echo papa charlie
romeo hotel delta kilo quebec
sierra lima quebec golf hotel papa kilo hotel foxtrot quebec mike
foxtrot papa kilo lima sierra bravo bravo oscar foxtrot juliett
sierra bravo kilo
papa delta oscar echo india juliett juliett juliett kilo
juliett india mike charlie golf quebec foxtrot hotel juliett alpha
echo alpha foxtrot echo foxtrot
sierra golf charlie quebec mike alpha delta echo bravo
foxtrot golf tango charlie delta papa papa golf sierra lima echo
alpha echo juliett charlie foxtrot
november november kilo hotel november india charlie mike romeo november
oscar charlie sierra foxtrot india golf november charlie tango tango india
tango quebec lima kilo romeo oscar quebec charlie oscar papa foxtrot
foxtrot bravo echo
mike india echo sierra hotel tango hotel mike charlie november romeo papa
echo mike tango oscar india juliett juliett
hotel quebec charlie tango tango
mike golf hotel india mike papa golf tango mike kilo hotel
juliett bravo echo lima hotel oscar
lima bravo alpha romeo foxtrot alpha charlie golf
alpha oscar juliett bravo golf oscar
echo november golf kilo romeo quebec echo romeo
delta november charlie kilo
mike lima echo sierra
romeo lima quebec oscar november foxtrot
charlie papa lima echo alpha
quebec sierra charlie foxtrot papa kilo lima oscar
juliett foxtrot bravo delta sierra
romeo charlie quebec lima oscar sierra
papa romeo delta romeo india november golf mike oscar quebec golf india
oscar golf bravo lima foxtrot
alpha sierra tango mike papa quebec
alpha charlie bravo mike november quebec
oscar romeo foxtrot lima golf
bravo charlie papa echo golf romeo charlie
kilo mike hotel bravo oscar bravo november sierra juliett charlie quebec mike
golf alpha golf romeo tango quebec oscar
echo quebec lima golf papa charlie
hotel hotel golf
delta golf charlie bravo oscar
mike golf alpha juliett quebec quebec
hotel golf oscar delta kilo kilo romeo oscar
quebec mike oscar quebec romeo kilo hotel lima juliett hotel papa hotel
delta charlie oscar tango delta juliett
tango oscar foxtrot
romeo kilo quebec sierra
juliett quebec golf kilo papa mike delta india romeo kilo hotel kilo
india mike alpha tango hotel papa mike lima november foxtrot
lima quebec quebec kilo oscar quebec
charlie foxtrot india india
mike echo echo oscar
delta papa juliett hotel delta foxtrot papa alpha
bravo alpha tango november lima romeo romeo india romeo alpha
india charlie kilo golf
mike charlie delta lima alpha echo
november oscar tango romeo sierra hotel kilo golf tango bravo
november echo delta alpha echo tango romeo tango tango juliett
oscar india tango oscar tango lima lima charlie lima india
juliett kilo charlie india hotel sierra lima
quebec alpha mike
golf charlie quebec hotel hotel mike
oscar foxtrot quebec echo lima
hotel echo india juliett
delta sierra bravo alpha foxtrot charlie romeo november tango foxtrot juliett alpha
foxtrot kilo oscar kilo
charlie romeo quebec bravo lima
tango golf mike
mike delta charlie november quebec kilo
kilo charlie golf
echo sierra sierra charlie kilo quebec india alpha bravo alpha november
quebec mike quebec india lima papa india
bravo charlie lima alpha hotel
juliett delta foxtrot kilo tango foxtrot papa papa charlie
charlie hotel sierra lima november alpha mike oscar kilo lima lima quebec
bravo papa golf lima bravo papa quebec
tango golf echo lima
kilo papa mike quebec tango bravo hotel juliett
alpha hotel sierra india november charlie foxtrot
oscar charlie quebec kilo quebec papa hotel
oscar kilo kilo golf oscar juliett echo foxtrot quebec charlie golf papa
charlie oscar india papa kilo papa
juliett hotel alpha juliett delta mike juliett romeo charlie alpha echo mike
oscar mike sierra delta golf juliett golf charlie quebec india echo alpha
alpha india charlie
echo quebec charlie november delta juliett india alpha sierra
foxtrot papa lima mike romeo delta
kilo alpha mike
hotel romeo quebec sierra delta india india alpha alpha tango
foxtrot golf foxtrot charlie charlie papa hotel hotel india november
romeo kilo oscar juliett bravo tango
quebec romeo india sierra papa golf
tango november bravo
golf papa quebec oscar echo mike mike alpha echo papa quebec
alpha sierra oscar mike tango
sierra tango tango oscar golf tango kilo mike papa kilo
sierra tango delta foxtrot papa
tango lima delta tango oscar bravo charlie echo delta november kilo charlie
hotel papa foxtrot kilo lima charlie
kilo charlie lima oscar oscar kilo
echo romeo lima charlie foxtrot oscar lima lima golf lima romeo hotel
sierra india alpha juliett echo oscar bravo sierra tango golf india november
sierra charlie bravo sierra alpha juliett
golf tango tango charlie quebec papa mike golf papa
november quebec juliett sierra oscar quebec india charlie
oscar bravo tango echo golf papa sierra golf papa lima lima
juliett alpha papa kilo sierra golf oscar tango alpha
delta oscar quebec golf kilo
hotel bravo echo golf
india india sierra
lima papa charlie charlie oscar india alpha
quebec mike india india sierra golf quebec papa november tango
bravo lima alpha sierra kilo
romeo delta mike alpha india juliett quebec lima sierra delta
papa india papa lima
golf kilo alpha tango sierra mike kilo delta india
juliett november november
foxtrot india papa november echo echo hotel india
tango sierra november echo delta alpha tango charlie
foxtrot delta lima kilo bravo golf
golf golf romeo romeo sierra hotel mike lima hotel lima echo
romeo quebec kilo
tango bravo delta november bravo quebec golf juliett charlie foxtrot oscar echo
juliett india november sierra
kilo golf lima tango alpha sierra sierra charlie juliett
golf charlie alpha mike lima hotel november lima india alpha
echo juliett lima alpha papa lima hotel november
echo india tango juliett foxtrot delta quebec juliett india
alpha oscar mike sierra india sierra echo juliett
bravo mike tango romeo alpha lima november romeo
golf hotel alpha charlie mike romeo
foxtrot foxtrot foxtrot sierra bravo papa charlie foxtrot hotel echo
november lima golf sierra bravo delta mike hotel papa juliett echo november
juliett foxtrot hotel lima india romeo charlie papa romeo tango bravo oscar
papa india golf foxtrot bravo november echo echo echo golf romeo
lima juliett hotel juliett tango tango charlie
golf papa sierra oscar lima delta foxtrot papa oscar delta
foxtrot lima hotel
hotel november lima
mike delta hotel quebec
alpha india charlie bravo romeo romeo charlie romeo mike
hotel lima lima mike foxtrot papa november hotel
golf sierra papa hotel
juliett romeo golf foxtrot november tango quebec charlie lima kilo
hotel golf kilo echo lima delta
india bravo alpha
tango juliett juliett
november november papa echo delta kilo mike echo tango kilo foxtrot bravo
juliett bravo bravo mike romeo mike foxtrot delta bravo delta romeo
papa india charlie lima romeo tango romeo mike
juliett november delta golf papa echo delta mike echo kilo
quebec sierra romeo juliett mike november sierra lima alpha charlie kilo kilo
romeo november india delta
mike golf india oscar juliett delta sierra charlie
golf papa golf alpha
india foxtrot lima lima india papa tango quebec lima juliett
india quebec kilo romeo
india alpha charlie lima romeo
papa charlie bravo foxtrot sierra bravo
lima hotel foxtrot papa india alpha alpha mike november quebec
sierra foxtrot sierra bravo delta alpha papa charlie
sierra mike kilo
foxtrot oscar romeo mike hotel papa sierra
hotel delta papa
golf alpha alpha oscar echo tango echo lima juliett golf kilo
foxtrot kilo bravo papa bravo
oscar lima mike romeo golf alpha november delta delta romeo
echo lima romeo
lima alpha papa delta hotel india alpha golf november india mike
juliett tango charlie mike
lima tango oscar golf
golf oscar mike romeo golf mike november delta sierra romeo charlie november
papa echo delta juliett romeo
foxtrot india romeo charlie hotel alpha
romeo papa oscar mike india foxtrot foxtrot tango india papa
oscar november papa tango india sierra kilo bravo romeo papa
hotel bravo quebec
delta papa hotel mike foxtrot quebec hotel juliett bravo papa romeo
quebec juliett mike bravo hotel quebec kilo
alpha golf foxtrot bravo echo oscar november
delta mike mike
tango bravo kilo lima hotel bravo hotel golf papa romeo lima kilo
sierra romeo juliett papa alpha mike romeo mike
bravo lima oscar romeo romeo echo echo sierra sierra foxtrot papa
papa charlie kilo bravo kilo sierra delta foxtrot sierra papa charlie
quebec echo romeo charlie november echo
kilo hotel alpha hotel delta mike golf
foxtrot echo oscar quebec kilo echo golf tango romeo lima oscar
sierra romeo hotel oscar foxtrot papa hotel hotel golf romeo foxtrot
mike sierra kilo echo tango delta charlie hotel alpha november
alpha hotel kilo kilo india tango india foxtrot sierra foxtrot kilo
india golf echo kilo oscar quebec
golf mike papa delta echo november romeo
oscar echo papa november golf juliett kilo juliett papa alpha november kilo
bravo india november quebec juliett
kilo alpha alpha hotel sierra bravo charlie
november tango tango romeo
bravo november alpha mike oscar foxtrot foxtrot papa kilo
oscar hotel mike alpha sierra foxtrot bravo sierra
november hotel oscar delta hotel
kilo foxtrot tango foxtrot juliett lima kilo bravo
charlie golf golf alpha foxtrot papa bravo delta india foxtrot
india india quebec foxtrot charlie alpha papa papa india romeo
charlie tango alpha lima papa charlie charlie romeo sierra bravo charlie echo
oscar lima foxtrot india echo sierra foxtrot
tango romeo alpha
sierra charlie delta
quebec tango oscar lima papa mike romeo
quebec foxtrot november romeo papa romeo oscar foxtrot
papa mike lima sierra golf mike bravo
lima quebec echo golf golf
echo tango romeo mike hotel india foxtrot delta charlie
golf kilo papa delta bravo delta juliett golf golf quebec
foxtrot delta tango echo hotel mike
delta charlie bravo echo november mike charlie
bravo oscar mike romeo hotel sierra echo
charlie echo delta foxtrot golf oscar quebec
hotel quebec november oscar foxtrot sierra juliett india tango charlie kilo
hotel india foxtrot juliett romeo alpha echo hotel bravo
golf golf oscar
hotel sierra foxtrot bravo foxtrot delta quebec
juliett lima echo mike mike delta bravo sierra kilo golf romeo kilo
lima oscar charlie bravo
tango tango romeo
alpha oscar hotel alpha papa mike india romeo quebec oscar bravo
foxtrot papa delta november hotel mike golf juliett charlie bravo delta charlie
romeo echo golf romeo
juliett alpha charlie juliett november bravo november juliett romeo kilo charlie india
foxtrot lima sierra juliett papa romeo november delta
hotel foxtrot november echo tango echo romeo november mike golf
echo echo tango foxtrot
tango papa alpha echo quebec juliett tango sierra november delta
mike bravo india delta juliett papa india kilo golf november lima oscar
november india hotel kilo
delta india lima quebec november kilo romeo foxtrot papa oscar november
mike tango sierra foxtrot oscar kilo foxtrot
mike quebec golf golf golf india charlie india quebec papa oscar
lima papa sierra kilo sierra alpha kilo oscar hotel
echo romeo juliett sierra romeo golf
echo november delta kilo romeo romeo
foxtrot sierra golf juliett hotel papa lima
golf alpha echo echo juliett
golf romeo sierra november mike sierra alpha juliett oscar bravo romeo mike
juliett hotel juliett lima quebec hotel golf lima india quebec papa oscar
juliett bravo foxtrot
bravo india romeo foxtrot echo foxtrot charlie echo juliett
india bravo romeo bravo quebec quebec hotel bravo kilo tango
papa papa papa november oscar india alpha kilo juliett oscar kilo charlie
delta alpha oscar hotel oscar november delta kilo mike lima
romeo oscar echo india lima bravo india oscar foxtrot mike juliett
quebec lima delta juliett foxtrot delta
delta quebec lima golf charlie charlie bravo bravo november bravo
alpha golf lima delta bravo charlie bravo tango
golf bravo juliett india echo echo tango november
sierra charlie golf charlie bravo golf november
hotel golf romeo lima echo foxtrot
alpha sierra papa echo lima mike quebec lima
sierra hotel alpha tango lima echo delta oscar bravo papa juliett
india alpha quebec lima quebec quebec sierra golf lima juliett
echo november lima papa november
kilo november sierra hotel quebec
charlie tango kilo delta oscar sierra kilo quebec sierra quebec
bravo echo charlie tango hotel charlie delta golf papa quebec papa
delta sierra golf hotel india
india mike november foxtrot tango bravo juliett
golf delta alpha kilo echo quebec golf delta tango
foxtrot mike india oscar echo golf romeo delta papa sierra oscar
foxtrot bravo sierra papa sierra tango delta tango echo charlie lima alpha
alpha sierra lima kilo foxtrot golf romeo charlie golf
juliett charlie alpha golf
bravo quebec juliett papa
sierra bravo quebec lima
tango sierra quebec tango romeo bravo romeo sierra papa
bravo tango mike papa india tango bravo delta hotel alpha charlie
echo tango romeo delta delta golf november alpha lima
golf juliett india bravo golf tango papa alpha mike quebec papa
tango mike juliett delta tango juliett papa romeo mike sierra
sierra tango quebec papa charlie charlie quebec india romeo echo kilo juliett
tango india romeo
tango mike november hotel charlie charlie
charlie juliett papa bravo mike november tango papa
papa kilo charlie kilo quebec bravo
papa bravo romeo
tango sierra bravo juliett charlie charlie oscar foxtrot tango
bravo charlie lima papa papa juliett
romeo kilo foxtrot alpha
tango lima tango hotel hotel echo lima romeo
echo hotel india foxtrot
papa echo november
quebec tango lima juliett kilo sierra quebec tango foxtrot alpha tango kilo
echo sierra oscar quebec november romeo hotel charlie delta echo
charlie delta golf hotel romeo delta kilo lima hotel
oscar oscar delta mike bravo juliett oscar lima
bravo echo golf charlie kilo juliett hotel foxtrot quebec alpha november lima
november quebec juliett oscar delta alpha hotel bravo charlie bravo juliett
november tango oscar bravo juliett quebec sierra sierra romeo papa delta
golf papa india romeo papa sierra
echo quebec foxtrot romeo
india kilo alpha kilo quebec romeo hotel
bravo kilo charlie alpha quebec bravo lima delta india quebec alpha bravo
alpha india romeo golf hotel sierra hotel golf tango
echo oscar tango tango alpha november golf
romeo november echo mike golf papa echo alpha alpha oscar bravo
lima charlie mike
alpha oscar delta golf india
tango tango hotel november alpha mike sierra bravo foxtrot delta romeo
mike romeo tango delta juliett mike quebec bravo india romeo bravo mike
oscar golf romeo foxtrot quebec alpha hotel
alpha charlie november
foxtrot papa oscar tango
echo papa tango juliett foxtrot romeo alpha
india kilo foxtrot lima oscar mike tango november oscar mike mike lima
delta charlie echo
bravo hotel tango india quebec alpha
november papa delta romeo romeo foxtrot sierra quebec golf
sierra lima sierra bravo papa romeo juliett foxtrot quebec
india golf sierra kilo mike mike charlie tango india
alpha lima mike oscar oscar quebec bravo lima
bravo romeo kilo foxtrot foxtrot oscar charlie romeo lima
sierra quebec india kilo tango november hotel india
hotel hotel kilo
papa bravo india juliett oscar november november bravo
alpha mike november quebec golf hotel foxtrot
tango bravo lima echo delta oscar romeo alpha bravo
delta lima bravo mike charlie juliett mike papa echo
november charlie india papa papa foxtrot sierra foxtrot
kilo juliett kilo
sierra charlie november golf sierra foxtrot alpha echo charlie lima kilo
romeo kilo hotel juliett november golf november alpha tango papa oscar sierra
alpha kilo alpha quebec india india charlie romeo foxtrot foxtrot oscar papa
india alpha kilo quebec india delta charlie foxtrot juliett
foxtrot oscar golf tango kilo india mike
golf mike golf
juliett bravo tango
quebec kilo kilo papa tango tango foxtrot
foxtrot romeo juliett
juliett sierra alpha romeo
quebec sierra kilo alpha kilo kilo alpha india charlie
india oscar sierra lima romeo charlie juliett foxtrot november golf
foxtrot alpha golf charlie echo lima
mike sierra charlie kilo mike bravo delta charlie tango charlie hotel
quebec kilo juliett lima
mike hotel lima mike bravo hotel romeo
hotel november alpha charlie delta tango charlie india papa romeo delta
alpha echo hotel charlie golf papa sierra bravo alpha oscar hotel sierra
hotel alpha echo oscar lima juliett sierra papa
quebec november oscar foxtrot lima oscar oscar papa
tango golf tango delta delta papa echo alpha lima india bravo hotel
delta india romeo quebec november juliett quebec lima quebec delta mike
kilo alpha papa india juliett delta
hotel india delta echo golf mike juliett lima tango romeo alpha delta
charlie india echo romeo
juliett romeo quebec echo bravo lima mike bravo lima golf foxtrot
november alpha november quebec quebec delta delta papa tango tango tango alpha
papa tango romeo foxtrot foxtrot lima golf delta oscar tango charlie
juliett india bravo sierra juliett
oscar foxtrot foxtrot
alpha delta echo november mike
tango alpha echo echo
november sierra echo lima tango
delta echo kilo november lima romeo kilo alpha sierra charlie
hotel tango oscar oscar tango india charlie
mike foxtrot golf quebec foxtrot delta juliett kilo sierra
hotel hotel november bravo
charlie foxtrot india hotel papa mike sierra tango juliett
tango sierra bravo tango india november
quebec echo alpha
juliett sierra delta romeo golf quebec sierra bravo foxtrot alpha bravo
kilo romeo papa echo charlie mike november romeo
lima sierra hotel charlie
golf juliett lima quebec
romeo hotel oscar juliett november hotel mike papa oscar india echo charlie
india romeo sierra charlie kilo foxtrot alpha alpha alpha juliett
juliett bravo delta lima tango kilo quebec india november golf
romeo sierra delta sierra november sierra papa
delta quebec oscar juliett bravo charlie sierra
sierra charlie november juliett juliett hotel sierra echo juliett
sierra charlie charlie kilo bravo juliett
delta lima echo echo papa delta hotel charlie
charlie charlie golf alpha foxtrot alpha
hotel tango echo tango oscar romeo
papa november india golf mike tango alpha romeo oscar romeo mike
foxtrot lima kilo delta mike
kilo delta november
sierra juliett hotel
kilo charlie juliett lima quebec
romeo echo kilo sierra hotel hotel foxtrot bravo november
mike quebec hotel
alpha november november
hotel romeo kilo juliett alpha quebec
sierra papa papa oscar foxtrot papa echo golf november sierra tango echo
mike romeo mike romeo
charlie oscar golf india delta delta mike echo bravo
papa lima india oscar echo november november echo
mike papa mike hotel
papa golf quebec tango november delta november tango lima
hotel foxtrot bravo oscar quebec oscar delta tango golf bravo mike
juliett foxtrot november lima
juliett quebec india quebec romeo oscar quebec lima juliett quebec papa
hotel alpha sierra kilo lima kilo foxtrot tango echo delta golf romeo
quebec lima papa lima lima quebec delta charlie
lima juliett bravo delta lima charlie delta
foxtrot charlie kilo
bravo golf hotel
romeo foxtrot november lima delta
echo india oscar hotel kilo golf bravo papa
india november foxtrot november quebec mike tango romeo
juliett kilo golf alpha lima lima papa golf november
quebec quebec india foxtrot kilo golf romeo golf
lima november charlie foxtrot november alpha delta
charlie romeo quebec sierra
tango papa juliett kilo
mike mike alpha
india charlie bravo charlie romeo juliett juliett
november november delta oscar alpha sierra lima quebec papa foxtrot charlie
sierra foxtrot tango papa delta bravo kilo mike
romeo alpha alpha romeo tango juliett
hotel oscar oscar golf
foxtrot golf foxtrot sierra romeo
hotel hotel lima charlie kilo oscar bravo mike
hotel papa hotel papa mike oscar golf
november november oscar romeo mike oscar tango tango lima hotel
romeo tango echo romeo bravo papa sierra romeo romeo bravo quebec
india bravo hotel alpha kilo sierra quebec sierra oscar juliett lima
sierra charlie delta hotel echo india romeo foxtrot delta echo charlie
foxtrot mike juliett bravo papa romeo kilo
delta tango lima golf hotel hotel juliett quebec
lima tango hotel charlie romeo kilo alpha mike charlie golf
tango papa hotel lima lima india quebec golf juliett
november papa juliett tango lima foxtrot romeo tango
lima november sierra november tango quebec charlie quebec bravo
golf papa bravo golf juliett bravo golf charlie oscar
golf tango sierra tango
charlie juliett hotel india
echo juliett quebec echo mike hotel quebec
lima quebec foxtrot papa quebec india alpha mike charlie romeo juliett romeo
echo kilo charlie mike
india kilo alpha
mike hotel echo november echo echo tango delta kilo foxtrot
quebec hotel mike
india kilo romeo quebec delta charlie lima alpha november bravo sierra
tango foxtrot juliett golf oscar mike india november
juliett quebec delta papa mike kilo kilo juliett juliett november kilo
delta papa mike delta foxtrot
mike quebec romeo papa foxtrot
oscar hotel charlie kilo sierra india golf mike alpha
tango tango alpha delta delta
papa juliett juliett romeo november echo foxtrot bravo romeo lima alpha
bravo delta golf sierra bravo juliett mike oscar
hotel charlie lima tango bravo golf romeo mike
foxtrot lima alpha oscar india hotel quebec charlie foxtrot
golf mike echo
echo romeo bravo golf foxtrot lima golf november
golf bravo november papa hotel romeo echo delta foxtrot
romeo echo bravo lima hotel hotel juliett bravo romeo lima papa
hotel sierra november romeo
quebec sierra hotel hotel romeo bravo november papa
hotel quebec bravo tango alpha charlie kilo sierra bravo quebec
foxtrot charlie juliett mike papa oscar lima lima india sierra papa golf
alpha hotel romeo papa delta lima papa oscar
golf romeo bravo bravo quebec echo foxtrot india quebec mike kilo charlie
echo tango november sierra papa
india kilo romeo kilo echo
echo tango sierra tango
papa echo charlie kilo india
india mike papa echo alpha mike quebec lima bravo
juliett quebec golf
hotel charlie golf golf oscar mike bravo tango tango sierra india
lima golf lima bravo lima november
tango sierra echo romeo bravo foxtrot sierra foxtrot
golf hotel romeo november charlie charlie
lima alpha lima golf bravo kilo romeo quebec juliett papa mike
bravo romeo golf alpha india
sierra papa echo foxtrot golf foxtrot india delta kilo
hotel tango oscar oscar bravo november tango delta charlie
papa echo foxtrot lima charlie papa charlie foxtrot lima india golf juliett
quebec tango golf hotel quebec november hotel lima quebec bravo
mike november oscar sierra alpha romeo bravo tango golf delta alpha
juliett romeo romeo charlie charlie
quebec juliett golf alpha echo foxtrot golf quebec charlie india
sierra hotel oscar mike lima november charlie
kilo sierra november charlie sierra juliett
foxtrot tango romeo alpha juliett papa
delta india india tango papa tango november lima delta charlie foxtrot mike
alpha romeo hotel
oscar tango kilo kilo
echo juliett foxtrot hotel tango
romeo foxtrot papa romeo charlie papa quebec golf delta sierra
romeo juliett echo papa golf
november bravo oscar juliett papa quebec charlie
november quebec lima golf foxtrot juliett oscar bravo mike quebec
quebec juliett alpha november delta bravo oscar
india foxtrot november delta kilo mike golf sierra juliett papa
golf alpha golf
quebec mike kilo echo delta
india quebec oscar alpha kilo sierra hotel delta india oscar november
charlie juliett mike tango romeo tango romeo foxtrot november
charlie alpha echo papa foxtrot charlie
kilo foxtrot mike delta tango november romeo
lima hotel tango quebec charlie oscar mike kilo mike charlie
oscar mike golf papa oscar mike oscar kilo charlie juliett
november echo lima charlie hotel romeo
echo alpha foxtrot romeo kilo papa oscar kilo papa delta november papa
lima bravo bravo papa
delta charlie hotel juliett november quebec
quebec bravo india foxtrot
delta hotel india romeo oscar
romeo delta india papa foxtrot
alpha hotel papa juliett oscar delta juliett tango
quebec hotel charlie alpha alpha delta hotel bravo golf
papa romeo papa lima papa romeo oscar
kilo oscar echo oscar kilo kilo
golf quebec india tango tango
juliett delta quebec
foxtrot charlie november delta romeo juliett delta foxtrot delta delta delta
charlie bravo lima delta
charlie romeo hotel quebec juliett hotel oscar oscar alpha hotel bravo papa
golf golf alpha romeo
tango echo sierra
juliett alpha hotel mike sierra charlie juliett lima
delta mike golf juliett hotel juliett golf hotel
kilo echo papa papa echo foxtrot juliett delta november
quebec papa charlie hotel charlie alpha quebec hotel hotel juliett foxtrot bravo
juliett tango charlie hotel romeo india
quebec golf echo kilo charlie foxtrot quebec
alpha mike november juliett sierra kilo charlie echo golf
delta romeo kilo delta november sierra sierra alpha foxtrot bravo quebec sierra
alpha tango quebec sierra foxtrot alpha sierra golf november tango delta
golf november quebec alpha quebec papa tango mike echo charlie
mike sierra alpha mike november sierra
lima quebec lima oscar
papa tango oscar bravo tango oscar hotel foxtrot
echo charlie oscar hotel juliett bravo
bravo bravo echo echo papa charlie echo foxtrot golf november
romeo golf alpha oscar papa
tango mike foxtrot sierra
tango oscar alpha romeo mike hotel romeo quebec
delta lima echo golf delta india
hotel november sierra tango charlie kilo india charlie
bravo sierra hotel november hotel charlie romeo
echo juliett tango
golf charlie kilo tango kilo oscar november golf
sierra bravo sierra golf sierra quebec golf charlie november
golf hotel november romeo romeo
sierra juliett oscar
delta papa quebec alpha sierra oscar
tango quebec golf november charlie romeo juliett november delta alpha quebec sierra
mike golf kilo india alpha
foxtrot india golf papa delta delta tango quebec india echo november charlie
alpha echo quebec sierra sierra romeo charlie juliett november echo sierra india
mike golf oscar alpha quebec india golf
bravo echo hotel delta lima november alpha hotel india
charlie romeo charlie
oscar foxtrot bravo tango oscar
sierra quebec quebec
tango echo romeo juliett november lima quebec oscar juliett
sierra foxtrot mike alpha
delta papa charlie sierra charlie
bravo oscar delta golf hotel lima november romeo echo lima
echo india oscar lima bravo
sierra lima oscar oscar golf
quebec kilo kilo oscar papa juliett papa oscar quebec tango kilo bravo
romeo hotel golf juliett
papa foxtrot golf hotel echo juliett romeo foxtrot romeo charlie foxtrot november
oscar echo romeo romeo hotel mike alpha
papa romeo papa quebec alpha oscar alpha charlie tango
mike tango bravo charlie quebec foxtrot sierra charlie charlie charlie bravo
echo golf mike alpha
tango tango india quebec papa hotel alpha tango
delta lima echo hotel foxtrot lima juliett juliett delta lima juliett echo
hotel bravo mike
bravo india hotel bravo echo alpha golf kilo lima romeo charlie
charlie oscar charlie juliett papa delta
hotel november quebec oscar oscar quebec foxtrot alpha
alpha foxtrot charlie echo quebec quebec lima
hotel foxtrot foxtrot quebec november bravo bravo bravo
foxtrot papa golf delta juliett foxtrot november foxtrot alpha
foxtrot tango tango november hotel
hotel alpha romeo hotel tango foxtrot
lima alpha foxtrot november delta juliett kilo golf india
bravo juliett lima
echo golf papa delta oscar india
lima romeo charlie delta echo kilo romeo oscar
kilo papa echo echo
juliett charlie delta tango alpha lima mike papa bravo mike
november mike mike kilo golf kilo november charlie november papa echo
papa papa oscar
juliett tango lima delta november sierra delta
echo tango quebec papa hotel romeo romeo hotel delta romeo romeo india
foxtrot alpha sierra lima hotel lima juliett quebec lima hotel
quebec quebec oscar lima bravo
romeo romeo echo foxtrot
november mike juliett november oscar november
papa delta hotel hotel juliett alpha hotel oscar kilo mike alpha
delta papa mike foxtrot romeo romeo bravo
lima oscar sierra quebec charlie oscar india charlie november
mike november lima kilo foxtrot hotel bravo
hotel oscar november alpha bravo
golf charlie oscar tango papa oscar
bravo charlie tango juliett juliett delta
bravo charlie golf golf alpha delta mike sierra romeo hotel echo
india foxtrot bravo
romeo hotel november mike foxtrot november
tango hotel india foxtrot sierra alpha alpha oscar
oscar november oscar alpha romeo november mike bravo sierra delta mike romeo
juliett tango echo foxtrot sierra juliett papa oscar hotel sierra
delta kilo india tango echo echo delta
bravo alpha charlie echo hotel delta sierra golf romeo oscar juliett oscar
quebec lima romeo delta lima hotel golf tango lima echo foxtrot foxtrot
papa sierra kilo delta echo echo quebec romeo
golf foxtrot oscar tango mike golf oscar juliett sierra charlie
sierra romeo golf november tango
quebec bravo echo sierra november quebec delta lima alpha sierra
sierra india echo foxtrot oscar bravo charlie tango bravo
lima hotel hotel papa golf foxtrot papa november delta
bravo delta foxtrot golf echo hotel charlie echo quebec romeo lima hotel
golf lima romeo foxtrot delta november
juliett tango november november golf quebec juliett sierra juliett alpha juliett
romeo delta quebec romeo mike sierra golf juliett bravo bravo quebec
golf romeo oscar november india tango oscar mike sierra
oscar quebec charlie alpha tango november lima papa
tango echo oscar november echo india papa quebec tango lima kilo charlie
foxtrot papa foxtrot tango sierra delta
kilo sierra bravo juliett charlie juliett mike
india hotel quebec bravo papa romeo
alpha delta alpha echo
charlie india golf juliett tango juliett golf echo lima juliett november juliett
juliett november quebec charlie oscar mike sierra
sierra quebec india romeo
romeo bravo mike delta juliett charlie
november romeo november bravo bravo
delta foxtrot echo oscar lima mike
mike bravo sierra papa hotel india juliett papa juliett echo
quebec oscar hotel quebec tango oscar charlie echo alpha bravo delta delta
lima juliett romeo papa lima foxtrot foxtrot lima lima tango
golf india charlie hotel tango delta juliett kilo
foxtrot charlie golf charlie bravo
romeo kilo oscar lima bravo november charlie quebec
juliett kilo charlie
delta papa papa delta november romeo bravo echo india delta
oscar papa november juliett quebec golf juliett
tango november india november sierra mike lima
romeo echo echo oscar bravo
romeo sierra foxtrot sierra
bravo lima bravo romeo bravo echo hotel kilo india delta quebec
romeo alpha juliett foxtrot charlie golf juliett india alpha golf alpha
golf juliett quebec echo quebec hotel bravo juliett
papa hotel romeo echo mike
kilo alpha lima delta quebec india india tango echo lima
juliett papa hotel
kilo charlie alpha
echo romeo papa golf papa echo juliett hotel india november lima delta
romeo lima kilo november bravo oscar sierra november papa sierra quebec
india golf oscar foxtrot tango golf foxtrot
foxtrot mike sierra echo mike romeo foxtrot foxtrot golf
lima quebec papa charlie bravo delta foxtrot alpha tango mike romeo
foxtrot kilo november
oscar sierra delta oscar romeo golf papa golf kilo tango
juliett quebec kilo kilo november lima
golf charlie hotel lima november tango
echo lima hotel bravo
romeo india hotel echo foxtrot juliett
kilo sierra papa kilo
golf papa quebec mike lima mike charlie
lima romeo mike juliett romeo echo hotel kilo echo kilo lima
november november juliett oscar quebec sierra oscar quebec hotel charlie sierra
papa golf tango charlie
kilo mike romeo tango mike india papa mike kilo lima kilo
echo november quebec delta romeo charlie
papa quebec tango oscar
golf india kilo papa juliett delta mike mike golf quebec romeo
sierra bravo kilo tango hotel bravo tango
november november hotel india juliett charlie foxtrot delta papa lima oscar foxtrot
oscar hotel hotel tango foxtrot
bravo tango mike romeo sierra sierra alpha delta
lima charlie tango quebec india
quebec quebec foxtrot lima juliett papa foxtrot romeo
delta delta oscar romeo juliett golf india sierra romeo india
romeo echo papa bravo sierra
foxtrot tango juliett lima echo tango foxtrot
november sierra romeo india hotel lima delta charlie golf
quebec kilo alpha charlie golf romeo bravo quebec lima oscar kilo
golf romeo mike juliett
oscar bravo golf echo foxtrot tango mike echo foxtrot
foxtrot golf charlie mike romeo
tango sierra romeo hotel kilo hotel mike lima lima mike
echo bravo delta
charlie echo mike golf golf
papa mike golf delta foxtrot golf
bravo papa echo november juliett echo india oscar foxtrot charlie romeo
hotel golf echo lima golf romeo
hotel kilo quebec foxtrot india charlie november kilo foxtrot romeo
quebec echo golf papa november delta charlie alpha foxtrot golf juliett lima
oscar bravo papa
india papa hotel charlie charlie bravo alpha tango charlie
oscar charlie mike alpha quebec charlie quebec india golf india
juliett bravo hotel juliett delta november charlie charlie juliett
alpha tango mike alpha juliett delta alpha romeo
hotel charlie quebec juliett mike
delta bravo kilo foxtrot lima juliett golf juliett tango
juliett hotel november mike delta charlie papa lima sierra
juliett mike india romeo sierra
bravo delta november quebec november alpha mike juliett golf foxtrot
charlie papa golf november papa romeo bravo
charlie romeo sierra tango bravo romeo november mike echo papa hotel
oscar foxtrot sierra juliett foxtrot india sierra
hotel juliett bravo
foxtrot charlie kilo delta bravo lima november alpha sierra bravo golf alpha
delta delta quebec romeo lima foxtrot golf kilo alpha
november alpha sierra tango papa mike kilo mike romeo
tango november tango bravo
kilo juliett mike sierra papa foxtrot november alpha echo oscar india
kilo alpha india charlie foxtrot kilo papa november alpha
echo papa lima hotel kilo echo
echo romeo india oscar golf foxtrot november papa
charlie juliett kilo mike hotel hotel november juliett quebec golf lima alpha
echo november sierra mike oscar november alpha delta november charlie oscar
charlie tango lima papa mike
india lima alpha golf november lima juliett juliett mike quebec india romeo
juliett quebec mike oscar alpha golf delta
india juliett delta
november kilo juliett kilo romeo echo
sierra bravo delta sierra quebec sierra
juliett golf tango hotel oscar oscar echo echo
papa kilo hotel sierra hotel alpha mike charlie tango foxtrot
alpha mike oscar bravo kilo alpha
bravo oscar golf mike november
foxtrot quebec november mike kilo lima romeo golf papa mike
lima romeo tango
bravo foxtrot foxtrot foxtrot oscar mike foxtrot
oscar sierra echo juliett tango mike
sierra oscar tango delta romeo
papa kilo lima lima
golf romeo oscar romeo oscar
oscar juliett oscar kilo juliett juliett delta bravo golf sierra golf
papa echo charlie bravo sierra
alpha lima mike golf sierra echo november bravo oscar lima quebec kilo
kilo mike echo kilo oscar delta delta alpha bravo romeo
foxtrot foxtrot lima tango echo
sierra juliett foxtrot november foxtrot bravo alpha
sierra sierra oscar
quebec india romeo mike echo sierra delta india mike delta romeo foxtrot
quebec november india alpha delta india india lima echo oscar lima
kilo romeo foxtrot sierra november
lima foxtrot golf lima charlie hotel tango quebec
charlie lima romeo india papa kilo mike
echo juliett delta juliett hotel november november
tango hotel papa bravo alpha delta mike
kilo foxtrot quebec
bravo golf mike bravo
tango juliett sierra mike foxtrot sierra
hotel tango india hotel
juliett hotel lima
charlie kilo november november bravo sierra
foxtrot papa kilo hotel alpha quebec
tango quebec mike quebec
delta romeo echo quebec india romeo papa golf charlie
bravo lima echo november foxtrot lima
delta golf november kilo quebec india charlie
quebec delta papa sierra kilo charlie mike hotel
quebec lima charlie echo echo
kilo hotel lima sierra golf oscar golf
kilo lima sierra oscar papa
papa juliett quebec echo
hotel delta juliett india bravo charlie
oscar oscar romeo bravo
lima golf bravo delta tango oscar kilo
mike papa alpha
juliett romeo hotel
romeo india papa tango
foxtrot quebec papa juliett delta november mike foxtrot
tango golf kilo oscar golf alpha romeo romeo lima
india romeo tango charlie lima india lima foxtrot delta romeo juliett november
charlie kilo hotel india oscar alpha alpha alpha
juliett tango india mike bravo charlie quebec golf romeo sierra tango
november charlie echo november kilo delta golf tango sierra
alpha foxtrot oscar india tango
kilo charlie delta tango mike
november lima mike tango india juliett golf
delta papa charlie sierra echo kilo juliett
tango tango charlie juliett juliett lima
romeo juliett sierra kilo bravo sierra romeo bravo
tango papa tango alpha quebec golf
lima oscar november golf sierra india juliett juliett
india romeo india golf
bravo bravo delta foxtrot quebec oscar romeo alpha quebec
kilo oscar tango tango
foxtrot papa golf lima delta hotel india tango
lima quebec romeo lima alpha india sierra charlie november juliett papa romeo
foxtrot hotel charlie
echo november oscar charlie tango papa mike sierra oscar quebec november
tango juliett charlie
mike hotel tango juliett kilo
charlie charlie lima papa mike golf hotel mike alpha tango kilo alpha
alpha juliett delta foxtrot
mike sierra india golf alpha
november alpha sierra quebec romeo hotel hotel charlie charlie
foxtrot tango bravo sierra
foxtrot sierra oscar bravo lima alpha foxtrot quebec india tango mike golf
kilo delta november echo
tango echo quebec echo tango juliett november sierra juliett tango golf hotel
romeo lima juliett hotel kilo lima juliett romeo
kilo lima echo oscar mike
mike tango november
sierra foxtrot bravo india mike oscar
lima mike kilo india
charlie echo lima golf juliett sierra
quebec tango papa golf quebec alpha hotel papa tango hotel tango mike
lima kilo india charlie kilo
papa india mike echo papa papa
juliett oscar mike echo echo bravo tango mike papa foxtrot
romeo india romeo november tango alpha alpha
oscar golf mike november
mike charlie sierra foxtrot lima bravo charlie golf papa
golf golf kilo hotel quebec hotel charlie hotel quebec alpha november juliett
juliett kilo romeo lima kilo romeo golf mike oscar romeo alpha
alpha bravo hotel golf mike tango india oscar hotel romeo hotel lima
kilo hotel oscar november sierra
sierra mike sierra papa hotel november
romeo charlie sierra lima
lima echo india romeo tango mike india november quebec alpha
november mike sierra alpha mike oscar charlie mike
juliett echo india foxtrot echo sierra hotel oscar hotel india alpha bravo
delta delta charlie foxtrot oscar tango papa kilo papa juliett kilo romeo
hotel delta delta lima foxtrot sierra oscar
oscar echo golf quebec foxtrot golf romeo golf kilo golf sierra romeo
tango papa quebec sierra hotel
charlie echo sierra india
papa india tango delta quebec papa papa
hotel oscar golf hotel sierra juliett quebec
oscar romeo romeo golf sierra sierra kilo alpha papa
bravo sierra india
juliett lima lima juliett mike hotel papa
quebec november bravo sierra lima echo alpha kilo
mike quebec india tango charlie oscar
mike tango mike alpha november quebec mike
alpha mike oscar golf india golf charlie romeo juliett mike oscar
foxtrot bravo tango alpha
juliett alpha echo kilo golf
oscar quebec tango kilo juliett tango quebec foxtrot oscar
lima lima lima hotel oscar india sierra
bravo foxtrot delta hotel sierra foxtrot juliett oscar
mike charlie papa mike alpha papa golf
tango november oscar quebec oscar sierra charlie foxtrot delta
romeo romeo romeo quebec mike golf
hotel charlie sierra papa hotel tango tango papa
quebec juliett papa hotel mike romeo romeo india
golf sierra romeo romeo alpha lima hotel papa
tango romeo golf india alpha golf
mike bravo charlie papa sierra echo oscar lima
bravo delta echo romeo hotel india hotel
tango oscar mike tango romeo bravo
romeo mike quebec quebec alpha
mike papa tango india oscar india juliett romeo oscar
oscar charlie oscar kilo november golf
november juliett papa foxtrot sierra tango lima bravo oscar charlie juliett sierra
golf india sierra hotel
kilo lima sierra tango echo alpha tango hotel golf papa kilo juliett
mike india oscar papa hotel tango
papa golf tango charlie india charlie
lima bravo mike golf juliett india echo
bravo delta kilo hotel
charlie oscar charlie hotel papa golf hotel hotel lima
foxtrot alpha delta november oscar papa bravo alpha sierra delta
mike tango foxtrot golf quebec foxtrot mike papa
oscar oscar golf golf
echo lima mike
india bravo oscar foxtrot alpha juliett quebec lima mike delta quebec papa
delta tango kilo india echo
alpha echo sierra hotel echo juliett quebec hotel mike charlie kilo
november sierra oscar oscar golf oscar foxtrot bravo
charlie sierra bravo quebec kilo delta tango tango alpha golf
echo charlie mike mike tango foxtrot
echo papa papa india hotel juliett india lima
hotel delta alpha november mike oscar papa mike papa
echo quebec lima
sierra sierra golf sierra echo oscar
november echo romeo
lima romeo juliett november quebec sierra foxtrot sierra
delta oscar november tango sierra tango foxtrot oscar alpha alpha golf golf
mike alpha delta tango juliett charlie tango charlie juliett india
oscar echo foxtrot echo charlie oscar delta sierra quebec foxtrot mike hotel
foxtrot india foxtrot kilo juliett alpha lima echo india oscar
foxtrot oscar tango foxtrot sierra delta romeo tango kilo
sierra tango kilo golf tango kilo juliett alpha
alpha oscar foxtrot hotel papa quebec kilo mike juliett sierra juliett hotel
romeo golf delta hotel oscar tango bravo romeo tango
november hotel echo mike charlie kilo tango oscar foxtrot mike delta
mike november mike india kilo
romeo sierra golf juliett mike delta alpha foxtrot
charlie hotel quebec mike alpha romeo mike quebec echo oscar india bravo
tango alpha alpha papa sierra romeo
alpha november lima lima echo alpha echo bravo november sierra foxtrot
sierra golf tango foxtrot golf oscar india delta november
echo oscar bravo oscar papa juliett golf delta bravo tango kilo
foxtrot bravo tango india kilo quebec golf alpha
juliett romeo tango november tango india delta quebec romeo
sierra echo juliett hotel echo delta mike quebec charlie
november golf tango kilo hotel sierra sierra charlie quebec tango
echo hotel sierra mike sierra sierra golf papa kilo romeo lima oscar
delta echo papa golf juliett foxtrot juliett papa golf echo oscar quebec
delta november hotel
india kilo tango sierra echo mike
alpha november golf foxtrot mike juliett romeo romeo lima
kilo papa echo delta papa hotel kilo quebec
november echo charlie hotel delta india mike bravo bravo kilo
romeo juliett charlie mike
papa alpha alpha foxtrot juliett foxtrot india alpha
tango juliett november
alpha juliett juliett alpha charlie delta november bravo foxtrot
quebec foxtrot tango bravo golf juliett echo november tango
lima hotel golf alpha oscar hotel tango juliett quebec india juliett papa
papa juliett kilo november juliett
foxtrot kilo bravo hotel lima
kilo sierra november quebec alpha kilo
oscar india oscar delta papa november echo india echo bravo lima
foxtrot juliett charlie mike papa alpha mike oscar lima kilo
hotel mike bravo foxtrot tango india papa golf mike lima echo
oscar bravo foxtrot bravo sierra alpha kilo kilo sierra
lima hotel delta
mike hotel hotel alpha delta golf lima india hotel
kilo sierra november hotel
quebec delta sierra
charlie bravo alpha tango india india romeo
oscar papa echo kilo
alpha delta juliett quebec golf india echo kilo mike charlie
papa sierra romeo mike kilo
quebec charlie golf mike charlie golf tango sierra
charlie lima echo delta
india tango quebec foxtrot alpha
sierra foxtrot romeo lima echo
golf golf lima alpha alpha sierra bravo sierra bravo bravo bravo tango
delta kilo india sierra november oscar foxtrot charlie
juliett oscar kilo kilo
bravo kilo juliett mike
alpha echo india oscar hotel
foxtrot delta charlie november alpha romeo india
hotel delta sierra golf foxtrot
echo november lima lima charlie india quebec sierra quebec
foxtrot india mike kilo alpha kilo golf bravo
papa romeo delta kilo delta
kilo golf india lima papa
papa alpha tango foxtrot
echo alpha oscar oscar hotel charlie lima kilo echo
papa oscar tango
golf alpha alpha alpha lima november papa india hotel tango
golf oscar foxtrot
echo kilo juliett mike hotel mike sierra foxtrot quebec
papa quebec bravo charlie echo oscar sierra papa charlie papa bravo
juliett kilo kilo hotel lima delta papa kilo golf golf
bravo hotel hotel kilo kilo golf alpha sierra
kilo bravo quebec bravo
papa bravo mike foxtrot foxtrot delta golf romeo delta
oscar tango charlie golf sierra hotel papa romeo foxtrot quebec mike
november juliett sierra india mike
papa oscar quebec lima kilo
foxtrot golf oscar golf romeo oscar
charlie romeo foxtrot lima lima sierra bravo
india alpha india sierra kilo echo juliett bravo tango juliett delta
india mike golf november bravo alpha golf alpha sierra quebec echo sierra
bravo delta charlie lima oscar kilo romeo papa romeo bravo juliett
tango bravo golf golf golf foxtrot foxtrot echo papa charlie
sierra kilo oscar tango foxtrot quebec
tango bravo juliett mike oscar mike
foxtrot bravo papa sierra bravo alpha oscar sierra quebec papa
golf november oscar india romeo papa golf lima foxtrot mike papa
mike delta tango foxtrot alpha delta quebec lima juliett bravo juliett
mike delta kilo lima echo papa november november golf
hotel india kilo hotel tango lima hotel papa sierra sierra sierra
romeo golf foxtrot november oscar bravo sierra lima india lima golf
lima lima tango papa juliett echo november delta
lima golf mike charlie hotel oscar
mike kilo alpha juliett oscar tango tango
quebec hotel sierra foxtrot romeo romeo november romeo
november golf oscar lima
lima hotel papa alpha
echo golf quebec romeo lima india juliett papa kilo bravo juliett mike
quebec hotel oscar
bravo foxtrot delta mike
sierra romeo papa bravo november delta november romeo oscar foxtrot november
lima papa bravo november alpha echo golf charlie mike golf romeo november
bravo alpha juliett tango alpha
november kilo papa bravo foxtrot sierra mike papa charlie golf lima quebec
charlie mike bravo india oscar bravo delta echo papa
november juliett india
sierra charlie sierra kilo echo quebec echo alpha kilo november lima
india alpha oscar charlie alpha sierra
november oscar bravo alpha kilo golf hotel
juliett india juliett
romeo kilo oscar lima india
romeo delta quebec bravo tango juliett bravo quebec lima
echo sierra november foxtrot
india papa hotel sierra
mike sierra bravo charlie bravo hotel lima alpha echo
quebec foxtrot hotel sierra mike mike tango golf november bravo india tango
quebec alpha romeo tango romeo foxtrot golf tango tango
sierra tango golf mike tango papa sierra foxtrot tango golf papa
quebec foxtrot november juliett echo quebec alpha
sierra lima quebec delta foxtrot kilo hotel tango
tango alpha quebec kilo hotel echo juliett
oscar quebec quebec november mike quebec golf golf
foxtrot bravo romeo india delta tango mike oscar
juliett romeo quebec quebec sierra quebec juliett golf
hotel charlie charlie bravo foxtrot november tango
charlie golf sierra
kilo sierra lima november sierra quebec delta bravo foxtrot oscar
mike tango delta bravo
kilo november oscar romeo november lima
hotel tango romeo echo november foxtrot oscar echo echo bravo kilo
papa quebec alpha
india hotel tango india quebec echo foxtrot echo quebec mike quebec
juliett hotel romeo november
lima india charlie kilo foxtrot mike november
bravo romeo sierra echo charlie kilo india quebec
lima papa india bravo lima mike november romeo bravo
foxtrot alpha tango foxtrot
hotel delta foxtrot oscar delta oscar papa hotel lima papa
papa alpha alpha sierra lima sierra
golf delta echo
india quebec charlie echo golf oscar hotel
tango charlie india india india bravo juliett juliett hotel foxtrot oscar kilo
november india mike india alpha foxtrot
delta golf bravo delta golf juliett mike lima
hotel juliett papa india sierra mike delta sierra quebec november
tango alpha lima juliett hotel
november hotel echo lima bravo mike alpha foxtrot sierra alpha quebec quebec
kilo bravo lima mike
mike quebec lima tango golf oscar mike india charlie sierra quebec
echo hotel echo india golf juliett oscar
juliett tango papa lima tango romeo juliett
delta foxtrot quebec quebec india tango golf delta
delta alpha tango papa charlie oscar
bravo november mike foxtrot mike juliett papa
bravo quebec hotel
november juliett mike november alpha charlie delta lima lima juliett
hotel charlie mike
charlie quebec mike kilo delta mike juliett mike
oscar mike oscar kilo bravo
india quebec golf alpha quebec quebec oscar delta
tango alpha kilo golf golf papa juliett
romeo sierra lima oscar papa kilo kilo papa kilo papa november lima
golf oscar papa juliett tango golf charlie
delta romeo juliett romeo lima sierra india bravo romeo juliett
echo bravo golf quebec quebec juliett bravo tango mike quebec hotel
india golf foxtrot golf juliett sierra delta oscar quebec
sierra lima foxtrot oscar november foxtrot papa
kilo alpha tango india golf golf
charlie lima november romeo november golf romeo alpha papa foxtrot
juliett romeo mike
quebec sierra echo
juliett bravo india
kilo echo kilo charlie bravo
delta india bravo oscar november bravo juliett
papa mike foxtrot quebec delta
sierra oscar sierra
india november mike
foxtrot kilo golf tango sierra alpha charlie quebec hotel charlie
quebec mike papa foxtrot
golf charlie golf golf kilo
tango bravo lima quebec papa mike charlie alpha romeo mike lima echo
delta november hotel tango
sierra hotel bravo lima echo romeo juliett alpha oscar quebec
echo india echo charlie sierra kilo papa golf sierra november alpha echo
sierra papa mike oscar juliett alpha oscar november delta mike golf
tango romeo delta sierra sierra echo mike
november golf november india lima echo
charlie lima alpha lima foxtrot november sierra
echo romeo india echo alpha lima foxtrot bravo lima juliett echo sierra
charlie november quebec charlie
echo golf bravo oscar
romeo juliett delta bravo lima kilo papa lima delta november alpha
india echo foxtrot foxtrot oscar tango lima alpha papa kilo juliett bravo
romeo tango tango hotel hotel kilo lima
sierra echo india kilo quebec kilo quebec delta echo
oscar hotel romeo hotel echo golf echo november kilo romeo lima
hotel lima foxtrot quebec quebec foxtrot alpha india kilo juliett alpha
oscar delta foxtrot golf bravo charlie hotel juliett juliett
alpha quebec hotel hotel romeo kilo romeo romeo foxtrot foxtrot papa
charlie hotel oscar papa echo golf alpha sierra november kilo bravo
golf november november delta lima sierra india charlie november
papa mike oscar india romeo kilo alpha golf kilo november tango
sierra juliett bravo november charlie foxtrot hotel quebec
tango juliett november bravo quebec india juliett echo
quebec oscar alpha papa
juliett romeo lima india bravo tango mike lima
foxtrot mike india hotel charlie november alpha romeo
delta quebec hotel golf papa
tango foxtrot foxtrot romeo echo kilo quebec india india
quebec quebec sierra india oscar juliett foxtrot oscar kilo golf mike charlie
foxtrot quebec kilo lima lima delta echo quebec quebec foxtrot
november oscar tango alpha quebec golf golf quebec charlie tango foxtrot delta
echo golf golf alpha romeo oscar papa echo foxtrot
delta bravo india november
golf alpha alpha bravo tango sierra golf juliett golf echo echo juliett
india echo delta india hotel romeo
golf india charlie papa mike kilo india golf quebec
alpha kilo tango
lima oscar quebec sierra mike india
bravo lima oscar charlie november oscar quebec november mike
november india hotel kilo lima
quebec lima delta bravo oscar hotel echo echo tango mike
lima india sierra quebec juliett bravo bravo tango
quebec sierra alpha sierra charlie echo
quebec kilo november foxtrot
november juliett lima charlie bravo echo
charlie tango lima oscar kilo foxtrot november
echo alpha tango kilo hotel echo echo
november alpha alpha hotel tango romeo
golf oscar lima
foxtrot hotel alpha kilo tango juliett quebec kilo oscar november sierra
delta quebec juliett foxtrot sierra
lima hotel papa
echo oscar romeo charlie delta juliett lima golf bravo tango alpha foxtrot
echo papa oscar juliett mike foxtrot papa papa lima hotel
alpha quebec golf india hotel oscar oscar tango
oscar kilo golf charlie alpha hotel
romeo delta lima lima november kilo mike mike golf oscar charlie papa
quebec november tango delta
papa november alpha oscar
sierra oscar mike bravo alpha mike foxtrot india kilo
echo sierra hotel delta kilo bravo november echo juliett charlie
november romeo alpha alpha papa charlie tango echo
papa charlie lima alpha tango india lima
romeo tango kilo sierra india hotel juliett
alpha mike sierra papa
charlie mike kilo echo echo sierra oscar tango
lima papa charlie golf romeo
oscar lima juliett tango
papa sierra romeo echo bravo delta kilo hotel alpha
charlie echo bravo
hotel hotel juliett charlie bravo oscar charlie
november sierra kilo foxtrot golf november india echo delta mike
india alpha hotel tango golf tango tango sierra
india tango echo oscar alpha echo lima charlie juliett lima juliett lima
india lima india charlie sierra lima
hotel delta echo charlie mike india papa bravo lima mike oscar
india alpha alpha oscar charlie november delta
foxtrot juliett golf foxtrot alpha india delta
delta quebec golf tango lima golf foxtrot papa alpha alpha
quebec juliett november
oscar lima foxtrot bravo juliett
juliett echo bravo lima echo juliett delta foxtrot kilo mike foxtrot delta
sierra alpha lima hotel alpha sierra
quebec quebec november juliett quebec alpha quebec golf papa alpha hotel november
bravo alpha tango
alpha oscar oscar india charlie hotel quebec romeo golf golf golf
quebec foxtrot echo foxtrot alpha tango kilo november kilo quebec foxtrot
hotel bravo papa november oscar hotel golf papa golf
romeo delta echo charlie sierra mike tango romeo india quebec
echo lima foxtrot foxtrot charlie romeo india oscar oscar
hotel oscar quebec foxtrot quebec golf lima
sierra papa echo sierra juliett delta
golf foxtrot mike bravo papa delta kilo lima
mike delta sierra delta quebec bravo
lima november golf
tango hotel india alpha alpha sierra quebec tango delta
november india hotel papa mike charlie mike
papa alpha golf foxtrot kilo november golf
hotel mike quebec foxtrot tango oscar golf quebec papa delta
bravo november papa echo
delta november november tango alpha november kilo tango mike kilo india
hotel tango november hotel bravo november lima charlie golf delta hotel delta
charlie alpha lima kilo oscar tango papa oscar juliett echo quebec
foxtrot kilo sierra foxtrot romeo lima sierra romeo oscar india delta
oscar hotel oscar juliett november quebec papa bravo india lima
delta juliett tango quebec kilo lima papa sierra
echo sierra quebec hotel alpha papa alpha echo bravo
quebec hotel charlie bravo mike
charlie alpha charlie bravo echo golf romeo foxtrot
mike papa tango alpha quebec
delta bravo lima juliett juliett foxtrot alpha delta tango foxtrot echo
oscar kilo delta quebec
romeo quebec papa delta papa golf mike india golf papa golf
oscar echo charlie alpha tango
bravo foxtrot foxtrot tango quebec mike sierra mike delta november quebec
kilo romeo charlie delta november delta foxtrot sierra
echo juliett romeo lima tango charlie papa
golf november tango golf quebec charlie delta delta lima sierra tango
alpha charlie delta india charlie echo
november kilo romeo mike alpha lima sierra india foxtrot delta bravo romeo
quebec sierra delta
juliett mike bravo mike romeo romeo echo foxtrot delta india romeo mike
delta lima mike oscar papa foxtrot kilo alpha papa
kilo delta juliett november foxtrot tango sierra hotel lima november
romeo juliett oscar echo romeo echo quebec
papa tango alpha november
echo bravo oscar november tango romeo
hotel golf quebec bravo lima
sierra kilo india tango bravo mike november sierra papa bravo alpha tango
quebec papa sierra hotel foxtrot tango mike
echo foxtrot golf golf juliett sierra tango bravo hotel juliett golf
golf charlie november golf lima
sierra foxtrot alpha bravo quebec november charlie papa delta
charlie oscar delta lima juliett
charlie hotel romeo kilo kilo golf golf kilo
juliett lima juliett bravo juliett tango foxtrot echo
bravo alpha tango oscar india lima charlie india
charlie golf tango kilo juliett charlie bravo hotel foxtrot charlie
foxtrot charlie echo oscar golf mike india alpha tango delta
papa oscar tango foxtrot india golf papa papa golf juliett alpha
juliett golf sierra romeo alpha november romeo golf romeo juliett quebec
golf kilo mike india november bravo echo
quebec india oscar india bravo alpha bravo november alpha oscar
kilo india juliett papa bravo echo
alpha india charlie romeo november romeo foxtrot hotel india papa mike
romeo charlie quebec juliett
romeo juliett juliett echo oscar hotel charlie charlie delta lima november charlie
papa mike tango alpha delta november romeo
india tango mike delta kilo kilo delta
romeo tango november juliett romeo sierra
delta juliett tango oscar oscar oscar
bravo kilo kilo charlie
romeo delta alpha papa foxtrot mike india bravo hotel lima juliett
delta kilo tango foxtrot oscar india sierra golf charlie papa lima
bravo foxtrot oscar papa
charlie sierra golf
foxtrot charlie mike oscar tango
bravo papa romeo echo papa
quebec india alpha alpha lima bravo sierra
sierra echo papa sierra bravo mike
quebec delta delta romeo quebec quebec hotel india tango mike foxtrot papa
india sierra oscar golf mike lima alpha charlie juliett charlie
juliett juliett tango november india papa echo
foxtrot golf echo tango sierra hotel mike
alpha lima sierra kilo india golf papa quebec quebec alpha golf
sierra hotel sierra papa delta delta oscar
mike alpha hotel
mike papa echo india lima bravo delta oscar romeo lima
kilo papa golf tango alpha november sierra sierra november foxtrot charlie
foxtrot juliett bravo quebec kilo kilo
mike bravo juliett hotel foxtrot romeo
juliett golf delta
delta kilo papa
charlie charlie india alpha alpha papa delta echo quebec foxtrot alpha sierra
india juliett india romeo echo india golf kilo
golf echo mike sierra alpha delta
bravo golf delta foxtrot hotel quebec alpha
november foxtrot oscar foxtrot tango tango
india november echo hotel november
papa charlie hotel romeo bravo charlie tango
bravo papa foxtrot juliett
alpha delta echo sierra romeo
golf kilo mike tango alpha hotel hotel golf oscar papa echo echo
alpha november echo
alpha golf november
delta lima foxtrot kilo echo
kilo papa hotel echo foxtrot charlie echo lima hotel november
bravo kilo sierra papa india echo
charlie india november bravo sierra alpha mike papa
oscar alpha sierra
bravo november kilo papa foxtrot juliett golf romeo kilo
india golf oscar juliett sierra november
lima kilo papa november echo romeo mike
sierra sierra hotel golf papa sierra echo echo charlie bravo charlie juliett
india romeo india lima romeo
bravo golf papa golf juliett sierra india
kilo india oscar mike oscar
sierra delta echo lima sierra bravo papa foxtrot
mike charlie quebec sierra oscar golf sierra
juliett charlie foxtrot november echo india sierra echo hotel
juliett kilo oscar
delta tango mike november papa november delta alpha
papa juliett delta november november alpha foxtrot juliett romeo
bravo quebec lima oscar papa foxtrot sierra hotel hotel india
papa golf lima romeo foxtrot sierra
hotel delta lima delta hotel golf india echo juliett romeo hotel quebec
delta mike hotel romeo quebec november
echo delta juliett bravo bravo lima sierra
lima delta foxtrot bravo hotel
bravo november bravo romeo bravo sierra lima
charlie sierra juliett juliett oscar november mike india
november november oscar papa
india tango quebec kilo india quebec papa quebec lima echo delta
tango echo romeo echo sierra papa
echo mike foxtrot charlie foxtrot charlie quebec charlie foxtrot hotel
papa india sierra bravo alpha bravo mike romeo hotel juliett golf india
charlie tango echo november oscar quebec alpha bravo delta mike november
india tango tango foxtrot tango alpha sierra
quebec papa foxtrot mike golf lima foxtrot
echo tango kilo oscar mike
echo romeo mike alpha tango sierra oscar kilo
juliett alpha papa delta delta foxtrot golf kilo kilo charlie mike
romeo tango lima kilo alpha echo lima delta golf bravo golf delta
mike romeo oscar golf charlie alpha
quebec bravo india golf quebec november
mike sierra hotel kilo hotel foxtrot kilo kilo november sierra
kilo juliett golf alpha
golf lima juliett tango romeo romeo romeo mike alpha tango
bravo mike echo mike kilo foxtrot papa tango kilo india quebec
oscar tango hotel papa
alpha delta hotel mike delta november foxtrot echo hotel lima
tango juliett kilo delta lima papa quebec charlie juliett papa quebec lima
alpha oscar bravo india lima foxtrot sierra
echo india quebec golf delta charlie alpha papa quebec papa november
quebec delta november oscar
charlie golf india
mike india echo juliett kilo papa echo charlie alpha india tango
papa mike delta golf lima quebec mike
golf papa foxtrot quebec delta india
november papa charlie
golf romeo kilo papa echo india delta tango quebec foxtrot
golf romeo golf
romeo tango golf delta quebec romeo foxtrot mike alpha oscar golf echo
sierra hotel tango
echo tango india mike delta quebec india
golf romeo charlie india november sierra delta juliett alpha quebec papa
india sierra india
lima foxtrot kilo golf delta delta mike
echo delta lima hotel alpha charlie golf
mike oscar juliett echo papa
juliett kilo quebec juliett india november delta
hotel echo lima alpha mike hotel
november kilo kilo bravo echo charlie kilo foxtrot alpha papa golf
lima november kilo romeo hotel mike quebec juliett alpha
juliett charlie tango alpha papa tango juliett echo lima kilo sierra
echo india alpha juliett hotel alpha sierra
juliett alpha mike delta sierra india echo romeo papa
alpha papa alpha november echo sierra delta
foxtrot papa kilo papa romeo sierra bravo foxtrot india india echo
sierra kilo romeo sierra
hotel quebec papa kilo tango
charlie papa romeo sierra charlie sierra quebec
charlie mike oscar papa delta delta november foxtrot foxtrot charlie
juliett echo echo alpha november delta sierra mike
november echo mike sierra quebec
kilo hotel kilo sierra romeo golf november hotel sierra hotel
oscar oscar sierra bravo juliett delta
mike delta kilo alpha india echo hotel quebec alpha
kilo charlie mike november bravo foxtrot kilo november charlie
kilo papa lima romeo echo golf charlie lima tango india mike
charlie hotel november november romeo romeo golf
oscar juliett november lima juliett delta oscar quebec kilo
oscar papa alpha romeo mike charlie
foxtrot sierra foxtrot foxtrot romeo papa lima hotel oscar quebec
delta india india kilo
golf tango papa
november hotel alpha bravo sierra
alpha india november tango alpha lima golf bravo india papa sierra
juliett papa kilo mike papa mike bravo india
bravo juliett sierra golf
delta kilo golf romeo charlie tango golf papa bravo kilo
oscar foxtrot november november november oscar golf foxtrot alpha
lima kilo india foxtrot golf juliett delta hotel papa bravo alpha
quebec india golf bravo sierra mike hotel
india romeo india kilo alpha
juliett lima tango charlie alpha
hotel foxtrot kilo india delta india hotel papa bravo alpha oscar
juliett echo sierra quebec tango bravo alpha delta hotel romeo quebec
delta november charlie hotel kilo
foxtrot golf delta quebec juliett mike kilo delta sierra bravo
charlie charlie mike lima mike delta juliett lima tango november alpha charlie
foxtrot charlie juliett echo delta tango bravo
november quebec romeo foxtrot echo kilo papa
romeo papa lima
kilo november juliett india romeo romeo foxtrot juliett november
sierra oscar mike mike oscar
foxtrot lima charlie golf mike alpha bravo
hotel hotel india sierra lima hotel juliett india romeo charlie echo november
sierra delta alpha romeo oscar charlie delta hotel mike
lima hotel echo foxtrot mike india foxtrot alpha echo echo sierra juliett
lima sierra lima juliett oscar mike charlie tango november bravo alpha
oscar juliett alpha
charlie romeo hotel echo romeo charlie quebec tango romeo golf papa juliett
november november kilo tango india delta sierra tango
mike echo delta november foxtrot tango papa mike november hotel
foxtrot juliett quebec echo oscar charlie alpha november oscar india papa echo
november charlie oscar tango tango juliett kilo oscar romeo juliett charlie
tango oscar hotel hotel foxtrot alpha hotel kilo hotel romeo papa
bravo romeo echo charlie lima golf romeo india quebec
tango bravo romeo november papa quebec
november india delta
india charlie echo bravo hotel november papa bravo mike india
alpha quebec tango romeo
echo papa india bravo november echo november hotel sierra india oscar
golf lima bravo
sierra kilo lima lima lima delta delta echo romeo tango
sierra charlie india tango sierra quebec juliett mike
oscar lima hotel tango charlie india echo echo charlie juliett
bravo papa delta november charlie golf india alpha
kilo lima golf delta oscar november kilo juliett
india kilo foxtrot sierra romeo bravo india golf sierra juliett echo romeo
romeo november foxtrot romeo oscar delta mike romeo charlie tango oscar
oscar quebec quebec golf charlie romeo lima
november kilo delta romeo india sierra delta november quebec kilo quebec kilo
mike papa quebec echo delta kilo romeo bravo oscar india
alpha lima oscar oscar
papa bravo papa golf
hotel quebec bravo lima
quebec kilo charlie foxtrot romeo mike lima alpha delta charlie quebec mike
juliett mike sierra lima mike quebec bravo echo mike echo quebec
alpha juliett tango foxtrot lima golf delta delta foxtrot
quebec bravo kilo golf oscar bravo alpha delta alpha papa
alpha india kilo quebec sierra oscar kilo delta
mike alpha golf foxtrot mike
sierra india lima papa golf kilo papa tango
quebec foxtrot quebec papa bravo oscar charlie tango
sierra quebec bravo papa romeo bravo juliett india mike kilo mike foxtrot
alpha november quebec november hotel oscar
alpha quebec oscar
oscar quebec november india hotel golf papa sierra echo golf
juliett golf hotel mike bravo delta foxtrot bravo hotel november tango kilo
november foxtrot tango foxtrot oscar charlie romeo charlie lima romeo alpha
echo quebec juliett
hotel quebec november india lima hotel romeo
foxtrot hotel echo november mike foxtrot kilo alpha tango kilo bravo
delta bravo alpha romeo
quebec juliett hotel tango india foxtrot hotel bravo foxtrot juliett
kilo quebec romeo echo mike romeo delta sierra sierra
kilo delta tango tango november foxtrot papa juliett oscar
lima papa alpha mike quebec kilo
charlie tango golf delta romeo quebec november delta juliett juliett romeo
mike india mike oscar quebec oscar golf sierra delta kilo
oscar kilo bravo foxtrot juliett juliett bravo india mike mike oscar
hotel alpha papa lima
alpha kilo sierra foxtrot foxtrot
quebec oscar bravo juliett tango papa kilo lima india foxtrot
juliett bravo echo echo sierra golf quebec golf tango
bravo kilo india romeo quebec oscar
lima kilo oscar romeo quebec bravo india bravo sierra papa oscar india
echo lima oscar quebec sierra romeo foxtrot papa
foxtrot bravo lima delta tango papa delta november bravo echo
papa quebec delta delta quebec juliett foxtrot
sierra oscar hotel sierra charlie tango quebec
tango juliett oscar lima kilo
lima tango tango lima golf juliett bravo lima echo kilo papa
juliett november mike november india romeo kilo bravo golf delta delta
romeo india india oscar
papa india november
hotel papa bravo november oscar mike alpha
charlie kilo quebec lima alpha alpha juliett echo india
golf delta romeo mike papa quebec sierra tango foxtrot
lima lima oscar delta golf juliett tango delta
kilo foxtrot quebec charlie papa juliett
india november echo mike alpha alpha india november
papa bravo romeo juliett
oscar lima quebec golf kilo foxtrot november juliett echo kilo lima delta
mike lima charlie sierra lima india foxtrot quebec sierra romeo hotel quebec
charlie lima tango kilo india echo golf
oscar hotel quebec sierra tango tango sierra
mike bravo juliett juliett oscar hotel romeo charlie oscar
juliett india golf bravo india juliett alpha echo india bravo quebec hotel
romeo alpha india
quebec delta india papa juliett india
juliett foxtrot kilo
mike delta golf lima charlie november
golf sierra november romeo november hotel sierra sierra tango romeo romeo
india bravo november golf charlie echo quebec quebec
quebec papa echo golf sierra kilo
romeo charlie echo hotel
oscar charlie papa
kilo romeo sierra mike november golf bravo november alpha
romeo mike sierra quebec
delta papa mike bravo hotel kilo romeo juliett tango charlie
papa alpha delta kilo mike kilo papa lima sierra
delta mike alpha india hotel november alpha
sierra november oscar alpha charlie papa lima lima romeo oscar charlie
mike foxtrot kilo oscar bravo hotel
india tango lima india sierra juliett
delta india sierra juliett foxtrot alpha oscar india november romeo bravo oscar
bravo romeo bravo delta golf oscar
india india alpha foxtrot golf foxtrot papa
quebec mike alpha november sierra foxtrot kilo echo juliett
bravo bravo mike lima charlie
mike echo foxtrot romeo bravo bravo
alpha charlie romeo
charlie romeo delta delta mike echo kilo juliett alpha alpha romeo hotel
mike quebec foxtrot golf quebec charlie delta kilo mike
alpha charlie india tango kilo hotel juliett quebec lima kilo kilo
delta india sierra lima juliett echo sierra juliett kilo
quebec golf hotel hotel romeo charlie alpha tango delta
charlie charlie quebec quebec bravo
romeo india echo sierra
papa india quebec golf delta foxtrot oscar november juliett quebec tango
foxtrot kilo tango tango echo foxtrot echo tango
charlie romeo papa lima
sierra kilo delta november bravo sierra juliett
golf hotel november foxtrot sierra foxtrot
kilo november november charlie
charlie delta juliett papa sierra india
echo golf foxtrot papa lima alpha
golf mike oscar golf delta november foxtrot india sierra juliett
tango juliett juliett india oscar sierra lima
golf alpha sierra alpha juliett lima echo november tango golf
hotel golf alpha india quebec
foxtrot echo papa
echo golf golf delta golf
golf quebec delta
foxtrot echo hotel charlie
juliett mike india golf november hotel oscar
tango lima romeo india kilo
lima delta quebec alpha
tango foxtrot bravo delta echo charlie
oscar alpha quebec charlie papa romeo quebec
hotel sierra echo kilo papa delta oscar alpha oscar romeo bravo charlie
golf oscar tango sierra
sierra oscar november india quebec golf
juliett alpha foxtrot mike charlie india bravo echo golf alpha
golf echo lima lima bravo kilo
quebec sierra juliett mike kilo delta quebec delta
foxtrot hotel kilo juliett golf sierra hotel india echo lima delta
quebec golf oscar
lima mike foxtrot golf juliett
papa golf echo oscar papa juliett golf kilo delta romeo quebec
oscar lima alpha hotel golf delta bravo november foxtrot oscar hotel charlie
tango charlie hotel tango charlie charlie sierra hotel oscar kilo tango mike
echo oscar tango oscar bravo juliett romeo
november echo sierra november delta golf romeo papa bravo quebec
sierra oscar hotel juliett
quebec golf hotel charlie golf kilo romeo sierra tango alpha
charlie alpha romeo foxtrot
bravo romeo alpha charlie kilo papa bravo oscar
foxtrot charlie foxtrot quebec charlie
alpha november kilo delta kilo india charlie
alpha echo sierra bravo delta tango india hotel
november tango delta hotel
alpha lima alpha november golf kilo lima juliett charlie lima foxtrot lima
quebec tango bravo echo
quebec oscar echo kilo november foxtrot delta oscar
sierra india charlie echo hotel echo romeo mike alpha
quebec golf foxtrot charlie bravo foxtrot juliett lima juliett oscar
foxtrot charlie delta mike foxtrot charlie delta juliett mike tango kilo
hotel tango quebec hotel charlie golf sierra
papa oscar foxtrot
juliett lima papa papa mike india golf charlie mike foxtrot india
mike juliett sierra quebec
romeo sierra delta hotel hotel india
oscar oscar quebec india foxtrot sierra golf november charlie
echo charlie charlie india lima romeo quebec oscar india sierra november india
india india bravo golf golf tango echo foxtrot alpha quebec golf
quebec bravo kilo echo
golf romeo bravo romeo sierra sierra lima foxtrot delta november november india
romeo juliett tango quebec sierra india november kilo quebec kilo tango quebec
echo juliett echo foxtrot juliett tango delta mike foxtrot papa
sierra oscar romeo delta india golf
romeo foxtrot bravo echo
bravo papa kilo charlie kilo delta
charlie juliett india sierra tango india mike delta charlie
papa juliett romeo echo delta tango tango papa mike juliett lima quebec
lima juliett kilo oscar oscar tango juliett
tango november lima bravo quebec quebec bravo mike juliett
lima india alpha mike sierra golf
mike kilo sierra foxtrot foxtrot tango romeo romeo foxtrot alpha
tango charlie india hotel november november
golf november romeo romeo alpha kilo
tango bravo golf november
bravo echo golf kilo tango mike lima mike india alpha
lima oscar foxtrot tango alpha delta
kilo november sierra sierra golf oscar romeo india charlie lima romeo charlie
hotel lima juliett sierra sierra papa juliett hotel golf papa delta
mike juliett delta delta lima bravo
quebec tango india oscar mike november november bravo oscar tango india sierra
juliett echo quebec mike oscar bravo
alpha papa delta juliett sierra mike bravo tango sierra
sierra bravo kilo bravo november kilo lima alpha papa foxtrot
echo golf alpha sierra lima hotel sierra
india hotel oscar tango golf sierra bravo delta romeo lima alpha
alpha tango india echo juliett quebec romeo foxtrot hotel papa
oscar sierra quebec oscar juliett golf tango juliett foxtrot
sierra mike kilo tango
papa papa tango echo hotel quebec
romeo echo quebec
papa india sierra
oscar november delta echo echo kilo mike tango
bravo alpha golf echo hotel mike november india echo romeo bravo sierra
golf kilo alpha echo quebec
mike sierra echo bravo papa tango lima golf mike quebec charlie india
quebec golf kilo mike papa november oscar romeo hotel tango echo india
delta oscar alpha bravo golf
sierra juliett alpha echo kilo alpha tango
romeo papa romeo romeo lima romeo echo charlie bravo
hotel tango charlie mike echo golf kilo quebec
bravo india kilo mike echo echo juliett alpha tango oscar lima sierra
delta romeo charlie kilo charlie quebec charlie oscar november delta echo
papa tango oscar juliett delta romeo charlie kilo sierra
charlie hotel juliett sierra juliett kilo juliett charlie
november quebec bravo hotel papa delta golf romeo echo
foxtrot tango hotel quebec tango papa november hotel foxtrot
lima golf kilo oscar delta echo alpha kilo tango tango
quebec november bravo golf alpha echo india juliett tango
foxtrot delta tango alpha echo mike kilo tango lima golf lima
hotel quebec alpha juliett hotel foxtrot lima echo juliett papa quebec
foxtrot tango romeo charlie romeo papa
papa tango alpha lima
golf delta alpha
quebec quebec sierra kilo mike mike juliett
tango kilo alpha mike romeo november hotel delta juliett papa
hotel papa golf alpha tango mike foxtrot mike juliett echo
alpha bravo lima delta papa charlie november delta bravo bravo
quebec romeo juliett november
delta echo quebec quebec kilo
delta romeo alpha mike hotel november november oscar
oscar foxtrot mike lima bravo kilo november romeo delta
november mike november mike charlie november romeo
echo mike charlie
tango alpha hotel kilo alpha
foxtrot echo tango romeo charlie lima foxtrot mike mike juliett charlie golf
tango romeo tango quebec sierra mike
romeo tango mike delta golf oscar november india romeo india alpha
tango bravo kilo delta echo sierra delta india
echo golf sierra charlie golf sierra kilo india
hotel quebec hotel golf quebec tango kilo juliett india lima india
romeo kilo tango bravo alpha
romeo tango mike oscar juliett
delta golf alpha
quebec november india foxtrot lima delta juliett papa golf charlie
charlie delta lima delta quebec oscar
lima tango delta
november quebec juliett
papa sierra romeo mike foxtrot echo
golf sierra oscar bravo lima tango delta kilo quebec mike lima alpha
echo juliett quebec romeo alpha kilo foxtrot foxtrot foxtrot india lima tango
quebec tango tango hotel
papa papa papa golf mike november kilo kilo
foxtrot papa golf golf hotel quebec
golf sierra delta sierra papa oscar mike mike
golf sierra delta
quebec juliett delta bravo
kilo juliett oscar bravo mike echo tango quebec india
bravo charlie delta november echo charlie juliett golf delta mike lima quebec
charlie juliett alpha tango bravo
golf papa foxtrot juliett
hotel hotel romeo echo hotel alpha tango papa sierra
sierra romeo tango quebec oscar bravo bravo romeo papa hotel mike
alpha foxtrot echo papa november alpha delta quebec quebec mike charlie charlie
mike charlie tango oscar quebec echo romeo bravo alpha tango quebec
alpha juliett hotel alpha mike lima lima tango tango november papa
hotel golf oscar bravo romeo tango charlie
delta sierra papa quebec charlie bravo oscar bravo hotel kilo tango november
golf india delta hotel charlie bravo lima sierra alpha charlie delta echo
juliett romeo echo
charlie india papa hotel foxtrot hotel quebec mike
quebec quebec foxtrot romeo charlie foxtrot foxtrot romeo lima lima india juliett
mike mike bravo sierra oscar delta bravo
hotel oscar oscar lima foxtrot alpha
papa mike oscar echo delta delta charlie india echo echo november golf
mike november juliett hotel kilo hotel foxtrot hotel alpha hotel quebec
papa romeo hotel romeo romeo kilo mike echo
golf sierra hotel kilo oscar india quebec foxtrot oscar kilo charlie
hotel romeo quebec tango delta india
oscar quebec sierra november foxtrot juliett golf
foxtrot hotel mike india mike delta papa lima romeo golf
lima foxtrot mike hotel
alpha kilo oscar hotel tango echo charlie hotel echo golf
delta echo mike delta foxtrot romeo lima
echo juliett alpha india juliett juliett golf
kilo golf delta alpha foxtrot
romeo sierra india papa tango november alpha echo
charlie bravo oscar romeo delta sierra
golf oscar tango alpha india delta alpha lima
hotel golf foxtrot kilo papa romeo bravo india papa
golf november lima kilo
echo oscar bravo papa oscar sierra kilo lima november
india oscar foxtrot india sierra echo alpha echo foxtrot
november mike november lima
golf sierra alpha alpha golf
lima oscar mike romeo foxtrot oscar charlie
sierra delta foxtrot sierra delta november golf echo
quebec oscar november quebec romeo delta foxtrot quebec tango november
alpha alpha papa november tango charlie romeo kilo golf india papa sierra
india tango golf tango tango echo november india hotel foxtrot echo
alpha lima sierra bravo quebec golf mike india alpha echo
oscar echo foxtrot
lima echo charlie mike hotel golf romeo papa
golf golf hotel alpha echo echo quebec juliett echo echo oscar
mike charlie bravo oscar papa india mike bravo hotel foxtrot echo india
quebec juliett delta foxtrot papa november juliett bravo india juliett delta golf
quebec hotel hotel oscar hotel
echo papa india romeo mike charlie bravo charlie charlie
charlie echo quebec romeo quebec bravo papa echo foxtrot
bravo quebec foxtrot romeo romeo india kilo bravo quebec echo juliett
echo hotel sierra oscar india charlie
bravo tango juliett papa
golf mike papa kilo tango
quebec charlie echo november juliett bravo hotel tango sierra
tango tango quebec kilo charlie golf november juliett papa
juliett kilo lima lima sierra mike
golf oscar tango quebec bravo romeo alpha
hotel charlie mike bravo echo hotel sierra kilo charlie echo sierra
kilo kilo romeo papa alpha kilo tango
sierra sierra november foxtrot golf
hotel quebec hotel juliett foxtrot bravo sierra foxtrot november alpha charlie
romeo sierra golf tango quebec foxtrot oscar golf tango sierra
tango papa india tango india
foxtrot echo foxtrot papa hotel kilo papa golf hotel
kilo alpha romeo romeo delta tango
juliett india sierra november oscar romeo november delta november
quebec golf papa echo
kilo romeo charlie
india november delta quebec kilo
alpha delta mike
sierra november alpha bravo
papa oscar hotel papa delta papa mike alpha
kilo romeo echo november
foxtrot tango kilo alpha quebec tango
november juliett quebec foxtrot charlie hotel
charlie sierra oscar foxtrot india papa echo golf tango
quebec foxtrot mike bravo oscar tango papa
hotel hotel delta
mike hotel mike november delta
lima golf charlie sierra bravo hotel india mike alpha kilo
november romeo juliett lima india delta romeo charlie sierra kilo papa sierra
charlie juliett quebec charlie sierra romeo
papa delta tango bravo mike november echo charlie foxtrot papa
delta lima lima hotel lima india echo tango echo november mike india
romeo mike quebec mike papa juliett november golf
golf foxtrot sierra delta romeo
papa golf hotel kilo juliett papa delta
charlie november lima romeo tango tango
delta papa mike papa lima sierra
oscar sierra november quebec kilo
kilo tango alpha november tango hotel
india golf sierra
romeo bravo india charlie sierra lima
kilo india oscar india juliett alpha november bravo oscar
sierra romeo quebec mike
golf lima india
foxtrot charlie sierra oscar oscar delta papa
golf papa india golf alpha oscar bravo hotel sierra kilo
mike foxtrot romeo oscar lima quebec foxtrot
india papa november foxtrot hotel india lima bravo november november
juliett quebec romeo tango juliett kilo romeo bravo juliett charlie foxtrot tango
hotel oscar india romeo golf bravo quebec
romeo golf delta foxtrot delta mike quebec tango kilo
lima india juliett alpha lima lima mike echo mike hotel
november golf bravo foxtrot
romeo quebec hotel
bravo foxtrot delta golf
delta echo sierra
november sierra kilo november lima sierra bravo tango
echo delta alpha sierra papa oscar india tango kilo papa sierra
november golf hotel lima alpha echo india
india delta alpha kilo bravo
lima india mike alpha november charlie
alpha foxtrot golf echo romeo november mike alpha hotel
juliett november charlie papa oscar delta juliett quebec
tango sierra charlie alpha foxtrot papa mike
kilo foxtrot delta romeo mike romeo delta golf lima
echo sierra sierra
bravo kilo charlie charlie sierra romeo quebec bravo mike
lima tango golf india oscar golf tango tango quebec hotel oscar
sierra golf lima alpha india foxtrot hotel papa papa
juliett foxtrot bravo papa charlie lima
november foxtrot delta hotel november golf alpha
romeo lima golf juliett oscar charlie
oscar india golf hotel india bravo delta echo oscar romeo charlie
lima quebec bravo charlie foxtrot mike quebec mike
romeo quebec alpha kilo
oscar romeo bravo sierra lima lima golf
juliett romeo echo golf juliett tango bravo mike lima juliett kilo
kilo mike sierra quebec papa
quebec tango quebec
romeo november charlie
echo juliett quebec delta delta romeo echo
tango november mike juliett romeo echo alpha hotel kilo quebec tango lima
charlie november papa charlie foxtrot november india kilo lima november kilo
mike quebec juliett papa foxtrot quebec kilo quebec golf lima mike
oscar november lima quebec charlie golf foxtrot quebec alpha november oscar
india golf india november foxtrot india kilo oscar kilo sierra mike
papa lima golf hotel kilo lima
foxtrot hotel quebec november mike india tango alpha oscar papa
bravo oscar delta echo oscar
november tango india bravo alpha quebec
india charlie quebec foxtrot charlie oscar tango tango lima foxtrot hotel quebec
india charlie kilo alpha romeo delta hotel
tango delta bravo mike romeo mike charlie lima hotel tango tango oscar
foxtrot juliett india delta foxtrot foxtrot lima bravo bravo alpha romeo kilo
alpha lima india tango alpha papa oscar
juliett delta golf quebec echo mike
charlie india kilo papa foxtrot papa
charlie lima delta echo bravo quebec bravo
hotel india tango hotel oscar bravo tango golf november juliett mike tango
papa golf hotel echo oscar romeo golf lima kilo lima oscar
november sierra india delta kilo oscar
tango papa india
lima bravo oscar alpha quebec oscar lima delta
oscar romeo sierra tango india
hotel oscar foxtrot papa delta tango
india quebec echo
bravo lima kilo november tango romeo
sierra november juliett golf foxtrot
oscar romeo charlie romeo oscar sierra charlie papa
golf echo oscar november india golf tango kilo
juliett quebec mike alpha
echo kilo delta echo romeo india bravo romeo quebec
juliett quebec papa tango alpha romeo sierra kilo alpha golf november
quebec golf lima bravo quebec papa golf hotel tango
mike november quebec mike charlie alpha foxtrot sierra charlie
lima echo alpha
oscar charlie hotel
india foxtrot papa oscar golf india india foxtrot
sierra india juliett papa alpha alpha alpha kilo lima
india sierra bravo lima
romeo foxtrot kilo charlie bravo india mike india
sierra lima charlie juliett papa foxtrot
oscar foxtrot tango charlie sierra quebec bravo tango lima sierra oscar
foxtrot oscar oscar oscar tango sierra
hotel november quebec
oscar papa november bravo lima
romeo charlie alpha
sierra india alpha oscar sierra papa
alpha papa lima alpha oscar
golf romeo juliett quebec foxtrot echo hotel romeo juliett
kilo kilo lima golf charlie tango oscar
juliett oscar juliett sierra juliett delta romeo
charlie echo charlie romeo alpha
quebec charlie charlie golf
delta sierra golf india hotel delta oscar quebec delta charlie golf
golf india juliett delta bravo foxtrot papa golf tango delta
papa charlie kilo alpha lima papa
juliett papa romeo charlie papa foxtrot romeo quebec
echo november romeo kilo quebec kilo
golf delta bravo bravo sierra echo sierra alpha oscar quebec kilo charlie
sierra tango sierra hotel bravo echo india romeo tango kilo mike echo
juliett oscar mike november
delta india oscar oscar delta lima bravo sierra golf mike quebec delta
juliett delta papa foxtrot golf lima mike echo papa juliett india november
echo delta alpha foxtrot quebec november sierra bravo
delta bravo tango delta kilo echo mike alpha tango
hotel mike delta
papa echo romeo juliett mike alpha
golf tango tango quebec echo tango oscar quebec
oscar india oscar delta
hotel juliett papa november charlie foxtrot bravo quebec sierra
mike romeo november lima romeo echo
mike sierra charlie delta sierra hotel
delta juliett juliett hotel oscar
papa echo delta alpha delta echo
charlie mike bravo golf quebec quebec bravo charlie alpha delta foxtrot juliett
golf quebec lima
quebec november hotel alpha charlie mike lima india quebec romeo
romeo bravo lima romeo bravo golf delta
oscar mike alpha charlie
oscar lima lima delta hotel foxtrot lima hotel kilo november tango golf
juliett india hotel lima
hotel kilo papa foxtrot
golf lima tango
india charlie quebec papa charlie hotel
charlie india kilo juliett juliett delta quebec
kilo kilo papa hotel oscar sierra
juliett oscar romeo mike delta lima tango mike juliett quebec india
oscar tango delta kilo tango mike november sierra
kilo juliett kilo foxtrot juliett
oscar bravo juliett kilo charlie delta foxtrot november quebec
charlie delta juliett oscar charlie november romeo papa
lima india delta golf papa hotel
golf tango tango
hotel oscar india lima bravo oscar oscar hotel tango golf echo
charlie juliett november india juliett papa bravo bravo juliett
alpha bravo foxtrot papa mike golf kilo
alpha golf india kilo
hotel hotel charlie echo charlie quebec bravo mike
quebec golf foxtrot oscar romeo india lima sierra echo delta
bravo papa alpha hotel
quebec tango tango foxtrot bravo sierra mike quebec papa sierra kilo foxtrot
charlie echo delta echo bravo sierra charlie
mike charlie sierra echo bravo sierra
juliett papa papa sierra
november quebec hotel quebec tango bravo mike
sierra quebec delta papa juliett
delta echo echo kilo juliett alpha
november golf oscar papa mike lima
romeo mike romeo kilo november golf golf
india hotel quebec romeo india india kilo
alpha romeo tango hotel
tango mike papa lima
india echo foxtrot delta
tango mike foxtrot papa golf bravo papa hotel golf
golf mike sierra alpha kilo
juliett november romeo india bravo foxtrot alpha tango charlie tango sierra delta
bravo romeo golf alpha golf sierra alpha kilo delta
bravo bravo sierra bravo
hotel tango golf oscar alpha sierra november romeo sierra lima
echo echo tango mike papa foxtrot india india delta
delta echo oscar india papa
india november papa romeo quebec sierra charlie
india echo bravo
kilo mike delta charlie mike delta india golf charlie
mike bravo foxtrot golf golf delta foxtrot
alpha hotel sierra juliett tango oscar alpha delta tango lima charlie foxtrot
india bravo kilo lima
romeo bravo lima sierra charlie india
india hotel papa delta hotel quebec november lima quebec romeo papa
alpha foxtrot romeo golf kilo
hotel kilo delta hotel mike kilo
mike lima delta quebec delta juliett
bravo quebec mike romeo charlie
oscar oscar charlie sierra quebec golf kilo papa kilo november foxtrot foxtrot
hotel hotel sierra juliett foxtrot romeo papa romeo india tango sierra mike
india bravo november charlie sierra foxtrot
golf quebec bravo romeo november foxtrot mike sierra
romeo tango hotel india charlie echo
romeo charlie tango november romeo delta lima delta
mike quebec golf golf charlie
tango juliett kilo golf echo foxtrot kilo bravo november sierra hotel november
india india charlie
juliett lima golf foxtrot mike mike
tango mike india echo juliett oscar
lima quebec tango alpha bravo juliett golf
papa lima quebec bravo
alpha charlie delta india romeo
lima foxtrot delta charlie india charlie foxtrot charlie golf golf
golf oscar tango golf bravo india
echo mike romeo india
november papa india quebec sierra november bravo
mike quebec charlie lima alpha sierra bravo foxtrot
sierra quebec sierra kilo
papa november charlie oscar
delta india kilo tango india kilo delta delta hotel
bravo romeo romeo kilo echo papa hotel alpha juliett delta november
juliett november papa bravo hotel sierra november lima
echo sierra bravo
lima bravo kilo golf delta oscar hotel quebec oscar oscar mike
oscar bravo november
golf lima kilo kilo lima lima oscar november india golf
sierra juliett delta delta papa lima quebec foxtrot lima echo quebec
hotel kilo alpha alpha india oscar bravo echo
tango echo foxtrot juliett bravo november papa hotel lima tango
mike foxtrot kilo hotel bravo alpha
charlie foxtrot juliett hotel echo quebec
alpha papa alpha charlie alpha romeo golf
bravo alpha romeo charlie charlie echo hotel bravo golf india india
oscar echo november romeo alpha echo kilo alpha echo golf
hotel india juliett sierra papa november charlie juliett sierra papa
india sierra kilo hotel
mike quebec sierra alpha papa foxtrot charlie
bravo juliett india tango foxtrot charlie quebec
sierra romeo echo golf lima foxtrot charlie kilo india
oscar hotel quebec hotel delta tango foxtrot quebec echo bravo juliett
india november foxtrot sierra romeo alpha lima foxtrot kilo kilo
juliett bravo romeo papa lima mike juliett charlie foxtrot echo romeo
india romeo papa tango mike delta
quebec november charlie hotel mike oscar mike oscar charlie bravo mike papa
india tango kilo quebec lima juliett november kilo charlie
lima juliett hotel echo charlie mike delta quebec delta lima
papa delta oscar oscar
india quebec oscar
foxtrot delta mike quebec india juliett echo kilo romeo sierra
oscar india mike echo tango
golf india oscar echo hotel foxtrot
sierra delta kilo papa
delta tango juliett romeo echo delta oscar tango quebec juliett india
delta bravo juliett quebec quebec india india lima india
delta india india tango romeo
alpha bravo sierra juliett quebec india bravo sierra delta delta quebec
delta hotel charlie foxtrot
sierra foxtrot tango hotel romeo alpha golf
romeo alpha mike sierra kilo charlie charlie golf romeo
mike delta quebec sierra oscar alpha lima india delta papa
foxtrot kilo papa golf mike lima oscar oscar delta mike
alpha delta hotel india november foxtrot quebec delta kilo papa alpha echo
echo foxtrot delta kilo golf
foxtrot alpha mike hotel echo foxtrot sierra foxtrot
tango tango hotel lima hotel kilo juliett sierra alpha
tango papa lima romeo echo romeo mike quebec charlie lima
kilo juliett charlie lima bravo alpha oscar juliett foxtrot kilo delta hotel
india foxtrot quebec
india echo foxtrot lima
romeo romeo papa golf delta romeo papa golf kilo tango
golf quebec india
papa oscar alpha tango bravo oscar sierra foxtrot foxtrot november delta quebec
foxtrot juliett romeo echo delta charlie hotel papa
romeo quebec lima mike lima mike kilo kilo
quebec mike lima tango golf tango bravo delta bravo
golf delta kilo sierra papa charlie mike
lima india golf romeo juliett
papa india foxtrot november foxtrot alpha golf oscar juliett mike juliett
juliett hotel papa papa
alpha echo charlie golf romeo quebec golf golf
hotel alpha lima echo kilo
bravo bravo delta alpha mike golf hotel delta romeo mike
bravo juliett foxtrot
juliett mike quebec alpha mike charlie delta lima romeo delta
hotel tango quebec oscar echo
charlie bravo lima november alpha bravo charlie lima hotel papa echo papa
papa charlie alpha foxtrot papa oscar quebec bravo india
papa echo charlie juliett lima romeo
foxtrot alpha echo india foxtrot juliett quebec bravo papa echo
mike bravo hotel golf november
tango echo bravo mike bravo alpha november bravo papa hotel
alpha oscar hotel oscar sierra quebec sierra
juliett kilo echo bravo oscar charlie tango
mike lima november oscar
hotel november charlie delta
lima papa tango sierra juliett kilo
romeo lima alpha lima bravo foxtrot golf
delta kilo papa echo november
mike mike echo alpha quebec november lima papa echo
golf foxtrot oscar golf mike india sierra alpha sierra november
kilo delta golf alpha tango tango tango tango
quebec quebec delta echo golf foxtrot india
oscar bravo charlie bravo india juliett hotel foxtrot oscar
charlie papa november juliett oscar sierra
golf papa papa alpha hotel sierra delta sierra november oscar oscar november
alpha bravo tango romeo papa oscar sierra lima alpha alpha quebec
kilo delta charlie mike hotel
golf charlie mike india quebec charlie
delta kilo echo tango tango
charlie golf india sierra alpha
quebec romeo papa charlie delta sierra tango mike november golf tango
lima quebec juliett oscar
romeo foxtrot lima lima tango november november india oscar
foxtrot hotel mike charlie charlie echo romeo
golf india november quebec papa india hotel echo bravo hotel kilo
november sierra mike alpha quebec charlie quebec delta november lima hotel
oscar quebec charlie
sierra delta india kilo alpha sierra tango echo sierra
kilo hotel lima echo juliett bravo hotel november november
kilo november november papa golf echo delta juliett sierra
romeo lima papa lima golf hotel oscar golf november romeo lima
bravo romeo golf alpha hotel charlie tango tango papa oscar alpha foxtrot
tango lima oscar november golf papa golf papa foxtrot hotel
bravo echo mike golf sierra november quebec tango delta romeo
golf foxtrot india kilo echo charlie
quebec romeo hotel alpha
tango mike foxtrot delta golf foxtrot november juliett delta juliett mike
echo delta lima juliett papa juliett oscar hotel golf foxtrot
kilo echo hotel oscar echo india juliett lima kilo lima mike
bravo juliett foxtrot bravo juliett foxtrot
lima bravo hotel hotel mike delta echo romeo bravo delta india
mike papa golf tango
echo tango alpha romeo hotel echo lima tango
romeo india india papa hotel juliett delta kilo mike
india tango hotel quebec mike november delta foxtrot bravo
foxtrot hotel tango juliett juliett lima bravo papa
foxtrot golf tango charlie foxtrot papa echo
india juliett bravo kilo mike alpha romeo
kilo juliett mike
tango golf lima golf
sierra juliett golf quebec
romeo quebec oscar bravo
india delta romeo november kilo india india oscar tango papa
kilo kilo delta mike
delta november kilo juliett delta lima papa
oscar india papa sierra
foxtrot romeo golf delta hotel hotel kilo quebec foxtrot echo oscar
foxtrot delta november alpha echo hotel
mike foxtrot bravo delta
oscar foxtrot romeo
november bravo hotel hotel charlie juliett alpha sierra charlie papa oscar juliett
quebec india india alpha foxtrot bravo alpha delta charlie kilo delta
juliett tango papa hotel foxtrot
oscar sierra sierra hotel india november golf delta
lima charlie november foxtrot foxtrot november bravo quebec mike mike juliett
delta foxtrot sierra papa tango india india hotel alpha quebec
lima alpha tango quebec juliett foxtrot tango sierra golf mike
delta lima mike india golf quebec lima golf mike lima papa
november echo india lima charlie kilo golf
india alpha romeo echo juliett golf
november foxtrot quebec hotel charlie charlie bravo delta
alpha india charlie charlie oscar golf hotel mike
echo lima juliett lima papa juliett india echo sierra november
november bravo november golf tango
oscar lima echo foxtrot
oscar echo quebec lima bravo india oscar mike echo delta november
juliett india foxtrot echo juliett tango hotel golf kilo
lima echo alpha foxtrot echo juliett papa foxtrot sierra oscar alpha hotel
alpha bravo foxtrot echo juliett alpha november
november alpha quebec foxtrot mike mike alpha mike lima foxtrot hotel
delta kilo echo tango romeo charlie sierra papa alpha india
papa delta juliett papa india echo sierra foxtrot november alpha
lima kilo lima papa juliett tango hotel golf bravo
kilo delta mike oscar oscar papa delta sierra juliett sierra echo charlie
mike bravo quebec papa echo echo
juliett romeo tango lima alpha
hotel alpha mike lima kilo hotel romeo golf echo foxtrot alpha
foxtrot foxtrot charlie quebec papa bravo alpha juliett
echo juliett golf quebec golf tango oscar sierra bravo bravo delta
mike delta india india quebec lima golf sierra
quebec mike hotel mike bravo quebec papa echo quebec oscar delta
charlie delta kilo sierra papa quebec lima
quebec foxtrot quebec november mike juliett romeo
charlie alpha kilo alpha echo papa mike
lima charlie golf golf charlie papa echo oscar charlie papa romeo india
india lima sierra echo foxtrot quebec charlie oscar india bravo tango
november golf quebec november kilo papa quebec foxtrot
mike papa oscar hotel tango hotel papa juliett
bravo papa delta kilo
charlie golf quebec charlie foxtrot delta
sierra echo echo quebec golf echo november bravo
charlie delta echo juliett
hotel echo lima lima tango papa alpha oscar romeo tango delta
quebec oscar lima bravo november
juliett hotel november tango tango
juliett delta romeo juliett lima lima
quebec tango juliett hotel
tango november oscar mike oscar mike juliett bravo juliett india
kilo echo golf india alpha lima mike kilo sierra quebec
november oscar mike oscar juliett
india romeo papa golf november juliett oscar mike
foxtrot quebec juliett romeo golf
hotel quebec golf hotel papa lima november delta alpha
romeo juliett quebec oscar charlie oscar echo
charlie tango sierra papa tango oscar oscar india november india juliett
golf hotel delta
foxtrot romeo echo hotel juliett
hotel sierra lima charlie oscar quebec
oscar alpha charlie november delta alpha charlie
foxtrot hotel hotel hotel golf
india echo bravo kilo echo golf november foxtrot
alpha india hotel india
lima charlie lima foxtrot echo echo lima
romeo bravo tango india foxtrot india
bravo oscar mike november mike foxtrot foxtrot echo charlie
charlie november kilo india foxtrot sierra oscar kilo sierra mike november sierra
romeo november charlie quebec golf sierra delta
hotel sierra tango golf tango november delta tango kilo november india
lima charlie papa november delta foxtrot foxtrot juliett kilo foxtrot
charlie oscar india quebec quebec alpha november
lima charlie bravo kilo india bravo november echo romeo november
lima oscar charlie foxtrot foxtrot
sierra november echo bravo romeo foxtrot hotel india quebec delta
mike juliett india foxtrot oscar delta india
echo november alpha
india kilo romeo hotel juliett delta sierra kilo quebec foxtrot
alpha kilo foxtrot
juliett india romeo sierra charlie quebec bravo hotel echo sierra
lima papa bravo november tango
november bravo oscar delta alpha echo sierra quebec quebec
delta sierra kilo november
golf hotel kilo hotel foxtrot alpha papa golf hotel charlie
india juliett india alpha charlie papa charlie delta sierra papa
quebec lima echo november foxtrot sierra foxtrot november sierra papa
mike golf echo hotel echo papa sierra juliett
echo alpha delta alpha kilo november charlie charlie quebec sierra india
india kilo delta mike delta alpha alpha foxtrot delta juliett
quebec charlie tango echo echo charlie tango juliett lima
quebec echo romeo kilo papa delta bravo mike romeo
golf charlie mike mike alpha hotel papa foxtrot golf golf kilo india
juliett hotel charlie lima lima echo romeo india romeo charlie foxtrot charlie
alpha hotel quebec
echo foxtrot november bravo charlie november
sierra hotel foxtrot foxtrot delta quebec
foxtrot india delta
tango kilo delta juliett kilo bravo lima
lima foxtrot sierra kilo oscar quebec echo
quebec lima oscar romeo juliett hotel
india papa papa tango echo quebec
golf kilo hotel bravo echo charlie golf bravo papa quebec charlie
foxtrot foxtrot quebec lima papa bravo sierra bravo mike
sierra quebec bravo bravo hotel mike mike echo
november november romeo charlie charlie november echo charlie november romeo lima november
hotel oscar tango lima lima quebec charlie
delta november november mike alpha delta papa charlie hotel mike
lima echo hotel bravo oscar lima alpha juliett
kilo juliett quebec kilo alpha mike quebec bravo
kilo juliett oscar lima kilo papa charlie lima
india echo echo echo hotel alpha kilo november juliett
tango lima tango papa echo oscar india golf echo tango november
quebec bravo november delta delta golf foxtrot
delta sierra mike november papa alpha hotel november charlie quebec
romeo kilo romeo charlie oscar alpha papa kilo mike
mike quebec mike mike delta romeo november quebec foxtrot november echo golf
quebec romeo quebec november delta alpha mike
november india hotel alpha golf
delta alpha tango golf quebec quebec delta quebec alpha
sierra foxtrot golf delta kilo juliett bravo
juliett foxtrot foxtrot golf hotel romeo charlie papa juliett bravo romeo
romeo bravo sierra echo quebec tango charlie sierra lima alpha
golf juliett bravo november
juliett kilo bravo echo foxtrot sierra delta alpha india echo
quebec lima hotel kilo papa oscar quebec romeo foxtrot quebec echo kilo
tango mike romeo golf
oscar golf foxtrot foxtrot
india papa juliett delta quebec oscar foxtrot
lima papa hotel india bravo delta bravo november
juliett foxtrot tango kilo oscar charlie delta india echo golf november
lima papa bravo juliett charlie sierra bravo tango oscar golf
mike oscar echo mike india
lima kilo alpha sierra oscar alpha tango romeo golf papa golf
sierra quebec papa kilo echo delta india echo
sierra india hotel bravo delta kilo
kilo romeo sierra foxtrot kilo bravo alpha november
tango bravo foxtrot papa quebec golf delta golf mike
lima foxtrot mike bravo golf charlie lima sierra
bravo hotel charlie bravo foxtrot hotel kilo mike
romeo delta kilo juliett november quebec charlie november november
delta alpha lima tango hotel romeo papa tango
tango juliett kilo hotel papa
foxtrot mike mike oscar
juliett juliett juliett oscar charlie quebec echo delta bravo
tango delta delta golf juliett alpha
lima echo juliett hotel quebec charlie hotel sierra
echo kilo mike juliett romeo echo november quebec foxtrot golf tango
echo papa mike delta alpha kilo india alpha
quebec lima oscar quebec romeo hotel sierra
quebec charlie juliett india quebec
hotel bravo golf papa charlie papa oscar delta kilo
sierra sierra delta foxtrot bravo hotel papa tango november
hotel charlie papa kilo
november charlie india oscar alpha charlie charlie november alpha
tango foxtrot lima kilo oscar sierra charlie oscar kilo
papa quebec kilo
kilo papa oscar juliett oscar kilo india echo kilo quebec echo
bravo juliett hotel kilo hotel echo mike echo romeo
bravo charlie delta tango delta november quebec delta quebec juliett juliett papa
charlie mike charlie tango echo charlie
juliett bravo romeo delta november sierra papa papa kilo
juliett kilo echo charlie
hotel quebec alpha lima charlie oscar tango
hotel juliett alpha juliett tango sierra november india india papa echo
kilo juliett alpha golf quebec mike sierra mike oscar juliett quebec
charlie alpha echo charlie lima romeo quebec golf
kilo hotel juliett
tango papa romeo november oscar
kilo hotel hotel november tango golf foxtrot echo alpha
sierra lima sierra india juliett kilo juliett alpha alpha
bravo mike foxtrot charlie
bravo romeo hotel november papa
oscar foxtrot oscar kilo lima alpha sierra quebec delta alpha
papa papa juliett alpha lima quebec romeo lima alpha oscar hotel
delta charlie delta quebec
alpha echo juliett oscar
romeo delta quebec lima delta delta lima tango echo bravo bravo
charlie charlie oscar golf papa papa
kilo india delta juliett papa papa romeo bravo lima papa alpha papa
lima delta romeo
quebec papa delta charlie
alpha sierra lima delta india golf
papa juliett romeo juliett bravo sierra india golf kilo
mike tango tango delta romeo romeo juliett alpha india hotel lima
tango hotel delta quebec delta hotel echo
mike charlie papa oscar oscar
india lima quebec foxtrot lima hotel
lima quebec lima
golf quebec golf alpha golf
alpha golf kilo alpha lima india
foxtrot quebec mike romeo charlie hotel november november mike mike
charlie romeo bravo hotel sierra
juliett mike echo quebec sierra november charlie mike charlie
foxtrot echo tango india november quebec golf lima india sierra sierra
papa alpha november echo lima
echo echo charlie lima november charlie golf
mike lima quebec hotel delta tango hotel sierra golf india delta romeo
bravo sierra lima oscar echo lima
foxtrot oscar oscar sierra november golf
papa tango papa kilo bravo romeo kilo hotel
golf juliett delta papa golf bravo juliett oscar tango
oscar november oscar alpha charlie quebec bravo india
oscar november lima quebec hotel papa foxtrot tango hotel quebec bravo
alpha kilo golf
tango bravo hotel sierra alpha
golf hotel lima charlie kilo tango
foxtrot delta delta golf lima
oscar hotel papa golf golf lima golf hotel golf papa oscar
india november lima mike hotel quebec
foxtrot lima juliett
delta quebec hotel papa charlie lima hotel hotel
sierra india golf
charlie golf echo
kilo tango bravo papa charlie foxtrot november charlie bravo quebec juliett
romeo romeo papa kilo delta charlie kilo papa lima sierra
november delta tango india foxtrot alpha papa echo tango delta juliett
mike tango tango papa charlie lima india charlie
papa mike echo juliett romeo kilo november alpha papa romeo delta papa
tango lima foxtrot mike kilo hotel
mike papa quebec hotel india bravo foxtrot foxtrot november november india kilo
tango mike charlie delta kilo
papa quebec papa bravo delta delta mike lima india
papa charlie foxtrot
delta juliett echo hotel alpha bravo india
kilo tango tango papa alpha mike hotel echo
echo golf hotel
sierra echo lima november mike echo romeo india bravo foxtrot
bravo india juliett lima quebec hotel kilo papa
quebec foxtrot kilo sierra golf
romeo juliett echo mike mike mike bravo
delta foxtrot mike
romeo november juliett papa india lima bravo kilo
oscar hotel foxtrot juliett papa tango november foxtrot quebec lima juliett
charlie quebec bravo foxtrot delta lima oscar tango lima bravo
kilo sierra kilo papa lima alpha mike bravo delta lima delta
foxtrot mike india quebec echo delta golf oscar lima echo
golf hotel sierra delta
echo india bravo hotel charlie
mike delta delta golf kilo foxtrot lima sierra juliett tango lima india
golf november foxtrot foxtrot bravo lima juliett papa oscar delta india
papa charlie delta
charlie quebec hotel
november alpha hotel lima quebec india mike tango alpha mike india
november delta oscar delta mike papa mike
sierra romeo kilo echo bravo lima mike kilo
mike lima mike hotel india india
quebec kilo golf
bravo charlie bravo papa quebec foxtrot golf echo kilo tango kilo mike
charlie foxtrot charlie juliett bravo charlie india india sierra foxtrot india
kilo juliett golf quebec bravo romeo oscar sierra
alpha echo november papa alpha alpha
quebec papa alpha kilo alpha
tango sierra india echo foxtrot
india tango juliett delta
alpha foxtrot bravo kilo mike
papa quebec bravo golf bravo november mike
quebec kilo papa lima delta alpha quebec delta foxtrot romeo india
bravo mike charlie bravo romeo echo sierra echo sierra kilo quebec quebec
mike oscar bravo november bravo papa
mike sierra papa quebec lima tango charlie november tango oscar delta juliett
mike papa kilo mike
lima foxtrot charlie lima bravo alpha papa india golf
oscar delta quebec bravo oscar romeo india hotel mike foxtrot charlie
oscar tango lima
foxtrot quebec golf india romeo november golf india tango romeo
hotel quebec sierra india alpha quebec tango echo hotel echo november alpha
quebec papa golf alpha golf
india india november papa india
lima sierra papa india
tango echo november juliett oscar delta mike quebec kilo november charlie
lima papa kilo tango sierra kilo kilo romeo tango papa lima echo
foxtrot lima oscar lima quebec lima hotel quebec lima romeo kilo kilo
india india oscar lima romeo foxtrot mike sierra
lima golf tango india sierra juliett bravo romeo
papa charlie mike juliett quebec india foxtrot juliett india
mike romeo charlie quebec india foxtrot oscar alpha kilo foxtrot india
hotel juliett tango november juliett
alpha quebec alpha
november quebec bravo india india echo
quebec tango sierra kilo bravo delta lima charlie sierra
mike november romeo oscar quebec
india foxtrot kilo
tango mike tango romeo juliett mike juliett india juliett golf mike
november kilo tango foxtrot bravo
lima echo juliett delta kilo romeo
juliett alpha hotel quebec romeo oscar kilo
romeo tango oscar echo
quebec charlie india alpha sierra charlie
quebec juliett echo kilo echo papa lima delta quebec alpha alpha
november romeo tango hotel bravo romeo delta lima bravo oscar
bravo romeo oscar quebec
mike bravo bravo golf charlie alpha oscar india india lima
sierra echo india delta
delta juliett romeo mike november sierra bravo echo papa sierra
november oscar mike juliett kilo hotel papa oscar foxtrot
tango foxtrot hotel foxtrot echo november kilo charlie foxtrot quebec
kilo echo juliett juliett bravo kilo india tango papa
kilo lima echo charlie quebec lima foxtrot
india november november sierra charlie foxtrot foxtrot kilo india
mike juliett kilo tango bravo romeo sierra papa echo
tango alpha hotel echo oscar tango november
tango foxtrot india tango mike november
mike hotel oscar juliett
golf charlie alpha alpha papa
charlie kilo foxtrot golf india mike mike
november kilo tango lima bravo lima bravo
oscar sierra kilo lima lima quebec november november romeo mike
lima mike foxtrot bravo hotel bravo lima kilo juliett charlie oscar
romeo tango mike charlie echo echo charlie
bravo india kilo charlie tango
echo sierra november romeo hotel mike
november november tango tango bravo charlie oscar
hotel charlie bravo juliett hotel mike quebec
echo hotel echo delta
bravo tango quebec romeo
charlie kilo hotel tango kilo foxtrot india foxtrot bravo
alpha quebec romeo echo echo foxtrot juliett sierra quebec alpha quebec hotel
sierra tango kilo mike oscar charlie india quebec
november quebec india juliett hotel
oscar oscar india quebec golf
romeo juliett mike
sierra papa kilo quebec quebec sierra papa sierra
golf india foxtrot oscar quebec alpha quebec
november bravo sierra romeo echo
mike romeo mike
alpha bravo kilo india charlie
charlie delta quebec mike
kilo hotel sierra
mike quebec charlie kilo romeo romeo tango bravo
juliett charlie india sierra oscar mike alpha kilo charlie delta
sierra bravo alpha india kilo lima papa papa quebec
echo lima lima papa
papa tango alpha papa lima charlie juliett foxtrot romeo
foxtrot foxtrot quebec
bravo hotel alpha hotel quebec romeo
tango sierra kilo juliett kilo foxtrot tango alpha
hotel hotel alpha
echo echo juliett delta foxtrot foxtrot
sierra foxtrot delta
foxtrot charlie bravo bravo juliett november echo kilo bravo tango
juliett lima kilo mike lima romeo delta mike
foxtrot mike tango delta november alpha charlie lima
alpha november charlie
alpha november delta alpha juliett papa echo sierra
foxtrot golf sierra oscar alpha kilo delta papa golf india golf charlie
romeo oscar oscar india sierra echo quebec alpha golf echo foxtrot echo
november november quebec mike golf tango papa charlie lima juliett kilo
delta november bravo romeo golf mike
echo juliett tango november november quebec kilo november hotel oscar
november charlie oscar tango oscar quebec foxtrot quebec romeo
tango tango lima golf
echo hotel tango juliett kilo foxtrot kilo
golf kilo delta sierra mike sierra foxtrot juliett india sierra romeo
hotel bravo juliett kilo sierra
kilo kilo golf lima mike golf charlie golf echo
quebec lima november bravo sierra
echo lima delta delta golf tango lima juliett echo echo
papa kilo kilo alpha
kilo golf papa november romeo
oscar november alpha alpha
echo november mike charlie kilo alpha golf
echo mike november oscar lima delta
bravo foxtrot india delta delta hotel sierra
bravo charlie hotel quebec mike papa delta romeo bravo
alpha romeo bravo golf bravo papa romeo quebec kilo
romeo quebec hotel mike juliett hotel tango romeo hotel november india papa
charlie oscar quebec bravo mike charlie
india juliett quebec alpha bravo
november charlie foxtrot delta
oscar lima romeo echo mike tango hotel papa
lima foxtrot foxtrot romeo charlie
oscar hotel sierra papa papa india charlie hotel oscar
mike golf sierra tango bravo charlie bravo hotel
india sierra tango mike juliett hotel golf delta foxtrot november
foxtrot lima kilo
oscar alpha hotel mike golf echo
echo golf golf foxtrot romeo mike oscar
papa tango quebec quebec papa
foxtrot lima echo golf bravo juliett echo lima charlie bravo
golf quebec kilo romeo delta sierra
alpha charlie bravo bravo quebec november golf india
november echo foxtrot foxtrot sierra charlie charlie papa kilo
romeo charlie quebec alpha papa
mike alpha romeo tango
papa kilo romeo hotel
sierra india papa
alpha papa hotel india hotel papa lima echo november kilo
delta echo papa bravo golf oscar
oscar sierra november alpha kilo romeo sierra papa romeo
foxtrot kilo hotel
golf india alpha golf oscar golf india juliett
papa oscar lima foxtrot sierra
india oscar lima lima
lima echo november kilo alpha hotel tango oscar tango
quebec hotel november foxtrot
charlie oscar kilo golf alpha echo
november bravo alpha foxtrot tango papa hotel tango charlie lima
sierra november juliett sierra juliett golf india tango romeo tango echo
bravo echo juliett charlie hotel
tango quebec juliett quebec hotel
india echo mike papa bravo oscar oscar hotel charlie
juliett hotel tango papa quebec alpha india alpha sierra tango
sierra charlie foxtrot tango papa
alpha echo delta oscar india india echo mike
hotel delta november delta kilo
november golf golf
sierra bravo sierra
papa kilo foxtrot india hotel golf quebec
mike juliett delta juliett tango lima
foxtrot foxtrot delta papa delta echo romeo india kilo
oscar foxtrot golf delta india india delta november oscar delta juliett
alpha hotel oscar foxtrot delta oscar bravo oscar
india tango romeo papa india oscar sierra bravo foxtrot alpha delta
juliett foxtrot oscar alpha november quebec mike echo papa charlie mike
alpha alpha november delta tango hotel mike alpha
golf papa juliett india echo oscar mike golf juliett november papa
golf tango foxtrot november foxtrot november
romeo delta lima alpha hotel india delta india alpha
tango foxtrot charlie lima sierra quebec tango romeo foxtrot papa romeo juliett
alpha hotel papa bravo alpha delta
november kilo romeo romeo papa alpha hotel sierra
delta juliett alpha echo juliett delta golf romeo mike sierra foxtrot
lima echo alpha golf kilo juliett lima oscar romeo golf romeo
echo romeo mike papa delta kilo hotel sierra india delta foxtrot alpha
romeo alpha india november oscar alpha quebec foxtrot echo charlie november
alpha lima oscar kilo india kilo juliett echo charlie
november mike alpha romeo mike
bravo echo juliett alpha bravo papa kilo romeo
lima hotel tango tango
oscar foxtrot kilo romeo papa papa tango lima romeo romeo foxtrot golf
tango bravo bravo delta november november juliett delta juliett
india echo oscar
hotel juliett tango
india romeo alpha juliett sierra foxtrot bravo lima romeo
echo echo alpha romeo delta romeo india
sierra mike golf bravo echo bravo november oscar bravo delta
lima romeo november delta foxtrot juliett quebec golf bravo hotel oscar juliett
sierra charlie juliett hotel charlie
charlie tango delta hotel juliett mike oscar quebec romeo quebec juliett charlie
hotel oscar golf
india papa romeo
quebec echo romeo golf
delta alpha papa charlie november mike november alpha hotel
november papa charlie alpha hotel papa india
papa bravo charlie tango quebec echo
papa quebec india juliett mike
foxtrot papa papa golf
november hotel tango romeo hotel quebec hotel golf
golf echo alpha mike
hotel juliett delta sierra kilo
charlie echo bravo golf lima mike oscar
alpha oscar delta
alpha november bravo juliett sierra sierra echo foxtrot juliett golf
quebec golf golf
hotel alpha mike echo tango romeo sierra echo november november
juliett oscar november charlie delta echo oscar papa mike juliett
romeo charlie delta quebec romeo
lima delta hotel
kilo india golf tango tango tango golf november
quebec golf oscar kilo delta kilo papa bravo
charlie echo sierra india sierra romeo november golf kilo delta delta foxtrot
hotel lima delta india
alpha hotel juliett oscar echo mike
india tango juliett alpha mike sierra november golf delta echo oscar
delta delta juliett echo
hotel mike sierra mike
juliett papa charlie tango november hotel sierra bravo papa oscar
lima hotel papa november
delta sierra delta juliett oscar november golf echo lima alpha hotel kilo
sierra bravo foxtrot lima papa sierra charlie
mike charlie echo oscar oscar india mike foxtrot oscar bravo lima
lima lima charlie bravo alpha
quebec sierra sierra sierra foxtrot oscar papa
november echo hotel alpha quebec juliett sierra
oscar foxtrot hotel november quebec golf romeo sierra echo delta quebec
hotel india india
lima mike india tango charlie bravo juliett golf foxtrot hotel
mike quebec delta golf echo
charlie juliett hotel golf hotel alpha
golf lima romeo delta india charlie charlie sierra bravo oscar romeo
echo india tango mike delta
quebec juliett papa november delta lima bravo
foxtrot kilo tango lima delta charlie
november sierra delta india papa delta bravo bravo
oscar hotel oscar echo quebec delta kilo lima echo echo oscar hotel
sierra foxtrot charlie quebec delta
golf lima delta oscar
november sierra papa hotel hotel india charlie quebec foxtrot bravo
quebec sierra bravo tango juliett echo alpha foxtrot oscar
sierra lima india
alpha tango kilo alpha sierra kilo
india hotel hotel alpha alpha foxtrot tango sierra papa foxtrot
echo oscar alpha november juliett lima
quebec quebec kilo papa golf papa charlie alpha alpha mike alpha
romeo juliett oscar echo bravo foxtrot tango india bravo india alpha
lima alpha november
tango lima mike sierra mike oscar november charlie kilo hotel sierra
india november bravo papa alpha delta india charlie sierra echo kilo oscar
india mike alpha quebec oscar charlie papa juliett november foxtrot
romeo delta hotel alpha hotel
quebec delta echo
mike india mike tango mike hotel mike golf
echo kilo delta charlie tango hotel sierra mike lima foxtrot
india mike india hotel
papa hotel kilo alpha india
echo lima oscar golf kilo echo echo hotel delta charlie lima alpha
oscar kilo november oscar november mike mike foxtrot quebec romeo delta november
foxtrot oscar november foxtrot
golf charlie mike tango hotel bravo delta
hotel papa hotel romeo echo kilo kilo november alpha sierra juliett mike
quebec quebec papa
november tango papa golf oscar india foxtrot
juliett romeo hotel sierra
papa hotel quebec
foxtrot delta quebec oscar india juliett sierra romeo kilo juliett juliett delta
kilo charlie echo kilo romeo kilo juliett delta lima romeo bravo foxtrot
india mike kilo hotel golf golf bravo mike lima
tango india india oscar tango oscar foxtrot lima bravo
sierra tango juliett alpha golf charlie delta echo
kilo alpha oscar bravo charlie alpha india
alpha papa sierra kilo foxtrot lima romeo mike kilo kilo
juliett charlie lima mike juliett quebec quebec
papa charlie quebec quebec lima mike romeo delta
mike oscar bravo oscar india romeo tango kilo sierra foxtrot
sierra november tango
quebec lima juliett kilo
india juliett hotel juliett oscar india alpha lima romeo
november romeo mike juliett golf foxtrot golf golf foxtrot hotel tango papa
bravo foxtrot golf tango mike quebec
golf oscar golf
mike mike quebec alpha mike
mike golf juliett alpha hotel mike delta foxtrot quebec echo
bravo charlie papa charlie foxtrot oscar alpha tango lima november
quebec delta bravo
papa oscar romeo
golf kilo romeo lima
oscar delta november golf juliett charlie golf
charlie juliett golf foxtrot alpha
bravo juliett juliett foxtrot
foxtrot juliett november kilo lima
romeo sierra november papa
sierra romeo kilo lima india romeo bravo
delta echo foxtrot golf mike oscar mike charlie
hotel alpha oscar papa romeo romeo india bravo india sierra oscar hotel
foxtrot alpha foxtrot november quebec alpha sierra india juliett
november juliett charlie foxtrot tango juliett lima romeo hotel oscar
foxtrot foxtrot delta bravo
kilo hotel golf mike november charlie
delta november juliett quebec oscar foxtrot golf
golf mike oscar golf juliett
november romeo quebec bravo alpha papa papa lima
november india quebec golf oscar bravo alpha november foxtrot
romeo bravo charlie kilo foxtrot echo lima quebec
romeo sierra bravo echo quebec
hotel bravo delta mike mike mike hotel papa alpha
foxtrot oscar mike india foxtrot bravo delta kilo foxtrot bravo
lima november hotel foxtrot golf echo mike tango tango foxtrot echo quebec
quebec oscar charlie
tango india papa oscar delta tango quebec
india foxtrot alpha charlie mike quebec echo golf oscar tango
charlie juliett golf kilo juliett
quebec kilo oscar foxtrot oscar tango golf juliett tango papa kilo foxtrot
india lima delta november
delta golf delta golf
oscar echo juliett oscar golf oscar lima tango hotel papa charlie
kilo hotel tango romeo alpha india romeo quebec tango romeo sierra foxtrot
lima november lima echo foxtrot sierra bravo oscar november
india quebec lima golf echo india india romeo quebec tango golf delta
oscar lima quebec tango foxtrot lima november kilo echo delta golf
india bravo foxtrot bravo bravo golf foxtrot foxtrot
delta delta alpha bravo sierra lima golf tango
kilo kilo papa alpha charlie papa romeo papa delta
quebec quebec alpha golf
kilo charlie juliett hotel
juliett oscar delta charlie charlie charlie delta alpha hotel
delta mike november alpha echo juliett
delta charlie foxtrot kilo sierra juliett mike november bravo papa oscar romeo
tango tango romeo alpha
foxtrot oscar juliett tango november tango
romeo alpha november kilo alpha delta foxtrot kilo november
hotel charlie foxtrot quebec lima bravo tango
juliett india lima november sierra november delta bravo lima delta
foxtrot bravo kilo juliett echo lima quebec
papa india india charlie foxtrot tango india quebec delta sierra november
alpha golf oscar lima bravo delta papa delta lima foxtrot quebec
tango echo echo hotel papa tango india lima foxtrot oscar quebec echo
romeo kilo papa foxtrot hotel papa quebec lima foxtrot tango
oscar juliett charlie tango papa hotel romeo charlie
foxtrot echo oscar quebec hotel echo
tango quebec oscar bravo
kilo foxtrot sierra juliett quebec
sierra kilo kilo
lima kilo quebec golf lima
echo sierra oscar november delta kilo juliett charlie sierra sierra india
sierra kilo tango juliett sierra
kilo juliett delta sierra delta alpha quebec golf
bravo hotel papa echo sierra alpha quebec november lima
golf echo kilo tango charlie sierra hotel november kilo quebec india
juliett alpha golf juliett hotel india romeo
charlie november charlie oscar papa kilo mike delta charlie kilo lima mike
juliett sierra oscar quebec quebec mike lima romeo
papa india quebec
golf quebec november sierra india charlie romeo delta
hotel bravo golf oscar echo foxtrot romeo lima alpha
oscar india romeo romeo tango quebec sierra hotel papa quebec
charlie papa november kilo oscar
echo alpha sierra alpha november
delta delta quebec hotel
romeo romeo papa mike hotel tango charlie
bravo romeo mike india papa kilo quebec sierra
hotel mike juliett romeo juliett juliett oscar
mike sierra hotel charlie foxtrot alpha oscar
foxtrot november hotel hotel juliett foxtrot
romeo bravo lima golf charlie india papa
golf alpha foxtrot delta sierra
november tango hotel golf lima kilo romeo kilo
november charlie papa kilo charlie romeo charlie papa kilo
oscar delta india delta juliett mike delta lima romeo hotel
quebec romeo papa echo golf charlie kilo oscar echo hotel sierra papa
juliett echo kilo mike bravo november india
kilo foxtrot india oscar november sierra sierra papa tango sierra
golf november mike november hotel kilo tango quebec
papa mike november foxtrot romeo
india sierra india lima tango papa lima november
echo foxtrot sierra golf charlie tango lima tango golf india golf charlie
golf quebec echo papa oscar
papa golf golf lima charlie juliett alpha
delta charlie bravo sierra echo bravo bravo charlie lima juliett
quebec india juliett delta delta november juliett tango lima romeo mike india
kilo november india juliett juliett tango november echo papa india delta november
sierra lima delta mike
hotel bravo charlie delta echo tango sierra tango papa echo
oscar tango lima romeo
foxtrot charlie kilo bravo juliett kilo bravo delta romeo november
romeo romeo sierra foxtrot papa lima hotel foxtrot november oscar echo juliett
foxtrot quebec bravo charlie sierra november november november alpha romeo delta
echo charlie bravo delta sierra bravo kilo hotel
foxtrot india bravo charlie quebec hotel november
mike bravo alpha foxtrot charlie november
lima india mike lima mike hotel
quebec foxtrot papa golf india india kilo alpha lima juliett hotel
india golf mike delta papa delta golf foxtrot echo quebec
hotel bravo juliett november papa golf charlie charlie
hotel november alpha golf quebec tango romeo lima mike
papa bravo bravo delta alpha november
charlie papa tango tango november delta quebec bravo quebec
tango oscar tango echo bravo romeo sierra lima quebec sierra oscar sierra
juliett golf foxtrot juliett kilo tango juliett
quebec bravo juliett oscar
juliett foxtrot mike hotel oscar india romeo echo alpha tango alpha
quebec november tango lima delta charlie mike golf juliett alpha kilo echo
papa juliett juliett echo sierra papa india alpha november
echo golf echo bravo
papa echo tango oscar romeo romeo kilo
bravo golf kilo mike papa romeo romeo mike foxtrot
quebec delta echo oscar india juliett
sierra delta lima charlie bravo
alpha tango papa foxtrot alpha
juliett foxtrot quebec oscar tango juliett november
bravo tango lima sierra foxtrot papa india india
charlie juliett india romeo echo echo bravo india papa juliett quebec bravo
bravo kilo romeo echo golf india mike tango juliett bravo
india india kilo alpha foxtrot oscar romeo india kilo charlie oscar
quebec juliett kilo tango lima tango golf echo bravo delta papa alpha
november alpha foxtrot alpha tango lima echo delta mike kilo kilo
echo sierra kilo mike delta hotel echo lima
alpha sierra papa november november mike oscar lima november echo november echo
november alpha bravo tango oscar bravo tango hotel echo delta romeo
lima echo tango juliett quebec bravo quebec alpha
quebec mike charlie foxtrot romeo alpha november juliett golf
foxtrot hotel hotel golf juliett echo golf
echo delta delta foxtrot golf echo
tango sierra alpha alpha delta india juliett quebec delta tango
delta oscar delta bravo juliett romeo tango
echo delta bravo foxtrot foxtrot oscar oscar sierra oscar india oscar
alpha papa golf mike kilo quebec oscar romeo delta
charlie mike tango oscar india bravo
india bravo oscar sierra papa mike
sierra golf delta
mike hotel foxtrot lima echo juliett charlie oscar romeo bravo
romeo romeo hotel
hotel juliett juliett bravo papa lima alpha charlie golf
india delta juliett echo
november echo mike foxtrot foxtrot
sierra sierra juliett charlie juliett india juliett alpha hotel india hotel oscar
delta quebec romeo
bravo hotel lima
november golf quebec november alpha papa romeo
quebec tango bravo charlie golf papa foxtrot kilo juliett
kilo golf november bravo alpha quebec romeo kilo tango
papa quebec november india alpha foxtrot papa quebec alpha foxtrot papa oscar
charlie bravo bravo juliett tango tango
juliett echo echo echo alpha india
quebec alpha kilo juliett juliett charlie golf delta oscar mike
foxtrot tango november foxtrot foxtrot papa delta november mike papa
hotel lima oscar alpha foxtrot alpha echo alpha echo foxtrot hotel bravo
delta mike quebec november oscar
oscar hotel alpha november oscar echo charlie oscar alpha kilo
hotel alpha juliett echo november
juliett delta hotel alpha india kilo mike india lima oscar mike echo
november romeo oscar golf delta kilo echo quebec delta
hotel echo tango juliett
charlie foxtrot tango sierra lima india kilo
juliett oscar golf november mike
tango echo india lima papa quebec lima golf golf echo
golf echo alpha oscar alpha charlie quebec charlie papa sierra bravo echo
quebec delta papa quebec charlie alpha lima romeo
juliett oscar sierra golf charlie kilo juliett
tango november oscar
india delta oscar charlie mike papa tango november tango romeo sierra india
november charlie romeo india delta bravo kilo quebec mike india papa
juliett oscar alpha juliett charlie tango quebec papa kilo mike romeo
oscar oscar alpha mike
bravo romeo papa kilo
alpha kilo juliett sierra november
delta echo kilo
echo juliett hotel delta lima golf juliett delta charlie
alpha charlie charlie juliett delta echo november tango foxtrot echo quebec echo
mike kilo echo kilo romeo bravo india sierra lima
juliett lima echo hotel alpha juliett sierra tango
golf echo tango juliett sierra kilo
november mike foxtrot echo lima foxtrot romeo bravo sierra
echo romeo juliett charlie november charlie alpha kilo hotel tango golf
lima romeo hotel lima papa charlie charlie echo kilo golf bravo golf
mike oscar india bravo mike hotel kilo echo juliett lima juliett
november alpha hotel bravo mike kilo romeo sierra hotel
romeo papa mike charlie lima romeo
mike foxtrot golf quebec juliett
golf alpha alpha bravo romeo quebec
romeo oscar mike bravo kilo alpha papa tango golf golf november
tango echo echo echo
india lima november foxtrot hotel hotel papa papa alpha papa
juliett lima delta kilo echo charlie
kilo november papa oscar mike november bravo oscar november
charlie papa foxtrot echo delta
alpha charlie hotel mike bravo
november oscar romeo charlie hotel golf oscar
alpha november alpha delta india juliett golf romeo papa kilo mike alpha
hotel india quebec foxtrot india delta
bravo hotel papa delta foxtrot papa
sierra golf delta juliett alpha tango
alpha hotel delta charlie bravo
romeo hotel romeo foxtrot lima echo golf india hotel delta echo
quebec foxtrot foxtrot echo echo
oscar papa mike kilo lima mike lima
kilo papa mike kilo hotel lima kilo papa india alpha november
hotel alpha papa
bravo bravo juliett quebec golf sierra
lima foxtrot romeo tango hotel november echo
oscar delta mike lima
romeo foxtrot golf romeo india foxtrot sierra oscar romeo
hotel echo romeo hotel delta romeo echo papa alpha papa mike
foxtrot quebec tango charlie tango romeo
bravo papa romeo foxtrot echo quebec lima charlie charlie hotel charlie foxtrot
oscar kilo golf tango sierra sierra foxtrot quebec lima quebec papa romeo
romeo golf quebec juliett golf india lima hotel lima romeo tango juliett
bravo delta mike mike golf papa quebec mike bravo india papa
lima tango romeo hotel delta mike alpha india charlie
echo alpha juliett lima papa golf
mike golf sierra lima
sierra tango india
mike juliett tango hotel papa
echo india india
charlie kilo charlie bravo november quebec mike romeo charlie papa
hotel india lima november romeo tango echo foxtrot sierra delta
mike mike papa sierra oscar foxtrot bravo
delta foxtrot quebec charlie hotel lima
papa sierra charlie india alpha delta foxtrot india kilo
sierra sierra kilo oscar quebec romeo juliett mike quebec
hotel hotel mike foxtrot tango juliett oscar alpha echo kilo
juliett tango echo november oscar india alpha romeo delta bravo
mike tango lima romeo sierra sierra
juliett lima alpha delta romeo sierra kilo delta oscar golf
kilo golf delta
foxtrot romeo charlie romeo hotel lima november alpha quebec alpha mike november
lima charlie lima echo foxtrot
oscar hotel bravo november juliett echo november tango papa foxtrot hotel charlie
mike bravo tango juliett bravo sierra
oscar foxtrot bravo bravo papa papa echo delta india mike alpha
echo mike echo november
sierra papa charlie quebec mike oscar foxtrot kilo india
alpha golf sierra sierra juliett tango papa juliett hotel juliett
hotel golf hotel golf juliett quebec romeo papa sierra bravo foxtrot
tango papa bravo sierra charlie alpha sierra november
india kilo foxtrot november mike
hotel golf bravo charlie echo
india charlie foxtrot delta mike india charlie november delta india
juliett hotel alpha oscar
romeo quebec india india oscar hotel sierra sierra charlie alpha papa juliett
alpha quebec tango papa
echo mike kilo mike romeo foxtrot hotel tango foxtrot
lima delta charlie romeo india lima lima november echo alpha golf sierra
tango quebec quebec oscar kilo november sierra charlie bravo bravo
november foxtrot tango sierra bravo kilo mike
sierra tango india papa foxtrot
hotel foxtrot sierra juliett
charlie echo kilo echo india kilo hotel echo bravo november sierra charlie
mike romeo alpha juliett juliett kilo foxtrot bravo kilo foxtrot
mike hotel lima
echo foxtrot delta
foxtrot sierra lima kilo november oscar echo sierra
quebec mike alpha mike kilo juliett alpha mike sierra echo
foxtrot oscar alpha sierra mike alpha delta golf
hotel juliett echo tango india quebec echo tango golf alpha kilo alpha
alpha romeo oscar foxtrot golf
sierra alpha romeo foxtrot foxtrot
mike mike lima hotel hotel
bravo delta hotel romeo oscar tango bravo oscar
foxtrot lima alpha alpha alpha
echo charlie papa hotel tango sierra india echo oscar kilo kilo
kilo kilo oscar quebec india foxtrot hotel lima golf quebec alpha foxtrot
juliett romeo lima
alpha kilo charlie
papa kilo oscar echo kilo kilo papa foxtrot india
golf foxtrot hotel india golf bravo
oscar kilo india
november kilo india romeo tango bravo november foxtrot romeo papa hotel
alpha romeo charlie oscar hotel kilo charlie juliett
mike india mike charlie juliett
delta foxtrot alpha november oscar
kilo papa romeo alpha
oscar lima kilo kilo lima lima hotel hotel sierra quebec mike
charlie echo alpha india juliett papa
india alpha bravo lima charlie quebec echo delta echo charlie papa quebec
golf alpha papa papa echo papa sierra foxtrot quebec charlie delta sierra
delta foxtrot sierra bravo sierra delta
golf echo hotel golf charlie bravo foxtrot tango quebec
papa papa foxtrot hotel foxtrot india
india charlie sierra echo quebec india charlie golf quebec golf hotel alpha
foxtrot tango sierra oscar lima romeo
juliett kilo hotel hotel delta tango juliett hotel quebec tango charlie
papa juliett sierra charlie sierra juliett india
delta bravo november echo tango oscar juliett juliett
juliett delta hotel tango sierra echo charlie bravo papa golf lima quebec
india oscar delta
lima november mike bravo lima echo bravo india
juliett golf mike romeo papa foxtrot hotel foxtrot romeo bravo mike juliett
tango quebec golf lima mike echo mike
hotel kilo charlie
papa bravo sierra india november echo oscar lima mike mike
papa hotel quebec juliett india delta
golf sierra echo tango india sierra charlie india
juliett echo bravo lima sierra tango tango papa lima mike november
foxtrot charlie mike mike
november juliett delta romeo tango golf november juliett quebec golf papa papa
quebec golf kilo delta charlie kilo oscar charlie papa papa sierra
juliett hotel mike echo
bravo oscar oscar echo
papa mike india india golf hotel charlie india mike
bravo romeo hotel tango sierra november golf oscar hotel foxtrot delta
hotel bravo charlie juliett charlie oscar foxtrot india hotel hotel
tango delta oscar hotel sierra sierra
hotel kilo alpha
alpha alpha mike tango delta
hotel echo sierra
oscar kilo sierra golf
tango alpha hotel romeo kilo alpha foxtrot juliett alpha romeo
delta foxtrot hotel lima tango kilo juliett kilo romeo delta lima
romeo kilo echo romeo echo quebec mike
echo kilo echo bravo golf foxtrot india
golf papa november hotel juliett
lima hotel lima india kilo november quebec india papa sierra
alpha bravo november oscar delta india quebec
november papa alpha india quebec quebec charlie india india oscar
romeo delta lima india
tango bravo echo november juliett quebec
foxtrot delta oscar quebec golf kilo
golf november mike oscar hotel november
golf romeo foxtrot bravo juliett papa lima mike echo
golf india november juliett foxtrot foxtrot delta romeo foxtrot golf november oscar
bravo oscar kilo hotel papa hotel papa oscar
kilo papa juliett papa alpha mike november oscar india papa
oscar echo bravo tango foxtrot lima oscar foxtrot quebec
delta charlie foxtrot kilo november lima tango bravo charlie
tango quebec lima golf
delta lima mike quebec echo mike tango foxtrot bravo sierra
sierra november romeo
juliett charlie india hotel mike mike golf delta india romeo
romeo golf sierra sierra golf papa juliett bravo kilo bravo papa
lima foxtrot hotel lima lima alpha
foxtrot sierra delta kilo
echo november foxtrot foxtrot echo bravo golf foxtrot charlie mike
bravo quebec papa alpha echo kilo kilo sierra papa romeo tango charlie
alpha november alpha lima echo mike alpha romeo
bravo foxtrot tango delta alpha alpha delta
lima oscar foxtrot november golf tango
tango charlie hotel mike mike quebec juliett
sierra quebec echo papa golf mike kilo lima mike hotel india
bravo juliett mike mike papa sierra papa charlie echo golf
lima india quebec foxtrot lima
juliett foxtrot india india november kilo bravo sierra
oscar india charlie alpha lima
papa romeo sierra foxtrot golf foxtrot charlie tango golf
romeo november hotel foxtrot kilo oscar
quebec lima alpha papa
mike kilo november quebec
romeo mike echo mike alpha november oscar november charlie alpha alpha
kilo hotel delta
alpha tango golf mike
sierra romeo foxtrot
romeo mike golf delta alpha delta papa november delta tango bravo
sierra papa bravo golf
bravo quebec bravo papa alpha quebec juliett romeo
lima echo romeo lima november foxtrot hotel echo echo lima kilo
kilo delta lima hotel alpha mike mike
india quebec bravo delta oscar kilo papa foxtrot quebec oscar sierra bravo
sierra romeo charlie bravo tango bravo lima
india bravo hotel sierra bravo
sierra charlie romeo echo echo india delta
juliett bravo bravo
tango sierra charlie november hotel foxtrot
charlie kilo golf charlie kilo hotel sierra papa bravo foxtrot romeo charlie
delta sierra juliett lima
november hotel juliett oscar quebec romeo
charlie kilo sierra hotel sierra alpha november
kilo romeo echo
tango romeo hotel november papa romeo alpha india lima romeo
juliett hotel echo papa charlie oscar juliett romeo india mike
kilo delta sierra delta kilo mike india mike papa mike golf
mike echo alpha tango oscar romeo
kilo alpha tango kilo foxtrot oscar
echo alpha lima tango
delta india golf
quebec india echo echo kilo alpha india sierra juliett juliett kilo
foxtrot bravo lima quebec
mike delta juliett kilo mike tango quebec india
november mike juliett golf sierra foxtrot
juliett golf echo hotel november oscar lima bravo
hotel papa romeo alpha quebec juliett
india kilo oscar kilo
sierra india juliett papa juliett oscar delta alpha papa
oscar foxtrot hotel oscar lima charlie romeo charlie delta lima mike
india charlie juliett papa lima mike golf charlie sierra
sierra november tango charlie tango
alpha golf lima juliett hotel hotel kilo
november charlie sierra quebec november golf lima lima oscar
tango golf charlie tango november papa hotel mike mike sierra papa
bravo sierra oscar
delta oscar foxtrot bravo quebec romeo
foxtrot bravo kilo india sierra romeo november echo hotel tango
hotel hotel bravo papa bravo lima november
juliett alpha juliett papa foxtrot hotel
papa romeo papa oscar
lima lima romeo bravo juliett india november sierra mike golf alpha
hotel quebec november quebec echo
bravo foxtrot echo november charlie juliett papa foxtrot
juliett quebec tango india
delta tango sierra kilo
hotel romeo india
papa sierra delta lima november foxtrot india oscar golf hotel kilo
foxtrot hotel foxtrot oscar lima november echo quebec
papa november india lima foxtrot mike lima papa
india sierra bravo tango
golf lima sierra alpha oscar november bravo echo india kilo mike bravo
mike papa romeo golf quebec lima tango papa
hotel foxtrot alpha
alpha lima india november foxtrot lima november golf
india foxtrot charlie romeo papa sierra papa bravo echo foxtrot
golf bravo bravo foxtrot
juliett kilo tango lima
sierra alpha romeo hotel alpha golf papa quebec papa hotel sierra
papa hotel bravo
india november echo delta alpha foxtrot papa india november november alpha golf
india delta kilo oscar quebec tango juliett india sierra kilo
sierra oscar alpha november juliett golf hotel charlie
alpha sierra mike kilo foxtrot
papa november sierra india hotel delta india romeo november mike delta
lima tango india lima charlie sierra mike mike golf charlie kilo romeo
juliett quebec papa tango
foxtrot alpha foxtrot charlie echo sierra sierra juliett
juliett quebec delta oscar juliett
alpha alpha november oscar
delta foxtrot foxtrot
golf sierra oscar foxtrot bravo november mike foxtrot juliett mike
echo india oscar alpha lima
oscar mike bravo charlie
papa lima echo oscar delta juliett
romeo hotel oscar foxtrot
juliett tango romeo romeo charlie juliett foxtrot sierra oscar alpha
november juliett echo bravo november
delta charlie india quebec oscar
quebec bravo sierra kilo papa romeo papa quebec oscar
sierra november lima sierra kilo bravo alpha sierra
delta charlie alpha hotel delta delta sierra mike quebec foxtrot
quebec lima sierra papa
delta papa hotel oscar romeo charlie kilo
sierra bravo hotel delta juliett golf quebec india
kilo echo hotel lima lima sierra delta lima
papa charlie quebec romeo alpha tango
tango charlie india charlie charlie alpha bravo kilo juliett
echo mike november oscar delta charlie papa lima alpha quebec november
oscar romeo lima mike echo november quebec bravo alpha kilo
bravo juliett papa kilo juliett foxtrot papa mike november india romeo november
quebec alpha charlie charlie papa foxtrot
tango tango golf foxtrot delta mike bravo
juliett romeo lima hotel hotel india echo foxtrot lima india november charlie
juliett charlie delta juliett echo hotel bravo papa papa
kilo november golf lima
golf foxtrot hotel hotel papa oscar bravo sierra
papa juliett echo alpha quebec india
lima papa kilo foxtrot charlie tango oscar echo juliett bravo echo
juliett echo foxtrot alpha romeo romeo hotel alpha
sierra mike sierra oscar echo
mike oscar november alpha foxtrot tango
echo tango lima oscar bravo quebec charlie kilo juliett quebec
alpha november november delta juliett tango papa bravo
papa golf oscar quebec foxtrot
mike juliett hotel tango november
echo november lima november golf kilo kilo golf alpha charlie
golf romeo foxtrot kilo mike november juliett india juliett
kilo lima india charlie kilo kilo bravo
delta hotel india papa alpha lima hotel tango echo
foxtrot kilo quebec papa tango quebec quebec echo quebec tango
november mike romeo tango tango sierra sierra golf charlie tango
foxtrot charlie hotel india foxtrot november papa mike mike sierra golf
quebec sierra romeo sierra delta delta
juliett lima papa tango lima bravo quebec papa juliett quebec
mike oscar mike romeo oscar november lima romeo lima sierra golf oscar
juliett november charlie bravo charlie tango
oscar tango india hotel juliett delta india hotel charlie tango foxtrot
juliett bravo alpha oscar echo golf juliett lima hotel golf
mike golf lima echo india november
quebec lima charlie kilo tango
lima juliett foxtrot india delta sierra golf oscar bravo charlie
kilo alpha echo mike foxtrot foxtrot mike kilo alpha hotel kilo tango
golf mike tango lima golf kilo echo mike india sierra tango lima
sierra juliett sierra charlie
lima tango alpha quebec
india foxtrot juliett tango charlie hotel tango golf sierra sierra echo foxtrot
kilo foxtrot bravo quebec foxtrot kilo tango papa hotel
india charlie mike oscar charlie golf tango oscar lima lima mike
juliett charlie papa kilo papa golf bravo mike november
bravo quebec quebec foxtrot lima tango mike november alpha juliett
foxtrot sierra oscar juliett bravo lima sierra alpha
november papa romeo lima sierra lima sierra
romeo tango foxtrot delta
oscar tango echo
india india golf tango kilo november november kilo india
oscar hotel quebec india november quebec alpha kilo alpha echo
india delta romeo sierra lima alpha foxtrot oscar
romeo alpha juliett kilo quebec hotel juliett juliett kilo quebec golf sierra
quebec india india oscar papa golf kilo delta delta
papa tango bravo alpha foxtrot tango juliett hotel
mike charlie foxtrot
mike charlie delta golf tango quebec
charlie foxtrot alpha tango quebec echo golf echo hotel tango
juliett november oscar quebec quebec oscar mike echo india foxtrot hotel
kilo india quebec oscar hotel sierra quebec quebec kilo tango tango golf
sierra echo mike charlie foxtrot golf lima sierra
alpha lima alpha
alpha mike juliett oscar foxtrot sierra lima romeo charlie quebec oscar
juliett quebec november oscar papa echo romeo november foxtrot quebec sierra
delta sierra hotel india sierra tango
oscar romeo charlie quebec oscar mike
echo lima india november sierra bravo
oscar alpha quebec papa papa alpha
golf sierra foxtrot juliett oscar
oscar sierra hotel mike echo
lima kilo november november papa charlie lima charlie mike
oscar echo papa november charlie charlie oscar tango delta hotel mike tango
hotel oscar kilo echo foxtrot echo mike bravo kilo mike
romeo sierra tango golf quebec golf golf sierra romeo golf india golf
bravo alpha quebec oscar papa echo
hotel echo quebec mike romeo alpha quebec
romeo charlie foxtrot lima lima delta echo bravo echo papa mike echo
alpha delta hotel alpha bravo india golf golf
tango romeo papa kilo bravo bravo juliett lima alpha hotel
juliett juliett charlie
alpha delta alpha romeo quebec india charlie quebec mike
sierra echo echo bravo november oscar mike golf
hotel kilo echo foxtrot november juliett echo foxtrot hotel quebec echo
mike tango sierra romeo india india
alpha tango golf
papa foxtrot juliett delta juliett oscar charlie foxtrot kilo oscar papa
tango foxtrot romeo echo juliett lima mike juliett hotel mike golf
romeo tango quebec quebec alpha echo foxtrot foxtrot golf
india india quebec tango mike lima delta quebec golf mike
quebec juliett charlie kilo kilo lima romeo alpha
mike golf foxtrot
india echo echo charlie tango india tango papa bravo romeo mike
romeo kilo romeo november
hotel echo india romeo juliett kilo juliett quebec quebec mike romeo sierra
quebec quebec tango bravo delta
juliett kilo echo juliett november charlie kilo tango echo
papa oscar oscar sierra mike foxtrot delta echo charlie
kilo echo alpha sierra
foxtrot foxtrot november echo hotel alpha alpha tango
juliett tango foxtrot echo
golf sierra quebec foxtrot kilo mike oscar foxtrot romeo papa alpha
papa delta oscar alpha echo golf charlie tango
hotel charlie sierra papa echo quebec
papa juliett quebec echo echo charlie alpha
golf november lima tango romeo quebec lima tango echo november
mike tango alpha echo mike hotel oscar lima bravo india
sierra sierra sierra india mike delta golf
oscar india kilo kilo bravo
india golf india bravo alpha hotel delta golf
bravo alpha charlie oscar
oscar oscar lima romeo sierra november romeo alpha india india papa juliett
romeo oscar mike mike juliett delta india delta bravo hotel
juliett sierra echo
oscar november quebec sierra lima
echo tango hotel india sierra echo bravo sierra romeo alpha
golf kilo quebec sierra golf romeo tango golf charlie delta
oscar juliett oscar india romeo india
juliett november oscar tango kilo tango foxtrot kilo charlie hotel foxtrot romeo
india bravo papa papa oscar mike
mike lima oscar
alpha sierra november kilo lima sierra oscar hotel papa alpha
bravo romeo foxtrot lima india
delta papa sierra lima india papa bravo mike delta
india november sierra lima delta juliett echo sierra lima hotel kilo foxtrot
lima alpha papa juliett alpha
alpha tango romeo
papa quebec kilo hotel papa
charlie foxtrot india
charlie golf tango golf oscar oscar lima echo
romeo mike echo hotel foxtrot kilo foxtrot
golf charlie india quebec november oscar
romeo golf romeo hotel india hotel kilo oscar kilo tango
lima quebec india charlie charlie lima
quebec oscar india papa tango oscar
kilo foxtrot papa quebec tango mike lima golf foxtrot tango bravo
quebec alpha kilo charlie november kilo hotel bravo lima alpha
foxtrot golf kilo hotel delta quebec lima bravo juliett sierra alpha oscar
sierra november golf quebec lima november foxtrot hotel golf hotel juliett
charlie papa quebec charlie juliett india alpha
papa kilo papa bravo bravo golf tango
golf echo golf kilo papa sierra india golf mike hotel delta
romeo mike papa quebec oscar papa kilo
quebec lima sierra quebec
romeo delta charlie foxtrot foxtrot lima lima foxtrot bravo echo
kilo lima foxtrot juliett lima golf hotel tango romeo
foxtrot india alpha romeo
lima kilo papa mike hotel bravo romeo lima sierra
papa echo bravo papa echo alpha tango echo kilo sierra
hotel juliett echo papa
romeo tango oscar india charlie india romeo papa kilo bravo lima juliett
kilo india tango
quebec quebec romeo sierra lima
foxtrot india echo juliett hotel romeo lima sierra papa oscar alpha
hotel alpha romeo sierra
papa foxtrot quebec quebec kilo golf charlie juliett tango november november
sierra alpha foxtrot delta echo tango
oscar delta papa lima november tango oscar oscar juliett golf alpha echo
november oscar golf india lima kilo
alpha papa quebec foxtrot mike oscar kilo echo
charlie quebec bravo romeo
echo hotel quebec hotel sierra kilo
lima hotel juliett charlie golf sierra tango lima foxtrot
alpha india alpha juliett alpha kilo tango golf india
papa sierra foxtrot bravo tango foxtrot
lima oscar oscar tango november romeo golf
lima november oscar papa india delta mike charlie romeo mike
india mike tango romeo tango lima charlie november quebec foxtrot delta sierra
delta lima golf november tango echo
mike november foxtrot kilo lima oscar november mike mike hotel india
papa romeo kilo papa hotel juliett bravo
lima kilo foxtrot papa tango lima foxtrot foxtrot bravo oscar golf november
charlie delta alpha
india oscar romeo
tango charlie papa india foxtrot charlie lima tango
juliett juliett mike papa lima bravo
india alpha foxtrot
tango bravo india
oscar echo alpha delta tango india
alpha papa november bravo juliett
golf charlie romeo
bravo golf oscar charlie charlie lima tango
quebec delta romeo juliett kilo quebec foxtrot bravo
delta november bravo foxtrot tango foxtrot oscar charlie delta juliett
delta juliett romeo bravo golf juliett kilo charlie delta sierra mike delta
delta sierra romeo mike alpha lima alpha
tango hotel november papa delta juliett mike
india papa lima alpha oscar alpha lima
mike mike charlie bravo november
bravo oscar hotel
sierra papa juliett tango quebec
bravo november india tango golf foxtrot papa hotel kilo
romeo kilo delta tango oscar romeo
kilo delta india foxtrot echo kilo
india foxtrot papa bravo romeo romeo sierra hotel papa
hotel alpha india tango
romeo november golf india kilo golf november charlie
delta kilo papa echo charlie mike
quebec golf tango oscar hotel
november tango delta echo kilo delta quebec lima sierra oscar november golf
delta juliett november juliett charlie india quebec golf tango
foxtrot hotel oscar juliett foxtrot india
echo foxtrot juliett bravo alpha golf foxtrot papa kilo lima kilo
bravo papa lima papa november mike november india alpha
juliett bravo alpha november kilo lima echo charlie oscar
juliett charlie india sierra bravo hotel alpha golf papa oscar
mike quebec lima tango mike romeo juliett quebec juliett romeo foxtrot golf
quebec quebec romeo india kilo november india india lima sierra kilo
alpha alpha lima india india tango kilo sierra charlie
charlie juliett echo oscar papa echo delta papa juliett india papa
november delta hotel echo
hotel india bravo romeo
echo foxtrot mike kilo
hotel lima juliett lima kilo
bravo india tango papa quebec delta
juliett romeo echo lima delta
hotel juliett charlie kilo sierra quebec echo romeo quebec
bravo november india
oscar juliett sierra papa oscar tango quebec hotel echo
golf echo kilo
juliett november alpha alpha hotel foxtrot alpha kilo alpha hotel oscar
foxtrot delta echo november juliett oscar delta golf papa
hotel quebec delta oscar
bravo lima november alpha lima
alpha quebec hotel golf bravo sierra
charlie mike juliett papa quebec delta quebec
golf oscar romeo hotel juliett alpha bravo tango foxtrot
kilo november echo kilo sierra november romeo
mike mike kilo mike hotel
lima tango papa tango alpha hotel romeo sierra india alpha papa
tango delta echo foxtrot papa charlie november delta
echo juliett sierra india juliett
lima juliett hotel
november quebec golf echo sierra bravo romeo hotel foxtrot papa
delta india bravo india golf tango papa alpha delta
quebec mike golf mike quebec echo
charlie papa lima delta kilo romeo quebec hotel
golf november tango tango echo romeo hotel india bravo
alpha alpha kilo alpha golf
kilo november foxtrot november mike quebec mike
foxtrot papa kilo delta
echo romeo oscar lima juliett foxtrot november kilo alpha echo bravo
lima alpha india foxtrot delta charlie quebec
tango kilo tango
november alpha mike juliett papa bravo delta oscar echo charlie lima
alpha india india lima tango lima november sierra
romeo alpha kilo bravo
foxtrot lima sierra foxtrot juliett
november quebec alpha sierra india india november papa echo golf romeo
oscar kilo oscar
romeo sierra bravo charlie quebec delta papa oscar mike
november quebec foxtrot charlie golf india hotel juliett
bravo alpha papa golf golf tango
charlie alpha echo
hotel delta romeo papa foxtrot sierra echo charlie hotel bravo
mike lima oscar lima kilo quebec
foxtrot juliett bravo hotel charlie india echo
quebec sierra kilo
lima tango india quebec hotel kilo golf november
foxtrot sierra india mike romeo foxtrot delta oscar kilo charlie
oscar hotel lima oscar papa romeo oscar
quebec foxtrot india kilo india juliett alpha golf tango juliett india
lima november sierra quebec kilo charlie echo india alpha
november india sierra papa bravo lima romeo papa romeo charlie hotel
charlie delta romeo mike foxtrot
bravo quebec lima alpha juliett mike golf delta tango delta papa kilo
delta alpha juliett india echo hotel
lima november golf mike alpha hotel golf november quebec india quebec foxtrot
papa foxtrot alpha
quebec lima india mike alpha kilo sierra papa mike november november kilo
kilo papa echo hotel
charlie november hotel papa tango sierra juliett lima lima alpha november
papa charlie golf papa kilo foxtrot foxtrot
tango kilo oscar mike tango juliett golf tango hotel
charlie bravo juliett lima charlie lima foxtrot golf november romeo
sierra echo hotel hotel kilo tango quebec golf mike lima lima tango
juliett echo echo alpha
mike bravo quebec echo romeo
echo charlie lima romeo
oscar golf charlie november delta mike romeo oscar bravo bravo delta
romeo romeo foxtrot
juliett november golf alpha sierra mike sierra kilo sierra bravo romeo
hotel bravo sierra papa bravo hotel bravo delta kilo oscar
juliett oscar november india
charlie india kilo charlie mike tango
juliett lima golf charlie delta tango juliett charlie echo lima november kilo
oscar sierra lima sierra hotel kilo golf
delta juliett golf delta quebec mike tango kilo oscar tango alpha tango
echo echo kilo alpha juliett juliett
foxtrot sierra foxtrot november lima delta mike charlie quebec juliett november sierra
juliett romeo november quebec lima papa lima lima charlie delta
lima lima hotel romeo alpha charlie juliett echo golf india
charlie foxtrot oscar
bravo foxtrot golf juliett
golf kilo golf golf
romeo mike juliett bravo india oscar foxtrot echo
tango tango november juliett
romeo romeo kilo sierra alpha bravo hotel juliett papa mike
charlie delta mike india quebec juliett lima november kilo golf india
hotel quebec india delta delta sierra bravo alpha romeo
charlie romeo quebec india mike hotel lima
lima romeo foxtrot sierra echo echo golf papa delta mike papa mike
charlie tango tango papa hotel quebec india
kilo romeo papa romeo tango papa mike echo golf delta
india foxtrot india sierra quebec
hotel india india mike foxtrot
charlie juliett quebec kilo alpha
kilo juliett mike echo tango india juliett
romeo bravo alpha hotel lima quebec
alpha quebec bravo echo
romeo lima foxtrot delta alpha echo tango romeo
foxtrot november juliett delta kilo bravo juliett
mike lima tango bravo
tango tango lima charlie november sierra november
quebec foxtrot november november mike echo foxtrot hotel sierra oscar echo
india tango oscar mike oscar juliett lima india hotel alpha alpha
romeo echo oscar sierra lima november bravo mike
oscar tango november november hotel papa
kilo quebec delta juliett foxtrot charlie tango juliett india hotel delta
echo november lima november
lima foxtrot delta hotel hotel tango kilo juliett lima
kilo november lima quebec
juliett romeo tango kilo bravo juliett
romeo foxtrot india alpha sierra november oscar juliett kilo
romeo foxtrot alpha alpha quebec
november mike delta delta romeo delta sierra mike
lima papa alpha echo alpha sierra charlie golf
tango sierra juliett echo juliett kilo echo echo
mike sierra alpha foxtrot charlie charlie bravo sierra romeo
charlie hotel quebec
delta golf quebec oscar romeo november
romeo golf charlie bravo
echo sierra juliett hotel sierra quebec mike delta charlie tango hotel charlie
november hotel juliett oscar sierra charlie india tango alpha
sierra charlie echo india oscar alpha golf quebec romeo
kilo papa sierra bravo november lima golf mike delta bravo
juliett charlie kilo echo mike
november alpha kilo romeo hotel quebec charlie romeo tango
juliett mike charlie delta tango
alpha india bravo charlie lima
delta mike delta juliett sierra quebec romeo tango alpha oscar mike
mike bravo hotel quebec sierra hotel foxtrot golf quebec
tango mike mike mike kilo
delta mike bravo mike papa hotel sierra alpha
november delta lima kilo oscar romeo alpha alpha india
mike india papa oscar delta quebec alpha mike echo
hotel sierra echo
bravo papa lima alpha juliett
oscar delta delta quebec oscar tango
foxtrot oscar echo quebec charlie
sierra echo golf romeo india juliett lima hotel foxtrot papa sierra
juliett charlie bravo kilo charlie delta tango romeo foxtrot lima
romeo delta november papa juliett golf charlie oscar november november quebec lima
tango delta sierra india november
quebec juliett charlie alpha echo juliett india india sierra juliett
hotel mike quebec tango india
november delta alpha juliett
bravo kilo tango
golf golf mike hotel tango
juliett romeo india charlie mike tango alpha
juliett kilo quebec charlie bravo kilo
india delta quebec sierra november india tango foxtrot mike oscar alpha
charlie india charlie echo delta lima sierra echo romeo foxtrot golf
bravo charlie alpha november papa golf delta foxtrot india alpha echo golf
hotel alpha echo sierra papa tango lima
november quebec echo romeo alpha lima romeo charlie echo
golf echo quebec charlie golf bravo
juliett november quebec juliett sierra hotel hotel sierra
alpha echo golf papa foxtrot india delta papa kilo hotel charlie papa
echo charlie alpha papa romeo charlie mike mike kilo
foxtrot bravo quebec alpha alpha delta echo lima india
delta kilo tango oscar foxtrot quebec sierra sierra alpha echo quebec
tango india sierra alpha november india
hotel delta hotel romeo bravo bravo kilo
quebec bravo foxtrot
oscar hotel juliett november mike
lima india quebec sierra bravo kilo alpha delta charlie foxtrot mike delta
oscar golf kilo quebec echo echo sierra sierra mike charlie papa quebec
echo charlie bravo bravo romeo quebec golf foxtrot
lima oscar juliett sierra oscar foxtrot papa kilo
hotel tango alpha juliett mike echo mike sierra alpha foxtrot
charlie kilo echo bravo golf
delta hotel oscar bravo tango echo golf romeo tango echo
delta kilo november
juliett foxtrot golf papa sierra
tango tango kilo november tango echo charlie delta
bravo echo charlie sierra delta foxtrot oscar charlie kilo
charlie mike mike
hotel golf oscar quebec
charlie papa papa sierra
alpha foxtrot foxtrot echo quebec juliett foxtrot hotel delta
papa romeo alpha foxtrot juliett kilo oscar papa november
delta romeo golf
bravo delta delta lima
papa hotel golf foxtrot
delta papa foxtrot foxtrot india golf mike alpha oscar papa alpha
delta papa india lima echo lima juliett hotel
tango sierra papa mike hotel india echo
oscar sierra juliett alpha tango charlie
charlie juliett sierra quebec
bravo kilo mike oscar india echo tango india
lima oscar sierra kilo delta kilo
mike quebec tango november sierra
foxtrot hotel tango alpha kilo papa
india golf foxtrot
delta juliett charlie romeo charlie echo quebec alpha
bravo hotel india mike juliett mike
kilo bravo lima delta
romeo india mike
charlie tango foxtrot foxtrot tango delta november oscar
sierra lima tango kilo bravo delta delta
oscar delta november sierra quebec india golf kilo delta hotel bravo
alpha hotel papa foxtrot oscar quebec lima juliett echo charlie sierra
tango delta kilo romeo mike
oscar oscar echo charlie juliett kilo
india hotel lima papa foxtrot charlie alpha
india echo delta tango echo papa bravo golf juliett quebec oscar hotel
bravo delta charlie sierra papa kilo golf
oscar quebec romeo quebec golf mike kilo mike bravo kilo romeo oscar
romeo charlie quebec bravo tango tango november november juliett lima juliett lima
sierra lima mike tango foxtrot bravo india kilo kilo mike sierra
lima hotel golf golf bravo golf november sierra quebec sierra
bravo papa delta juliett bravo juliett mike bravo foxtrot kilo
golf romeo kilo lima bravo mike charlie alpha bravo juliett
golf sierra lima
delta hotel quebec delta sierra hotel charlie delta hotel
tango india delta november romeo
romeo echo romeo charlie juliett delta delta sierra lima mike tango
papa mike alpha
tango hotel romeo
charlie bravo november quebec tango kilo sierra charlie mike echo november alpha
romeo delta lima echo kilo india november india hotel romeo romeo foxtrot
juliett kilo oscar tango lima
sierra bravo tango
india quebec charlie lima tango charlie foxtrot mike sierra quebec
bravo quebec foxtrot hotel
sierra papa quebec hotel alpha bravo romeo delta foxtrot hotel
golf delta juliett romeo golf echo bravo quebec delta oscar
kilo hotel india sierra bravo golf alpha sierra foxtrot
bravo papa foxtrot oscar oscar bravo mike papa oscar romeo
india sierra tango golf papa romeo
tango hotel kilo charlie echo romeo bravo foxtrot delta kilo juliett
hotel hotel alpha foxtrot alpha papa tango kilo india
mike oscar oscar india alpha india romeo
oscar india india
romeo lima alpha delta charlie charlie bravo
alpha india kilo oscar echo
kilo hotel oscar alpha delta golf golf quebec
kilo juliett hotel charlie bravo alpha november juliett
golf lima kilo juliett
delta foxtrot november kilo romeo oscar delta papa lima delta delta
golf juliett mike quebec echo hotel hotel alpha hotel charlie sierra oscar
foxtrot alpha oscar papa lima mike
kilo quebec kilo tango
papa november hotel papa kilo kilo foxtrot
oscar golf hotel juliett
papa juliett alpha papa mike tango golf bravo kilo foxtrot
foxtrot quebec juliett quebec hotel golf
golf hotel charlie romeo golf juliett tango november papa papa india
romeo romeo echo echo tango
papa mike kilo november hotel
papa bravo echo tango charlie mike juliett quebec
india sierra india bravo tango sierra india
hotel sierra hotel quebec tango
lima quebec charlie
papa india hotel tango hotel juliett mike golf november sierra delta
charlie mike lima oscar papa papa hotel lima echo echo
oscar echo oscar
kilo mike delta charlie juliett india juliett november
foxtrot quebec lima bravo
romeo bravo november november bravo foxtrot tango sierra sierra
mike november foxtrot november bravo kilo papa india tango india golf charlie
hotel papa bravo sierra delta charlie golf
papa romeo romeo echo sierra foxtrot
india romeo lima bravo
kilo lima hotel bravo alpha
india hotel kilo papa bravo alpha golf foxtrot golf bravo tango
india mike alpha kilo romeo lima juliett alpha romeo sierra golf november
november echo kilo november lima india
alpha sierra romeo romeo juliett oscar charlie juliett india kilo tango
sierra quebec echo golf golf echo foxtrot india
india charlie foxtrot india
juliett tango alpha delta tango bravo foxtrot golf
lima romeo kilo echo papa bravo
india sierra romeo november
quebec november tango sierra echo romeo oscar
oscar kilo golf bravo foxtrot echo quebec
alpha hotel november papa hotel india oscar golf november delta charlie juliett
juliett delta charlie papa delta delta charlie alpha charlie delta
bravo echo lima mike papa juliett oscar
quebec golf delta echo hotel kilo india delta bravo sierra foxtrot
golf bravo quebec india charlie juliett
hotel kilo india romeo echo
foxtrot lima sierra golf juliett golf india
juliett tango bravo kilo oscar golf foxtrot
quebec golf echo november echo echo quebec hotel sierra
romeo oscar quebec mike delta echo charlie bravo golf juliett
alpha papa echo alpha
echo bravo papa
november bravo mike oscar quebec
tango tango papa echo bravo mike november
papa india alpha echo bravo charlie alpha papa
juliett romeo sierra foxtrot india
foxtrot papa lima echo sierra delta papa
sierra charlie delta tango romeo kilo oscar echo
echo echo alpha papa juliett mike oscar romeo romeo india golf lima
hotel lima mike charlie delta alpha delta india juliett november alpha
hotel tango juliett juliett golf lima quebec papa romeo alpha
alpha india mike foxtrot kilo charlie alpha bravo sierra november
tango charlie quebec
sierra sierra echo india romeo papa sierra foxtrot quebec tango foxtrot oscar
kilo golf echo november sierra juliett
golf quebec echo delta alpha papa sierra
hotel romeo delta mike bravo
foxtrot golf juliett delta oscar
lima delta juliett hotel hotel oscar quebec echo mike
alpha papa tango sierra quebec foxtrot quebec
bravo kilo tango alpha sierra echo juliett tango golf
sierra hotel romeo romeo papa sierra
november papa charlie tango foxtrot november hotel quebec november
tango delta quebec mike echo sierra alpha
oscar hotel oscar alpha hotel november november india papa bravo mike echo
india alpha delta quebec charlie november sierra charlie golf november kilo
kilo mike lima bravo romeo tango
papa kilo oscar november
mike bravo november oscar mike juliett alpha papa sierra kilo golf
alpha sierra alpha delta romeo golf charlie
mike golf sierra kilo lima november charlie papa oscar oscar
alpha hotel tango foxtrot november
india mike papa india alpha sierra echo golf quebec golf romeo
tango india charlie india foxtrot sierra juliett foxtrot india
alpha hotel november romeo sierra bravo echo delta
bravo quebec lima foxtrot lima golf papa oscar
november foxtrot quebec tango alpha golf foxtrot papa bravo papa
india mike oscar hotel oscar romeo hotel hotel bravo
papa quebec hotel
quebec foxtrot sierra golf papa mike mike india golf romeo lima
mike tango bravo alpha oscar juliett quebec mike quebec foxtrot bravo charlie
charlie india sierra india lima
charlie quebec tango india
lima foxtrot quebec charlie bravo sierra lima romeo lima
foxtrot romeo mike
foxtrot alpha golf sierra echo hotel india
echo papa oscar india quebec foxtrot papa echo mike
oscar november delta november mike charlie november papa delta oscar november
delta lima tango kilo sierra november
november delta golf hotel romeo lima
quebec echo oscar charlie mike quebec mike
papa golf lima mike tango india foxtrot bravo
kilo bravo foxtrot november golf golf lima oscar charlie
romeo november india lima
golf kilo foxtrot oscar india november oscar bravo charlie alpha sierra juliett
hotel echo golf
bravo mike charlie charlie
golf india foxtrot kilo juliett alpha
kilo juliett india oscar romeo lima echo kilo papa juliett
lima echo foxtrot sierra charlie papa mike lima kilo
tango sierra charlie oscar hotel golf alpha charlie
india golf juliett alpha hotel oscar charlie papa bravo tango oscar
delta lima delta oscar quebec foxtrot charlie romeo alpha
golf foxtrot echo sierra november golf foxtrot bravo kilo tango bravo
delta alpha oscar delta bravo romeo hotel papa oscar lima
november romeo quebec november sierra echo alpha alpha golf papa mike oscar
tango alpha alpha kilo oscar lima delta foxtrot india tango quebec golf
foxtrot golf tango foxtrot kilo lima foxtrot
november alpha bravo foxtrot papa alpha romeo oscar bravo papa tango alpha
alpha alpha quebec lima sierra charlie juliett
delta oscar kilo quebec delta sierra lima hotel
mike echo papa
juliett mike november quebec papa foxtrot sierra
echo echo india mike hotel
tango alpha charlie oscar
quebec sierra hotel delta oscar echo mike november mike lima
echo golf india juliett bravo foxtrot oscar papa golf foxtrot
hotel hotel echo
bravo juliett bravo lima bravo delta kilo juliett delta
bravo romeo mike lima oscar quebec mike hotel hotel quebec alpha
echo foxtrot foxtrot quebec delta hotel
lima mike foxtrot tango quebec bravo
lima echo quebec oscar quebec foxtrot oscar mike india lima
echo juliett tango sierra quebec sierra hotel foxtrot juliett november
juliett sierra bravo romeo hotel bravo
hotel kilo alpha sierra juliett alpha lima lima charlie quebec
lima india tango alpha romeo foxtrot romeo lima foxtrot juliett november
delta sierra quebec charlie bravo golf mike delta sierra
oscar juliett charlie juliett alpha romeo echo papa echo lima romeo
oscar romeo golf
oscar mike foxtrot bravo charlie
mike romeo papa charlie sierra november
alpha tango charlie echo echo bravo lima golf oscar kilo kilo kilo
india hotel tango charlie alpha november tango quebec
november lima juliett november sierra november charlie foxtrot india tango bravo tango
india quebec echo tango charlie echo
papa papa charlie delta papa bravo bravo charlie mike november
kilo mike india bravo quebec delta tango mike
mike echo romeo alpha kilo juliett papa november
golf golf foxtrot
bravo echo golf lima echo foxtrot mike hotel delta
november golf charlie romeo charlie oscar kilo hotel hotel sierra quebec
delta juliett kilo delta papa kilo
sierra papa golf lima sierra juliett november alpha november
sierra november lima romeo juliett juliett quebec
mike lima papa papa papa tango golf oscar papa
alpha kilo kilo
oscar charlie india lima juliett
bravo quebec india delta november echo tango charlie romeo papa golf
november alpha romeo mike india kilo delta
romeo echo hotel juliett oscar quebec foxtrot papa mike kilo sierra november
lima charlie tango quebec quebec lima sierra november alpha oscar echo
romeo bravo tango echo romeo
bravo quebec tango charlie echo lima kilo mike
quebec charlie alpha
sierra golf quebec sierra alpha bravo juliett romeo mike mike
bravo quebec romeo alpha delta
lima kilo oscar lima oscar charlie romeo sierra
oscar romeo alpha echo charlie
papa alpha alpha romeo sierra tango kilo papa romeo juliett delta alpha
hotel kilo oscar juliett echo echo romeo golf india golf foxtrot hotel
hotel romeo lima sierra quebec
oscar tango golf mike delta oscar hotel mike sierra golf
juliett india kilo oscar hotel oscar kilo oscar juliett echo mike hotel
romeo quebec oscar
juliett quebec tango november romeo
oscar alpha papa oscar hotel delta sierra echo golf oscar echo romeo
kilo quebec lima foxtrot kilo juliett kilo sierra delta lima
golf romeo golf bravo oscar lima sierra charlie papa echo bravo charlie
golf papa papa november kilo charlie november kilo alpha bravo delta
bravo hotel papa tango sierra november india kilo quebec bravo
delta quebec oscar hotel quebec delta india quebec
hotel india romeo sierra hotel tango mike mike charlie
papa alpha papa romeo tango delta india
quebec juliett papa sierra bravo
golf foxtrot echo mike romeo
bravo papa kilo romeo romeo
papa hotel alpha november delta november alpha foxtrot hotel quebec golf
november mike kilo delta foxtrot tango bravo delta hotel tango quebec
bravo golf juliett kilo india mike foxtrot bravo india mike papa delta
golf india foxtrot quebec
tango quebec sierra alpha quebec
echo india mike india golf papa charlie
charlie golf bravo sierra echo romeo sierra oscar echo oscar papa papa
delta hotel delta lima oscar
november romeo delta alpha india india november papa papa
juliett sierra mike
charlie bravo kilo papa lima
hotel alpha foxtrot hotel november lima bravo bravo sierra juliett alpha
foxtrot bravo papa charlie sierra romeo juliett foxtrot lima mike
mike oscar romeo india lima juliett november sierra sierra india
sierra alpha november romeo foxtrot kilo
delta hotel charlie foxtrot romeo
bravo foxtrot india delta papa
foxtrot sierra oscar charlie
juliett lima romeo lima
golf sierra kilo tango november delta papa bravo lima tango
golf echo tango papa romeo hotel romeo tango echo
hotel november delta tango hotel india foxtrot charlie delta kilo sierra
sierra lima kilo india hotel foxtrot delta juliett sierra oscar juliett mike
bravo india golf foxtrot papa romeo
oscar romeo bravo november hotel quebec
tango alpha echo kilo papa golf hotel oscar delta papa
bravo kilo papa mike
mike oscar november hotel kilo delta golf hotel romeo romeo
delta foxtrot papa alpha papa golf oscar foxtrot
papa echo foxtrot papa charlie delta india mike
alpha kilo papa hotel bravo
november tango bravo charlie alpha hotel november sierra romeo romeo delta india
delta charlie india india tango kilo romeo oscar mike kilo november bravo
tango papa charlie golf oscar charlie
papa november mike oscar mike delta echo juliett papa
bravo bravo delta lima charlie echo november sierra tango
golf foxtrot papa tango november charlie alpha golf mike
november echo hotel bravo juliett india delta papa
delta foxtrot charlie tango delta romeo golf kilo
bravo tango delta mike alpha alpha
quebec papa romeo papa sierra echo tango mike
kilo papa hotel delta foxtrot
lima papa oscar tango golf
india delta echo bravo alpha juliett tango delta romeo
romeo oscar golf juliett bravo quebec charlie foxtrot oscar november hotel november
alpha bravo papa kilo india quebec hotel oscar
echo mike foxtrot delta delta delta papa papa delta juliett echo papa
mike quebec charlie bravo juliett sierra sierra tango tango
oscar alpha november bravo foxtrot quebec charlie hotel
mike papa hotel hotel foxtrot juliett bravo november bravo papa hotel
lima alpha india oscar oscar
oscar romeo charlie foxtrot sierra quebec alpha juliett delta quebec alpha oscar
alpha oscar alpha romeo sierra papa alpha quebec oscar
oscar echo juliett golf romeo alpha
kilo delta echo
hotel kilo alpha alpha quebec juliett romeo papa
echo india golf
november foxtrot charlie echo oscar
india hotel november tango india
golf golf tango
charlie bravo lima hotel alpha november
sierra echo lima tango
bravo tango papa november
kilo sierra quebec bravo
charlie november hotel hotel
lima oscar romeo papa foxtrot quebec hotel bravo lima foxtrot november mike
alpha mike lima oscar mike oscar romeo
kilo oscar delta tango india
delta november tango
hotel quebec sierra november quebec november hotel echo
delta india hotel echo foxtrot alpha
romeo sierra lima
echo papa kilo
bravo india golf hotel golf golf tango charlie
bravo tango charlie papa november golf charlie sierra echo alpha papa romeo
november foxtrot golf golf tango charlie india november bravo papa hotel alpha
november juliett india juliett romeo juliett
india delta sierra india hotel papa sierra
oscar alpha golf romeo romeo
alpha oscar oscar golf bravo foxtrot alpha
tango papa hotel echo charlie
romeo oscar foxtrot bravo echo
romeo india kilo mike juliett hotel india kilo
juliett oscar juliett romeo
lima delta oscar quebec juliett kilo hotel tango romeo charlie foxtrot
november juliett romeo
kilo kilo foxtrot mike mike november delta
hotel echo november papa delta
sierra delta india
sierra quebec sierra charlie bravo sierra echo romeo
juliett golf delta echo papa alpha
charlie foxtrot echo quebec charlie november echo sierra papa
alpha bravo quebec oscar alpha mike papa
charlie charlie hotel november hotel hotel quebec bravo oscar mike november
charlie romeo romeo india kilo papa charlie india charlie echo delta juliett
tango charlie golf
foxtrot india bravo quebec foxtrot quebec sierra bravo delta
kilo papa foxtrot lima
echo charlie echo quebec echo oscar tango kilo mike india
sierra quebec india sierra quebec romeo tango oscar
foxtrot charlie bravo oscar juliett juliett foxtrot papa sierra papa echo golf
golf hotel mike juliett tango quebec foxtrot tango
india lima juliett quebec kilo lima tango tango echo sierra
juliett echo papa sierra golf india
kilo juliett echo november juliett juliett alpha kilo quebec papa
november oscar quebec romeo foxtrot quebec papa echo mike november delta charlie
quebec lima juliett golf romeo delta tango november
delta papa hotel romeo india mike golf alpha november india
golf lima bravo romeo hotel echo golf romeo
lima quebec november oscar india oscar delta echo mike tango oscar
lima delta sierra bravo november quebec golf lima
tango juliett juliett juliett tango mike golf juliett echo tango delta sierra
papa bravo lima hotel
quebec alpha juliett kilo india hotel mike lima echo lima kilo oscar
alpha foxtrot alpha oscar mike charlie
oscar golf golf foxtrot echo romeo golf romeo delta
juliett charlie mike india sierra delta
charlie juliett juliett quebec
mike alpha kilo kilo romeo quebec hotel echo
kilo mike sierra quebec charlie lima oscar charlie echo mike tango
november alpha juliett papa echo echo
alpha romeo delta india romeo hotel november alpha lima
november papa november tango oscar echo kilo quebec india
kilo kilo papa kilo delta
charlie lima juliett alpha lima juliett november
foxtrot golf tango golf india echo foxtrot romeo
india romeo india foxtrot
alpha papa india juliett india golf papa charlie india juliett alpha lima
bravo sierra golf lima lima alpha november bravo juliett lima
hotel kilo tango india
bravo echo bravo lima mike juliett india mike papa
delta sierra romeo
alpha india quebec delta foxtrot papa delta
juliett hotel tango tango echo romeo romeo golf quebec india
november charlie romeo alpha juliett
tango romeo india oscar
romeo alpha echo kilo bravo mike papa november bravo foxtrot alpha
romeo oscar india echo bravo bravo november hotel
romeo delta november kilo mike hotel golf juliett golf
india golf oscar
tango tango papa alpha juliett november kilo
hotel golf delta alpha kilo foxtrot mike
kilo hotel charlie november papa papa quebec juliett
lima golf charlie india delta romeo quebec mike papa tango sierra lima
quebec lima november bravo november bravo
charlie india golf juliett delta november quebec charlie
mike lima mike tango juliett delta juliett sierra
india romeo lima oscar charlie kilo bravo oscar charlie charlie bravo sierra
echo mike india romeo romeo romeo juliett quebec
golf delta papa echo india
sierra charlie alpha oscar foxtrot india papa golf alpha oscar
kilo juliett hotel bravo bravo lima bravo tango india
foxtrot lima bravo
kilo golf charlie
oscar tango tango india
quebec mike juliett delta charlie
delta papa kilo juliett charlie tango romeo kilo romeo sierra
hotel tango november mike sierra oscar lima
papa golf tango golf foxtrot juliett
india juliett kilo bravo
juliett mike hotel quebec bravo tango november charlie
november oscar bravo charlie kilo
bravo echo echo alpha tango alpha sierra echo hotel echo tango
alpha delta papa
papa mike india oscar kilo kilo
delta quebec oscar hotel sierra romeo quebec juliett
hotel romeo echo
kilo kilo quebec lima alpha november november mike
kilo kilo india hotel november sierra
kilo bravo quebec mike golf india echo mike bravo sierra alpha echo
november sierra golf delta sierra mike sierra charlie delta
mike alpha sierra quebec bravo papa delta oscar mike echo
delta tango hotel lima
juliett charlie juliett kilo india delta echo papa echo quebec lima alpha
bravo papa hotel bravo
hotel hotel quebec papa juliett echo romeo kilo romeo lima
hotel romeo hotel india
foxtrot sierra papa foxtrot oscar tango sierra quebec
foxtrot juliett quebec india kilo delta november romeo hotel romeo india india
foxtrot hotel delta bravo foxtrot tango alpha romeo kilo november kilo india
quebec golf echo papa november foxtrot foxtrot sierra charlie echo juliett
romeo papa sierra kilo november papa sierra juliett bravo kilo charlie
golf hotel foxtrot papa tango papa
alpha quebec papa echo alpha golf bravo papa tango oscar romeo
alpha charlie golf bravo delta foxtrot quebec bravo lima bravo echo hotel
charlie juliett november tango hotel quebec oscar romeo foxtrot tango
juliett foxtrot juliett romeo bravo lima echo foxtrot juliett
bravo echo kilo mike
alpha hotel juliett hotel foxtrot oscar sierra foxtrot romeo oscar tango
india echo november golf bravo romeo india hotel alpha november foxtrot
bravo echo quebec
november tango mike juliett tango kilo romeo oscar lima quebec foxtrot
romeo lima mike foxtrot golf romeo quebec bravo
papa november kilo india
india bravo hotel hotel india tango
papa foxtrot papa romeo bravo bravo alpha foxtrot delta oscar bravo
alpha lima juliett mike charlie
lima charlie hotel november november november mike oscar papa romeo india foxtrot
bravo golf delta
mike foxtrot foxtrot romeo oscar kilo mike hotel oscar hotel
hotel tango lima mike juliett november foxtrot quebec foxtrot
delta november delta echo quebec oscar tango mike
oscar papa hotel kilo foxtrot lima india quebec bravo kilo foxtrot
india romeo quebec alpha juliett charlie quebec delta india alpha
kilo foxtrot golf foxtrot hotel delta tango
delta juliett alpha papa romeo bravo november november tango oscar charlie
sierra alpha hotel quebec november charlie charlie echo india echo oscar echo
lima romeo romeo juliett lima papa delta bravo
delta november bravo
romeo golf bravo hotel golf papa india oscar bravo mike hotel
echo hotel tango lima lima juliett kilo tango kilo sierra delta bravo
india echo tango foxtrot
quebec bravo tango charlie delta echo juliett alpha
bravo foxtrot papa echo mike india juliett sierra hotel charlie
delta tango golf india echo quebec
foxtrot tango papa quebec lima
quebec quebec quebec hotel
papa quebec papa
mike tango kilo lima oscar romeo tango oscar bravo romeo delta november
tango mike charlie
mike charlie echo oscar mike juliett papa tango alpha lima
golf hotel quebec lima delta romeo golf tango tango
november alpha sierra romeo mike lima romeo romeo oscar hotel sierra
delta foxtrot oscar charlie golf delta alpha oscar lima
alpha tango delta quebec bravo india juliett hotel papa quebec november alpha
oscar sierra hotel mike papa november romeo alpha oscar papa india
november quebec quebec juliett hotel quebec foxtrot alpha oscar
charlie golf sierra sierra kilo
charlie quebec lima foxtrot quebec
mike sierra hotel romeo sierra papa tango oscar oscar
quebec mike tango oscar alpha golf tango romeo papa quebec bravo
hotel romeo sierra india bravo golf echo sierra quebec
alpha sierra foxtrot november tango kilo
echo alpha tango kilo mike juliett echo
golf alpha hotel alpha kilo charlie sierra november sierra sierra quebec lima
oscar lima mike alpha india juliett india
romeo india alpha mike mike
echo juliett hotel
foxtrot charlie alpha delta hotel mike charlie romeo november alpha juliett hotel
romeo alpha kilo tango oscar charlie alpha
charlie golf delta charlie romeo foxtrot quebec delta romeo foxtrot
india alpha oscar charlie tango golf india
echo bravo delta november juliett foxtrot echo alpha mike
lima charlie alpha echo romeo
papa juliett foxtrot delta
delta lima delta november foxtrot
sierra foxtrot mike india india lima november echo november
golf papa india quebec quebec mike india india mike sierra mike
oscar delta kilo
mike alpha romeo bravo bravo juliett oscar
mike bravo delta golf oscar
bravo tango romeo hotel mike mike foxtrot bravo alpha quebec
delta quebec echo foxtrot romeo
juliett mike hotel
charlie kilo november papa golf quebec alpha alpha alpha lima
juliett india papa quebec echo india alpha sierra quebec juliett
mike tango india
november tango lima charlie echo
oscar india kilo november kilo quebec echo tango
golf sierra charlie papa
oscar hotel quebec sierra november mike charlie
tango juliett papa charlie india charlie sierra oscar charlie hotel
oscar india bravo foxtrot charlie
charlie india hotel hotel bravo charlie delta hotel golf mike tango alpha
golf foxtrot foxtrot foxtrot bravo lima
alpha mike november delta charlie sierra echo tango golf
quebec romeo hotel foxtrot hotel mike quebec quebec foxtrot papa
juliett foxtrot kilo alpha quebec
bravo quebec kilo delta mike
charlie alpha lima foxtrot
golf juliett alpha sierra india romeo oscar lima golf tango bravo sierra
kilo echo india bravo kilo papa alpha tango delta alpha hotel tango
papa oscar lima romeo delta
hotel hotel bravo charlie hotel
lima bravo sierra mike
alpha charlie alpha kilo bravo kilo oscar
sierra papa bravo romeo kilo tango lima kilo juliett bravo tango tango
quebec kilo foxtrot lima foxtrot delta sierra quebec foxtrot november
bravo quebec november romeo lima kilo quebec november delta
golf papa india kilo juliett papa
juliett hotel papa india
november delta juliett lima charlie quebec mike
papa sierra lima foxtrot bravo kilo alpha mike papa echo
hotel tango alpha charlie mike alpha lima delta india kilo delta romeo
charlie hotel papa foxtrot charlie hotel mike echo
papa india delta sierra delta charlie hotel lima tango foxtrot kilo golf
hotel hotel hotel hotel
quebec charlie india november
kilo foxtrot kilo mike
november romeo mike hotel quebec foxtrot sierra quebec mike mike sierra
sierra lima golf hotel foxtrot alpha romeo lima papa
india kilo india alpha bravo
alpha echo hotel quebec oscar
mike oscar foxtrot echo delta charlie hotel hotel golf alpha november
quebec bravo golf hotel kilo romeo hotel
papa delta oscar mike alpha
foxtrot juliett india quebec echo hotel foxtrot foxtrot
quebec foxtrot oscar hotel romeo lima hotel delta
kilo golf bravo quebec mike lima delta romeo kilo quebec juliett november
echo quebec juliett echo foxtrot hotel juliett alpha kilo kilo papa bravo
bravo bravo mike mike
quebec foxtrot alpha foxtrot papa bravo alpha kilo hotel mike quebec echo
juliett november oscar hotel lima sierra quebec
alpha delta alpha golf india sierra kilo delta tango kilo quebec
bravo hotel papa kilo
delta hotel romeo
sierra tango oscar
india bravo delta quebec foxtrot november sierra charlie lima
juliett quebec quebec echo
juliett mike delta bravo romeo echo hotel romeo november kilo echo romeo
romeo november india alpha
delta romeo romeo papa
india oscar tango
golf november juliett quebec quebec kilo india
india kilo tango charlie
echo echo mike charlie
november kilo kilo
november alpha tango india juliett mike lima tango
romeo romeo hotel kilo tango romeo golf echo
tango alpha kilo echo
kilo foxtrot charlie sierra mike kilo sierra
kilo tango november alpha sierra oscar romeo sierra kilo
hotel echo golf india november lima sierra romeo charlie romeo foxtrot sierra
india alpha kilo golf quebec mike mike hotel papa juliett
romeo mike oscar charlie delta romeo echo alpha india hotel golf
charlie charlie hotel november
india november romeo india lima november india tango echo kilo sierra kilo
mike sierra mike hotel
sierra charlie quebec quebec
oscar golf quebec oscar golf india bravo hotel quebec romeo mike bravo
sierra hotel delta lima golf november hotel
echo delta quebec alpha tango mike mike tango kilo sierra
juliett tango quebec alpha delta papa romeo mike
lima foxtrot juliett
delta india quebec juliett lima sierra bravo lima hotel bravo foxtrot
charlie alpha foxtrot hotel foxtrot foxtrot lima
november juliett echo
foxtrot kilo oscar november
lima bravo mike hotel foxtrot quebec alpha lima november november
romeo quebec juliett alpha oscar
charlie romeo alpha lima mike romeo romeo foxtrot alpha oscar mike
quebec lima quebec oscar november echo charlie echo papa foxtrot romeo lima
kilo quebec sierra golf lima
mike tango kilo november romeo
charlie bravo alpha india hotel mike oscar romeo kilo lima
golf foxtrot oscar
sierra romeo kilo lima tango charlie sierra alpha kilo tango hotel
kilo alpha india india lima lima bravo juliett lima lima
november foxtrot romeo hotel bravo alpha
charlie alpha alpha juliett
november charlie quebec india
tango bravo oscar papa juliett romeo kilo oscar
delta india quebec alpha echo
india charlie sierra bravo bravo november quebec kilo echo
echo romeo kilo juliett delta
lima papa hotel sierra alpha kilo romeo india lima papa
delta alpha foxtrot charlie
quebec november foxtrot lima
tango juliett sierra juliett hotel juliett hotel kilo lima mike foxtrot
mike tango tango oscar alpha alpha charlie november quebec papa november
echo echo hotel golf golf lima
quebec juliett papa golf mike
foxtrot oscar lima echo delta november alpha
golf sierra quebec alpha november bravo charlie
hotel sierra mike mike hotel delta hotel foxtrot romeo charlie oscar
juliett echo bravo quebec juliett papa
bravo oscar charlie november
hotel romeo quebec kilo romeo juliett
bravo november lima mike quebec alpha
foxtrot sierra echo golf sierra
alpha alpha india
hotel romeo kilo kilo hotel mike echo alpha
delta tango echo
hotel lima echo foxtrot bravo bravo mike november
juliett juliett oscar alpha charlie charlie lima india papa kilo november
charlie quebec tango juliett
kilo delta oscar foxtrot romeo alpha alpha
juliett oscar tango
mike mike november
golf india quebec oscar november
alpha juliett kilo mike mike tango lima juliett juliett oscar india romeo
sierra bravo kilo quebec delta foxtrot juliett delta golf papa kilo charlie
golf india tango
tango charlie quebec golf sierra kilo
echo alpha echo hotel romeo india lima papa charlie bravo foxtrot
foxtrot foxtrot charlie alpha oscar quebec sierra lima delta golf
india india sierra romeo
delta november kilo hotel quebec
oscar mike oscar
quebec tango romeo delta juliett india foxtrot kilo tango kilo oscar
golf mike romeo foxtrot hotel sierra lima tango juliett
echo golf delta golf oscar echo india oscar november quebec papa kilo
india india delta romeo lima mike india
romeo romeo hotel hotel charlie hotel
charlie oscar lima papa bravo kilo foxtrot
oscar mike oscar lima
juliett papa mike juliett echo
foxtrot bravo bravo bravo
india sierra kilo
foxtrot foxtrot lima quebec mike
november india charlie india hotel delta echo kilo lima romeo mike
hotel quebec bravo
hotel delta delta juliett
lima delta golf hotel india bravo echo hotel delta quebec golf hotel
juliett golf lima foxtrot
november alpha mike charlie
hotel kilo tango sierra tango hotel golf charlie
charlie charlie lima mike papa bravo hotel golf charlie
mike romeo charlie mike kilo
mike echo echo papa quebec bravo golf romeo alpha tango mike india
papa alpha juliett november mike charlie foxtrot echo alpha mike golf papa
echo charlie november romeo romeo oscar delta charlie foxtrot kilo sierra
sierra foxtrot quebec romeo delta delta foxtrot mike juliett charlie hotel november
kilo india papa oscar lima echo bravo india juliett november juliett
sierra november romeo mike golf hotel india
india foxtrot bravo november hotel lima quebec november hotel alpha hotel
sierra charlie kilo kilo
alpha alpha foxtrot india kilo india tango quebec romeo oscar lima
delta bravo foxtrot juliett oscar lima
india lima lima tango alpha juliett romeo
sierra romeo echo oscar
tango india foxtrot romeo echo tango bravo charlie
mike juliett juliett kilo juliett
quebec alpha sierra golf alpha charlie foxtrot alpha mike bravo india
tango echo sierra delta papa alpha romeo bravo sierra mike quebec lima
romeo sierra november hotel romeo quebec quebec kilo oscar juliett romeo
echo romeo tango bravo juliett papa hotel foxtrot
bravo lima echo november papa quebec foxtrot kilo bravo
kilo charlie mike echo sierra
november romeo india juliett foxtrot juliett mike delta
india juliett oscar oscar quebec delta november echo november mike hotel november
india papa romeo bravo bravo papa golf alpha delta foxtrot golf echo
romeo echo lima alpha bravo lima charlie sierra romeo
sierra oscar sierra india foxtrot charlie hotel
foxtrot lima november tango
mike india juliett golf sierra bravo juliett alpha alpha quebec
alpha oscar papa echo oscar romeo echo juliett november echo juliett
mike echo mike golf delta kilo
quebec foxtrot charlie delta lima bravo lima charlie mike lima delta quebec
sierra foxtrot mike quebec romeo juliett november foxtrot papa echo quebec
india sierra foxtrot delta hotel echo alpha
juliett november tango bravo foxtrot bravo bravo tango echo lima
india kilo romeo sierra oscar bravo golf foxtrot tango romeo
golf sierra delta lima golf
kilo quebec papa golf oscar papa
bravo foxtrot mike hotel india charlie bravo november oscar delta bravo delta
kilo mike india quebec bravo sierra delta india delta hotel
alpha foxtrot foxtrot delta foxtrot hotel romeo tango delta oscar bravo
hotel kilo juliett tango
romeo bravo foxtrot delta papa hotel
sierra sierra lima lima golf romeo delta echo sierra
echo alpha echo golf juliett oscar sierra november papa
alpha papa romeo india delta november alpha charlie romeo charlie mike charlie
foxtrot echo delta oscar echo foxtrot mike
foxtrot quebec papa papa kilo
kilo delta charlie foxtrot sierra alpha india
bravo sierra delta romeo hotel oscar hotel sierra quebec charlie
bravo hotel india india charlie delta
bravo bravo charlie delta quebec alpha romeo foxtrot delta bravo echo delta
juliett alpha bravo
delta mike foxtrot foxtrot echo romeo charlie quebec
india echo delta tango juliett kilo
oscar juliett echo
november mike charlie sierra golf bravo
juliett quebec kilo oscar juliett echo delta
alpha juliett sierra delta romeo charlie india romeo kilo foxtrot romeo
papa papa kilo sierra kilo november
oscar bravo tango tango
lima golf echo juliett bravo mike alpha
echo juliett papa quebec alpha romeo quebec bravo kilo
charlie kilo alpha delta
alpha alpha lima foxtrot delta november delta romeo kilo romeo quebec
sierra mike tango sierra juliett kilo juliett sierra november
oscar papa kilo hotel romeo kilo papa charlie hotel lima oscar
echo bravo echo alpha golf tango
oscar quebec kilo alpha foxtrot lima kilo
lima november bravo november golf november november oscar mike
sierra hotel charlie
mike november sierra
juliett hotel charlie golf echo quebec sierra alpha delta tango
quebec alpha mike quebec kilo kilo papa
echo bravo tango echo sierra hotel november mike alpha alpha tango kilo
golf quebec india tango echo
oscar juliett tango juliett oscar echo foxtrot juliett
mike romeo romeo hotel hotel alpha quebec oscar juliett sierra juliett foxtrot
bravo quebec sierra papa kilo romeo hotel alpha alpha mike sierra
oscar november sierra echo
oscar alpha india charlie hotel juliett india hotel quebec bravo delta
hotel lima sierra golf juliett kilo hotel november
juliett alpha romeo sierra golf golf papa oscar
sierra foxtrot romeo echo november bravo november juliett
mike romeo november november charlie echo
lima lima oscar papa foxtrot mike
kilo india golf delta juliett hotel mike sierra india
golf papa kilo juliett papa hotel golf bravo kilo mike sierra
hotel papa golf bravo foxtrot sierra echo lima
hotel echo november india bravo hotel charlie alpha
foxtrot lima lima hotel hotel sierra kilo juliett echo echo
echo golf papa oscar sierra golf mike alpha charlie
delta sierra november bravo golf hotel papa
foxtrot quebec juliett lima oscar foxtrot tango hotel hotel charlie
hotel bravo golf charlie echo tango lima foxtrot
kilo tango hotel lima india delta lima
alpha oscar juliett charlie quebec juliett delta
golf echo tango alpha papa bravo
delta hotel kilo quebec echo delta echo papa bravo november november hotel
hotel echo mike romeo sierra delta
india papa kilo delta romeo
charlie alpha echo foxtrot bravo charlie lima romeo bravo
juliett alpha quebec hotel oscar november bravo india alpha
charlie papa mike november romeo lima tango alpha november
quebec echo oscar bravo sierra bravo india lima romeo mike
papa romeo papa juliett juliett bravo charlie juliett mike
quebec quebec quebec bravo tango oscar hotel hotel mike lima
oscar lima kilo oscar lima tango tango
juliett delta hotel delta lima india india mike
papa india juliett oscar golf oscar
india delta tango golf juliett foxtrot kilo foxtrot tango
bravo mike lima echo lima juliett papa
lima tango mike foxtrot quebec
papa juliett foxtrot juliett
lima alpha bravo alpha kilo hotel quebec foxtrot juliett golf sierra lima
bravo bravo india papa foxtrot oscar juliett juliett foxtrot
charlie alpha papa
quebec alpha mike foxtrot quebec
quebec golf delta alpha
sierra november golf
delta echo quebec mike papa hotel lima oscar romeo
alpha tango sierra alpha romeo echo hotel mike
foxtrot kilo lima charlie kilo romeo quebec india india tango tango
echo charlie alpha papa mike sierra
bravo alpha oscar sierra papa delta sierra
alpha alpha foxtrot delta echo alpha bravo tango lima echo sierra
india sierra delta quebec
tango romeo echo golf juliett sierra alpha delta
hotel tango golf oscar romeo hotel delta bravo foxtrot charlie alpha
juliett tango foxtrot alpha tango sierra sierra tango juliett
alpha india foxtrot echo
sierra alpha alpha echo tango mike lima
papa lima charlie quebec echo lima mike juliett
lima romeo sierra alpha foxtrot quebec
india tango papa alpha november sierra india sierra oscar lima quebec hotel
bravo bravo india oscar
india romeo india india quebec quebec papa india foxtrot kilo
juliett echo alpha quebec lima india
tango mike papa oscar charlie tango mike tango quebec india bravo november
november bravo kilo hotel bravo
india november bravo sierra echo november romeo papa sierra november quebec sierra
mike tango india foxtrot juliett
papa mike echo
papa alpha mike sierra papa golf delta sierra alpha
kilo oscar tango hotel romeo hotel quebec
juliett lima echo tango hotel papa november
foxtrot india romeo quebec quebec india india mike
bravo hotel papa hotel lima quebec mike foxtrot
november oscar echo bravo november charlie
echo juliett india papa hotel
sierra echo mike mike delta
delta kilo oscar papa juliett
juliett sierra tango papa india echo india november tango
november oscar foxtrot hotel
echo mike juliett romeo juliett romeo papa
india india sierra alpha sierra
sierra november hotel tango hotel november quebec
papa tango mike delta delta golf tango hotel
echo bravo bravo mike lima foxtrot oscar delta alpha
india juliett sierra delta alpha november kilo echo foxtrot november
quebec quebec papa alpha delta tango bravo
charlie mike alpha foxtrot romeo quebec india foxtrot kilo foxtrot golf
oscar quebec golf romeo quebec echo papa november november golf
romeo charlie delta lima quebec oscar bravo delta oscar echo foxtrot kilo
india bravo mike quebec echo juliett
echo lima tango kilo papa
quebec quebec alpha mike kilo alpha romeo romeo quebec
hotel delta juliett quebec quebec quebec
alpha quebec echo charlie juliett foxtrot romeo mike papa sierra
bravo tango romeo juliett lima mike juliett papa bravo india india kilo
mike golf mike papa alpha november alpha
golf quebec november india golf sierra kilo papa foxtrot quebec lima
papa echo india bravo echo lima lima delta juliett sierra papa
delta papa delta lima sierra
oscar romeo golf kilo tango tango delta golf mike quebec
hotel quebec quebec november mike oscar papa oscar hotel quebec india
charlie bravo sierra
quebec quebec hotel bravo quebec
juliett golf romeo delta bravo sierra
foxtrot oscar november mike charlie mike
quebec kilo papa alpha mike
hotel juliett golf tango hotel romeo romeo charlie november charlie kilo papa
november bravo quebec lima
delta juliett bravo charlie delta india lima lima oscar echo
golf papa delta papa november golf oscar papa
alpha romeo hotel quebec papa lima hotel quebec
hotel tango november kilo bravo bravo
quebec foxtrot oscar november alpha mike
alpha foxtrot echo echo romeo tango quebec november alpha sierra romeo bravo
romeo india india kilo
sierra lima november oscar sierra delta november romeo kilo quebec golf
foxtrot hotel mike lima
juliett kilo lima india lima alpha mike india hotel november
quebec tango alpha juliett alpha november india mike mike november
romeo quebec papa tango kilo lima golf papa
india kilo hotel tango oscar mike alpha quebec echo
foxtrot november bravo echo alpha hotel mike india
echo mike papa november mike hotel mike quebec sierra november
papa tango golf oscar papa foxtrot oscar romeo kilo foxtrot lima
tango alpha foxtrot kilo bravo juliett
tango november mike
mike charlie echo papa papa foxtrot sierra papa
charlie charlie bravo juliett romeo hotel india echo india echo
tango mike juliett
juliett sierra lima kilo juliett lima november echo delta tango sierra golf
oscar oscar lima alpha hotel india india tango oscar mike juliett
charlie oscar romeo golf quebec mike delta november
lima golf lima lima charlie alpha charlie
golf juliett november golf quebec charlie hotel romeo golf oscar juliett oscar
juliett alpha india hotel oscar hotel delta
lima oscar foxtrot golf romeo delta november delta alpha
bravo hotel quebec hotel delta lima echo sierra echo
india quebec sierra charlie delta delta golf
juliett oscar november lima foxtrot quebec
bravo oscar bravo november romeo november
alpha india charlie romeo foxtrot lima tango bravo charlie charlie
romeo mike hotel bravo delta lima juliett foxtrot golf charlie papa
bravo hotel kilo bravo papa juliett delta golf
foxtrot bravo oscar charlie
papa alpha charlie
sierra alpha charlie alpha lima hotel echo alpha charlie papa
kilo quebec foxtrot echo hotel charlie romeo kilo bravo echo hotel hotel
kilo sierra papa quebec quebec india
sierra delta oscar delta papa oscar kilo hotel
mike sierra charlie alpha echo juliett kilo november
lima quebec mike foxtrot golf november alpha oscar sierra kilo charlie
oscar foxtrot bravo oscar
charlie oscar sierra foxtrot golf golf
tango golf bravo hotel quebec
echo india foxtrot bravo papa
alpha hotel delta quebec golf charlie sierra delta
mike bravo delta sierra sierra bravo tango
kilo golf tango sierra november sierra golf quebec romeo november
charlie hotel india kilo delta papa romeo sierra hotel
delta bravo papa papa quebec delta juliett india charlie
sierra tango charlie charlie kilo
november romeo juliett papa bravo juliett
tango foxtrot golf quebec
mike tango india tango india tango echo papa
tango juliett juliett lima kilo juliett delta kilo lima kilo
delta bravo tango oscar papa hotel papa golf delta
foxtrot golf tango alpha lima sierra echo echo
sierra echo foxtrot papa oscar delta juliett alpha hotel papa charlie papa
bravo hotel november mike bravo
bravo romeo india hotel romeo hotel
mike bravo kilo oscar lima lima charlie
november echo golf oscar india india charlie quebec lima papa
golf lima bravo alpha quebec charlie juliett oscar
november juliett sierra
delta tango quebec charlie kilo india mike
oscar kilo quebec
kilo papa foxtrot juliett
delta bravo foxtrot foxtrot oscar papa india echo tango
foxtrot papa india delta
mike november romeo charlie hotel
foxtrot papa charlie oscar echo golf november november quebec romeo
mike romeo romeo lima
echo echo romeo alpha quebec
romeo papa november tango november romeo papa oscar
charlie kilo hotel charlie charlie golf echo charlie golf echo hotel papa
sierra alpha bravo papa echo kilo charlie delta india charlie oscar
lima echo sierra bravo charlie romeo foxtrot
oscar oscar foxtrot romeo foxtrot india sierra
delta juliett mike golf tango oscar juliett quebec sierra
alpha oscar tango delta quebec oscar november bravo bravo quebec quebec lima
november lima tango
juliett mike charlie quebec echo delta golf mike golf juliett
lima tango hotel
november oscar alpha november tango november golf alpha sierra india
papa kilo alpha oscar alpha foxtrot
lima mike delta india tango lima foxtrot romeo golf alpha
oscar golf hotel oscar juliett oscar india echo mike mike november
kilo bravo juliett golf sierra bravo tango romeo lima quebec oscar
delta charlie echo charlie papa oscar quebec juliett
kilo papa juliett juliett hotel romeo
charlie papa quebec charlie mike juliett
golf papa juliett tango golf papa golf papa kilo
delta november tango india romeo romeo kilo sierra hotel oscar sierra
golf lima tango oscar romeo romeo sierra bravo
tango romeo november delta lima
hotel tango papa foxtrot tango alpha lima sierra mike oscar
kilo mike delta mike india lima bravo papa
golf kilo kilo kilo mike quebec charlie
november india hotel romeo quebec echo oscar
tango echo juliett charlie quebec kilo
quebec alpha echo kilo november mike charlie delta alpha romeo echo november
hotel bravo india oscar oscar india hotel
kilo sierra oscar echo
november foxtrot echo
november delta delta charlie delta
sierra sierra papa echo golf quebec mike sierra
bravo bravo hotel echo foxtrot november juliett india bravo alpha
delta kilo lima mike juliett foxtrot november charlie alpha india sierra sierra
india kilo golf sierra delta romeo sierra golf sierra hotel echo juliett
quebec november sierra november alpha bravo oscar
lima alpha echo alpha sierra sierra juliett quebec romeo charlie quebec bravo
papa kilo india lima juliett oscar echo sierra lima
alpha hotel foxtrot mike golf oscar november hotel november oscar delta
quebec papa juliett quebec bravo papa bravo
delta kilo lima charlie
mike echo romeo
papa lima tango
tango foxtrot charlie tango bravo
golf bravo juliett sierra bravo mike hotel sierra kilo
delta golf delta oscar tango romeo sierra oscar kilo
lima golf sierra papa
charlie papa mike
charlie echo kilo tango mike hotel lima kilo mike charlie
lima tango charlie romeo mike bravo quebec foxtrot juliett lima echo
juliett delta golf november
foxtrot golf papa papa kilo kilo mike november hotel romeo
echo sierra delta quebec lima oscar echo quebec alpha hotel
india delta golf papa papa quebec papa india golf sierra
charlie hotel oscar hotel foxtrot delta
bravo mike hotel sierra tango november oscar
bravo november foxtrot delta papa romeo papa sierra
charlie mike sierra quebec foxtrot foxtrot hotel kilo foxtrot kilo bravo
foxtrot tango tango november kilo india
lima kilo tango lima delta india lima alpha echo oscar india romeo
alpha foxtrot lima echo juliett oscar hotel hotel oscar sierra oscar
delta tango hotel tango lima quebec alpha
bravo quebec bravo echo quebec delta charlie
kilo juliett lima juliett quebec charlie sierra tango tango sierra
mike kilo papa bravo
lima juliett november november foxtrot hotel kilo bravo foxtrot
lima quebec lima delta papa papa foxtrot november golf juliett
papa papa lima papa lima kilo
alpha india quebec romeo alpha bravo foxtrot
charlie india echo alpha
juliett juliett echo india
hotel kilo mike lima india india papa bravo papa hotel oscar delta
delta papa charlie foxtrot quebec tango
papa echo november oscar oscar bravo romeo tango romeo oscar papa
papa golf charlie juliett
sierra bravo sierra quebec november bravo romeo
india sierra tango november november
bravo romeo hotel echo mike bravo sierra quebec bravo bravo foxtrot romeo
quebec alpha charlie oscar bravo delta delta foxtrot
golf papa juliett tango quebec november echo
india tango papa foxtrot tango sierra alpha golf november
bravo oscar quebec november foxtrot foxtrot sierra alpha charlie alpha tango tango
papa alpha papa mike oscar
golf echo delta
juliett kilo golf lima
delta mike lima oscar golf echo tango sierra bravo kilo
kilo oscar india foxtrot charlie india kilo hotel golf
bravo juliett romeo bravo sierra
hotel tango sierra bravo oscar foxtrot mike bravo delta
foxtrot romeo delta
tango bravo mike kilo bravo delta mike oscar november november
delta foxtrot alpha alpha bravo oscar november mike echo bravo charlie
lima bravo quebec foxtrot hotel foxtrot
foxtrot lima november tango hotel alpha bravo sierra alpha tango golf delta
delta india bravo echo golf
lima echo echo golf juliett oscar november foxtrot lima delta kilo charlie
charlie romeo mike
bravo romeo bravo juliett india india tango
charlie delta papa india november
oscar tango kilo
oscar juliett foxtrot echo india hotel juliett echo november
november mike india
golf kilo kilo november india india mike oscar sierra hotel mike romeo
mike lima foxtrot kilo bravo romeo charlie golf echo delta hotel juliett
november lima oscar
lima romeo kilo juliett echo lima
echo november juliett mike lima golf kilo
alpha foxtrot romeo golf papa mike alpha romeo
hotel foxtrot foxtrot kilo november bravo mike
juliett kilo echo quebec papa papa november quebec golf
quebec lima hotel alpha lima hotel
charlie oscar kilo quebec alpha
bravo quebec alpha bravo papa oscar tango echo
hotel romeo delta lima lima hotel sierra echo
charlie november papa bravo bravo november bravo charlie echo india
oscar papa mike charlie kilo
mike quebec delta charlie bravo charlie romeo golf
november papa tango oscar
hotel quebec hotel papa india alpha
oscar romeo alpha alpha lima foxtrot papa foxtrot golf papa
charlie delta bravo india foxtrot mike echo tango delta charlie foxtrot sierra
mike mike juliett juliett sierra tango
hotel charlie charlie
mike kilo sierra quebec
bravo lima golf bravo golf tango alpha bravo
hotel hotel juliett delta quebec oscar
tango hotel november sierra
papa sierra charlie juliett foxtrot india papa hotel sierra lima juliett echo
tango echo echo juliett romeo mike tango golf papa lima india tango
sierra papa hotel tango bravo tango
sierra juliett delta foxtrot echo sierra juliett juliett quebec sierra alpha
oscar delta alpha bravo oscar kilo
charlie mike bravo echo kilo
echo bravo quebec mike romeo november tango tango charlie
mike lima charlie november november oscar charlie oscar quebec hotel bravo
foxtrot alpha alpha hotel tango golf romeo tango oscar hotel echo bravo
papa alpha india delta juliett oscar charlie hotel
oscar hotel lima lima sierra echo papa hotel romeo quebec tango
oscar oscar alpha juliett lima
india foxtrot november
juliett kilo quebec hotel echo bravo oscar charlie
november hotel golf india kilo mike sierra
romeo india echo alpha delta golf romeo quebec echo lima mike
romeo lima charlie golf india
tango bravo golf sierra charlie oscar sierra bravo tango kilo charlie mike
hotel foxtrot romeo foxtrot foxtrot india november india sierra mike
tango romeo november charlie echo india charlie alpha november juliett
kilo bravo papa mike mike mike november
oscar juliett kilo lima november romeo alpha bravo tango tango sierra tango
echo papa hotel india alpha oscar november romeo
kilo mike delta alpha alpha romeo quebec bravo golf romeo foxtrot
foxtrot juliett hotel alpha foxtrot
romeo bravo romeo tango
kilo romeo romeo delta
papa quebec november hotel
quebec india mike mike mike
echo sierra papa juliett
november tango oscar romeo india romeo
kilo alpha alpha echo romeo bravo tango golf bravo bravo
tango golf tango kilo bravo juliett india papa bravo golf
papa quebec delta oscar sierra kilo kilo papa india
delta juliett oscar
oscar foxtrot papa delta
mike juliett kilo
charlie november quebec
kilo foxtrot quebec november delta hotel charlie lima
india echo sierra
tango lima tango hotel bravo echo oscar hotel tango romeo charlie
kilo quebec india golf echo delta mike
kilo quebec foxtrot bravo hotel mike
mike hotel echo romeo kilo quebec
bravo bravo india kilo sierra charlie tango foxtrot oscar
lima delta charlie papa india oscar tango golf tango
sierra golf november charlie alpha charlie juliett
hotel sierra november
charlie november bravo golf bravo lima quebec
bravo romeo charlie foxtrot foxtrot
quebec quebec hotel delta india golf
papa tango oscar papa papa lima golf lima juliett juliett
oscar echo tango alpha charlie quebec
november india romeo india echo romeo oscar
lima delta mike papa delta delta oscar delta
oscar quebec india
oscar kilo india delta charlie
oscar delta juliett kilo echo papa sierra
quebec oscar juliett echo juliett
bravo lima echo alpha mike quebec quebec alpha bravo
hotel hotel romeo romeo alpha bravo kilo golf
quebec golf kilo charlie romeo india echo golf bravo papa
oscar delta lima juliett quebec
romeo golf golf golf oscar
lima alpha juliett oscar lima delta juliett hotel november juliett bravo
foxtrot alpha bravo kilo kilo
golf papa india charlie quebec hotel oscar india romeo foxtrot romeo
quebec charlie lima foxtrot alpha hotel quebec foxtrot mike delta charlie sierra
kilo lima foxtrot oscar papa
papa lima kilo
romeo foxtrot oscar bravo november juliett echo mike
charlie romeo oscar hotel
sierra alpha papa bravo hotel papa oscar
hotel charlie juliett charlie papa alpha
lima kilo hotel lima hotel papa
echo mike sierra
oscar india november quebec oscar delta mike delta bravo november november
quebec charlie delta hotel
bravo golf juliett echo
golf mike delta quebec papa november echo juliett
quebec romeo charlie
foxtrot sierra mike india lima hotel foxtrot charlie hotel sierra mike
golf tango delta alpha charlie
delta golf mike november lima tango november lima november papa
quebec foxtrot juliett tango india
charlie oscar hotel foxtrot charlie kilo golf november kilo
golf romeo delta delta lima juliett romeo papa romeo quebec
foxtrot kilo alpha sierra quebec hotel charlie echo tango
oscar charlie delta juliett november charlie oscar romeo india juliett
lima november papa
echo echo november oscar juliett charlie
hotel sierra delta bravo sierra delta hotel quebec india juliett tango
quebec romeo kilo foxtrot romeo oscar sierra echo
golf hotel sierra hotel foxtrot romeo kilo bravo mike
hotel romeo alpha bravo oscar tango juliett delta juliett
sierra lima echo tango november
kilo sierra juliett
delta papa foxtrot delta romeo
sierra oscar kilo tango hotel
romeo papa india
quebec lima delta
romeo mike november tango golf quebec papa tango
india sierra golf delta november juliett papa november
charlie tango quebec
juliett juliett alpha november sierra juliett hotel sierra echo
india lima kilo
kilo echo juliett golf alpha
sierra delta tango sierra hotel juliett quebec charlie
kilo echo kilo
echo charlie romeo charlie quebec papa kilo mike
sierra november romeo charlie mike echo india hotel
sierra kilo oscar india
papa romeo romeo oscar
foxtrot hotel lima india quebec bravo romeo india
oscar kilo oscar lima sierra charlie papa echo
kilo kilo india golf delta papa
mike tango papa delta tango golf quebec delta oscar india november
bravo charlie alpha sierra hotel bravo november bravo lima india
papa tango lima romeo romeo lima romeo charlie alpha
tango quebec sierra november echo tango romeo papa delta juliett
kilo november charlie india echo golf hotel sierra foxtrot tango
echo charlie foxtrot sierra kilo lima delta
delta sierra bravo sierra
kilo romeo alpha sierra
juliett november mike golf tango echo golf november romeo romeo kilo kilo
india delta bravo kilo
bravo delta charlie
foxtrot oscar echo
sierra mike india foxtrot papa kilo lima charlie papa papa echo
november oscar golf november november sierra oscar india bravo
kilo golf charlie romeo alpha
oscar kilo sierra
november golf sierra alpha juliett echo juliett charlie quebec foxtrot golf
golf charlie hotel delta
golf alpha foxtrot november delta
tango hotel india delta kilo lima mike foxtrot oscar mike
mike mike india mike foxtrot mike bravo romeo oscar golf
kilo lima india
foxtrot lima echo delta lima kilo quebec juliett
lima echo juliett quebec bravo golf hotel
bravo sierra mike lima
hotel bravo lima
tango hotel bravo quebec delta tango
mike juliett bravo charlie papa oscar hotel india echo
sierra november papa bravo delta kilo foxtrot oscar quebec romeo delta
alpha foxtrot kilo echo tango quebec alpha echo sierra oscar
november charlie bravo tango juliett papa golf bravo
india romeo india hotel india sierra lima
quebec romeo november charlie romeo alpha kilo november hotel foxtrot hotel delta
golf india india november hotel oscar mike echo oscar tango lima kilo
tango quebec charlie charlie oscar sierra sierra papa sierra hotel charlie foxtrot
mike foxtrot charlie lima romeo india juliett sierra india lima
papa lima quebec lima oscar charlie bravo india kilo mike oscar
papa mike alpha charlie lima
alpha juliett mike
tango tango oscar india hotel lima quebec foxtrot papa papa
foxtrot sierra romeo delta bravo sierra charlie charlie india kilo
delta juliett charlie alpha
bravo charlie hotel papa quebec
charlie mike sierra
charlie bravo echo charlie quebec sierra juliett lima echo golf juliett golf
juliett november sierra echo alpha romeo echo oscar hotel oscar bravo india
oscar charlie oscar alpha sierra india oscar lima bravo india quebec hotel
delta tango charlie juliett romeo hotel lima foxtrot mike kilo juliett
november bravo juliett charlie sierra delta juliett hotel tango
papa tango november november romeo
oscar echo alpha alpha india romeo sierra lima charlie echo
foxtrot oscar tango juliett hotel
sierra tango juliett foxtrot mike delta november romeo golf delta juliett
november november charlie
india tango november papa kilo lima
bravo november bravo bravo alpha papa india charlie hotel golf
echo india alpha alpha bravo tango bravo lima
mike quebec november tango november romeo echo oscar
golf alpha golf november mike
delta kilo alpha oscar romeo tango romeo tango
hotel delta echo tango sierra november charlie sierra
foxtrot mike india foxtrot juliett juliett india papa quebec oscar romeo oscar
sierra kilo golf india bravo november alpha
foxtrot golf foxtrot bravo sierra november
november delta bravo
lima delta lima hotel alpha delta oscar lima sierra oscar quebec
india kilo echo foxtrot echo romeo
echo charlie oscar hotel alpha romeo golf
lima charlie november tango echo india charlie mike kilo hotel
charlie papa kilo bravo charlie bravo
alpha oscar kilo romeo
lima india romeo tango sierra mike
lima juliett oscar golf oscar
november bravo lima quebec quebec tango sierra papa romeo delta juliett
juliett november alpha india
hotel tango romeo quebec papa bravo foxtrot charlie lima papa quebec kilo
papa sierra hotel india lima oscar papa charlie sierra bravo
delta delta delta quebec delta golf bravo papa
juliett tango juliett juliett alpha quebec delta
alpha bravo hotel
romeo golf hotel alpha delta november
tango alpha quebec
hotel romeo tango
juliett charlie hotel alpha papa alpha sierra foxtrot
foxtrot foxtrot oscar juliett sierra
charlie echo papa mike delta juliett
delta india charlie alpha tango
november oscar hotel romeo tango november india papa juliett kilo
delta tango charlie quebec sierra kilo hotel romeo india lima
india delta india alpha
golf alpha lima
charlie juliett echo hotel november lima tango bravo
hotel golf lima quebec bravo papa
delta juliett kilo hotel alpha india echo
oscar romeo papa hotel foxtrot hotel
lima tango hotel quebec lima november charlie foxtrot romeo
delta oscar november charlie lima lima india papa echo
charlie lima papa hotel romeo foxtrot charlie hotel papa kilo romeo papa
oscar mike foxtrot foxtrot papa
quebec golf echo foxtrot alpha delta mike oscar echo tango
oscar hotel papa bravo juliett
sierra echo romeo november quebec juliett india tango
tango oscar sierra india oscar papa
delta delta mike romeo lima kilo romeo sierra sierra juliett
alpha lima papa india mike charlie
alpha alpha sierra tango juliett juliett
charlie bravo india bravo papa
india india oscar hotel
november golf alpha romeo golf delta foxtrot golf papa
india tango bravo charlie oscar echo india mike tango delta
hotel tango oscar november papa sierra
golf romeo echo charlie november lima alpha alpha november tango charlie
quebec charlie charlie november quebec quebec quebec
mike foxtrot delta foxtrot
romeo kilo november foxtrot
alpha oscar india sierra delta delta hotel mike kilo
sierra alpha sierra hotel papa india tango
tango juliett alpha romeo bravo
golf hotel delta bravo bravo november hotel papa india november hotel mike
echo sierra golf papa alpha delta india mike foxtrot
lima echo sierra papa alpha romeo mike papa romeo sierra kilo papa
papa papa delta foxtrot lima alpha
bravo november november juliett
alpha kilo juliett alpha foxtrot lima oscar golf lima charlie quebec delta
echo bravo golf
romeo juliett oscar
bravo lima alpha oscar echo oscar sierra golf romeo bravo
lima romeo alpha juliett oscar foxtrot
hotel delta foxtrot alpha
tango hotel hotel papa oscar foxtrot golf november charlie quebec
tango bravo charlie lima india bravo india
echo november november mike romeo sierra sierra romeo delta charlie delta golf
papa juliett romeo romeo oscar kilo
charlie foxtrot golf echo lima papa juliett november quebec echo
hotel lima lima
charlie sierra quebec
echo india bravo tango juliett
golf november oscar golf tango lima romeo
sierra oscar bravo mike hotel charlie golf bravo sierra hotel echo
echo kilo alpha tango charlie echo juliett foxtrot
mike foxtrot hotel romeo papa oscar
papa charlie delta november quebec oscar mike oscar romeo juliett tango
echo golf alpha india juliett romeo golf quebec papa romeo oscar
india golf bravo november mike sierra november golf delta
juliett lima mike echo tango sierra alpha bravo echo india romeo charlie
sierra hotel hotel golf oscar alpha alpha mike romeo bravo
kilo charlie oscar hotel echo delta sierra delta quebec
juliett echo india charlie bravo tango bravo juliett kilo alpha sierra india
bravo tango charlie alpha bravo charlie bravo sierra alpha delta tango oscar
romeo quebec delta hotel quebec echo oscar foxtrot delta lima papa romeo
golf india foxtrot juliett quebec
kilo juliett charlie lima kilo oscar
juliett mike juliett romeo kilo golf lima juliett charlie mike quebec lima
oscar india charlie echo alpha lima kilo golf foxtrot
kilo echo echo november sierra papa tango romeo bravo
juliett tango alpha sierra oscar lima oscar golf delta golf sierra
lima india sierra juliett lima november november mike sierra papa
golf charlie alpha charlie
golf echo sierra echo delta juliett mike india
kilo oscar lima kilo bravo
mike tango foxtrot
india tango bravo lima india
tango foxtrot romeo alpha foxtrot papa bravo papa
november sierra india romeo quebec juliett charlie delta november
papa golf hotel charlie charlie tango papa lima
india romeo tango alpha mike bravo
quebec romeo bravo mike tango golf quebec mike papa mike romeo alpha
oscar mike lima delta sierra mike
alpha india echo papa quebec quebec tango echo golf mike echo
kilo foxtrot golf hotel delta echo romeo kilo sierra
foxtrot tango charlie alpha delta oscar echo alpha bravo foxtrot bravo juliett
kilo sierra bravo sierra lima bravo november tango november quebec
oscar romeo oscar charlie romeo delta kilo delta november november echo echo
echo juliett hotel sierra mike
alpha echo quebec
sierra romeo november oscar india echo
oscar lima oscar tango
golf delta romeo bravo india golf
juliett sierra tango papa
hotel tango mike sierra charlie echo papa hotel november
kilo hotel golf papa bravo papa hotel
hotel romeo charlie mike foxtrot
golf lima juliett foxtrot tango echo tango charlie november echo kilo lima
golf mike delta alpha sierra romeo quebec quebec alpha charlie bravo quebec
oscar kilo hotel echo kilo delta echo november bravo alpha sierra
oscar romeo golf alpha india alpha papa delta sierra golf kilo november
kilo bravo mike golf lima
delta romeo delta juliett alpha foxtrot alpha romeo india kilo
juliett echo lima juliett hotel lima
india sierra november hotel golf bravo echo echo
delta romeo echo tango india quebec sierra quebec quebec
tango oscar kilo india hotel kilo sierra papa quebec
tango foxtrot golf hotel foxtrot delta kilo romeo lima alpha
india sierra delta juliett quebec sierra golf charlie charlie
delta papa quebec bravo oscar
bravo india lima alpha charlie november papa lima november
delta papa kilo papa echo november mike foxtrot india romeo romeo
tango sierra india juliett papa delta kilo sierra juliett mike echo quebec
tango november tango sierra oscar delta alpha
echo quebec delta charlie bravo sierra echo
lima sierra india november india
november juliett kilo mike juliett
charlie kilo sierra papa sierra echo papa india lima charlie
alpha golf oscar delta
juliett hotel november foxtrot
romeo papa kilo alpha
india hotel kilo quebec echo papa quebec echo lima delta tango
kilo quebec charlie kilo charlie hotel november alpha bravo tango kilo hotel
lima hotel charlie tango india lima romeo
oscar tango delta
quebec delta bravo foxtrot delta mike lima quebec foxtrot india november kilo
hotel sierra delta mike romeo romeo romeo charlie quebec quebec romeo tango
india alpha foxtrot november kilo bravo
quebec romeo juliett
oscar golf india kilo mike lima
echo india lima delta delta oscar bravo india
quebec alpha echo kilo golf
echo tango quebec echo bravo charlie india charlie hotel
foxtrot november kilo kilo echo
india papa charlie bravo charlie bravo romeo kilo bravo lima
foxtrot charlie lima alpha sierra foxtrot oscar
papa oscar india india papa tango quebec mike foxtrot
oscar oscar delta
hotel delta oscar romeo kilo golf charlie lima delta india
alpha papa lima romeo kilo papa echo delta charlie
mike romeo echo lima juliett romeo india echo
juliett november charlie foxtrot
golf echo sierra delta india
juliett november tango charlie delta
kilo foxtrot juliett papa november papa sierra oscar golf hotel
juliett delta mike tango
quebec hotel hotel tango bravo juliett mike
kilo delta romeo golf lima foxtrot charlie foxtrot papa romeo foxtrot sierra
papa charlie lima papa oscar
kilo november papa quebec lima oscar oscar charlie
papa echo oscar tango oscar golf
mike romeo lima
india alpha india papa quebec mike sierra papa
juliett juliett juliett echo hotel
november hotel bravo juliett romeo echo
oscar romeo delta foxtrot kilo mike
november foxtrot sierra november echo bravo india
bravo golf lima mike delta juliett oscar
kilo alpha hotel papa oscar lima bravo romeo kilo india sierra
alpha tango lima november charlie
echo golf november quebec india
oscar oscar lima november mike golf echo hotel
juliett bravo november juliett sierra sierra tango india november kilo foxtrot
romeo alpha lima november alpha tango echo sierra romeo
papa foxtrot quebec oscar juliett papa papa
hotel hotel juliett golf november hotel delta golf echo
bravo november charlie papa alpha papa romeo lima echo
echo lima kilo alpha bravo
sierra india tango romeo delta oscar romeo echo november delta tango
oscar echo sierra november echo
charlie golf sierra mike hotel delta hotel lima
lima papa mike lima
hotel india bravo mike juliett kilo charlie charlie kilo papa
golf romeo india alpha echo
charlie alpha quebec hotel lima delta papa oscar sierra
bravo mike sierra lima
november delta november tango sierra
lima echo romeo charlie quebec india
alpha delta echo november sierra lima oscar hotel tango echo bravo sierra
papa kilo delta
echo november kilo sierra golf
tango november lima delta mike sierra kilo india tango lima juliett
romeo romeo kilo india lima
hotel quebec india lima lima
juliett papa india romeo india charlie golf november kilo sierra
bravo india tango romeo romeo papa
kilo papa foxtrot lima bravo india juliett sierra alpha lima quebec delta
lima juliett golf romeo bravo golf quebec juliett oscar oscar mike
kilo hotel papa oscar delta juliett quebec golf lima quebec
mike quebec november mike mike india golf delta
echo charlie alpha charlie
alpha mike romeo lima oscar november quebec delta quebec
foxtrot charlie november oscar romeo tango mike bravo delta golf echo
echo alpha hotel lima delta
papa india kilo hotel foxtrot oscar golf
alpha echo sierra romeo papa india kilo quebec november juliett
india echo quebec delta lima lima
romeo india alpha mike foxtrot oscar tango papa
november tango alpha delta tango lima charlie india charlie india
lima november quebec charlie november quebec november charlie bravo golf
november november delta kilo delta hotel
kilo romeo hotel golf romeo oscar sierra india romeo november papa mike
sierra hotel kilo quebec mike
delta papa lima mike kilo bravo november alpha alpha alpha
bravo kilo tango november sierra foxtrot sierra kilo november papa golf
charlie echo hotel echo juliett romeo india quebec golf golf papa echo
charlie golf golf golf charlie bravo
tango charlie quebec papa
delta sierra lima
juliett hotel bravo papa tango charlie oscar
bravo tango golf tango lima delta november lima
delta india juliett lima echo india tango india quebec
juliett romeo bravo mike sierra echo papa
hotel india kilo hotel sierra mike
india foxtrot hotel india golf
hotel oscar bravo papa echo lima lima golf romeo
mike quebec juliett kilo echo foxtrot lima papa golf sierra
papa alpha echo tango india quebec sierra lima
kilo tango romeo papa india tango romeo kilo delta
echo echo alpha juliett india mike sierra kilo
sierra mike november charlie oscar kilo
bravo romeo golf kilo lima
romeo sierra tango november november lima bravo delta romeo
quebec foxtrot quebec charlie india india oscar kilo mike lima
delta oscar tango bravo bravo foxtrot golf
papa bravo quebec
oscar oscar echo tango papa bravo lima
oscar golf mike foxtrot
papa india kilo
tango november november mike
golf india delta alpha oscar echo bravo
oscar sierra alpha quebec golf kilo papa
delta oscar sierra alpha juliett juliett november quebec
delta mike bravo echo echo oscar
echo tango juliett
charlie foxtrot papa oscar romeo tango bravo foxtrot
juliett india november tango
mike charlie quebec alpha charlie
juliett delta india kilo
papa bravo romeo golf alpha juliett alpha
charlie mike oscar kilo papa lima tango
papa hotel november india charlie mike november charlie echo india hotel
bravo echo november romeo romeo oscar golf quebec golf romeo
alpha echo delta tango golf charlie delta sierra alpha
mike foxtrot mike papa echo foxtrot lima
tango quebec sierra november sierra
bravo india bravo
lima romeo tango juliett bravo
hotel bravo juliett bravo tango golf
hotel golf charlie india november delta
hotel oscar tango mike romeo bravo echo tango
papa alpha golf echo
lima juliett foxtrot bravo alpha tango mike
charlie juliett foxtrot bravo delta november oscar delta juliett
mike kilo foxtrot sierra oscar papa india alpha foxtrot tango bravo
golf kilo hotel delta kilo
hotel mike kilo kilo papa tango sierra echo kilo tango november
echo tango november mike sierra quebec november sierra golf golf kilo kilo
quebec papa india echo tango oscar delta echo india echo oscar
tango echo kilo quebec oscar romeo
mike tango juliett foxtrot echo romeo delta november quebec november alpha hotel
sierra india charlie papa juliett november
hotel charlie echo golf mike alpha delta oscar romeo papa
quebec hotel foxtrot papa november november
lima sierra november mike golf delta delta quebec golf foxtrot lima romeo
lima romeo hotel mike lima kilo alpha romeo oscar foxtrot india juliett
hotel delta lima bravo
hotel quebec tango kilo
kilo charlie november hotel
bravo golf mike oscar india sierra echo mike tango mike lima hotel
bravo kilo charlie november
golf alpha sierra romeo lima oscar golf
tango golf quebec hotel hotel echo
india kilo hotel delta foxtrot
tango india golf kilo echo tango alpha quebec golf lima
tango tango india alpha alpha juliett delta
hotel oscar echo papa alpha
sierra india quebec kilo echo echo india
mike quebec alpha tango bravo
oscar echo hotel
bravo bravo golf charlie
kilo lima delta india mike quebec romeo sierra
quebec romeo papa mike november charlie november delta tango
kilo hotel kilo sierra lima lima romeo delta
delta hotel foxtrot delta
echo oscar charlie echo charlie bravo romeo quebec india lima sierra
oscar mike golf lima golf
alpha lima lima mike hotel foxtrot tango alpha golf
india hotel juliett kilo juliett sierra kilo quebec
november foxtrot echo delta echo echo kilo echo
quebec india november charlie india mike mike sierra echo romeo juliett
delta quebec romeo charlie bravo
delta echo india india papa oscar charlie kilo
echo india november juliett bravo echo lima tango papa hotel charlie
juliett juliett papa oscar charlie
mike sierra foxtrot quebec delta hotel kilo foxtrot india mike hotel
hotel romeo romeo lima kilo charlie tango tango
delta echo india papa golf hotel golf alpha november
foxtrot kilo tango romeo
foxtrot quebec sierra tango
india mike november bravo delta november kilo
foxtrot kilo november romeo quebec india tango lima foxtrot juliett oscar foxtrot
bravo foxtrot kilo oscar hotel mike juliett echo foxtrot oscar
sierra kilo charlie hotel juliett
oscar alpha golf romeo
kilo tango kilo
oscar hotel quebec papa november tango
romeo echo tango golf india romeo bravo quebec kilo
quebec charlie bravo kilo
lima oscar kilo quebec
india echo golf india
sierra lima delta india golf alpha lima
lima charlie echo echo hotel papa india juliett hotel
romeo sierra golf sierra delta hotel bravo
quebec quebec echo tango charlie
alpha juliett sierra november oscar charlie mike lima kilo oscar echo bravo
foxtrot oscar mike
tango bravo mike sierra
sierra alpha mike papa hotel bravo romeo kilo delta kilo
golf lima echo papa juliett india echo november sierra
echo papa kilo golf echo golf
india mike mike
foxtrot sierra mike india lima
india oscar juliett alpha papa oscar juliett
kilo lima oscar india alpha
romeo golf mike alpha india lima papa tango
papa bravo foxtrot mike echo juliett juliett charlie
bravo november oscar sierra romeo golf november alpha alpha juliett lima
juliett delta juliett alpha november papa quebec hotel bravo juliett charlie november
mike juliett lima
kilo echo mike sierra lima foxtrot golf foxtrot kilo golf oscar
lima juliett november november quebec sierra
romeo oscar alpha alpha foxtrot november
hotel golf papa golf kilo india november kilo kilo
foxtrot golf golf oscar kilo charlie romeo papa golf papa charlie
lima mike delta golf quebec echo charlie quebec charlie romeo tango kilo
alpha delta oscar golf lima
foxtrot echo delta echo sierra lima romeo tango
golf november papa romeo tango
quebec oscar lima delta juliett golf oscar tango mike hotel
romeo juliett quebec india echo
alpha bravo juliett bravo juliett echo november juliett hotel quebec papa oscar
kilo sierra november charlie echo mike foxtrot mike papa romeo tango
sierra november sierra foxtrot sierra sierra india golf romeo
echo charlie mike alpha sierra kilo delta foxtrot november november romeo november
mike echo india alpha foxtrot lima kilo
delta quebec kilo kilo mike
papa delta romeo india oscar hotel india hotel
romeo sierra mike quebec romeo lima papa romeo charlie bravo lima juliett
juliett kilo papa delta charlie papa india golf bravo charlie
india alpha golf mike papa alpha charlie quebec
mike hotel charlie kilo hotel quebec juliett lima lima charlie
kilo charlie tango kilo foxtrot sierra kilo bravo
delta bravo juliett romeo bravo oscar hotel bravo bravo
papa echo charlie oscar romeo kilo oscar
juliett delta mike lima quebec golf oscar charlie foxtrot
bravo mike hotel lima juliett romeo india oscar november juliett echo
juliett quebec sierra mike papa
oscar november charlie oscar sierra alpha bravo foxtrot
india tango hotel hotel mike charlie foxtrot kilo november charlie golf
sierra foxtrot charlie echo quebec hotel quebec
mike bravo hotel sierra kilo mike
november romeo delta romeo kilo sierra tango alpha golf
charlie foxtrot india juliett hotel charlie juliett oscar
charlie kilo papa november juliett mike hotel quebec
charlie oscar kilo alpha tango echo
papa alpha tango romeo hotel bravo quebec mike bravo
golf delta sierra tango alpha tango echo delta papa bravo bravo golf
romeo golf delta india romeo oscar alpha lima
tango foxtrot lima charlie romeo kilo
mike papa bravo india lima delta tango foxtrot lima tango
delta oscar oscar india quebec india papa lima hotel oscar papa kilo
delta india echo charlie delta echo golf papa echo lima juliett oscar
foxtrot hotel tango oscar
juliett hotel oscar
bravo oscar tango romeo charlie foxtrot sierra lima india papa november alpha
kilo india lima
echo oscar delta
juliett mike tango india foxtrot papa alpha november delta
romeo lima foxtrot charlie romeo sierra november quebec tango quebec
juliett papa quebec foxtrot oscar romeo kilo
juliett oscar oscar juliett juliett golf november romeo charlie
foxtrot hotel romeo mike romeo alpha alpha
bravo hotel mike quebec india hotel india mike charlie lima juliett papa
golf mike delta quebec
tango november india kilo hotel oscar oscar golf sierra golf mike
november echo delta kilo foxtrot hotel echo tango tango alpha
sierra sierra bravo hotel oscar lima romeo mike
kilo india bravo oscar echo kilo
echo romeo kilo sierra quebec
quebec kilo november mike lima golf papa charlie
golf kilo sierra echo delta
golf bravo november mike foxtrot india papa delta kilo foxtrot
bravo bravo papa kilo charlie
echo foxtrot tango juliett bravo india delta charlie
november quebec lima quebec foxtrot romeo
india india foxtrot kilo echo quebec
foxtrot alpha foxtrot lima kilo november papa juliett quebec charlie mike
juliett sierra india juliett lima
india echo romeo delta
delta charlie romeo sierra mike juliett oscar juliett oscar romeo papa
alpha mike foxtrot charlie india kilo
oscar bravo india oscar november tango foxtrot lima sierra bravo juliett india
kilo bravo papa delta
oscar romeo charlie
quebec delta hotel oscar hotel
papa sierra golf hotel bravo golf bravo juliett oscar juliett quebec alpha
india bravo romeo
charlie hotel mike foxtrot mike bravo oscar tango november quebec oscar
bravo lima echo delta
november delta romeo romeo papa india india india hotel kilo bravo kilo
india mike sierra lima golf quebec echo bravo echo juliett
quebec foxtrot quebec juliett foxtrot kilo golf oscar kilo hotel mike
foxtrot foxtrot romeo romeo
bravo quebec alpha papa hotel sierra mike bravo november mike
romeo charlie echo mike papa alpha
alpha alpha delta foxtrot charlie echo quebec india papa quebec juliett india
oscar romeo foxtrot quebec hotel golf november foxtrot tango alpha india
bravo foxtrot alpha november alpha alpha lima foxtrot mike juliett quebec
lima golf mike foxtrot alpha quebec sierra delta tango
charlie papa sierra echo juliett hotel echo hotel quebec
lima mike romeo bravo bravo papa
juliett november foxtrot golf india golf delta delta
hotel lima india golf november oscar sierra papa delta bravo
foxtrot foxtrot sierra romeo romeo alpha india kilo juliett charlie hotel
lima lima kilo lima golf tango sierra golf sierra foxtrot india
juliett charlie golf alpha sierra bravo sierra papa
tango hotel quebec foxtrot delta golf foxtrot hotel papa golf
alpha india echo romeo alpha delta sierra echo foxtrot alpha lima
quebec lima bravo foxtrot alpha
quebec alpha bravo delta lima hotel alpha foxtrot hotel
mike juliett golf romeo mike echo quebec delta
november bravo hotel bravo juliett delta charlie hotel november papa charlie
alpha foxtrot hotel
india bravo papa echo india lima mike kilo kilo juliett papa
foxtrot romeo mike hotel hotel kilo bravo foxtrot papa mike foxtrot
alpha sierra tango
romeo charlie november papa lima kilo oscar november india bravo foxtrot alpha
delta tango golf
foxtrot november hotel november mike echo charlie hotel juliett alpha
lima echo golf lima charlie tango
echo india november hotel golf quebec hotel
november lima juliett juliett golf lima charlie mike charlie romeo
november tango tango papa
lima echo papa echo delta lima lima
tango lima hotel foxtrot alpha november alpha quebec foxtrot
echo india oscar quebec golf
oscar charlie delta papa
november india papa hotel quebec charlie echo alpha sierra golf quebec oscar
hotel lima delta tango golf papa kilo delta
kilo delta papa november romeo kilo alpha mike oscar golf
lima papa mike lima delta november lima hotel kilo oscar charlie
alpha alpha oscar india oscar
india foxtrot mike mike
mike mike mike foxtrot golf
november alpha mike foxtrot delta india
india hotel lima golf echo alpha alpha india echo
sierra hotel kilo mike
echo mike quebec juliett hotel charlie golf kilo
alpha mike charlie lima india echo foxtrot foxtrot bravo november golf romeo
quebec quebec kilo charlie india bravo charlie romeo
romeo mike juliett tango hotel golf foxtrot mike echo hotel bravo sierra
tango juliett bravo delta india delta juliett juliett delta alpha
hotel tango foxtrot romeo sierra papa foxtrot tango juliett kilo echo kilo
kilo quebec mike juliett sierra sierra india juliett charlie echo
sierra november delta india oscar papa november hotel tango juliett charlie alpha
november echo charlie lima kilo quebec charlie charlie
kilo mike kilo echo quebec alpha golf bravo bravo hotel india
echo echo foxtrot alpha bravo bravo
tango lima papa mike alpha sierra quebec charlie hotel quebec india mike
india echo november romeo golf foxtrot lima kilo romeo juliett echo
india lima hotel alpha echo golf alpha
foxtrot juliett india november kilo alpha papa alpha juliett juliett charlie india
kilo juliett november sierra sierra bravo golf golf kilo oscar
alpha quebec india mike kilo bravo kilo sierra tango foxtrot lima tango
lima oscar tango alpha mike alpha kilo romeo
lima juliett sierra hotel tango india kilo papa
golf echo charlie india kilo alpha alpha
foxtrot echo mike india echo quebec
delta november bravo quebec kilo quebec
kilo romeo quebec november hotel hotel
november lima golf
foxtrot lima foxtrot bravo golf echo november
oscar foxtrot bravo november echo charlie
quebec foxtrot india bravo india delta papa hotel foxtrot oscar tango
romeo mike november quebec romeo echo charlie echo foxtrot bravo lima
quebec romeo delta hotel lima november oscar kilo
quebec sierra quebec kilo romeo lima
sierra lima india tango lima delta alpha hotel echo
oscar tango bravo oscar juliett foxtrot alpha november
sierra delta oscar romeo
sierra hotel sierra charlie
november juliett mike mike lima alpha
kilo golf papa oscar juliett delta papa alpha
hotel kilo sierra
quebec romeo hotel romeo november
romeo charlie echo oscar bravo tango
sierra mike charlie bravo mike november foxtrot hotel november romeo papa
tango echo india india tango
tango hotel mike echo sierra lima golf bravo lima
november november alpha oscar golf juliett echo papa foxtrot
papa india november alpha bravo november india november hotel papa quebec
sierra papa oscar bravo charlie
charlie foxtrot charlie quebec charlie india mike sierra lima papa november foxtrot
papa foxtrot hotel tango golf golf bravo papa november charlie golf delta
romeo echo delta golf bravo kilo
oscar charlie kilo bravo foxtrot november charlie alpha
echo kilo hotel
india oscar lima foxtrot oscar sierra
hotel echo sierra foxtrot quebec sierra lima alpha delta golf romeo
kilo alpha hotel alpha papa hotel foxtrot
golf quebec tango
papa delta kilo charlie echo kilo juliett golf sierra quebec
bravo sierra charlie lima sierra quebec golf bravo november hotel sierra
charlie papa golf
mike bravo lima lima alpha alpha quebec sierra juliett
golf charlie lima november delta tango foxtrot tango november papa tango lima
delta oscar lima hotel echo hotel charlie sierra
delta foxtrot hotel bravo tango juliett charlie lima golf bravo foxtrot
papa papa charlie lima echo india delta delta november india
golf tango quebec foxtrot alpha charlie juliett golf
kilo delta sierra delta tango tango hotel
delta alpha kilo lima kilo kilo oscar
sierra juliett romeo sierra bravo bravo foxtrot alpha delta juliett november foxtrot
charlie foxtrot kilo alpha bravo kilo
bravo hotel india
india alpha charlie mike quebec charlie mike delta charlie kilo charlie
juliett juliett delta romeo november papa
oscar charlie mike charlie juliett bravo quebec romeo charlie quebec mike
kilo foxtrot charlie
romeo echo alpha quebec golf lima delta kilo echo romeo golf papa
india bravo papa quebec india delta oscar lima quebec
mike charlie kilo lima kilo bravo oscar charlie india tango
foxtrot lima mike delta mike sierra golf kilo golf foxtrot
alpha juliett lima romeo november
sierra november mike mike charlie
golf delta papa golf papa mike hotel papa charlie mike
charlie papa alpha
romeo charlie sierra
india charlie golf
hotel bravo charlie delta delta juliett papa india kilo
juliett oscar mike quebec hotel
foxtrot november delta november delta golf
romeo foxtrot romeo november juliett
hotel bravo bravo charlie
bravo juliett mike bravo lima charlie mike papa quebec oscar mike delta
sierra golf india delta alpha india charlie foxtrot november delta
lima alpha india alpha
charlie juliett charlie papa lima echo india mike hotel
lima juliett delta tango
quebec mike bravo bravo bravo mike oscar foxtrot
november delta quebec india quebec charlie juliett papa
oscar india charlie kilo lima hotel kilo golf golf hotel lima
foxtrot tango november tango golf romeo hotel charlie bravo india golf charlie
kilo bravo sierra papa charlie india
sierra juliett tango sierra india november lima charlie
charlie india mike alpha mike tango delta alpha oscar juliett
delta kilo india
alpha bravo romeo lima juliett hotel oscar delta delta november lima
bravo kilo charlie oscar alpha lima juliett papa kilo sierra tango november
quebec sierra tango oscar kilo kilo hotel
bravo delta kilo foxtrot sierra india delta tango juliett sierra papa romeo
juliett juliett alpha mike charlie romeo bravo tango golf lima foxtrot
juliett lima bravo
echo quebec bravo kilo bravo romeo
golf november kilo mike lima charlie delta bravo delta kilo lima
delta tango sierra hotel hotel mike
november india alpha tango
delta quebec oscar oscar delta tango mike golf romeo lima quebec
charlie lima echo charlie bravo
mike november charlie
bravo oscar delta kilo
charlie juliett bravo
juliett delta hotel echo juliett romeo charlie sierra mike mike
india mike echo foxtrot echo india delta
november hotel lima sierra echo juliett echo romeo
echo tango romeo mike charlie
bravo bravo mike bravo
hotel hotel sierra tango india oscar charlie kilo india
golf charlie delta golf papa november
lima mike echo alpha november alpha india golf alpha kilo
romeo romeo echo mike lima lima papa
lima lima oscar tango mike
india alpha november delta papa foxtrot charlie echo
oscar bravo papa mike
charlie bravo delta november tango india
lima oscar hotel
bravo alpha sierra kilo sierra quebec quebec mike
lima foxtrot echo india oscar bravo november
golf delta hotel quebec sierra hotel charlie kilo charlie mike
sierra papa papa
november juliett mike
juliett november echo juliett india charlie
mike tango lima india hotel delta
india tango lima bravo tango
bravo november romeo
hotel echo oscar quebec sierra foxtrot echo papa
golf delta november bravo quebec alpha mike
mike sierra india delta kilo golf romeo tango romeo alpha bravo
golf alpha sierra juliett alpha foxtrot oscar golf juliett echo alpha
bravo foxtrot delta bravo papa juliett november tango lima
papa golf quebec india juliett foxtrot quebec tango
mike mike romeo
echo alpha golf lima mike alpha
juliett charlie quebec tango juliett sierra charlie bravo november hotel mike papa
mike delta oscar echo delta delta
lima golf mike kilo sierra
tango sierra alpha charlie oscar
juliett foxtrot quebec quebec quebec
sierra delta papa alpha
oscar papa oscar foxtrot november papa delta golf mike november india
foxtrot hotel golf papa lima romeo lima quebec delta romeo foxtrot
quebec quebec bravo quebec charlie
echo quebec november alpha golf november charlie sierra
hotel papa juliett lima charlie india echo charlie
quebec golf lima november india
golf mike papa foxtrot hotel romeo romeo oscar charlie bravo
india oscar charlie kilo tango bravo charlie
alpha foxtrot juliett foxtrot india oscar
mike charlie foxtrot juliett hotel delta echo november delta hotel tango
golf romeo alpha sierra november kilo foxtrot
oscar november tango sierra oscar delta romeo romeo november
romeo mike quebec bravo india papa
mike foxtrot alpha sierra tango sierra golf tango kilo oscar oscar
charlie tango charlie kilo juliett foxtrot india oscar
alpha lima delta november oscar oscar mike bravo lima golf
delta golf kilo sierra november tango delta india juliett
oscar foxtrot juliett echo romeo oscar sierra foxtrot
echo golf oscar kilo papa oscar
hotel juliett papa bravo hotel
quebec tango charlie delta quebec delta lima kilo
echo juliett charlie romeo bravo
juliett alpha echo foxtrot papa alpha juliett juliett bravo echo
sierra kilo quebec charlie lima lima
romeo kilo charlie delta golf alpha hotel foxtrot oscar charlie oscar tango
juliett quebec golf charlie
mike foxtrot sierra india papa mike oscar
papa india sierra sierra charlie golf india echo oscar bravo tango
bravo bravo charlie delta
delta juliett oscar echo romeo bravo juliett hotel juliett
sierra golf lima quebec tango papa november echo hotel oscar kilo
lima golf tango echo delta kilo alpha oscar quebec
charlie november bravo mike quebec foxtrot oscar foxtrot kilo tango quebec lima
charlie golf bravo
bravo papa delta oscar tango papa delta lima tango juliett charlie
november charlie hotel delta alpha
tango kilo charlie echo juliett india sierra charlie
papa quebec golf delta sierra tango alpha tango
charlie quebec alpha november november sierra delta juliett delta
sierra alpha echo echo delta papa
oscar juliett juliett hotel charlie india tango quebec quebec sierra india
mike oscar lima oscar foxtrot echo delta mike alpha
romeo echo golf
foxtrot romeo bravo golf november charlie
papa charlie quebec india india mike delta sierra echo
echo alpha papa oscar juliett charlie tango kilo romeo kilo
lima mike golf delta oscar india november golf kilo november india papa
papa bravo november bravo november juliett
foxtrot tango mike india hotel kilo
kilo india oscar
juliett bravo kilo kilo charlie india
quebec tango tango juliett bravo delta india
oscar alpha kilo november charlie alpha alpha hotel romeo
tango india lima november
mike india lima alpha november echo oscar bravo sierra delta charlie
echo golf romeo papa hotel kilo
papa lima hotel sierra india kilo golf juliett
bravo lima papa foxtrot
foxtrot foxtrot alpha india juliett golf india oscar bravo kilo
india foxtrot bravo papa sierra juliett
romeo sierra quebec alpha
echo india alpha
charlie quebec golf
november delta oscar foxtrot
oscar hotel november delta lima
alpha delta lima
hotel tango foxtrot
juliett tango echo romeo tango quebec kilo bravo lima lima kilo romeo
foxtrot lima mike bravo charlie alpha papa lima
echo golf india alpha alpha oscar oscar
lima kilo sierra hotel papa echo tango tango alpha lima
sierra papa juliett
bravo foxtrot india golf bravo echo tango romeo papa kilo kilo
delta bravo golf bravo bravo juliett romeo papa hotel juliett alpha
romeo charlie kilo papa quebec oscar alpha quebec
quebec hotel tango hotel sierra india lima bravo delta alpha mike
november echo india alpha charlie charlie romeo tango romeo
sierra foxtrot tango delta charlie
sierra november bravo foxtrot delta lima alpha papa quebec
mike sierra alpha tango oscar delta bravo alpha golf juliett
quebec kilo foxtrot lima lima delta sierra delta oscar tango
golf india echo quebec oscar delta quebec
alpha romeo alpha delta
juliett oscar echo charlie
foxtrot lima sierra alpha lima mike foxtrot foxtrot
lima bravo sierra foxtrot november foxtrot golf romeo
sierra sierra bravo golf echo lima
echo mike november tango charlie kilo
sierra india mike november november kilo papa delta juliett bravo papa bravo
kilo juliett papa quebec golf hotel
foxtrot echo mike november juliett charlie alpha mike
alpha tango india tango hotel charlie alpha quebec quebec delta juliett echo
mike india bravo
hotel quebec lima kilo lima
hotel kilo foxtrot bravo romeo hotel mike foxtrot november golf echo oscar
bravo delta quebec india mike november echo delta alpha oscar papa
juliett tango charlie
india juliett romeo
romeo hotel mike mike
kilo bravo echo november mike alpha echo
charlie tango quebec foxtrot juliett
bravo oscar india india bravo
alpha sierra india india romeo india november
bravo kilo romeo hotel romeo juliett lima echo foxtrot quebec sierra
oscar delta kilo india
charlie echo golf mike oscar lima sierra juliett
tango hotel sierra romeo quebec kilo
echo lima sierra
sierra charlie india echo tango romeo juliett hotel romeo mike india
romeo alpha kilo hotel sierra romeo tango
foxtrot romeo charlie mike quebec november tango kilo kilo hotel romeo alpha
november romeo lima papa charlie oscar alpha mike mike alpha lima tango
charlie bravo bravo hotel lima
kilo india bravo juliett india oscar oscar
bravo alpha alpha
papa golf juliett
kilo foxtrot romeo
india delta mike foxtrot foxtrot sierra echo papa sierra
alpha oscar mike romeo papa foxtrot delta
foxtrot delta lima echo lima lima foxtrot november
india echo mike oscar tango tango oscar quebec juliett sierra
charlie bravo hotel papa hotel alpha romeo golf sierra hotel tango
romeo romeo oscar delta delta alpha sierra kilo india echo
sierra kilo oscar lima quebec alpha charlie oscar golf mike papa
charlie delta lima kilo
india foxtrot foxtrot lima november charlie
quebec tango lima kilo india papa
bravo tango alpha bravo bravo papa foxtrot bravo romeo
alpha echo tango kilo alpha sierra juliett lima kilo
lima romeo papa alpha november bravo november charlie sierra
foxtrot lima mike charlie india papa delta foxtrot india
lima delta echo kilo golf hotel
delta golf papa alpha quebec hotel
tango bravo india alpha hotel november juliett november
charlie golf golf hotel
foxtrot juliett tango tango
alpha golf oscar juliett sierra november oscar
romeo mike lima india echo juliett echo charlie kilo delta foxtrot november
kilo oscar quebec juliett papa oscar juliett quebec november delta november
hotel kilo sierra lima sierra
hotel kilo bravo juliett golf kilo juliett lima delta quebec hotel lima
hotel echo foxtrot lima golf golf bravo charlie india golf november romeo
papa sierra kilo echo oscar hotel golf tango tango mike alpha
papa mike india oscar mike golf bravo india sierra
sierra oscar papa bravo
lima romeo foxtrot
india golf juliett juliett foxtrot hotel kilo mike mike bravo romeo papa
delta lima echo foxtrot oscar
oscar november november quebec foxtrot bravo golf
papa alpha kilo november
kilo sierra romeo romeo foxtrot oscar tango golf juliett
papa hotel echo foxtrot
tango romeo november india romeo echo charlie
india mike romeo hotel bravo alpha oscar bravo tango papa quebec tango
delta juliett lima bravo delta november
golf delta mike india
november golf papa india charlie echo juliett
delta tango bravo tango tango hotel juliett foxtrot sierra quebec
echo india alpha juliett echo charlie quebec kilo papa lima november
india tango alpha papa romeo quebec alpha foxtrot india golf november oscar
charlie alpha mike india foxtrot kilo mike oscar
golf quebec charlie delta delta tango
sierra oscar foxtrot papa oscar alpha oscar juliett foxtrot lima papa sierra
romeo delta india echo hotel romeo india india lima
delta lima hotel alpha tango tango oscar oscar tango
alpha bravo charlie lima delta
romeo november bravo india lima november november quebec tango alpha
romeo romeo tango sierra mike
lima tango november foxtrot india india oscar
foxtrot sierra sierra tango delta
charlie india lima tango mike sierra quebec foxtrot november papa
mike romeo bravo echo golf november quebec oscar foxtrot charlie
foxtrot quebec sierra bravo lima
hotel papa kilo foxtrot india golf alpha hotel foxtrot papa
romeo kilo golf tango
tango november foxtrot papa echo hotel delta juliett delta
sierra oscar quebec hotel mike
alpha alpha papa november kilo mike bravo
lima romeo romeo tango tango romeo lima
romeo hotel tango foxtrot foxtrot mike kilo
delta echo lima foxtrot romeo romeo tango charlie
quebec alpha november echo lima bravo mike alpha
papa oscar alpha
echo mike quebec sierra
tango sierra sierra mike alpha foxtrot mike lima papa oscar charlie
tango hotel november oscar oscar romeo delta charlie
oscar hotel bravo lima golf echo india oscar
charlie oscar charlie romeo
golf oscar papa golf
oscar juliett hotel
india golf kilo tango golf juliett november quebec echo mike
foxtrot november sierra quebec juliett foxtrot mike hotel november
foxtrot juliett sierra foxtrot mike tango delta charlie india hotel november
bravo oscar romeo india quebec quebec lima romeo november
lima foxtrot papa oscar alpha november
papa kilo delta alpha papa hotel bravo tango delta alpha
golf juliett quebec oscar echo quebec lima november bravo golf lima alpha
golf alpha foxtrot november alpha charlie juliett tango echo delta delta charlie
hotel juliett echo oscar hotel kilo papa sierra lima india echo india
tango echo lima romeo juliett alpha lima
kilo hotel kilo romeo tango
india delta november hotel november golf hotel papa
mike golf juliett
golf india delta bravo india sierra lima tango
juliett hotel mike november
kilo quebec lima juliett mike tango romeo mike india oscar
tango kilo bravo kilo india foxtrot quebec hotel foxtrot tango romeo delta
sierra juliett romeo
alpha mike papa oscar
sierra oscar kilo foxtrot bravo mike juliett india
foxtrot delta charlie
india papa oscar
sierra echo golf golf
kilo sierra alpha sierra
papa quebec india oscar oscar papa november golf quebec lima tango
sierra tango echo
bravo oscar oscar hotel tango romeo oscar oscar
november delta sierra india lima delta india sierra charlie sierra mike mike
tango mike delta papa
romeo charlie delta
echo echo lima kilo india delta alpha bravo november
india lima tango alpha alpha oscar juliett bravo charlie alpha delta
kilo hotel romeo golf papa romeo delta
bravo oscar golf delta hotel november romeo india
mike papa papa sierra oscar charlie charlie
foxtrot papa lima foxtrot quebec
romeo november quebec quebec
hotel charlie echo foxtrot tango kilo bravo
kilo echo foxtrot papa quebec bravo papa november oscar
mike foxtrot tango foxtrot juliett quebec india golf charlie oscar mike
tango delta oscar sierra
lima delta quebec foxtrot november quebec mike november hotel romeo kilo
hotel hotel delta bravo lima oscar papa india
november oscar lima oscar hotel hotel lima november tango echo tango delta
delta tango india india november mike
november alpha india
charlie hotel tango
alpha papa mike papa hotel foxtrot bravo
charlie sierra papa papa lima
lima oscar delta
oscar echo lima golf
oscar juliett lima alpha foxtrot oscar kilo quebec november juliett
quebec charlie foxtrot lima oscar
oscar lima november echo romeo foxtrot bravo golf
echo papa sierra charlie hotel
charlie mike bravo hotel november
lima tango quebec quebec juliett delta november charlie
mike papa alpha tango alpha papa
november romeo papa bravo lima
foxtrot tango charlie bravo echo
hotel charlie echo oscar lima
delta kilo alpha echo juliett tango mike
echo golf alpha mike november
mike mike bravo november november quebec hotel
delta tango tango juliett foxtrot quebec kilo november india
delta lima india mike echo golf golf november mike
alpha delta delta quebec tango lima romeo sierra oscar papa
india mike oscar foxtrot lima golf echo sierra
golf mike hotel oscar bravo golf foxtrot foxtrot golf
kilo charlie alpha sierra quebec alpha echo charlie
bravo mike lima
golf delta echo delta oscar bravo tango
hotel tango romeo november mike alpha charlie golf kilo quebec november delta
papa juliett hotel juliett hotel
juliett charlie tango hotel quebec foxtrot india foxtrot papa
quebec sierra tango quebec bravo romeo oscar juliett delta papa hotel alpha
india alpha foxtrot alpha echo
kilo delta bravo november charlie delta bravo hotel bravo echo
india delta romeo juliett oscar papa kilo november mike
india juliett mike
golf foxtrot romeo tango kilo romeo kilo sierra
delta bravo papa sierra lima hotel hotel
hotel oscar echo lima oscar lima romeo
golf quebec golf papa charlie kilo alpha mike
papa hotel india echo
kilo romeo delta oscar foxtrot
oscar romeo echo quebec india charlie oscar
echo kilo romeo sierra lima tango juliett
lima kilo hotel echo november papa
quebec november tango
echo romeo juliett quebec quebec hotel quebec charlie romeo
mike romeo bravo tango tango
india quebec sierra bravo mike sierra india golf sierra quebec delta
papa juliett romeo sierra foxtrot golf sierra hotel
echo juliett sierra bravo quebec oscar sierra papa golf foxtrot echo
lima echo alpha november charlie echo foxtrot papa charlie charlie delta delta
kilo hotel oscar foxtrot papa sierra kilo charlie tango alpha
oscar tango bravo bravo kilo alpha foxtrot india tango
mike sierra papa charlie mike juliett tango romeo lima juliett tango sierra
kilo bravo alpha oscar lima bravo delta india india
oscar lima november quebec november
alpha kilo romeo sierra november tango kilo
sierra oscar oscar foxtrot sierra oscar sierra oscar lima
sierra tango bravo romeo romeo bravo juliett sierra
mike lima november charlie
romeo alpha delta lima
golf hotel golf sierra delta november kilo papa oscar
november quebec lima papa foxtrot charlie charlie papa mike november papa foxtrot
golf romeo foxtrot quebec quebec quebec oscar india delta
golf juliett hotel oscar quebec hotel delta hotel juliett
quebec alpha foxtrot golf bravo mike bravo november bravo lima romeo
foxtrot quebec papa romeo
romeo oscar india foxtrot golf tango hotel lima lima
juliett mike mike hotel kilo hotel charlie bravo
foxtrot hotel echo juliett golf tango bravo november sierra
tango oscar papa golf tango echo alpha
india romeo foxtrot
juliett romeo mike golf tango bravo
hotel charlie foxtrot romeo golf echo
echo india mike juliett
sierra oscar november delta lima golf mike
hotel sierra papa kilo charlie romeo romeo foxtrot romeo sierra echo
echo charlie india mike oscar mike romeo golf echo quebec romeo
november tango hotel romeo foxtrot juliett
juliett foxtrot lima bravo oscar charlie tango india
juliett bravo mike juliett sierra mike golf india sierra juliett
hotel delta romeo tango romeo kilo kilo quebec alpha charlie
charlie india november echo golf juliett tango
juliett delta juliett romeo sierra sierra india golf
romeo hotel delta hotel romeo kilo echo echo
papa juliett india echo juliett romeo
november charlie delta november alpha lima delta golf november tango romeo
lima charlie alpha echo bravo delta lima
lima hotel quebec charlie india hotel alpha kilo oscar
juliett golf foxtrot mike hotel bravo november delta
lima sierra tango charlie delta bravo oscar
mike quebec charlie charlie oscar papa oscar
alpha alpha hotel oscar tango oscar
romeo charlie foxtrot
tango lima juliett alpha alpha tango romeo india sierra mike romeo papa
november foxtrot oscar alpha romeo lima mike echo
lima lima juliett alpha romeo golf sierra golf
oscar november echo november juliett mike sierra
papa juliett kilo
charlie juliett papa bravo kilo
hotel india papa
hotel kilo november sierra
charlie mike tango india hotel bravo echo oscar charlie quebec november lima
golf lima mike oscar juliett papa lima india foxtrot foxtrot alpha charlie
november juliett quebec charlie charlie papa hotel quebec charlie
charlie november sierra echo
echo golf november kilo mike
charlie papa delta oscar alpha alpha
lima bravo golf charlie
echo oscar tango delta kilo hotel sierra juliett november
golf bravo foxtrot papa echo india mike hotel mike
foxtrot sierra kilo bravo india echo
india lima hotel india sierra bravo juliett lima november romeo
golf lima charlie
india mike mike delta mike papa november alpha echo papa oscar
lima romeo delta november oscar alpha echo oscar hotel india papa sierra
hotel november golf november juliett tango
echo juliett sierra charlie charlie
delta hotel kilo delta bravo quebec
quebec kilo bravo hotel november golf
tango echo foxtrot oscar mike alpha golf alpha foxtrot
juliett sierra delta delta charlie bravo echo papa foxtrot kilo
mike juliett kilo juliett quebec mike india golf november papa
mike sierra hotel bravo charlie romeo
papa bravo mike delta foxtrot india juliett sierra india charlie india
sierra oscar juliett lima lima mike juliett india bravo sierra
india lima papa quebec lima bravo bravo echo golf
echo papa mike
foxtrot tango mike papa romeo india foxtrot
foxtrot juliett papa charlie
foxtrot golf bravo papa alpha charlie foxtrot kilo romeo juliett
november bravo tango oscar alpha
sierra papa quebec golf golf
golf golf romeo november sierra india golf echo lima delta tango delta
quebec hotel oscar foxtrot tango oscar charlie alpha
tango alpha foxtrot hotel juliett hotel delta foxtrot quebec romeo
delta november delta oscar
alpha mike sierra india
echo alpha papa kilo november india tango
november hotel bravo kilo kilo
hotel foxtrot sierra
foxtrot echo kilo sierra delta oscar echo mike sierra sierra charlie
lima golf juliett lima bravo alpha quebec sierra
foxtrot juliett kilo oscar tango november quebec juliett papa
alpha juliett kilo mike echo charlie golf sierra quebec juliett alpha charlie
bravo india charlie tango oscar charlie oscar sierra juliett juliett charlie quebec
sierra alpha tango golf foxtrot quebec
alpha foxtrot hotel november echo oscar india november
charlie tango romeo alpha foxtrot delta romeo charlie india oscar papa echo
delta oscar delta foxtrot mike quebec bravo
oscar tango lima bravo alpha mike india
quebec sierra sierra echo delta golf echo hotel india golf charlie delta
golf delta hotel india
echo foxtrot mike quebec alpha alpha charlie oscar kilo november golf
mike november kilo oscar
papa november romeo india foxtrot tango oscar foxtrot echo lima alpha
foxtrot november lima charlie romeo
november romeo echo papa
charlie romeo hotel hotel mike oscar quebec foxtrot hotel sierra golf echo
charlie india charlie quebec echo
quebec oscar lima bravo india
tango delta mike foxtrot mike sierra charlie papa
lima papa foxtrot sierra quebec echo foxtrot november november sierra charlie kilo
oscar delta golf alpha mike sierra hotel tango hotel
quebec india kilo papa sierra hotel kilo kilo quebec india
romeo echo tango hotel foxtrot kilo alpha bravo tango juliett sierra november
hotel quebec golf lima november foxtrot quebec kilo juliett delta juliett mike
echo alpha tango romeo
papa juliett lima oscar echo sierra bravo tango november alpha charlie
papa oscar papa echo golf juliett kilo kilo charlie tango mike papa
charlie india kilo romeo juliett hotel india quebec november
golf juliett india juliett
mike sierra charlie india foxtrot juliett echo golf oscar tango
november hotel hotel romeo papa delta lima hotel kilo bravo mike
india kilo romeo
alpha papa alpha foxtrot
india mike romeo
charlie papa oscar golf bravo papa bravo kilo india
hotel mike foxtrot tango hotel echo golf
alpha sierra romeo india mike lima kilo delta charlie lima kilo
lima quebec oscar foxtrot india november papa echo echo
golf india papa juliett india papa lima
delta echo bravo papa sierra bravo alpha foxtrot tango
india romeo tango bravo papa romeo
foxtrot papa kilo alpha bravo mike alpha sierra lima papa sierra golf
sierra sierra hotel alpha india delta oscar bravo oscar
sierra foxtrot alpha november romeo echo echo hotel charlie
hotel november echo
alpha kilo juliett papa echo alpha foxtrot papa juliett tango foxtrot echo
oscar bravo echo lima quebec alpha delta hotel
echo lima tango alpha kilo
alpha foxtrot golf alpha juliett romeo quebec mike
tango charlie oscar quebec oscar kilo
juliett papa alpha
romeo quebec foxtrot india tango lima
delta hotel romeo november foxtrot mike quebec echo india sierra alpha oscar
delta charlie echo oscar
quebec delta romeo oscar delta
papa quebec papa mike juliett kilo juliett romeo
golf papa bravo kilo november golf papa kilo november
mike charlie foxtrot hotel tango delta bravo sierra india oscar bravo
lima oscar hotel sierra tango bravo mike
golf tango bravo romeo quebec foxtrot
papa kilo golf quebec charlie sierra hotel hotel
quebec alpha sierra hotel india papa bravo delta foxtrot
lima oscar foxtrot
mike alpha november tango romeo oscar kilo hotel mike kilo
quebec lima india lima juliett oscar india sierra hotel india
tango golf papa bravo hotel charlie romeo
hotel sierra golf quebec
tango kilo papa charlie
hotel tango november hotel november alpha lima romeo romeo juliett
charlie november mike hotel kilo mike mike alpha
alpha bravo hotel india mike kilo golf alpha bravo quebec delta foxtrot
golf lima november romeo india
india oscar hotel golf tango charlie
foxtrot golf bravo hotel tango romeo romeo lima bravo romeo golf juliett
charlie juliett foxtrot charlie alpha foxtrot mike india november foxtrot
quebec lima india sierra hotel hotel november romeo mike
charlie oscar mike tango juliett tango oscar
kilo bravo november quebec papa india golf hotel sierra golf kilo
sierra foxtrot tango foxtrot hotel hotel echo november echo
papa november echo hotel golf tango juliett kilo oscar charlie lima lima
papa tango echo alpha bravo mike
echo november foxtrot sierra papa foxtrot papa golf lima
november juliett golf india tango
mike quebec charlie november
bravo romeo oscar alpha
echo kilo tango juliett golf oscar quebec bravo charlie mike
india papa alpha hotel
bravo romeo kilo november hotel november quebec lima november india lima mike
bravo kilo charlie golf tango alpha juliett echo november quebec india hotel
mike golf charlie papa juliett tango charlie bravo india delta november golf
bravo alpha lima
mike papa delta alpha
delta sierra delta golf charlie mike charlie
romeo oscar foxtrot juliett kilo india mike golf lima india romeo
charlie india oscar kilo
delta juliett golf charlie romeo delta charlie november hotel lima sierra delta
lima juliett tango quebec hotel golf
tango delta papa charlie quebec papa papa india sierra
charlie alpha delta juliett
romeo golf hotel
alpha golf india juliett kilo quebec papa tango foxtrot sierra golf
sierra echo echo november echo
charlie papa november golf romeo tango quebec echo
papa lima lima november sierra bravo hotel romeo
golf delta alpha india india tango hotel oscar echo
november november oscar juliett hotel bravo
juliett lima mike alpha foxtrot oscar golf quebec
delta echo golf oscar oscar india alpha oscar
foxtrot quebec romeo november golf kilo romeo bravo oscar kilo golf delta
kilo india mike juliett oscar papa
india oscar oscar foxtrot mike bravo
charlie tango papa november juliett lima papa hotel delta hotel
november golf charlie november juliett romeo quebec
echo tango tango bravo
romeo delta charlie lima kilo sierra alpha juliett foxtrot papa papa hotel
delta oscar mike bravo quebec delta romeo papa hotel
hotel hotel quebec sierra bravo romeo
hotel kilo golf mike kilo kilo papa sierra
echo india alpha kilo
bravo charlie bravo juliett november romeo india tango india
juliett romeo quebec delta alpha lima hotel november foxtrot sierra alpha romeo
foxtrot sierra bravo romeo delta sierra kilo sierra november juliett
alpha papa sierra juliett foxtrot lima november
charlie papa papa juliett
november quebec hotel alpha november
charlie echo lima delta sierra november kilo quebec
sierra kilo romeo charlie oscar oscar tango alpha
papa lima alpha
papa papa juliett oscar oscar
bravo romeo papa india november juliett hotel november lima charlie bravo
charlie bravo november alpha
oscar india bravo oscar echo delta lima
sierra november quebec hotel foxtrot delta quebec hotel
november bravo quebec
foxtrot india lima echo india bravo mike quebec foxtrot bravo tango
bravo bravo golf romeo
oscar kilo november echo hotel
bravo hotel golf juliett tango india tango lima papa
oscar romeo papa juliett romeo juliett juliett november delta quebec
lima foxtrot charlie quebec golf bravo november mike romeo mike
november india charlie quebec tango kilo hotel echo
kilo romeo kilo kilo delta tango
november tango november quebec
delta juliett alpha
delta india bravo foxtrot bravo kilo sierra papa mike kilo papa
hotel oscar oscar
echo hotel tango romeo hotel hotel echo
delta romeo alpha hotel tango romeo alpha romeo kilo oscar golf november
oscar november kilo charlie alpha november foxtrot alpha hotel
romeo juliett bravo delta
alpha golf golf hotel tango charlie delta sierra bravo sierra bravo
november charlie oscar mike golf foxtrot romeo india
papa golf kilo india hotel bravo quebec papa
charlie delta quebec lima juliett
bravo lima delta november lima bravo oscar papa papa oscar hotel
india kilo golf delta charlie oscar charlie hotel november sierra
papa echo delta delta alpha india mike juliett golf mike sierra
golf papa november juliett kilo
echo hotel lima juliett papa
lima bravo charlie oscar oscar bravo bravo juliett lima oscar bravo
quebec echo hotel bravo mike kilo delta november
mike mike charlie papa tango oscar golf tango juliett alpha tango
quebec charlie juliett lima delta golf kilo
hotel foxtrot quebec kilo hotel charlie kilo alpha juliett hotel juliett
november bravo echo
bravo quebec hotel hotel papa
mike romeo juliett golf papa kilo india
foxtrot echo golf alpha
lima echo echo romeo kilo juliett
bravo juliett hotel juliett bravo kilo hotel tango delta foxtrot
tango juliett bravo india lima juliett echo sierra
kilo bravo romeo oscar mike india oscar
romeo juliett quebec quebec charlie papa november foxtrot bravo
sierra romeo india lima echo november mike foxtrot tango oscar papa
lima oscar kilo foxtrot alpha hotel november oscar tango
charlie alpha golf delta papa golf papa november tango hotel
juliett mike november echo bravo
oscar golf romeo sierra juliett november quebec foxtrot
lima foxtrot bravo november november alpha juliett tango golf
hotel echo india november oscar hotel romeo lima sierra lima hotel
romeo romeo charlie echo alpha romeo delta foxtrot echo oscar tango foxtrot
mike golf bravo golf alpha oscar golf
mike juliett alpha
alpha oscar quebec mike sierra tango
hotel delta oscar bravo
lima kilo sierra india alpha
november sierra juliett echo november echo juliett alpha hotel golf alpha delta
golf echo tango mike papa india charlie kilo kilo
romeo charlie quebec golf
papa lima romeo delta charlie sierra kilo papa kilo
juliett romeo november india delta quebec echo india oscar november
lima juliett oscar golf
november alpha juliett golf hotel hotel alpha foxtrot kilo papa november foxtrot
juliett oscar echo
delta india november kilo
india kilo golf quebec
kilo quebec hotel juliett oscar alpha kilo quebec tango
alpha quebec alpha bravo bravo echo foxtrot oscar papa kilo
november bravo hotel delta kilo foxtrot bravo foxtrot quebec lima lima
hotel november romeo
lima juliett juliett delta kilo kilo tango quebec alpha
juliett delta sierra sierra quebec
quebec bravo tango tango kilo quebec
sierra sierra charlie foxtrot november sierra hotel mike
lima india romeo india sierra echo alpha mike hotel
hotel delta sierra foxtrot kilo bravo november india golf
sierra hotel juliett quebec delta kilo oscar india november
quebec hotel oscar papa foxtrot
hotel quebec oscar lima quebec bravo echo echo delta tango lima
foxtrot hotel golf echo
charlie lima india
hotel november foxtrot delta charlie tango lima alpha
sierra sierra papa alpha
charlie golf delta oscar tango november
alpha sierra echo bravo alpha alpha kilo foxtrot
golf sierra lima sierra foxtrot romeo foxtrot quebec delta mike
romeo sierra foxtrot
papa kilo papa hotel bravo romeo golf delta mike juliett
sierra juliett india delta golf romeo quebec golf india alpha golf
india bravo hotel foxtrot november romeo tango sierra foxtrot
hotel mike delta india bravo golf november tango tango
golf tango juliett oscar oscar charlie november tango papa
juliett alpha foxtrot mike golf india juliett lima bravo golf tango quebec
bravo lima charlie india november hotel
kilo quebec mike lima hotel
romeo sierra hotel november
november delta romeo quebec
papa bravo papa mike hotel alpha foxtrot mike lima
hotel juliett kilo november quebec india hotel echo golf foxtrot tango mike
bravo india charlie lima alpha
quebec juliett alpha romeo sierra echo kilo sierra mike sierra mike
papa tango bravo foxtrot hotel lima mike bravo bravo echo
india delta sierra echo oscar quebec
charlie india juliett oscar foxtrot mike kilo romeo tango kilo
foxtrot november mike romeo november november
foxtrot golf juliett
papa mike hotel lima mike mike lima foxtrot golf bravo lima delta
alpha quebec papa hotel
bravo quebec lima november bravo mike oscar alpha sierra
bravo tango mike foxtrot juliett kilo oscar mike november lima charlie sierra
quebec quebec sierra november charlie alpha mike bravo quebec
november quebec lima alpha delta mike quebec
kilo charlie lima november
hotel sierra juliett lima november kilo charlie mike juliett charlie oscar juliett
papa romeo sierra golf quebec kilo oscar foxtrot delta
november charlie delta delta sierra echo
lima india golf alpha hotel papa kilo echo
tango charlie foxtrot quebec tango quebec bravo foxtrot juliett golf
lima mike oscar kilo
november papa alpha sierra golf quebec
foxtrot papa mike papa tango sierra lima tango papa
alpha hotel india echo sierra romeo foxtrot quebec hotel oscar mike quebec
charlie mike papa echo golf foxtrot papa kilo charlie romeo
juliett lima tango papa
india golf echo
november alpha quebec oscar
lima romeo echo kilo sierra kilo juliett sierra
mike mike india hotel oscar lima foxtrot papa papa hotel bravo echo
india charlie lima romeo
echo hotel kilo juliett tango romeo lima delta
lima bravo delta alpha lima romeo golf echo golf bravo
delta quebec mike oscar oscar
golf tango golf romeo juliett charlie romeo golf delta mike foxtrot alpha
charlie kilo november alpha romeo hotel foxtrot golf
juliett tango golf romeo
papa november mike charlie charlie bravo mike oscar delta lima alpha
mike quebec romeo papa papa hotel tango echo juliett sierra echo
papa tango juliett alpha romeo mike
oscar echo alpha delta mike india oscar alpha quebec lima alpha lima
november delta november golf india romeo tango kilo quebec
tango echo echo golf oscar foxtrot papa
india papa echo alpha golf quebec sierra bravo echo
hotel romeo papa november india charlie hotel bravo echo kilo romeo
mike bravo papa papa oscar oscar hotel
november juliett quebec alpha bravo
charlie golf golf quebec sierra tango tango hotel foxtrot
november golf bravo juliett delta mike oscar
lima india mike juliett papa alpha charlie delta lima alpha
mike november romeo foxtrot papa india bravo
quebec charlie romeo golf romeo bravo alpha delta
india alpha tango papa oscar romeo oscar alpha sierra lima
quebec kilo mike papa mike sierra mike mike bravo charlie oscar golf
kilo quebec foxtrot echo
golf november quebec india echo india oscar
mike alpha tango lima juliett alpha golf
kilo charlie quebec romeo delta romeo bravo
mike foxtrot tango tango hotel sierra india
november romeo charlie alpha romeo golf oscar alpha quebec tango sierra
papa bravo papa tango india papa sierra hotel lima romeo
papa papa oscar kilo quebec romeo hotel mike delta lima
november echo lima delta delta delta india kilo mike kilo foxtrot
papa golf kilo delta charlie alpha sierra foxtrot
india papa golf sierra echo november echo oscar oscar tango mike lima
delta india lima juliett foxtrot quebec sierra
tango charlie sierra romeo
hotel hotel papa quebec romeo november quebec
mike romeo juliett charlie papa romeo papa papa golf
alpha tango alpha kilo bravo sierra foxtrot
november papa oscar juliett delta
delta papa sierra mike mike sierra lima mike
alpha delta foxtrot romeo echo foxtrot
delta quebec lima romeo kilo mike quebec papa papa oscar tango
papa foxtrot november mike sierra india bravo lima lima foxtrot
golf foxtrot kilo sierra alpha
mike india kilo papa quebec
golf november india alpha golf mike juliett oscar oscar
november delta echo hotel kilo juliett kilo lima
alpha sierra alpha alpha bravo
quebec kilo november hotel golf foxtrot foxtrot bravo bravo
india november india lima alpha india mike hotel sierra
romeo charlie echo charlie mike bravo
juliett bravo papa lima
hotel lima juliett papa mike oscar quebec sierra
romeo november echo sierra mike delta mike foxtrot delta
delta mike india tango sierra juliett foxtrot sierra lima foxtrot mike
echo hotel mike hotel kilo lima delta
november oscar echo quebec hotel juliett kilo charlie sierra
lima golf india golf lima echo india
sierra tango romeo bravo november
kilo juliett november juliett november sierra charlie india charlie quebec
november lima lima hotel delta tango
papa golf golf oscar sierra tango india oscar juliett hotel echo papa
kilo papa india india papa quebec india echo alpha alpha quebec
kilo charlie sierra echo juliett papa golf golf echo delta kilo
juliett quebec foxtrot
bravo charlie india romeo lima india echo delta juliett
alpha echo echo delta india
sierra delta mike kilo golf tango alpha alpha oscar foxtrot
bravo juliett juliett kilo lima
oscar kilo november juliett india echo delta romeo quebec
golf echo sierra delta foxtrot juliett foxtrot november alpha bravo quebec echo
kilo hotel golf mike
mike delta echo hotel sierra juliett kilo sierra india papa golf
india india sierra tango foxtrot
lima november charlie papa kilo papa november lima quebec hotel juliett
november oscar lima delta juliett bravo
kilo mike mike papa papa india charlie
juliett hotel kilo charlie golf sierra charlie papa papa
golf delta foxtrot mike november hotel november india papa hotel
juliett juliett delta charlie oscar oscar golf alpha bravo
alpha lima quebec november oscar kilo lima charlie tango oscar kilo
bravo india hotel romeo hotel juliett papa juliett kilo november alpha sierra
november juliett lima
quebec romeo juliett tango oscar hotel lima bravo alpha romeo november kilo
delta charlie delta mike papa hotel mike
india golf juliett mike november india lima quebec romeo
november golf bravo mike
india alpha charlie alpha golf oscar alpha quebec
hotel kilo india hotel romeo tango lima
kilo november quebec echo oscar
romeo lima bravo
quebec charlie india echo lima november bravo echo
echo foxtrot sierra juliett mike quebec lima hotel
lima quebec golf echo mike sierra charlie echo delta
bravo juliett mike hotel tango quebec mike golf lima papa juliett
november echo golf india bravo sierra juliett
echo papa foxtrot echo india foxtrot mike quebec november
romeo india bravo delta india delta romeo india foxtrot foxtrot kilo
bravo kilo kilo tango alpha bravo tango lima alpha papa
tango papa juliett lima lima charlie golf
hotel india sierra hotel alpha golf mike juliett
golf oscar foxtrot bravo alpha quebec mike alpha hotel delta
tango mike golf alpha quebec papa oscar mike golf sierra delta
kilo delta india
papa echo alpha
foxtrot bravo romeo kilo mike
sierra echo mike romeo romeo india mike sierra
lima papa india papa november hotel lima bravo tango juliett romeo
juliett mike tango charlie
golf india foxtrot kilo alpha oscar lima foxtrot bravo oscar
hotel sierra lima sierra
delta lima bravo delta sierra juliett papa oscar papa lima hotel
quebec kilo sierra delta echo india romeo bravo lima
charlie kilo golf hotel quebec oscar india india romeo hotel delta
mike juliett oscar kilo alpha bravo
sierra delta oscar quebec november kilo
india lima alpha bravo hotel kilo romeo quebec lima november charlie delta
tango charlie alpha foxtrot november hotel juliett alpha charlie kilo
golf delta romeo bravo papa kilo lima sierra mike quebec
mike foxtrot quebec
papa bravo foxtrot foxtrot bravo india juliett
papa november hotel lima echo hotel juliett
foxtrot bravo papa juliett delta india quebec quebec echo
tango november charlie echo echo golf echo lima hotel papa oscar sierra
golf alpha romeo november india charlie oscar charlie tango november lima sierra
hotel golf sierra delta juliett
quebec delta foxtrot mike november quebec sierra lima delta delta oscar
foxtrot lima foxtrot foxtrot bravo
india papa delta delta sierra bravo oscar oscar lima quebec golf tango
mike alpha hotel quebec charlie sierra quebec india
juliett romeo india oscar alpha mike sierra golf alpha
foxtrot kilo bravo lima november oscar
alpha papa kilo romeo india november quebec oscar juliett juliett
quebec juliett lima oscar mike romeo
november delta juliett foxtrot golf hotel quebec alpha alpha
echo tango india sierra quebec hotel tango kilo juliett lima golf sierra
foxtrot sierra romeo romeo india
kilo romeo india juliett sierra hotel delta
kilo lima romeo romeo lima charlie charlie romeo india
hotel november lima quebec
bravo sierra india romeo delta charlie papa lima kilo echo bravo delta
foxtrot india charlie oscar foxtrot india tango mike lima bravo romeo
papa charlie foxtrot hotel romeo bravo charlie
juliett mike november papa papa alpha papa golf sierra delta
november oscar delta oscar foxtrot
quebec mike hotel echo tango
quebec echo quebec echo oscar delta sierra bravo romeo echo papa tango
golf bravo kilo foxtrot foxtrot hotel papa golf kilo tango
sierra kilo kilo mike papa foxtrot romeo oscar charlie delta charlie
sierra juliett juliett charlie lima
quebec hotel sierra tango
alpha echo quebec juliett alpha
papa papa charlie tango papa sierra foxtrot
india delta delta mike bravo sierra quebec hotel echo
romeo alpha november papa golf oscar lima romeo november mike papa india
delta juliett kilo romeo lima golf golf india tango kilo oscar quebec
charlie foxtrot golf romeo india india november sierra juliett golf alpha quebec
oscar oscar charlie foxtrot quebec delta hotel golf kilo juliett
lima tango papa lima sierra tango foxtrot alpha kilo mike tango
hotel quebec hotel kilo golf hotel oscar mike echo papa
oscar quebec oscar charlie delta juliett
lima romeo bravo lima lima kilo lima quebec bravo india india
juliett tango quebec foxtrot foxtrot quebec
hotel charlie hotel foxtrot delta alpha golf tango
juliett delta mike oscar juliett
alpha romeo golf echo romeo hotel india november charlie mike charlie lima
juliett tango quebec papa quebec lima
tango mike delta echo oscar lima
india delta tango india november juliett bravo echo
foxtrot golf hotel romeo quebec bravo
alpha mike bravo mike kilo quebec hotel lima kilo
charlie tango foxtrot charlie echo
papa charlie delta hotel papa echo bravo echo golf
delta lima alpha foxtrot kilo
papa romeo charlie charlie kilo hotel
foxtrot lima mike foxtrot papa kilo india tango
golf oscar alpha hotel juliett charlie echo delta november
hotel charlie kilo kilo mike echo
juliett delta alpha quebec hotel
quebec romeo golf india oscar india
juliett foxtrot lima india kilo bravo papa tango
hotel sierra mike kilo
juliett india romeo bravo golf golf foxtrot delta golf
india echo bravo romeo
oscar foxtrot india oscar india papa india delta alpha november
november mike bravo
hotel mike november golf sierra golf juliett
bravo kilo bravo romeo kilo juliett golf tango quebec
golf oscar tango kilo
kilo echo juliett alpha alpha echo india oscar kilo
lima november juliett hotel november romeo golf hotel tango mike
juliett romeo mike alpha
sierra golf sierra
hotel echo india bravo echo romeo oscar quebec
golf november tango kilo quebec november
juliett charlie india
november papa bravo papa delta delta india quebec delta
india november romeo alpha delta tango delta india
echo delta kilo alpha tango charlie kilo sierra oscar romeo
hotel kilo tango sierra mike
quebec quebec india charlie sierra romeo romeo delta
alpha mike golf kilo papa sierra november quebec echo papa
charlie echo foxtrot india hotel romeo hotel
india bravo november kilo quebec lima alpha november mike oscar papa delta
romeo alpha mike sierra juliett charlie
quebec india november quebec oscar oscar delta sierra
india oscar oscar mike charlie papa echo golf alpha
oscar india november juliett india bravo mike
oscar delta quebec quebec delta echo
tango lima india kilo papa kilo sierra mike
charlie tango golf hotel delta papa hotel delta
lima mike tango foxtrot
delta delta tango delta hotel echo india foxtrot tango papa
papa echo oscar bravo juliett charlie bravo alpha foxtrot hotel tango
bravo november november tango papa india golf papa papa alpha
quebec papa india
sierra charlie charlie
lima juliett juliett kilo delta oscar alpha bravo bravo golf
sierra oscar quebec oscar echo foxtrot oscar alpha india tango
lima mike hotel lima papa hotel
juliett quebec echo quebec lima romeo
juliett charlie charlie delta tango
papa quebec foxtrot charlie hotel
november golf golf golf hotel echo
india golf november romeo oscar bravo hotel delta bravo
sierra oscar foxtrot india golf
kilo papa charlie
lima bravo kilo lima india kilo lima
echo romeo charlie quebec quebec papa hotel bravo charlie sierra echo
juliett alpha lima romeo
quebec sierra foxtrot bravo kilo oscar juliett alpha
delta papa papa sierra lima hotel golf mike bravo bravo
alpha sierra lima foxtrot
charlie delta lima juliett november hotel charlie hotel sierra
sierra charlie oscar tango
golf hotel tango kilo india mike sierra foxtrot delta echo
romeo mike bravo foxtrot foxtrot
romeo lima lima
kilo tango echo tango kilo juliett charlie bravo quebec foxtrot
oscar golf quebec mike romeo bravo alpha lima mike papa
india india bravo golf sierra foxtrot hotel juliett tango
november foxtrot mike papa bravo mike kilo november papa oscar
oscar bravo mike foxtrot oscar romeo romeo
golf mike romeo oscar sierra november
hotel hotel india delta golf oscar lima
papa echo charlie echo foxtrot november tango
alpha mike oscar india echo india oscar romeo golf
bravo november mike bravo sierra mike charlie lima
november foxtrot kilo delta hotel juliett quebec foxtrot delta
charlie delta juliett quebec foxtrot papa golf bravo
bravo quebec tango oscar charlie delta kilo papa delta mike
bravo golf kilo delta alpha
november foxtrot november echo delta hotel november foxtrot quebec charlie
kilo india tango hotel mike golf alpha quebec november delta tango
quebec mike delta bravo alpha echo mike sierra lima
charlie papa sierra november india india juliett charlie juliett
papa mike foxtrot quebec hotel papa november kilo
echo november november delta mike kilo echo india tango juliett charlie
foxtrot lima bravo lima bravo bravo mike lima hotel echo india
delta charlie tango kilo kilo sierra lima bravo golf juliett delta kilo
echo lima oscar mike kilo charlie hotel oscar quebec quebec hotel oscar
sierra november kilo india romeo charlie lima hotel sierra foxtrot quebec
quebec alpha golf golf golf
foxtrot mike charlie november juliett lima delta mike charlie romeo
bravo golf lima echo juliett lima romeo bravo
kilo charlie sierra juliett tango echo juliett delta oscar golf delta bravo
golf mike oscar romeo charlie charlie lima
delta tango november delta juliett romeo kilo sierra sierra oscar
sierra mike mike november november echo delta bravo sierra kilo papa golf
romeo sierra november sierra
oscar juliett kilo quebec oscar
sierra foxtrot papa echo alpha india tango bravo juliett
sierra sierra sierra
charlie india mike delta tango mike papa alpha echo
oscar tango tango echo kilo echo india
kilo kilo quebec sierra echo foxtrot quebec tango charlie kilo quebec juliett
golf oscar hotel papa kilo
quebec lima foxtrot sierra delta charlie
mike quebec hotel juliett
kilo alpha romeo alpha juliett echo
lima november november quebec foxtrot
november quebec hotel mike charlie romeo
oscar echo foxtrot juliett sierra delta mike sierra golf
golf alpha oscar echo kilo kilo india quebec juliett
hotel echo romeo mike
golf bravo kilo
lima oscar lima mike bravo delta oscar oscar tango november lima
oscar kilo charlie papa alpha bravo kilo quebec
lima mike quebec bravo november echo sierra charlie sierra delta lima romeo
oscar india papa echo romeo
romeo echo mike india alpha quebec india hotel hotel mike
papa alpha kilo hotel tango
bravo romeo november quebec
lima india alpha mike juliett hotel
november tango foxtrot bravo foxtrot romeo hotel
mike delta delta quebec lima hotel juliett quebec juliett sierra juliett
november oscar romeo
delta delta kilo papa juliett papa india foxtrot foxtrot
romeo hotel oscar oscar
echo foxtrot oscar lima delta
alpha india echo quebec quebec november
tango bravo india juliett charlie romeo bravo
lima delta delta
november sierra kilo echo foxtrot juliett tango sierra november
india romeo alpha delta echo echo quebec sierra juliett hotel
romeo alpha india delta golf india november bravo
delta bravo india hotel juliett golf juliett sierra alpha november mike november
quebec tango oscar foxtrot charlie lima
romeo alpha papa charlie
quebec golf oscar mike tango papa india delta foxtrot charlie golf
papa juliett lima
juliett lima kilo india quebec india foxtrot oscar november quebec
mike foxtrot alpha romeo tango papa echo lima juliett hotel india bravo
golf charlie tango india hotel bravo charlie
golf foxtrot sierra romeo
hotel quebec romeo juliett echo mike alpha alpha delta
quebec quebec papa lima lima oscar
delta papa quebec lima tango golf tango sierra lima mike lima
oscar oscar alpha kilo oscar tango oscar
juliett bravo bravo delta mike tango hotel
delta kilo sierra romeo quebec oscar mike
papa india oscar golf india foxtrot echo oscar golf echo
hotel sierra india hotel delta oscar oscar quebec
papa papa november lima hotel foxtrot echo foxtrot
romeo november india
charlie bravo golf
foxtrot kilo oscar charlie mike hotel
hotel bravo november november sierra mike hotel echo romeo quebec tango
tango charlie november india romeo mike quebec
bravo bravo oscar kilo delta romeo foxtrot hotel lima
hotel november bravo lima
charlie tango kilo golf bravo quebec charlie echo hotel quebec hotel
india echo sierra romeo mike sierra
juliett sierra juliett delta november lima tango bravo
charlie juliett india oscar lima delta juliett lima bravo
oscar kilo quebec oscar kilo papa juliett kilo romeo oscar bravo delta
lima papa golf hotel lima charlie quebec foxtrot romeo
lima oscar oscar
tango oscar echo alpha kilo foxtrot oscar papa tango
delta november sierra golf
foxtrot charlie tango india tango sierra romeo oscar oscar charlie oscar
echo alpha bravo sierra oscar alpha bravo alpha
oscar mike bravo india alpha bravo delta
quebec india oscar kilo
golf romeo kilo india
kilo papa quebec juliett mike romeo
foxtrot papa hotel
papa kilo golf foxtrot romeo sierra oscar quebec delta delta lima alpha
november foxtrot bravo tango papa quebec mike oscar
golf tango tango juliett november romeo
november hotel papa delta sierra oscar
foxtrot november alpha
oscar kilo india papa quebec sierra quebec foxtrot india oscar
juliett echo golf kilo oscar delta lima
tango golf oscar juliett sierra
echo oscar tango foxtrot mike romeo bravo delta lima tango
bravo sierra mike romeo
oscar echo golf oscar hotel echo golf bravo foxtrot golf
echo echo charlie oscar kilo charlie alpha
lima golf papa quebec echo charlie lima november lima
charlie oscar tango
delta quebec lima papa hotel golf oscar tango quebec mike romeo
november oscar hotel india
mike delta alpha oscar quebec november quebec delta sierra tango alpha
kilo delta hotel charlie sierra hotel golf bravo
echo hotel oscar alpha hotel tango mike mike hotel charlie bravo alpha
romeo golf juliett
juliett bravo sierra golf kilo
golf mike juliett romeo hotel tango tango romeo alpha hotel november lima
charlie sierra quebec november india alpha juliett bravo juliett alpha golf
sierra juliett golf charlie hotel
quebec tango alpha bravo tango bravo foxtrot
golf november november india charlie mike tango foxtrot echo juliett quebec bravo
india juliett bravo november sierra foxtrot romeo golf mike
quebec bravo juliett delta oscar
foxtrot delta sierra papa delta
quebec juliett november echo golf kilo foxtrot oscar november bravo bravo papa
golf hotel romeo mike
alpha kilo india foxtrot delta quebec oscar
alpha quebec romeo kilo
mike echo alpha tango echo alpha juliett november sierra juliett
alpha golf sierra tango golf juliett alpha tango charlie mike romeo oscar
sierra november papa
delta juliett hotel lima
quebec november charlie echo lima bravo kilo
golf sierra delta mike oscar juliett quebec kilo mike golf hotel india
kilo golf papa charlie delta
bravo echo alpha
hotel papa oscar
lima romeo november foxtrot tango romeo
sierra bravo mike charlie bravo lima
quebec juliett bravo
alpha alpha hotel golf bravo mike
oscar golf echo romeo india hotel sierra
foxtrot tango papa echo india charlie mike
papa sierra echo india india romeo oscar alpha juliett papa
echo india charlie quebec hotel
bravo sierra november november november juliett november india
juliett quebec november romeo quebec alpha sierra
echo romeo papa charlie kilo lima juliett mike bravo
juliett romeo india foxtrot bravo delta
hotel juliett hotel charlie kilo tango sierra india charlie alpha november echo
sierra oscar golf
hotel charlie lima quebec lima charlie india papa hotel hotel
delta quebec kilo oscar sierra echo india delta
romeo november echo lima mike tango papa romeo echo lima november
hotel foxtrot tango
hotel papa alpha oscar
kilo bravo lima mike papa mike bravo alpha
quebec november india romeo oscar foxtrot lima alpha charlie
sierra india foxtrot quebec lima mike india mike kilo kilo
delta romeo papa bravo foxtrot papa juliett echo kilo
romeo november foxtrot tango juliett romeo
bravo oscar oscar india romeo oscar november oscar lima
quebec golf juliett delta romeo lima india oscar quebec
romeo quebec papa
foxtrot kilo oscar charlie golf kilo foxtrot sierra golf
delta oscar quebec tango charlie romeo hotel romeo hotel romeo
papa charlie oscar romeo romeo bravo tango
juliett echo quebec quebec tango mike india hotel lima charlie hotel lima
lima charlie alpha alpha quebec
delta romeo alpha bravo foxtrot oscar sierra
charlie bravo bravo delta india november
bravo india bravo kilo papa alpha november india tango oscar
oscar india juliett hotel
romeo oscar alpha quebec charlie delta foxtrot india echo tango
quebec india november foxtrot bravo
papa foxtrot hotel juliett golf tango echo golf
quebec charlie november delta alpha foxtrot quebec oscar foxtrot charlie
alpha kilo sierra sierra romeo hotel delta
november juliett alpha quebec alpha charlie bravo delta golf golf sierra
tango kilo november
sierra echo sierra echo echo golf golf alpha delta sierra sierra
mike echo foxtrot oscar sierra
tango alpha alpha
romeo papa delta oscar alpha oscar oscar charlie sierra papa
sierra charlie kilo echo bravo india delta sierra
juliett papa delta golf foxtrot november hotel sierra sierra
lima india kilo india bravo golf kilo tango
november golf lima echo oscar hotel quebec echo
papa juliett november golf papa echo
juliett lima lima lima charlie juliett kilo
hotel romeo tango foxtrot delta lima alpha tango golf foxtrot india
lima india hotel papa echo delta sierra foxtrot hotel hotel delta foxtrot
papa romeo tango kilo golf november alpha
hotel sierra quebec juliett
november bravo golf delta delta oscar foxtrot
echo oscar quebec hotel kilo charlie charlie tango quebec oscar foxtrot alpha
india oscar sierra bravo hotel
golf hotel kilo kilo quebec hotel oscar foxtrot alpha november
india golf juliett mike mike tango golf echo india echo
romeo echo delta oscar charlie
november foxtrot charlie oscar
golf oscar echo mike sierra golf juliett romeo
foxtrot oscar hotel hotel juliett tango
echo delta romeo
echo echo foxtrot mike charlie india juliett bravo juliett november india mike
november foxtrot lima quebec charlie quebec india lima sierra
lima india papa foxtrot india oscar papa bravo juliett kilo mike foxtrot
mike lima hotel tango quebec lima november bravo lima lima papa charlie
india bravo alpha foxtrot hotel juliett kilo delta lima
kilo romeo sierra india delta lima juliett papa oscar
papa india papa lima mike kilo oscar hotel golf
romeo alpha kilo november echo oscar mike november hotel alpha delta foxtrot
lima alpha india romeo
oscar bravo echo romeo
kilo foxtrot lima bravo alpha kilo golf
bravo hotel oscar november november india papa sierra
mike romeo india
juliett oscar golf foxtrot oscar foxtrot kilo hotel
delta sierra hotel bravo juliett oscar
alpha romeo quebec india india tango alpha papa tango romeo
charlie juliett echo delta
foxtrot charlie echo golf juliett november delta india india hotel
tango quebec charlie kilo lima november sierra india golf hotel
romeo hotel sierra lima oscar golf lima quebec
sierra sierra oscar papa
oscar november echo india alpha charlie juliett juliett bravo
oscar oscar bravo quebec echo india quebec lima juliett echo echo india
juliett golf delta bravo sierra mike mike hotel foxtrot
sierra papa charlie oscar tango juliett
oscar romeo november sierra oscar echo romeo lima india quebec kilo
india bravo bravo golf papa golf november hotel oscar
alpha kilo alpha kilo charlie hotel quebec delta
lima papa charlie romeo bravo hotel alpha november charlie delta delta alpha
juliett mike quebec bravo november sierra delta bravo bravo
golf mike delta quebec echo quebec quebec november alpha oscar mike delta
india juliett alpha mike charlie
hotel tango delta lima mike alpha charlie papa foxtrot november
echo mike papa mike tango
hotel echo delta
delta quebec juliett juliett mike mike golf kilo india echo quebec
delta papa kilo echo quebec delta echo golf golf
quebec quebec mike echo foxtrot
golf bravo lima romeo
tango delta hotel juliett bravo echo sierra charlie
papa echo golf
romeo mike romeo
papa juliett tango lima juliett india november alpha india
tango alpha juliett
delta charlie quebec echo golf quebec delta foxtrot oscar foxtrot sierra delta
sierra sierra delta kilo echo papa charlie bravo juliett
quebec quebec india mike lima
bravo sierra romeo lima bravo echo echo
papa papa delta november papa papa quebec
quebec november oscar
tango mike sierra india
alpha bravo oscar sierra charlie
golf quebec november juliett alpha hotel india alpha hotel romeo alpha
charlie foxtrot romeo alpha romeo
kilo hotel mike sierra papa quebec echo echo
charlie hotel delta romeo papa mike
tango november juliett
charlie papa oscar india quebec sierra mike alpha india sierra
oscar sierra tango india mike charlie hotel hotel kilo tango
delta india hotel echo papa quebec kilo juliett
juliett delta november juliett november sierra mike
oscar mike golf tango foxtrot charlie sierra
echo india mike mike tango echo mike alpha hotel delta november
lima quebec golf mike quebec alpha oscar
papa foxtrot oscar oscar lima quebec hotel
india tango charlie
hotel delta juliett tango juliett bravo bravo
november alpha alpha oscar delta bravo juliett india tango
bravo oscar india echo foxtrot hotel papa quebec
echo sierra november quebec
hotel sierra charlie lima hotel
mike echo sierra echo delta alpha november quebec november
bravo foxtrot lima india quebec golf juliett sierra papa hotel delta mike
sierra sierra quebec oscar golf foxtrot foxtrot hotel delta echo papa
india mike quebec india romeo hotel november india tango alpha
hotel hotel oscar hotel quebec kilo charlie romeo alpha kilo
quebec november charlie foxtrot
sierra lima mike oscar tango charlie echo kilo juliett kilo lima
tango charlie charlie mike mike bravo kilo sierra golf tango echo tango
golf november echo bravo mike papa bravo golf
india quebec alpha papa alpha quebec oscar golf charlie
november alpha india lima romeo india tango delta charlie lima india
papa juliett papa
sierra echo romeo
charlie mike oscar oscar mike tango golf bravo alpha lima
bravo bravo golf november
mike foxtrot november papa bravo golf romeo golf papa echo juliett lima
echo golf oscar lima india echo romeo bravo mike quebec hotel
oscar tango foxtrot papa november juliett quebec november foxtrot hotel
charlie sierra delta kilo foxtrot kilo lima echo kilo charlie alpha
kilo papa november sierra echo oscar romeo
november bravo sierra sierra papa
foxtrot oscar lima golf romeo hotel echo romeo juliett
lima romeo mike papa alpha kilo lima bravo charlie alpha bravo alpha
mike romeo bravo echo
romeo papa lima golf
quebec alpha mike kilo
november sierra delta
oscar oscar sierra hotel alpha november hotel lima foxtrot
sierra golf november tango india
golf charlie foxtrot romeo charlie mike foxtrot bravo juliett
quebec delta delta delta
papa golf india alpha hotel echo papa hotel
delta romeo romeo hotel tango november
tango golf sierra november
lima charlie foxtrot kilo november hotel papa india
india foxtrot foxtrot echo india golf echo sierra lima mike india
sierra delta echo quebec november november delta
november delta hotel lima bravo golf india juliett kilo kilo charlie november
juliett lima papa india tango echo india juliett hotel alpha echo hotel
mike charlie oscar
sierra november mike india bravo golf
november alpha oscar delta hotel quebec mike hotel
golf november foxtrot bravo golf sierra lima papa lima hotel hotel quebec
quebec bravo alpha echo lima india tango november papa juliett sierra tango
charlie alpha foxtrot kilo alpha kilo echo echo
november bravo november
mike echo sierra oscar mike papa alpha sierra sierra tango foxtrot
papa november sierra hotel november sierra delta
romeo foxtrot lima india hotel juliett
foxtrot juliett lima quebec foxtrot papa quebec november tango foxtrot mike tango
quebec tango kilo papa golf india oscar alpha
golf romeo quebec foxtrot charlie bravo india delta papa
delta lima bravo november alpha romeo
sierra papa india delta foxtrot india romeo foxtrot
kilo november tango mike kilo
papa hotel papa tango india sierra romeo oscar mike quebec
lima sierra delta
hotel oscar alpha kilo romeo kilo tango
mike romeo bravo kilo papa golf kilo kilo
romeo alpha sierra delta
papa charlie foxtrot november
november quebec charlie papa charlie delta bravo alpha papa bravo
mike romeo kilo delta juliett lima
romeo delta mike juliett
charlie quebec charlie mike hotel
hotel bravo foxtrot romeo oscar echo tango sierra
echo romeo juliett lima delta foxtrot
alpha juliett bravo kilo
kilo foxtrot romeo india foxtrot oscar tango november
alpha tango lima quebec hotel hotel echo delta romeo kilo echo foxtrot
juliett echo oscar november kilo sierra
alpha papa foxtrot tango lima tango quebec kilo mike sierra
kilo romeo papa lima charlie bravo quebec
delta charlie hotel foxtrot
quebec charlie lima bravo charlie oscar november golf kilo oscar
delta tango papa bravo oscar
echo delta delta bravo kilo kilo romeo bravo hotel
alpha juliett oscar charlie
lima kilo juliett delta echo delta delta
charlie tango mike november delta kilo
juliett golf india bravo alpha
oscar bravo november india november hotel delta romeo sierra charlie lima
sierra sierra lima bravo echo foxtrot oscar foxtrot echo papa
golf bravo quebec india hotel tango india charlie papa echo quebec
hotel alpha india oscar lima echo lima hotel oscar tango
papa hotel tango lima november romeo
foxtrot papa golf golf echo quebec charlie bravo quebec golf
sierra november kilo hotel alpha
papa foxtrot echo romeo echo echo india bravo alpha papa
oscar november romeo india golf quebec alpha golf papa india delta
tango papa mike kilo foxtrot india kilo delta oscar sierra hotel
romeo bravo hotel foxtrot romeo quebec india romeo lima mike quebec hotel
oscar lima juliett lima quebec tango juliett echo hotel india
oscar romeo mike quebec india mike charlie november bravo oscar romeo
lima oscar india lima quebec hotel charlie november foxtrot mike papa
juliett delta golf
papa bravo juliett november lima juliett alpha kilo quebec mike
november mike papa tango
quebec oscar india india oscar sierra romeo lima papa foxtrot bravo bravo
kilo delta delta echo echo november papa charlie hotel papa delta echo
sierra bravo juliett oscar charlie foxtrot charlie bravo november
alpha juliett mike oscar
november golf golf bravo mike papa india delta echo charlie
india quebec mike foxtrot mike alpha bravo delta hotel
lima bravo romeo alpha foxtrot bravo echo juliett alpha mike
hotel alpha india sierra india juliett sierra charlie
foxtrot hotel kilo alpha hotel echo alpha romeo november tango tango papa
charlie bravo november oscar hotel sierra
charlie india hotel tango
echo juliett echo sierra
juliett kilo bravo romeo juliett echo tango kilo echo golf foxtrot
foxtrot kilo lima romeo bravo november foxtrot golf juliett
india india juliett juliett tango juliett
lima quebec alpha november alpha alpha papa
alpha delta quebec tango oscar
kilo kilo bravo juliett golf delta sierra tango echo bravo hotel tango
papa mike hotel golf tango
hotel quebec papa romeo foxtrot mike mike hotel romeo oscar charlie delta
sierra oscar charlie
papa tango mike india mike alpha india lima lima bravo india oscar
india papa november hotel india alpha papa
alpha hotel quebec alpha oscar delta juliett mike papa
sierra november romeo alpha
oscar sierra tango foxtrot foxtrot kilo lima mike papa oscar alpha oscar
bravo golf november romeo kilo hotel juliett juliett
delta juliett delta
romeo mike papa oscar oscar
hotel lima golf alpha hotel oscar golf
juliett november juliett romeo golf mike hotel kilo papa
kilo charlie alpha quebec papa quebec quebec india bravo quebec
sierra tango alpha india echo
lima foxtrot bravo
quebec papa papa mike india bravo delta
mike juliett hotel oscar november golf alpha quebec tango oscar november
golf bravo charlie hotel bravo
oscar kilo foxtrot sierra bravo hotel romeo delta echo
alpha golf delta tango november mike kilo
oscar oscar quebec echo bravo lima echo
quebec november mike november romeo lima delta india bravo alpha
charlie delta tango sierra
tango india alpha juliett charlie mike kilo foxtrot charlie november
alpha papa oscar lima juliett delta
oscar mike alpha papa sierra foxtrot india romeo oscar echo golf delta
hotel golf mike foxtrot tango
oscar quebec papa echo tango kilo oscar
juliett november kilo hotel
delta golf delta kilo hotel oscar
delta oscar quebec romeo sierra november bravo delta mike
tango papa delta oscar romeo golf hotel
papa quebec india golf echo romeo papa sierra bravo echo november alpha
tango bravo golf india delta bravo
charlie quebec india bravo mike
hotel sierra juliett
mike lima india hotel quebec echo romeo hotel juliett bravo romeo echo
mike quebec papa mike lima november quebec sierra charlie quebec juliett bravo
delta hotel golf kilo foxtrot lima
bravo oscar tango papa alpha tango
lima romeo golf papa romeo bravo echo alpha echo lima
foxtrot kilo tango delta tango oscar papa papa tango hotel
echo romeo hotel
quebec papa delta echo golf india papa quebec
lima charlie november alpha golf papa romeo hotel bravo
tango kilo india bravo foxtrot sierra foxtrot india
papa oscar golf echo foxtrot sierra sierra papa delta sierra
alpha foxtrot sierra golf quebec oscar juliett
mike papa foxtrot november echo alpha kilo oscar bravo india delta
november papa mike india delta mike india tango tango bravo
foxtrot echo papa echo juliett sierra delta echo
charlie hotel quebec echo juliett
charlie echo november mike bravo foxtrot papa
foxtrot alpha quebec juliett delta india mike delta kilo tango tango delta
quebec quebec tango kilo kilo delta november quebec delta golf bravo
tango bravo tango alpha mike mike tango foxtrot
delta hotel papa india mike sierra
delta quebec hotel lima mike lima kilo charlie november sierra
juliett romeo papa juliett romeo
echo lima india quebec
juliett kilo quebec echo november papa
charlie kilo quebec tango hotel golf november bravo oscar romeo
sierra delta hotel kilo papa
quebec romeo romeo oscar sierra mike golf quebec tango alpha lima
echo alpha sierra foxtrot lima foxtrot juliett oscar
papa lima tango foxtrot alpha quebec
juliett foxtrot quebec oscar bravo hotel india lima
november golf sierra sierra oscar quebec
golf charlie juliett charlie sierra kilo november bravo india hotel hotel
hotel echo sierra alpha mike bravo foxtrot
bravo papa golf echo alpha
papa foxtrot november kilo
bravo india delta romeo india
foxtrot romeo quebec bravo delta
alpha papa mike golf india
mike lima echo lima delta bravo
tango india lima hotel bravo kilo oscar delta india sierra lima papa
mike tango delta charlie hotel romeo
golf charlie tango hotel delta mike charlie november
delta kilo bravo oscar lima tango hotel oscar alpha golf romeo
juliett sierra echo echo lima oscar echo hotel golf kilo papa
romeo foxtrot kilo tango india foxtrot juliett
tango kilo lima papa echo india golf quebec quebec charlie tango romeo
juliett juliett golf mike hotel golf bravo quebec delta juliett alpha
foxtrot november papa foxtrot lima alpha oscar echo november lima charlie juliett
echo kilo papa november echo november golf mike papa romeo
charlie oscar echo tango lima november sierra delta kilo mike india bravo
kilo kilo echo quebec foxtrot kilo bravo sierra india foxtrot
alpha hotel india kilo charlie november
charlie tango papa hotel papa india charlie juliett tango lima
bravo mike foxtrot
tango november sierra mike kilo romeo tango lima mike
sierra alpha juliett sierra india india india
india kilo kilo delta
oscar juliett echo tango
oscar kilo quebec foxtrot juliett lima india
kilo tango lima kilo foxtrot india delta papa golf alpha sierra kilo
sierra india kilo bravo alpha
charlie kilo quebec romeo november tango mike hotel alpha golf delta
delta foxtrot november charlie mike lima lima echo romeo india november
november foxtrot papa bravo alpha charlie papa charlie mike kilo india
charlie india mike hotel romeo lima
charlie foxtrot romeo mike november mike golf foxtrot juliett golf
echo hotel kilo papa romeo india alpha
charlie bravo quebec quebec papa alpha
juliett echo mike sierra oscar papa
charlie november alpha hotel golf delta foxtrot hotel romeo november alpha
tango golf tango
bravo romeo oscar hotel
tango november quebec charlie papa mike echo echo golf juliett bravo
oscar november foxtrot november sierra echo tango echo
papa charlie delta juliett charlie hotel papa lima juliett bravo november mike
charlie india hotel lima
sierra oscar tango sierra foxtrot oscar lima lima quebec sierra november
november kilo quebec echo lima hotel november charlie alpha hotel
delta juliett charlie foxtrot echo alpha oscar foxtrot tango lima sierra quebec
charlie quebec charlie charlie bravo juliett kilo echo echo echo
romeo quebec romeo india
golf lima hotel mike charlie mike hotel india foxtrot foxtrot juliett oscar
india juliett tango
hotel golf lima mike bravo india juliett hotel november lima papa
mike bravo quebec delta kilo
alpha quebec quebec quebec romeo alpha
delta tango lima papa lima delta sierra golf
echo tango sierra bravo bravo lima november
kilo echo kilo mike echo
quebec foxtrot lima
echo bravo alpha papa delta hotel alpha
november sierra kilo
golf juliett lima alpha charlie alpha
sierra kilo november quebec juliett oscar tango hotel lima quebec
sierra golf kilo bravo juliett sierra papa
golf romeo kilo golf india oscar bravo
oscar papa mike delta golf alpha mike oscar hotel bravo lima
alpha romeo sierra india lima quebec hotel lima juliett bravo tango
tango november foxtrot mike delta hotel papa alpha india oscar
delta kilo oscar lima echo
bravo tango sierra oscar delta foxtrot
foxtrot juliett delta romeo bravo charlie
oscar romeo quebec foxtrot golf bravo oscar mike
oscar juliett sierra juliett tango delta
juliett hotel echo india juliett
charlie alpha november november quebec
oscar bravo alpha foxtrot foxtrot india alpha juliett
papa november hotel sierra alpha november bravo hotel echo charlie
november bravo juliett kilo
india romeo tango november romeo quebec lima lima echo sierra
sierra papa lima tango romeo romeo romeo
bravo oscar quebec lima golf bravo golf
papa oscar sierra lima sierra hotel hotel
bravo november sierra delta
alpha romeo kilo papa
delta november delta charlie alpha mike charlie romeo
lima tango quebec sierra
november echo november charlie mike tango bravo
india romeo alpha tango lima foxtrot delta
papa charlie delta romeo kilo juliett tango sierra delta juliett charlie
oscar romeo hotel india
mike november sierra oscar delta mike
mike papa tango papa hotel india lima alpha hotel sierra
papa foxtrot charlie delta oscar lima alpha juliett papa mike india foxtrot
kilo hotel delta juliett kilo india bravo india juliett alpha
oscar oscar kilo romeo india golf
delta charlie bravo romeo
foxtrot oscar foxtrot romeo india charlie foxtrot sierra juliett sierra
hotel bravo bravo mike kilo charlie mike
foxtrot romeo mike oscar
romeo papa delta lima sierra hotel romeo lima
hotel kilo charlie quebec juliett
golf delta hotel oscar
bravo romeo hotel sierra kilo oscar mike charlie oscar mike golf
alpha papa foxtrot echo hotel foxtrot tango mike mike
delta mike sierra juliett india sierra oscar november papa india mike delta
delta november papa hotel delta juliett papa
bravo lima mike echo kilo romeo tango
foxtrot delta sierra lima golf charlie bravo bravo echo sierra charlie foxtrot
lima oscar oscar november juliett november bravo hotel charlie
echo juliett golf november papa hotel golf
echo india india romeo india tango foxtrot mike charlie delta alpha lima
oscar quebec sierra oscar kilo juliett echo romeo
sierra india romeo alpha mike sierra mike
oscar hotel november november sierra quebec lima juliett
november mike mike november november
india romeo delta romeo
juliett juliett lima mike papa kilo echo charlie sierra mike romeo papa
sierra papa november
sierra alpha alpha hotel echo kilo quebec sierra india echo papa juliett
mike oscar india echo echo romeo romeo tango echo tango charlie
delta bravo november bravo tango tango
alpha delta romeo hotel hotel tango india tango romeo foxtrot juliett
charlie bravo kilo golf hotel kilo lima tango lima quebec
sierra juliett lima romeo delta lima echo bravo hotel
foxtrot lima november charlie echo
mike delta echo sierra foxtrot
kilo echo foxtrot foxtrot lima
lima india quebec charlie charlie kilo
papa kilo charlie tango lima india india
charlie tango quebec quebec lima delta lima mike lima november
romeo lima bravo mike hotel sierra
foxtrot oscar hotel echo
bravo alpha oscar
tango quebec sierra kilo india echo tango bravo hotel november kilo juliett
hotel sierra romeo november tango
charlie echo quebec charlie oscar
lima alpha november quebec lima
sierra quebec quebec foxtrot kilo tango oscar golf mike papa sierra
echo mike india
echo oscar lima tango hotel echo quebec oscar juliett alpha
oscar alpha mike juliett charlie oscar
echo sierra charlie foxtrot foxtrot
india november golf echo november
charlie hotel echo juliett juliett papa foxtrot india
golf lima lima papa juliett romeo november
sierra golf golf quebec
echo mike romeo delta foxtrot
delta bravo bravo
golf quebec oscar
sierra bravo india
foxtrot sierra hotel sierra
sierra hotel november india tango hotel lima golf
alpha golf echo golf bravo golf oscar golf echo juliett mike
delta juliett november delta kilo foxtrot juliett india quebec delta charlie
charlie hotel romeo november romeo tango oscar quebec
oscar hotel oscar foxtrot charlie hotel
tango tango sierra romeo
kilo hotel papa quebec romeo
bravo quebec quebec quebec lima romeo alpha tango
golf november delta november romeo alpha quebec
romeo india golf kilo echo juliett foxtrot delta lima oscar juliett foxtrot
hotel echo alpha november echo
alpha papa echo tango tango lima sierra romeo delta golf hotel november
juliett lima hotel kilo bravo juliett
india delta quebec quebec bravo november november
papa delta papa mike
foxtrot golf oscar sierra papa november
papa golf oscar sierra delta papa alpha
oscar kilo lima alpha echo quebec
tango hotel india golf echo golf sierra tango hotel
tango india kilo echo kilo oscar
tango kilo india golf juliett november kilo alpha
delta tango quebec delta echo
alpha india november bravo mike hotel golf
quebec sierra mike sierra sierra foxtrot lima mike tango golf tango charlie
papa mike foxtrot juliett mike hotel charlie charlie november november
november november delta mike golf papa india kilo papa romeo kilo
hotel mike bravo charlie echo alpha hotel oscar juliett delta
bravo delta echo bravo quebec golf bravo
papa foxtrot lima mike delta echo november delta
hotel papa sierra bravo papa lima romeo alpha delta hotel kilo oscar
sierra papa echo mike
mike bravo kilo mike oscar golf alpha alpha
golf romeo lima papa bravo mike lima kilo
quebec oscar alpha tango bravo golf lima india oscar quebec romeo
mike echo november papa tango bravo kilo kilo november
echo mike mike oscar november
kilo hotel kilo romeo hotel juliett lima kilo lima bravo india
golf juliett november mike sierra alpha delta
bravo charlie tango delta romeo papa bravo romeo
mike bravo mike romeo juliett bravo mike papa quebec quebec
delta golf foxtrot
india bravo alpha delta lima papa lima oscar lima
oscar delta kilo juliett tango delta charlie tango
sierra juliett lima quebec november
sierra mike oscar kilo romeo echo tango
lima india echo delta hotel hotel quebec alpha
bravo bravo delta golf mike bravo foxtrot november golf
november echo november delta kilo
romeo november oscar bravo delta romeo charlie delta sierra bravo tango
juliett juliett lima foxtrot hotel
echo bravo delta lima
kilo quebec tango charlie mike charlie
romeo foxtrot echo papa alpha charlie foxtrot golf
echo delta golf
charlie sierra charlie
foxtrot hotel romeo kilo lima quebec india bravo kilo delta
lima sierra foxtrot golf delta foxtrot india india papa kilo
golf november delta
november romeo alpha mike sierra juliett lima alpha
romeo foxtrot quebec papa papa tango
bravo quebec oscar foxtrot bravo delta golf
echo india delta sierra lima alpha
papa foxtrot bravo papa romeo delta november mike kilo india
alpha echo quebec lima romeo echo alpha delta kilo november
delta tango bravo india india india romeo foxtrot delta golf charlie india
bravo alpha golf romeo bravo
golf hotel sierra tango quebec charlie sierra kilo
hotel kilo echo echo charlie lima delta november quebec
tango golf juliett india
foxtrot quebec sierra romeo november lima golf juliett mike
foxtrot delta golf tango mike delta lima alpha golf papa
charlie bravo golf hotel golf echo india charlie
hotel lima oscar charlie mike delta sierra juliett
india delta oscar juliett mike juliett quebec hotel lima echo
hotel papa november alpha delta delta charlie sierra
bravo oscar juliett juliett sierra romeo papa charlie november juliett sierra
papa quebec november november papa
mike tango november juliett sierra bravo romeo sierra
bravo papa sierra echo mike sierra juliett
quebec india oscar
romeo golf mike alpha india hotel bravo sierra golf romeo charlie foxtrot
mike oscar golf quebec
charlie hotel lima echo alpha quebec india kilo mike
oscar mike quebec kilo foxtrot hotel india charlie mike
kilo tango kilo romeo alpha charlie alpha delta papa november
golf foxtrot romeo hotel romeo alpha
golf charlie golf tango alpha juliett papa
romeo golf oscar golf hotel
kilo tango charlie golf alpha romeo
golf echo hotel charlie romeo hotel papa sierra mike charlie lima
sierra alpha foxtrot quebec kilo sierra golf charlie
foxtrot romeo charlie bravo
bravo alpha romeo sierra november november charlie delta
romeo mike hotel oscar hotel quebec bravo kilo charlie mike
delta delta hotel alpha alpha juliett mike hotel
alpha romeo lima echo kilo
alpha echo echo
juliett charlie quebec golf golf quebec hotel foxtrot quebec india
india kilo golf papa echo quebec lima tango
hotel india alpha papa bravo sierra echo november
foxtrot november charlie delta delta foxtrot oscar
bravo india india charlie lima quebec papa papa bravo tango
bravo mike oscar bravo hotel bravo papa bravo november
lima papa kilo quebec echo echo
kilo lima hotel romeo bravo november foxtrot mike alpha
foxtrot sierra golf
romeo tango foxtrot echo echo lima lima delta hotel romeo oscar oscar
mike hotel echo juliett
mike foxtrot charlie
oscar foxtrot tango golf tango india kilo oscar sierra foxtrot november charlie
kilo golf foxtrot echo hotel november india juliett bravo foxtrot
charlie charlie romeo sierra echo romeo mike
foxtrot mike quebec
sierra oscar juliett papa golf sierra charlie
foxtrot delta alpha mike sierra alpha juliett
kilo golf tango
kilo papa foxtrot charlie hotel charlie november golf golf oscar
delta tango alpha bravo
november delta foxtrot delta hotel tango
oscar echo romeo lima echo lima
sierra juliett echo lima alpha
mike delta lima quebec charlie foxtrot alpha juliett
alpha romeo oscar bravo romeo oscar delta india
tango romeo tango quebec juliett delta india delta echo
juliett india charlie oscar romeo foxtrot november oscar quebec
romeo india hotel mike foxtrot juliett mike
foxtrot sierra papa echo tango
tango india hotel india hotel golf november
charlie hotel delta echo sierra
hotel november sierra golf
echo papa november papa foxtrot juliett echo india tango delta juliett
november sierra papa
oscar sierra hotel tango alpha november charlie bravo bravo alpha papa lima
sierra kilo hotel lima sierra mike hotel romeo oscar tango
quebec bravo tango papa papa echo papa
romeo papa mike alpha quebec juliett alpha
bravo juliett echo sierra golf foxtrot charlie papa foxtrot golf lima lima
november hotel sierra tango romeo alpha foxtrot bravo
lima tango quebec kilo echo november golf papa juliett delta
kilo mike mike mike oscar oscar delta
india romeo sierra mike charlie
oscar lima quebec alpha foxtrot tango bravo foxtrot golf delta tango foxtrot
lima golf lima oscar juliett lima quebec
juliett kilo kilo golf romeo
mike quebec kilo foxtrot romeo tango
bravo charlie papa november
alpha bravo juliett romeo
foxtrot romeo golf
oscar tango india romeo lima india alpha hotel
bravo charlie mike charlie echo tango kilo sierra
oscar india oscar quebec lima kilo juliett india
delta hotel november charlie
tango tango mike alpha november foxtrot november
juliett sierra hotel tango november sierra alpha papa india quebec charlie
oscar romeo alpha
echo quebec golf bravo kilo charlie
delta tango romeo foxtrot echo oscar foxtrot
hotel mike sierra foxtrot
charlie november foxtrot hotel
mike tango romeo sierra mike bravo quebec sierra mike juliett kilo
papa lima oscar delta alpha november india charlie hotel bravo
oscar sierra charlie
november india charlie echo kilo lima lima echo india hotel november
bravo papa quebec
echo charlie oscar foxtrot november papa golf sierra delta foxtrot
papa kilo charlie bravo lima tango oscar alpha mike
kilo charlie sierra sierra alpha quebec romeo india foxtrot
delta charlie tango hotel hotel papa oscar
india papa sierra india quebec quebec lima lima
foxtrot foxtrot november mike november quebec papa tango tango juliett india
romeo charlie oscar echo tango romeo echo sierra
delta november quebec romeo kilo foxtrot delta kilo
kilo golf tango oscar delta india papa lima
hotel foxtrot echo
oscar papa tango india quebec alpha tango hotel delta delta golf
mike mike delta golf quebec
india hotel foxtrot
juliett quebec sierra oscar india mike romeo oscar delta kilo
alpha oscar november foxtrot quebec romeo
tango alpha papa echo golf quebec quebec
papa lima tango delta
golf hotel foxtrot charlie delta bravo juliett delta
bravo india juliett lima india hotel lima bravo delta
lima lima hotel papa foxtrot papa charlie sierra alpha
kilo echo delta charlie tango november lima
golf papa tango delta
golf golf delta delta papa foxtrot mike tango lima oscar hotel
quebec echo charlie sierra echo echo
tango sierra mike golf oscar foxtrot
delta bravo papa november golf kilo mike
kilo juliett alpha kilo tango oscar echo hotel
tango echo november kilo charlie kilo juliett tango golf
golf alpha echo kilo hotel lima juliett juliett foxtrot juliett
november delta india juliett juliett lima
quebec mike echo papa mike
juliett charlie delta delta tango mike oscar romeo foxtrot echo
november india foxtrot india delta oscar hotel
golf charlie bravo quebec oscar charlie alpha tango
quebec charlie quebec
sierra kilo echo delta india delta juliett foxtrot alpha
delta juliett alpha juliett
echo charlie bravo echo hotel foxtrot alpha bravo charlie bravo sierra echo
india kilo oscar golf juliett quebec romeo juliett hotel lima juliett quebec
alpha november echo alpha charlie delta delta mike echo tango papa
hotel juliett oscar romeo kilo
mike kilo tango
echo foxtrot sierra echo kilo tango november
india alpha lima oscar oscar echo november papa oscar bravo
quebec hotel india kilo papa sierra oscar alpha romeo foxtrot romeo lima
november lima charlie golf november bravo golf kilo kilo papa
oscar foxtrot papa oscar india echo november romeo romeo sierra mike
kilo foxtrot kilo alpha golf romeo india mike mike
juliett echo romeo lima delta quebec papa quebec foxtrot
romeo charlie alpha alpha quebec foxtrot echo foxtrot romeo echo kilo tango
tango india lima kilo echo juliett lima alpha tango
hotel golf golf charlie juliett alpha lima
november lima november oscar november juliett
oscar tango charlie
golf juliett lima mike charlie echo juliett romeo
tango juliett echo
kilo romeo romeo november november romeo
golf papa tango alpha november charlie quebec echo quebec tango
lima golf bravo charlie
papa sierra charlie papa kilo echo charlie
quebec kilo romeo
charlie mike delta sierra tango echo charlie kilo sierra
kilo mike foxtrot juliett hotel juliett charlie bravo sierra juliett india romeo
papa delta sierra alpha tango juliett juliett hotel delta bravo alpha
golf romeo echo juliett quebec delta foxtrot india kilo
quebec juliett echo papa lima foxtrot juliett
quebec kilo golf lima juliett charlie hotel quebec charlie
delta romeo quebec romeo charlie
bravo echo sierra
november alpha bravo sierra foxtrot kilo alpha hotel bravo papa november
echo lima romeo charlie november echo bravo hotel charlie juliett sierra romeo
lima delta delta foxtrot golf romeo tango
bravo november papa juliett romeo november sierra echo echo romeo golf
delta quebec delta alpha mike oscar lima charlie india sierra november india
juliett charlie alpha
quebec echo golf romeo golf juliett november tango juliett romeo alpha
oscar romeo alpha alpha sierra alpha november alpha november tango
delta delta golf kilo november mike india alpha charlie papa echo
golf mike mike romeo golf echo hotel
tango oscar quebec bravo alpha romeo juliett
delta echo charlie bravo oscar hotel quebec delta quebec delta sierra
india lima alpha charlie tango juliett
oscar alpha foxtrot echo
papa charlie golf lima kilo mike bravo sierra alpha oscar india mike
bravo lima golf
bravo hotel quebec juliett november juliett echo charlie
foxtrot alpha mike sierra lima
hotel oscar november mike
hotel golf mike delta tango kilo bravo sierra
mike foxtrot romeo golf lima bravo quebec echo quebec bravo romeo
golf hotel sierra hotel alpha oscar november juliett kilo mike hotel alpha
charlie delta quebec hotel kilo papa charlie charlie
tango juliett tango echo
delta bravo november sierra
mike kilo juliett juliett bravo kilo bravo oscar
lima romeo tango charlie
mike mike bravo bravo november quebec
november hotel foxtrot mike
india hotel lima delta charlie tango oscar alpha papa lima
foxtrot tango juliett quebec sierra echo quebec tango sierra november golf alpha
romeo romeo tango kilo juliett november quebec delta bravo
papa india charlie india foxtrot charlie
bravo papa romeo india tango india echo oscar alpha foxtrot oscar
sierra india hotel tango romeo echo oscar kilo alpha hotel foxtrot
romeo echo papa golf
foxtrot november oscar
romeo tango foxtrot foxtrot romeo oscar echo hotel echo lima papa
mike india bravo quebec juliett kilo alpha delta
lima sierra alpha hotel alpha juliett tango kilo
papa november oscar lima delta alpha november bravo sierra golf golf oscar
alpha romeo romeo hotel november bravo tango kilo foxtrot
india india romeo
delta papa juliett india sierra charlie sierra november mike alpha echo india
delta alpha mike delta india papa oscar kilo
kilo mike kilo hotel charlie romeo november golf india
india oscar mike november tango kilo
charlie lima kilo quebec mike lima
hotel juliett quebec juliett hotel november november delta lima
juliett bravo hotel alpha delta juliett
charlie november tango romeo kilo lima tango november sierra
quebec lima golf bravo mike juliett sierra echo oscar november
oscar mike romeo juliett alpha
mike india delta india sierra
quebec november kilo quebec india mike foxtrot alpha
papa papa romeo alpha tango
november mike hotel juliett kilo kilo
juliett november quebec november lima lima romeo tango
delta oscar echo
november foxtrot juliett hotel
oscar mike sierra bravo india delta kilo hotel mike november lima
india charlie oscar papa quebec tango oscar
kilo hotel foxtrot
alpha juliett foxtrot kilo
tango charlie lima golf lima lima november hotel delta hotel foxtrot mike
quebec papa bravo golf
bravo foxtrot hotel charlie hotel sierra echo papa foxtrot alpha foxtrot
bravo kilo papa lima echo charlie mike oscar sierra echo papa november
golf golf papa
kilo golf juliett
oscar delta kilo juliett juliett romeo bravo
alpha sierra juliett kilo kilo mike india hotel
papa sierra hotel
tango sierra hotel tango juliett quebec india oscar juliett november
tango quebec kilo alpha
india oscar tango quebec tango lima
quebec november echo foxtrot papa romeo golf romeo
india romeo kilo
quebec mike golf charlie echo
romeo lima alpha delta india golf
charlie alpha echo sierra india juliett charlie india foxtrot delta
charlie delta kilo romeo quebec golf juliett mike quebec sierra foxtrot
kilo mike india quebec hotel foxtrot alpha
india foxtrot charlie echo delta echo november charlie
kilo oscar bravo papa november november delta kilo papa lima
lima oscar delta alpha papa oscar romeo bravo
alpha romeo tango
mike alpha kilo foxtrot delta echo alpha
tango golf kilo india charlie delta papa india hotel foxtrot
bravo charlie hotel quebec juliett echo delta echo
india juliett november juliett kilo tango quebec
foxtrot romeo mike papa november
romeo juliett alpha
papa foxtrot romeo november
lima golf foxtrot november oscar juliett
mike delta bravo tango bravo november delta kilo
papa tango alpha golf kilo kilo
quebec echo sierra romeo sierra golf india golf bravo alpha oscar golf
foxtrot charlie lima foxtrot hotel juliett
charlie quebec papa juliett golf
papa romeo bravo november hotel charlie
november lima oscar oscar echo echo delta
india november mike charlie juliett mike alpha bravo charlie kilo
november november quebec foxtrot mike kilo quebec charlie
mike lima quebec golf hotel oscar alpha bravo mike bravo
india oscar charlie echo
tango bravo november hotel kilo bravo sierra juliett kilo quebec juliett
golf tango alpha sierra papa
bravo alpha foxtrot romeo golf hotel foxtrot juliett hotel hotel
india papa golf mike hotel juliett papa
lima romeo sierra golf india hotel bravo hotel india romeo golf
sierra lima kilo
alpha mike foxtrot golf bravo foxtrot
lima quebec foxtrot mike lima kilo echo delta juliett alpha romeo
tango lima charlie delta echo echo kilo juliett alpha oscar romeo india
bravo echo mike alpha lima romeo hotel
romeo sierra quebec
hotel golf mike echo november sierra lima
alpha oscar juliett golf bravo alpha tango charlie papa lima alpha india
sierra delta quebec papa quebec
papa bravo mike hotel golf tango juliett bravo sierra hotel
alpha hotel november quebec alpha sierra india foxtrot alpha india
oscar quebec golf hotel romeo bravo romeo juliett romeo papa
sierra hotel sierra sierra papa foxtrot romeo
mike quebec charlie
lima india sierra charlie oscar echo delta
foxtrot lima november november delta papa hotel
november oscar echo lima quebec delta sierra tango alpha romeo hotel echo
bravo charlie november mike tango foxtrot lima kilo oscar mike charlie
lima tango foxtrot oscar foxtrot
tango mike juliett charlie
oscar mike india
delta echo tango romeo
kilo charlie tango bravo charlie
papa hotel oscar foxtrot
hotel kilo echo bravo golf foxtrot india hotel
lima juliett tango charlie echo lima quebec november juliett foxtrot tango oscar
kilo bravo romeo tango bravo delta juliett india foxtrot golf lima lima
papa echo lima delta alpha golf charlie tango mike hotel
kilo lima hotel delta sierra oscar mike hotel oscar
golf delta papa papa hotel tango juliett echo
quebec alpha kilo november
mike sierra india echo foxtrot papa romeo lima juliett romeo hotel
papa charlie quebec quebec papa alpha charlie november echo bravo
quebec hotel papa papa echo sierra charlie delta hotel hotel tango alpha
echo alpha delta
hotel sierra quebec bravo
papa delta echo tango bravo india golf juliett romeo
echo bravo november lima sierra tango november lima golf hotel lima charlie
mike echo november tango romeo oscar
juliett lima echo foxtrot hotel kilo tango sierra lima golf lima juliett
lima mike foxtrot mike foxtrot quebec echo tango oscar papa
alpha lima tango november kilo hotel papa
mike echo hotel romeo
echo november oscar tango echo foxtrot
oscar charlie juliett romeo
romeo bravo bravo papa kilo papa tango india
papa sierra foxtrot golf romeo bravo foxtrot papa tango bravo juliett echo
echo juliett delta foxtrot golf hotel tango quebec charlie juliett
lima november tango tango
november golf foxtrot bravo papa papa golf foxtrot echo
juliett alpha november quebec charlie
alpha delta juliett alpha india tango charlie romeo
bravo papa echo oscar hotel charlie hotel
echo delta echo
tango mike echo juliett hotel alpha oscar kilo sierra alpha
bravo echo delta lima foxtrot lima delta golf golf
quebec juliett golf romeo kilo papa kilo oscar oscar papa hotel echo
foxtrot juliett kilo
delta november golf sierra hotel delta hotel
delta papa golf sierra mike echo romeo
papa golf quebec delta delta delta oscar sierra november golf kilo
mike papa lima
tango mike oscar juliett kilo bravo delta india hotel tango golf papa
tango juliett hotel kilo quebec india golf india juliett
echo papa delta quebec hotel bravo lima golf
lima golf november delta foxtrot foxtrot quebec charlie
hotel echo juliett kilo
papa quebec sierra lima echo alpha echo juliett echo
kilo quebec oscar romeo india mike romeo juliett golf quebec tango
papa romeo alpha foxtrot sierra
mike november golf oscar hotel
golf foxtrot golf juliett november
charlie romeo tango delta november alpha bravo sierra lima lima lima
romeo papa juliett quebec tango oscar romeo papa kilo foxtrot quebec
golf golf november bravo foxtrot alpha mike echo echo hotel echo
sierra november quebec
kilo juliett november
papa bravo echo
india sierra lima echo sierra oscar papa hotel sierra
sierra quebec golf
india golf mike sierra kilo sierra oscar
charlie papa india foxtrot tango charlie romeo romeo papa india foxtrot
foxtrot hotel oscar oscar quebec foxtrot tango charlie golf charlie sierra
tango romeo quebec sierra lima mike mike
lima papa quebec bravo oscar alpha quebec bravo alpha foxtrot alpha papa
delta quebec kilo alpha hotel kilo mike sierra lima golf hotel bravo
november juliett kilo papa romeo foxtrot november quebec romeo papa echo
delta alpha charlie quebec sierra charlie alpha lima delta india kilo romeo
alpha hotel juliett echo lima echo tango
alpha foxtrot india bravo hotel
sierra papa sierra tango juliett mike
hotel november alpha oscar november echo
delta november bravo kilo alpha golf kilo
hotel delta foxtrot mike hotel alpha foxtrot
juliett hotel kilo november sierra foxtrot delta foxtrot
golf november papa romeo lima quebec tango echo november foxtrot
papa india echo november delta
charlie november delta romeo papa echo
tango golf hotel echo foxtrot juliett oscar delta bravo
mike bravo delta
tango oscar echo oscar golf golf golf foxtrot delta quebec echo
papa tango november bravo tango delta kilo bravo oscar
quebec kilo quebec oscar hotel
lima november tango
lima foxtrot tango lima charlie hotel
kilo charlie golf delta hotel bravo delta hotel
papa golf juliett papa quebec alpha quebec papa
oscar sierra juliett papa sierra india
mike alpha mike hotel november hotel india
quebec alpha papa quebec echo
delta papa mike papa echo foxtrot november bravo quebec oscar
hotel india romeo india hotel
romeo hotel romeo papa november november quebec mike lima
oscar kilo hotel echo
charlie delta delta
hotel alpha romeo tango
bravo alpha november november bravo
hotel juliett juliett kilo tango foxtrot charlie foxtrot delta juliett
bravo mike sierra oscar hotel mike
bravo lima hotel foxtrot lima juliett
golf oscar golf foxtrot mike alpha papa delta lima kilo quebec
tango november papa hotel kilo
quebec quebec lima papa sierra lima india delta november alpha mike charlie
delta alpha bravo bravo delta hotel golf bravo kilo bravo
charlie oscar charlie tango oscar papa
lima lima hotel oscar alpha kilo
november mike quebec delta echo lima lima kilo kilo tango foxtrot hotel
november romeo sierra hotel sierra golf lima foxtrot india kilo hotel juliett
oscar golf bravo india tango
bravo sierra foxtrot quebec foxtrot india
quebec papa echo india
delta romeo tango delta india mike
echo romeo lima hotel
echo foxtrot bravo oscar foxtrot romeo
delta hotel bravo november echo mike alpha juliett sierra oscar india quebec
oscar echo foxtrot india papa romeo mike bravo alpha papa quebec
alpha charlie mike bravo kilo kilo mike papa hotel
romeo delta lima india charlie hotel romeo india delta romeo quebec
november lima romeo alpha bravo
hotel lima india charlie tango juliett bravo oscar quebec oscar juliett
foxtrot delta alpha tango november charlie tango
golf sierra quebec juliett lima romeo echo bravo november
papa romeo quebec
tango papa lima quebec quebec tango romeo
hotel foxtrot bravo echo delta alpha mike mike tango delta november sierra
charlie oscar delta lima kilo delta quebec india november golf foxtrot
foxtrot juliett sierra charlie echo foxtrot juliett delta delta
kilo mike mike charlie bravo tango bravo november golf
echo delta india echo hotel alpha tango sierra india romeo lima
tango bravo hotel lima tango sierra quebec lima hotel india november juliett
echo november lima romeo tango november kilo juliett
hotel papa papa papa
papa bravo alpha
bravo oscar juliett romeo papa
november kilo mike delta india
golf november sierra oscar hotel mike delta tango
kilo tango alpha echo lima charlie alpha romeo echo papa charlie
foxtrot lima romeo papa mike alpha echo
bravo sierra foxtrot hotel
mike foxtrot juliett foxtrot sierra echo
charlie juliett juliett alpha alpha juliett india november lima
oscar oscar india oscar papa mike hotel echo echo november delta golf
quebec quebec hotel delta alpha charlie tango bravo oscar
alpha hotel juliett quebec foxtrot
charlie juliett bravo oscar bravo hotel kilo lima oscar mike
golf papa foxtrot india hotel quebec golf hotel mike india
papa november delta delta bravo india november india foxtrot quebec
oscar quebec sierra echo oscar lima november delta hotel bravo juliett papa
delta oscar kilo mike india bravo mike oscar alpha juliett
november alpha foxtrot kilo quebec oscar
sierra foxtrot echo india papa bravo echo foxtrot papa lima echo
kilo kilo kilo bravo golf mike sierra charlie hotel oscar echo november
charlie quebec charlie bravo juliett foxtrot charlie kilo
alpha papa hotel romeo alpha papa
lima mike lima charlie india lima oscar echo foxtrot papa delta hotel
oscar echo alpha bravo sierra golf juliett delta india bravo oscar bravo
charlie lima alpha november alpha
foxtrot bravo charlie charlie papa bravo hotel india bravo golf
lima hotel alpha papa tango romeo bravo kilo sierra tango echo
sierra quebec mike hotel lima charlie oscar
bravo bravo charlie november bravo charlie sierra bravo golf
india romeo papa mike papa charlie
quebec papa golf oscar charlie lima papa mike
golf india kilo papa
juliett november kilo hotel delta romeo mike charlie alpha
november golf india tango november hotel papa
kilo mike juliett romeo mike quebec india foxtrot foxtrot
tango hotel juliett juliett oscar
echo quebec bravo quebec charlie charlie charlie alpha golf quebec
golf kilo tango alpha india foxtrot golf golf
india bravo sierra charlie
lima alpha november kilo alpha charlie delta echo tango kilo tango tango
golf alpha lima charlie
echo alpha golf alpha kilo
lima foxtrot november charlie sierra november bravo charlie
charlie charlie charlie quebec golf november golf romeo delta
kilo sierra papa bravo lima
delta kilo foxtrot oscar lima bravo delta quebec alpha
foxtrot echo delta
sierra echo india golf hotel golf india hotel romeo alpha golf
mike foxtrot alpha tango juliett tango delta romeo
tango mike charlie bravo lima alpha romeo hotel
juliett november november sierra golf oscar bravo bravo oscar kilo
juliett tango foxtrot quebec sierra golf echo
tango delta november
romeo delta quebec echo november november tango
lima tango tango kilo sierra echo bravo lima papa bravo india
alpha mike india golf oscar sierra golf echo echo romeo foxtrot
foxtrot papa delta lima oscar bravo juliett kilo
hotel bravo charlie romeo charlie mike
india echo india bravo foxtrot papa
tango alpha echo india oscar foxtrot tango mike papa
bravo quebec india mike golf bravo foxtrot papa
lima echo golf tango echo alpha india charlie lima kilo
lima foxtrot oscar mike mike juliett charlie juliett foxtrot november quebec
bravo hotel sierra golf tango oscar delta foxtrot
juliett november charlie alpha bravo alpha bravo hotel lima charlie
foxtrot quebec india quebec romeo golf foxtrot papa
oscar oscar quebec hotel kilo
tango november kilo mike oscar charlie
echo romeo romeo romeo sierra delta hotel
alpha golf india juliett lima lima
charlie echo kilo alpha india
papa delta lima kilo romeo papa sierra
tango mike oscar sierra alpha india juliett hotel bravo alpha papa
golf oscar hotel foxtrot foxtrot sierra oscar
echo sierra alpha lima charlie alpha hotel bravo echo hotel november foxtrot
foxtrot india oscar kilo
november bravo charlie
delta romeo delta golf alpha bravo alpha alpha india
delta kilo oscar
golf foxtrot papa
papa mike delta charlie alpha bravo papa foxtrot sierra echo papa echo
foxtrot golf kilo alpha india delta india golf
charlie alpha golf quebec mike oscar charlie foxtrot mike charlie romeo november
charlie oscar kilo tango juliett echo kilo
juliett echo hotel romeo tango juliett bravo
bravo charlie alpha kilo golf tango november mike hotel kilo
golf foxtrot mike
tango mike juliett hotel quebec sierra kilo juliett alpha
kilo sierra hotel lima tango november quebec mike lima alpha
juliett charlie golf delta india foxtrot juliett golf november tango alpha lima
tango foxtrot tango mike oscar sierra alpha tango bravo foxtrot
bravo kilo foxtrot
bravo tango mike juliett november foxtrot tango
foxtrot papa romeo lima romeo delta tango mike
tango sierra delta juliett
delta romeo juliett tango bravo echo juliett romeo tango romeo alpha
golf delta november hotel kilo sierra tango oscar mike charlie echo november
quebec sierra juliett sierra romeo oscar echo golf tango golf
kilo sierra golf echo golf charlie india alpha
charlie oscar mike charlie
romeo juliett mike lima alpha tango romeo golf kilo oscar
alpha charlie kilo november
papa hotel alpha charlie bravo romeo bravo delta echo alpha
tango echo golf charlie juliett
alpha sierra tango lima india romeo mike romeo
delta india hotel alpha charlie bravo echo lima echo
hotel romeo hotel delta romeo hotel bravo lima november
oscar lima lima
november alpha oscar kilo india alpha echo tango quebec juliett november golf
bravo alpha golf quebec kilo
alpha india juliett lima tango
charlie lima lima
foxtrot golf lima
bravo sierra papa romeo tango hotel hotel lima golf
sierra romeo papa echo foxtrot kilo oscar charlie india foxtrot
oscar lima lima delta quebec delta papa hotel papa delta hotel
oscar mike alpha sierra juliett delta charlie papa papa
quebec juliett romeo india echo bravo november papa foxtrot romeo bravo golf
echo bravo india oscar sierra papa papa
kilo echo juliett golf papa
alpha foxtrot golf sierra papa charlie
india romeo charlie juliett
romeo golf lima alpha sierra kilo lima oscar echo sierra romeo
quebec november hotel
delta lima alpha foxtrot quebec foxtrot tango papa sierra
hotel foxtrot india golf echo hotel lima romeo lima foxtrot golf
bravo delta oscar sierra quebec sierra echo
mike kilo mike golf quebec charlie papa
juliett papa alpha echo romeo romeo golf bravo tango charlie
tango juliett charlie charlie delta echo delta romeo mike november november
delta foxtrot lima foxtrot charlie romeo hotel mike lima papa
charlie lima sierra tango november echo
charlie charlie november tango
november juliett foxtrot alpha papa mike tango quebec lima lima alpha
india kilo golf sierra delta
papa lima alpha mike echo oscar romeo delta juliett oscar
delta juliett india quebec romeo sierra oscar juliett
juliett oscar delta charlie bravo charlie
papa delta golf golf echo charlie tango delta
golf mike sierra
india delta bravo foxtrot kilo mike lima delta mike quebec sierra papa
oscar oscar alpha juliett lima november romeo tango
juliett alpha november golf bravo hotel
oscar charlie papa lima oscar sierra india romeo foxtrot tango papa
bravo india hotel papa echo bravo golf lima alpha romeo
echo india foxtrot romeo kilo delta india golf echo foxtrot
golf mike lima
echo quebec tango juliett echo foxtrot delta sierra
romeo charlie november
tango juliett echo hotel bravo alpha lima echo
tango november kilo quebec mike charlie november
golf papa kilo papa foxtrot sierra alpha delta foxtrot golf
lima golf mike papa november mike mike lima
golf mike echo hotel echo
november sierra golf tango lima juliett oscar tango golf kilo mike
bravo delta india lima echo echo echo bravo alpha delta oscar
india kilo november alpha tango oscar romeo sierra golf kilo lima delta
tango quebec foxtrot india india alpha
oscar november tango papa papa
hotel papa alpha juliett tango hotel mike foxtrot echo mike oscar
foxtrot lima delta echo golf india delta hotel delta sierra
mike papa quebec quebec india tango
juliett echo charlie echo
tango papa quebec oscar
delta bravo delta
papa lima sierra papa hotel sierra echo hotel delta
quebec juliett oscar lima echo sierra delta echo lima kilo
bravo sierra delta
echo lima november charlie delta juliett november
november foxtrot delta echo bravo papa papa alpha juliett quebec delta sierra
tango papa charlie bravo mike hotel echo
papa quebec oscar charlie charlie golf
hotel romeo golf quebec
foxtrot alpha juliett bravo bravo foxtrot oscar mike tango echo
november quebec echo romeo bravo quebec oscar mike golf delta golf oscar
oscar golf tango bravo foxtrot
echo sierra foxtrot juliett romeo hotel sierra romeo kilo sierra quebec golf
lima golf hotel juliett romeo november oscar hotel mike alpha echo kilo
delta quebec romeo golf juliett juliett tango golf
romeo mike oscar bravo golf papa hotel
india foxtrot alpha oscar kilo golf delta sierra foxtrot romeo hotel
bravo golf juliett india juliett mike oscar delta quebec
november hotel hotel delta mike charlie golf delta india lima oscar
hotel mike oscar oscar india
sierra hotel india sierra lima kilo papa golf charlie romeo hotel quebec
hotel bravo quebec juliett juliett oscar echo quebec oscar mike
delta tango oscar delta kilo charlie hotel bravo
juliett india lima mike tango mike oscar oscar sierra tango
quebec india november alpha india
juliett oscar juliett alpha delta tango tango mike kilo
sierra kilo kilo hotel sierra
juliett papa november charlie echo oscar delta
kilo juliett tango mike november november tango echo
echo oscar sierra lima quebec oscar romeo
bravo alpha oscar delta mike romeo mike india
juliett alpha mike oscar
charlie india charlie alpha november golf india romeo charlie
bravo juliett juliett
alpha hotel tango charlie kilo
mike papa india papa charlie delta hotel india
november charlie india golf foxtrot sierra tango foxtrot golf
golf kilo oscar kilo
mike charlie bravo romeo
quebec charlie oscar delta oscar foxtrot
hotel delta hotel juliett tango mike
delta bravo juliett hotel mike
november foxtrot lima golf echo quebec tango november india
kilo golf delta foxtrot
foxtrot sierra bravo november oscar quebec quebec foxtrot foxtrot sierra india
november bravo kilo oscar tango sierra
juliett foxtrot juliett echo hotel romeo lima hotel romeo lima papa
alpha golf quebec bravo lima echo charlie
lima foxtrot romeo
hotel mike delta golf november
juliett kilo tango charlie charlie delta tango papa romeo hotel golf
tango echo quebec foxtrot tango mike november november
lima alpha hotel bravo tango sierra papa
india juliett golf kilo bravo sierra
november alpha romeo tango kilo golf
alpha golf golf november november oscar
tango india charlie oscar
mike romeo sierra golf sierra sierra oscar hotel tango
golf golf alpha echo hotel quebec charlie
oscar charlie mike golf kilo bravo sierra bravo foxtrot india
echo echo delta romeo india papa golf india alpha romeo juliett
foxtrot foxtrot alpha hotel charlie hotel romeo oscar juliett
echo lima india lima mike mike india sierra lima tango mike bravo
oscar tango foxtrot romeo juliett
november golf quebec tango delta lima mike kilo
delta sierra tango echo
foxtrot oscar papa papa bravo charlie
charlie echo juliett bravo quebec
bravo papa tango delta india november papa juliett charlie hotel romeo bravo
papa india bravo kilo lima papa november echo lima papa mike
bravo bravo juliett sierra lima sierra foxtrot november foxtrot india
alpha lima november romeo bravo hotel quebec oscar papa echo lima romeo
echo juliett november charlie quebec hotel hotel
sierra foxtrot foxtrot kilo juliett charlie sierra quebec oscar sierra tango echo
romeo november hotel quebec echo sierra
oscar tango india delta papa sierra charlie echo mike romeo foxtrot bravo
oscar hotel juliett papa november foxtrot delta quebec foxtrot romeo
alpha romeo echo mike tango
foxtrot echo juliett bravo foxtrot lima echo golf sierra india mike
romeo foxtrot quebec oscar india hotel foxtrot mike
november charlie foxtrot foxtrot november golf papa charlie india bravo hotel delta
sierra foxtrot lima papa echo november golf hotel
november tango delta india
delta romeo quebec charlie alpha tango mike kilo alpha kilo kilo kilo
juliett foxtrot hotel mike tango bravo echo charlie hotel foxtrot quebec
hotel golf oscar papa juliett tango india echo india
sierra romeo lima alpha delta foxtrot golf foxtrot india
juliett alpha alpha mike
delta charlie juliett charlie charlie oscar india golf papa
foxtrot lima hotel india alpha bravo foxtrot
foxtrot bravo mike
oscar sierra november november charlie charlie oscar mike sierra
charlie kilo delta
romeo lima golf
quebec bravo foxtrot tango delta oscar oscar tango quebec bravo charlie lima
oscar papa delta tango delta juliett november echo delta juliett echo
hotel golf bravo oscar echo oscar foxtrot charlie
november kilo kilo charlie juliett charlie papa
india kilo india papa lima alpha
charlie bravo alpha alpha november november foxtrot romeo juliett hotel kilo hotel
charlie romeo delta november tango quebec alpha sierra delta india foxtrot quebec
mike november delta kilo alpha lima hotel quebec oscar oscar papa hotel
romeo juliett golf sierra charlie alpha echo sierra india
juliett foxtrot papa romeo lima tango mike
delta november romeo
charlie juliett quebec oscar delta golf india
november alpha juliett mike
lima romeo romeo
bravo delta alpha lima charlie echo echo delta echo november juliett
lima hotel bravo bravo oscar tango golf
lima delta golf sierra oscar november lima charlie juliett
papa papa delta november charlie kilo quebec
alpha delta charlie papa charlie sierra quebec juliett lima oscar mike
oscar echo papa foxtrot quebec romeo delta quebec hotel foxtrot november tango
alpha papa sierra
golf foxtrot papa lima sierra
november golf mike mike
alpha hotel romeo sierra echo sierra delta
lima sierra delta mike november papa alpha hotel sierra delta
mike foxtrot tango sierra papa hotel lima hotel oscar bravo papa
golf alpha tango delta juliett bravo delta
kilo lima lima alpha hotel alpha delta hotel
juliett tango india
mike lima kilo hotel november
delta papa delta delta papa golf
kilo charlie foxtrot echo papa golf
echo bravo juliett bravo tango india oscar juliett india
tango sierra bravo kilo foxtrot bravo tango sierra tango
kilo india foxtrot kilo quebec bravo echo mike foxtrot golf sierra echo
india hotel papa delta foxtrot
bravo lima sierra india romeo november foxtrot foxtrot bravo echo bravo
bravo oscar quebec hotel sierra papa sierra hotel golf november papa india
delta delta tango charlie alpha tango
golf juliett november mike golf papa
foxtrot golf alpha echo delta juliett papa oscar papa
mike bravo papa foxtrot
bravo oscar kilo lima papa charlie
india lima india echo sierra juliett golf juliett bravo tango
echo golf romeo bravo oscar november sierra juliett romeo hotel
charlie tango november echo juliett india alpha oscar
india papa oscar sierra echo charlie papa quebec
charlie romeo golf quebec sierra mike papa charlie mike charlie
juliett kilo juliett
papa tango mike quebec
sierra charlie quebec november alpha hotel oscar november sierra
quebec romeo november oscar
alpha papa kilo echo juliett charlie charlie
hotel india juliett tango november romeo
golf bravo romeo quebec tango
sierra bravo bravo hotel bravo tango papa delta foxtrot golf papa echo
juliett tango alpha quebec sierra tango echo papa
golf delta india papa hotel lima lima quebec oscar hotel
golf hotel sierra sierra oscar kilo papa echo mike november november alpha
november quebec sierra sierra sierra quebec india sierra charlie papa juliett
echo papa charlie quebec lima bravo quebec mike
alpha tango mike tango india mike oscar
oscar delta bravo echo bravo foxtrot charlie india
delta tango echo mike mike mike sierra charlie
foxtrot echo bravo mike
golf sierra romeo mike foxtrot delta bravo hotel
alpha foxtrot foxtrot juliett romeo hotel echo november charlie papa quebec
november quebec tango india quebec
quebec hotel mike delta quebec alpha
mike mike echo india hotel romeo tango quebec sierra
lima echo kilo echo romeo india delta mike alpha
hotel lima delta tango quebec quebec
charlie quebec bravo tango
quebec papa sierra foxtrot quebec sierra
kilo november hotel india hotel juliett juliett alpha delta hotel sierra quebec
delta echo sierra charlie foxtrot foxtrot tango
alpha oscar foxtrot romeo delta delta delta kilo juliett papa papa lima
kilo romeo india kilo romeo lima
quebec oscar foxtrot delta sierra alpha foxtrot november
romeo golf hotel echo hotel
tango juliett echo mike bravo sierra
sierra quebec delta mike
november romeo bravo
juliett quebec sierra tango charlie foxtrot tango echo
charlie quebec november echo oscar lima
delta lima delta tango echo juliett alpha tango juliett charlie november echo
juliett romeo kilo delta alpha lima papa november kilo lima sierra
oscar kilo kilo golf november foxtrot charlie tango quebec papa quebec kilo
papa alpha tango sierra
kilo india foxtrot alpha hotel kilo quebec tango juliett
lima lima sierra romeo november bravo romeo
delta alpha november mike sierra oscar bravo
juliett india delta hotel tango mike
sierra bravo quebec kilo
mike mike alpha oscar hotel papa charlie romeo foxtrot november bravo echo
tango delta quebec golf lima india
golf bravo juliett tango mike foxtrot papa india golf
oscar november golf delta november hotel mike
alpha hotel charlie hotel papa bravo
alpha sierra november
sierra hotel juliett charlie india golf
bravo india hotel sierra oscar kilo kilo echo
mike november november quebec
mike tango romeo
sierra mike romeo charlie bravo tango
golf kilo tango
sierra foxtrot kilo kilo oscar juliett papa november
mike quebec hotel sierra alpha
papa romeo juliett foxtrot
romeo delta romeo bravo alpha delta papa delta foxtrot kilo oscar
mike oscar bravo bravo lima india oscar quebec alpha foxtrot
golf papa kilo charlie golf india mike
juliett delta oscar golf
foxtrot juliett echo oscar oscar bravo
quebec alpha india hotel romeo echo echo juliett bravo papa hotel
hotel charlie echo sierra lima quebec kilo foxtrot sierra alpha foxtrot
sierra quebec tango sierra foxtrot golf delta juliett
delta oscar foxtrot delta oscar quebec
alpha lima alpha india november
charlie oscar juliett
golf november india charlie tango romeo delta quebec quebec delta
foxtrot golf papa echo mike delta mike charlie hotel charlie
mike lima tango golf sierra lima hotel
delta golf bravo echo bravo papa
foxtrot romeo delta charlie hotel india sierra november delta romeo
golf hotel papa hotel juliett golf
alpha delta bravo mike hotel charlie hotel bravo quebec bravo oscar lima
golf golf lima lima hotel hotel echo mike
juliett hotel hotel sierra bravo oscar mike lima bravo hotel
sierra november sierra echo
lima quebec charlie hotel
india delta sierra india kilo lima mike romeo bravo mike
oscar lima november alpha
juliett kilo quebec
hotel bravo lima echo sierra kilo foxtrot alpha
delta bravo romeo
alpha mike mike delta foxtrot sierra tango
tango delta juliett echo oscar
bravo november mike delta echo oscar india oscar tango lima echo foxtrot
bravo papa juliett hotel tango golf charlie romeo oscar india echo delta
alpha juliett bravo
india bravo quebec golf quebec alpha quebec
quebec mike india
quebec foxtrot papa tango india india
delta foxtrot november india quebec alpha charlie oscar delta lima
juliett bravo golf quebec echo kilo golf charlie
foxtrot romeo oscar oscar tango india papa juliett india hotel quebec foxtrot
echo lima november
foxtrot charlie kilo tango echo juliett tango india mike alpha charlie
india alpha lima india november sierra sierra
echo tango mike
romeo november alpha hotel
november tango papa foxtrot
hotel lima india oscar quebec echo golf juliett golf papa november tango
foxtrot romeo mike delta papa alpha papa hotel charlie oscar foxtrot
golf alpha lima golf papa oscar golf
juliett tango sierra kilo mike hotel bravo charlie oscar juliett mike november
mike charlie foxtrot quebec golf november juliett
romeo alpha tango quebec papa golf juliett
bravo india india sierra kilo oscar golf golf foxtrot
oscar alpha papa hotel delta juliett tango romeo india india delta alpha
november romeo foxtrot kilo golf
india oscar kilo hotel
oscar alpha bravo
tango november lima tango november kilo papa oscar india alpha kilo romeo
tango delta kilo alpha delta golf
alpha charlie bravo romeo tango tango papa foxtrot papa
golf hotel charlie bravo oscar delta romeo mike tango charlie
echo juliett foxtrot charlie sierra
echo delta bravo
november lima hotel sierra hotel tango papa oscar charlie
india alpha papa echo alpha hotel hotel delta echo india
charlie hotel echo sierra
charlie india delta
hotel delta hotel sierra lima sierra november lima
alpha alpha papa november sierra golf romeo delta kilo delta
mike november papa kilo papa delta mike hotel
romeo november echo tango hotel mike quebec echo papa alpha juliett
golf papa oscar november golf hotel oscar hotel sierra romeo alpha hotel
echo delta romeo quebec
november foxtrot papa oscar hotel
november hotel delta papa
juliett golf bravo november kilo mike india alpha tango
tango kilo kilo quebec quebec romeo charlie bravo juliett golf golf
november mike tango romeo alpha mike india lima foxtrot india
kilo charlie alpha foxtrot juliett lima india
delta tango echo lima papa bravo
bravo alpha india mike juliett lima delta papa golf oscar tango
romeo sierra november tango golf november papa hotel echo
papa romeo sierra alpha alpha
echo charlie oscar lima sierra tango
juliett tango hotel papa
oscar india juliett foxtrot sierra
bravo alpha india delta papa november bravo tango papa tango mike
echo romeo quebec alpha foxtrot delta
juliett bravo foxtrot tango hotel charlie delta kilo
bravo tango delta oscar foxtrot hotel bravo sierra lima
tango charlie november bravo
bravo papa foxtrot golf echo juliett romeo november charlie sierra november
sierra hotel lima romeo lima echo echo papa mike delta charlie
november alpha charlie bravo romeo charlie charlie hotel echo november
sierra delta hotel tango foxtrot echo romeo delta india
echo kilo tango foxtrot bravo sierra
echo quebec india delta india
november delta golf golf echo romeo delta lima foxtrot echo charlie alpha
hotel mike hotel quebec mike kilo india echo foxtrot alpha tango bravo
foxtrot papa november alpha india india papa juliett foxtrot charlie romeo hotel
sierra echo sierra juliett juliett
delta mike hotel hotel echo
mike papa golf november foxtrot tango kilo india kilo tango
november romeo echo quebec oscar
lima delta foxtrot romeo alpha sierra romeo
delta delta charlie golf
bravo golf foxtrot sierra golf november golf bravo golf kilo
golf lima mike delta
charlie hotel golf kilo tango
oscar hotel lima hotel kilo juliett november tango romeo
alpha oscar india tango juliett charlie hotel echo sierra oscar lima
lima lima juliett
delta foxtrot bravo papa charlie charlie foxtrot foxtrot
juliett romeo kilo bravo juliett mike romeo delta charlie papa
sierra tango golf
november juliett charlie
lima sierra kilo lima tango kilo bravo quebec november foxtrot sierra lima
papa oscar golf lima quebec kilo november juliett foxtrot sierra bravo
quebec sierra november oscar
mike hotel sierra india oscar
juliett charlie sierra alpha kilo hotel india
india romeo romeo alpha golf romeo alpha
echo lima sierra bravo kilo charlie hotel romeo
lima quebec quebec november mike foxtrot echo romeo
romeo oscar papa november juliett bravo lima romeo oscar sierra lima delta
romeo oscar quebec hotel charlie foxtrot bravo papa golf
papa bravo golf delta foxtrot hotel papa juliett
india alpha hotel hotel papa papa kilo india papa quebec hotel
romeo romeo quebec charlie hotel tango oscar hotel kilo papa sierra juliett
hotel bravo romeo papa charlie echo juliett kilo
bravo quebec sierra sierra
india delta alpha bravo romeo alpha delta hotel romeo romeo
delta hotel hotel hotel foxtrot india india november foxtrot
sierra alpha tango november oscar oscar oscar mike charlie charlie alpha foxtrot
quebec papa charlie alpha juliett india mike
golf mike oscar november sierra alpha papa tango oscar sierra
oscar oscar charlie foxtrot charlie foxtrot lima romeo
romeo oscar echo kilo charlie delta kilo november lima quebec
oscar tango india tango tango
romeo oscar oscar kilo echo india
juliett delta tango november sierra mike charlie
mike alpha romeo november golf kilo quebec lima alpha
kilo bravo foxtrot november india golf romeo
bravo lima papa
bravo papa romeo india kilo
echo alpha hotel charlie lima kilo charlie juliett papa juliett
november charlie alpha papa kilo papa
alpha quebec charlie lima bravo
lima mike tango tango sierra
sierra romeo oscar
oscar india oscar juliett mike delta bravo echo bravo quebec papa
papa juliett alpha alpha tango alpha
romeo november charlie echo romeo india mike
echo foxtrot india charlie india foxtrot kilo kilo india mike
juliett hotel delta
november quebec november hotel juliett bravo november quebec
hotel bravo charlie india golf romeo tango hotel papa oscar oscar lima
lima golf bravo tango sierra echo india charlie golf charlie charlie
lima golf lima tango alpha bravo kilo foxtrot kilo
kilo sierra november echo bravo papa echo tango november
echo tango echo juliett
november charlie foxtrot bravo papa kilo alpha sierra sierra mike bravo sierra
quebec november echo papa india golf sierra lima tango juliett hotel
kilo hotel quebec romeo oscar lima foxtrot tango november
tango papa kilo bravo kilo sierra romeo
lima delta kilo
bravo charlie kilo tango lima echo charlie tango
bravo charlie quebec
alpha romeo hotel oscar foxtrot hotel golf quebec
foxtrot quebec romeo alpha alpha
lima charlie oscar papa november
november papa echo quebec sierra november quebec oscar
romeo echo charlie oscar
foxtrot mike papa lima oscar india foxtrot sierra november echo india
quebec bravo oscar delta echo echo bravo
oscar quebec juliett delta romeo juliett foxtrot oscar tango
lima romeo hotel romeo lima
delta charlie juliett juliett golf charlie echo quebec lima alpha
kilo papa alpha oscar oscar echo papa romeo golf november
foxtrot sierra sierra juliett foxtrot
papa hotel sierra mike quebec golf echo
romeo tango kilo november golf kilo golf delta
romeo juliett papa mike
mike juliett sierra
november papa india golf tango echo
juliett charlie november
hotel hotel oscar lima hotel
golf echo hotel oscar golf hotel lima tango alpha
tango juliett sierra
november mike papa quebec romeo lima
charlie hotel tango golf november delta romeo
foxtrot sierra alpha echo romeo
alpha bravo lima juliett mike hotel lima
oscar hotel tango mike romeo alpha
alpha papa bravo charlie golf tango charlie papa sierra november lima
bravo echo golf tango quebec bravo sierra delta november papa india quebec
papa golf sierra papa delta papa india oscar oscar kilo
quebec lima bravo sierra bravo
juliett papa papa sierra charlie november oscar papa mike
sierra alpha juliett tango kilo lima charlie foxtrot echo golf sierra foxtrot
foxtrot delta oscar india oscar delta delta charlie tango
tango sierra tango
echo alpha papa juliett tango delta hotel
papa hotel lima tango
mike juliett oscar mike hotel sierra india papa
sierra november romeo november papa golf
foxtrot golf sierra mike oscar lima oscar bravo mike romeo lima india
november alpha romeo sierra bravo delta romeo lima golf india foxtrot mike
delta delta mike quebec lima foxtrot papa golf delta delta
romeo mike hotel november papa charlie oscar
oscar india mike golf alpha romeo tango bravo romeo sierra golf
echo charlie november delta quebec delta delta alpha delta foxtrot papa november
foxtrot papa foxtrot lima tango hotel delta romeo
golf echo golf alpha papa juliett juliett juliett alpha kilo
bravo sierra papa echo golf mike bravo golf juliett hotel
hotel romeo tango echo juliett romeo papa oscar echo romeo papa quebec
alpha kilo foxtrot kilo mike delta echo november bravo mike juliett sierra
romeo november charlie quebec tango hotel
mike hotel bravo oscar
foxtrot juliett echo foxtrot
echo november sierra golf delta kilo charlie charlie
golf foxtrot quebec mike foxtrot quebec
lima foxtrot quebec sierra india bravo foxtrot
oscar mike lima lima hotel tango romeo kilo tango november
juliett romeo quebec hotel kilo tango foxtrot november oscar tango
foxtrot alpha quebec echo foxtrot bravo juliett
delta quebec quebec juliett lima november echo november delta
alpha november oscar
juliett quebec india oscar sierra lima charlie kilo foxtrot delta papa
november november hotel
foxtrot juliett tango tango tango
papa charlie november oscar oscar romeo charlie
alpha november november bravo foxtrot foxtrot golf sierra quebec hotel
foxtrot charlie alpha foxtrot tango
tango quebec hotel
echo kilo lima
mike quebec quebec
india alpha alpha november golf sierra bravo india
charlie papa romeo quebec
oscar delta hotel
romeo romeo golf juliett india papa foxtrot sierra juliett sierra echo papa
echo juliett charlie foxtrot alpha india charlie echo bravo lima
foxtrot golf oscar alpha oscar
romeo hotel delta sierra juliett quebec foxtrot
mike echo golf papa alpha echo alpha alpha foxtrot juliett quebec
hotel alpha echo lima
mike mike sierra mike charlie golf quebec romeo juliett papa india quebec
mike hotel tango delta sierra hotel papa romeo
kilo india delta golf india delta
foxtrot bravo papa echo bravo golf tango lima charlie
echo oscar charlie golf sierra
alpha alpha echo lima bravo oscar india lima charlie delta romeo quebec
oscar foxtrot charlie india tango lima charlie papa november mike
november papa charlie delta november golf alpha alpha delta alpha
hotel kilo oscar sierra hotel quebec sierra mike lima echo sierra november
oscar juliett quebec kilo
charlie romeo india charlie oscar sierra echo juliett papa charlie november oscar
kilo foxtrot delta lima bravo quebec romeo india papa romeo romeo
papa hotel charlie
romeo november golf quebec kilo golf india mike india india
delta alpha tango echo kilo november papa kilo alpha oscar kilo
papa foxtrot quebec kilo echo november foxtrot golf delta
india bravo juliett charlie alpha tango kilo lima papa sierra
oscar hotel quebec bravo charlie india oscar quebec tango delta sierra mike
papa india bravo hotel kilo tango echo papa juliett
echo juliett papa alpha mike charlie foxtrot india mike echo november quebec
hotel hotel lima papa mike kilo quebec delta golf romeo
echo golf romeo oscar hotel romeo golf hotel juliett lima hotel golf
mike echo papa india hotel
tango kilo quebec delta sierra golf golf lima
mike india charlie juliett golf
charlie romeo echo echo oscar bravo bravo juliett
juliett india lima
charlie oscar charlie tango hotel sierra
mike alpha tango mike lima kilo kilo alpha
alpha oscar sierra quebec juliett kilo delta romeo bravo bravo november
quebec delta tango juliett lima juliett november hotel alpha delta
echo november sierra tango charlie mike
india kilo quebec foxtrot charlie sierra bravo lima tango india juliett charlie
sierra delta charlie alpha juliett golf
juliett oscar lima
sierra india alpha alpha golf juliett golf november tango
golf kilo lima mike
tango delta papa quebec hotel oscar echo alpha lima
mike kilo foxtrot foxtrot november papa oscar kilo quebec india
lima tango quebec romeo papa romeo november bravo
alpha papa lima sierra india lima bravo mike echo romeo
golf india bravo quebec delta quebec mike oscar papa india mike
oscar delta juliett bravo oscar india echo kilo
echo kilo oscar romeo sierra papa november
foxtrot hotel bravo
alpha quebec juliett
charlie juliett echo golf papa romeo lima mike kilo oscar juliett lima
juliett hotel quebec mike romeo golf echo india kilo
foxtrot juliett november hotel sierra
echo golf mike sierra bravo
hotel mike delta golf foxtrot
echo echo delta kilo quebec sierra kilo hotel oscar mike kilo
sierra sierra bravo
echo alpha tango india charlie
kilo lima quebec romeo quebec golf bravo november golf juliett romeo
oscar alpha alpha golf alpha tango papa romeo bravo golf november alpha
sierra golf sierra alpha sierra delta
kilo bravo juliett hotel india charlie hotel papa kilo india mike bravo
mike kilo delta foxtrot mike
golf papa kilo papa india
quebec foxtrot romeo
foxtrot golf oscar quebec foxtrot delta kilo mike quebec
delta oscar tango mike lima
sierra foxtrot charlie charlie alpha india alpha bravo kilo
sierra charlie golf charlie mike foxtrot golf alpha juliett
bravo india golf
golf november golf oscar delta sierra juliett lima lima foxtrot
charlie tango lima alpha lima foxtrot golf
golf hotel golf oscar hotel delta charlie papa quebec
kilo oscar foxtrot
delta sierra mike hotel quebec quebec foxtrot kilo papa bravo
oscar alpha tango charlie foxtrot tango sierra lima romeo november
sierra quebec echo delta delta echo hotel kilo papa juliett papa quebec
papa bravo papa tango oscar
tango mike quebec november november charlie oscar mike romeo india
echo charlie lima juliett papa romeo quebec sierra delta bravo
delta lima hotel mike november juliett november kilo sierra india juliett golf
papa papa oscar lima papa tango hotel oscar charlie india
delta foxtrot echo charlie bravo kilo
mike golf tango echo india
oscar echo foxtrot november alpha bravo quebec kilo november
november november foxtrot papa juliett
lima quebec golf alpha romeo romeo bravo papa november mike alpha echo
lima hotel bravo mike quebec papa delta foxtrot hotel kilo echo
echo papa foxtrot tango bravo alpha tango november quebec echo hotel golf
mike lima delta lima
foxtrot tango quebec mike lima echo echo
mike hotel foxtrot papa india lima
india oscar quebec juliett delta lima tango romeo alpha
charlie romeo juliett kilo delta oscar juliett sierra
alpha foxtrot juliett golf alpha bravo echo
hotel sierra echo kilo oscar romeo lima golf bravo
oscar tango hotel bravo lima india
november foxtrot golf charlie golf delta charlie tango papa lima
romeo charlie foxtrot mike hotel
charlie bravo hotel india tango charlie india november foxtrot
bravo quebec oscar papa
romeo papa oscar echo hotel india hotel
bravo juliett india alpha papa kilo romeo quebec
papa bravo november lima juliett oscar
delta romeo bravo charlie mike delta india november papa india mike juliett
foxtrot lima tango mike juliett november hotel
golf sierra romeo kilo papa hotel bravo delta oscar bravo tango hotel
bravo mike echo
oscar kilo bravo november juliett sierra kilo oscar
november alpha romeo hotel juliett lima november hotel
alpha golf sierra foxtrot hotel golf
india mike charlie echo golf alpha quebec quebec kilo juliett kilo
delta hotel quebec kilo charlie alpha sierra juliett juliett romeo
echo papa quebec alpha mike juliett echo tango oscar
tango kilo echo hotel charlie papa november
echo alpha papa india november
foxtrot mike mike bravo golf golf delta india kilo
foxtrot lima golf foxtrot charlie romeo romeo delta lima papa bravo
hotel hotel quebec
mike papa charlie sierra romeo papa india hotel bravo alpha golf sierra
bravo sierra papa kilo lima golf golf
alpha mike quebec echo hotel november november delta oscar papa oscar bravo
india golf quebec hotel alpha quebec foxtrot juliett quebec bravo bravo
charlie golf foxtrot tango papa november delta
sierra oscar romeo foxtrot charlie foxtrot papa romeo
foxtrot november romeo
papa papa bravo echo quebec tango mike india mike papa alpha
mike oscar lima lima quebec kilo juliett golf charlie november golf
tango alpha lima quebec golf charlie golf echo kilo quebec alpha
echo november foxtrot papa delta mike hotel golf
november india sierra echo kilo tango papa charlie
hotel hotel alpha charlie golf romeo quebec
foxtrot november papa charlie
sierra hotel mike delta papa india alpha juliett
india tango mike papa tango bravo lima
bravo romeo november tango hotel tango foxtrot
quebec lima delta sierra sierra golf kilo alpha
hotel sierra foxtrot charlie mike
alpha golf lima alpha kilo echo sierra delta golf lima
sierra quebec hotel alpha quebec mike echo kilo golf charlie quebec quebec
kilo quebec juliett tango
charlie delta echo quebec november oscar november foxtrot quebec
kilo alpha bravo india romeo charlie november papa hotel foxtrot
mike mike foxtrot delta foxtrot romeo golf golf golf november november
alpha romeo india echo golf alpha oscar foxtrot lima tango tango
juliett golf quebec tango bravo bravo sierra india sierra delta golf
oscar bravo charlie quebec quebec oscar bravo bravo
charlie oscar bravo
alpha sierra papa charlie charlie foxtrot charlie romeo golf kilo
romeo golf sierra oscar tango charlie quebec sierra india india golf
juliett papa alpha november kilo sierra
november bravo delta golf alpha india
lima romeo hotel hotel mike golf juliett
charlie mike india hotel kilo november delta golf
kilo romeo romeo golf alpha
quebec india lima romeo
foxtrot charlie lima juliett hotel hotel oscar
mike romeo quebec alpha oscar lima oscar quebec
foxtrot tango romeo
lima quebec november sierra charlie tango foxtrot kilo mike kilo hotel sierra
lima sierra quebec
november echo quebec charlie mike kilo
papa bravo india romeo november oscar delta golf juliett golf alpha
quebec lima bravo echo
tango november bravo delta mike lima echo mike india oscar charlie india
oscar november lima foxtrot
oscar oscar delta quebec india charlie lima juliett hotel golf foxtrot
kilo kilo papa hotel echo alpha papa india alpha golf
mike kilo juliett
oscar delta charlie golf bravo november quebec
alpha juliett romeo lima mike sierra romeo mike mike delta
papa tango sierra bravo charlie sierra delta tango mike mike
quebec papa alpha charlie india sierra delta golf india papa alpha sierra
echo lima papa romeo sierra mike tango india echo kilo
quebec golf juliett delta juliett charlie tango oscar bravo quebec echo
kilo lima lima sierra november foxtrot
november golf oscar golf golf
mike delta charlie bravo mike bravo india quebec papa mike foxtrot tango
tango papa quebec quebec foxtrot mike bravo papa
golf sierra quebec
india india alpha golf india delta foxtrot india
alpha mike golf lima tango kilo bravo
november oscar sierra charlie kilo sierra mike tango
bravo sierra romeo charlie foxtrot alpha romeo kilo
mike papa golf
alpha foxtrot bravo oscar india bravo
juliett oscar papa golf bravo golf
mike echo charlie alpha sierra foxtrot bravo echo foxtrot
echo romeo charlie
tango india november echo oscar foxtrot alpha sierra bravo quebec
juliett echo sierra november india papa oscar papa golf
delta juliett charlie hotel
juliett echo mike mike alpha
tango delta quebec bravo kilo hotel india echo oscar echo delta mike
juliett foxtrot golf tango kilo oscar golf lima charlie alpha lima
mike sierra tango hotel
mike lima oscar india golf sierra
delta kilo charlie papa
papa kilo delta hotel juliett tango alpha tango delta india
sierra golf mike alpha november hotel mike kilo foxtrot
quebec kilo foxtrot delta alpha
alpha papa lima golf romeo golf
golf sierra charlie oscar november
foxtrot papa tango papa delta november alpha mike oscar mike
oscar hotel kilo mike papa alpha quebec oscar india india quebec kilo
mike bravo bravo juliett hotel
mike tango mike sierra golf lima india juliett alpha
sierra india alpha
foxtrot delta kilo juliett juliett foxtrot delta papa quebec kilo delta romeo
alpha delta tango bravo juliett juliett juliett mike golf kilo hotel
tango mike mike foxtrot mike oscar
delta papa oscar hotel hotel kilo golf charlie bravo november tango
tango india hotel alpha alpha kilo
november romeo golf november echo india bravo papa
alpha tango november india
november mike kilo papa golf kilo juliett mike quebec golf delta
juliett sierra alpha foxtrot india kilo papa
quebec alpha papa hotel papa india oscar hotel
tango hotel echo sierra foxtrot
foxtrot romeo charlie november lima
bravo lima juliett kilo india bravo quebec india delta quebec
oscar mike kilo quebec juliett echo quebec tango india echo
papa alpha alpha sierra bravo juliett delta
delta papa mike mike golf
mike oscar delta golf juliett
november bravo alpha tango india
mike november hotel hotel juliett golf delta
quebec hotel november quebec bravo quebec sierra kilo romeo echo charlie
india sierra echo alpha quebec november tango juliett sierra mike juliett tango
india quebec oscar bravo alpha juliett mike quebec
mike mike charlie alpha mike
quebec oscar mike sierra india quebec romeo
bravo lima bravo
mike echo lima charlie kilo romeo november
oscar sierra golf
november romeo alpha kilo juliett charlie tango
india lima papa lima tango tango alpha november
tango charlie hotel kilo
papa bravo foxtrot oscar november bravo echo foxtrot hotel tango mike charlie
foxtrot foxtrot charlie sierra echo
oscar echo kilo november
charlie charlie kilo alpha kilo charlie bravo echo romeo romeo
india papa foxtrot papa mike foxtrot echo lima foxtrot delta echo
india hotel foxtrot delta
hotel golf bravo bravo november sierra november quebec mike golf
charlie quebec delta
romeo juliett tango juliett lima golf foxtrot november mike oscar
quebec mike bravo kilo papa
hotel mike golf charlie bravo delta bravo
lima foxtrot bravo november kilo tango bravo papa india
india tango tango delta tango mike lima golf foxtrot alpha echo
sierra alpha india
oscar india november delta juliett
papa golf mike lima mike quebec mike quebec
november charlie quebec lima hotel kilo oscar sierra papa november
mike quebec tango golf
tango golf november romeo kilo romeo golf oscar kilo delta
india november quebec delta bravo oscar
papa charlie delta foxtrot
november alpha romeo mike quebec quebec golf
charlie delta sierra papa
delta papa kilo romeo india india kilo foxtrot hotel
foxtrot quebec lima juliett romeo juliett tango mike quebec sierra quebec
alpha india mike sierra
romeo lima echo echo quebec golf hotel golf kilo
echo november papa echo golf mike echo hotel
india papa juliett
romeo delta papa charlie lima kilo romeo oscar quebec juliett charlie
foxtrot sierra delta alpha juliett lima mike
charlie quebec alpha echo tango echo delta foxtrot delta foxtrot
echo juliett hotel papa bravo charlie delta hotel delta
foxtrot hotel juliett india sierra
romeo foxtrot golf juliett oscar oscar mike oscar hotel foxtrot foxtrot foxtrot
tango delta november papa sierra november romeo golf india papa foxtrot papa
golf golf delta oscar quebec delta charlie lima india sierra mike charlie
foxtrot quebec romeo papa
papa hotel alpha india
sierra delta delta oscar delta golf juliett november golf kilo
foxtrot kilo foxtrot bravo oscar charlie delta alpha
charlie sierra romeo lima hotel echo
oscar sierra papa india bravo foxtrot hotel kilo india india november quebec
tango golf golf kilo bravo romeo hotel
india alpha romeo sierra sierra oscar hotel
charlie quebec echo alpha tango mike mike lima tango romeo
papa echo juliett charlie lima golf juliett november foxtrot quebec
papa mike kilo sierra
foxtrot romeo tango india mike kilo delta charlie foxtrot november echo
romeo juliett lima tango delta
india papa mike november alpha bravo bravo mike tango
charlie golf romeo india papa lima kilo
delta romeo echo romeo
november mike juliett
lima tango golf charlie echo alpha echo foxtrot echo golf echo sierra
charlie lima romeo quebec hotel kilo tango november oscar kilo mike
foxtrot bravo alpha oscar quebec
quebec romeo golf papa hotel november juliett oscar tango foxtrot foxtrot alpha
delta mike oscar mike delta
charlie juliett papa india india oscar charlie
tango bravo india romeo kilo kilo
alpha bravo papa india delta quebec india foxtrot papa foxtrot
golf tango romeo india delta kilo alpha tango
golf romeo foxtrot lima bravo hotel foxtrot tango golf golf juliett
juliett tango alpha tango tango
mike hotel kilo
oscar hotel sierra bravo
delta lima india tango papa charlie papa
india foxtrot foxtrot
quebec november papa mike kilo echo echo lima golf
alpha quebec tango sierra tango delta foxtrot bravo bravo november foxtrot
oscar sierra oscar hotel romeo lima bravo november alpha
delta romeo romeo quebec sierra
papa sierra charlie india juliett india november tango
papa foxtrot lima charlie charlie romeo tango lima november tango lima
bravo echo sierra november juliett golf sierra alpha tango romeo papa alpha
oscar tango romeo november alpha hotel november lima quebec hotel echo lima
india sierra tango
echo sierra foxtrot sierra charlie charlie papa
echo charlie delta quebec
india sierra echo golf tango delta
golf papa sierra india hotel tango
hotel golf alpha papa juliett
kilo tango kilo india kilo tango
kilo juliett oscar november alpha alpha delta papa
lima tango india delta
november alpha golf kilo
alpha juliett sierra bravo
oscar bravo india mike oscar oscar sierra sierra
romeo sierra mike
india papa kilo charlie
delta golf tango kilo
kilo delta lima bravo echo india bravo
delta india papa india mike delta hotel charlie foxtrot
kilo kilo juliett
quebec alpha foxtrot delta lima juliett
oscar november romeo papa lima juliett
bravo mike foxtrot alpha mike juliett delta oscar alpha india november tango
sierra sierra quebec romeo mike
tango alpha echo charlie kilo romeo foxtrot sierra juliett
foxtrot november november mike sierra
foxtrot hotel lima india bravo kilo mike
delta mike mike romeo foxtrot papa delta lima hotel alpha romeo sierra
romeo foxtrot india bravo quebec india hotel bravo india november november
romeo charlie india tango quebec lima golf golf
bravo charlie tango mike papa
quebec sierra oscar echo tango oscar
lima mike india echo tango
oscar quebec india tango juliett
mike india foxtrot lima echo golf quebec delta romeo echo alpha foxtrot
kilo romeo golf papa india delta tango echo india golf india golf
golf papa golf hotel golf foxtrot sierra kilo romeo november
oscar tango echo delta golf foxtrot kilo echo
oscar tango charlie alpha tango tango
hotel lima echo hotel delta juliett lima
alpha sierra juliett lima delta
kilo india foxtrot foxtrot november romeo tango foxtrot oscar
charlie kilo foxtrot alpha romeo tango delta sierra
delta mike kilo juliett
romeo juliett charlie charlie india november alpha romeo juliett charlie romeo
tango foxtrot echo charlie foxtrot
sierra alpha lima mike quebec papa kilo
juliett tango golf oscar delta juliett
hotel delta oscar alpha
mike tango charlie
juliett delta echo quebec echo
charlie lima juliett oscar golf golf kilo echo bravo quebec bravo lima
mike juliett hotel
bravo alpha delta quebec papa
quebec delta romeo juliett papa charlie kilo alpha november juliett tango quebec
oscar golf echo quebec kilo golf oscar juliett golf
delta kilo tango romeo india
golf mike india lima delta romeo bravo oscar
papa lima india romeo sierra quebec mike papa
november quebec echo romeo mike lima alpha
oscar tango november bravo papa papa
papa hotel mike lima golf charlie golf foxtrot tango quebec juliett
quebec golf tango india lima
oscar oscar oscar echo alpha
foxtrot november golf delta juliett quebec quebec
delta mike romeo foxtrot echo romeo delta
quebec sierra delta bravo echo foxtrot hotel juliett papa hotel
charlie mike lima alpha hotel oscar quebec bravo india romeo oscar golf
echo hotel lima hotel bravo mike alpha hotel juliett papa
kilo papa sierra mike juliett golf hotel juliett foxtrot
lima echo juliett bravo charlie golf bravo golf charlie lima oscar
mike oscar golf papa quebec sierra papa
papa lima tango lima echo quebec golf
foxtrot oscar papa alpha quebec alpha alpha
kilo bravo november romeo
kilo hotel bravo bravo quebec hotel romeo sierra golf romeo sierra bravo
quebec alpha alpha lima
bravo tango quebec kilo mike sierra charlie
sierra india echo
echo november bravo india oscar foxtrot golf tango delta alpha papa mike
quebec november delta papa sierra delta alpha juliett lima
charlie kilo sierra india hotel india
foxtrot echo quebec romeo papa lima charlie november echo foxtrot
papa romeo hotel november november juliett golf
papa hotel echo echo india hotel tango
charlie golf romeo romeo november foxtrot sierra
delta delta juliett lima foxtrot bravo golf romeo delta
quebec hotel oscar golf oscar papa papa oscar
sierra hotel sierra tango
echo alpha echo charlie
india romeo tango juliett alpha papa delta foxtrot
hotel delta kilo charlie lima oscar kilo bravo november foxtrot sierra
delta india golf golf
golf romeo tango hotel
tango mike alpha quebec papa papa charlie sierra oscar oscar charlie sierra
hotel oscar bravo hotel charlie
golf golf alpha echo tango hotel sierra bravo quebec juliett
mike mike romeo golf echo kilo sierra
golf quebec quebec november kilo hotel alpha hotel hotel
golf kilo delta oscar bravo india bravo alpha
tango juliett india juliett hotel oscar mike alpha juliett bravo november november
papa hotel delta mike
india papa golf papa oscar delta india sierra oscar india foxtrot
tango tango bravo mike foxtrot
bravo bravo sierra papa charlie romeo tango foxtrot oscar hotel
golf india foxtrot bravo hotel delta
alpha charlie echo alpha bravo hotel charlie india alpha november kilo
charlie oscar kilo romeo papa lima hotel hotel juliett november papa
papa hotel juliett
lima lima november sierra tango oscar charlie juliett
india alpha juliett charlie november india golf bravo foxtrot foxtrot
kilo juliett foxtrot foxtrot
quebec golf charlie juliett
november india romeo romeo
foxtrot quebec tango juliett quebec juliett lima bravo romeo india
mike echo juliett foxtrot
golf delta kilo india hotel kilo charlie india kilo
oscar lima kilo mike alpha bravo papa india golf november
golf lima quebec delta charlie charlie
foxtrot juliett romeo india november
delta bravo lima foxtrot lima papa alpha
mike quebec papa
mike sierra alpha hotel foxtrot hotel delta romeo india
india sierra foxtrot charlie tango echo echo alpha charlie kilo quebec charlie
hotel charlie golf hotel echo echo oscar tango delta golf bravo
charlie romeo alpha kilo india papa sierra sierra delta romeo
mike romeo oscar echo bravo
echo bravo mike delta lima quebec foxtrot tango quebec juliett
alpha india sierra
lima quebec quebec oscar quebec
oscar romeo mike hotel golf golf november oscar oscar echo india november
kilo charlie charlie romeo
hotel quebec november sierra alpha tango november delta quebec golf
bravo oscar hotel kilo oscar kilo echo golf tango mike
foxtrot mike golf papa bravo hotel
sierra november hotel sierra
mike romeo lima foxtrot hotel foxtrot kilo india india tango lima quebec
delta foxtrot india kilo kilo november hotel lima
november papa echo papa alpha november echo quebec charlie quebec
alpha india tango foxtrot bravo hotel november foxtrot mike romeo echo foxtrot
echo juliett kilo charlie echo hotel sierra mike
quebec oscar juliett golf november juliett juliett papa
tango hotel echo hotel foxtrot quebec lima juliett kilo oscar lima
mike delta golf romeo delta hotel juliett hotel mike bravo
tango oscar oscar echo echo alpha mike delta november papa kilo golf
kilo papa echo bravo bravo charlie
charlie alpha echo mike mike juliett
oscar charlie oscar charlie
tango sierra golf golf bravo india alpha papa oscar bravo november delta
delta oscar lima oscar hotel sierra bravo
tango delta oscar charlie november romeo
foxtrot golf lima sierra sierra india
quebec india echo kilo mike alpha
romeo golf tango alpha juliett sierra hotel hotel charlie
bravo november quebec oscar
golf bravo romeo alpha
mike november oscar tango romeo mike november hotel oscar foxtrot oscar papa
quebec tango alpha
echo india tango papa mike papa hotel alpha golf foxtrot sierra echo
lima sierra charlie lima
lima papa bravo quebec oscar bravo
lima november kilo bravo delta hotel juliett quebec mike hotel alpha
mike bravo india echo india alpha alpha golf quebec oscar tango oscar
oscar quebec mike foxtrot november
hotel papa oscar tango papa alpha papa lima mike lima november charlie
juliett mike bravo november lima november delta november bravo
golf charlie oscar lima
romeo charlie tango tango india
india quebec foxtrot alpha papa echo golf sierra golf
lima india foxtrot hotel sierra lima quebec foxtrot alpha
papa echo papa bravo india papa
charlie oscar oscar echo tango foxtrot
delta foxtrot oscar oscar oscar
golf sierra mike tango mike papa golf
hotel foxtrot alpha sierra
delta lima mike alpha romeo romeo golf juliett juliett juliett sierra
india golf mike oscar mike golf
papa echo romeo quebec kilo hotel bravo foxtrot tango bravo foxtrot delta
golf golf juliett
oscar papa kilo tango juliett delta
foxtrot romeo lima bravo golf alpha papa romeo november india
echo india foxtrot delta juliett alpha romeo
delta alpha lima oscar
quebec lima hotel papa november hotel
tango kilo alpha kilo quebec oscar juliett tango kilo foxtrot quebec charlie
golf golf foxtrot juliett
tango india tango quebec tango sierra delta november papa charlie golf hotel
oscar kilo oscar charlie mike golf golf
hotel alpha lima alpha lima
echo alpha sierra lima november sierra sierra bravo romeo india
foxtrot charlie kilo delta
papa oscar lima sierra tango india golf india
papa november mike tango delta november kilo sierra golf papa golf oscar
juliett papa sierra india tango hotel oscar oscar
bravo mike tango india hotel
november hotel foxtrot lima sierra bravo romeo papa
foxtrot romeo kilo oscar bravo echo november lima bravo charlie kilo november
india india india
golf romeo mike lima alpha charlie foxtrot mike
foxtrot sierra foxtrot hotel golf kilo papa hotel november hotel
mike lima delta delta
papa papa november kilo bravo oscar sierra quebec juliett kilo romeo
golf bravo tango
hotel sierra mike sierra golf alpha bravo
charlie india charlie echo lima mike alpha tango lima
mike papa bravo india papa echo
india mike sierra tango november juliett
mike kilo mike tango delta foxtrot foxtrot november
oscar lima oscar bravo tango charlie quebec india
mike golf india alpha kilo romeo
golf oscar quebec echo alpha lima romeo tango golf sierra charlie
mike hotel november alpha romeo golf mike foxtrot papa delta
echo tango kilo papa oscar
alpha echo november juliett romeo sierra foxtrot golf echo romeo alpha lima
golf kilo hotel lima
alpha sierra delta delta alpha
romeo papa oscar alpha juliett november juliett alpha sierra kilo
mike foxtrot tango india papa oscar hotel foxtrot lima
quebec sierra bravo india mike hotel romeo hotel romeo charlie
charlie mike delta echo golf
foxtrot hotel papa foxtrot
foxtrot romeo mike delta india mike golf november mike tango quebec hotel
charlie quebec alpha echo
alpha sierra mike lima oscar lima
romeo charlie tango november papa echo alpha quebec
papa delta delta sierra hotel delta sierra
november charlie oscar tango
quebec india delta
juliett mike lima bravo
india romeo india bravo
lima sierra quebec golf kilo romeo echo oscar lima hotel
delta hotel hotel foxtrot india charlie
india hotel delta
sierra alpha tango india
oscar sierra delta
papa india papa oscar hotel charlie juliett
foxtrot foxtrot foxtrot alpha
alpha delta tango sierra
foxtrot foxtrot bravo papa november november india sierra charlie
foxtrot november bravo mike november tango charlie charlie
oscar charlie mike november india delta alpha india echo hotel
charlie delta romeo echo sierra
quebec india tango charlie oscar delta
mike bravo tango charlie juliett romeo hotel echo papa
oscar hotel lima sierra foxtrot charlie hotel mike india juliett alpha tango
mike papa tango hotel delta golf golf foxtrot
echo hotel mike
delta mike november india delta alpha juliett
quebec november papa bravo sierra
delta echo alpha echo foxtrot foxtrot mike hotel alpha charlie juliett
november oscar echo bravo bravo oscar
kilo bravo foxtrot sierra delta hotel hotel juliett november
delta golf lima
india quebec quebec juliett hotel india charlie hotel
echo juliett delta romeo
foxtrot papa papa alpha kilo quebec quebec sierra charlie kilo
sierra echo oscar tango mike echo tango delta juliett alpha hotel
oscar bravo oscar papa golf
juliett november lima juliett delta mike tango
mike golf charlie golf hotel delta romeo golf papa romeo delta hotel
mike juliett november november mike lima foxtrot alpha foxtrot november foxtrot
oscar foxtrot tango india alpha foxtrot lima kilo
hotel charlie india sierra foxtrot juliett juliett
golf delta charlie papa sierra golf
charlie charlie sierra tango november echo
foxtrot bravo kilo alpha tango alpha bravo alpha
alpha sierra juliett quebec bravo mike foxtrot juliett
echo kilo juliett sierra romeo oscar hotel lima delta
mike mike charlie alpha charlie romeo echo hotel
oscar foxtrot charlie quebec mike
charlie kilo alpha golf tango hotel romeo
golf lima romeo alpha papa india november november charlie kilo oscar bravo
india delta oscar mike oscar delta
lima hotel golf juliett charlie november
india kilo charlie
quebec oscar delta november mike echo sierra papa foxtrot kilo
golf hotel lima lima juliett quebec alpha foxtrot quebec india hotel bravo
sierra lima juliett juliett sierra oscar
alpha mike mike juliett
delta alpha foxtrot foxtrot golf oscar alpha tango golf sierra
foxtrot tango bravo echo romeo india oscar charlie alpha india
sierra sierra golf bravo
echo lima echo november lima
quebec hotel quebec alpha
november november foxtrot echo delta bravo romeo tango
juliett sierra hotel romeo alpha india foxtrot
delta foxtrot delta alpha kilo kilo
delta quebec quebec echo golf juliett sierra foxtrot echo mike oscar
mike delta mike juliett kilo bravo quebec romeo mike golf mike delta
november hotel hotel alpha mike quebec golf india romeo
sierra november papa foxtrot echo
papa echo india kilo
echo lima kilo hotel tango quebec
echo november november mike
romeo romeo tango bravo november papa
romeo sierra papa
charlie hotel sierra mike
november foxtrot india echo quebec
papa papa lima hotel bravo delta
mike papa papa bravo lima november bravo oscar oscar
bravo romeo november foxtrot mike quebec mike tango echo echo
juliett papa alpha alpha papa papa lima hotel
alpha oscar sierra delta
romeo quebec kilo foxtrot kilo alpha hotel charlie bravo
charlie sierra kilo bravo charlie charlie golf golf lima golf foxtrot
alpha lima kilo quebec juliett
delta tango foxtrot oscar mike delta romeo tango romeo bravo alpha charlie
november papa sierra sierra mike hotel delta papa oscar delta oscar
mike juliett romeo golf lima alpha
tango foxtrot oscar golf charlie papa
echo india delta papa oscar juliett oscar juliett bravo golf
tango golf oscar delta tango november hotel romeo romeo november delta tango
hotel juliett mike charlie november charlie bravo juliett tango kilo hotel
romeo papa papa kilo mike india oscar
bravo kilo bravo romeo sierra bravo echo echo papa
echo papa delta kilo kilo oscar hotel bravo november kilo charlie bravo
foxtrot mike quebec oscar oscar tango november echo oscar golf
sierra golf alpha charlie kilo sierra lima alpha delta delta golf alpha
charlie tango mike echo romeo juliett romeo golf tango sierra
juliett oscar papa foxtrot kilo november
charlie charlie echo india papa delta mike tango romeo
oscar lima tango sierra mike november sierra papa foxtrot charlie lima oscar
romeo tango alpha
tango bravo sierra hotel november romeo quebec papa
hotel papa november bravo sierra papa romeo tango oscar
charlie kilo oscar echo papa echo alpha bravo
papa juliett quebec golf india lima bravo sierra
tango lima juliett
alpha foxtrot charlie tango mike
november bravo mike golf kilo quebec lima romeo india
bravo foxtrot papa november quebec echo hotel lima
echo bravo echo romeo india kilo charlie charlie
romeo sierra golf alpha delta alpha november echo
sierra romeo sierra golf
golf bravo lima golf charlie kilo
tango november november tango echo
hotel echo golf papa romeo papa bravo sierra quebec romeo mike
echo foxtrot november hotel bravo echo bravo alpha november golf hotel golf
mike romeo bravo lima charlie
november lima lima quebec november hotel mike
mike charlie romeo alpha sierra delta sierra november charlie november quebec
echo lima romeo delta india
charlie india mike oscar charlie alpha mike golf lima echo
delta november bravo romeo papa golf
charlie bravo mike
november alpha tango foxtrot foxtrot tango oscar juliett bravo alpha foxtrot
romeo hotel mike quebec charlie india
bravo lima mike quebec foxtrot mike golf
juliett quebec mike golf romeo oscar hotel golf
foxtrot delta romeo foxtrot india papa bravo november
romeo echo lima lima
quebec golf india lima sierra kilo juliett juliett echo romeo quebec delta
kilo romeo india juliett foxtrot foxtrot quebec golf sierra
hotel juliett quebec juliett alpha india
alpha mike alpha tango charlie romeo
juliett romeo kilo golf lima charlie sierra mike november delta
bravo delta golf juliett quebec
juliett charlie juliett juliett charlie lima quebec romeo bravo alpha
charlie november alpha echo november
lima delta hotel tango
kilo sierra juliett india lima
kilo sierra lima india sierra oscar papa oscar alpha hotel
delta sierra golf romeo sierra
india november charlie echo lima juliett bravo
delta lima quebec papa oscar sierra november bravo juliett lima oscar juliett
hotel delta foxtrot delta hotel hotel
juliett golf sierra sierra november india lima
kilo charlie echo papa delta delta papa foxtrot bravo bravo
hotel papa november papa papa
bravo romeo foxtrot kilo charlie
hotel kilo lima tango foxtrot india
romeo juliett bravo golf
alpha foxtrot tango delta november sierra november oscar oscar
india sierra hotel lima bravo charlie oscar charlie
foxtrot charlie oscar foxtrot papa lima india
delta romeo hotel bravo juliett charlie
november foxtrot mike india alpha juliett oscar
bravo hotel echo
charlie kilo romeo quebec bravo tango delta quebec
kilo echo papa delta india foxtrot romeo hotel india sierra sierra sierra
juliett hotel november mike delta romeo tango bravo sierra quebec kilo
india quebec lima india mike charlie lima romeo mike
mike delta golf romeo oscar alpha echo mike quebec delta quebec quebec
india foxtrot mike lima charlie india foxtrot delta
golf november india charlie alpha delta kilo tango india tango papa
delta charlie romeo tango
papa charlie lima india foxtrot mike romeo romeo oscar mike juliett alpha
sierra india delta golf golf india india alpha quebec delta oscar
bravo alpha charlie november quebec
india sierra hotel hotel juliett oscar
foxtrot quebec sierra bravo juliett alpha india mike
papa quebec hotel tango quebec mike india
india delta bravo
golf alpha november quebec delta
delta quebec echo kilo alpha mike charlie
oscar echo kilo
india india papa
alpha kilo november sierra echo delta juliett
kilo india foxtrot foxtrot
papa echo mike
golf romeo echo delta
alpha echo juliett hotel alpha romeo india
quebec juliett charlie charlie foxtrot foxtrot india tango charlie foxtrot bravo quebec
mike golf sierra bravo delta quebec
india echo hotel lima papa oscar charlie delta charlie echo sierra bravo
sierra romeo lima tango delta india papa romeo alpha mike oscar
delta mike delta papa foxtrot tango golf juliett romeo golf charlie
papa mike mike quebec tango lima romeo tango lima mike bravo
foxtrot juliett charlie foxtrot delta sierra alpha
november echo juliett delta
juliett bravo juliett charlie lima
kilo lima lima kilo foxtrot quebec tango
tango delta romeo oscar quebec
oscar november oscar tango mike
lima oscar lima mike golf india sierra bravo india charlie golf
delta mike kilo sierra foxtrot tango november hotel quebec papa india delta
golf kilo alpha lima lima foxtrot oscar sierra delta alpha quebec
oscar hotel charlie romeo hotel
november kilo romeo bravo alpha charlie golf quebec
delta romeo bravo november juliett alpha foxtrot oscar kilo india delta golf
delta charlie alpha foxtrot india golf
hotel sierra bravo
mike tango foxtrot foxtrot romeo echo bravo
oscar romeo tango tango alpha delta hotel foxtrot lima
hotel november juliett juliett echo tango bravo
bravo india delta golf
oscar lima delta lima alpha
tango bravo juliett bravo bravo foxtrot romeo india november
quebec kilo quebec delta golf quebec lima papa
oscar bravo bravo echo november
delta romeo india
delta india golf sierra delta echo tango
golf hotel alpha sierra
tango papa mike india hotel romeo foxtrot foxtrot alpha
india kilo mike lima papa hotel echo echo november
hotel romeo november juliett tango kilo charlie echo
india kilo sierra oscar
juliett golf lima
oscar echo papa golf juliett golf echo bravo mike
golf juliett oscar india papa november delta golf india romeo bravo
november golf sierra india alpha echo hotel
november echo november papa charlie hotel charlie tango bravo
sierra papa foxtrot tango hotel alpha quebec india sierra
oscar oscar kilo mike papa foxtrot tango alpha alpha
delta charlie delta mike oscar india delta sierra
foxtrot alpha charlie
sierra november oscar golf delta kilo papa echo lima foxtrot
golf tango oscar mike
golf charlie foxtrot sierra romeo romeo
mike quebec quebec tango tango foxtrot
foxtrot charlie delta oscar tango sierra golf hotel alpha
november alpha tango quebec papa alpha november kilo foxtrot mike foxtrot
hotel sierra lima tango juliett foxtrot india
oscar delta alpha tango tango delta
lima kilo bravo papa india
november juliett charlie foxtrot romeo november
juliett oscar oscar
alpha hotel tango india echo alpha charlie
november juliett romeo foxtrot tango echo romeo charlie charlie quebec
india quebec hotel romeo alpha alpha sierra romeo
delta mike papa sierra sierra mike sierra romeo
oscar oscar hotel charlie india romeo papa juliett alpha november mike juliett
sierra oscar hotel oscar lima echo quebec lima bravo tango juliett foxtrot
charlie juliett india alpha
alpha golf romeo echo kilo india kilo november kilo tango
november delta golf hotel november hotel india lima papa oscar
mike hotel hotel tango
oscar kilo mike
delta lima romeo
golf alpha sierra oscar hotel golf lima sierra golf alpha alpha quebec
charlie hotel papa
quebec mike mike bravo
romeo echo bravo hotel foxtrot tango romeo india papa papa foxtrot
foxtrot bravo papa india echo lima hotel echo
sierra oscar echo papa alpha bravo romeo echo mike
echo hotel golf echo mike juliett juliett
lima november papa kilo romeo kilo foxtrot
juliett mike romeo oscar juliett oscar quebec romeo india foxtrot charlie
foxtrot romeo bravo
charlie alpha lima bravo quebec papa oscar charlie foxtrot hotel bravo
charlie juliett golf
lima alpha echo mike
quebec golf echo mike alpha delta alpha romeo
alpha golf charlie charlie quebec foxtrot sierra juliett bravo
november charlie foxtrot hotel
foxtrot golf november tango alpha romeo alpha mike echo delta
quebec oscar sierra hotel foxtrot lima kilo papa alpha lima november
alpha sierra delta bravo lima echo bravo bravo november papa juliett
oscar golf delta hotel
delta kilo november oscar papa tango mike bravo
foxtrot delta delta tango
mike juliett november bravo india
november golf india
india juliett lima charlie kilo juliett sierra
november quebec tango tango romeo charlie papa juliett
echo india foxtrot echo golf delta kilo alpha
delta oscar charlie bravo golf
india papa quebec alpha india lima alpha tango foxtrot golf
sierra mike bravo lima charlie mike kilo echo juliett tango oscar
charlie oscar romeo quebec delta charlie kilo kilo india papa tango alpha
kilo bravo papa foxtrot sierra quebec alpha
sierra oscar oscar alpha alpha mike bravo oscar golf kilo papa alpha
sierra delta sierra
tango juliett kilo tango tango foxtrot oscar quebec foxtrot charlie juliett romeo
sierra juliett lima november charlie oscar
charlie echo romeo india charlie delta oscar alpha
echo echo delta india kilo juliett hotel bravo
tango oscar india foxtrot echo
kilo romeo mike india juliett juliett
romeo quebec alpha mike
sierra sierra lima echo mike romeo alpha alpha kilo hotel romeo
echo alpha alpha mike golf tango india foxtrot alpha tango papa
mike sierra juliett papa
sierra november delta india
kilo golf hotel golf hotel kilo lima golf sierra
november mike juliett romeo hotel echo romeo echo tango mike charlie juliett
hotel oscar bravo delta lima delta lima charlie hotel tango delta hotel
charlie quebec foxtrot november
lima bravo alpha foxtrot quebec
foxtrot oscar bravo november juliett
lima foxtrot charlie november india delta papa tango delta delta charlie quebec
charlie foxtrot romeo papa romeo
mike quebec romeo
november oscar echo kilo papa mike oscar oscar charlie oscar echo
november romeo tango juliett echo hotel quebec november juliett hotel bravo november
delta november delta foxtrot mike oscar quebec papa
tango sierra papa romeo quebec papa oscar delta romeo mike india
romeo india lima alpha
kilo echo kilo foxtrot hotel
charlie golf charlie
golf india mike hotel sierra golf kilo alpha alpha alpha
juliett romeo lima papa sierra foxtrot bravo kilo november lima juliett
papa alpha golf sierra quebec november alpha kilo kilo bravo
delta kilo sierra alpha delta quebec echo india oscar
alpha tango hotel bravo foxtrot lima foxtrot charlie hotel papa alpha
oscar tango oscar sierra delta bravo india
golf alpha juliett tango papa
papa kilo hotel november
bravo juliett alpha delta alpha kilo november quebec papa
mike lima lima juliett sierra charlie juliett papa india romeo
romeo bravo papa
mike bravo golf romeo hotel delta mike oscar quebec
kilo oscar kilo november hotel juliett kilo tango foxtrot golf golf delta
tango oscar papa november hotel papa delta foxtrot
india romeo papa mike lima charlie sierra golf bravo quebec
alpha bravo charlie lima papa hotel bravo charlie lima lima quebec
alpha kilo oscar sierra oscar charlie mike foxtrot bravo india echo
papa mike golf mike delta charlie
golf bravo november oscar lima juliett delta charlie november foxtrot foxtrot
lima bravo tango romeo quebec alpha
tango charlie charlie juliett
bravo quebec hotel romeo tango alpha
delta papa oscar
kilo juliett november juliett papa golf echo echo foxtrot tango echo lima
quebec romeo foxtrot bravo charlie quebec hotel
india alpha echo
bravo sierra papa lima delta india hotel hotel oscar foxtrot alpha romeo
bravo november tango bravo juliett
golf papa bravo mike sierra foxtrot kilo delta
papa papa kilo
golf papa papa tango alpha delta echo oscar kilo
charlie delta bravo quebec romeo charlie charlie november foxtrot sierra romeo
charlie romeo bravo echo
india quebec foxtrot golf
bravo kilo bravo delta india india tango delta kilo echo sierra mike
quebec alpha romeo foxtrot kilo lima oscar papa papa oscar
romeo romeo romeo november
golf november alpha bravo charlie november kilo foxtrot
sierra delta echo echo mike delta alpha alpha
delta kilo mike lima juliett quebec quebec juliett kilo alpha hotel
juliett foxtrot november bravo
papa echo kilo juliett lima delta kilo juliett sierra delta delta charlie
oscar alpha lima echo mike oscar tango juliett papa tango foxtrot
oscar mike foxtrot juliett mike india alpha
sierra juliett romeo tango quebec juliett foxtrot november romeo
tango delta romeo mike hotel india delta golf hotel romeo delta echo
alpha delta juliett quebec india bravo tango
mike alpha kilo lima
alpha golf charlie mike india oscar charlie lima november
hotel oscar oscar lima tango lima alpha kilo bravo echo
india mike juliett tango tango golf sierra hotel golf
papa tango juliett bravo echo charlie bravo kilo
delta lima papa foxtrot bravo
quebec mike foxtrot november oscar echo sierra quebec alpha hotel romeo hotel
juliett delta echo bravo sierra kilo kilo foxtrot hotel
mike echo echo echo tango golf alpha charlie golf
kilo november charlie kilo juliett sierra charlie charlie
bravo echo juliett quebec sierra hotel alpha
romeo november charlie mike echo juliett romeo romeo mike juliett echo
papa foxtrot tango juliett lima sierra india bravo tango golf
golf delta foxtrot sierra quebec
oscar juliett juliett golf delta alpha tango hotel
delta india golf india hotel hotel
november delta charlie echo delta india
foxtrot tango romeo sierra juliett
kilo tango romeo kilo juliett
tango mike bravo echo juliett oscar delta
echo sierra kilo
romeo papa hotel romeo romeo lima bravo papa juliett charlie
lima foxtrot lima
delta sierra tango delta hotel
quebec november echo
golf quebec kilo tango papa mike romeo oscar
sierra quebec kilo golf delta juliett sierra
oscar november quebec kilo juliett echo papa kilo
delta charlie kilo lima quebec tango oscar alpha bravo hotel india alpha
golf charlie tango alpha lima alpha bravo oscar lima
alpha tango echo hotel papa quebec
charlie november bravo november golf golf bravo india romeo oscar
delta hotel delta bravo charlie juliett mike charlie
tango foxtrot india lima sierra bravo kilo romeo romeo papa foxtrot foxtrot
tango romeo bravo india
november romeo oscar alpha papa oscar foxtrot delta
lima juliett hotel alpha mike sierra charlie papa mike foxtrot
delta romeo sierra oscar charlie quebec echo
golf november tango papa
sierra foxtrot kilo november alpha juliett india mike juliett
kilo papa november bravo mike india sierra bravo
lima juliett golf sierra
oscar quebec charlie alpha india papa romeo
tango bravo quebec juliett tango delta november oscar oscar
india papa foxtrot echo november papa hotel golf romeo india bravo mike
kilo delta papa papa echo mike foxtrot
quebec tango delta foxtrot charlie oscar
tango foxtrot foxtrot juliett quebec sierra juliett juliett bravo hotel mike
quebec juliett alpha lima lima tango india sierra
romeo papa echo india hotel quebec alpha delta kilo juliett
quebec bravo hotel tango foxtrot tango
bravo alpha charlie lima juliett quebec oscar november
juliett lima romeo romeo delta
november echo papa
echo echo charlie november foxtrot alpha echo bravo romeo
lima hotel bravo delta kilo
bravo hotel foxtrot charlie oscar quebec charlie charlie romeo charlie
kilo kilo kilo echo tango alpha lima november charlie
bravo mike romeo juliett lima delta alpha
delta november lima delta delta golf foxtrot mike juliett romeo
echo papa sierra november foxtrot alpha golf delta mike golf lima
india alpha quebec oscar mike hotel
tango echo bravo mike november romeo quebec
oscar golf oscar mike juliett india india tango romeo alpha alpha juliett
foxtrot lima papa bravo delta papa
charlie sierra juliett india kilo golf echo lima
charlie golf alpha alpha bravo golf quebec bravo romeo mike
kilo mike alpha india charlie alpha papa juliett foxtrot papa lima delta
lima alpha bravo alpha hotel india november golf
quebec sierra charlie tango tango
quebec kilo delta november
golf romeo hotel echo sierra kilo foxtrot bravo mike alpha
india foxtrot bravo mike papa alpha golf sierra
alpha papa november quebec charlie echo sierra kilo golf india
india quebec golf echo bravo golf delta lima bravo
sierra oscar quebec delta india november delta oscar november
echo tango november mike charlie charlie
hotel oscar oscar charlie kilo juliett alpha charlie mike alpha
mike alpha charlie bravo kilo
india delta quebec
oscar juliett romeo kilo papa golf juliett lima
mike echo papa hotel quebec echo foxtrot charlie
hotel charlie romeo foxtrot oscar papa bravo india quebec papa echo
echo november lima oscar oscar november foxtrot echo juliett foxtrot
foxtrot juliett juliett charlie papa tango
india papa charlie golf golf
charlie juliett bravo sierra
bravo india bravo sierra alpha november bravo
golf mike romeo india lima kilo tango kilo echo
romeo quebec lima
india bravo quebec golf hotel india india kilo papa charlie
quebec oscar india delta golf tango sierra quebec
alpha lima sierra
romeo papa quebec
charlie mike bravo romeo november foxtrot echo sierra
india charlie november quebec papa sierra tango tango lima
delta hotel kilo hotel papa hotel mike quebec
india sierra papa kilo sierra romeo papa juliett echo
romeo tango romeo delta bravo delta sierra alpha mike quebec bravo tango
juliett india papa
juliett kilo mike echo golf oscar delta lima lima bravo india juliett
papa golf bravo
tango papa foxtrot oscar kilo india romeo tango
foxtrot echo oscar
lima bravo kilo foxtrot juliett alpha bravo golf hotel
bravo mike hotel tango tango papa delta november foxtrot
romeo golf juliett quebec tango oscar romeo oscar quebec papa echo sierra
bravo november foxtrot echo
hotel sierra tango sierra foxtrot papa oscar
juliett lima hotel kilo quebec foxtrot juliett oscar kilo delta quebec
delta romeo november kilo golf lima india lima
alpha quebec lima charlie bravo india
tango hotel mike juliett tango juliett hotel quebec alpha lima delta bravo
foxtrot juliett mike bravo november lima sierra sierra november kilo echo india
tango quebec sierra foxtrot bravo juliett romeo mike india papa juliett kilo
kilo alpha india papa
november november juliett lima juliett romeo
mike november bravo mike juliett papa delta india
golf quebec sierra tango kilo kilo alpha foxtrot
juliett bravo alpha charlie bravo mike oscar tango golf alpha oscar
romeo bravo alpha romeo juliett lima juliett juliett golf delta
lima november alpha delta
foxtrot kilo india golf papa papa charlie
echo sierra november oscar lima foxtrot sierra charlie oscar
echo echo india alpha tango charlie india sierra papa hotel
sierra echo november delta kilo juliett
charlie golf foxtrot mike golf mike november november quebec india delta
india charlie india kilo juliett
bravo bravo india mike foxtrot
hotel tango echo oscar echo alpha kilo bravo alpha
india alpha november quebec papa papa alpha quebec mike echo
november bravo quebec november india charlie sierra romeo mike golf golf mike
papa foxtrot alpha oscar hotel
india lima india sierra november lima tango alpha bravo juliett
quebec foxtrot juliett hotel golf golf echo hotel kilo golf foxtrot
tango november alpha bravo papa echo mike alpha echo hotel india
alpha romeo tango hotel india tango mike sierra charlie kilo november
india romeo delta bravo kilo juliett tango charlie
quebec juliett lima hotel kilo golf india
sierra india india hotel romeo lima quebec quebec golf india
delta juliett hotel foxtrot papa golf quebec
hotel lima quebec
charlie kilo romeo foxtrot
alpha lima oscar lima foxtrot oscar
golf bravo papa november delta charlie tango mike lima
kilo alpha golf india quebec hotel
bravo india delta
alpha oscar kilo echo mike bravo hotel
november alpha kilo kilo
lima echo papa oscar oscar quebec juliett quebec echo kilo
lima quebec alpha
delta juliett echo hotel kilo charlie echo november hotel echo
bravo sierra alpha golf foxtrot echo
kilo kilo bravo romeo india charlie romeo alpha lima
hotel alpha tango
foxtrot alpha lima golf tango juliett kilo oscar india golf
bravo romeo foxtrot november papa quebec
quebec mike oscar lima tango bravo quebec quebec hotel tango echo
india alpha golf delta golf delta golf delta
oscar quebec india hotel mike november golf
charlie charlie november romeo mike hotel delta golf tango november bravo lima
alpha quebec papa echo india charlie oscar mike echo delta papa alpha
golf oscar alpha bravo lima quebec charlie kilo sierra bravo
sierra hotel lima juliett papa delta india november
juliett hotel papa
foxtrot golf charlie lima sierra november delta delta charlie november alpha mike
papa foxtrot bravo
oscar quebec sierra india tango golf golf alpha charlie romeo
india juliett kilo echo tango delta quebec november
charlie charlie mike mike delta delta oscar juliett
juliett foxtrot bravo alpha delta alpha delta charlie kilo juliett
oscar lima delta november alpha romeo bravo foxtrot juliett foxtrot oscar
kilo india charlie quebec kilo hotel golf
quebec delta november papa
delta delta juliett mike foxtrot delta november echo papa foxtrot papa hotel
echo papa charlie romeo india alpha tango india kilo delta romeo romeo
romeo juliett romeo foxtrot echo
bravo romeo kilo tango india lima sierra romeo lima foxtrot lima
alpha golf romeo lima india oscar november foxtrot papa
hotel bravo hotel romeo foxtrot echo bravo golf kilo
quebec golf quebec india tango kilo romeo bravo delta hotel sierra
lima sierra india
india hotel sierra bravo charlie quebec sierra mike alpha delta juliett
golf delta lima bravo quebec charlie foxtrot sierra golf delta quebec
kilo india romeo bravo delta oscar charlie kilo papa oscar november
charlie india sierra golf
oscar hotel kilo foxtrot mike bravo charlie romeo charlie tango
quebec echo oscar juliett
golf papa papa charlie romeo bravo foxtrot
echo echo mike romeo oscar kilo alpha oscar charlie quebec
alpha juliett india
echo oscar mike hotel bravo golf november lima
foxtrot oscar oscar lima echo
india echo delta
india november quebec
hotel lima juliett november hotel quebec charlie quebec papa tango
india romeo mike delta tango
golf november kilo delta sierra bravo hotel
charlie golf kilo echo foxtrot india echo delta lima
alpha juliett charlie romeo foxtrot hotel lima golf papa mike kilo charlie
echo quebec mike hotel charlie romeo golf india foxtrot
oscar sierra november november delta sierra mike romeo echo foxtrot oscar
papa lima echo india quebec charlie bravo
golf romeo bravo echo oscar romeo lima november kilo charlie
oscar november november echo romeo juliett quebec
juliett november alpha papa oscar echo mike november
sierra foxtrot november delta hotel november golf hotel charlie mike foxtrot quebec
foxtrot papa juliett bravo tango bravo november alpha
lima echo juliett alpha november golf mike oscar golf
echo delta india tango lima delta kilo oscar hotel golf november
oscar papa sierra juliett
juliett tango mike
delta sierra echo oscar lima bravo
tango hotel tango hotel delta echo oscar golf
november bravo papa hotel oscar india golf
lima juliett mike charlie
papa bravo golf tango india golf bravo foxtrot lima alpha oscar
india india kilo quebec golf romeo juliett november charlie november november
mike alpha india
kilo delta bravo tango papa romeo
tango alpha lima tango foxtrot november sierra romeo quebec alpha
papa mike bravo delta sierra oscar india
golf juliett lima oscar kilo november papa foxtrot
india lima kilo papa quebec alpha
echo lima india mike juliett quebec delta oscar tango
golf lima juliett india
quebec bravo juliett india tango juliett kilo quebec delta echo
november papa sierra foxtrot november echo tango bravo romeo
sierra sierra november romeo charlie quebec sierra
sierra quebec alpha delta charlie golf alpha alpha mike
hotel oscar romeo romeo echo tango golf
kilo november mike alpha november tango india juliett
foxtrot lima romeo hotel golf papa papa
romeo november juliett
oscar oscar tango alpha juliett charlie sierra echo juliett mike india
bravo mike foxtrot papa sierra tango quebec delta
foxtrot mike hotel
lima romeo echo juliett lima quebec kilo delta india
delta alpha alpha
echo alpha alpha mike golf quebec mike sierra juliett hotel
golf november quebec india delta alpha foxtrot alpha lima golf november
echo hotel delta papa delta hotel delta sierra romeo romeo
foxtrot golf echo charlie lima quebec oscar echo oscar
alpha charlie tango charlie india hotel kilo
juliett quebec oscar quebec lima papa tango sierra sierra
papa sierra juliett
foxtrot golf mike papa alpha papa november
bravo tango juliett golf alpha bravo bravo juliett juliett juliett oscar papa
quebec hotel foxtrot hotel tango bravo india oscar
alpha oscar foxtrot
echo lima bravo delta hotel tango lima mike quebec lima
juliett foxtrot charlie hotel
sierra india lima lima echo golf november
golf india golf tango tango november charlie delta quebec delta charlie
hotel charlie echo hotel lima charlie tango
tango kilo lima tango
november kilo sierra mike romeo mike juliett lima kilo hotel lima
mike oscar sierra
juliett foxtrot romeo tango lima papa hotel quebec oscar charlie lima
quebec sierra tango
golf juliett mike india alpha tango romeo juliett bravo tango mike alpha
quebec delta papa
kilo papa tango lima charlie echo alpha tango echo papa charlie
oscar juliett sierra juliett
lima foxtrot kilo tango hotel sierra romeo
juliett quebec delta bravo kilo hotel sierra papa romeo bravo tango echo
juliett charlie golf tango sierra golf
papa tango sierra tango charlie romeo quebec
echo bravo lima tango
november kilo romeo mike mike foxtrot oscar sierra juliett mike echo echo
oscar oscar lima foxtrot
charlie mike juliett golf quebec quebec
sierra tango golf delta
papa delta juliett lima
mike golf india golf delta lima mike bravo kilo
november papa echo romeo oscar
quebec foxtrot kilo india papa papa papa alpha mike echo
charlie kilo golf hotel
bravo romeo india quebec oscar
juliett bravo papa india papa oscar mike
quebec bravo mike alpha
foxtrot quebec oscar quebec lima kilo lima
sierra hotel lima
juliett november hotel
delta november echo charlie papa mike tango kilo oscar bravo november echo
papa oscar bravo foxtrot papa foxtrot mike tango india alpha quebec
mike quebec foxtrot bravo kilo
lima bravo golf india papa delta bravo juliett juliett india golf
november juliett hotel
mike sierra tango charlie tango kilo kilo bravo juliett bravo
papa juliett foxtrot
mike sierra india bravo lima golf juliett tango bravo
tango romeo golf foxtrot echo charlie quebec papa lima
bravo kilo foxtrot golf india kilo delta bravo hotel
india golf tango mike golf kilo romeo delta foxtrot charlie november quebec
kilo kilo sierra delta romeo tango oscar
echo sierra alpha hotel charlie charlie oscar alpha golf charlie november echo
tango bravo kilo charlie papa kilo golf golf kilo
tango tango echo delta quebec juliett bravo bravo hotel quebec juliett golf
charlie hotel alpha charlie alpha golf lima lima alpha delta tango golf
echo lima tango juliett echo oscar charlie
charlie india alpha hotel india oscar alpha lima foxtrot india hotel oscar
kilo bravo papa romeo kilo alpha quebec charlie
echo romeo november tango quebec sierra
quebec quebec quebec delta november juliett india india kilo
oscar romeo papa alpha golf
quebec quebec romeo sierra quebec charlie november romeo papa
india mike golf alpha tango
alpha delta mike charlie quebec sierra november quebec alpha sierra
india papa sierra november papa delta india foxtrot
lima november hotel bravo romeo alpha echo november papa india kilo
bravo mike echo quebec oscar papa india hotel charlie oscar juliett foxtrot
delta oscar kilo oscar
november oscar india charlie papa tango
echo papa tango charlie quebec charlie november echo hotel
echo lima foxtrot juliett romeo quebec lima oscar papa bravo kilo
november tango tango november
hotel alpha echo bravo sierra lima quebec mike juliett charlie alpha juliett
foxtrot quebec foxtrot sierra echo
charlie bravo bravo papa
echo november juliett kilo papa romeo bravo india sierra kilo november
tango echo sierra mike echo india delta oscar hotel
lima hotel echo charlie tango
golf golf papa charlie oscar
tango juliett juliett bravo bravo kilo foxtrot charlie quebec tango echo hotel
quebec november kilo echo kilo
lima kilo romeo
golf india november delta golf golf oscar
india mike quebec charlie sierra foxtrot delta oscar mike
juliett sierra papa kilo romeo echo
tango mike tango november
india echo quebec india echo quebec charlie sierra
juliett lima papa papa delta delta romeo alpha lima papa
delta delta romeo juliett charlie papa bravo alpha sierra
juliett juliett charlie india
tango papa hotel juliett bravo foxtrot
alpha oscar romeo lima sierra tango november bravo mike juliett
bravo hotel papa
echo india kilo charlie tango charlie juliett
sierra india juliett india quebec golf delta papa kilo
bravo foxtrot oscar tango india romeo bravo tango charlie sierra
tango tango sierra charlie bravo november lima papa mike oscar juliett foxtrot
golf delta quebec echo alpha oscar
november charlie november
kilo mike charlie hotel
hotel tango sierra lima foxtrot papa papa quebec alpha echo mike
lima delta juliett oscar juliett bravo romeo lima mike golf alpha
tango lima november charlie echo kilo romeo hotel kilo
quebec bravo delta oscar lima mike papa sierra foxtrot quebec oscar
hotel oscar papa romeo november
charlie tango november lima kilo bravo delta lima
oscar quebec november delta india echo echo charlie echo kilo india
echo delta foxtrot november
quebec sierra sierra oscar romeo tango tango november india
juliett juliett oscar tango bravo delta
romeo mike romeo foxtrot sierra oscar
sierra india tango lima tango golf tango
alpha alpha juliett oscar oscar papa charlie papa echo hotel charlie india
alpha oscar hotel echo november juliett
foxtrot delta juliett oscar oscar juliett bravo kilo golf mike
sierra echo november tango oscar golf quebec november kilo india tango echo
india charlie hotel mike november delta alpha foxtrot
mike golf quebec romeo hotel sierra echo charlie charlie
echo echo alpha delta juliett
delta sierra charlie alpha juliett juliett india november kilo india golf juliett
india charlie romeo juliett mike
charlie kilo romeo romeo papa oscar echo bravo bravo juliett romeo bravo
mike delta papa india golf lima mike charlie lima bravo hotel mike
lima oscar bravo echo papa quebec mike kilo
delta oscar echo alpha charlie charlie november juliett hotel echo kilo
sierra lima romeo oscar juliett
mike echo kilo delta lima delta lima foxtrot charlie
bravo romeo kilo hotel lima echo romeo mike
foxtrot lima echo delta november juliett
hotel foxtrot lima papa
lima juliett sierra india lima delta quebec tango tango hotel romeo charlie
bravo hotel november quebec charlie echo
juliett mike bravo delta hotel
november lima juliett november bravo mike hotel november kilo india india
oscar foxtrot mike oscar lima foxtrot juliett november
papa bravo quebec romeo papa india juliett kilo echo charlie charlie
papa delta november juliett delta bravo
oscar tango hotel lima tango golf romeo quebec
echo oscar oscar echo sierra bravo alpha oscar bravo golf india
lima alpha foxtrot
november bravo oscar sierra kilo oscar kilo foxtrot kilo hotel
golf hotel juliett alpha charlie delta charlie sierra mike november foxtrot
mike papa foxtrot tango papa golf
alpha mike india golf delta delta november lima romeo tango
charlie juliett charlie delta oscar hotel papa bravo
romeo kilo sierra oscar mike delta india charlie lima
india papa foxtrot alpha lima mike
tango lima hotel mike november bravo mike alpha quebec india quebec tango
india delta juliett
juliett delta quebec november foxtrot romeo
quebec india quebec sierra golf november kilo bravo kilo
mike juliett alpha oscar echo charlie juliett oscar alpha
charlie delta hotel lima delta sierra lima romeo bravo
india juliett romeo echo oscar sierra papa lima
bravo tango kilo charlie bravo delta papa
sierra india bravo kilo bravo oscar
quebec kilo tango romeo bravo tango charlie bravo tango
delta sierra golf romeo
oscar tango echo oscar delta alpha echo hotel kilo
romeo quebec juliett
bravo india oscar tango quebec kilo sierra
kilo kilo tango romeo
juliett alpha alpha tango charlie november juliett tango romeo delta
hotel charlie kilo oscar papa foxtrot quebec india romeo romeo juliett
alpha tango bravo lima
india quebec oscar golf
november india delta kilo india echo quebec quebec
romeo mike kilo papa mike tango kilo november bravo lima mike
delta sierra foxtrot
tango papa juliett bravo hotel
juliett charlie golf echo mike kilo foxtrot sierra november lima bravo mike
november november bravo november mike delta quebec foxtrot foxtrot india juliett
echo quebec lima foxtrot sierra romeo bravo november india
november kilo delta sierra echo bravo echo alpha
alpha mike alpha india bravo sierra hotel echo
quebec juliett juliett mike sierra sierra papa india hotel foxtrot mike
quebec golf november sierra kilo mike bravo november tango
kilo romeo quebec alpha
bravo foxtrot india juliett tango november echo juliett
india delta papa charlie charlie sierra india hotel kilo romeo
oscar papa bravo
hotel alpha november
tango november tango november foxtrot delta juliett echo alpha bravo
lima romeo romeo sierra lima quebec november
echo hotel mike sierra november romeo mike romeo charlie juliett
sierra india juliett romeo foxtrot lima papa oscar papa india mike romeo
romeo golf india oscar
mike sierra mike romeo sierra foxtrot mike golf november quebec
quebec hotel golf
hotel bravo hotel charlie golf november hotel
echo juliett november quebec november charlie papa november echo hotel charlie
lima india delta hotel oscar charlie alpha sierra quebec quebec
juliett delta oscar november india
kilo hotel lima golf echo papa
papa charlie alpha mike oscar charlie
sierra sierra juliett delta alpha india kilo foxtrot kilo charlie echo
delta romeo hotel oscar tango oscar bravo kilo alpha
charlie tango golf lima alpha
papa foxtrot kilo alpha
india mike echo
charlie juliett foxtrot
echo lima oscar delta alpha charlie november
juliett lima lima tango charlie echo india mike november
echo november alpha mike bravo november
india romeo romeo tango bravo quebec kilo november india
alpha lima lima hotel delta charlie golf hotel sierra echo golf
echo juliett tango golf golf foxtrot mike oscar india tango golf
india india charlie oscar papa november hotel
foxtrot kilo mike echo oscar foxtrot echo oscar
papa echo sierra charlie lima lima papa romeo
echo echo tango quebec oscar romeo bravo echo delta romeo sierra
echo quebec tango bravo india oscar quebec november delta golf juliett golf
mike tango tango alpha quebec romeo
oscar charlie kilo
mike papa november tango oscar oscar india hotel hotel echo india romeo
hotel romeo juliett oscar juliett oscar lima
juliett tango foxtrot golf papa papa bravo mike november kilo tango india
echo tango mike charlie mike
india lima oscar golf bravo november juliett quebec bravo romeo quebec
quebec foxtrot alpha hotel foxtrot papa charlie oscar hotel
oscar lima papa alpha sierra papa delta
hotel kilo lima papa foxtrot echo kilo alpha juliett india mike alpha
bravo oscar november alpha quebec bravo lima bravo india foxtrot
romeo kilo alpha mike lima november
juliett quebec november mike foxtrot echo
echo alpha india delta echo charlie
charlie november alpha tango mike alpha oscar delta hotel
golf echo papa lima alpha kilo
delta juliett bravo quebec
november lima charlie
mike alpha alpha romeo
oscar oscar romeo november charlie
delta golf november
golf papa golf quebec hotel
sierra bravo juliett
romeo mike sierra delta charlie juliett
bravo oscar sierra oscar romeo alpha
lima november foxtrot tango quebec oscar
golf sierra papa november quebec kilo
papa papa echo romeo hotel papa
echo papa alpha
echo kilo romeo lima
delta romeo romeo
hotel november lima juliett india juliett golf tango foxtrot charlie lima
tango sierra golf juliett papa
juliett quebec romeo alpha tango romeo lima mike charlie
india golf mike india alpha bravo
sierra foxtrot mike lima papa echo romeo
sierra sierra echo alpha tango quebec sierra hotel juliett alpha kilo lima
quebec juliett juliett sierra juliett charlie mike
papa sierra oscar echo
oscar india delta oscar tango tango
golf golf sierra charlie kilo alpha
lima november romeo kilo india alpha kilo
juliett foxtrot juliett delta
golf hotel quebec papa bravo oscar papa kilo juliett quebec
lima lima hotel mike sierra sierra hotel hotel quebec lima papa golf
india juliett golf alpha sierra quebec
kilo quebec kilo india
sierra echo golf lima bravo romeo charlie juliett oscar
bravo charlie hotel
echo kilo delta oscar
charlie quebec lima charlie echo bravo quebec
november bravo delta echo papa quebec alpha delta
india echo juliett
lima quebec echo juliett papa oscar november alpha kilo
bravo lima quebec delta delta hotel quebec
hotel foxtrot bravo juliett foxtrot mike charlie
romeo quebec romeo quebec sierra india november oscar golf
echo bravo delta november foxtrot quebec india juliett romeo kilo
romeo november delta delta foxtrot charlie november papa papa alpha lima
lima foxtrot lima hotel sierra india kilo
tango papa delta juliett
sierra tango alpha november echo romeo golf bravo hotel
sierra echo charlie hotel
golf foxtrot india sierra
foxtrot romeo romeo india papa alpha
quebec juliett sierra bravo delta papa
november lima hotel delta tango kilo mike
november india alpha lima delta
foxtrot lima delta lima india quebec juliett november india
hotel kilo sierra quebec november charlie romeo golf quebec india bravo kilo
kilo delta juliett lima sierra foxtrot kilo oscar
tango tango romeo papa kilo oscar
bravo bravo oscar india tango bravo
charlie quebec hotel quebec foxtrot india tango lima mike november juliett
lima kilo oscar juliett
alpha quebec foxtrot charlie golf mike golf
juliett bravo foxtrot golf tango charlie india hotel tango juliett
mike romeo tango romeo mike india
romeo alpha romeo quebec alpha lima charlie bravo lima oscar
papa tango romeo echo papa lima oscar mike sierra kilo
papa delta tango romeo lima quebec
juliett tango india bravo hotel kilo bravo bravo delta delta india
mike sierra charlie delta sierra delta
hotel delta oscar india tango
juliett delta november sierra echo oscar papa
india delta mike kilo oscar november juliett foxtrot juliett
mike charlie alpha romeo lima juliett
november alpha kilo foxtrot
hotel juliett juliett foxtrot alpha juliett golf juliett
oscar india kilo alpha foxtrot tango mike hotel foxtrot lima charlie bravo
romeo juliett echo alpha india echo
golf india echo delta papa kilo
quebec lima echo sierra
quebec echo quebec quebec
mike tango romeo india
kilo mike charlie mike bravo romeo mike echo romeo
tango bravo lima kilo papa tango papa mike lima
india golf alpha mike bravo india tango juliett echo oscar bravo kilo
echo hotel alpha juliett bravo foxtrot delta alpha
bravo bravo papa charlie mike golf alpha delta alpha
lima delta charlie
tango november foxtrot tango golf india golf foxtrot sierra
bravo juliett foxtrot hotel
foxtrot charlie echo romeo romeo hotel sierra golf golf sierra bravo foxtrot
kilo india juliett bravo tango papa november india
charlie romeo romeo romeo lima kilo quebec november romeo november juliett lima
romeo papa juliett mike tango echo mike lima quebec golf charlie juliett
mike foxtrot quebec hotel delta echo hotel
foxtrot kilo kilo november november juliett
delta oscar golf india charlie quebec kilo mike november november
oscar quebec lima echo
india hotel quebec oscar mike echo delta quebec golf
november tango oscar foxtrot golf india kilo delta oscar golf
romeo kilo bravo oscar foxtrot mike quebec
hotel foxtrot bravo papa
bravo lima mike hotel
sierra lima papa quebec tango sierra
tango golf quebec golf alpha oscar alpha papa golf
delta delta delta mike november foxtrot bravo papa india alpha kilo romeo
charlie lima quebec november romeo hotel charlie romeo alpha delta
echo november tango kilo hotel kilo tango bravo foxtrot
sierra romeo alpha sierra oscar bravo romeo
quebec tango bravo delta india delta alpha juliett golf alpha charlie
papa lima echo bravo charlie delta tango
golf papa romeo alpha foxtrot delta juliett sierra foxtrot golf delta tango
mike delta hotel romeo
romeo november papa hotel tango india charlie romeo tango oscar foxtrot romeo
tango golf oscar mike romeo echo
delta alpha foxtrot golf alpha alpha quebec november juliett golf
delta tango alpha golf india romeo november delta alpha hotel
foxtrot delta kilo papa kilo
kilo papa mike quebec bravo tango echo oscar kilo alpha
november bravo sierra kilo kilo papa november
sierra oscar india papa oscar
romeo india november tango romeo papa
alpha juliett foxtrot kilo lima kilo foxtrot mike charlie charlie tango lima
echo lima papa lima golf alpha mike bravo kilo
quebec juliett romeo november bravo romeo mike echo
alpha bravo echo
echo foxtrot charlie alpha foxtrot papa alpha oscar india sierra foxtrot golf
lima bravo mike echo
delta golf delta india romeo mike tango tango romeo
oscar tango tango
tango india bravo alpha golf tango mike bravo quebec
romeo delta alpha bravo
delta bravo papa mike quebec echo foxtrot juliett lima
oscar india foxtrot november bravo papa juliett romeo charlie
bravo november sierra mike quebec india foxtrot quebec bravo
november alpha golf
bravo foxtrot india
