import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Brightside Dental',
  knowledge: [
    `O Brightside Dental

Brightside Dental to rodzinna klinika stomatologiczna w Riverton. Dr Amelia Novak i dr Samuel Okafor opiekują się pacjentami w każdym wieku od 2009 roku, od pierwszego przeglądu dziecka po implanty i protezy. Dzieci przyjmujemy od ukończenia pierwszego roku życia.

Godziny otwarcia
Poniedziałek–środa: 8:00–17:00
Czwartek: 8:00–19:00 (dłużej, dla osób pracujących w ciągu dnia)
Piątek: 8:00–14:00
Sobota: 9:00–13:00, wyłącznie po wcześniejszym umówieniu
W niedziele i święta jesteśmy nieczynni.

Jak do nas trafić
Nasz adres: ul. Portowa 214, lok. 3, Riverton. Klinika mieści się na drugim piętrze Centrum Medycznego Portowa, naprzeciwko Biblioteki Miejskiej w Riverton. W budynku jest winda i wejście bez schodów od ulicy, więc wózki inwalidzkie i dziecięce nie stanowią problemu.

Pacjenci parkują bezpłatnie na parkingu za budynkiem; przy szlabanie wystarczy pokazać kartę wizyty. Autobusy linii 4 i 11 zatrzymują się na przystanku Portowa/Trzecia, dwie minuty pieszo.

Kontakt
Zadzwoń: (555) 214-7788 lub napisz: hello@brightsidedental.example. Poza godzinami pracy zostaw wiadomość na poczcie głosowej, oddzwonimy w następnym dniu roboczym.`,

    `Zabiegi i ceny

Przegląd z higienizacją: rutynowe badanie z profesjonalnym czyszczeniem (skaling i polerowanie) kosztuje 145 zł dla dorosłych i 95 zł dla dzieci poniżej 14 lat. Zdjęcia RTG robimy tylko wtedy, gdy są potrzebne, dopłata 60 zł. Pierwsza wizyta nowego pacjenta z pełnym kompletem zdjęć RTG kosztuje 210 zł.

Wypełnienia: stosujemy kompozytowe wypełnienia w kolorze zęba, od 180 zł za ząb. Lakowanie zębów u dzieci kosztuje 45 zł za ząb.

Wybielanie zębów: wybielanie w gabinecie trwa około 90 minut i kosztuje 450 zł. Nakładki do wybielania w domu kosztują 290 zł, efekt po dwóch–trzech tygodniach.

Korony: korona porcelanowa kosztuje 1250 zł za ząb i zwykle wymaga dwóch wizyt w odstępie dwóch tygodni.

Leczenie kanałowe kosztuje od 850 zł za ząb przedni do 1150 zł za trzonowiec, bez korony.

Implanty: pojedynczy implant z koroną od 3900 zł. Konsultacja implantologiczna jest bezpłatna.

Przezroczyste nakładki: leczenie Invisalign od 4200 zł, konsultacja i skan gratis.`,

    `Ubezpieczenia i płatności

Mamy umowę bezgotówkową z Delta Dental, Cigna, MetLife i Aetna. Rozliczamy się bezpośrednio z ubezpieczycielem, więc w dniu wizyty płacisz tylko swój udział własny. Przy innych ubezpieczycielach płacisz u nas, a my wydajemy wypełnione dokumenty do zwrotu kosztów. Nie przyjmujemy pacjentów w ramach NFZ.

Przyjmujemy gotówkę, wszystkie popularne karty kredytowe i debetowe, Apple Pay i Google Pay. Nie przyjmujemy czeków.

Zabiegi powyżej 500 zł można rozłożyć na 12 nieoprocentowanych rat przez naszego partnera MediRaty. Zapytaj w recepcji, wniosek zajmuje około pięciu minut.

Nie masz ubezpieczenia? Abonament Brightside Smile kosztuje 29 zł miesięcznie i obejmuje dwa przeglądy z higienizacją w roku, zdjęcia RTG oraz 15% zniżki na wszystkie inne zabiegi.`,

    `Wizyty

Umów się online na brightsidedental.example/book, zadzwoń albo zapytaj w recepcji. Nowi pacjenci są zawsze mile widziani; pierwsza wizyta trwa około godziny.

Na pierwszą wizytę zabierz dokument tożsamości ze zdjęciem, kartę ubezpieczenia i listę przyjmowanych leków, i przyjdź 10 minut wcześniej, żeby wypełnić ankietę zdrowotną.

Odwołanie wizyty: prosimy o informację co najmniej 24 godziny wcześniej, jeśli chcesz odwołać lub przełożyć wizytę. Za późne odwołanie i niestawienie się na wizytę pobieramy opłatę 50 zł. Jeśli spóźnisz się więcej niż 15 minut, możemy być zmuszeni przełożyć wizytę.

Nagłe przypadki: przy bólu zęba, złamanym zębie lub opuchliźnie zadzwoń przed 10:00, a przyjmiemy cię tego samego dnia. Poza godzinami otwarcia działa nasz telefon alarmowy: (555) 214-7799.

Boisz się dentysty? Oferujemy sedację gazem rozweselającym (podtlenek azotu) za 75 zł za wizytę, możesz też przynieść słuchawki. Dr Okafor mówi po francusku, a nasza higienistka Lucia po hiszpańsku.`,
  ],
  questions: [
    { text: 'do ktorej jestescie w czwartek', expect: ['19:00'] },
    { text: 'czy pracujecie w soboty?', expect: ['13:00'] },
    { text: 'gdzie jest gabinet', expect: ['ul. Portowa 214'] },
    { text: 'Jest gdzie zaparkować?', expect: ['parkingu za budynkiem'] },
    { text: 'ile kosztuje higienizacja', expect: ['145 zł'] },
    { text: 'cena przegladu dla dziecka?', expect: ['95 zł'] },
    { text: 'czy honorujecie delta dental', expect: ['umowę bezgotówkową'] },
    { text: 'Czy implant można rozłożyć na raty?', expect: ['MediRaty'] },
    { text: 'wybielanie ile kosztuje', expect: ['450 zł'] },
    { text: 'jakie sa zasady odwolywania wizyt', expect: ['24 godziny'] },
    { text: 'co jak nie przyjde na wizyte', expect: ['50 zł'] },
    {
      text: 'Strasznie boli mnie ząb, czy ktoś może mnie dziś przyjąć?',
      expect: ['tego samego dnia'],
    },
    { text: 'numer telefonu?', expect: ['(555) 214-7788'] },
    { text: 'czy przyjmujecie na nfz', expect: ['Nie przyjmujemy pacjentów w ramach NFZ'] },
    { text: 'Co muszę zabrać na pierwszą wizytę?', expect: ['dokument tożsamości'] },
    {
      text: 'ile kosztuje korona i na ile wizyt trzeba przyjsc',
      expect: ['1250 zł', 'dwóch wizyt'],
    },
    { text: 'kanałowe na trzonowcu cena', expect: ['1150 zł'] },
    { text: 'od jakiego wieku moge przyprowadzic syna?', expect: ['pierwszego roku życia'] },
    { text: 'szczerze to panicznie boje sie dentysty', expect: ['podtlenek azotu'] },
    { text: 'Nie mam ubezpieczenia, macie jakiś abonament?', expect: ['29 zł'] },
    { text: 'numer alarmowy po godzinach', expect: ['(555) 214-7799'] },
    { text: 'moge zaplacic apple pay', expect: ['Apple Pay'] },
    { text: 'czy gabinet jest dostepny dla wozkow inwalidzkich', expect: ['bez schodów'] },
    { text: 'jakim autobusem dojade', expect: ['4 i 11'] },
    { text: 'ile trwa pierwsza wizyta', expect: ['około godziny'] },
    { text: 'czy ktos u was mowi po hiszpansku?', expect: ['po hiszpańsku'] },
    { text: 'invisalign ile', expect: ['4200 zł'] },
    { text: 'ile kosztuje plomba i ile za rtg?', expect: ['180 zł', '60 zł'] },
    { text: 'Da się umówić przez internet?', expect: ['brightsidedental.example/book'] },
    { text: 'a jak sie spoznie', expect: ['15 minut'] },
    { text: 'czy mozna zaplacic czekiem', expect: ['czeków'] },
    { text: 'o ktorej otwieracie w poniedzialek rano', expect: ['8:00'] },
    { text: 'Robicie botoks?', unanswerable: true },
    { text: 'czy w budynku jest apteka', unanswerable: true },
    { text: 'ile kosztuje badanie słuchu', unanswerable: true },
    { text: 'leczycie bezdech senny?', unanswerable: true },
    {
      text: 'jakie jest rrso jak wezme auto na raty na 60 miesiecy',
      unanswerable: true,
      probes: 'dealer',
    },
    { text: 'ile mam dni na zwrot butow trekkingowych', unanswerable: true, probes: 'shop' },
    {
      text: 'jaka prowizje bierzecie za sprzedaz mieszkania',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
