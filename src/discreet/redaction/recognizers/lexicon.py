"""Word lists shared by the address and name recognizers (lower case), and the reader of
the lists shipped in `redaction/data/`."""

from __future__ import annotations

from importlib import resources
from typing import Final

import regex
from spacy.lang.en.stop_words import STOP_WORDS

from discreet.lookalikes import read_forms

__all__ = [
    "ADDRESS_CONNECTORS",
    "ADDRESS_LABELS_ABROAD",
    "ADDRESS_STOP",
    "BUSINESS_END",
    "BUSINESS_HEADS",
    "BUSINESS_WORDS",
    "CALENDAR_WORDS",
    "DESK_PREFIXES_ABROAD",
    "DESK_WORDS_ABROAD",
    "GREETINGS_ABROAD",
    "GROUP_WORDS",
    "LANDMARK_WORDS",
    "NAME_FILLERS",
    "NAME_LABELS",
    "NOT_NAMES",
    "SAINT_WORDS",
    "STREET_SUFFIXES",
    "STREET_WORDS",
    "SURNAME_JOINERS",
    "SURNAME_PARTICLES",
    "UNIT_WORDS",
    "WEBMAILS",
    "WORKPLACE",
    "data_lines",
]


def data_lines(name: str) -> list[str]:
    """The lines of the list `redaction/data/<name>`, stripped, without blank lines and `#`
    comments."""
    data = resources.files("discreet.redaction").joinpath("data", name).read_text("utf-8")
    return [line.strip() for line in data.splitlines() if line.strip() and not line.startswith("#")]


SURNAME_PARTICLES: Final = (
    *("van", "von", "de", "der", "den", "del", "della", "di", "da", "dos", "das", "do", "du"),
    *("los", "las", "des", "ben", "binti"),
    *("la", "le", "ter", "ten", "bin", "ibn", "al", "el", "ó", "ní", "nic", "mac", "ua", "ap"),
)
"""Lower-case words that start a surname ("Anouk de Vries", "Isabel de la Fuente", "Maria de los
Santos", "Siti binti Abdullah", "Seán mac Diarmada", "pádraig ó súilleabháin", "Dafydd ap
Gwilym")."""
SURNAME_JOINERS: Final = ("y", "i", "e", "a/p", "a/l", "s/o", "d/o")
"""Words that join two surnames ("Ortega y Gasset", "Casals i Ferrer", "Silva e Souza"), or a
given name and the father's ("Thivyashini a/p Maniam": Malay "anak perempuan", daughter of;
"a/l", son of; "s/o" and "d/o" in Singapore and India)."""
SAINT_WORDS: Final = ("st", "saint", "sainte", "santa", "santo", "san", "são", "sao", "sankt")
"""Words before a saint's name, which names a church, a school, a hospital or a day ("St
Mary's school", "St George's Day", "Santa Clara"), never someone who writes to support."""

# (every word also as the normalizer reads it: "λεωφ" as "λewφ", see `read_forms`)
_STREET_WORDS = """
    street st str road rd avenue ave av lane ln drive dr way boulevard blvd court ct place pl
    crescent cres terrace close square sq highway hwy parkway pkwy turnpike alley route rte
    circle cir trail trl row walk mews grove hill gardens park parade esplanade wharf quay
    strasse straße gasse weg allee platz via viale piazza corso largo vicolo rua travessa
    avenida calle carrera cra kra cll diagonal transversal paseo rue chemin allée impasse
    boulevard ul ulica út utca utcа
    aleja plac laan straat plein gracht kade gade vej vei gata gatan vägen väg katu
    tänav iela tér r avda trg terrasse tee gate u vía sokak cad útja rkp krt köz kapu põik
    puiestee carrer avinguda passeig plaça travesía travesia calzada glorieta
    bd calea strada bulevardul aleea soseaua şoseaua șoseaua splaiul λεωφ λεωφόρος λεωφορος
    οδός οδος odos leof ngõ ngo ngách hẻm đường phố jl jalan gg obala cesta avenija
    šetalište setaliste prilaz mtaa barabara rambla caddesi cd sokağı sok sk mahallesi mah mh
    bulvarı bulvar blv triq vjal pjazza sqaq rehov rechov sderot maantee tn ул улица бул
    булевард רחוב רח שדרות שד شارع طريق
    prospekts gatve bulvāris bulvaris ulice nám námestie namestie ქუჩა ქ გამზ გამზირი kucha
    gamziri փողոց փ պողոտա պող poghots ko'chasi koʻchasi kuchasi кўчаси кўча
    mavzesi mavze даҳаси massivi"""
