import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Cedar & Stone Nieruchomości',
  knowledge: [
    `Cedar & Stone Nieruchomości to niezależne biuro nieruchomości, które od 2004 roku działa w Millbrook i okolicznych miejscowościach: Eastfield, Oakridge i Lower Vale. Pomagamy kupować, sprzedawać i wynajmować mieszkania i domy, a właścicielom zarządzamy nieruchomościami na wynajem.

Nasze biuro mieści się przy Rynku 19 w Millbrook, nad oddziałem banku Millbrook Savings Bank. Biuro jest czynne od poniedziałku do piątku 9:00–18:00 i w soboty 10:00–16:00. Prezentacje możemy też umówić w dni robocze wieczorem do 20:00, a w niedziele po wcześniejszym umówieniu.

Zadzwoń: (555) 430-1200 lub napisz: team@cedarstone.example. Nasi agenci mówią po polsku, angielsku i portugalsku.`,

    `Sprzedaż nieruchomości

Bezpłatna wycena: agent przyjedzie i wyceni twoją nieruchomość za darmo, w ciągu 48 godzin od zgłoszenia. Jeśli chcesz tylko szybko się zorientować, wycena online na naszej stronie zajmuje 2 minuty.

Nasza prowizja to 2,5% ostatecznej ceny sprzedaży, płatna dopiero po finalizacji transakcji: nie ma sprzedaży, nie ma prowizji. W cenie są profesjonalne zdjęcia, rzut mieszkania, wirtualny spacer 3D, ogłoszenia na Otodom i Morizon oraz dni otwarte.

Umowa pośrednictwa obowiązuje minimum 12 tygodni. Po tym czasie możesz ją wypowiedzieć w dowolnym momencie z 14-dniowym okresem wypowiedzenia.

W zeszłym roku nieruchomości wystawione przez nas w Millbrook sprzedawały się średnio w 38 dni.`,

    `Kupno nieruchomości

Kupujący nic nam nie płacą: naszą prowizję płaci sprzedający. Zarejestruj się na naszej stronie, żeby dostawać powiadomienia o nowych ofertach pasujących do twoich kryteriów.

Prezentacje umówisz online lub telefonicznie; na każdej prezentacji jest z tobą agent.

Żeby złożyć ofertę, powiedz o tym swojemu agentowi, a my przekażemy ją sprzedającemu na piśmie. Do każdej oferty prosimy o potwierdzenie posiadania środków albo promesę kredytową z banku. W naszej okolicy zwykle wpłaca się zadatek w wysokości od 1 do 3% ceny.

Potrzebujesz kredytu hipotecznego? Współpracujemy z niezależnym doradcą kredytowym, Jordanem Ellisem z Keystone Mortgages. Pierwsze spotkanie z Jordanem jest bezpłatne i do niczego nie zobowiązuje.`,

    `Wynajem

Żeby wynająć jedno z naszych mieszkań, wypełnij wniosek online. Opłata za wniosek wynosi 40 zł od każdej osoby dorosłej i pokrywa sprawdzenie historii kredytowej oraz weryfikację najemcy. Oczekujemy, że dochód gospodarstwa domowego wynosi co najmniej trzykrotność miesięcznego czynszu.

Kaucja wynosi jeden miesięczny czynsz, a czynsz za pierwszy miesiąc płaci się przy podpisaniu umowy najmu. Standardowe umowy zawieramy na 12 miesięcy; niektóre umeblowane mieszkania oferujemy na 6 miesięcy.

Zwierzęta są mile widziane w wielu naszych mieszkaniach, decyzja zapada indywidualnie, przy kaucji za zwierzę 300 zł.

Czynsz płaci się przelewem albo przez portal najemcy. Płatność kartą wiąże się z opłatą 2,9% za obsługę.

Naprawy: najemcy zgłaszają usterki przez portal najemcy. W nagłych przypadkach, takich jak wyciek, brak ogrzewania albo zatrzaśnięte drzwi, dzwoń na całodobową linię techniczną (555) 430-1299.

Dla właścicieli: pełne zarządzanie najmem kosztuje 8% pobranego miesięcznego czynszu. Usługa znalezienia najemcy, w której znajdujemy i sprawdzamy najemcę, a resztą zajmujesz się sam, kosztuje jeden miesięczny czynsz.`,
  ],
  questions: [
    { text: 'ile bierzecie prowizji za sprzedaz', expect: ['2,5%'] },
    { text: 'wycena jest darmowa?', expect: ['za darmo'] },
    { text: 'godziny biura w sobote', expect: ['16:00'] },
    { text: 'gdzie macie biuro', expect: ['Rynku 19'] },
    { text: 'czy mozna obejrzec mieszkanie w niedziele', expect: ['po wcześniejszym umówieniu'] },
    { text: 'ile kosztuje zlozenie wniosku o wynajem', expect: ['40 zł'] },
    { text: 'ile musze zarabiac zeby od was wynajac', expect: ['trzykrotność'] },
    { text: 'kaucja przy wynajmie?', expect: ['jeden miesięczny czynsz'] },
    { text: 'moge miec psa w mieszkaniu', expect: ['300 zł'] },
    { text: 'czy kupujacy cos wam placa', expect: ['płaci sprzedający'] },
    { text: 'pomozecie mi ogarnac kredyt hipoteczny', expect: ['Jordan'] },
    { text: 'ile kosztuje u was zarzadzanie najmem', expect: ['8%'] },
    { text: 'w jakich miejscowosciach dzialacie', expect: ['Eastfield'] },
    { text: 'ile zwykle trwa sprzedaz domu', expect: ['38 dni'] },
    { text: 'co jest w cenie jak sprzedacie moje mieszkanie', expect: ['zdjęcia'] },
    { text: 'cieknie mi zlew w kuchni do kogo dzwonic', expect: ['(555) 430-1299'] },
    { text: 'czy czynsz moge placic karta kredytowa', expect: ['2,9%'] },
    { text: 'minimalny okres najmu?', expect: ['12 miesięcy'] },
    { text: 'ktos mowi po portugalsku?', expect: ['portugalsku'] },
    { text: 'jak zlozyc oferte na dom', expect: ['na piśmie'] },
    { text: 'jak moge rozwiazac z wami umowe posrednictwa', expect: ['14-dniowym'] },
    { text: 'telefon', expect: ['(555) 430-1200'] },
    { text: 'da sie online sprawdzic ile jest warte moje mieszkanie', expect: ['2 minuty'] },
    { text: 'jaki zadatek trzeba dac', expect: ['od 1 do 3%'] },
    {
      text: 'chce tylko zebyscie znalezli najemce na moje mieszkanie, ile to kosztuje?',
      expect: ['znalezienia najemcy'],
    },
    { text: 'kiedy placi sie czynsz za pierwszy miesiac', expect: ['przy podpisaniu umowy najmu'] },
    { text: 'wystawiacie ogloszenia na otodom', expect: ['Otodom'] },
    { text: 'mozna ogladac mieszkania wieczorem po pracy?', expect: ['20:00'] },
    { text: 'od kiedy dzialacie na rynku', expect: ['2004'] },
    {
      text: 'sprawdzacie najemcow i ile kosztuje zlozenie wniosku',
      expect: ['weryfikację najemcy', '40 zł'],
    },
    { text: 'mail?', expect: ['team@cedarstone.example'] },
    { text: 'sprzedajecie lokale biurowe', unanswerable: true },
    { text: 'macie teraz jakies domy z 3 sypialniami ponizej 300 tys.', unanswerable: true },
    { text: 'polecicie jakas firme przeprowadzkowa', unanswerable: true },
    { text: 'zarzadzacie najmem krotkoterminowym na airbnb?', unanswerable: true },
    { text: 'ile kosztuje wymiana oleju', unanswerable: true, probes: 'dealer' },
    { text: 'ile kosztuje leczenie kanalowe', unanswerable: true, probes: 'clinic' },
    { text: 'Czy mogę wypożyczyć namiot na weekend?', unanswerable: true, probes: 'shop' },
  ],
};
