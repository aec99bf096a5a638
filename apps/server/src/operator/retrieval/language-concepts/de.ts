import type { Vocabulary } from './vocabulary-shape';

/** German: what customers type about each topic, and what businesses write (index.ts). */
export const de: Vocabulary = {
  hours: [
    'offnungszeiten, geoffnet, offen, offnet, offnen, schliesst, schliessen, geschlossen, um wie viel uhr, wie lange, feiertag, feiertage',
    'öffnungszeiten geöffnet geschlossen uhr montag dienstag mittwoch donnerstag freitag samstag sonntag feiertagen täglich',
  ],
  location: [
    'wo, adresse, anschrift, lage, finde ich, befinden, anfahrt, hinkommen',
    'adresse straße platz gebäude stock etage befinden',
  ],
  price: [
    'wie viel, wieviel, was kostet, kosten, kostet, preis, preise, gebuhr, gebuhren, teuer, gunstig, provision',
    'preis preise kostet kosten gebühr',
  ],
  'payment methods': [
    'bezahlen, zahlen, zahlung, karte, kreditkarte, bar, bargeld, ec karte, uberweisung, paypal',
    'zahlung zahlen karte kreditkarte bar bargeld überweisung paypal',
  ],
  booking: [
    'termin, termine, buchen, buchung, reservieren, reservierung, vereinbaren',
    'termin termine buchen buchung online telefonisch reservierung',
  ],
  cancellation: [
    'absagen, stornieren, stornierung, storno, absage, verschieben',
    'absage absagen stornierung vorher verschieben',
  ],
  delivery: [
    'lieferung, liefern, versand, versenden, verschicken, zustellung, paket, sendungsverfolgung, lieferzeit',
    'lieferung liefern versand versandkostenfrei werktage zustellung sendungsverfolgung',
  ],
  returns: [
    'ruckgabe, zuruckgeben, umtausch, umtauschen, erstattung, geld zuruck, retoure, zuruckschicken',
    'rückgabe umtausch erstattung erstatten retoure',
  ],
  warranty: [
    'garantie, gewahrleistung, kaputt, defekt, reparieren, reparatur',
    'garantie gewährleistung reparatur reparieren',
  ],
  insurance: [
    'versicherung, krankenkasse, versichert',
    'versicherung krankenkassen kassen privat gesetzlich',
  ],
  contact: [
    'telefon, telefonnummer, nummer, anrufen, erreichen, kontakt, email, e mail, mail',
    'telefon anrufen rufen kontakt e-mail schreiben',
  ],
  discount: ['rabatt, ermassigung, nachlass, gutschein, aktion', 'rabatt ermäßigung nachlass'],
  children: [
    'kind, kinder, sohn, tochter, baby, wie alt, alter, minderjahrig',
    'kinder kind alter jahren',
  ],
  pets: [
    'hund, hunde, katze, katzen, haustier, haustiere, tier, tiere',
    'hunde hund haustiere tiere katzen',
  ],
  parking: ['parken, parkplatz, parkplatze, parkhaus', 'parkplatz parkplätze parken parkhaus'],
  'payment plans': [
    'raten, ratenzahlung, finanzierung, finanzieren, abzahlen',
    'ratenzahlung raten finanzierung monatlich',
  ],
  duration: ['wie lange, dauer, dauert', 'minuten stunden tage wochen dauer'],
  membership: [
    'bonusprogramm, treueprogramm, punkte, mitglied, mitgliedschaft, kundenkarte',
    'bonusprogramm punkte mitglieder mitgliedschaft',
  ],
  about: ['seit wann, wie lange gibt es, erfahrung', 'seit gegründet jahren erfahrung'],
  accessibility: [
    'rollstuhl, barrierefrei, rampe, aufzug, behinderung',
    'barrierefrei rollstuhl rampe aufzug',
  ],
};
