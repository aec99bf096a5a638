import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors to rodzinny salon samochodowy w Clearwater. Sprzedajemy nowe samochody Mazda i Subaru oraz mamy około 150 certyfikowanych aut używanych wszystkich marek.

Adres: ul. Jeziorna 4500 (droga krajowa nr 9), Clearwater, zjazd 12 z autostrady A4, a stamtąd niecały kilometr na północ.

Godziny otwarcia salonu sprzedaży: od poniedziałku do piątku 9:00–20:00, sobota 9:00–18:00, niedziela 11:00–16:00.
Godziny pracy serwisu: od poniedziałku do piątku 7:00–18:00, sobota 8:00–14:00. W niedziele serwis jest nieczynny.

Sprzedaż: (555) 870-3300. Serwis: (555) 870-3311. E-mail: sales@lakesidemotors.example.`,

    `Zakup i finansowanie

Jazdy próbne: umów się online albo po prostu przyjdź, i weź ze sobą ważne prawo jazdy. Jazda próbna trwa około 30 minut, a samochód możemy podstawić pod twój dom lub biuro w promieniu 20 km.

Finansowanie: współpracujemy z 12 instytucjami finansowymi, w tym z Mazda Financial Services i Subaru Motors Finance. RRSO od 3,9% na nowe auta i od 5,9% na używane dla klientów z pozytywną oceną zdolności, okres kredytowania od 24 do 72 miesięcy. Wstępną decyzję online dostaniesz w 10 minut; to miękkie zapytanie, które nie wpływa na twoją ocenę kredytową. Słaba historia kredytowa albo pierwszy samochód? Na to też mamy programy.

Wpłata własna nie jest wymagana przy pozytywnej decyzji kredytowej, ale wpłata 10% obniża miesięczną ratę.

Leasing: leasing nowej Mazdy i Subaru trwa od 24 do 39 miesięcy, z limitem 10 000 lub 12 000 km rocznie.

Opłaty: opłata administracyjna za przygotowanie dokumentów wynosi 399 zł, do tego podatek i rejestracja. Nigdy nie doliczamy ukrytych dodatków.

Auto w rozliczeniu: kupimy każde auto, nawet jeśli nie kupujesz u nas. Natychmiastowa oferta online jest ważna 7 dni i staje się ostateczna po krótkich oględzinach. Jeśli wciąż spłacasz kredyt za swoje auto, spłacimy pozostały kredyt za ciebie.`,

    `Auta używane, gwarancja i dostawa

Każde używane auto przechodzi 150-punktową inspekcję i ma bezpłatny raport CARFAX.

Gwarancja: nasze auta używane mają ograniczoną gwarancję na układ napędowy na 12 miesięcy / 12 000 km. Nowe auta mają gwarancję producenta: 3 lata lub 36 000 km dla Mazdy i Subaru. Dostępne są przedłużone gwarancje.

Gwarancja wymiany: jeśli używane auto ci nie odpowiada, wymienisz je na inne w ciągu 5 dni lub 250 km, w zależności od tego, co nastąpi pierwsze. To wymiana, a nie zwrot pieniędzy.

Dostawa do domu jest bezpłatna w promieniu 50 km od salonu; dalej kosztuje 2 zł za km.`,

    `Serwis

Serwisujemy wszystkie marki i modele, nie tylko Mazdę i Subaru. Ceny: wymiana oleju syntetycznego 69,95 zł, rotacja opon 29,95 zł, przegląd rejestracyjny 35 zł, klocki hamulcowe od 189 zł za oś. Akcje przywoławcze naprawiamy bezpłatnie.

Wizytę w serwisie umówisz online albo telefonicznie. Przy naprawach trwających dłużej niż 2 godziny pożyczamy bezpłatnie auto zastępcze, jeśli zarezerwujesz je wcześniej, albo nasz darmowy bus zawiezie cię w dowolne miejsce w promieniu 10 km.

W czasie oczekiwania w naszej poczekalni jest darmowe wifi, kawa i kącik dla dzieci.`,
  ],
  questions: [
    { text: 'do ktorej salon jest otwarty w sobote', expect: ['18:00'] },
    { text: 'serwis dziala w niedziele?', expect: ['nieczynny'] },
    { text: 'jakie rrso na nowe auto', expect: ['3,9%'] },
    { text: 'bierzecie auta w rozliczeniu', expect: ['każde auto'] },
    { text: 'ile za wymiane oleju', expect: ['69,95 zł'] },
    { text: 'Mozna zrobic jazde probna pod domem?', expect: ['20 km'] },
    { text: 'czy doliczacie jakas oplate za papiery', expect: ['399 zł'] },
    { text: 'gwarancja na uzywane?', expect: ['12 miesięcy'] },
    { text: 'mam slaba historie w BIK, dostane finansowanie?', expect: ['programy'] },
    { text: 'gdzie jestescie', expect: ['ul. Jeziorna 4500'] },
    { text: 'na ile max mozna wziac kredyt na auto', expect: ['72 miesięcy'] },
    { text: 'dowozicie auta do domu', expect: ['50 km'] },
    { text: 'moge oddac uzywke jak mi sie nie spodoba', expect: ['5 dni'] },
    { text: 'czy musze miec wklad wlasny', expect: ['nie jest wymagana'] },
    { text: 'telefon do serwisu', expect: ['(555) 870-3311'] },
    { text: 'naprawiacie tez inne marki np toyote', expect: ['wszystkie marki'] },
    { text: 'dostane auto zastepcze na czas naprawy', expect: ['auto zastępcze'] },
    { text: 'jakie marki sprzedajecie', expect: ['Mazda'] },
    { text: 'czy do uzywanych jest raport carfax', expect: ['CARFAX'] },
    { text: 'ile kosztuja klocki hamulcowe', expect: ['189 zł'] },
    {
      text: 'ile trwa jazda probna i co trzeba ze soba wziac',
      expect: ['30 minut', 'prawo jazdy'],
    },
    { text: 'jakie limity km w leasingu', expect: ['12 000 km rocznie'] },
    { text: 'czy wstepna decyzja obniza moja ocene w BIK', expect: ['nie wpływa'] },
    { text: 'jak dlugo wazna jest oferta za moje auto', expect: ['7 dni'] },
    { text: 'placi sie za naprawe w ramach akcji przywolawczej?', expect: ['bezpłatnie'] },
    { text: 'ile kosztuje przeglad rejestracyjny', expect: ['35 zł'] },
    {
      text: 'jakie rrso na uzywane i na jaki okres mozna wziac',
      expect: ['5,9%', 'od 24 do 72 miesięcy'],
    },
    {
      text: 'Wciąż spłacam kredyt za auto, mogę je oddać w rozliczeniu?',
      expect: ['pozostały kredyt'],
    },
    { text: 'jest wifi w poczekalni', expect: ['wifi'] },
    { text: 'na ktorym zjezdzie z autostrady mam zjechac', expect: ['zjazd 12'] },
    { text: 'o ktorej otwieracie w niedziele', expect: ['11:00'] },
    { text: 'sprzedajecie motocykle', unanswerable: true },
    { text: 'moge wynajac auto na doby', unanswerable: true },
    { text: 'da sie zaplacic za auto bitcoinem', unanswerable: true },
    { text: 'przyciemniacie szyby?', unanswerable: true },
    { text: 'ile kosztuje wybielanie zebow', unanswerable: true, probes: 'clinic' },
    { text: 'ile kosztuje jedna sesja coachingowa', unanswerable: true, probes: 'coach' },
    {
      text: 'ile wynosi oplata za wniosek o wynajem mieszkania',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
