india oscar sierra sierra sierra golf alpha india hotel bravo kilo
lima tango oscar mike india
sierra bravo golf echo india hotel india mike november romeo romeo
alpha delta delta quebec romeo
papa papa foxtrot lima papa oscar alpha juliett papa bravo india oscar
hotel foxtrot november romeo november charlie
oscar juliett sierra papa mike hotel lima delta
quebec tango golf papa golf foxtrot papa romeo mike quebec india delta
quebec kilo tango hotel hotel golf juliett papa romeo
juliett sierra delta quebec golf bravo hotel quebec tango tango mike
echo quebec golf bravo oscar kilo foxtrot delta tango romeo
romeo kilo tango bravo tango bravo echo lima quebec india
bravo sierra sierra lima bravo november
romeo tango echo golf hotel bravo lima sierra quebec lima oscar
juliett golf golf
golf papa alpha golf mike india romeo quebec quebec alpha sierra
lima quebec oscar romeo echo hotel golf
mike alpha quebec papa hotel oscar charlie quebec golf november
juliett echo india oscar mike
tango bravo tango
november golf charlie lima tango quebec lima alpha bravo
echo quebec mike tango alpha alpha
delta echo foxtrot juliett india november lima echo echo charlie kilo
romeo sierra foxtrot foxtrot echo kilo tango foxtrot foxtrot
hotel romeo lima november alpha alpha india golf november mike mike
echo oscar juliett
romeo foxtrot foxtrot mike november bravo tango oscar oscar lima bravo hotel
mike sierra tango india hotel mike charlie delta
papa golf delta echo india alpha hotel
golf delta oscar mike alpha
sierra juliett lima quebec alpha papa bravo alpha
sierra charlie delta quebec charlie sierra mike
quebec delta echo kilo golf alpha oscar charlie echo lima golf
golf echo echo mike kilo november foxtrot delta sierra
oscar november delta sierra mike
delta kilo bravo charlie bravo tango mike juliett quebec
echo papa foxtrot echo romeo
echo juliett tango romeo romeo foxtrot mike romeo echo echo
tango india quebec
november echo foxtrot foxtrot delta alpha delta oscar kilo india delta
delta foxtrot quebec juliett quebec
lima echo oscar golf
kilo oscar sierra india alpha
hotel romeo india romeo echo juliett charlie lima
mike echo alpha tango november delta sierra mike alpha sierra
hotel delta golf romeo
india quebec kilo oscar quebec india alpha papa
foxtrot hotel romeo delta november echo golf charlie quebec golf
hotel foxtrot bravo mike tango sierra sierra hotel echo delta
juliett kilo delta oscar oscar hotel india mike juliett charlie bravo mike
golf oscar oscar papa echo
lima kilo tango sierra foxtrot
mike india romeo echo oscar romeo romeo papa kilo alpha kilo sierra
charlie juliett bravo india golf lima mike
quebec hotel foxtrot foxtrot november
foxtrot hotel sierra alpha bravo papa mike romeo delta charlie bravo foxtrot
papa mike delta
juliett tango delta india kilo golf papa echo hotel bravo kilo
foxtrot kilo hotel india romeo lima bravo november
november kilo november tango juliett lima
golf november bravo sierra bravo
mike juliett echo lima india charlie sierra tango tango
echo golf bravo foxtrot india tango delta
romeo alpha hotel lima
romeo delta papa mike sierra papa sierra echo lima delta quebec
juliett bravo kilo delta juliett
echo india lima mike echo juliett kilo november
delta tango romeo oscar foxtrot
kilo india golf charlie delta delta sierra lima india delta hotel
tango bravo echo foxtrot romeo oscar golf sierra charlie
sierra november papa golf lima november delta mike alpha india india romeo
oscar quebec quebec juliett
sierra lima foxtrot delta tango mike sierra india kilo india echo
juliett papa mike quebec hotel tango november
golf alpha foxtrot oscar lima
quebec quebec oscar romeo alpha hotel
foxtrot papa foxtrot
bravo papa echo alpha tango alpha lima mike foxtrot alpha tango
alpha mike bravo charlie papa golf charlie
juliett november romeo
bravo hotel alpha quebec november
golf lima foxtrot november hotel foxtrot delta golf
alpha juliett echo alpha echo juliett november mike
india alpha november bravo mike
foxtrot lima golf delta echo
india oscar juliett papa sierra hotel romeo golf sierra
alpha golf golf oscar delta charlie bravo mike charlie
sierra sierra india
papa tango hotel echo lima alpha tango quebec alpha romeo
sierra papa foxtrot lima
tango foxtrot bravo echo alpha mike delta november hotel romeo alpha mike
romeo golf charlie delta foxtrot quebec november
tango echo november tango hotel alpha sierra echo echo mike november
oscar india juliett alpha golf charlie
alpha foxtrot bravo oscar lima foxtrot echo sierra november golf charlie lima
papa charlie echo
echo mike tango echo india
tango bravo tango charlie delta golf november india echo quebec quebec
kilo tango golf mike charlie alpha bravo juliett foxtrot hotel papa kilo
alpha bravo mike golf tango november
charlie papa hotel kilo golf alpha juliett delta india tango echo
tango echo november tango hotel golf foxtrot sierra oscar bravo
november sierra tango alpha mike india tango november kilo quebec sierra sierra
alpha hotel india papa romeo tango golf
sierra juliett foxtrot foxtrot bravo foxtrot delta india alpha tango
golf lima kilo kilo
echo hotel charlie tango romeo india delta tango lima tango sierra
india tango kilo
charlie delta mike juliett foxtrot november juliett bravo sierra lima delta lima
papa papa oscar lima india quebec alpha kilo bravo bravo oscar
india juliett romeo delta echo kilo november november echo lima delta foxtrot
sierra kilo romeo hotel delta
bravo foxtrot sierra
charlie echo lima juliett lima
november lima mike
bravo quebec juliett
tango foxtrot india kilo india hotel oscar golf lima alpha bravo bravo
india alpha charlie delta bravo mike kilo oscar charlie kilo
papa juliett tango lima hotel tango tango bravo juliett quebec delta
delta lima alpha
delta foxtrot golf sierra oscar sierra alpha delta oscar foxtrot mike sierra
mike tango foxtrot papa hotel november juliett sierra papa sierra alpha oscar
hotel bravo bravo india november alpha tango kilo
delta alpha sierra mike alpha papa charlie golf
papa oscar romeo echo quebec charlie oscar charlie kilo
charlie papa papa charlie romeo bravo oscar echo delta
foxtrot golf juliett november kilo
echo alpha november delta kilo quebec lima delta golf charlie foxtrot delta
papa november india quebec romeo oscar delta oscar lima golf bravo romeo
november juliett india golf oscar papa charlie hotel bravo romeo
papa charlie charlie papa november delta foxtrot hotel quebec november sierra
charlie echo juliett
echo bravo oscar lima
kilo romeo foxtrot
juliett golf foxtrot delta quebec quebec delta golf
hotel golf bravo quebec november bravo tango sierra
foxtrot bravo india tango hotel hotel india sierra
papa charlie india golf tango
alpha papa golf echo juliett quebec mike hotel papa alpha
juliett delta papa quebec golf november alpha november
quebec india mike india charlie mike papa delta golf bravo lima
romeo charlie november romeo echo echo november quebec india charlie india
oscar bravo oscar mike tango mike delta oscar india
juliett delta tango india echo alpha hotel golf foxtrot lima
tango golf lima romeo lima foxtrot echo quebec hotel oscar papa
foxtrot hotel hotel charlie india lima india papa
hotel november golf
papa alpha tango lima lima kilo
hotel tango papa hotel echo quebec romeo quebec november golf
alpha alpha kilo charlie echo
foxtrot juliett november
kilo foxtrot november alpha oscar november oscar foxtrot oscar india
golf delta quebec delta papa india romeo quebec
golf sierra tango
juliett bravo foxtrot kilo
oscar delta november
sierra india mike golf november
romeo quebec echo
mike mike mike delta november kilo
bravo november lima foxtrot november kilo november
india tango hotel juliett
delta quebec oscar papa foxtrot kilo
echo echo november romeo mike quebec alpha alpha oscar oscar
lima juliett delta echo november golf papa papa delta bravo
kilo oscar hotel mike hotel juliett hotel oscar foxtrot kilo
lima charlie mike golf charlie lima bravo
papa alpha juliett bravo oscar romeo
delta hotel charlie oscar alpha mike bravo mike mike quebec
tango delta hotel juliett romeo quebec romeo
golf kilo romeo charlie oscar tango quebec kilo quebec papa kilo
lima juliett bravo papa charlie hotel bravo
november kilo alpha foxtrot
november quebec juliett echo november delta kilo charlie kilo juliett sierra charlie
hotel hotel golf romeo lima oscar mike delta
india november november oscar
kilo tango tango romeo hotel golf sierra hotel delta
golf charlie papa india oscar india hotel tango delta juliett tango
papa golf oscar kilo alpha charlie romeo november delta sierra papa
romeo bravo oscar alpha golf echo november alpha
kilo echo hotel tango oscar kilo charlie golf delta
november bravo golf foxtrot kilo lima
tango golf tango echo charlie hotel november bravo echo alpha
kilo sierra quebec echo
romeo kilo bravo juliett oscar sierra mike november lima lima delta
india echo kilo charlie november mike india romeo
alpha kilo hotel
kilo lima bravo hotel quebec echo golf golf
papa juliett juliett sierra kilo hotel kilo juliett juliett quebec foxtrot
kilo quebec lima hotel mike alpha
mike echo mike echo alpha papa juliett bravo juliett lima india echo
hotel golf lima november november bravo kilo oscar mike quebec quebec
mike hotel november foxtrot india romeo quebec echo lima foxtrot
papa echo papa november alpha
romeo bravo golf sierra
sierra echo golf kilo papa romeo lima
papa papa charlie golf mike hotel
hotel kilo juliett romeo foxtrot alpha november quebec delta lima sierra kilo
echo quebec papa romeo golf bravo foxtrot charlie
sierra romeo golf november charlie sierra mike kilo kilo mike
charlie hotel lima
juliett kilo mike foxtrot golf
romeo papa oscar november hotel november kilo mike golf delta papa
lima mike sierra foxtrot
oscar mike lima mike sierra mike echo golf quebec
mike november alpha papa november india mike kilo alpha tango papa bravo
echo kilo delta hotel golf bravo sierra india delta mike bravo
bravo juliett juliett delta
india romeo quebec mike
tango sierra alpha november november golf papa
quebec golf foxtrot delta romeo quebec mike
november foxtrot bravo romeo
mike alpha kilo papa hotel papa
oscar bravo sierra papa charlie alpha charlie hotel alpha november tango
india sierra quebec alpha charlie kilo juliett hotel
tango charlie tango foxtrot hotel india charlie oscar bravo
kilo tango tango golf
india kilo echo kilo
india hotel papa echo hotel romeo echo bravo
november bravo delta tango india
romeo november tango charlie mike papa echo lima bravo
lima delta sierra mike oscar kilo mike
alpha delta oscar quebec hotel
juliett echo juliett foxtrot quebec tango lima
bravo delta delta sierra sierra
lima mike oscar
hotel bravo alpha juliett papa alpha golf mike charlie juliett
romeo bravo kilo delta oscar mike alpha alpha sierra tango golf golf
november delta romeo alpha
delta delta echo charlie lima
kilo golf romeo charlie echo lima hotel delta lima romeo oscar
oscar alpha mike papa sierra charlie quebec golf
romeo kilo sierra november lima foxtrot india oscar golf
foxtrot golf india juliett juliett echo bravo golf romeo
kilo foxtrot golf delta juliett kilo bravo alpha kilo echo romeo
alpha alpha oscar oscar charlie
foxtrot romeo quebec foxtrot delta lima oscar juliett golf
bravo echo charlie echo bravo charlie
echo oscar foxtrot sierra tango delta
romeo sierra charlie quebec november quebec golf
juliett mike romeo mike golf charlie juliett romeo charlie oscar november
romeo tango echo romeo oscar sierra november papa kilo alpha november
india oscar tango oscar delta tango juliett kilo lima
quebec india foxtrot india quebec hotel india
tango alpha golf november hotel oscar
sierra papa sierra charlie november
juliett charlie delta tango alpha bravo november alpha oscar
quebec delta sierra papa charlie sierra lima echo echo bravo foxtrot
echo juliett sierra romeo quebec
mike papa foxtrot romeo lima oscar bravo bravo india
tango alpha lima delta alpha
alpha romeo quebec mike mike
delta charlie romeo november golf golf quebec hotel romeo india echo tango
bravo india bravo tango alpha quebec november sierra november echo
tango delta tango echo charlie hotel oscar
sierra echo foxtrot kilo kilo golf sierra foxtrot quebec oscar bravo sierra
kilo mike juliett sierra quebec alpha golf papa papa
bravo india romeo lima mike hotel lima delta charlie
golf delta kilo delta alpha charlie kilo tango
golf quebec echo golf delta quebec golf
quebec delta sierra alpha november papa echo bravo mike foxtrot romeo
bravo kilo oscar india lima golf bravo papa papa juliett
quebec mike sierra delta kilo echo foxtrot tango golf papa
november bravo hotel charlie juliett alpha bravo bravo foxtrot quebec lima
november india india delta romeo echo delta
foxtrot alpha delta golf oscar romeo november
sierra bravo bravo tango echo quebec alpha
mike oscar alpha sierra mike alpha
kilo november charlie charlie hotel
echo tango echo echo kilo alpha sierra delta november tango golf
papa hotel hotel oscar tango hotel
kilo november hotel juliett tango
papa lima quebec oscar oscar quebec charlie india foxtrot
kilo romeo quebec quebec foxtrot november
echo sierra bravo kilo mike quebec india
bravo mike alpha
romeo golf foxtrot kilo
november golf lima
lima sierra mike golf
papa mike bravo oscar delta oscar juliett juliett november delta
tango delta juliett golf papa november alpha lima delta
tango mike foxtrot echo
lima alpha quebec foxtrot charlie quebec november charlie oscar
alpha bravo delta kilo bravo echo mike golf foxtrot foxtrot bravo quebec
oscar oscar quebec tango mike
juliett alpha lima kilo mike foxtrot tango
kilo charlie lima november india
sierra sierra juliett juliett kilo mike
charlie oscar kilo
foxtrot juliett bravo alpha mike golf juliett november echo oscar
juliett papa lima echo november foxtrot golf juliett mike sierra
sierra lima sierra
foxtrot bravo india lima november bravo
mike foxtrot sierra india hotel bravo charlie bravo bravo charlie juliett
hotel romeo kilo lima charlie hotel charlie romeo quebec mike bravo golf
golf kilo mike november lima romeo alpha
lima tango kilo quebec juliett quebec india november quebec tango oscar
delta oscar alpha papa alpha india lima
foxtrot romeo oscar kilo sierra echo echo sierra quebec mike juliett
juliett papa foxtrot india kilo oscar charlie echo juliett juliett
romeo foxtrot alpha india lima
echo delta bravo lima foxtrot november hotel kilo
charlie november juliett delta oscar hotel bravo delta mike juliett
hotel juliett mike golf alpha echo golf mike juliett mike charlie oscar
lima alpha papa november hotel india
quebec tango kilo quebec alpha oscar sierra quebec juliett oscar tango kilo
delta india hotel echo juliett golf bravo golf papa
echo papa foxtrot india lima alpha november
kilo delta quebec golf romeo november alpha mike bravo golf tango
november papa romeo papa india
kilo foxtrot golf kilo echo bravo tango sierra oscar india
hotel oscar lima mike juliett bravo november delta lima charlie
hotel juliett mike delta mike alpha romeo echo
hotel echo romeo sierra mike alpha echo
oscar hotel golf sierra november delta november papa
papa oscar juliett tango kilo echo alpha papa foxtrot golf golf
november papa foxtrot november juliett mike quebec mike
kilo sierra kilo delta india
bravo echo oscar papa delta delta mike india delta india echo hotel
delta bravo charlie mike quebec echo delta
charlie oscar echo papa quebec
india alpha hotel alpha delta
romeo echo golf quebec kilo bravo foxtrot echo
echo mike oscar juliett
lima charlie golf
echo mike sierra foxtrot kilo india kilo november juliett
foxtrot tango hotel
mike quebec quebec november lima lima romeo lima charlie
kilo quebec echo india quebec quebec november lima delta
oscar papa papa lima tango juliett golf delta oscar mike hotel quebec
bravo foxtrot india quebec foxtrot papa quebec bravo quebec tango hotel mike
mike sierra romeo kilo charlie bravo
bravo papa tango papa lima papa oscar november hotel delta echo echo
echo tango oscar
charlie bravo golf echo
romeo papa echo alpha tango
romeo oscar golf hotel juliett delta delta romeo charlie sierra
kilo mike delta kilo papa india mike
november juliett sierra juliett foxtrot golf november
india kilo india tango kilo sierra tango
kilo romeo alpha echo charlie charlie mike alpha november
india oscar echo
kilo alpha papa golf
sierra charlie juliett golf india echo india charlie foxtrot foxtrot foxtrot romeo
alpha papa bravo
mike quebec quebec sierra foxtrot india alpha echo golf kilo lima
golf delta kilo mike golf alpha echo
echo tango charlie november charlie
papa oscar papa juliett quebec
tango charlie india echo
romeo delta hotel mike delta november sierra bravo alpha hotel mike
foxtrot india foxtrot november india
november echo tango juliett quebec tango india mike lima tango romeo oscar
echo charlie kilo kilo quebec papa juliett lima mike echo romeo
delta oscar juliett lima foxtrot charlie lima lima tango golf bravo
alpha romeo mike india echo sierra bravo echo
bravo lima alpha golf golf foxtrot romeo sierra juliett quebec papa hotel
charlie sierra echo oscar foxtrot quebec mike mike mike lima
oscar lima alpha lima bravo juliett sierra india papa papa bravo
tango tango hotel charlie hotel
oscar mike papa mike india oscar romeo sierra papa mike mike
hotel juliett foxtrot charlie mike quebec juliett romeo
juliett india romeo papa alpha hotel echo sierra sierra
november charlie hotel foxtrot
romeo oscar mike romeo echo quebec quebec
tango echo lima hotel
golf mike kilo
echo alpha papa foxtrot november echo alpha india charlie foxtrot india
tango november juliett romeo alpha alpha romeo tango
quebec kilo november charlie oscar echo tango foxtrot
mike lima kilo oscar echo tango
hotel golf hotel hotel papa delta india delta lima papa foxtrot
juliett quebec lima
kilo romeo papa juliett lima november charlie india mike november quebec
charlie delta sierra
foxtrot charlie hotel tango alpha papa oscar echo
hotel quebec quebec tango
lima charlie mike lima charlie sierra oscar romeo india juliett charlie charlie
golf charlie bravo lima
hotel echo india foxtrot golf foxtrot
alpha india delta
juliett mike juliett tango india bravo mike quebec tango tango
oscar november tango hotel echo tango
quebec charlie papa mike tango romeo golf
tango sierra tango india november bravo echo charlie kilo echo
sierra juliett charlie quebec india
november mike sierra romeo mike romeo golf hotel november oscar foxtrot lima
quebec sierra alpha kilo
juliett kilo alpha charlie alpha
hotel mike sierra november lima quebec delta
golf juliett tango foxtrot quebec lima sierra golf quebec hotel kilo
bravo golf foxtrot hotel
papa sierra foxtrot papa alpha tango golf november kilo sierra
alpha lima november quebec papa charlie
golf oscar alpha lima oscar papa romeo echo golf delta tango november
november bravo mike bravo juliett bravo mike golf romeo
india golf echo bravo
mike echo sierra sierra
papa kilo foxtrot alpha echo golf romeo foxtrot delta kilo
november sierra india tango hotel delta delta foxtrot golf
romeo juliett romeo quebec echo india alpha india mike charlie alpha
papa charlie india papa romeo mike
juliett mike papa oscar bravo
hotel echo tango november sierra oscar golf hotel
mike romeo mike oscar charlie golf juliett bravo tango kilo mike
oscar lima foxtrot golf delta golf romeo
alpha india foxtrot sierra kilo
kilo november oscar papa quebec india kilo alpha november mike sierra
echo sierra november november echo kilo november foxtrot
bravo quebec november romeo papa quebec
tango juliett november echo bravo india india papa juliett
papa charlie sierra kilo bravo papa echo november bravo november foxtrot hotel
november charlie romeo india hotel juliett
hotel echo oscar mike lima golf bravo
kilo tango mike
sierra echo echo alpha oscar juliett
hotel romeo tango quebec quebec charlie india kilo
foxtrot kilo juliett
alpha sierra mike alpha mike lima
quebec delta golf
tango bravo papa alpha romeo hotel alpha november lima papa november
november hotel lima charlie
kilo romeo oscar kilo bravo charlie echo papa
juliett juliett oscar
delta papa charlie hotel foxtrot juliett india alpha
tango quebec mike alpha hotel golf charlie foxtrot papa tango foxtrot delta
foxtrot bravo bravo lima charlie alpha romeo mike
hotel kilo hotel sierra
kilo juliett papa papa kilo papa tango
quebec romeo alpha papa romeo oscar papa charlie kilo hotel india alpha
november sierra juliett hotel echo charlie charlie
oscar sierra juliett
alpha charlie oscar
echo lima mike hotel sierra golf quebec kilo mike
sierra romeo bravo tango golf lima kilo
delta romeo charlie mike hotel lima alpha quebec hotel mike
charlie alpha papa mike alpha charlie
delta papa tango november papa papa india kilo
oscar quebec kilo charlie lima golf sierra delta tango juliett
quebec echo foxtrot alpha juliett
india sierra oscar echo juliett bravo papa bravo
lima papa mike
papa bravo mike sierra delta sierra kilo bravo
papa delta mike tango golf hotel sierra mike papa alpha
hotel kilo mike sierra tango foxtrot lima
lima delta romeo hotel kilo mike oscar alpha tango
sierra mike foxtrot delta delta
lima romeo romeo india foxtrot lima alpha lima hotel
sierra oscar kilo november bravo papa romeo
india kilo alpha romeo juliett mike mike lima romeo
india kilo charlie kilo
quebec delta papa hotel golf bravo kilo november lima sierra sierra foxtrot
charlie india papa hotel echo quebec papa
india india juliett tango
papa november bravo
tango india november sierra romeo bravo foxtrot alpha juliett
papa sierra kilo quebec quebec
hotel lima india
foxtrot tango bravo india quebec hotel hotel kilo golf kilo india
hotel papa charlie
lima sierra bravo sierra charlie echo delta kilo golf kilo tango
tango oscar delta lima papa bravo bravo kilo papa
lima delta november tango kilo bravo romeo hotel quebec alpha golf
tango tango november india tango delta delta tango november delta juliett
hotel romeo mike kilo
oscar foxtrot juliett november sierra november foxtrot bravo romeo lima foxtrot
papa alpha foxtrot mike delta india delta foxtrot
bravo kilo oscar bravo november delta tango india quebec papa juliett echo
quebec juliett foxtrot quebec echo alpha tango delta kilo lima
lima juliett papa romeo bravo bravo hotel echo alpha alpha delta bravo
delta alpha juliett charlie kilo bravo
charlie november kilo foxtrot papa
echo alpha india bravo bravo quebec echo
tango hotel oscar alpha tango foxtrot november echo tango
kilo papa golf november kilo
quebec quebec november bravo foxtrot golf mike romeo romeo tango
foxtrot golf romeo quebec november
oscar quebec romeo echo romeo india golf bravo echo alpha
tango alpha echo hotel charlie november golf oscar
november bravo oscar sierra romeo india lima quebec sierra foxtrot india charlie
juliett charlie tango
kilo quebec charlie quebec india oscar mike quebec
hotel romeo india delta quebec delta sierra oscar charlie india foxtrot delta
romeo sierra tango india
india romeo mike foxtrot tango mike bravo delta tango alpha alpha bravo
sierra oscar bravo november charlie papa foxtrot papa oscar echo echo
papa hotel tango romeo quebec tango delta bravo hotel romeo sierra kilo
delta kilo foxtrot papa charlie juliett
november romeo lima
delta romeo mike alpha november papa india india hotel sierra
delta echo november november hotel sierra
charlie lima echo papa papa papa lima tango india foxtrot kilo delta
charlie juliett sierra november quebec
kilo quebec juliett lima lima charlie papa quebec romeo hotel mike
bravo hotel bravo foxtrot sierra
juliett foxtrot sierra hotel bravo kilo lima november delta papa
india oscar papa golf kilo kilo papa charlie foxtrot
delta echo echo charlie
romeo alpha sierra oscar
bravo oscar india quebec alpha delta delta echo alpha kilo
alpha hotel november golf kilo alpha quebec oscar quebec oscar juliett
lima bravo alpha charlie alpha foxtrot delta oscar charlie
hotel tango echo juliett lima india golf oscar juliett alpha oscar
bravo juliett sierra mike romeo bravo bravo romeo tango
hotel golf golf romeo romeo delta golf oscar sierra kilo oscar
juliett quebec alpha charlie juliett juliett quebec
foxtrot charlie charlie golf papa kilo romeo
kilo india sierra oscar november november tango
alpha papa oscar charlie alpha papa india golf bravo delta foxtrot
golf romeo sierra golf papa kilo hotel golf lima
kilo lima romeo papa alpha echo alpha tango mike
november foxtrot kilo india bravo charlie hotel echo november
tango golf romeo oscar alpha echo foxtrot charlie echo kilo
echo quebec november
sierra delta tango hotel delta india
india golf november juliett alpha papa papa golf tango foxtrot mike echo
quebec hotel romeo
papa quebec papa sierra papa kilo hotel oscar india
juliett charlie papa mike kilo kilo romeo
echo echo bravo november
golf hotel mike india charlie
india india mike mike hotel mike quebec foxtrot echo bravo juliett quebec
juliett echo hotel
delta alpha romeo
oscar echo foxtrot juliett
oscar juliett sierra echo alpha papa bravo romeo alpha kilo
juliett quebec delta lima
mike hotel golf
tango foxtrot golf
foxtrot charlie tango
delta india oscar alpha
romeo golf quebec
tango charlie bravo kilo quebec india quebec
november india mike sierra tango mike romeo sierra kilo romeo juliett quebec
charlie hotel kilo oscar papa tango india delta kilo papa
oscar papa echo echo papa kilo papa
hotel romeo lima sierra foxtrot quebec tango oscar foxtrot quebec alpha india
juliett kilo echo tango charlie tango bravo mike charlie papa
sierra november romeo charlie golf
foxtrot papa romeo echo bravo kilo golf hotel
delta romeo hotel papa
echo sierra juliett kilo lima
bravo mike sierra tango papa papa charlie romeo tango mike foxtrot hotel
juliett echo november
quebec charlie echo romeo echo lima alpha november delta tango
romeo golf tango november tango mike quebec quebec quebec hotel
golf romeo mike romeo bravo mike
papa golf kilo
november juliett charlie mike oscar november hotel lima juliett
quebec sierra lima tango sierra charlie
sierra hotel india charlie mike hotel november juliett
kilo juliett delta tango delta kilo
india alpha sierra foxtrot echo juliett charlie
charlie november golf
kilo oscar november bravo kilo lima hotel bravo
tango bravo sierra
kilo tango mike alpha sierra romeo kilo sierra oscar
tango oscar romeo
quebec echo tango
romeo mike november papa mike sierra golf
golf golf kilo mike charlie papa juliett juliett sierra hotel
sierra tango november tango india november
oscar kilo mike delta sierra november quebec lima delta india
lima papa tango
tango golf foxtrot foxtrot bravo
sierra quebec oscar juliett papa india echo golf hotel alpha romeo
foxtrot juliett foxtrot
oscar oscar lima mike charlie romeo oscar
november echo kilo quebec hotel juliett kilo quebec mike
golf quebec kilo
echo papa india
mike oscar alpha tango lima golf lima lima oscar
papa india hotel charlie charlie tango sierra quebec tango india hotel
mike foxtrot romeo charlie juliett juliett delta hotel
lima foxtrot echo quebec
quebec romeo charlie kilo oscar
tango quebec lima kilo quebec mike golf alpha kilo tango
mike delta papa lima oscar hotel kilo oscar
oscar hotel sierra foxtrot foxtrot echo charlie lima quebec kilo golf november
oscar sierra kilo
india romeo quebec kilo sierra
romeo juliett papa
tango kilo oscar mike bravo tango juliett tango alpha hotel hotel hotel
echo golf bravo mike tango romeo india golf echo quebec charlie
papa foxtrot echo sierra alpha alpha foxtrot juliett quebec
tango november alpha golf sierra foxtrot charlie
hotel kilo bravo charlie lima oscar november oscar
sierra papa charlie
foxtrot november quebec juliett lima papa tango sierra delta juliett
juliett kilo tango sierra
papa juliett romeo mike
delta india mike juliett hotel
foxtrot sierra echo quebec papa november charlie lima alpha
lima delta foxtrot delta golf
juliett charlie hotel november
tango november india alpha foxtrot echo romeo papa quebec juliett tango
papa charlie india hotel
quebec echo mike juliett charlie alpha oscar echo oscar golf oscar hotel
bravo alpha quebec kilo charlie delta lima
oscar papa charlie hotel
delta juliett echo alpha
november november golf hotel
november alpha papa november
november foxtrot juliett india bravo papa golf delta tango alpha juliett mike
delta hotel lima papa echo romeo golf juliett
romeo lima alpha oscar hotel foxtrot november hotel juliett
tango hotel kilo juliett sierra alpha golf india india oscar
november romeo lima hotel alpha charlie
romeo india sierra delta charlie papa bravo echo charlie foxtrot golf
mike papa papa india mike tango delta charlie oscar kilo oscar papa
romeo quebec alpha delta oscar foxtrot charlie hotel charlie
romeo india alpha romeo echo mike
november kilo hotel hotel quebec hotel quebec
bravo delta india tango foxtrot juliett quebec romeo golf delta
hotel juliett echo bravo tango oscar oscar sierra oscar foxtrot quebec romeo
kilo tango hotel romeo foxtrot juliett alpha romeo echo
mike hotel oscar lima delta mike romeo lima
bravo foxtrot golf november lima charlie juliett echo india golf golf
golf oscar quebec delta romeo lima charlie mike oscar juliett papa
quebec bravo sierra delta romeo quebec quebec alpha tango alpha bravo
charlie romeo november kilo
romeo alpha tango mike hotel golf hotel golf
mike foxtrot delta echo romeo juliett mike november hotel sierra charlie foxtrot
mike india bravo charlie romeo
tango kilo hotel tango quebec echo hotel india papa
november delta tango november quebec
oscar bravo charlie sierra romeo hotel charlie mike golf charlie sierra mike
alpha romeo sierra echo kilo india quebec delta echo romeo
golf golf papa oscar
tango romeo november golf juliett lima
foxtrot quebec november papa tango alpha
alpha foxtrot tango kilo
charlie tango oscar india hotel tango mike charlie foxtrot hotel kilo charlie
echo bravo india sierra foxtrot quebec bravo romeo
romeo foxtrot hotel foxtrot mike oscar lima quebec
oscar kilo delta papa
echo delta hotel romeo tango sierra
romeo juliett papa oscar delta foxtrot
mike hotel lima quebec echo mike
hotel sierra oscar foxtrot hotel charlie
foxtrot bravo india sierra mike
alpha romeo echo sierra
india charlie papa
foxtrot lima alpha hotel bravo
mike tango hotel juliett
lima tango echo november kilo romeo foxtrot
mike charlie mike foxtrot quebec hotel
quebec echo juliett mike romeo mike papa sierra
tango november kilo hotel quebec bravo lima
juliett lima golf sierra hotel mike november india oscar mike charlie
alpha papa echo mike lima papa bravo lima charlie november hotel
quebec quebec bravo romeo foxtrot mike lima juliett kilo echo bravo
quebec sierra charlie
sierra sierra hotel juliett kilo india mike kilo golf november india bravo
kilo mike alpha hotel delta lima sierra bravo kilo alpha delta sierra
romeo echo juliett bravo delta alpha kilo india bravo oscar charlie
oscar alpha lima
november echo echo golf bravo echo lima oscar india
romeo mike november golf romeo india quebec juliett delta
delta lima tango oscar november oscar tango lima november juliett kilo sierra
foxtrot foxtrot tango charlie foxtrot echo mike
november tango charlie sierra
quebec sierra golf echo quebec echo papa quebec
kilo hotel india papa oscar bravo papa romeo golf foxtrot november
echo mike golf kilo india juliett quebec
alpha delta romeo india
charlie alpha tango alpha
november echo mike alpha sierra tango india lima
delta sierra juliett juliett echo oscar echo charlie foxtrot golf kilo bravo
alpha november lima oscar sierra
golf hotel india papa golf india
golf india alpha
sierra lima papa sierra tango papa mike mike golf juliett
november sierra hotel foxtrot hotel alpha lima bravo mike alpha oscar
juliett quebec quebec papa lima sierra delta kilo golf oscar papa kilo
lima delta mike india tango mike
kilo romeo mike delta quebec
charlie golf juliett november mike golf
delta charlie november sierra romeo sierra
mike mike kilo juliett quebec tango
hotel juliett echo alpha bravo sierra
charlie hotel kilo tango quebec sierra charlie tango echo papa
charlie oscar juliett mike kilo echo
tango alpha foxtrot alpha india foxtrot
alpha echo tango
november papa echo oscar quebec bravo charlie lima kilo november
delta mike delta sierra bravo
echo romeo hotel echo romeo juliett alpha golf
oscar lima kilo lima mike
juliett echo tango india kilo lima juliett delta hotel
alpha papa india foxtrot mike sierra charlie quebec kilo tango papa
quebec bravo lima
romeo november romeo
november delta november papa lima juliett kilo echo
bravo tango bravo
sierra delta foxtrot hotel kilo alpha india delta tango alpha charlie echo
juliett november juliett papa mike lima alpha bravo bravo foxtrot papa
november bravo tango papa sierra juliett tango mike foxtrot
kilo bravo oscar
alpha charlie tango charlie hotel echo delta november echo juliett echo
romeo charlie delta quebec charlie papa quebec sierra quebec quebec hotel papa
oscar alpha tango sierra
oscar tango november romeo foxtrot quebec hotel quebec echo
delta mike juliett papa india kilo alpha romeo lima sierra hotel alpha
mike foxtrot bravo november
lima romeo mike alpha november
november kilo charlie lima sierra charlie sierra november foxtrot tango quebec bravo
golf bravo quebec papa romeo hotel oscar juliett
alpha kilo lima golf kilo tango echo bravo
sierra papa charlie foxtrot golf romeo tango foxtrot
juliett oscar oscar mike alpha charlie papa lima lima
golf alpha sierra foxtrot kilo kilo foxtrot golf
oscar echo alpha echo november sierra alpha
romeo charlie juliett lima
november papa charlie juliett hotel echo delta oscar
kilo papa romeo juliett november echo foxtrot romeo lima
delta hotel india papa sierra alpha oscar alpha foxtrot
mike tango juliett lima alpha
papa oscar kilo mike november juliett papa quebec sierra
quebec charlie lima charlie delta india
tango mike romeo hotel hotel november sierra alpha
tango golf alpha
romeo romeo foxtrot papa india hotel oscar alpha lima kilo juliett
charlie quebec mike november echo echo papa juliett papa romeo
papa alpha charlie foxtrot
charlie mike golf juliett india papa mike
delta mike india india charlie lima delta
golf hotel kilo lima foxtrot charlie papa golf kilo
hotel golf sierra alpha juliett delta charlie alpha golf
oscar bravo mike charlie bravo foxtrot juliett kilo romeo hotel juliett charlie
golf lima foxtrot delta delta alpha november sierra
sierra kilo papa echo tango alpha hotel foxtrot romeo foxtrot delta
quebec papa juliett
bravo alpha sierra delta
tango foxtrot quebec november romeo sierra tango oscar mike kilo
november tango echo delta lima kilo golf juliett lima
oscar charlie november delta alpha bravo papa
kilo delta quebec kilo charlie november kilo charlie golf
mike papa delta kilo quebec papa mike papa
kilo romeo november echo oscar juliett quebec sierra charlie tango alpha juliett
quebec alpha romeo juliett oscar golf november delta tango bravo
hotel november charlie golf
november echo echo hotel india hotel quebec mike foxtrot juliett juliett alpha
kilo november charlie romeo papa charlie
foxtrot papa india november alpha golf bravo echo golf lima
kilo quebec juliett mike romeo echo delta india kilo golf delta oscar
bravo charlie alpha
charlie india hotel foxtrot foxtrot
hotel echo november quebec
delta foxtrot hotel
lima india sierra mike alpha juliett
hotel quebec quebec kilo romeo
lima alpha papa golf mike alpha hotel delta quebec golf
golf golf romeo oscar mike foxtrot mike
lima bravo alpha
hotel hotel papa bravo foxtrot november delta
delta echo kilo alpha hotel juliett delta alpha
foxtrot tango charlie alpha
lima kilo hotel alpha kilo echo india kilo bravo juliett tango quebec
juliett november foxtrot india
lima kilo papa golf oscar hotel golf india kilo papa quebec
sierra juliett echo
quebec oscar quebec tango
kilo charlie quebec juliett november oscar
delta quebec golf quebec golf oscar romeo sierra hotel sierra foxtrot
foxtrot echo foxtrot hotel india bravo alpha tango
delta charlie sierra papa sierra foxtrot foxtrot delta lima charlie quebec alpha
echo hotel hotel
oscar november charlie charlie india india sierra quebec
alpha romeo mike india lima echo india bravo india juliett
tango alpha quebec hotel tango hotel delta november kilo sierra charlie
lima quebec kilo golf golf papa hotel
charlie golf echo kilo papa romeo quebec
sierra tango alpha
oscar bravo papa oscar echo golf kilo delta lima
papa echo november mike foxtrot kilo alpha oscar india golf
charlie delta delta foxtrot
november golf kilo india lima charlie charlie foxtrot november kilo
charlie romeo quebec
kilo kilo mike november foxtrot lima kilo oscar quebec romeo india
delta papa echo golf india delta bravo foxtrot india delta lima
echo juliett bravo charlie charlie sierra alpha hotel charlie delta sierra juliett
juliett mike november alpha sierra romeo oscar
november lima bravo
lima delta tango charlie india charlie sierra golf
sierra delta kilo juliett oscar india sierra golf
hotel india hotel juliett papa quebec
november november juliett
echo bravo papa sierra
alpha foxtrot alpha charlie quebec bravo india romeo kilo oscar tango
juliett lima mike lima tango mike lima india hotel tango november echo
juliett delta mike papa juliett sierra juliett mike foxtrot lima delta
kilo foxtrot juliett lima bravo kilo
hotel india golf
tango tango november
alpha echo tango bravo juliett november november
india juliett alpha papa juliett kilo echo delta
lima romeo mike quebec
juliett bravo delta oscar foxtrot charlie tango charlie
alpha quebec foxtrot kilo
november bravo delta quebec
kilo juliett charlie juliett charlie mike golf
hotel echo lima mike
oscar kilo foxtrot delta india juliett alpha echo
romeo oscar tango sierra golf juliett golf tango kilo echo
juliett papa tango echo november charlie delta quebec sierra quebec india november
hotel papa hotel oscar echo echo golf alpha sierra
delta romeo oscar india bravo quebec foxtrot romeo november lima lima
delta papa golf lima golf foxtrot november lima delta golf bravo
echo sierra mike foxtrot bravo bravo romeo juliett
november juliett hotel hotel quebec foxtrot india hotel golf delta tango
kilo delta alpha sierra india foxtrot
india hotel november alpha charlie
lima lima juliett delta sierra sierra november bravo papa echo
lima india echo bravo kilo hotel romeo oscar oscar november
mike foxtrot papa charlie kilo alpha juliett tango quebec alpha
tango foxtrot mike november quebec oscar lima lima charlie lima
india alpha quebec alpha tango november
kilo hotel echo delta mike juliett
delta romeo foxtrot sierra charlie lima foxtrot
papa echo november golf mike romeo mike kilo bravo bravo
echo kilo echo
hotel alpha charlie delta lima papa
quebec juliett oscar
echo mike foxtrot golf romeo tango
sierra mike romeo delta quebec november oscar alpha bravo papa bravo
charlie charlie juliett
echo alpha charlie delta november kilo
quebec echo juliett romeo kilo juliett romeo november sierra golf
kilo quebec oscar echo
lima kilo oscar
quebec alpha mike india alpha golf kilo
juliett november juliett sierra sierra quebec november quebec juliett alpha
golf romeo charlie
papa tango quebec papa kilo lima
kilo sierra alpha tango romeo oscar golf charlie romeo mike india alpha
tango november delta hotel india hotel papa romeo
quebec golf kilo lima oscar quebec india golf india romeo
sierra november alpha kilo charlie tango hotel hotel bravo kilo india
november oscar november
echo oscar juliett romeo
echo papa oscar alpha alpha alpha quebec foxtrot quebec tango
tango mike alpha foxtrot mike hotel bravo charlie
quebec romeo delta kilo sierra bravo
delta lima mike echo bravo mike bravo lima charlie papa
bravo quebec romeo november bravo golf foxtrot charlie oscar mike
bravo romeo romeo hotel kilo quebec delta oscar delta
papa delta alpha lima oscar lima kilo golf
foxtrot oscar india sierra alpha papa oscar
lima juliett india papa quebec oscar oscar mike charlie golf mike
juliett sierra november india oscar golf
kilo hotel alpha sierra echo
november charlie juliett juliett sierra november golf juliett echo
kilo juliett kilo mike mike alpha charlie echo kilo
november hotel juliett papa kilo juliett kilo
delta alpha delta juliett oscar echo
mike echo echo
delta november kilo oscar alpha foxtrot
juliett charlie alpha tango mike bravo tango romeo
hotel oscar juliett
juliett november alpha hotel
golf quebec bravo india hotel india papa papa mike bravo november
romeo charlie bravo tango lima oscar
sierra romeo juliett
golf oscar lima sierra quebec juliett echo juliett bravo tango
sierra november kilo charlie kilo golf hotel
tango quebec kilo charlie oscar
kilo mike bravo
oscar alpha oscar lima echo golf november echo alpha
juliett november india charlie quebec quebec
alpha november golf november kilo lima oscar lima
foxtrot foxtrot kilo
delta india india papa mike charlie alpha juliett november sierra bravo tango
mike quebec quebec foxtrot november papa sierra india alpha
mike oscar quebec hotel kilo
charlie delta juliett mike india foxtrot golf
delta golf papa sierra foxtrot
hotel papa romeo india golf echo oscar romeo
foxtrot sierra tango mike quebec romeo sierra sierra sierra
quebec quebec romeo sierra
romeo charlie kilo hotel bravo tango india
november november mike november india kilo juliett
romeo charlie echo romeo
charlie papa oscar romeo mike papa kilo charlie mike india echo
bravo foxtrot kilo juliett
november bravo foxtrot golf tango tango golf charlie november
delta delta charlie quebec alpha
charlie hotel foxtrot
quebec kilo india quebec kilo
hotel kilo oscar
romeo delta mike oscar india hotel papa mike alpha alpha mike quebec
charlie india charlie india bravo quebec lima lima bravo foxtrot golf
charlie foxtrot romeo
november oscar quebec kilo lima juliett hotel alpha tango mike
alpha quebec oscar hotel juliett bravo juliett hotel tango mike lima mike
charlie india oscar mike foxtrot papa
oscar alpha juliett echo
oscar alpha juliett hotel
sierra papa hotel lima papa
foxtrot alpha foxtrot india sierra charlie oscar tango
delta alpha golf
india golf mike foxtrot mike papa sierra juliett juliett juliett sierra
oscar alpha echo echo november sierra hotel golf tango juliett sierra mike
golf charlie romeo bravo tango tango hotel romeo
india charlie charlie tango golf romeo golf
quebec juliett golf delta lima tango quebec india delta november
foxtrot mike juliett charlie romeo bravo india romeo india alpha golf
india quebec oscar charlie echo foxtrot sierra
kilo bravo alpha hotel
tango charlie quebec charlie delta golf kilo mike charlie charlie november delta
november sierra charlie
oscar oscar sierra oscar bravo quebec golf hotel lima bravo november
papa golf hotel charlie mike
juliett charlie echo
delta tango hotel india delta papa mike
november hotel november romeo quebec papa
bravo foxtrot delta
bravo november oscar quebec bravo november november mike
golf charlie golf golf delta papa
quebec echo romeo tango kilo oscar delta tango golf
kilo india tango quebec quebec charlie
delta golf kilo foxtrot oscar echo india bravo
oscar lima alpha
alpha tango papa bravo foxtrot oscar oscar romeo quebec foxtrot quebec november
golf alpha oscar sierra sierra papa lima oscar mike foxtrot
november lima quebec foxtrot echo quebec foxtrot november oscar
mike foxtrot november golf charlie quebec lima
alpha alpha echo juliett sierra alpha romeo alpha juliett hotel golf mike
hotel oscar sierra tango charlie
bravo kilo romeo sierra alpha lima foxtrot india
tango tango mike papa
india india juliett foxtrot
golf quebec november bravo echo oscar charlie november bravo sierra
mike sierra foxtrot romeo golf tango echo delta charlie alpha
alpha kilo hotel november papa echo india delta
romeo november papa tango delta charlie echo
kilo quebec tango
papa tango bravo tango foxtrot papa sierra sierra tango
oscar foxtrot bravo sierra hotel sierra delta india juliett papa bravo
november tango quebec alpha papa echo
mike bravo romeo charlie kilo golf alpha india november foxtrot charlie lima
tango quebec echo foxtrot
foxtrot charlie hotel tango quebec kilo oscar oscar november golf
echo romeo tango india india india mike romeo romeo juliett foxtrot
charlie kilo papa oscar tango charlie oscar romeo charlie oscar
papa kilo alpha romeo charlie tango sierra delta romeo foxtrot sierra delta
echo golf delta quebec delta juliett kilo alpha echo mike india
mike india mike juliett tango bravo sierra alpha india
golf romeo foxtrot lima golf hotel delta romeo
sierra mike papa lima echo juliett
india hotel kilo kilo
oscar delta romeo hotel
india echo sierra november foxtrot delta mike
juliett papa alpha hotel charlie kilo golf juliett juliett
quebec delta india
bravo lima november papa delta golf tango foxtrot
hotel kilo foxtrot tango bravo bravo mike quebec oscar echo papa bravo
juliett hotel golf
oscar november romeo romeo tango oscar oscar hotel papa papa kilo tango
tango oscar quebec juliett tango bravo lima
mike alpha foxtrot papa november juliett foxtrot kilo
kilo oscar charlie papa mike kilo
foxtrot foxtrot sierra papa november
foxtrot oscar oscar oscar papa papa bravo
papa bravo foxtrot golf alpha bravo hotel golf oscar india foxtrot
delta oscar lima romeo kilo tango romeo foxtrot november echo bravo
oscar oscar sierra oscar
kilo sierra papa alpha delta delta foxtrot echo
quebec foxtrot papa charlie bravo romeo tango juliett
quebec oscar charlie delta lima oscar oscar lima november juliett lima
tango alpha india alpha india
oscar oscar foxtrot alpha golf echo mike
mike papa november juliett oscar delta bravo foxtrot mike sierra golf
november bravo papa
sierra foxtrot sierra romeo charlie kilo
golf sierra golf sierra kilo oscar bravo india echo november
charlie sierra tango india november tango delta november india charlie golf sierra
oscar delta papa tango quebec india charlie india
papa golf echo romeo oscar quebec alpha kilo oscar sierra
romeo november tango quebec
oscar mike romeo kilo mike alpha mike tango golf
alpha delta romeo echo bravo mike golf
quebec tango india hotel kilo romeo sierra
bravo charlie echo oscar oscar
bravo papa kilo charlie golf
romeo bravo kilo sierra echo mike
bravo tango lima papa mike papa
echo lima juliett mike echo
quebec quebec charlie
bravo lima golf golf romeo golf charlie
delta papa mike tango quebec foxtrot kilo bravo quebec delta oscar
sierra sierra bravo papa echo bravo echo kilo
india juliett alpha oscar
bravo lima foxtrot alpha mike papa charlie india kilo papa papa
sierra foxtrot november charlie charlie papa
juliett papa papa delta india lima alpha mike delta
alpha charlie golf
foxtrot bravo quebec papa delta kilo bravo
charlie mike echo charlie hotel mike lima echo
golf bravo tango mike india lima november
kilo kilo foxtrot juliett bravo romeo juliett romeo hotel golf