STREET_WORDS: Final = frozenset(f for w in _STREET_WORDS.split() for f in read_forms(w))
STREET_SUFFIXES: Final = (
    "katu", "kuja", "polku", "tie", "gatan", "vägen", "gata", "väg", "straße", "strasse",
    "str", "weg", "laan", "straat", "gade", "vej", "veien", "gasse", "allee", "platz",
    "plein", "utca", "ulica", "street", "road", "lane", "avenue",
)  # fmt: skip
_UNIT_WORDS = """
    apt apartment suite ste unit box po p.o p.o.box pobox psc apo dpo fpo flat floor fl bldg
    building room rm no nr house usns usnv uss usav usc
    app appt apto andar bloco lote quadra casa piso portal puerta izq izda dcha der esc int
    interior col colonia brgy barangay bât bat bâtiment batiment résidence residence étage
    etage bis ter h.no sector block phase depto dpto
    dto departamento oficina daire kat etaj imm esq όροφος οροφος orofos phường quận huyện
    perum blok plot hse lgh lägenhet whg wohnung stiege lok lokal mieszkanie stan edificio
    r/c s/n emelet ajtó ajto fsz korter appartament бл блок вх ет ап апартамент жк
    דירה קומה כניסה شقة فيلا مبنى عمارة ж.к talu vald maakond küla villa dira
    dz dzīv dzīvoklis dzivoklis byt bn բն բնակարան ბ ბინა bina uy уй xonadon хонадон kv кв"""
