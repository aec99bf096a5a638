import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters sprzedaje sprzęt turystyczny, kempingowy i wspinaczkowy przez internet oraz w naszym sklepie przy al. Olchowej 88 w Fernwood, tuż obok dworca kolejowego Fernwood.

Godziny otwarcia sklepu: od poniedziałku do soboty 10:00–20:00, w niedzielę 11:00–17:00. W grudniu, od 1 do 23 grudnia, jesteśmy otwarci codziennie do 21:00. Sklep jest zamknięty w Wielkanoc, w Boże Narodzenie (25 grudnia) i w Nowy Rok.

Parking: dwie godziny za darmo w garażu przy al. Olchowej; bilet parkingowy podbijesz przy kasie.

Obsługa klienta: napisz do nas na czacie, na help@trailheadoutfitters.example albo zadzwoń pod 1-800-555-0142, od poniedziałku do piątku 9:00–18:00.`,

    `Wysyłka i dostawa

Standardowa wysyłka jest darmowa przy zamówieniach powyżej 75 zł; poniżej tej kwoty kosztuje 6,95 zł. Standardowa dostawa trwa od 3 do 5 dni roboczych. Przesyłka ekspresowa dociera w 1–2 dni robocze i kosztuje 18 zł.

Zamówienia złożone przed 14:00 wysyłamy tego samego dnia roboczego. Link do śledzenia przesyłki dostajesz mailem, gdy tylko paczka opuści nasz magazyn.

Wysyłamy na terenie Polski i do Niemiec. Zamówienia do Niemiec kosztują stałe 15 zł i docierają w 5–10 dni roboczych. Przedmiotów wielkogabarytowych, takich jak namioty i kajaki, nie wysyłamy do paczkomatów ani skrytek pocztowych.

Odbiór osobisty: zamów online i odbierz zamówienie w sklepie, bezpłatnie, zwykle w ciągu 2 godzin.`,

    `Zwroty, wymiany i gwarancja

Nieużywane produkty możesz zwrócić w ciągu 60 dni od dostawy i otrzymasz pełny zwrot pieniędzy na pierwotną metodę płatności. Członkowie Trail Club mają na zwrot 365 dni. Produkty kupione online można też zwrócić w sklepie.

Zwrot pocztą: wysyłamy ci mailem opłaconą etykietę, a od kwoty zwrotu potrącamy 7 zł; zwroty w sklepie są bezpłatne. Wymiana na inny rozmiar lub kolor jest bezpłatna, pocztą lub w sklepie.

Pieniądze zwracamy w ciągu 5 dni roboczych od otrzymania zwrotu.

Używanych produktów nie można zwrócić, chyba że są wadliwe. Nie przyjmujemy zwrotów produktów z wyprzedaży końcowej, otwartych kartuszy z gazem ani produktów personalizowanych.

Gwarancja: każdy produkt marki Trailhead ma dożywotnią gwarancję na wady produkcyjne. Produkty innych marek objęte są gwarancją producenta, a reklamację załatwiamy za ciebie.

Naprawy: nasz warsztat naprawia zamki błyskawiczne, szwy i stelaże namiotów. Wymiana zamka od 25 zł, większość napraw trwa tydzień.`,

    `Płatności i oszczędzanie

Przyjmujemy Visa, Mastercard, American Express, Discover, PayPal, Apple Pay i karty podarunkowe Trailhead. Z PayPo zapłacisz w 4 nieoprocentowanych ratach za zamówienia od 50 do 1000 zł.

Członkostwo w Trail Club jest bezpłatne: dostajesz 5% zwrotu w punktach od każdego zakupu, 365 dni na zwrot i zaproszenia na wydarzenia tylko dla członków. Zapisz się przy kasie albo na swoim koncie online.

Gwarancja najniższej ceny: jeśli sklep w Polsce lub w Niemczech sprzedaje identyczny, dostępny produkt taniej w ciągu 14 dni od twojego zakupu, wyrównamy do niższej ceny.

Karty podarunkowe sprzedajemy w kwotach od 25 do 500 zł i nigdy nie tracą ważności. Studenci z ważną legitymacją mają 10% zniżki.

