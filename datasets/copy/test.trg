alpha bravo echo mike foxtrot delta india alpha tango foxtrot charlie
charlie bravo echo quebec november juliett bravo alpha hotel
alpha echo quebec bravo golf india hotel
sierra foxtrot juliett papa golf echo
romeo echo hotel echo oscar foxtrot kilo delta sierra alpha
quebec november alpha
lima charlie delta kilo quebec november romeo foxtrot echo bravo
november juliett charlie alpha oscar juliett india
delta tango hotel alpha
golf echo india
echo charlie tango lima foxtrot juliett
hotel november hotel echo november bravo kilo juliett delta mike
tango india lima foxtrot charlie foxtrot mike quebec echo papa
delta echo bravo november tango
golf bravo mike india romeo bravo romeo november juliett hotel
kilo charlie romeo alpha quebec romeo
romeo hotel kilo hotel hotel charlie
mike delta papa oscar alpha kilo
kilo tango romeo sierra sierra romeo mike echo quebec
alpha echo romeo delta lima charlie oscar oscar
november alpha november lima echo
bravo bravo charlie juliett papa juliett
mike echo juliett hotel quebec papa foxtrot foxtrot tango charlie india golf
india sierra charlie papa oscar golf bravo foxtrot sierra foxtrot
foxtrot golf foxtrot delta charlie oscar quebec papa
sierra charlie quebec delta papa
tango romeo hotel delta delta papa kilo kilo
juliett golf echo hotel golf hotel alpha november bravo alpha
quebec papa foxtrot kilo papa hotel kilo foxtrot juliett
foxtrot sierra india kilo hotel juliett oscar sierra november mike lima golf
alpha echo mike papa charlie quebec romeo quebec oscar alpha lima foxtrot
hotel echo sierra quebec india papa tango kilo papa
india india bravo romeo foxtrot sierra juliett romeo bravo bravo india kilo
kilo alpha sierra november kilo hotel india charlie papa kilo
oscar kilo lima echo quebec foxtrot
charlie golf oscar alpha oscar charlie foxtrot tango alpha
papa bravo delta india mike kilo delta quebec
foxtrot bravo papa delta kilo mike bravo foxtrot
bravo kilo hotel papa sierra
foxtrot hotel echo golf sierra bravo bravo echo november romeo juliett foxtrot
bravo papa juliett sierra juliett tango
delta mike alpha oscar november bravo
tango papa romeo golf november lima kilo foxtrot oscar mike
kilo foxtrot tango lima charlie golf lima papa
romeo mike bravo november sierra charlie juliett juliett
kilo india kilo tango alpha golf hotel
romeo hotel alpha lima papa
golf golf alpha echo juliett delta echo
delta hotel tango november delta
delta papa juliett foxtrot alpha hotel
quebec echo papa
foxtrot kilo oscar mike golf hotel golf quebec charlie echo golf echo
mike golf mike hotel lima foxtrot november lima quebec juliett juliett
oscar juliett papa papa india echo kilo
papa delta tango oscar golf tango november hotel alpha delta oscar foxtrot
hotel echo tango india papa quebec mike echo charlie
bravo india tango oscar oscar hotel
sierra papa quebec india alpha india papa sierra romeo
foxtrot kilo lima juliett bravo echo papa tango echo
papa sierra mike quebec golf alpha juliett alpha lima golf kilo romeo
november hotel delta hotel echo romeo oscar echo
hotel bravo kilo mike delta
delta golf tango bravo
kilo romeo oscar bravo hotel kilo juliett golf
oscar bravo romeo foxtrot india delta india kilo
mike lima mike romeo tango foxtrot
quebec papa juliett oscar kilo juliett
juliett november oscar charlie kilo romeo tango lima golf lima
sierra november november oscar hotel quebec charlie alpha lima bravo november
alpha golf sierra delta oscar quebec golf
lima kilo hotel golf
quebec delta lima alpha juliett hotel sierra papa
mike india romeo bravo foxtrot charlie alpha kilo quebec alpha
tango bravo bravo delta oscar golf kilo delta alpha mike charlie echo
papa papa mike foxtrot echo november romeo alpha november
charlie juliett golf alpha charlie
romeo sierra lima
lima alpha hotel
lima delta charlie juliett alpha
sierra papa romeo hotel foxtrot juliett echo hotel delta echo sierra
mike kilo juliett echo november charlie oscar
echo mike bravo
quebec india lima delta quebec
tango echo foxtrot delta delta quebec sierra kilo tango
bravo foxtrot november lima foxtrot charlie november mike charlie
mike juliett alpha charlie mike lima hotel tango charlie oscar mike
lima sierra delta
juliett oscar tango kilo november echo echo bravo
echo golf quebec hotel mike hotel golf golf tango
tango tango oscar juliett foxtrot hotel golf
juliett golf lima juliett
papa foxtrot sierra quebec echo
mike alpha quebec india kilo charlie foxtrot sierra juliett delta alpha
november sierra tango mike
lima november november juliett sierra sierra november lima kilo
november india alpha delta echo papa india mike sierra foxtrot
bravo sierra quebec bravo foxtrot quebec alpha quebec
quebec india november romeo oscar oscar romeo
mike lima lima lima lima
oscar quebec hotel
november quebec alpha golf tango india kilo india charlie
foxtrot mike oscar november charlie
india quebec romeo golf kilo juliett delta charlie alpha kilo echo sierra
sierra hotel hotel india quebec kilo papa
oscar golf lima
golf charlie oscar november golf oscar mike quebec charlie mike juliett
alpha bravo delta alpha lima delta quebec echo quebec delta india
papa romeo delta november tango bravo golf mike foxtrot echo tango papa
foxtrot bravo mike foxtrot quebec juliett oscar delta lima foxtrot sierra
golf romeo kilo golf oscar lima alpha lima golf foxtrot juliett
juliett november sierra
delta kilo sierra hotel juliett romeo lima echo india
romeo india foxtrot mike
foxtrot tango echo
bravo quebec sierra juliett golf
romeo hotel echo golf oscar delta india
india november juliett lima bravo alpha
mike quebec hotel bravo mike echo
papa foxtrot alpha papa
oscar kilo mike quebec charlie oscar romeo kilo bravo juliett echo mike
tango romeo delta
india tango quebec quebec november bravo
golf india mike quebec echo oscar hotel papa kilo kilo
romeo india tango charlie kilo papa kilo charlie mike charlie
bravo papa november november lima india lima
juliett november quebec
papa juliett november india papa foxtrot lima oscar
mike november lima echo echo sierra bravo sierra
echo quebec echo oscar foxtrot echo sierra
delta juliett hotel kilo juliett
tango bravo foxtrot november golf bravo papa
juliett kilo mike delta echo echo
lima echo oscar foxtrot
sierra romeo alpha foxtrot lima bravo juliett mike
romeo india bravo alpha delta oscar mike
india kilo alpha juliett
juliett delta juliett foxtrot
alpha alpha kilo mike quebec hotel
kilo bravo delta lima
tango kilo november november kilo quebec tango kilo
kilo hotel sierra mike bravo quebec sierra lima hotel charlie echo juliett
delta mike november sierra charlie
bravo romeo alpha papa golf juliett india hotel echo mike november
mike kilo delta india juliett bravo echo tango juliett lima
india november mike
papa kilo delta foxtrot hotel delta romeo lima
alpha tango golf hotel romeo india lima papa
tango india quebec lima quebec oscar quebec papa bravo sierra india romeo
tango delta juliett sierra
delta juliett kilo kilo echo foxtrot november tango kilo
lima lima papa quebec lima foxtrot
kilo charlie foxtrot papa golf india golf juliett alpha charlie papa
juliett alpha sierra juliett juliett charlie echo sierra golf bravo
november echo tango tango delta quebec kilo alpha november papa juliett
echo golf charlie romeo india oscar golf india november papa lima charlie
delta bravo papa echo quebec
juliett foxtrot papa kilo kilo papa bravo india bravo india golf
echo echo foxtrot lima golf lima charlie kilo mike delta
lima bravo quebec
juliett tango november bravo tango sierra quebec alpha echo tango hotel
papa november delta india bravo bravo romeo
delta golf sierra
bravo alpha sierra oscar foxtrot
quebec delta echo charlie golf alpha bravo golf bravo kilo november
delta papa delta kilo foxtrot foxtrot juliett golf papa foxtrot mike
oscar bravo foxtrot foxtrot foxtrot charlie kilo tango quebec mike oscar sierra
echo foxtrot bravo oscar golf quebec bravo
echo alpha oscar kilo india juliett romeo juliett foxtrot november golf bravo
romeo papa alpha oscar bravo
mike echo romeo foxtrot alpha sierra
india delta hotel golf charlie kilo juliett romeo echo bravo sierra
charlie delta quebec oscar papa india echo
oscar bravo papa echo alpha oscar echo hotel bravo
bravo india hotel
romeo mike mike quebec bravo
romeo echo sierra sierra tango foxtrot sierra hotel papa
papa bravo echo foxtrot alpha oscar charlie delta kilo
lima delta alpha delta charlie juliett
bravo india juliett echo india papa quebec echo oscar kilo kilo oscar
tango quebec echo mike india hotel
juliett lima bravo mike charlie mike lima juliett november
quebec india sierra romeo romeo charlie kilo
papa echo tango papa hotel bravo oscar india oscar bravo
romeo juliett romeo quebec romeo tango kilo papa sierra lima delta
oscar oscar sierra alpha echo oscar golf kilo oscar november india
oscar foxtrot golf kilo charlie alpha
papa papa alpha
papa juliett oscar delta bravo golf echo sierra
lima papa lima quebec charlie delta tango papa kilo lima oscar hotel
mike foxtrot hotel delta november romeo sierra
india november kilo charlie oscar golf oscar
romeo golf november kilo juliett india
bravo tango golf quebec papa oscar alpha bravo delta foxtrot
sierra romeo mike charlie mike november foxtrot
india alpha delta mike november charlie
quebec romeo tango quebec hotel hotel lima
lima india mike foxtrot golf delta charlie golf
oscar lima mike delta sierra
charlie charlie tango foxtrot hotel bravo kilo quebec hotel india kilo
oscar tango november papa mike bravo delta echo
golf hotel tango romeo india
kilo bravo kilo charlie tango romeo charlie
tango papa oscar hotel charlie quebec india delta kilo
juliett echo lima quebec delta india quebec echo mike
mike mike oscar foxtrot tango
quebec quebec delta juliett sierra tango echo oscar quebec echo
foxtrot november kilo
india mike tango charlie november
lima bravo mike romeo lima charlie
quebec november foxtrot tango romeo quebec hotel sierra foxtrot quebec golf hotel
quebec india foxtrot
november quebec golf tango india kilo charlie golf juliett bravo hotel echo
echo echo papa tango juliett romeo lima
hotel india oscar echo delta
india quebec juliett india bravo golf alpha india charlie bravo
romeo charlie charlie november
kilo hotel foxtrot delta juliett charlie sierra juliett lima foxtrot india romeo
mike quebec india mike sierra
juliett mike bravo foxtrot
hotel romeo lima
november quebec oscar delta
echo tango november golf echo mike charlie quebec oscar oscar
delta alpha kilo
november alpha oscar lima romeo oscar
lima lima charlie golf lima golf
romeo oscar papa sierra kilo oscar lima november
november bravo tango papa alpha foxtrot tango golf quebec charlie oscar november
juliett foxtrot bravo mike papa oscar india juliett india delta
india tango juliett charlie kilo lima romeo
juliett foxtrot oscar alpha
mike alpha romeo juliett
bravo papa hotel sierra india lima foxtrot
charlie delta quebec sierra mike sierra
juliett golf papa quebec echo delta
golf november papa
mike foxtrot romeo mike foxtrot bravo
romeo romeo oscar echo
charlie bravo india quebec kilo hotel juliett golf charlie quebec
hotel delta kilo delta alpha tango tango golf
papa sierra tango bravo alpha bravo bravo
tango charlie november alpha lima
echo tango romeo hotel charlie india echo juliett delta hotel lima
lima alpha lima golf papa hotel foxtrot kilo quebec romeo golf charlie
bravo romeo bravo golf echo echo echo delta bravo india bravo
bravo bravo sierra golf quebec tango alpha bravo quebec
kilo foxtrot foxtrot hotel juliett quebec juliett
delta hotel papa
charlie quebec tango
echo foxtrot echo hotel papa alpha foxtrot tango romeo november bravo echo
echo quebec romeo oscar delta lima lima charlie alpha papa delta alpha
oscar november india bravo
foxtrot delta alpha bravo oscar golf oscar
mike golf lima india golf oscar lima
charlie kilo lima alpha
echo echo echo india bravo oscar sierra
quebec charlie juliett mike kilo romeo charlie echo papa bravo
alpha kilo sierra
golf foxtrot papa foxtrot
juliett mike papa foxtrot alpha quebec echo mike india
romeo foxtrot november lima bravo mike november
golf charlie oscar hotel golf quebec oscar juliett quebec
sierra mike hotel romeo echo delta foxtrot delta
delta golf lima echo romeo quebec hotel india india tango
quebec alpha delta alpha november oscar lima quebec oscar romeo bravo
india delta papa golf delta foxtrot tango charlie tango mike romeo
sierra papa quebec hotel echo
oscar foxtrot foxtrot november delta quebec tango
juliett charlie mike mike kilo golf golf alpha delta quebec
hotel hotel juliett kilo
golf hotel charlie sierra
foxtrot kilo golf echo juliett charlie
tango sierra papa charlie foxtrot
mike india foxtrot
delta sierra golf lima foxtrot mike lima golf sierra charlie
mike sierra hotel delta bravo quebec sierra
golf echo hotel tango
alpha alpha golf quebec india romeo
foxtrot foxtrot papa hotel
romeo juliett november sierra echo golf
hotel oscar papa kilo india
juliett mike tango tango charlie sierra oscar lima mike lima juliett foxtrot
kilo echo sierra kilo alpha
alpha india charlie oscar golf delta bravo alpha golf
foxtrot mike quebec bravo india charlie juliett charlie alpha romeo
india echo kilo papa mike charlie oscar foxtrot lima
hotel tango alpha quebec india sierra romeo papa kilo kilo
echo sierra tango kilo november mike romeo oscar lima
romeo lima golf sierra kilo echo
mike tango sierra foxtrot sierra quebec papa india delta tango kilo
delta foxtrot alpha kilo november charlie
kilo romeo quebec india foxtrot papa juliett juliett kilo lima oscar bravo
lima oscar sierra india echo romeo sierra
lima papa mike november golf foxtrot golf mike echo delta mike
foxtrot romeo sierra quebec charlie sierra foxtrot alpha golf papa
foxtrot sierra oscar papa tango india india golf golf oscar
echo quebec oscar quebec alpha sierra kilo bravo alpha
tango lima oscar mike foxtrot
tango oscar hotel golf sierra oscar mike
november oscar juliett november mike romeo delta juliett oscar foxtrot charlie
india hotel sierra hotel
echo quebec mike charlie november
kilo alpha bravo romeo quebec
romeo kilo quebec tango sierra papa juliett charlie charlie echo sierra kilo
lima papa delta romeo papa echo india
echo charlie mike delta echo bravo
charlie india sierra
oscar kilo bravo lima november
charlie echo sierra echo alpha sierra november bravo papa
alpha india quebec hotel tango quebec bravo juliett
golf hotel juliett delta echo
juliett sierra tango kilo foxtrot lima foxtrot kilo lima tango
november tango quebec india sierra mike
romeo kilo tango india delta lima alpha oscar juliett echo foxtrot india
golf foxtrot delta oscar delta quebec mike golf kilo foxtrot
juliett papa echo tango mike golf hotel foxtrot bravo kilo
november delta mike lima hotel india
india quebec november lima alpha golf hotel foxtrot juliett kilo charlie hotel
hotel lima kilo romeo juliett sierra oscar romeo juliett
echo juliett alpha
kilo romeo foxtrot sierra mike oscar alpha mike papa oscar romeo kilo
kilo sierra hotel juliett
tango india papa juliett sierra
delta foxtrot lima alpha golf alpha bravo kilo golf papa juliett hotel
india echo sierra romeo india delta
delta juliett foxtrot
delta golf lima sierra quebec golf hotel india oscar quebec sierra
romeo india oscar tango hotel
quebec tango romeo papa lima foxtrot hotel november november romeo
golf tango golf papa quebec india delta papa romeo lima
hotel delta oscar romeo
charlie papa romeo alpha kilo kilo kilo lima echo charlie tango
kilo charlie juliett
juliett lima india golf kilo november delta echo romeo alpha mike charlie
india romeo charlie tango tango charlie
oscar hotel sierra charlie alpha sierra foxtrot delta kilo romeo oscar tango
alpha sierra juliett delta echo hotel golf lima oscar sierra
charlie bravo bravo foxtrot kilo oscar sierra bravo echo echo quebec lima
november november hotel foxtrot alpha india romeo echo
lima delta romeo
sierra romeo charlie delta echo tango papa
sierra tango lima oscar papa lima foxtrot november hotel mike india foxtrot
romeo delta romeo
delta papa kilo papa alpha romeo charlie quebec hotel charlie
golf tango romeo tango papa alpha kilo
november sierra india alpha india echo
november sierra juliett tango
kilo kilo romeo alpha echo sierra tango delta echo delta oscar
bravo lima golf juliett romeo tango
charlie delta november lima foxtrot tango sierra romeo mike
lima golf hotel mike
juliett sierra mike sierra papa papa bravo
tango quebec bravo echo kilo golf delta
alpha juliett sierra
echo bravo papa bravo
charlie kilo quebec kilo juliett delta romeo
bravo lima romeo quebec quebec kilo
tango hotel papa alpha oscar hotel
echo papa juliett
alpha echo golf juliett
charlie oscar romeo papa papa kilo golf lima kilo bravo
papa golf oscar foxtrot
charlie oscar india
hotel romeo kilo quebec golf quebec sierra lima lima
oscar delta echo oscar echo delta charlie
charlie oscar romeo lima romeo bravo alpha charlie oscar
alpha november alpha sierra oscar
india india lima
romeo hotel alpha charlie romeo juliett quebec mike golf oscar charlie juliett
india november november golf
charlie india delta bravo golf november sierra papa romeo november alpha
echo romeo romeo golf lima sierra echo hotel papa echo
kilo oscar alpha bravo
hotel echo echo
oscar kilo oscar india quebec lima november mike
bravo kilo mike tango alpha tango
delta alpha delta delta sierra lima delta foxtrot golf mike
foxtrot india bravo juliett mike
foxtrot mike foxtrot foxtrot charlie delta hotel papa charlie
quebec juliett romeo bravo charlie papa alpha
bravo alpha kilo golf
lima echo tango oscar lima golf romeo alpha kilo charlie kilo lima
papa mike golf tango foxtrot echo hotel delta
juliett papa hotel
charlie india charlie sierra golf charlie alpha india quebec foxtrot
delta charlie alpha november alpha
kilo romeo india november charlie
charlie india lima golf juliett papa hotel
kilo sierra oscar juliett november
sierra foxtrot romeo kilo oscar romeo
echo foxtrot india juliett mike sierra bravo oscar sierra
tango bravo delta
lima echo tango hotel india golf papa bravo papa
juliett mike alpha alpha november romeo
delta oscar oscar charlie papa
alpha lima romeo india oscar papa hotel delta mike hotel foxtrot quebec
tango echo oscar mike
papa india romeo oscar tango romeo
oscar kilo november bravo bravo hotel mike bravo mike
alpha alpha echo hotel golf charlie charlie juliett
hotel papa oscar charlie tango juliett quebec kilo echo november charlie
bravo charlie alpha foxtrot kilo juliett
tango papa hotel papa
oscar foxtrot quebec kilo romeo foxtrot papa tango kilo
mike hotel charlie oscar india oscar juliett juliett echo juliett bravo
romeo sierra tango romeo india bravo
papa mike foxtrot quebec alpha romeo juliett sierra juliett mike november
quebec india juliett alpha echo india juliett papa
delta kilo juliett quebec
india mike papa golf mike india echo romeo oscar
golf charlie quebec delta delta alpha
charlie charlie delta papa romeo foxtrot golf golf bravo
quebec quebec quebec romeo bravo
golf kilo tango quebec tango alpha golf echo tango
alpha sierra bravo november romeo bravo
golf alpha oscar quebec tango kilo charlie hotel india mike quebec
lima quebec oscar quebec delta golf juliett
tango november mike mike tango alpha
mike alpha juliett romeo delta mike quebec golf tango echo
charlie tango hotel foxtrot
lima romeo charlie charlie mike hotel quebec
charlie alpha foxtrot golf quebec oscar juliett
delta golf tango papa lima charlie charlie mike delta foxtrot echo
bravo mike november hotel november echo charlie india quebec quebec lima
tango delta juliett romeo november juliett echo november
lima sierra juliett lima charlie echo echo juliett
kilo foxtrot quebec charlie
romeo november mike india echo kilo sierra sierra delta foxtrot kilo delta
romeo charlie bravo papa oscar
quebec foxtrot quebec sierra oscar tango kilo
delta lima quebec echo juliett papa romeo echo
delta tango india india oscar hotel bravo papa
foxtrot echo lima november delta delta lima juliett tango india
hotel papa tango juliett golf india delta hotel romeo romeo
oscar foxtrot mike lima golf alpha sierra romeo
foxtrot november quebec quebec november foxtrot echo
charlie mike lima oscar oscar hotel romeo
tango echo kilo hotel kilo bravo
golf alpha quebec sierra
november mike echo bravo bravo lima delta foxtrot lima kilo
mike lima alpha india mike tango quebec
golf kilo foxtrot golf
oscar golf alpha hotel romeo tango india
sierra mike oscar romeo golf foxtrot tango
hotel echo oscar tango foxtrot mike mike
oscar foxtrot foxtrot alpha delta juliett
oscar romeo papa romeo alpha
hotel charlie tango november
quebec india november romeo quebec tango foxtrot romeo papa papa
papa papa tango bravo papa
bravo alpha bravo oscar
mike papa tango kilo november hotel tango november lima lima
kilo golf foxtrot charlie tango lima charlie november juliett
november oscar tango india tango tango sierra alpha alpha
hotel bravo golf mike india kilo delta echo sierra papa
delta lima bravo kilo november romeo bravo romeo lima alpha papa echo
golf delta papa sierra golf delta sierra lima
hotel mike november echo kilo quebec lima
juliett india charlie juliett romeo
charlie echo lima
foxtrot lima romeo india golf bravo sierra alpha lima
golf november juliett hotel foxtrot delta sierra
charlie mike kilo echo charlie oscar hotel lima lima romeo
sierra mike bravo papa lima november november mike mike india quebec lima
mike india juliett hotel mike mike charlie november golf
echo delta delta quebec tango foxtrot
sierra quebec quebec romeo quebec hotel papa echo
hotel mike foxtrot golf alpha papa india sierra echo
india tango echo bravo
bravo quebec golf tango foxtrot november hotel november romeo kilo charlie alpha
foxtrot charlie bravo papa quebec tango oscar golf foxtrot kilo november
oscar golf echo
bravo mike bravo echo alpha papa india mike alpha charlie
foxtrot golf charlie
delta delta india november golf
mike lima juliett lima charlie golf hotel mike echo romeo
bravo romeo alpha kilo lima foxtrot kilo oscar hotel tango echo
sierra tango lima bravo papa tango india quebec india bravo papa
quebec romeo tango romeo golf papa sierra bravo romeo kilo november hotel
juliett lima mike india november echo lima mike hotel quebec
quebec india november tango sierra charlie echo
tango alpha juliett echo delta
foxtrot lima alpha romeo foxtrot india foxtrot foxtrot lima charlie foxtrot
india hotel alpha mike hotel sierra oscar oscar hotel india delta bravo
hotel juliett foxtrot juliett juliett romeo charlie hotel charlie oscar
charlie delta mike papa
kilo echo golf
echo oscar lima bravo bravo golf tango
india papa oscar echo echo papa bravo
kilo kilo alpha papa foxtrot juliett november
charlie golf golf india lima tango
lima delta india
romeo echo juliett golf echo november juliett tango hotel bravo tango foxtrot
juliett delta bravo charlie foxtrot foxtrot
golf mike foxtrot tango
november delta papa
sierra november golf mike kilo oscar papa quebec india
mike november november juliett charlie bravo bravo lima mike sierra november
echo bravo foxtrot bravo
bravo lima echo hotel golf papa kilo lima lima oscar juliett
india quebec sierra foxtrot lima bravo
quebec papa kilo juliett
bravo lima echo alpha sierra
india kilo echo juliett quebec
romeo golf bravo sierra mike alpha
papa papa echo foxtrot papa lima lima kilo oscar sierra
india mike bravo quebec quebec lima alpha
sierra bravo echo sierra quebec oscar mike lima papa
quebec alpha mike romeo oscar
hotel tango echo romeo echo mike bravo delta
alpha tango charlie india november juliett lima delta alpha
india kilo quebec sierra oscar charlie papa mike mike charlie november sierra
golf papa foxtrot
foxtrot foxtrot sierra echo oscar kilo delta bravo golf bravo alpha
juliett foxtrot bravo mike bravo echo
quebec tango lima mike tango juliett tango papa
india bravo echo alpha papa quebec bravo echo echo mike
foxtrot alpha lima foxtrot hotel
romeo hotel bravo kilo sierra bravo romeo romeo foxtrot november
tango quebec delta tango hotel lima november bravo quebec tango
oscar mike india alpha hotel november lima kilo kilo hotel
mike papa romeo charlie india echo echo charlie
november delta oscar delta echo papa echo
delta sierra mike delta juliett delta delta romeo delta
bravo kilo sierra
hotel india delta india golf hotel echo tango sierra papa hotel alpha
hotel sierra papa foxtrot romeo papa golf
tango india bravo oscar lima papa sierra kilo tango hotel
foxtrot quebec india
mike november mike romeo mike echo golf india delta
echo charlie bravo delta oscar
juliett bravo charlie delta romeo
lima romeo romeo delta foxtrot juliett alpha romeo charlie romeo
romeo november echo kilo juliett hotel mike golf golf
oscar papa quebec charlie
quebec bravo bravo oscar romeo india lima alpha papa quebec echo
kilo quebec india mike papa mike papa
hotel lima sierra charlie sierra lima golf juliett golf quebec echo alpha
kilo juliett charlie echo november alpha charlie papa alpha oscar alpha mike
india alpha charlie juliett papa india tango
golf sierra golf papa echo
mike hotel alpha november juliett kilo romeo kilo bravo india kilo juliett
sierra lima hotel papa echo kilo quebec alpha hotel
oscar delta delta oscar romeo hotel foxtrot lima juliett
foxtrot papa india
papa juliett mike hotel
quebec delta mike charlie sierra oscar bravo mike echo
echo quebec echo quebec
alpha alpha tango bravo november alpha
papa sierra kilo oscar golf romeo quebec quebec alpha romeo quebec papa
foxtrot quebec oscar hotel india kilo tango november bravo mike hotel alpha
oscar oscar golf charlie golf alpha sierra india
delta hotel echo foxtrot
foxtrot romeo foxtrot bravo golf november juliett tango
golf papa mike lima lima quebec quebec juliett quebec echo alpha
foxtrot papa kilo
papa bravo foxtrot kilo bravo charlie charlie november oscar bravo delta
tango echo alpha echo india
foxtrot golf delta hotel kilo quebec india sierra tango sierra
oscar quebec sierra alpha quebec alpha
papa hotel tango charlie romeo juliett india golf bravo charlie oscar mike
oscar mike echo oscar india november
echo mike romeo oscar tango tango india lima india echo
echo juliett romeo
foxtrot bravo hotel foxtrot foxtrot bravo echo sierra mike juliett juliett november
quebec romeo mike
alpha november golf mike papa kilo hotel india hotel romeo romeo november
kilo quebec golf mike
november india charlie tango mike india alpha bravo mike
india echo delta papa tango delta echo kilo mike
november november quebec foxtrot delta
india bravo lima november oscar
mike sierra mike bravo echo sierra delta quebec golf charlie
kilo echo hotel tango india echo sierra papa november lima hotel
november echo echo juliett tango hotel foxtrot bravo mike quebec sierra mike
sierra delta november quebec
quebec papa november
romeo tango romeo papa
sierra delta golf oscar quebec quebec alpha sierra kilo sierra golf golf
lima india echo
november lima india juliett mike echo hotel oscar india oscar papa
november alpha alpha quebec juliett oscar juliett hotel sierra juliett romeo
november bravo charlie oscar india
charlie alpha golf quebec india foxtrot quebec papa
golf bravo mike bravo kilo oscar
alpha november tango delta foxtrot oscar mike mike echo india
echo hotel mike oscar mike mike juliett
romeo bravo romeo romeo golf november charlie foxtrot november kilo quebec november
oscar mike kilo romeo november papa
kilo alpha sierra november charlie
india tango lima hotel quebec india
romeo quebec india sierra
golf papa november foxtrot
juliett mike charlie sierra bravo juliett golf alpha india bravo mike
echo alpha alpha romeo juliett
golf delta quebec tango bravo mike hotel papa delta
juliett november sierra echo november delta
alpha tango bravo mike foxtrot delta quebec oscar
charlie november echo golf sierra india oscar echo delta charlie lima alpha
bravo delta papa quebec mike lima lima delta foxtrot
hotel foxtrot sierra juliett charlie juliett bravo
romeo golf india sierra india golf delta
sierra tango delta quebec
foxtrot sierra tango foxtrot charlie sierra
mike sierra tango bravo sierra delta romeo papa hotel
sierra alpha kilo charlie echo kilo papa golf golf golf
kilo romeo november golf tango oscar alpha november
kilo mike alpha tango sierra quebec lima charlie
papa india echo delta mike golf alpha foxtrot juliett papa romeo kilo
juliett mike lima juliett tango golf
hotel alpha echo
foxtrot mike romeo kilo hotel papa lima november bravo tango juliett
golf tango bravo oscar foxtrot romeo november
november sierra november bravo
alpha papa charlie romeo
india romeo sierra foxtrot papa bravo quebec bravo delta charlie foxtrot india
tango foxtrot oscar november sierra echo india
delta romeo papa november delta papa delta sierra
india sierra juliett lima oscar foxtrot mike india oscar golf juliett
echo delta charlie
charlie india sierra romeo lima charlie alpha romeo
india november golf sierra oscar delta charlie papa foxtrot echo golf
romeo foxtrot charlie romeo alpha oscar alpha romeo lima alpha romeo quebec
alpha golf delta delta tango
papa sierra romeo
november november golf
quebec delta hotel delta papa echo foxtrot sierra hotel november alpha
tango quebec november quebec delta lima echo
sierra november echo india oscar echo delta foxtrot
papa alpha bravo charlie echo juliett lima
romeo hotel delta oscar lima oscar india charlie november november
bravo romeo echo sierra kilo delta november bravo echo papa delta
india kilo oscar echo lima foxtrot delta
quebec mike papa charlie golf golf
echo hotel sierra delta quebec
mike lima juliett sierra golf delta kilo
sierra november quebec foxtrot sierra romeo sierra india hotel
echo alpha oscar foxtrot oscar echo golf lima oscar echo lima charlie
hotel juliett juliett november mike echo foxtrot quebec tango india alpha hotel
foxtrot hotel tango kilo golf lima mike tango november india romeo
november sierra golf november
quebec alpha juliett bravo oscar sierra mike
kilo kilo bravo alpha alpha india foxtrot hotel
sierra tango hotel
oscar hotel sierra delta lima kilo lima india
hotel juliett hotel romeo golf hotel foxtrot india charlie bravo foxtrot
kilo juliett echo bravo foxtrot alpha hotel november alpha echo
tango charlie sierra bravo bravo sierra india mike lima delta echo quebec
juliett kilo foxtrot quebec papa kilo romeo juliett hotel
tango lima hotel
juliett mike quebec
echo sierra golf india alpha bravo echo
hotel lima papa hotel quebec foxtrot alpha juliett
oscar tango golf lima echo bravo
tango charlie foxtrot november alpha alpha bravo papa echo
quebec alpha juliett mike oscar
golf charlie delta papa echo lima india
november lima lima charlie lima
charlie sierra tango tango india quebec tango
hotel lima mike romeo bravo bravo charlie romeo
alpha alpha charlie alpha oscar bravo foxtrot
juliett hotel sierra echo hotel
india mike quebec hotel hotel
oscar hotel charlie foxtrot bravo delta juliett oscar quebec echo sierra
alpha kilo mike sierra hotel hotel juliett romeo india
quebec charlie lima mike india kilo foxtrot
hotel india foxtrot echo tango romeo delta papa bravo
november lima golf alpha foxtrot november alpha juliett kilo hotel alpha juliett
charlie kilo quebec echo
foxtrot foxtrot mike mike mike charlie echo
mike charlie romeo papa india romeo
india foxtrot oscar alpha foxtrot
sierra delta romeo juliett juliett
kilo quebec alpha alpha
bravo kilo echo romeo bravo charlie india lima oscar hotel sierra oscar
bravo alpha kilo
golf november tango echo hotel kilo hotel tango quebec mike foxtrot papa
juliett kilo sierra hotel mike foxtrot golf papa romeo india quebec
kilo charlie quebec mike
sierra charlie oscar alpha golf romeo delta mike
november romeo charlie lima romeo
romeo echo charlie
oscar sierra november charlie bravo hotel romeo foxtrot alpha delta
golf juliett november bravo
charlie foxtrot mike juliett tango oscar mike quebec
mike india juliett juliett lima
lima alpha delta echo india alpha juliett golf
sierra echo india bravo romeo kilo hotel oscar
hotel delta golf quebec alpha hotel golf oscar juliett romeo
golf golf delta lima lima kilo delta tango hotel foxtrot charlie
alpha golf lima papa mike charlie
kilo hotel romeo papa foxtrot
kilo hotel mike lima romeo november
delta lima golf november
india sierra sierra sierra india echo juliett foxtrot papa tango hotel hotel
charlie bravo kilo
sierra romeo bravo romeo sierra delta charlie lima
echo lima mike echo oscar kilo november lima
hotel mike november echo sierra romeo papa foxtrot echo foxtrot bravo
golf echo mike mike tango
oscar charlie alpha charlie
kilo november sierra oscar
oscar alpha hotel india mike papa hotel
kilo sierra juliett
juliett foxtrot echo india alpha
golf delta charlie romeo bravo oscar alpha papa november india
hotel papa kilo golf foxtrot tango sierra romeo india
charlie golf delta
sierra foxtrot echo foxtrot lima oscar delta
alpha kilo foxtrot hotel bravo juliett juliett alpha sierra sierra foxtrot oscar
tango quebec quebec quebec kilo bravo
papa oscar charlie india charlie india
echo echo delta bravo delta mike golf hotel juliett golf lima
delta echo november
golf echo alpha charlie oscar lima
charlie mike papa golf sierra tango quebec sierra sierra
hotel mike golf alpha bravo alpha charlie tango sierra alpha hotel
charlie tango echo november tango mike foxtrot charlie romeo
quebec november november sierra romeo juliett juliett
delta alpha oscar hotel lima delta quebec delta kilo foxtrot romeo mike
kilo papa charlie november kilo golf
november hotel oscar papa alpha quebec sierra echo foxtrot foxtrot hotel oscar
alpha quebec kilo juliett oscar juliett sierra hotel india india mike echo
mike juliett alpha kilo delta
bravo papa charlie delta kilo
tango juliett bravo foxtrot papa romeo foxtrot hotel romeo quebec
sierra quebec india bravo alpha oscar delta oscar golf
echo bravo kilo quebec kilo mike papa romeo mike tango kilo
foxtrot india november echo oscar papa
quebec foxtrot quebec charlie
papa november sierra romeo delta golf charlie
oscar charlie charlie echo bravo romeo quebec
juliett lima kilo india kilo sierra
papa golf alpha foxtrot hotel
india sierra mike
delta romeo mike delta sierra
kilo sierra india bravo echo india kilo tango tango juliett delta hotel
tango echo lima foxtrot india india oscar tango quebec
papa delta lima golf juliett alpha
mike golf echo
tango charlie tango sierra november hotel echo charlie hotel india delta november
golf india hotel juliett tango mike lima papa charlie sierra
papa november sierra
juliett tango delta hotel charlie kilo alpha kilo mike delta bravo bravo
golf alpha november echo echo india
lima november hotel november quebec hotel
golf papa charlie charlie mike bravo sierra echo kilo alpha
oscar tango oscar juliett echo charlie oscar oscar tango juliett golf charlie
echo echo juliett papa bravo charlie
echo sierra sierra quebec echo romeo kilo
foxtrot oscar oscar
tango echo oscar alpha romeo alpha echo
papa foxtrot bravo mike charlie golf alpha tango india alpha juliett
echo mike foxtrot tango kilo juliett mike sierra tango oscar november juliett
romeo india hotel hotel papa
quebec juliett foxtrot november oscar
sierra tango golf echo delta kilo november delta
foxtrot november sierra
charlie papa romeo oscar lima foxtrot kilo november foxtrot kilo hotel
november alpha echo bravo oscar kilo delta
juliett charlie hotel sierra quebec hotel
romeo mike echo india
echo charlie november sierra charlie juliett quebec
india november mike charlie lima alpha quebec quebec sierra juliett charlie delta
bravo lima echo bravo lima charlie papa november
tango foxtrot delta golf sierra lima bravo quebec quebec india lima quebec
golf charlie mike delta india kilo
echo echo papa november hotel
quebec echo delta kilo echo papa oscar
kilo romeo lima quebec tango mike echo hotel
foxtrot charlie sierra sierra alpha papa lima alpha golf juliett november charlie
india delta bravo hotel
golf quebec india alpha lima
quebec india lima charlie echo alpha alpha romeo papa romeo romeo
hotel foxtrot november quebec sierra romeo india golf india oscar alpha tango
golf quebec papa alpha
november november sierra papa charlie echo delta quebec
delta romeo delta
mike lima kilo november bravo mike
kilo papa papa kilo charlie hotel charlie foxtrot
echo mike india india charlie delta golf
foxtrot golf kilo alpha
alpha mike lima delta
juliett foxtrot oscar quebec hotel
sierra november hotel golf tango charlie oscar oscar
delta juliett hotel echo hotel delta juliett romeo november delta
bravo papa mike juliett
delta foxtrot echo juliett charlie alpha quebec foxtrot alpha
papa kilo alpha november charlie kilo alpha sierra
quebec oscar mike india india november oscar lima papa echo mike
papa juliett mike juliett delta delta hotel juliett kilo oscar
romeo delta alpha quebec hotel papa juliett tango quebec
lima sierra romeo mike alpha juliett sierra charlie sierra
sierra juliett bravo
lima delta alpha lima india oscar mike
delta hotel romeo juliett bravo charlie alpha india
delta kilo bravo echo india charlie echo bravo echo kilo alpha foxtrot
quebec sierra sierra
kilo charlie juliett tango delta bravo lima
mike hotel romeo november
bravo echo tango foxtrot
foxtrot papa november alpha india mike
mike foxtrot tango golf tango charlie mike quebec papa oscar sierra echo
golf romeo papa
sierra november oscar india mike tango golf delta papa romeo juliett
tango juliett tango
tango sierra quebec golf charlie delta papa golf november tango kilo lima
alpha quebec hotel november india kilo sierra papa delta echo hotel
mike bravo golf delta hotel oscar papa alpha
lima lima golf quebec lima delta lima charlie echo
quebec oscar romeo delta charlie papa echo tango
kilo lima juliett november
oscar alpha hotel india bravo juliett echo november romeo
tango mike oscar kilo kilo
echo kilo sierra lima bravo alpha foxtrot india romeo sierra delta echo
charlie foxtrot alpha delta sierra india
november foxtrot juliett sierra foxtrot hotel juliett kilo echo echo romeo
lima charlie echo foxtrot foxtrot charlie
bravo alpha charlie
november november delta juliett sierra delta
echo bravo oscar hotel delta hotel
kilo oscar golf mike alpha charlie
kilo bravo delta
kilo november lima bravo
india echo india lima sierra
alpha tango juliett juliett kilo
juliett kilo delta papa oscar foxtrot november november
lima charlie india alpha juliett mike
hotel alpha alpha hotel papa golf charlie golf india quebec lima bravo
papa papa charlie tango quebec hotel golf delta india kilo
charlie mike sierra sierra golf
november golf echo november hotel romeo bravo charlie charlie
mike lima lima
juliett quebec hotel india foxtrot tango mike
tango sierra foxtrot papa echo
oscar delta echo bravo india bravo
romeo tango delta echo sierra hotel delta golf
golf india bravo hotel mike quebec golf november
mike juliett alpha lima
delta papa juliett alpha tango sierra delta delta papa papa sierra
golf tango kilo
foxtrot mike golf foxtrot hotel november foxtrot delta
lima foxtrot mike india kilo papa bravo bravo
foxtrot sierra quebec juliett oscar tango tango
quebec oscar oscar golf quebec oscar hotel
echo juliett golf bravo kilo india
kilo romeo romeo
echo golf kilo november alpha lima quebec
sierra quebec alpha delta alpha golf mike foxtrot kilo
hotel papa quebec romeo bravo alpha romeo hotel kilo echo sierra juliett
papa mike romeo lima romeo oscar quebec papa oscar bravo charlie quebec
delta tango sierra sierra kilo
juliett alpha sierra alpha oscar lima juliett juliett november india oscar
foxtrot november charlie november november
sierra alpha mike mike november india bravo echo papa golf romeo
papa papa oscar kilo alpha oscar echo india hotel romeo
india alpha tango bravo juliett romeo india bravo hotel
golf alpha golf foxtrot november hotel golf
kilo india charlie romeo delta
oscar hotel delta oscar charlie charlie papa oscar
juliett alpha india
sierra bravo tango romeo romeo echo foxtrot foxtrot
hotel tango alpha lima kilo kilo alpha hotel india
delta bravo india papa
oscar kilo november november sierra alpha papa delta bravo
tango mike quebec charlie lima echo kilo echo foxtrot bravo golf
bravo november kilo echo charlie foxtrot sierra mike romeo november tango
sierra kilo romeo lima lima november november
india foxtrot charlie
oscar november delta papa romeo november sierra kilo
sierra delta hotel india hotel kilo quebec
tango charlie alpha quebec alpha kilo delta tango romeo oscar
echo romeo golf echo papa delta
charlie hotel tango november papa golf
tango hotel bravo juliett romeo juliett golf juliett quebec
mike charlie india alpha charlie bravo golf juliett foxtrot kilo hotel papa
foxtrot tango golf tango lima bravo delta bravo papa
charlie golf tango
papa papa juliett bravo
bravo romeo oscar oscar
golf sierra papa echo tango charlie november foxtrot romeo juliett
quebec golf mike kilo romeo quebec bravo golf oscar hotel romeo
charlie tango foxtrot bravo bravo sierra bravo juliett
foxtrot alpha quebec juliett kilo alpha
sierra echo delta delta hotel november mike alpha tango sierra
alpha kilo lima bravo foxtrot kilo alpha delta echo kilo echo delta
india mike delta hotel sierra
november echo charlie lima romeo mike
foxtrot india lima mike oscar papa foxtrot sierra foxtrot delta delta echo
lima romeo charlie golf
echo mike charlie bravo juliett bravo juliett india papa echo quebec lima
delta november sierra papa
foxtrot sierra echo
romeo romeo sierra mike lima
november charlie november papa hotel
mike juliett echo mike
november juliett sierra romeo golf romeo tango alpha golf sierra
alpha lima bravo
sierra november oscar bravo mike tango
mike oscar hotel juliett sierra juliett oscar golf golf
mike golf tango charlie quebec alpha tango november tango oscar mike
lima november sierra
quebec mike romeo
bravo november delta juliett charlie mike tango lima delta bravo
bravo echo juliett oscar
hotel lima alpha quebec sierra delta alpha delta oscar
papa echo kilo hotel oscar bravo echo oscar
golf alpha foxtrot foxtrot sierra bravo tango november india lima india foxtrot
papa tango mike papa bravo
echo kilo juliett november juliett quebec golf foxtrot alpha
bravo november alpha juliett bravo delta oscar foxtrot echo golf
bravo tango golf echo lima golf quebec november november
kilo quebec foxtrot quebec juliett hotel lima mike kilo delta
lima quebec sierra november papa delta
golf hotel india bravo delta
alpha juliett sierra oscar papa
sierra quebec romeo
kilo juliett echo november
india golf alpha sierra alpha echo
foxtrot oscar delta foxtrot foxtrot hotel oscar tango golf
mike quebec sierra romeo
bravo papa juliett alpha echo charlie foxtrot alpha echo
quebec oscar mike november india november delta golf kilo oscar tango
india echo tango kilo romeo tango charlie tango bravo echo quebec
sierra hotel quebec echo november
sierra kilo quebec sierra lima sierra
charlie quebec quebec oscar romeo bravo charlie papa juliett golf lima echo
juliett kilo juliett
mike kilo charlie sierra quebec delta papa india
tango delta romeo foxtrot tango foxtrot delta
foxtrot kilo oscar sierra mike oscar hotel lima
charlie papa oscar delta november papa delta romeo
quebec romeo tango hotel foxtrot charlie echo echo sierra quebec juliett hotel
bravo golf alpha golf hotel
alpha romeo golf november bravo foxtrot alpha golf delta kilo juliett
oscar romeo juliett hotel hotel echo bravo
delta kilo golf tango kilo india india quebec foxtrot echo kilo
sierra lima alpha juliett foxtrot romeo november
tango lima golf sierra juliett
sierra mike sierra foxtrot juliett charlie oscar
kilo romeo sierra
oscar oscar foxtrot romeo oscar golf lima papa india foxtrot kilo november
foxtrot mike india foxtrot kilo lima tango golf echo
quebec echo delta hotel hotel alpha papa papa hotel november
juliett golf juliett quebec mike delta delta charlie
hotel romeo alpha lima november november lima mike romeo kilo
sierra foxtrot foxtrot kilo
romeo november delta lima foxtrot papa delta tango november lima
mike echo india kilo foxtrot romeo tango mike
india lima alpha oscar golf charlie mike oscar tango
india lima tango
bravo kilo india hotel alpha foxtrot tango foxtrot hotel bravo papa golf
bravo oscar bravo tango echo alpha quebec november tango sierra
mike juliett kilo papa quebec golf lima delta hotel charlie
foxtrot bravo bravo india november quebec india quebec hotel mike
bravo echo lima india
bravo sierra juliett
sierra kilo bravo sierra echo lima
papa lima mike papa delta papa lima mike lima november juliett
hotel echo delta tango oscar november tango sierra november echo golf bravo
juliett kilo echo echo kilo echo sierra mike mike
echo alpha bravo charlie delta quebec india alpha papa romeo november
delta kilo papa
alpha bravo india golf
hotel tango lima kilo
kilo sierra lima
kilo delta quebec foxtrot lima foxtrot hotel
echo juliett papa juliett romeo india tango india papa
golf delta sierra oscar india
kilo bravo papa golf november lima alpha papa india
echo tango tango papa india echo lima foxtrot delta
golf mike juliett
quebec papa quebec india golf delta mike echo juliett
papa november foxtrot delta golf lima lima papa alpha
oscar hotel november
charlie lima india kilo sierra november november hotel kilo november juliett mike
tango hotel oscar delta charlie charlie romeo papa delta
foxtrot bravo mike november bravo tango mike foxtrot india
quebec quebec foxtrot juliett romeo romeo juliett alpha
kilo quebec india quebec bravo echo india mike tango charlie kilo papa
papa charlie foxtrot romeo echo alpha
lima mike oscar tango tango mike india india sierra india foxtrot
delta echo golf foxtrot foxtrot foxtrot kilo bravo foxtrot foxtrot echo mike
charlie juliett november papa
november golf papa juliett delta romeo papa alpha
november echo papa echo hotel bravo quebec
november delta oscar charlie hotel charlie kilo alpha india papa
delta foxtrot sierra tango tango mike tango lima juliett charlie romeo tango
kilo sierra papa
delta juliett papa oscar quebec golf
november golf juliett delta bravo delta quebec kilo kilo charlie papa
echo quebec papa india oscar india kilo sierra
alpha hotel quebec kilo lima alpha tango papa kilo papa
papa november sierra november delta mike golf quebec delta sierra echo sierra
november oscar alpha echo echo alpha golf romeo
echo india alpha papa tango sierra lima quebec mike
juliett kilo juliett alpha hotel tango november lima
charlie lima hotel romeo romeo quebec
lima juliett kilo delta november foxtrot hotel charlie bravo foxtrot romeo alpha
juliett kilo oscar kilo kilo kilo alpha romeo papa bravo
hotel sierra quebec sierra quebec romeo juliett alpha oscar