LANDMARK_WORDS: Final = frozenset({"near", "opp", "opposite", "behind", "beside", "landmark"})
"""Words that lead to a landmark in an Indian address ("near Ambika Sweets", "opp. the
school"): part of an address only with the place after them."""
UNIT_WORDS: Final = (
    frozenset(f for w in _UNIT_WORDS.split() for f in read_forms(w)) | LANDMARK_WORDS
)
ADDRESS_CONNECTORS: Final = frozenset(
    """and de do da dos das des di del della delle dei degli dello la le les los las el van
    von der den du y e et am an im zu z v u ten ter es wa""".split()
)
CALENDAR_WORDS: Final = frozenset(
    """january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday mon tue tues wed thu thur thurs fri sat sun today tomorrow yesterday
    christmas easter""".split()
) | frozenset(
    # the days of the week of other languages, but those that are first names too ("Domingo",
    # "Paraskevi", "Kyriaki"), each also as the redactor reads it ("Τετάρτη" as "Teτάρτη")
    form
    for day in """lunes martes miércoles miercoles jueves viernes sábado sabado segunda-feira
    terça-feira terca-feira quarta-feira quinta-feira sexta-feira lundi mardi mercredi jeudi
    vendredi samedi dimanche lunedì lunedi martedì martedi mercoledì mercoledi giovedì
    giovedi venerdì venerdi sabato domenica montag dienstag mittwoch donnerstag freitag
    samstag sonntag maandag dinsdag woensdag donderdag vrijdag zaterdag zondag måndag mandag
    tisdag tirsdag onsdag torsdag fredag lördag lørdag söndag søndag maanantai tiistai
    keskiviikko torstai perjantai lauantai sunnuntai poniedziałek wtorek środa czwartek
    piątek sobota niedziela pondělí úterý středa čtvrtek pátek neděle ponedjeljak utorak
    srijeda četvrtak petak subota nedjelja hétfő kedd szerda csütörtök péntek szombat
    vasárnap luni marți marti miercuri joi vineri sâmbătă sambata duminică duminica
    pazartesi salı sali çarşamba carsamba perşembe persembe cumartesi senin selasa rabu
    kamis jumat sabtu isnin khamis jumaat jumatatu jumanne jumatano alhamisi ijumaa jumamosi
    jumapili δευτέρα τρίτη τετάρτη πέμπτη σάββατο понедельник вторник среда четверг пятница
    суббота воскресенье""".split()
    for form in read_forms(day)
)
GREETINGS_ABROAD: Final = (
    *("olá", "ola", "oi", "hola", "bonjour", "salut", "hallo", "ciao", "buongiorno", "bună"),
    *("buna", "merhaba", "halo", "xin chào", "chào", "hej", "hei", "ahoj", "cześć", "szia"),
    *("zdravo", "habari", "salam", "salaam", "buenas", "buenos días", "buenos dias"),
    *("buen día", "buen dia", "buenas tardes", "buenas noches", "dobar dan", "dobro jutro"),
    *("dobra večer", "bok", "sawasdee", "sawatdee", "sawadee", "shikamoo", "jambo"),
    *("hujambo", "mambo", "selamat pagi", "selamat siang", "selamat petang", "selamat malam"),
    *("apa khabar", "annyeong", "annyeonghaseyo", "namaste", "bonsoir", "goedemorgen"),
    *("goedemiddag", "guten tag", "grüß gott", "servus", "bom dia", "boa tarde", "olá"),
    *("selam", "ahlan", "marhaba", "kumusta", "shalom", "dzień dobry", "dzien dobry", "tere"),
    *("dobrý den", "dobry den", "geia sou", "konnichiwa"),
    # Luxembourgish, Georgian and Armenian (in their scripts and typed in Latin letters),
    # Latvian, Slovak, Tunisian, Uzbek and Tajik, Bengali, Russian
    *("moien", "gamarjoba", "gamarjobat", "გამარჯობა", "გამარჯობათ", "barev", "barev dzez"),
    *("բարև", "բարեւ", "բարև ձեզ", "labdien", "labrīt", "labrit", "labvakar", "sveiki"),
    *("dobrý deň", "dobrý večer", "dobry vecer", "aslema", "assalomu alaykum"),
    *("assalamu alaikum", "salom", "салом", "nomoskar", "namaskar", "নমস্কার"),
    *("আসসালামু আলাইকুম", "здравствуйте", "zdravstvuyte", "привет", "privet", "добрый день"),
)
"""Greetings in the languages support mail arrives in, before whom they greet ("Olá Fátima,",
"Bună Dorin,", "xin chào Lan,")."""
NAME_LABELS: Final = (
    *("vorname", "nachname", "familienname", "nombre y apellidos", "nombre", "apellidos"),
    *("apellido", "nom de famille", "nom", "prénom", "prenom", "nome completo", "nome"),
    *("sobrenome",),
    *("nama lengkap", "nama", "họ và tên", "họ tên", "họ", "tên", "nume", "prenume"),
    *("ονοματεπώνυμο", "όνομα", "επώνυμο", "applicant", "الاسم الكامل", "الاسم"),
    *("imię i nazwisko", "imię", "nazwisko", "jméno", "příjmení", "ad soyad", "adı soyadı"),
    *("soyad", "фио", "имя", "фамилия", "naam", "achternaam", "voornaam", "navn", "fornavn"),
    *("etternavn", "efternavn", "namn", "förnamn", "efternamn", "nimi", "etunimi", "sukunimi"),
    *("név", "vezetéknév", "keresztnév", "ime", "prezime", "priimek", "cognome", "pangalan"),
    *("ime i prezime", "jina", "jina kamili", "majina", "nombres", "ชื่อ", "ชื่อ-นามสกุล"),
    *("นามสกุล", "이름", "성명", "氏名", "名前", "姓名", "titular"),
    # Latvian, Slovak, Luxembourgish, Uzbek and Russian (the full-name field's initials),
    # Georgian and Armenian (in their scripts and typed in Latin letters), Bengali
    *("vārds", "vards", "uzvārds", "uzvards", "vārds uzvārds", "vards uzvards", "meno"),
    *("priezvisko", "meno a priezvisko", "numm", "virnumm", "familljennumm", "f.i.sh"),
    *("f.i.sh.", "ф.и.ш", "ф.и.о", "fio", "familiya", "ism", "исм", "სახელი", "გვარი"),
    *("სახელი გვარი", "saxeli", "sakheli", "gvari", "անուն", "ազգանուն", "անուն ազգանուն"),
    *("anun", "azganun", "anun azganun", "নাম", "konta turētājs", "konta turetajs"),
    *("majiteľ účtu", "majitel uctu", "titulaire"),
)
"""A label a name field of a form has, in the other languages customers fill forms in; one
word of them is no name itself ("Jina: Zawadi Kisanga": "Jina" is Swahili for "name")."""
ADDRESS_LABELS_ABROAD: Final = (
    *("adresas", "pristatymo adresas", "адрес", "адреса", "адресу", "адрес доставки"),
    *("адреса доставки", "адрес за доставка", "мекенжай", "мекенжайы"),
    *("адреса за доставу", "adresa za dostavu", "za dostavu", "διεύθυνση"),
    *("διευθυνση", "cím", "cim", "lakcím", "lakcim", "szállítási cím", "naslov"),
    *("naslov za dostavu", "aadress", "tarneaadress", "adresă", "adres dostawy"),
    *("leveringsadresse", "lieu de livraison", "adresse d'enlèvement"),
    *("dirección de entrega", "endereço de entrega"),
    # Latvian, Armenian and Georgian (in their scripts and typed in Latin letters),
    # Uzbek (Latin and Cyrillic), Bengali, Luxembourgish
    *("adrese", "piegādes adrese", "piegades adrese", "հասցե", "hasce"),
    *("მისამართი", "misamarti", "manzil", "manzilim", "манзил", "ঠিকানা", "thikana"),
    *("adress", "liwweradress"),
)
"""An address field's label in the other languages customers fill forms in ("adresas",
"адрес доставки", "manzil"): no name itself, whatever its case."""
_EXTRA_NOT_NAMES = """
    morning afternoon evening greetings
    bye byee ta thx ty xx xxx btw lol fyi tbh idk imo pls plz asap
    hiya hallo bonjour hola ciao buongiorno danke merci gracias grazie
    moien gamarjoba gamarjobat barev labdien labrīt labrit labvakar sveiki aslema salom
    nomoskar namaskar zdravstvuyte privet paldies madloba mersi shnorhakalutyun ďakujem
    dakujem vďaka vdaka villmools dhonnobad dhonnobaad spasibo choukran
    hi hello hey dear thanks thank regards cheers best sincerely yours please sorry ok okay yes
    no not sure fine good great bad well glad happy sad calling writing looking trying going
    here there from about with just also still really very bot user agent customer support
    service team manager admin administrator sir madam mr mrs ms miss dr doctor name card
    account order ticket number email phone address help need want like would could the
    contacting interested asking following wondering afraid having new old unable able
    available okay alright in on at to for of by an a is am are was were be been being
    here's there's what's it's that's let's who's how's
    date mobile desk fax website where when directed personal info e-mail subject note re
    time title zip office home work cell tel telephone
    director ceo president officer engineer assistant representative staff member client
    attn attention cc bcc fwd fw pass password pin login username details bank ssn dob
    iban sort routing postcode zip eircode sender recipient username
    i've i'd i'll i'm we've we're we'll we'd you've you're you'll you'd they've they're
    they'll they'd he's she's can't don't won't isn't aren't wasn't didn't doesn't haven't
    geboortedatum geburtsdatum födelsedatum fødselsdato syntymäaika
    adresse adress adresa adres adresi osoite postiosoite katuosoite anschrift indirizzo
    endereço dirección direccion domicilio bydliště
    rodné rodne číslo cislo kimlik cédula cedula personnummer fødselsnummer henkilötunnus hetu
    wifi wi-fi
    vagyok siin itt helistab tukaj hawn
""".split()
HERE_WORDS_ABROAD: Final = (
    *("aquí", "aqui", "ici", "qui", "hier", "siin", "itt", "tukaj", "hawn", "hapa", "hano"),
    *("te", "šeit", "seit"),
)
""""Here" in the languages a "... here" introduction is written in ("wilber aquí", "Mari Tamm
siin")."""
ADDRESS_STOP: Final = (
    frozenset(STOP_WORDS)
    | CALENDAR_WORDS
    | frozenset(
        "please hello hi hey dear thanks thank regards cheers name phone email address".split()
    )
)
NAME_FILLERS: Final = frozenset(_EXTRA_NOT_NAMES)
NOT_NAMES: Final = (
    frozenset(STOP_WORDS)
    | frozenset(_EXTRA_NOT_NAMES)
    | CALENDAR_WORDS
    | frozenset(label for label in NAME_LABELS if " " not in label)
    | frozenset(label for label in ADDRESS_LABELS_ABROAD if " " not in label)
)