Wypożyczalnia sprzętu: namiot kosztuje 25 zł za dzień, plecak 12 zł za dzień, a kaucja 100 zł jest blokowana na karcie kredytowej. Wypożyczenie zarezerwujesz telefonicznie lub w sklepie.`,
  ],
  questions: [
    { text: 'ile idzie paczka', expect: ['od 3 do 5 dni roboczych'] },
    { text: 'czy wysylka jest darmowa', expect: ['75 zł'] },
    { text: 'moge oddac buty w ktorych juz bylem w gorach', expect: ['chyba że są wadliwe'] },
    { text: 'jakie sa zasady zwrotow?', expect: ['60 dni'] },
    { text: 'w jakich godz jestescie otwarci w niedziele', expect: ['11:00'] },
    { text: 'wysylacie do niemiec i ile to kosztuje', expect: ['15 zł'] },
    { text: 'da sie zaplacic na raty', expect: ['PayPo'] },
    { text: 'gdzie jest sklep stacjonarny', expect: ['al. Olchowej 88'] },
    {
      text: 'czy obnizacie cene jak znajde gdzies taniej',
      expect: ['niższej ceny'],
    },
    { text: 'po ilu dniach dostane kase za zwrot', expect: ['5 dni roboczych'] },
    { text: 'ile kosztuje wysylka ekspresowa?', expect: ['18 zł'] },
    { text: 'Czy mogę wypożyczyć namiot na weekend?', expect: ['25 zł za dzień'] },
    { text: 'karta podarunkowa ma termin waznosci?', expect: ['nigdy nie tracą ważności'] },
    { text: 'jest znizka studencka?', expect: ['10%'] },
    { text: 'jak zamowie w poludnie to wyslecie dzisiaj?', expect: ['przed 14:00'] },
    { text: 'zepsul mi sie zamek w kurtce, naprawicie?', expect: ['Wymiana zamka'] },
    { text: 'jaka gwarancja na plecaki waszej marki', expect: ['dożywotnią gwarancję'] },
    { text: 'moge odebrac zamowienie z neta w sklepie', expect: ['2 godzin'] },
    { text: 'numer do obslugi klienta', expect: ['1-800-555-0142'] },
    { text: 'czy jestescie otwarci w boze narodzenie', expect: ['Boże Narodzenie'] },
    { text: 'przyjmujecie amexa?', expect: ['American Express'] },
    {
      text: 'jak dolaczyc do programu lojalnosciowego i co z tego mam',
      expect: ['bezpłatne', '5%'],
    },
    { text: 'moge wymienic buty na wiekszy rozmiar', expect: ['inny rozmiar'] },
    { text: 'jest parking gdzies blisko?', expect: ['dwie godziny za darmo'] },
    { text: 'wyslecie namiot do paczkomatu?', expect: ['paczkomatów'] },
    { text: 'ile dni na zwrot maja czlonkowie klubu?', expect: ['365 dni'] },
    { text: 'kto placi za odeslanie zwrotu poczta', expect: ['7 zł'] },
    { text: 'moge oddac otwarty kartusz z gazem', expect: ['kartuszy z gazem'] },
    { text: 'godziny w grudniu przed swietami?', expect: ['21:00'] },
    {
      text: 'ile kosztuje wypozyczenie plecaka i czy trzeba zostawic kaucje',
      expect: ['12 zł', '100 zł'],
    },
    { text: 'dostane numer do sledzenia paczki', expect: ['Link do śledzenia'] },
    { text: 'sprzedajecie karty wędkarskie', unanswerable: true },
    { text: 'smarujecie narty?', unanswerable: true },
    { text: 'czy puch w waszych kurtkach jest z etycznego zrodla', unanswerable: true },
    { text: 'organizujecie wycieczki z przewodnikiem po gorach', unanswerable: true },
    { text: 'ile kosztuje higienizacja zebow dla doroslego', unanswerable: true, probes: 'clinic' },
    { text: 'czy wycena mieszkania jest darmowa?', unanswerable: true, probes: 'realty' },
    {
      text: 'ile sesji ma program zmiany kariery',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
