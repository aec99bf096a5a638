import type { Vocabulary } from './vocabulary-shape';

/** Polish: what customers type about each topic, and what businesses write (index.ts). */
export const pl: Vocabulary = {
  hours: [
    'godziny, godzina, o ktorej, otwarte, otwieracie, czynne, czynni, zamykacie, zamkniete, swieta',
    'godziny otwarte czynne zamknięte poniedziałek wtorek środa czwartek piątek sobota niedziela święta',
  ],
  location: [
    'gdzie, adres, lokalizacja, znajduje, znajdujecie, dojechac, dojazd',
    'adres ulica aleja budynek piętro znajdujemy',
  ],
  price: [
    'ile, ile kosztuje, koszt, kosztuje, kosztuja, cena, ceny, cennik, oplata, drogo, tanio, prowizja',
    'cena ceny kosztuje koszt opłata',
  ],
  'payment methods': [
    'placic, zaplacic, platnosc, karta, karte, karta platnicza, gotowka, gotowke, blik, przelew',
    'płatność karta kartą gotówka blik przelew akceptujemy',
  ],
  booking: [
    'wizyta, wizyte, umowic, zarezerwowac, rezerwacja, zapisac, termin',
    'wizyta wizyty rezerwacja zarezerwować umówić online telefonicznie termin',
  ],
  cancellation: [
    'odwolac, odwolanie, anulowac, przelozyc',
    'odwołanie odwołać anulować wcześniej przełożyć',
  ],
  delivery: [
    'dostawa, dostawy, wysylka, dostarczacie, przesylka, kurier, paczka, sledzenie',
    'dostawa wysyłka przesyłka kurier robocze',
  ],
  returns: [
    'zwrot, zwroty, zwrocic, oddac, wymiana, wymienic, zwrot pieniedzy',
    'zwrot zwroty zwrócić wymiana',
  ],
  warranty: [
    'gwarancja, gwarancji, zepsul, zepsute, naprawa, naprawic, reklamacja',
    'gwarancja naprawa naprawiamy reklamacja',
  ],
  insurance: ['ubezpieczenie, ubezpieczenia, nfz, polisa', 'ubezpieczenie ubezpieczenia nfz'],
  contact: [
    'telefon, numer telefonu, numer, zadzwonic, kontakt, email, mail, e mail',
    'telefon zadzwoń kontakt e-mail mail',
  ],
  discount: ['znizka, znizki, rabat, promocja, kod rabatowy', 'zniżka rabat promocja'],
  children: ['dziecko, dzieci, syn, corka, niemowle, wiek, ile lat', 'dzieci dziecko wiek lat'],
  pets: ['pies, psa, psy, kot, kota, koty, zwierze, zwierzeta', 'zwierzęta psy pies koty'],
  parking: ['parking, parkowac, zaparkowac, parkowanie', 'parking parkowanie'],
  'payment plans': [
    'raty, na raty, finansowanie, kredyt, rozlozyc',
    'raty ratach finansowanie kredyt',
  ],
  duration: ['jak dlugo, ile trwa, trwa, czas trwania', 'minut godzin dni tygodni trwa'],
  membership: [
    'program lojalnosciowy, punkty, karta stalego klienta, czlonkostwo',
    'punkty program lojalnościowy członkostwo',
  ],
  about: ['od kiedy, jak dlugo dzialacie, doswiadczenie', 'od założona lat doświadczenie'],
  accessibility: [
    'wozek inwalidzki, wozek, niepelnosprawni, niepelnosprawnych, podjazd, winda',
    'wózek niepełnosprawnych podjazd winda',
  ],
};
