import type { Vocabulary } from './vocabulary-shape';

/** Polish: what customers type about each topic, and what businesses write (index.ts). */
export const pl: Vocabulary = {
  hours: [
    'godziny, godzina, o ktorej, otwarte, otwieracie, czynne, czynni, zamykacie, zamkniete, swieta, do ktorej, od ktorej, godz, nieczynne, rano, wieczorem, po poludniu, popoludniu, w nocy, najwczesniej',
    'godziny otwarte czynne zamknięte poniedziałek wtorek środa czwartek piątek sobota niedziela święta codziennie nieczynne godz pn pt sob nd',
  ],
  location: [
    'gdzie, adres, lokalizacja, znajduje, znajdujecie, dojechac, dojazd, ulica, ulicy, na jakiej ulicy, jak dojsc, dojsc, dojade, jak trafic, jak do was trafic, jak was znalezc, mapa, mapie, google maps, w jakim miescie, w ktorym miescie, pietro, na ktorym pietrze',
    'adres ulica aleja budynek piętro znajdujemy ul lokal plac mieści dojazd wejście parter naprzeciwko',
  ],
  price: [
    'ile, ile kosztuje, koszt, kosztuje, kosztuja, cena, ceny, cennik, oplata, drogo, tanio, prowizja, cene, cenie, cen, cenowo, stawka, stawki, kwota, kwoty, po ile, za ile, ile place, ile zaplace, ile sie placi, ile trzeba zaplacic, ile bierzecie, ile liczycie, jest platne, jest platna, jest platny, czy to platne, dodatkowo platne, odplatnie, bezplatnie, bezplatne, za darmo',
    'cena ceny kosztuje koszt opłata zł złotych pln cennik stawka brutto',
  ],
  'payment methods': [
    'placic, zaplacic, platnosc, karta, karte, karta platnicza, gotowka, gotowke, blik, przelew, karty, blikiem, karta kredytowa, karte kredytowa, karta debetowa, apple pay, google pay, gpay, paypal, visa, mastercard, za pobraniem, terminal platniczy, macie terminal, jest terminal, numer konta, nr konta, numer rachunku',
    'płatność karta kartą gotówka blik przelew akceptujemy visa mastercard paypal terminal',
  ],
  booking: [
    'wizyta, wizyte, umowic, zarezerwowac, rezerwacja, zapisac, termin, zaklepac, stolik, wolny termin, wolne terminy, dostepne terminy, dostepny termin, wolne miejsce, wolne miejsca, najblizszy termin, kiedy moge przyjsc, zarejestrowac sie, zamowic stolik, booksy',
    'wizyta wizyty rezerwacja zarezerwować umówić online telefonicznie termin zapisy rejestracja kalendarz booksy',
  ],
  cancellation: [
    'odwolac, odwolanie, anulowac, przelozyc, anuluje, rezygnacja, zrezygnowac, przeloze, przelozenie, przelozenia, przelozymy, przesunac wizyte, przesunac termin, przesunac rezerwacje, zmienic termin, zmiana terminu, zmienic rezerwacje, zmiana rezerwacji, zmienic date, zmiana daty, inny termin, innym terminie, inny dzien, nie przyjde, nie moge przyjsc, nie dam rady przyjsc, nie zdaze, nie pojawie sie, spoznienie, spoznie sie, nieobecnosc, z jakim wyprzedzeniem, jakim wyprzedzeniem, z wyprzedzeniem',
    'odwołanie odwołać anulować wcześniej przełożyć rezygnacja anulowanie wyprzedzeniem',
  ],
  delivery: [
    'dostawa, dostawy, wysylka, dostarczacie, przesylka, kurier, paczka, sledzenie, dowoz, dowozicie, inpost, dpd, dhl, gls, poczta polska, tracking, kiedy dotrze, kiedy dojdzie, dojdzie, kiedy wyslecie, ile idzie, odbior osobisty, odbior wlasny, odebrac osobiscie, punkt odbioru, punkty odbioru, punktu odbioru, numer przesylki, nr przesylki, numer paczki, numer zamowienia, nr zamowienia, numer sledzenia, gdzie jest paczka, gdzie moja paczka, gdzie jest moja paczka, gdzie jest moja przesylka, gdzie moja przesylka, gdzie jest moje zamowienie, gdzie moje zamowienie, status zamowienia',
    'dostawa wysyłka przesyłka kurier robocze paczka paczkomat inpost dpd dhl dowóz doręczenie odbiór śledzenie',
  ],
  returns: [
    'zwrot, zwroty, zwrocic, oddac, wymiana, wymienic, zwrot pieniedzy, zwracacie, odeslac, odstapienie od umowy, odstapic od umowy, pieniadze z powrotem',
    'zwrot zwroty zwrócić wymiana zwracamy paragon odstąpienia',
  ],
  warranty: [
    'gwarancja, gwarancji, zepsul, zepsute, naprawa, naprawic, reklamacja, nie dziala, przestal dzialac, przestala dzialac, przestalo dzialac, uszkodzony, wadliwy, popsul, popsute, usterka, awaria, cieknie, peklo, pekniete, rekojmia',
    'gwarancja naprawa naprawiamy reklamacja rękojmia usterki wady serwis',
  ],
  insurance: [
    'ubezpieczenie, ubezpieczenia, nfz, polisa, refundacja, refundowane, pakiet medyczny, medicover, luxmed, lux med, enel med, pzu, oc, oc sprawcy, likwidacja szkody, bezgotowkowo, bezgotowkowa',
    'ubezpieczenie ubezpieczenia nfz polisa refundacja oc bezgotówkowa likwidacja',
  ],
  contact: [
    'telefon, numer telefonu, numer, zadzwonic, kontakt, email, mail, e mail, tel, nr telefonu, nr tel, dzwonic, oddzwonic, skontaktowac, infolinia, maila, maile, mailowo, adres email, adres mailowy, adres e mail, sms, whatsapp, messenger, porozmawiac z konsultantem, z konsultantem, z czlowiekiem',
    'telefon zadzwoń kontakt e-mail mail tel email numer sms whatsapp infolinia',
  ],
  discount: [
    'znizka, znizki, rabat, promocja, kod rabatowy, taniej, tansze, upust, obnizka, wyprzedaz, kupon, na przecenie, jest przecena, macie przecene, black friday, oferta specjalna, karta rabatowa, kod znizkowy',
    'zniżka rabat promocja upust obniżka wyprzedaż kupon taniej',
  ],
  children: [
    'dziecko, dzieci, syn, corka, niemowle, wiek, ile lat, corki, corke, corce, syna, synem, synek, synka, wnuk, wnuka, wnuczka, maluch, maluszek, nastolatek, nastolatka, mlodziez, nieletni, maloletni, od ilu lat, od jakiego wieku, wieku, ile ma lat',
    'dzieci dziecko wiek lat wieku życia maluchów młodzieży niemowląt nieletnich',
  ],
  pets: [
    'pies, psa, psy, kot, kota, koty, zwierze, zwierzeta, psem, psami, piesek, pieska, psiak, kotek, kotka, kotem, pupil, z czworonogiem, pet friendly',
    'zwierzęta psy pies koty psów kot kotów pupil',
  ],
  parking: [
    'parking, parkowac, zaparkowac, parkowanie, garaz, gdzie zaparkowac, gdzie zostawic auto, gdzie zostawic samochod, gdzie moge zostawic auto, gdzie moge zostawic samochod, miejsca parkingowe, strefa platnego parkowania',
    'parking parkowanie garaż postojowe',
  ],
  'payment plans': [
    'raty, na raty, finansowanie, kredyt, rozlozyc, rata, ratach, ratalnie, w ratach, leasing, paypo, odroczona platnosc, platnosc odroczona, kup teraz zaplac pozniej, wklad wlasny, wplata wlasna',
    'raty ratach finansowanie kredyt rata ratalna leasing paypo oprocentowania',
  ],
  duration: [
    'jak dlugo, ile trwa, trwa, czas trwania, potrwa, ile to trwa, ile czasu, ile godzin, ile minut, ile dni, ile tygodni, ile miesiecy, za ile dni, za ile czasu, za ile godzin, jak szybko, ile zajmuje, ile zajmie, ile sie czeka, ile trzeba czekac, dlugo sie czeka, czas oczekiwania, czas realizacji, termin realizacji, w jakim czasie, bedzie gotowe, bedzie gotowy, bedzie gotowa, beda gotowe, jest gotowe, jest gotowy, jest gotowa, juz gotowe, juz gotowy, juz gotowa',
    'minut godzin dni tygodni trwa realizacji miesięcy dzień',
  ],
  membership: [
    'program lojalnosciowy, punkty, karta stalego klienta, czlonkostwo, lojalnosciowy, karta klienta, karta lojalnosciowa, karte lojalnosciowa, karta czlonkowska, karte stalego klienta, staly klient, stalym klientem, stali klienci, karnet, abonament, klub, klubu, subskrypcja, program nagrod',
    'punkty program lojalnościowy członkostwo karnet abonament klub subskrypcja',
  ],
  about: [
    'od kiedy, jak dlugo dzialacie, doswiadczenie, od ilu lat dzialacie, ile lat dzialacie, ile lat istniejecie, jak dlugo istniejecie, kiedy powstala, kiedy powstaliscie, o was, o firmie, kim jestescie, historia firmy, rodzinna firma, firma rodzinna, certyfikat, kwalifikacje, dyplom',
    'od założona lat doświadczenie powstała certyfikat rodzinna',
  ],
  accessibility: [
    'wozek inwalidzki, wozek, niepelnosprawni, niepelnosprawnych, podjazd, winda, wozka, wozkiem, wozkow, windy, bez barier, bariery, schody, na parterze, parter, o kulach, inwalidzki, pochylnia',
    'wózek niepełnosprawnych podjazd winda wózków parter barier',
  ],
  seniors: [
    'senior, seniorzy, emeryt, emerytka, emeryci, na emeryturze, rencista, rencistka, osoby starsze, osoba starsza, starsze osoby, starszej osoby, starszych osob, karta seniora',
    'seniorów seniora emerytów emeryci rencistów',
  ],
  military: [
    'wojsko, wojskowy, wojskowi, zolnierz, zolnierze, zolnierzy, mundurowi, mundurowych, sluzby mundurowe, armia, dla weteranow, weteran wojenny, weterani wojenni, marynarka wojenna, sily zbrojne, silach zbrojnych',
    'wojska wojskowych żołnierzy mundurowych',
  ],
  weekend: [
    'weekend, weekendy, w weekend, w weekendy, sobota i niedziela, sobote i niedziele, soboty i niedziele',
    'sobota niedziela weekendy sob',
  ],
  today: [
    'dzisiaj, dzis, od razu, na juz, na teraz, pilne, pilnie, pilny, pilna, asap, natychmiast, jak najszybciej, najszybciej, tego samego dnia, w tym samym dniu, nagly wypadek, awaryjnie, pogotowie, na cito, cito',
    'dzisiaj dziś natychmiast pilne ekspresowo awaryjne pogotowie',
  ],
  'time zone': [
    'strefa czasowa, strefie czasowej, strefy czasowej, strefe czasowa, strefa czasu, czas polski, polski czas, czasu polskiego, polskiego czasu, czas lokalny, czasu lokalnego, roznica czasu, roznica czasowa',
    'cet cest gmt utc strefa czasowej',
  ],
  value: [
    'wycena, wycenic, wartosc, ile jest wart, ile jest warta, ile jest warte, ile wart, ile warta, ile warte, oszacowac, kosztorys, kosztorysu, oferta cenowa, oferte cenowa, oferty cenowej, ile dacie, ile zaplacicie, odkup, odkupicie',
    'wycena wartość szacunkowa odkup',
  ],
  used: [
    'z drugiej reki, second hand, secondhand, uzywany samochod, samochod uzywany, uzywane auto, auto uzywane, uzywane auta, uzywane samochody, uzywany sprzet, uzywane czesci, nowe czy uzywane, nowy czy uzywany, nowa czy uzywana, czy jest uzywany, czy jest uzywane, czy to uzywane, poleasingowy, powystawowy, refurbished, z odzysku',
    'używane używany second hand poleasingowe powystawowe odnowione',
  ],
  home: [
    'dom, domu, domem, domek, domku, wizyta domowa, wizyty domowe, wizyte domowa, dojazd do domu, dojazd do klienta, do klienta, u klienta, przyjechac do mnie, przyjedziecie do mnie, dojechac do mnie, w mieszkaniu, do mieszkania',
    'dom domu domach domowe dojeżdżamy dojazdem',
  ],
  brands: [
    'marka, marki, jaka marka, jakiej marki, jakich marek, jakie marki, jaki model, jakie modele, jakiego modelu, ktory model, ktore modele, ten model, tego modelu, inny model, jakiej firmy, jakiego producenta, od producenta, jakich kosmetykow, na jakich kosmetykach, jakich produktow, na jakich produktach',
    'marka marki marek model modele',
  ],
  language: [
    'po angielsku, po polsku, po ukrainsku, po rosyjsku, po niemiecku, po francusku, po hiszpansku, po wlosku, mowicie, mowi pan, mowi pani, mowi ktos, jezyk, jezyki, w jakim jezyku, anglojezyczny, anglojezyczna, dogadam sie, dogadac sie, porozumiem sie, porozumiec sie, english',
    'angielski ukraiński rosyjski niemiecki język jezyk mówimy',
  ],
  luggage: [
    'bagaz, bagaze, walizka, walizki, walizke, walizkami, przechowalnia bagazu, przechowanie bagazu, zostawic bagaz, zostawic walizke, zostawic walizki, zostawic torby, torby podrozne',
    'bagaż walizki depozyt',
  ],
  'electric vehicles': [
    'ev, wallbox, stacja ladowania, stacje ladowania, punkt ladowania, punkty ladowania, ladowanie auta, ladowanie samochodu, ladowanie elektryka, naladowac auto, naladowac samochod, podladowac auto, podladowac samochod, podlaczyc auto, podlaczyc samochod, ladowarka do auta, ladowarka ev, samochod elektryczny, samochodem elektrycznym, auto elektryczne, autem elektrycznym, auta elektryczne, pojazd elektryczny',
    'ev ładowarka ładowania elektryczne wallbox',
  ],
  export: [
    'eksport, eksportowac, wyeksportowac, export, excel, csv, xlsx, arkusz, arkusz kalkulacyjny, pobrac dane, sciagnac dane, pobranie danych, eksport danych',
    'eksport export csv xlsx excel arkusz',
  ],
  dietary: [
    'weganskie, wegetarianskie, wege, bezglutenowe, bez glutenu, gluten, bez laktozy, laktoza, bezlaktozowe, alergia, alergie, alergik, uczulenie, nietolerancja, bez miesa, bezmiesne, roslinne mleko, mleko roslinne, na bazie roslin, dieta, diecie, keto, halal, bez nabialu, bez cukru, celiakia',
    'wegańskie wegetariańskie wege bezglutenowe glutenu laktozy bezlaktozowe alergeny',
  ],
  washing: [
    'prysznic, prysznice, natrysk, natryski, wziac prysznic, umyc sie, wykapac sie, wziac kapiel, odswiezyc sie',
    'prysznic natryski łazienki szatnie',
  ],
  restrooms: [
    'toaleta, toalety, toalete, wc, ubikacja, lazienka, lazienki, kibel',
    'toaleta toalety wc łazienka łazienki',
  ],
  'price matching': [
    'u konkurencji, konkurencja ma taniej, taniej u konkurencji, gdzie indziej taniej, gdzie indziej jest taniej, taniej gdzie indziej, gwarancja najnizszej ceny, wyrownacie cene, wyrownac cene, dopasujecie cene, dopasowac cene, przebijecie cene, przebic cene, przebijecie oferte, dorownacie cenie',
    'konkurencji najniższej wyrównamy',
  ],
  bedrooms: [
    'sypialnia, sypialnie, ile sypialni, ile pokoi, ilu pokojowe, ilu pokojowy, ilu pokojowa, dwupokojowe, trzypokojowe, 2 pokoje, 3 pokoje, 4 pokoje, 2 pokojowe, 3 pokojowe, 4 pokojowe',
    'sypialnia sypialnie pokoje pokoi pokojowe',
  ],
  deposit: [
    'zaliczka, zaliczke, zaliczki, zadatek, zadatku, kaucja, kaucji, depozyt, wplacic, wplata, wymagana przedplata, przedplata wymagana, wplacic przedplate, trzeba przedplaty, pobieracie przedplate, zaplacic z gory, placic z gory, platnosc z gory, platne z gory, placi sie z gory, oplata z gory, oplata rezerwacyjna',
    'zaliczka zadatek kaucja wpłata bezzwrotna depozyt',
  ],
  trial: [
    'wyprobowac, przetestowac, jazda probna, jazde probna, jazdy probnej, probna, probny, proba, probe, probka, demo, testowa, testowy, darmowa lekcja, darmowe zajecia, darmowy trening, bezplatna lekcja, bezplatne zajecia, przed zakupem, zanim kupie, zanim sie zdecyduje, przymierzyc, degustacja',
    'próbna próbny testowa wypróbowania demo degustacja próbka',
  ],
  arrival: [
    'zameldowanie, zameldowac, check in, meldunek, godzina przyjazdu, godziny przyjazdu, czas przyjazdu, przy przyjezdzie, po przyjezdzie, w dniu przyjazdu, godzina przybycia, o ktorej przyjsc, o ktorej przyjechac, o ktorej mam byc, o ktorej mam przyjsc, kiedy przyjsc, kiedy mam przyjsc, kiedy mam byc, ile wczesniej, ile przed, wczesniej przyjsc, przyjsc wczesniej, przyjechac wczesniej, wczesniej przyjechac, punktualnie',
    'zameldowanie przybycie wcześniej check-in',
  ],
  capacity: [
    'ile osob, ilu osob, dla ilu osob, na ile osob, ile gosci, ilu gosci, ile miejsc, ile ludzi, ilu ludzi, ile pomiesci, sala pomiesci, pomiesci sala, zmiescimy sie, zmieszczymy sie, pojemnosc sali, maksymalna liczba, maksymalna ilosc, liczba osob, ilosc osob, liczba miejsc, ilosc miejsc, liczba gosci, ilosc gosci, limit osob, duza grupa, duza grupe, duzej grupy, dla grupy, max, miejsca siedzace, miejsc siedzacych',
    'maksymalnie max siedzących stojących pojemność limit',
  ],
  guests: [
    'gosc, goscie, z kolega, z kolezanka, z kolegami, z kolezankami, ze znajomym, ze znajoma, ze znajomymi, z przyjacielem, z przyjaciolka, z przyjaciolmi, osoba towarzyszaca, osobe towarzyszaca, osoby towarzyszacej, dodatkowa osoba, dodatkowa osobe, dodatkowej osoby, z mezem, z zona, z partnerem, z partnerka, z chlopakiem, z dziewczyna, przyjsc z kims, przyjechac z kims, wziac kogos, zabrac kogos',
    'goście gość odwiedzających',
  ],
  wifi: [
    'wifi, wi fi, wlan, hotspot, internet w pokoju, dostep do internetu, jest internet, macie internet, darmowy internet, haslo do internetu',
    'wifi wi-fi internet bezprzewodowy',
  ],
  holidays: [
    'swieto, w swieta, na swieta, przez swieta, w swieto, po swietach, przed swietami, okres swiat, podczas swiat, w czasie swiat, dni swiateczne, w dni swiateczne, godziny swiateczne, okres swiateczny, przerwa swiateczna, swieta panstwowe, swieto panstwowe, dzien wolny, dni wolne, dni wolne od pracy, dzien wolny od pracy, dlugi weekend, dlugie weekendy, majowka, urlop, przerwa wakacyjna',
    'święta świąt nieczynne zamknięte urlop',
  ],
  storage: [
    'przechowanie rzeczy, przechowac rzeczy, przechowywanie rzeczy, przechowanie opon, przechowywanie opon, przechowalnia opon, przechowac opony, przechowanie kol, przechowywanie kol, przechowac rower, przechowanie roweru, zostawic rzeczy, zostawic rower, zostawic kurtke, zostawic plaszcz, gdzie zostawic, gdzie moge zostawic, szatnia, szafki na rzeczy, szafka na rzeczy, szafki na ubrania, skrytka, skrytki, stojak na rowery, miejsce na rowery',
    'przechowywanie szafki szatnia depozyt skrytki stojaki',
  ],
  frequency: [
    'jak czesto, co ile, co ile dni, co jaki czas, ile razy, czestotliwosc',
    'codziennie cotygodniowe comiesięczne cyklicznie raz razy',
  ],
};