# Words that end the name of a business or a place of business ("Spokewise Cycles"), or of
# a thing named after someone ("the Mary Seacole Scholarship", "the Ada Lovelace Building").
BUSINESS_WORDS: Final = frozenset(
    """ltd limited inc llc llp plc gmbh co corp corporation company group holdings partners
    shop store stores market supermarket bakery bakehouse cafe café coffee kitchen restaurant
    bistro bar pub inn hotel lodge resort hostel motel spa salon studio studios gallery
    clinic dental pharmacy surgery garage motors cycles bikes books florist outfitters
    supplies services solutions systems technologies labs apparel boutique bank insurance
    travel tours airlines airways logistics express couriers foods farm brewery winery
    centre center academy school club fitness gym airport station terminal stadium arena
    hospital library college university campus mall water energy gas electric telecom
    broadband mobile rail railway trains buses cruises leisure resorts hotels restaurants
    distillery distilleries catering caterers steakhouse diner brasserie trattoria pizzeria
    cafeteria canteen bakeries staffing recruitment agency hospitality warehouse distribution
    construction builders plumbing cleaning cleaners opticians vets veterinary nursery creche
    hospice hostels suites apartments residences theatre theater cinema museum
    cathedral lettings estates properties removals council committee association society
    foundation charity federation ministry institute authority footwear haircare skincare
    homeware homewares furniture electronics outdoors interiors optical jewellery jewelry
    fashion clothing cosmetics beauty toys software digital media printing design flooring
    kitchens bathrooms grocers deli butchers bakers barbers barbershop tailors chemists
    dentists dentistry eyecare physio physiotherapy therapy wellness health homecare medical
    yoga pilates tutors tutoring lessons bridal lashes tattoo piercing vape kids baby cabins
    cottages chalets guesthouse caravans camping holidays yachts boats kennels cattery
    grooming pets launderette autos tyres wheels automotive taxis cabs rentals freight movers
    plumbers electricians roofing glazing locksmiths repairs hardware paints tiles
    carpets blinds beds mattresses sofas lighting audio cameras computers phones gadgets
    gaming photography events weddings creamery dairy orchards vineyards cellars roasters
    tavern cantina takeaway tearooms cakes chocolates fabrics yarns textiles pay pesa
    ewallet wallet
    scholarship scholarships bursary bursaries fellowship fellowships award awards prize
    prizes fund memorial lecture lectures building programme program medal""".split()
)
GROUP_WORDS: Final = frozenset(
    "members residents tenants guests owners customers parents neighbours neighbors pta".split()
)
"""People who sign as one ("Trailhead Members", "Ferndale Primary PTA"): like a business's
words, they end a name that is no one's."""
DESK_WORDS_ABROAD: Final = frozenset(
    """atención atencion servicio servicios soporte ayuda equipo departamento recursos oficina
    área administración administracion équipe equipe secrétariat kundendienst kundenservice
    abteilung personalabteilung verwaltung
    klantenservice afdeling personeelszaken atendimento suporte equipa setor
    ufficio assistenza servizio personale huduma timu idara ofisi podrška podrska služba
    sluzba ured odjel odjela dział dzial obsługa obsluga zespół zespol oddělení oddeleni
    podpora ügyfélszolgálat ugyfelszolgalat osztály osztaly müşteri musteri hizmetleri
    destek ekibi departmanı departmani birimi layanan bagian jabatan khidmat
    perkhidmatan kundtjänst kundtjanst kundeservice asiakaspalvelu
    radnik radnica radnici radnicima pekerja karyawan staf trabajador trabajadora
    trabajadores trabalhador trabalhadora travailleur travailleuse arbeiter mitarbeiter
    mitarbeiterin werknemer medewerker pracownik pracownica zaměstnanec zamestnanec işçi
    isci çalışan calisan mfanyakazi wafanyakazi""".split()
)
"""Words of other languages that name a desk, a department or someone's job, not a person
("Atención al Trabajador", "Huduma kwa Wafanyakazi", "Ured za ljudske resurse", "sezonski
radnik", "pekerja sambilan"): a greeted, signing or quoted run holding one is no one's name."""
DESK_PREFIXES_ABROAD: Final = ("ฝ่าย", "แผนก", "พนักงาน", "고객", "부서")
"""The same at the head of a word in the languages written without spaces ("ฝ่ายบุคคล", the
personnel department; "พนักงานกะดึก", a night-shift employee; "고객센터", customer service)."""
WEBMAILS: Final = (
    *("gmail", "googlemail", "hotmail", "outlook", "yahoo", "icloud", "protonmail", "proton"),
    *("aol", "gmx", "yandex"),
)
"""Webmails whose name stands for an address's domain ("jdoe at gmail", "my gmail is ...")."""
WORKPLACE: Final = (
    r"(?:team|support|service|billing|store|shop|desk|warehouse|branch|department|office"
    r"|counter|returns|accounts|sales|help\s*desk|call\s+cent(?:re|er)|(?:live\s+)?chat|phones?"
    r"|helpline)"
)
"""Where the staff a customer names work ("from your billing team", "in returns")."""
# the word that ends a business's name or names its desk ("Oakridge Lettings", "Brightline
# Support"), whole
BUSINESS_HEADS: Final = frozenset(
    """konoba gostionica restoran restaurante ristorante trattoria pizzeria chifa cevichería
    cevicheria picantería picanteria pollería polleria warung kedai kopitiam
    tienda almacén almacen panadería panaderia pastelería pasteleria farmacia ferretería
    ferreteria librería libreria supermercado mercado hostal posada pensión pension hotel
    hostel cafetería cafeteria bodega taberna tasca cantina pekara trgovina duka hoteli
    mgahawa boulangerie pâtisserie patisserie épicerie epicerie pharmacie bäckerei
    baeckerei apotheke apotek toko klinik""".split()
)
"""Words that open a business's name in the languages that put the kind of place first
("Konoba Kod Ante", "Chifa Madam Tusan", "Warung Bu Sri", "Tienda Inglesa")."""
BUSINESS_END: Final = regex.compile(
    r"(?i:"
    + "|".join(sorted(BUSINESS_WORDS | GROUP_WORDS, key=len, reverse=True))
    + r"|"
    + WORKPLACE
    + r")"
)
