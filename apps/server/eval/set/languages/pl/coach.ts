import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Coaching Kariery',
  knowledge: [
    `O mnie

Nazywam się Clara Mendes, jestem certyfikowaną coachką kariery (ICF Professional Certified Coach). Zanim zajęłam się coachingiem, przez 15 lat pracowałam w HR i rekrutacji. Pomagam specjalistom w połowie kariery zmienić ścieżkę zawodową, przygotować się do rozmów kwalifikacyjnych, negocjować wynagrodzenie i wejść w role kierownicze. Prowadzę też warsztaty dla firm.

Gdzie się spotykamy: sesje odbywają się online przez Zoom albo stacjonarnie w moim gabinecie przy ul. Wierzbowej 7, lok. 2B, Brookhaven. Sesje stacjonarne są możliwe tylko we wtorki i czwartki.

Kiedy: pracuję od wtorku do piątku w godzinach 8:00–18:00 oraz w soboty rano od 9:00 do 12:00, według czasu polskiego. Nie pracuję w niedziele ani w poniedziałki.

Kontakt: napisz na clara@claramendes.example albo wyślij SMS na (555) 602-4411. Na każdą wiadomość odpowiadam w ciągu jednego dnia roboczego. Prowadzę coaching po polsku, angielsku i portugalsku.`,

    `Pakiety i ceny

Rozmowa zapoznawcza: bezpłatna 20-minutowa rozmowa, żeby sprawdzić, czy dobrze nam się będzie współpracować. Umówisz ją na mojej stronie.

Pojedyncza sesja: 60 minut, 180 zł.

Program Zmiana Kariery: 6 sesji w ciągu 3 miesięcy, ze wsparciem mailowym między sesjami, 960 zł.

Gotowi na Rozmowę: 3 sesje, w tym nagrana próbna rozmowa kwalifikacyjna z pisemną informacją zwrotną, 480 zł.

Przegląd CV i profilu LinkedIn: 220 zł. Moją pisemną opinię dostajesz w ciągu 5 dni roboczych, jedna runda poprawek jest w cenie.

Sesja negocjacji wynagrodzenia: 90 minut na przygotowanie twoich liczb i scenariusza rozmowy, 240 zł.

Warsztaty dla firm: od 2500 zł za pół dnia, do 20 uczestników.

Płatności: przyjmuję karty, PayPal i przelewy, firmom wystawiam faktury. Programy można opłacić w 3 miesięcznych ratach bez dodatkowych kosztów. Wielu pracodawców refunduje coaching, więc dostajesz ode mnie rachunek do rozliczenia. Kilka miejsc w obniżonej cenie, 30% taniej, zostawiam dla osób, które obecnie są bez pracy.`,

    `Jak to działa

Rezerwacja: po rozmowie zapoznawczej sam(a) rezerwujesz sesje w moim kalendarzu online.

Przełożenie i odwołanie sesji jest bezpłatne do 24 godzin przed jej terminem. Późniejsze odwołanie lub nieobecność liczą się jako wykorzystana sesja.

Zwroty: jeśli po pierwszej sesji programu uznasz, że to nie dla ciebie, zwrócę w całości pieniądze za pozostałe sesje. Pojedyncze sesje nie podlegają zwrotowi.

Programy trzeba wykorzystać w ciągu 6 miesięcy od zakupu.

Poufność: wszystko, co mi powiesz, zostaje między nami. Nigdy nie kontaktuję się z twoim pracodawcą ani z nikim innym bez twojej zgody.`,
  ],
  questions: [
    { text: 'ile kosztuje jedna sesja', expect: ['180 zł'] },
    { text: 'pierwsza rozmowa jest za darmo?', expect: ['20-minutowa'] },
    { text: 'czy mozna spotkac sie na zywo', expect: ['ul. Wierzbowej 7'] },
    { text: 'moge zaplacic za program w ratach', expect: ['3 miesięcznych ratach'] },
    { text: 'jakie zasady odwolania sesji', expect: ['24 godzin'] },
    { text: 'pracuje pani w weekendy?', expect: ['w soboty rano'] },
    { text: 'ile trwa sesja', expect: ['60 minut'] },
    { text: 'ile bierzesz za sprawdzenie mojego cv', expect: ['220 zł'] },
    { text: 'ile sie czeka na ocene cv', expect: ['5 dni roboczych'] },
    {
      text: 'pomaga pani w negocjowaniu podwyzki? ile to kosztuje',
      expect: ['240 zł'],
    },
    { text: 'Współpracuje pani z firmami?', expect: ['2500 zł'] },
    { text: 'czy dostane zwrot jesli to nie dla mnie', expect: ['pozostałe sesje'] },
    { text: 'mowi pani po portugalsku', expect: ['portugalsku'] },
    { text: 'w jakiej strefie czasowej pani pracuje', expect: ['czasu polskiego'] },
    { text: 'jak sie z pania skontaktowac', expect: ['clara@claramendes.example'] },
    { text: 'co obejmuje program zmiany kariery', expect: ['6 sesji'] },
    { text: 'robi pani probne rozmowy kwalifikacyjne', expect: ['480 zł'] },
    { text: 'moze zaplacic moj pracodawca? potrzebuje rachunku', expect: ['rachunek'] },
    { text: 'stracilem prace, jest jakas znizka?', expect: ['30% taniej'] },
    {
      text: 'nie powie pani szefowi ze szukam nowej pracy?',
      expect: ['Nigdy nie kontaktuję się z twoim pracodawcą'],
    },
    { text: 'ile mam czasu na wykorzystanie kupionych sesji', expect: ['6 miesięcy'] },
    { text: 'ma pani certyfikat?', expect: ['ICF'] },
    { text: 'pracujesz w poniedzialki', expect: ['w niedziele ani w poniedziałki'] },
    { text: 'jak szybko odpisujesz na maile', expect: ['jednego dnia roboczego'] },
    { text: 'moge placic przez paypal', expect: ['PayPal'] },
    { text: 'co jesli nie przyjde na sesje', expect: ['wykorzystana sesja'] },
    { text: 'jakie ma pani doswiadczenie', expect: ['15 lat'] },
    { text: 'jak sie umowic', expect: ['kalendarzu online'] },
    { text: 'mozemy sie spotkac na zywo w piatek?', expect: ['we wtorki i czwartki'] },
    {
      text: 'ile kosztuje pakiet przygotowania do rozmowy i ile to sesji',
      expect: ['480 zł', '3 sesje'],
    },
    { text: 'ile trwa sesja negocjacji pensji', expect: ['90 minut'] },
    { text: 'moze pani prowadzic coaching po hiszpansku', expect: ['angielsku i portugalsku'] },
    { text: 'czy prowadzi pani terapie na stany lekowe', unanswerable: true },
    { text: 'pomaga pani zalozyc wlasna firme', unanswerable: true },
    { text: 'pomoze pani mojemu nastolatkowi wybrac kierunek studiow', unanswerable: true },
    { text: 'czy sa grupowe sesje coachingowe dla pielegniarek', unanswerable: true },
    { text: 'czy honoruje pani ubezpieczenie delta dental', unanswerable: true, probes: 'clinic' },
    { text: 'ile kosztuje wysylka ekspresowa', unanswerable: true, probes: 'shop' },
    {
      text: 'ile wynosi oplata administracyjna przy zakupie nowego auta',
      unanswerable: true,
      probes: 'dealer',
    },
  ],
};
