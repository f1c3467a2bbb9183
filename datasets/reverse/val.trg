november sierra november foxtrot papa india juliett quebec
sierra kilo alpha delta romeo mike mike mike romeo golf golf quebec
tango oscar oscar lima juliett india quebec lima india
juliett papa quebec
alpha foxtrot bravo lima juliett juliett sierra kilo
charlie alpha bravo bravo quebec sierra sierra charlie mike oscar
charlie lima charlie india golf hotel quebec november echo oscar
bravo november juliett bravo papa juliett hotel kilo november quebec quebec papa
alpha romeo kilo papa papa charlie oscar india
papa golf juliett sierra mike delta lima papa romeo november foxtrot golf
romeo golf delta alpha november golf india
delta sierra romeo lima alpha oscar quebec romeo
echo foxtrot tango lima charlie
echo alpha alpha sierra delta hotel
foxtrot papa mike mike oscar papa bravo bravo hotel
tango lima oscar november juliett tango bravo romeo papa india
sierra quebec sierra kilo lima oscar kilo quebec tango sierra alpha mike
echo juliett oscar charlie bravo kilo november mike alpha romeo juliett sierra
sierra foxtrot juliett november hotel juliett foxtrot tango
sierra mike foxtrot bravo foxtrot november tango november papa
bravo bravo alpha november kilo oscar oscar juliett golf
charlie bravo mike alpha mike hotel india tango alpha quebec kilo
juliett india lima november
alpha charlie romeo quebec bravo india india sierra kilo oscar
hotel kilo charlie papa quebec bravo
india bravo romeo papa
sierra sierra alpha alpha alpha oscar papa foxtrot india
lima india bravo papa sierra
lima november november delta delta kilo
lima charlie delta papa alpha delta
papa delta oscar juliett echo echo foxtrot papa romeo
golf golf papa delta hotel alpha charlie mike golf
charlie november foxtrot foxtrot tango foxtrot delta romeo hotel
india oscar charlie alpha quebec foxtrot
juliett bravo mike mike november sierra india bravo alpha
echo golf papa foxtrot november tango kilo sierra tango
quebec echo hotel india papa foxtrot juliett
tango echo alpha bravo sierra lima juliett india sierra alpha sierra
november quebec foxtrot november lima alpha delta
mike bravo delta charlie
romeo mike echo india delta quebec bravo foxtrot lima golf juliett november
india november november
romeo alpha delta mike echo bravo kilo india
papa echo lima delta
romeo juliett hotel november romeo india
foxtrot hotel kilo romeo tango charlie hotel foxtrot alpha
sierra india delta quebec quebec papa november echo juliett november romeo foxtrot
november charlie echo juliett
alpha mike delta golf juliett juliett tango kilo
papa quebec november alpha echo alpha oscar papa
charlie alpha echo charlie golf quebec november lima echo golf sierra
oscar sierra lima kilo india
charlie romeo papa delta india
golf romeo hotel tango
sierra lima kilo november tango quebec november
golf lima hotel oscar india tango juliett oscar
tango quebec november bravo oscar
bravo bravo papa bravo echo sierra quebec hotel november mike
delta juliett november quebec oscar juliett echo
delta quebec india
sierra hotel echo oscar
juliett golf juliett bravo romeo golf delta oscar papa papa lima
oscar delta quebec india
golf romeo oscar quebec bravo quebec sierra echo november romeo
papa mike hotel tango
oscar bravo quebec kilo golf juliett echo india
alpha bravo delta hotel lima kilo juliett mike papa foxtrot november
hotel oscar golf quebec charlie echo sierra romeo november golf quebec delta
charlie oscar kilo romeo quebec kilo papa quebec papa
november kilo echo india delta foxtrot bravo oscar oscar india papa
foxtrot echo india foxtrot foxtrot tango papa lima hotel kilo mike
foxtrot quebec foxtrot kilo november kilo
echo delta mike
mike romeo alpha quebec november oscar juliett alpha tango juliett
alpha mike alpha alpha bravo golf romeo
sierra tango charlie
november tango juliett tango hotel kilo charlie tango lima
juliett india sierra
hotel juliett golf sierra hotel hotel tango mike india golf delta
lima quebec echo tango bravo
kilo foxtrot mike golf
kilo papa lima
charlie romeo romeo tango papa echo mike india mike charlie
quebec lima echo lima lima november alpha tango charlie charlie
golf alpha november golf mike golf lima papa india tango foxtrot
hotel lima golf india tango oscar sierra quebec oscar
charlie papa golf juliett echo papa charlie
lima oscar quebec echo bravo oscar delta papa
charlie juliett bravo echo oscar sierra golf delta juliett juliett
sierra golf delta kilo delta delta november
lima november hotel foxtrot papa sierra romeo tango
sierra quebec juliett mike
india delta mike
alpha india kilo echo
romeo alpha tango
foxtrot romeo delta oscar juliett november papa charlie kilo
sierra foxtrot delta charlie mike romeo quebec sierra lima tango
echo charlie sierra bravo quebec juliett kilo foxtrot quebec echo oscar sierra
hotel delta golf bravo alpha bravo
tango sierra hotel
alpha tango foxtrot juliett juliett lima lima mike india
november oscar lima alpha delta delta mike oscar delta alpha sierra
oscar november oscar tango juliett sierra papa charlie oscar hotel echo
echo hotel mike oscar delta india quebec tango charlie kilo sierra lima
echo sierra sierra romeo bravo golf quebec hotel oscar mike echo
hotel november golf alpha oscar golf golf juliett india lima bravo
golf echo echo kilo lima november november
juliett golf charlie
november mike november bravo india juliett echo
alpha golf lima kilo oscar romeo alpha bravo foxtrot romeo
bravo romeo hotel delta mike alpha november hotel kilo alpha
india tango lima delta golf tango papa india romeo bravo kilo
mike hotel bravo alpha echo charlie hotel
papa mike papa romeo delta november sierra echo delta foxtrot
delta charlie romeo juliett india golf hotel
oscar oscar charlie hotel alpha foxtrot golf oscar
mike sierra oscar alpha
golf lima quebec sierra quebec golf india charlie echo lima mike
oscar golf delta delta oscar tango
echo oscar november golf delta
papa foxtrot foxtrot foxtrot
hotel kilo charlie foxtrot tango bravo foxtrot kilo hotel charlie
alpha quebec india
kilo oscar kilo kilo
hotel tango mike echo november charlie foxtrot bravo kilo kilo
tango foxtrot papa hotel papa lima oscar
romeo golf mike lima golf oscar lima sierra romeo juliett
golf oscar oscar charlie tango
delta tango charlie november papa foxtrot
charlie papa romeo november papa tango foxtrot delta hotel alpha romeo mike
oscar quebec kilo mike golf
charlie echo alpha echo juliett
oscar november november golf
oscar india november golf kilo oscar hotel
sierra alpha romeo
oscar quebec delta november
alpha romeo romeo mike alpha lima foxtrot
mike bravo sierra alpha kilo juliett golf mike india
charlie juliett romeo romeo tango echo
juliett sierra hotel papa sierra
charlie sierra romeo mike tango bravo juliett bravo kilo bravo tango
bravo foxtrot juliett kilo alpha kilo bravo oscar tango juliett
romeo lima mike charlie lima oscar juliett delta charlie november delta quebec
golf papa mike charlie
kilo echo sierra kilo november quebec mike delta quebec charlie romeo
november charlie mike papa delta bravo sierra
oscar echo lima mike foxtrot india papa
quebec quebec delta delta tango quebec bravo quebec golf
papa quebec romeo charlie romeo echo kilo delta
hotel bravo bravo india juliett tango bravo golf kilo echo sierra november
lima november bravo romeo papa quebec
alpha quebec echo november oscar quebec charlie
foxtrot delta papa quebec india india echo echo golf
lima papa echo tango echo golf charlie hotel
charlie mike charlie alpha quebec november alpha romeo echo
charlie charlie bravo
bravo hotel mike india hotel tango mike romeo india quebec juliett golf
november juliett delta india foxtrot golf quebec alpha papa juliett
quebec quebec oscar tango foxtrot
tango juliett charlie tango november
lima oscar hotel lima romeo quebec hotel oscar
november lima charlie bravo mike quebec bravo oscar
foxtrot papa golf tango mike tango quebec delta
tango charlie delta november echo quebec quebec romeo golf quebec bravo
romeo charlie quebec tango oscar kilo oscar tango
romeo romeo juliett sierra romeo
delta hotel delta
echo charlie golf golf tango sierra romeo
foxtrot alpha papa oscar quebec foxtrot romeo echo
mike november papa bravo bravo india delta golf sierra charlie
india romeo november romeo foxtrot
kilo delta foxtrot delta india alpha papa kilo
november oscar foxtrot india mike india oscar echo
juliett papa mike november oscar bravo
quebec romeo juliett juliett echo foxtrot
charlie foxtrot echo golf bravo mike quebec sierra charlie charlie echo
mike oscar oscar quebec mike oscar kilo india lima papa
bravo kilo tango alpha oscar charlie quebec sierra tango bravo kilo
foxtrot foxtrot november india papa tango charlie india romeo sierra bravo papa
bravo bravo charlie tango kilo echo juliett delta papa india sierra
november juliett juliett oscar lima foxtrot
kilo india juliett golf papa romeo november hotel lima alpha
lima india juliett tango papa romeo
romeo delta juliett quebec bravo delta mike
quebec sierra lima papa tango juliett romeo delta papa charlie kilo
alpha delta hotel oscar lima
sierra bravo november hotel india kilo echo oscar charlie november golf india
romeo sierra hotel hotel charlie charlie oscar charlie
india sierra foxtrot quebec oscar delta charlie papa quebec charlie bravo golf
alpha juliett tango bravo romeo echo sierra november sierra sierra romeo
india india echo charlie golf lima
alpha echo charlie golf foxtrot lima hotel hotel
hotel kilo sierra mike lima oscar
quebec tango foxtrot mike november india foxtrot india tango delta tango
alpha kilo oscar echo lima tango
charlie alpha foxtrot bravo quebec golf hotel foxtrot lima
november india hotel golf delta golf echo echo mike tango
delta kilo mike hotel
papa sierra golf november oscar juliett papa tango quebec quebec
papa foxtrot lima delta quebec india foxtrot india romeo sierra
hotel kilo juliett lima foxtrot papa
sierra juliett hotel tango alpha delta romeo alpha delta
papa oscar juliett oscar kilo
november november quebec sierra kilo kilo papa
hotel lima india kilo quebec mike echo papa alpha
romeo tango hotel foxtrot delta hotel alpha sierra alpha
delta echo quebec romeo hotel
foxtrot quebec charlie november alpha quebec kilo delta quebec
delta tango sierra sierra golf papa
golf delta mike november hotel
bravo foxtrot echo charlie november hotel papa
echo mike november quebec
papa india oscar mike tango papa papa foxtrot romeo november echo sierra
foxtrot juliett sierra foxtrot tango hotel
romeo delta romeo quebec lima charlie lima lima foxtrot lima
delta juliett papa papa romeo oscar lima
golf delta juliett india juliett
lima kilo juliett bravo sierra alpha quebec charlie delta lima alpha charlie
lima lima november golf oscar tango juliett quebec romeo kilo
romeo golf romeo kilo bravo charlie november mike alpha kilo alpha hotel
romeo india golf india quebec
mike india echo
mike oscar sierra echo quebec mike sierra foxtrot juliett quebec
charlie foxtrot lima juliett charlie alpha charlie india bravo november india
bravo hotel november lima sierra echo echo romeo echo november delta foxtrot
charlie kilo charlie echo india tango sierra alpha juliett golf
sierra hotel hotel india golf kilo quebec oscar november charlie
sierra alpha hotel alpha delta delta romeo
echo juliett india romeo delta juliett
foxtrot foxtrot papa romeo india tango delta
charlie sierra juliett sierra papa bravo india mike sierra
mike quebec papa hotel golf delta
kilo romeo foxtrot lima kilo
juliett echo alpha quebec delta romeo tango golf foxtrot india
delta papa romeo foxtrot delta mike mike tango papa tango sierra
sierra mike tango kilo juliett charlie
sierra papa november tango
mike golf echo delta echo echo
lima juliett papa hotel papa charlie papa papa
juliett mike hotel mike oscar papa
foxtrot romeo kilo alpha alpha sierra tango november
golf november bravo papa echo sierra romeo foxtrot
kilo lima charlie india november foxtrot romeo quebec alpha quebec kilo echo
tango india hotel sierra bravo golf
oscar lima juliett delta romeo lima lima mike romeo juliett
foxtrot echo echo papa tango quebec november quebec
november november juliett alpha oscar papa oscar tango sierra oscar kilo
tango alpha mike hotel oscar golf papa india kilo echo
golf lima alpha bravo delta
oscar hotel echo tango oscar golf foxtrot juliett hotel sierra juliett
juliett charlie romeo papa foxtrot charlie echo delta golf quebec juliett echo
mike echo bravo oscar oscar alpha sierra
sierra mike delta bravo juliett india sierra india oscar
bravo papa quebec quebec lima golf lima
sierra india hotel
delta lima oscar foxtrot oscar sierra mike
foxtrot foxtrot hotel bravo delta charlie echo golf sierra sierra lima
foxtrot foxtrot sierra bravo delta sierra foxtrot golf
tango india juliett oscar sierra hotel delta mike kilo india hotel
juliett kilo hotel foxtrot delta mike papa charlie golf foxtrot juliett
sierra golf quebec
hotel papa hotel delta india charlie golf foxtrot oscar
foxtrot alpha delta alpha tango hotel bravo delta juliett romeo
golf india mike echo echo foxtrot sierra tango
alpha kilo juliett india charlie november tango bravo echo alpha november charlie
golf tango india hotel
oscar bravo tango alpha charlie charlie bravo papa
india papa foxtrot quebec romeo foxtrot foxtrot oscar golf
charlie mike november
quebec romeo india november golf romeo delta echo delta mike bravo
oscar quebec romeo foxtrot mike
quebec mike mike
romeo sierra lima golf juliett mike alpha papa romeo delta foxtrot tango
romeo india alpha papa
quebec alpha juliett golf charlie bravo oscar
sierra golf bravo india alpha romeo india echo quebec lima kilo
romeo delta quebec
charlie echo lima echo bravo
papa tango charlie
mike mike november tango tango alpha
india hotel hotel delta papa romeo oscar papa hotel foxtrot quebec
sierra romeo hotel mike foxtrot mike bravo hotel november papa quebec romeo
romeo golf kilo alpha sierra
mike oscar sierra kilo hotel alpha
lima kilo romeo juliett quebec bravo hotel alpha
quebec mike sierra papa lima india india november sierra mike lima
hotel juliett golf bravo
sierra bravo mike charlie lima sierra lima hotel mike lima
hotel november delta foxtrot quebec november delta
lima hotel juliett romeo alpha charlie echo november papa
echo oscar november quebec
lima echo alpha quebec lima mike
golf echo foxtrot
mike mike oscar oscar lima oscar quebec juliett golf delta lima papa
delta quebec quebec juliett delta
quebec november charlie papa
tango india romeo papa
tango oscar alpha
echo romeo india hotel oscar golf tango
kilo quebec november kilo lima delta charlie echo
alpha golf bravo bravo
india foxtrot echo papa delta november romeo charlie lima
kilo papa juliett sierra sierra india golf bravo tango
hotel oscar oscar echo golf mike sierra foxtrot kilo
kilo romeo kilo
bravo delta oscar hotel bravo oscar mike delta tango golf echo charlie
delta hotel kilo papa romeo lima delta alpha tango bravo kilo papa
oscar bravo mike tango november kilo lima delta echo sierra sierra delta
hotel bravo golf papa kilo
papa oscar foxtrot quebec
lima lima foxtrot alpha india golf bravo romeo
juliett quebec november quebec bravo papa tango delta hotel
kilo quebec juliett foxtrot
kilo kilo quebec quebec
quebec quebec sierra romeo november tango oscar mike delta hotel golf
juliett foxtrot alpha kilo kilo alpha mike kilo bravo alpha papa hotel
golf romeo quebec romeo echo november
quebec hotel papa oscar tango november oscar
kilo tango kilo lima romeo sierra
hotel charlie charlie mike delta
mike charlie hotel alpha charlie charlie papa golf golf
india hotel charlie bravo oscar juliett
oscar quebec sierra delta kilo alpha papa alpha oscar
india kilo quebec
romeo quebec charlie
sierra delta tango india charlie
foxtrot foxtrot kilo kilo charlie bravo
november charlie golf india hotel lima
echo foxtrot romeo charlie alpha bravo oscar golf hotel juliett bravo
foxtrot lima mike november juliett november oscar charlie hotel charlie
quebec papa november foxtrot
charlie charlie golf hotel india golf papa juliett romeo kilo mike
golf alpha lima charlie november kilo romeo
hotel alpha alpha hotel sierra romeo mike juliett quebec india delta echo
tango delta india kilo echo india mike
alpha echo romeo charlie kilo charlie november kilo bravo quebec
romeo kilo papa india quebec
romeo lima delta
echo india hotel charlie foxtrot
tango hotel quebec foxtrot sierra quebec alpha delta tango bravo hotel
november juliett alpha charlie
sierra romeo oscar foxtrot november foxtrot
bravo golf mike golf echo foxtrot golf tango india
bravo juliett papa echo oscar hotel india
bravo juliett juliett bravo november charlie golf
kilo juliett golf lima bravo bravo oscar tango kilo
golf oscar mike november kilo romeo quebec tango romeo november charlie november
sierra echo alpha romeo november
golf kilo sierra oscar india foxtrot echo golf
alpha charlie golf juliett romeo foxtrot golf sierra foxtrot romeo
alpha lima delta foxtrot papa alpha sierra kilo kilo foxtrot papa
bravo romeo bravo india
juliett november mike
delta oscar juliett alpha echo alpha sierra hotel mike india hotel oscar
hotel kilo golf romeo juliett quebec
golf echo echo lima november charlie quebec
bravo sierra oscar hotel bravo
romeo foxtrot quebec quebec hotel mike charlie tango juliett foxtrot
delta mike oscar romeo mike india india kilo
papa tango golf sierra oscar echo india november alpha hotel charlie
romeo juliett papa juliett mike tango kilo bravo foxtrot papa bravo delta
mike november november india november kilo juliett november
bravo delta juliett
foxtrot tango lima mike delta alpha india quebec india
romeo papa mike oscar lima tango romeo
india papa foxtrot mike quebec juliett oscar oscar
mike juliett echo
bravo tango golf charlie echo delta alpha delta november tango
sierra quebec hotel sierra echo india quebec delta
hotel kilo kilo papa bravo alpha tango tango kilo oscar foxtrot november
hotel kilo tango kilo india golf foxtrot
sierra romeo india papa november november november foxtrot hotel
delta echo mike hotel golf
tango juliett oscar alpha mike papa foxtrot juliett
alpha kilo lima lima delta november
bravo foxtrot november
hotel lima mike november hotel hotel mike tango
juliett sierra sierra kilo charlie kilo echo echo romeo oscar papa
oscar juliett delta sierra papa tango
golf golf tango kilo oscar lima kilo sierra kilo
golf hotel quebec
echo oscar mike hotel
quebec november bravo
kilo romeo delta golf oscar india alpha bravo romeo tango foxtrot kilo
alpha alpha oscar sierra mike echo juliett foxtrot
mike india quebec tango charlie papa sierra oscar sierra papa
golf sierra foxtrot echo alpha juliett
lima india quebec
november foxtrot golf papa
quebec alpha india sierra foxtrot delta
kilo november romeo quebec foxtrot bravo lima charlie lima sierra hotel
papa bravo juliett hotel mike sierra lima charlie
papa hotel juliett alpha mike
kilo romeo lima papa golf juliett tango quebec bravo
tango mike charlie quebec charlie delta hotel foxtrot kilo india golf tango
papa hotel tango sierra
kilo charlie india delta golf sierra delta romeo
lima hotel foxtrot november india india mike hotel sierra oscar hotel tango
papa hotel foxtrot mike india delta
kilo delta tango mike hotel mike echo kilo
echo alpha bravo alpha bravo alpha mike romeo romeo lima bravo
kilo quebec sierra bravo romeo oscar mike papa charlie
india india delta mike sierra papa kilo sierra tango
sierra foxtrot india november
lima echo charlie
mike mike foxtrot romeo india mike november sierra echo
alpha bravo papa golf echo kilo tango
sierra echo charlie foxtrot
oscar mike sierra oscar india quebec bravo oscar romeo echo alpha
november november romeo sierra echo golf lima oscar charlie
juliett sierra mike juliett foxtrot sierra echo quebec
oscar kilo golf november bravo papa quebec charlie echo romeo
alpha romeo hotel foxtrot kilo foxtrot papa romeo delta echo hotel oscar
oscar hotel echo hotel india alpha
papa romeo foxtrot juliett foxtrot india juliett mike oscar
delta charlie delta romeo tango oscar india tango charlie juliett
delta charlie quebec charlie tango quebec sierra delta tango foxtrot lima echo
hotel papa kilo romeo mike juliett
papa alpha bravo tango quebec hotel november
kilo oscar hotel tango
golf oscar sierra lima romeo foxtrot
oscar foxtrot foxtrot papa november
foxtrot kilo foxtrot hotel november foxtrot charlie charlie echo papa charlie november
echo oscar delta india juliett tango
kilo hotel oscar tango charlie echo sierra tango
foxtrot mike alpha sierra sierra hotel
kilo hotel november delta alpha kilo echo delta mike quebec oscar oscar
papa foxtrot foxtrot mike quebec juliett charlie november oscar golf
mike lima alpha sierra
delta charlie bravo hotel alpha oscar foxtrot india delta foxtrot bravo india
hotel sierra mike india bravo oscar romeo oscar mike
delta golf hotel india echo delta
tango alpha november oscar charlie lima november bravo quebec
foxtrot juliett juliett charlie charlie
romeo mike delta papa bravo foxtrot
hotel mike mike india india november golf delta india juliett oscar hotel
delta sierra echo juliett foxtrot oscar juliett bravo
golf mike golf echo tango hotel
tango papa mike charlie
echo mike juliett golf lima golf oscar bravo alpha sierra quebec
alpha mike tango charlie
alpha bravo romeo quebec oscar sierra november mike alpha
delta romeo foxtrot golf tango charlie juliett november
papa kilo golf papa romeo alpha bravo papa november
alpha quebec alpha mike charlie india tango romeo
charlie quebec golf kilo foxtrot
hotel india foxtrot foxtrot tango papa oscar kilo papa
quebec bravo alpha juliett bravo sierra
echo quebec golf hotel tango november quebec golf sierra
delta juliett sierra november november echo echo quebec foxtrot echo juliett india
oscar india golf romeo kilo delta oscar romeo november hotel
echo kilo alpha november hotel bravo mike alpha
bravo mike mike hotel bravo november oscar november papa
juliett alpha delta sierra kilo sierra hotel bravo kilo november hotel
echo lima foxtrot foxtrot golf sierra tango sierra alpha hotel foxtrot
foxtrot kilo india november quebec charlie romeo alpha papa
romeo tango juliett romeo oscar india bravo bravo november lima golf
alpha alpha echo delta mike alpha bravo sierra
alpha kilo romeo quebec oscar delta mike golf
delta bravo golf papa
tango golf delta delta tango lima hotel hotel juliett charlie hotel papa
india golf kilo foxtrot india hotel
lima echo papa quebec tango alpha foxtrot sierra delta oscar
juliett romeo bravo kilo papa hotel
romeo mike hotel foxtrot quebec mike india
hotel mike hotel kilo juliett lima papa charlie hotel sierra india golf
charlie bravo echo quebec alpha hotel mike oscar alpha sierra juliett kilo
oscar kilo golf oscar echo sierra papa november november
foxtrot india mike
charlie kilo oscar golf echo
foxtrot delta november echo delta hotel november india
alpha kilo lima oscar papa juliett sierra papa charlie quebec charlie papa
juliett charlie sierra delta golf lima quebec
foxtrot golf delta charlie alpha
tango india golf quebec delta quebec india sierra juliett delta quebec
lima mike bravo oscar
juliett echo tango india november golf echo bravo charlie tango quebec
delta quebec hotel juliett india foxtrot tango hotel
india bravo tango bravo mike echo golf
foxtrot tango charlie quebec india golf alpha india november oscar echo
foxtrot charlie sierra
foxtrot kilo mike papa golf november hotel quebec romeo bravo lima
delta papa november lima november echo kilo delta quebec quebec oscar charlie
echo hotel quebec mike kilo mike
oscar oscar foxtrot tango november
delta foxtrot bravo juliett lima oscar golf
india bravo alpha echo juliett november alpha india november
hotel lima foxtrot golf romeo alpha sierra alpha november
sierra papa hotel mike hotel
oscar hotel tango sierra echo kilo kilo romeo mike papa golf
delta foxtrot delta delta echo papa echo
juliett tango tango delta
sierra romeo tango golf mike lima papa india hotel tango golf oscar
sierra quebec papa charlie oscar lima kilo
quebec foxtrot kilo sierra lima kilo india india alpha papa
juliett juliett echo foxtrot
alpha hotel lima charlie foxtrot charlie bravo kilo romeo foxtrot hotel
golf hotel tango charlie echo echo
lima oscar hotel romeo juliett november hotel sierra hotel
tango oscar delta november juliett kilo
november lima oscar hotel bravo juliett foxtrot bravo foxtrot india charlie golf
hotel hotel foxtrot tango
oscar romeo alpha charlie lima india
hotel quebec lima hotel charlie
quebec papa romeo foxtrot sierra
golf bravo november sierra quebec
tango alpha november oscar golf delta india sierra india mike juliett foxtrot
echo mike foxtrot quebec alpha bravo
romeo mike tango golf kilo sierra
mike mike echo foxtrot
echo delta kilo hotel kilo quebec kilo kilo golf alpha oscar
juliett lima juliett hotel echo alpha golf sierra tango
quebec mike hotel mike echo quebec mike hotel mike tango november
foxtrot charlie juliett november romeo bravo hotel charlie
tango bravo quebec kilo oscar
romeo charlie golf tango india bravo november india quebec romeo mike papa
hotel bravo golf lima oscar lima
delta romeo echo juliett papa charlie
quebec hotel sierra
sierra lima bravo bravo
golf charlie kilo mike foxtrot india lima lima
delta foxtrot india juliett papa charlie bravo delta tango foxtrot lima golf
tango sierra bravo bravo hotel hotel november papa echo
alpha mike echo lima
november bravo charlie bravo november tango delta charlie romeo quebec lima echo
oscar sierra foxtrot papa lima oscar romeo november
charlie echo oscar november
quebec quebec lima alpha alpha juliett echo sierra sierra quebec
golf romeo november sierra india lima alpha golf delta papa oscar november
alpha oscar golf sierra papa foxtrot delta delta oscar echo charlie
mike hotel quebec golf
november romeo echo golf romeo
juliett hotel oscar papa kilo romeo sierra romeo sierra
bravo alpha hotel hotel juliett juliett hotel mike mike india foxtrot papa
papa delta india kilo mike papa
lima juliett india alpha hotel papa sierra hotel india
quebec hotel bravo quebec mike sierra
bravo golf sierra alpha echo quebec sierra india golf november sierra oscar
sierra foxtrot alpha sierra november
kilo mike delta lima india hotel romeo oscar golf lima november mike
india foxtrot sierra alpha echo sierra charlie kilo romeo juliett lima romeo
kilo november tango quebec
charlie november quebec india foxtrot oscar sierra romeo
mike juliett november romeo alpha mike hotel quebec echo
echo juliett sierra sierra echo alpha papa lima sierra juliett juliett
charlie oscar golf lima foxtrot
papa alpha sierra golf foxtrot delta kilo lima lima mike charlie papa
tango november alpha juliett lima papa delta
hotel kilo golf india quebec
delta sierra echo lima tango lima mike lima alpha hotel
mike oscar india mike juliett bravo sierra
golf lima kilo sierra golf november lima echo hotel echo kilo quebec
november echo oscar lima oscar alpha echo
echo tango bravo bravo oscar alpha papa
quebec sierra lima quebec echo charlie mike
delta tango november
bravo sierra charlie
romeo foxtrot india papa papa hotel alpha
bravo lima quebec sierra bravo india romeo november lima delta
mike mike quebec hotel oscar
juliett hotel romeo quebec
alpha golf india romeo papa bravo delta kilo sierra mike golf
charlie oscar lima
hotel echo golf foxtrot juliett oscar delta november alpha
november india bravo papa mike golf bravo alpha bravo quebec hotel november
alpha mike foxtrot alpha echo echo papa alpha hotel bravo bravo bravo
lima kilo tango mike delta delta romeo juliett juliett sierra charlie november
quebec romeo mike foxtrot romeo hotel golf
alpha november delta
oscar hotel november november hotel juliett
oscar juliett hotel november charlie sierra kilo
delta hotel foxtrot tango papa mike november
kilo delta charlie delta hotel charlie foxtrot
alpha november alpha foxtrot romeo lima foxtrot kilo foxtrot quebec
juliett romeo delta charlie india delta golf oscar mike alpha
november mike delta echo sierra delta sierra kilo kilo quebec
echo charlie golf golf sierra golf kilo tango tango
tango hotel charlie bravo india
quebec india delta papa bravo bravo golf
alpha sierra juliett lima alpha november alpha sierra bravo sierra quebec echo
papa romeo mike romeo hotel quebec romeo papa india oscar
sierra charlie romeo foxtrot romeo hotel golf kilo charlie tango foxtrot
tango alpha oscar golf
kilo juliett golf tango hotel romeo echo tango romeo echo juliett quebec
juliett juliett tango
kilo oscar oscar alpha kilo quebec tango india tango
golf quebec tango alpha charlie sierra golf echo papa
charlie kilo kilo
hotel tango oscar
kilo oscar golf foxtrot foxtrot
bravo quebec india delta delta
india november foxtrot oscar mike oscar lima
tango quebec november golf hotel tango echo india oscar mike golf foxtrot
golf foxtrot delta india hotel sierra
romeo mike oscar papa bravo november india
kilo quebec india alpha golf quebec hotel hotel
romeo alpha hotel delta
romeo sierra delta india
charlie echo quebec kilo quebec kilo
tango oscar golf alpha hotel alpha papa romeo hotel oscar
november juliett kilo sierra tango foxtrot quebec quebec juliett echo
lima mike sierra romeo charlie india kilo papa
papa kilo quebec tango
quebec alpha hotel sierra sierra echo tango
sierra charlie mike sierra november kilo kilo charlie
tango bravo india hotel
echo charlie oscar mike alpha lima mike november juliett delta
india delta oscar november golf oscar kilo kilo alpha oscar tango juliett
mike charlie delta hotel tango echo kilo quebec
alpha delta juliett quebec bravo
november juliett hotel india juliett
juliett bravo echo alpha oscar alpha alpha charlie bravo oscar tango tango
romeo sierra foxtrot juliett oscar oscar romeo papa delta papa foxtrot india
india november november romeo tango foxtrot papa papa lima tango
india charlie mike november november juliett kilo lima oscar november oscar
mike juliett lima mike papa oscar
hotel india oscar lima delta juliett tango
quebec india tango hotel papa oscar tango india
india echo lima
tango golf kilo kilo delta romeo
oscar oscar mike kilo lima
kilo echo alpha
mike november echo alpha bravo tango
mike echo tango kilo echo november oscar juliett
november tango sierra romeo sierra charlie papa
sierra mike hotel golf charlie echo tango quebec echo
sierra delta juliett india foxtrot
delta bravo alpha hotel juliett golf delta
mike foxtrot tango hotel november foxtrot
romeo juliett quebec
quebec lima mike golf tango echo golf kilo echo
oscar lima golf tango india charlie
lima charlie papa romeo
charlie kilo quebec india
foxtrot alpha india sierra delta
lima oscar delta papa foxtrot papa charlie sierra hotel delta quebec kilo
papa tango papa juliett papa hotel hotel
romeo lima quebec mike foxtrot kilo charlie kilo golf
mike india echo juliett
echo kilo tango juliett
juliett echo lima
sierra charlie india oscar sierra november quebec bravo sierra charlie
tango tango oscar romeo kilo sierra alpha mike alpha quebec sierra india
papa romeo bravo oscar delta charlie mike india golf
lima charlie echo lima
tango juliett juliett romeo sierra
alpha papa echo mike juliett
oscar india quebec juliett india lima tango alpha november november
sierra delta kilo sierra romeo bravo charlie kilo quebec quebec
bravo quebec alpha kilo delta
papa foxtrot hotel quebec golf charlie echo charlie tango romeo foxtrot sierra
tango romeo delta
bravo oscar hotel kilo november india lima
tango bravo foxtrot tango delta oscar delta
juliett delta kilo november delta papa papa sierra golf india mike
delta mike quebec quebec mike
echo sierra echo charlie mike lima mike
papa quebec bravo golf romeo bravo sierra bravo golf
india foxtrot oscar hotel kilo charlie sierra
quebec foxtrot november kilo november november foxtrot delta mike india echo
golf sierra kilo
november mike papa lima tango tango juliett mike alpha lima juliett quebec
mike india tango delta kilo echo tango
golf romeo tango bravo
romeo juliett romeo foxtrot kilo papa echo sierra mike papa india november
golf sierra india bravo delta india lima bravo
india sierra kilo hotel golf alpha sierra
bravo echo delta golf charlie juliett
papa november quebec tango
delta charlie golf hotel kilo
sierra november alpha india india golf papa lima romeo kilo oscar mike
bravo echo delta foxtrot
india kilo echo alpha november papa
mike tango lima
november charlie lima papa lima golf juliett november oscar tango juliett foxtrot
oscar golf lima
mike oscar delta delta alpha quebec kilo charlie tango oscar hotel juliett
romeo tango golf tango sierra india tango
echo hotel quebec oscar sierra hotel juliett mike sierra india echo juliett
november charlie oscar charlie juliett alpha bravo
golf november mike hotel papa papa kilo golf echo quebec
juliett oscar delta lima quebec hotel papa kilo sierra oscar echo quebec
mike juliett oscar charlie charlie lima
romeo lima quebec echo echo tango
november quebec hotel charlie charlie alpha
hotel juliett lima tango papa bravo india tango foxtrot oscar
lima juliett bravo bravo foxtrot lima quebec lima hotel romeo
echo india mike foxtrot charlie oscar romeo golf papa juliett kilo
sierra hotel foxtrot
hotel november charlie juliett hotel
mike lima mike
hotel kilo oscar foxtrot delta echo quebec india sierra romeo
india hotel alpha alpha tango oscar alpha
romeo quebec oscar alpha echo bravo echo kilo lima
sierra delta echo
tango golf oscar quebec hotel charlie romeo india alpha oscar
oscar india mike oscar charlie november
kilo golf charlie sierra papa alpha
juliett delta kilo golf echo tango romeo echo
quebec foxtrot india golf papa mike foxtrot kilo alpha
tango lima sierra oscar bravo foxtrot alpha bravo romeo mike
alpha india mike juliett kilo tango juliett sierra kilo mike sierra
tango quebec papa echo quebec bravo mike romeo hotel echo november
foxtrot sierra golf tango november quebec tango quebec golf mike golf lima
mike tango tango golf kilo echo hotel mike india india papa alpha
kilo oscar romeo quebec quebec november
golf sierra bravo hotel foxtrot
delta oscar alpha tango juliett echo india romeo alpha oscar kilo
delta tango tango mike romeo bravo golf delta alpha charlie
oscar echo papa echo
echo alpha india bravo india juliett golf
lima echo golf golf delta charlie echo alpha kilo
bravo echo delta juliett foxtrot lima foxtrot oscar hotel mike sierra november
india foxtrot juliett kilo echo bravo
charlie india india juliett alpha mike tango november november
lima sierra golf charlie india alpha
charlie golf foxtrot oscar foxtrot
papa tango november echo tango alpha romeo mike golf
papa romeo mike sierra alpha alpha charlie kilo lima
juliett india foxtrot bravo alpha quebec kilo
bravo golf oscar kilo tango tango papa lima alpha bravo kilo
papa hotel charlie mike lima tango charlie alpha
sierra romeo sierra charlie bravo golf sierra bravo
november tango delta hotel echo
charlie hotel sierra romeo
golf alpha foxtrot
tango charlie juliett bravo mike india
hotel romeo echo november
hotel bravo golf mike charlie juliett
sierra charlie foxtrot golf sierra hotel hotel delta india quebec india
papa oscar papa
tango oscar echo oscar charlie lima juliett kilo romeo
bravo charlie romeo echo sierra romeo tango papa quebec
romeo foxtrot tango romeo
foxtrot foxtrot charlie charlie mike india india hotel golf
india oscar papa tango quebec hotel foxtrot golf charlie oscar oscar golf
november hotel mike sierra sierra golf lima
tango india delta sierra
quebec lima mike hotel sierra
alpha lima bravo mike quebec juliett mike delta
india romeo foxtrot charlie papa foxtrot
delta delta alpha golf tango golf foxtrot hotel
november india kilo november quebec india echo
mike romeo charlie hotel alpha hotel papa oscar kilo mike
golf november foxtrot bravo sierra oscar romeo india foxtrot alpha alpha juliett
hotel tango lima
mike romeo alpha
romeo november alpha delta tango
november delta tango india delta papa tango quebec juliett alpha hotel
lima alpha kilo
hotel hotel golf charlie
hotel delta foxtrot
bravo tango mike mike romeo lima quebec
india oscar alpha papa foxtrot bravo
tango hotel kilo india lima delta bravo
juliett quebec mike tango juliett romeo foxtrot sierra
bravo juliett bravo hotel kilo golf alpha alpha
delta quebec golf
delta hotel juliett charlie oscar papa tango charlie sierra papa oscar charlie
lima oscar alpha alpha oscar oscar quebec foxtrot november
tango november lima
november hotel tango mike lima quebec november charlie golf kilo
juliett juliett kilo hotel mike golf tango
lima alpha charlie hotel tango
charlie charlie romeo mike golf hotel alpha golf november
india juliett foxtrot kilo sierra quebec oscar charlie foxtrot delta sierra india
romeo lima india kilo alpha oscar papa lima alpha sierra echo
hotel bravo foxtrot kilo foxtrot oscar juliett
lima papa kilo hotel bravo bravo lima juliett charlie romeo papa charlie
sierra oscar juliett mike oscar charlie oscar
lima hotel echo romeo
romeo tango charlie juliett bravo romeo
romeo quebec november
bravo romeo golf romeo
quebec charlie sierra quebec mike alpha quebec oscar mike papa
oscar mike bravo alpha bravo lima quebec papa sierra juliett sierra
lima hotel tango kilo mike delta
bravo delta quebec papa alpha bravo tango alpha bravo foxtrot
delta quebec india alpha oscar oscar mike oscar
golf kilo charlie sierra oscar
hotel juliett india charlie
bravo lima echo papa romeo romeo
november oscar kilo tango quebec quebec delta romeo
oscar echo echo
sierra romeo bravo quebec tango november golf papa lima golf oscar quebec
tango alpha quebec charlie alpha papa delta delta echo india quebec foxtrot
sierra sierra tango echo golf kilo kilo alpha kilo golf juliett mike
mike oscar mike quebec golf sierra sierra hotel oscar quebec juliett
foxtrot delta quebec
lima charlie kilo november mike quebec echo foxtrot
echo bravo tango india bravo november juliett alpha mike mike bravo juliett
india alpha sierra india india hotel november sierra lima oscar papa
bravo bravo quebec tango mike tango kilo romeo papa sierra
tango juliett romeo india hotel
golf romeo hotel sierra bravo golf juliett
juliett papa india echo oscar india
oscar alpha romeo quebec alpha tango
mike tango golf november quebec lima quebec alpha oscar quebec bravo lima
charlie india sierra
hotel november papa charlie foxtrot echo foxtrot lima kilo delta
kilo mike sierra golf
lima echo romeo golf quebec golf hotel papa echo charlie tango
oscar charlie foxtrot juliett romeo tango romeo bravo
sierra golf kilo november charlie lima alpha
golf romeo charlie delta papa echo
oscar mike alpha papa
golf quebec tango november foxtrot tango lima tango
delta hotel quebec sierra quebec
hotel echo tango alpha papa sierra charlie juliett hotel
oscar papa india tango delta mike lima charlie oscar hotel echo foxtrot
sierra bravo lima echo kilo
delta november tango mike hotel papa tango kilo echo hotel
kilo alpha romeo
kilo sierra india
november charlie hotel tango echo papa sierra
golf lima echo sierra sierra mike bravo
romeo oscar lima delta sierra alpha india india
kilo november romeo bravo lima alpha
oscar lima echo
kilo november echo golf kilo lima sierra charlie quebec
delta oscar india mike delta mike delta oscar juliett mike hotel sierra
mike lima mike lima juliett kilo
sierra bravo tango charlie juliett tango oscar quebec kilo foxtrot
tango charlie sierra sierra bravo november india mike quebec charlie tango
india india golf charlie delta juliett romeo
oscar kilo romeo alpha delta november papa lima
golf kilo hotel alpha papa delta lima india romeo
lima papa hotel
kilo kilo india
mike papa oscar
november hotel mike
echo echo india foxtrot romeo tango hotel golf quebec
tango hotel papa sierra oscar alpha
papa quebec lima quebec juliett sierra alpha quebec
echo kilo alpha papa oscar lima oscar
echo golf bravo
delta foxtrot echo mike bravo oscar
kilo sierra delta echo echo quebec mike alpha echo tango juliett
delta foxtrot foxtrot golf november golf charlie echo hotel juliett tango alpha
juliett lima india romeo sierra mike quebec tango romeo
kilo charlie oscar kilo bravo
charlie quebec echo echo
november india golf quebec golf
hotel quebec charlie foxtrot sierra
hotel golf charlie mike india juliett
india hotel foxtrot tango bravo
quebec kilo echo juliett sierra bravo
foxtrot sierra hotel bravo alpha hotel november juliett quebec mike mike charlie
lima oscar echo oscar juliett papa echo quebec foxtrot romeo bravo lima
quebec papa foxtrot sierra oscar quebec oscar november mike delta november india
oscar foxtrot november alpha charlie
golf juliett sierra juliett kilo juliett delta oscar kilo tango juliett mike
lima romeo juliett foxtrot kilo foxtrot
echo india echo alpha
charlie kilo mike
echo november romeo mike bravo papa charlie
alpha charlie echo lima bravo charlie bravo mike delta foxtrot papa foxtrot
mike quebec alpha india india echo golf delta
alpha juliett juliett tango oscar romeo
alpha oscar bravo alpha alpha tango lima
delta lima quebec romeo november charlie mike
hotel foxtrot papa india kilo
foxtrot delta alpha golf golf
kilo india delta foxtrot mike mike november lima alpha hotel hotel alpha
delta foxtrot november sierra
papa sierra juliett quebec hotel foxtrot
oscar mike charlie hotel alpha mike
papa foxtrot charlie quebec sierra
kilo foxtrot quebec charlie juliett bravo hotel bravo
oscar alpha echo bravo alpha kilo foxtrot hotel juliett bravo lima hotel
hotel tango alpha mike mike bravo india
hotel kilo oscar echo romeo foxtrot
kilo hotel hotel romeo bravo charlie lima juliett india india mike
charlie romeo lima tango hotel lima oscar india
delta romeo romeo bravo november lima charlie golf lima
romeo foxtrot quebec charlie juliett foxtrot golf romeo juliett
foxtrot alpha romeo romeo papa lima golf tango
quebec delta hotel tango
quebec papa kilo romeo papa foxtrot foxtrot quebec charlie lima tango sierra
juliett lima hotel kilo hotel bravo romeo oscar
india echo foxtrot november oscar bravo
november foxtrot alpha bravo
india bravo golf
golf tango india quebec foxtrot oscar
bravo charlie papa november mike alpha delta mike quebec quebec november juliett
mike quebec golf romeo
romeo kilo hotel charlie foxtrot kilo tango golf
mike oscar alpha bravo papa bravo delta india sierra golf mike juliett
delta juliett juliett echo quebec november lima
lima echo lima romeo foxtrot india
lima quebec echo golf lima echo tango
juliett golf delta foxtrot lima delta golf bravo mike alpha
golf kilo charlie charlie oscar lima november india papa india hotel bravo
hotel kilo india
hotel papa hotel kilo foxtrot juliett bravo alpha lima bravo juliett oscar
india echo sierra golf india golf mike foxtrot november delta
alpha delta mike kilo foxtrot bravo november bravo
india romeo india foxtrot delta alpha papa mike mike november bravo
lima golf sierra hotel charlie foxtrot romeo lima alpha
golf echo sierra tango alpha echo alpha charlie
juliett alpha india tango kilo bravo kilo delta india echo
charlie oscar golf kilo juliett sierra hotel juliett charlie
charlie lima tango quebec juliett alpha quebec
echo foxtrot bravo alpha mike hotel
hotel tango oscar bravo papa alpha
bravo echo mike echo
charlie papa lima
delta sierra lima oscar lima alpha juliett papa papa
papa delta papa romeo lima alpha mike kilo echo
oscar oscar charlie tango golf oscar november echo quebec alpha foxtrot delta
charlie delta india lima
charlie delta sierra bravo quebec papa charlie charlie echo bravo papa
quebec delta tango alpha romeo alpha juliett
charlie hotel kilo tango alpha india sierra delta oscar
november delta india juliett juliett foxtrot
romeo oscar quebec oscar bravo alpha juliett romeo alpha
delta papa golf
delta papa sierra papa kilo
tango kilo kilo sierra bravo india
echo charlie november quebec
kilo charlie echo oscar tango papa echo alpha delta echo
hotel charlie romeo alpha juliett hotel delta lima mike charlie oscar quebec
echo foxtrot tango echo romeo bravo foxtrot
mike november hotel india kilo foxtrot
golf november juliett juliett quebec delta november juliett juliett
mike golf oscar charlie juliett hotel kilo
tango delta oscar hotel juliett
sierra delta lima echo charlie mike charlie alpha bravo delta hotel papa
november juliett india hotel tango kilo mike
juliett sierra mike oscar india echo echo
papa foxtrot delta tango mike quebec romeo foxtrot charlie papa juliett
november bravo delta quebec golf alpha mike sierra
tango mike echo charlie foxtrot india juliett november charlie alpha mike
papa juliett golf quebec hotel
november kilo tango
juliett hotel november hotel india delta oscar bravo mike mike juliett bravo
foxtrot oscar mike papa papa alpha oscar juliett mike
mike golf echo quebec papa mike bravo golf golf charlie
quebec tango delta
oscar juliett lima november papa juliett romeo alpha quebec
foxtrot charlie november hotel mike golf november foxtrot hotel romeo november echo
romeo echo alpha november sierra quebec juliett mike india
quebec sierra november
lima papa november romeo tango oscar sierra papa charlie papa kilo mike
mike charlie november november november sierra lima mike romeo
juliett foxtrot delta papa oscar tango juliett alpha
lima bravo hotel quebec india romeo kilo foxtrot delta papa tango sierra
foxtrot kilo oscar juliett kilo alpha
charlie alpha delta november india
quebec echo mike
sierra delta mike charlie oscar tango echo
alpha foxtrot oscar oscar hotel hotel lima india hotel lima
bravo mike foxtrot bravo delta lima sierra foxtrot quebec
delta tango echo bravo delta echo juliett
juliett charlie alpha kilo delta november papa india quebec november
mike delta delta foxtrot quebec charlie
tango quebec golf hotel quebec golf echo
papa papa kilo sierra bravo alpha papa
quebec delta kilo mike golf alpha delta
juliett oscar echo bravo
alpha kilo echo quebec
bravo sierra papa oscar golf quebec papa delta
oscar foxtrot bravo india quebec golf mike
november india quebec india quebec
quebec mike kilo kilo lima juliett alpha lima sierra
hotel lima hotel golf
foxtrot bravo kilo charlie quebec
oscar romeo delta quebec echo
foxtrot echo oscar romeo golf golf hotel quebec
quebec tango echo sierra india echo kilo
november bravo hotel
sierra juliett bravo sierra
mike alpha hotel tango november papa alpha alpha hotel
sierra bravo papa romeo quebec papa quebec alpha mike
juliett delta hotel kilo juliett mike november
mike quebec quebec mike oscar oscar november romeo sierra juliett
bravo juliett oscar charlie november lima hotel tango mike hotel alpha
hotel charlie november romeo
hotel foxtrot sierra juliett hotel india alpha india november bravo echo
echo quebec mike romeo kilo foxtrot echo juliett foxtrot delta india
alpha alpha charlie charlie golf foxtrot
mike india tango echo delta india tango hotel bravo
hotel echo bravo
foxtrot india lima delta lima oscar oscar foxtrot papa foxtrot
juliett foxtrot alpha bravo romeo mike echo delta echo quebec
mike india papa romeo kilo india mike golf alpha kilo oscar mike
delta hotel sierra alpha hotel delta
tango romeo golf delta mike india romeo alpha hotel
charlie delta romeo charlie sierra romeo
alpha papa juliett delta juliett tango november papa
quebec alpha delta quebec lima mike juliett
echo bravo quebec bravo echo juliett
sierra delta foxtrot charlie juliett mike bravo alpha
lima foxtrot juliett alpha hotel
golf india sierra
sierra quebec quebec lima india sierra
november alpha alpha bravo mike foxtrot quebec juliett lima
papa mike hotel romeo delta quebec foxtrot tango lima
delta sierra juliett quebec delta kilo papa kilo
echo bravo india tango sierra golf kilo hotel charlie hotel papa
