import type { Vocabulary } from './vocabulary-shape';

/** German: what customers type about each topic, and what businesses write (index.ts). */
export const de: Vocabulary = {
  hours: [
    'offnungszeiten, geoffnet, offen, offnet, offnen, schliesst, schliessen, geschlossen, um wie viel uhr, wie lange, feiertag, feiertage, oeffnungszeiten, geoeffnet, oeffnet, geschaftszeiten, zeiten, um wieviel uhr, bis wie viel uhr, bis wieviel uhr, ab wie viel uhr, ab wieviel uhr, wie spat, macht ihr auf, machen sie auf, machst du auf, macht ihr zu, machen sie zu, habt ihr auf, haben sie auf, habt ihr zu, aufmachen, zumachen, aufhaben, ruhetag, ruhetage, die sprechzeiten, ihre sprechzeiten, eure sprechzeiten, rund um die uhr',
    'öffnungszeiten geöffnet geschlossen uhr montag dienstag mittwoch donnerstag freitag samstag sonntag feiertagen täglich geschäftszeiten sprechzeiten ruhetag werktags',
  ],
  location: [
    'wo, adresse, anschrift, lage, finde ich, befinden, anfahrt, hinkommen, wie komme ich, wie komm ich, wie kommt man, wegbeschreibung, strasse, straße, welcher strasse, welcher straße, postleitzahl, hausnummer, google maps, bahnhof, bushaltestelle, zufahrt, offentlichen verkehrsmitteln, mit den offentlichen, opnv, oepnv',
    'adresse straße platz gebäude stock etage befinden strasse hausnummer eingang erdgeschoss obergeschoss zentrum bahnhof anfahrt',
  ],
  price: [
    'wie viel, wieviel, was kostet, kosten, kostet, preis, preise, gebuhr, gebuhren, teuer, gunstig, provision, was kosten, preisliste, kostenpunkt, tarif, tarife, billig, honorar, pauschale, gratis, gebuehr, gebuehren, guenstig, was nehmt ihr, was nehmen sie, was verlangt ihr, was verlangen sie, was muss ich zahlen, was muss ich bezahlen',
    'preis preise kostet kosten gebühr euro tarif pauschal honorar gratis inkl zzgl mwst',
  ],
  'payment methods': [
    'bezahlen, zahlen, zahlung, karte, kreditkarte, bar, bargeld, ec karte, uberweisung, paypal, kartenzahlung, zahlungsarten, zahlungsmoglichkeiten, bezahlmoglichkeiten, girokarte, girocard, visa, mastercard, amex, apple pay, google pay, klarna, lastschrift, sepa, twint, cash, in bar, auf rechnung, per rechnung, kontaktlos zahlen, kontaktlos bezahlen',
    'zahlung zahlen karte kreditkarte bar bargeld überweisung paypal ec-karte girocard visa mastercard lastschrift rechnung akzeptieren',
  ],
  booking: [
    'termin, termine, buchen, buchung, reservieren, reservierung, vereinbaren, terminvereinbarung, anmelden, anmeldung, buchbar, einen tisch, noch frei, noch was frei, noch etwas frei, noch platz, noch platze, freie termine, freien termin, freier termin, noch verfugbar',
    'termin termine buchen buchung online telefonisch reservierung anmeldung voranmeldung buchbar',
  ],
  cancellation: [
    'absagen, stornieren, stornierung, storno, absage, verschieben, storniert, stornogebuhr, stornokosten, umbuchen, umbuchung, rucktritt, nicht kommen, nicht wahrnehmen, nicht erscheinen, anderen termin, neuen termin, termin andern, termin absagen, termin verschieben, termin stornieren, termin verlegen, termin umlegen, komme spater, komme zu spat, ich verspate mich, vertrag kundigen, mitgliedschaft kundigen, abo kundigen, die kundigungsfrist',
    'absage absagen stornierung vorher verschieben storno umbuchen ausfallgebühr ausfallhonorar spätestens frist kündigung',
  ],
  delivery: [
    'lieferung, liefern, versand, versenden, verschicken, zustellung, paket, sendungsverfolgung, lieferzeit, liefert ihr, versandkosten, lieferkosten, lieferdienst, porto, kurier, tracking, sendungsnummer, verschickt, verschickt ihr, schickt ihr, zugestellt, zustellen, express, dhl, dpd, hermes, gls, wo bleibt, nicht angekommen, noch nicht da',
    'lieferung liefern versand versandkostenfrei werktage zustellung sendungsverfolgung paket dhl dpd hermes express kurier',
  ],
  returns: [
    'ruckgabe, zuruckgeben, umtausch, umtauschen, erstattung, geld zuruck, retoure, zuruckschicken, ruckgaberecht, rucksendung, zuruckbringen, zurucksenden, retournieren, widerruf, widerrufen, widerrufsrecht, umtauschrecht, falsche grosse, falsche große',
    'rückgabe umtausch erstattung erstatten retoure rücksendung rückerstattung widerruf widerrufsrecht quittung kaufbeleg',
  ],
  warranty: [
    'garantie, gewahrleistung, kaputt, defekt, reparieren, reparatur, garantiefall, gewaehrleistung, reklamation, reklamieren, mangel, maengel, funktioniert nicht, geht nicht mehr, ist beschadigt, war beschadigt, kam beschadigt, undicht, tropft, leck, gebrochen, kaputtgegangen',
    'garantie gewährleistung reparatur reparieren mängel defekt reklamation',
  ],
  insurance: [
    'versicherung, krankenkasse, versichert, versicherungen, krankenversicherung, privat versichert, gesetzlich versichert, als privatpatient, als kassenpatient, kostenubernahme, zahlt die kasse, ubernimmt die kasse, ubernimmt die krankenkasse, beihilfe, haftpflicht, teilkasko, aok, barmer, dak, ikk, bkk',
    'versicherung krankenkassen kassen privat gesetzlich beihilfe versicherte',
  ],
  contact: [
    'telefon, telefonnummer, nummer, anrufen, erreichen, kontakt, email, e mail, mail, handynummer, handy, rufnummer, festnetz, tel, telnr, kontaktieren, kontaktformular, whatsapp, sms, hotline, support, kundenservice, kundendienst, ansprechpartner, ruckruf, zuruckrufen, ruf mich an, rufen sie mich an, ruft mich an, mit jemandem sprechen, mit jemandem reden, mit einem menschen, mit einem mitarbeiter, euch schreiben, ihnen schreiben',
    'telefon anrufen rufen kontakt e-mail schreiben erreichen erreichbar tel mail whatsapp nachricht hotline',
  ],
  discount: [
    'rabatt, ermassigung, nachlass, gutschein, aktion, rabatte, rabattcode, gutscheincode, ermaessigung, vergunstigung, ein sonderangebot, im sonderangebot, habt ihr sonderangebote, gibt es sonderangebote, im angebot, aktuelle angebote, besondere angebote, reduziert, sale, sparen, schnappchen, promo, promocode, coupon, skonto, studentenrabatt, neukundenrabatt, fruhbucherrabatt, happy hour',
    'rabatt ermäßigung nachlass ermäßigt reduziert gutschein aktion sonderangebot prozent',
  ],
  children: [
    'kind, kinder, sohn, tochter, baby, wie alt, alter, minderjahrig, kids, babys, saugling, sauglinge, mit kleinkind, jugendliche, jugendlichen, teenager, enkel, enkelin, enkelkind, madchen, jahre alt, jahrige, jahrigen, unter 18, ab wieviel jahren, ab wie viel jahren, wickeltisch, einen hochstuhl, ein hochstuhl',
    'kinder kind alter jahren jugendliche baby babys',
  ],
  pets: [
    'hund, hunde, katze, katzen, haustier, haustiere, tier, tiere, hundchen, welpe, welpen, vierbeiner, fellnase, kaninchen, tierfreundlich, hundefreundlich',
    'hunde hund haustiere tiere katzen haustier vierbeiner',
  ],
  parking: [
    'parken, parkplatz, parkplatze, parkhaus, parkt, parkmoglichkeit, parkmoglichkeiten, tiefgarage, garage, parkgebuhr, parkgebuhren, parkschein, einen stellplatz, auto abstellen, wagen abstellen',
    'parkplatz parkplätze parken parkhaus tiefgarage garage parkmöglichkeiten',
  ],
  'payment plans': [
    'raten, ratenzahlung, finanzierung, finanzieren, abzahlen, in raten, ratenkauf, teilzahlung, abbezahlen, kredit, kredite, zinsfrei, zinslos, ohne zinsen, leasing, in monatsraten, monatliche raten, monatlich zahlen, monatlich bezahlen, spater bezahlen, spater zahlen, in teilen zahlen, in teilen bezahlen',
    'ratenzahlung raten finanzierung monatlich teilzahlung zinsen laufzeit leasing anzahlung',
  ],
  duration: [
    'wie lange, dauer, dauert, wie lang, wie schnell, wie bald, wie viel zeit, wieviel zeit, wie viele tage, wie viele wochen, wie viele stunden, wie viele minuten, zeitaufwand, bearbeitungszeit',
    'minuten stunden tage wochen dauer dauert monate innerhalb ca',
  ],
  membership: [
    'bonusprogramm, treueprogramm, punkte, mitglied, mitgliedschaft, kundenkarte, mitglieder, beitreten, treuekarte, treuepunkte, bonuskarte, stempelkarte, payback, abo, abonnement, zehnerkarte, vip, club, klub',
    'bonusprogramm punkte mitglieder mitgliedschaft treueprogramm stempelkarte sammeln prämie abo club',
  ],
  about: [
    'seit wann, wie lange gibt es, erfahrung, wie lange gibt s, wie lange schon, wie lange besteht, wie lange existiert, seit wie vielen jahren, wer seid ihr, wer sind sie, uber euch, welche qualifikation, welche qualifikationen, seid ihr qualifiziert, sind sie qualifiziert, zertifiziert, zertifikat, gegrundet, inhaber, inhaberin',
    'seit gegründet jahren erfahrung inhaber tradition zertifiziert',
  ],
  accessibility: [
    'rollstuhl, barrierefrei, rampe, aufzug, behinderung, rollstuhlgerecht, rollstuhlfahrer, barrierearm, behindertengerecht, rolli, rollator, gehbehindert, gehhilfe, kinderwagen, buggy, lift, einen fahrstuhl, ein fahrstuhl, mit fahrstuhl, treppe, treppen, ohne stufen, keine stufen, ohne treppen, keine treppen, ebenerdig',
    'barrierefrei rollstuhl rampe aufzug rollstuhlgerecht behindertengerecht ebenerdig stufenlos fahrstuhl lift',
  ],
  seniors: [
    'senior, senioren, seniorin, rentner, rentnerin, rentnerinnen, rente, im ruhestand, seniorenrabatt, rentnerrabatt, altere menschen, altere leute, altere personen, altere kunden',
    'senioren senior rentner ruhestand',
  ],
  military: [
    'soldat, soldaten, soldatin, militar, veteran, veteranen, wehrdienst, armee, truppenausweis, der bundeswehr, die bundeswehr, fur bundeswehr, fur die bundeswehr',
    'bundeswehr soldaten militär veteranen',
  ],
  weekend: [
    'am wochenende, ubers wochenende, uber das wochenende, an wochenenden, dieses wochenende, nachstes wochenende, kommendes wochenende, jedes wochenende, am we, samstags und sonntags, samstag und sonntag, sa und so',
    'samstag samstags sonntag sonntags wochenende wochenenden',
  ],
  today: [
    'heute, heut, sofort, dringend, eilig, es eilt, notfall, notdienst, kurzfristig, spontan, akut, akute, asap, so schnell wie moglich, selben tag, gleichen tag',
    'heute sofort dringend notfall notfälle notdienst kurzfristig akut',
  ],
  'time zone': [
    'zeitzone, zeitzonen, welche zeitzone, ortszeit, deutscher zeit, deutsche zeit, mez, mesz, utc, gmt, cet',
    'zeitzone ortszeit mez mesz utc gmt',
  ],
  value: [
    'wert, wertgutachten, eine wertermittlung, gutachten, gutachter, kostenvoranschlag, kostenvoranschlage, ankauf, inzahlungnahme, in zahlung nehmen, in zahlung geben, was bekomme ich fur, was zahlt ihr fur, schatzen lassen, bewerten lassen, eine schatzung, grobe schatzung, unverbindliches angebot, angebot machen, angebot erstellen, angebot einholen',
    'wert wertermittlung gutachten kostenvoranschlag angebot unverbindlich schätzung ankauf',
  ],
  used: [
    'gebraucht, gebrauchte, gebrauchten, gebrauchtes, gebrauchtwagen, second hand, secondhand, aus zweiter hand, refurbished, occasion, neuwertig, b ware',
    'gebraucht second-hand secondhand vorführwagen refurbished neuwertig occasion',
  ],
  home: [
    'zu hause, zuhause, nach hause, daheim, ins haus, hausbesuch, hausbesuche, kommt ihr zu mir, kommen sie zu mir, kommst du zu mir, kommt ihr zu uns, kommen sie zu uns, kommt ihr vorbei, kommen sie vorbei',
    'hausbesuch hausbesuche zuhause haus daheim mobil',
  ],
  brands: [
    'marke, marken, welche marke, markenware, hersteller, welches modell, welche modelle, dieses modell, das modell, andere modelle, fabrikat',
    'marke marken hersteller modell modelle fabrikat',
  ],
  language: [
    'sprache, sprachen, welche sprachen, sprachkenntnisse, englisch, english, franzosisch, turkisch, russisch, polnisch, arabisch, chinesisch, auf deutsch, deutsch sprechen, auf spanisch, spanisch sprechen, auf italienisch, italienisch sprechen, auf ukrainisch, auf griechisch, auf portugiesisch, auf kroatisch, auf japanisch, auf vietnamesisch, auf niederlandisch, auf persisch, dolmetscher',
    'sprache sprachen sprechen spricht mehrsprachig englisch deutsch französisch türkisch russisch polnisch arabisch spanisch italienisch ukrainisch griechisch kroatisch',
  ],
  luggage: [
    'gepack, gepaeck, gepackaufbewahrung, koffer, koffern, rucksack, rucksacke, rucksacks, meine taschen, unsere taschen, meine tasche, taschen abstellen, sachen abstellen',
    'gepäck gepäckaufbewahrung koffer aufbewahrung',
  ],
  'electric vehicles': [
    'e auto, e autos, eauto, elektroauto laden, elektroauto aufladen, mein elektroauto, ein elektroauto, meinem elektroauto, ladesaule, ladesaulen, ladestation, ladestationen, ladepunkt, wallbox, auto laden, auto aufladen, wagen laden, strom tanken, tesla',
    'ladestation ladesäule ladesäulen elektroauto elektrofahrzeuge wallbox ladepunkt',
  ],
  export: [
    'export, exportieren, excel, csv, xlsx, tabelle, daten herunterladen, daten runterladen, daten exportieren',
    'export exportieren csv xlsx excel download herunterladen tabelle',
  ],
  dietary: [
    'vegan, veganer, vegetarisch, vegetarier, veggie, glutenfrei, gluten, ohne gluten, laktosefrei, laktose, ohne laktose, ohne milch, ohne fleisch, kein fleisch, tierische produkte, pflanzliche alternative, halal, koscher, zoliakie, nussallergie, allergisch gegen, eine allergie, bei allergien, fur allergiker, eine unvertraglichkeit, bei unvertraglichkeiten, koffein, koffeinfrei, koffeinfreie, koffeinfreien, koffeinfreier, entkoffeiniert, diat',
    'vegan vegetarisch glutenfrei laktosefrei halal koffeinfrei pflanzlich',
  ],
  washing: [
    'duschen, dusche, duschmoglichkeit, frisch machen, mich waschen, sich waschen',
    'dusche duschen sanitäranlagen waschraum badezimmer',
  ],
  restrooms: [
    'toilette, toiletten, klo, klos, wc, gaste wc, kundentoilette, badezimmer, stilles ortchen',
    'toilette toiletten wc sanitäranlagen badezimmer',
  ],
  'price matching': [
    'preisgarantie, bestpreisgarantie, tiefpreisgarantie, preisabgleich, woanders gunstiger, woanders billiger, anderswo gunstiger, anderswo billiger, gunstiger gefunden, billiger gefunden, gunstiger gesehen, billiger gesehen, preis angleichen, preis anpassen, preis mitgehen, preis unterbieten, konkurrenz',
    'bestpreisgarantie tiefpreisgarantie günstiger billiger konkurrenz',
  ],
  bedrooms: [
    'ein schlafzimmer, zwei schlafzimmer, drei schlafzimmer, vier schlafzimmer, 1 schlafzimmer, 2 schlafzimmer, 3 schlafzimmer, 4 schlafzimmer, zimmer wohnung, zimmer wohnungen, zweizimmerwohnung, dreizimmerwohnung, vierzimmerwohnung, wie viele zimmer, wie viele schlafzimmer, anzahl zimmer, anzahl der zimmer',
    'schlafzimmer zimmer zimmerwohnung betten',
  ],
  deposit: [
    'anzahlung, anzahlen, kaution, vorkasse, pfand, reservierungsgebuhr, im voraus zahlen, im voraus bezahlen, vorab zahlen, vorab bezahlen, vorher zahlen, vorher bezahlen',
    'anzahlung kaution vorkasse vorauszahlung vorab restbetrag pfand',
  ],
  trial: [
    'probe, probestunde, probetraining, probefahrt, probieren, ausprobieren, anprobieren, kostprobe, testfahrt, testversion, zum schnuppern, schnuppern kommen, eine schnupperstunde, ein schnuppertraining, vorfuhrung, demo, kostenlos testen, gratis testen, erst testen, vorher testen, zum testen, vor dem kauf, bevor ich kaufe, bevor ich buche, bevor ich mich anmelde',
    'probe probieren ausprobieren schnuppern testen gratis unverbindlich demo',
  ],
  arrival: [
    'ankommen, ankunft, anreise, anreisen, einchecken, check in, da sein, dort sein, vor ort sein, fruher kommen, fruher da, vorher da, vorher kommen, minuten vorher, minuten fruher, wie viele minuten vorher, punktlich',
    'ankunft anreise ankommen check-in einchecken vorher früher',
  ],
  capacity: [
    'wie viele personen, wie viele leute, wie viele gaste, wie viele menschen, wie viele teilnehmer, wieviele personen, wieviel personen, wie viel personen, fur wie viele, wie viele passen, passen rein, kapazitat, kapazitaten, sitzplatze, platz fur, wie gross, wie groß, maximale anzahl, maximale personenzahl, max personen, fassungsvermogen',
    'kapazität sitzplätze stehplätze maximal begrenzt',
  ],
  guests: [
    'gast, gaste, gasten, eine begleitung, mit begleitung, in begleitung, meine begleitung, eine begleitperson, als begleitperson, mitkommen, kumpel, mit freunden, freunde mitbringen, freund mitbringen, freundin mitbringen, jemanden mitbringen, person mitbringen',
    'gast gäste besucher begleitperson begleitung',
  ],
  wifi: [
    'wlan, w lan, wifi, wi fi, hotspot, wlan passwort, internet zugang, habt ihr internet, gibt es internet',
    'wlan wifi wi-fi hotspot',
  ],
  holidays: [
    'feiertag, feiertage, feiertagen, feiertags, an feiertagen, gesetzlicher feiertag, gesetzlichen feiertagen, sonn und feiertags, sonn und feiertagen, am bruckentag, am brueckentag',
    'feiertag feiertagen feiertags weihnachten ostern pfingsten neujahr silvester',
  ],
  storage: [
    'aufbewahren, aufbewahrung, schliessfach, schliessfacher, schließfach, schließfacher, spind, spinde, garderobe, deponieren, stauraum, dalassen, hier lassen, einlagern lassen, reifen einlagern',
    'aufbewahrung aufbewahren lagerung spind spinde garderobe abstellraum',
  ],
  frequency: [
    'wie oft, wie haufig, haufigkeit, in welchen abstanden, in welchem abstand, wie regelmassig, alle wie viel, alle wieviel, takt, taktung, in welchem intervall, in welchem rhythmus',
    'täglich wöchentlich monatlich jährlich zweimal',
  ],
};
