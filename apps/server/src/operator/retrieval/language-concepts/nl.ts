import type { Vocabulary } from './vocabulary-shape';

/** Dutch: what customers type about each topic, and what businesses write (index.ts). */
export const nl: Vocabulary = {
  hours: [
    'openingstijden, geopend, hoe laat, tijden, dicht, gesloten, sluiten, sluit, feestdagen',
    'openingstijden geopend open gesloten uur maandag dinsdag woensdag donderdag vrijdag zaterdag zondag feestdagen dagelijks',
  ],
  location: [
    'waar, adres, zitten jullie, ligging, route, bereikbaar',
    'adres straat weg plein gebouw verdieping gelegen',
  ],
  price: [
    'hoeveel, wat kost, kost, kosten, prijs, prijzen, tarief, tarieven, duur, goedkoop, commissie',
    'prijs prijzen kost kosten tarief',
  ],
  'payment methods': [
    'betalen, betaling, pinnen, pin, contant, creditcard, ideal, tikkie, overmaken',
    'betalen betaling pinnen contant creditcard ideal',
  ],
  booking: [
    'afspraak, afspraken, boeken, reserveren, reservering, inplannen',
    'afspraak afspraken boeken reserveren online telefonisch',
  ],
  cancellation: [
    'afzeggen, annuleren, annulering, verzetten, verplaatsen',
    'annuleren annulering afzeggen vooraf verzetten',
  ],
  delivery: [
    'bezorgen, bezorging, levering, leveren, verzenden, verzending, pakket, levertijd',
    'bezorging bezorgen levering verzending verzendkosten werkdagen',
  ],
  returns: [
    'retour, retourneren, terugsturen, terugbrengen, ruilen, geld terug, terugbetaling',
    'retour retourneren ruilen terugbetaling',
  ],
  warranty: ['garantie, kapot, stuk, defect, repareren, reparatie', 'garantie reparatie repareren'],
  insurance: [
    'verzekering, verzekerd, zorgverzekering, verzekeraar, vergoed, vergoeding',
    'verzekering verzekeraars vergoed vergoeding',
  ],
  contact: [
    'telefoon, telefoonnummer, nummer, bellen, bel, contact, mailen, email, e mail, whatsapp',
    'telefoon bel bellen contact e-mail mail',
  ],
  discount: ['korting, aanbieding, actie, kortingscode', 'korting aanbieding'],
  children: [
    'kind, kinderen, zoon, dochter, baby, leeftijd, hoe oud',
    'kinderen kind leeftijd jaar',
  ],
  pets: ['hond, honden, kat, katten, huisdier, huisdieren', 'honden hond huisdieren katten welkom'],
  parking: ['parkeren, parkeerplaats, parkeergarage', 'parkeren parkeerplaats parkeerplaatsen'],
  'payment plans': [
    'termijnen, in termijnen, gespreid betalen, financiering, financieren, afbetalen',
    'termijnen gespreid financiering afbetaling',
  ],
  duration: ['hoe lang, duur, duurt', 'minuten uur dagen weken duur'],
  membership: [
    'spaarprogramma, punten, klantenkaart, lid, lidmaatschap',
    'punten spaarprogramma lidmaatschap leden',
  ],
  about: ['sinds wanneer, hoe lang bestaan, ervaring', 'sinds opgericht jaar ervaring'],
  accessibility: [
    'rolstoel, toegankelijk, rolstoeltoegankelijk, hellingbaan',
    'rolstoel toegankelijk lift',
  ],
};
