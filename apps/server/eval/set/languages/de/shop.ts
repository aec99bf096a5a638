import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters verkauft Ausrüstung zum Wandern, Campen und Klettern online und in unserem Laden in der Alder Avenue 88, Fernwood, direkt neben dem Bahnhof Fernwood.

Öffnungszeiten des Ladens: Montag bis Samstag 10:00 bis 20:00 Uhr, Sonntag 11:00 bis 17:00 Uhr. Im Dezember haben wir vom 1. bis 23. Dezember jeden Tag bis 21:00 Uhr geöffnet. An Thanksgiving, am ersten Weihnachtsfeiertag und an Neujahr bleibt der Laden geschlossen.

Parken: In der Tiefgarage Alder Avenue parken Sie zwei Stunden kostenlos; lassen Sie Ihr Ticket einfach an der Kasse entwerten.

Kundenservice: Schreiben Sie uns hier im Chat, per E-Mail an help@trailheadoutfitters.example oder rufen Sie an unter 1-800-555-0142, Montag bis Freitag 9:00 bis 18:00 Uhr pazifischer Zeit (Pacific Time).`,

    `Versand und Lieferung

Der Standardversand ist ab einem Bestellwert von 75 € kostenlos, darunter kostet er 6,95 €. Die Standardlieferung dauert 3 bis 5 Werktage. Expressversand kommt in 1 bis 2 Werktagen an und kostet 18 €.

Bestellungen, die vor 14:00 Uhr pazifischer Zeit eingehen, verschicken wir noch am selben Werktag. Sobald Ihre Bestellung unser Lager verlässt, bekommen Sie per E-Mail einen Tracking-Link.

Wir liefern in die USA und nach Kanada. Bestellungen nach Kanada kosten pauschal 15 € inklusive Zoll und kommen in 5 bis 10 Werktagen an. Sperrige Artikel wie Zelte und Kajaks können nicht an Postfächer geschickt werden.

Click & Collect: Online bestellen und kostenlos im Laden abholen, meistens innerhalb von 2 Stunden.`,

    `Rückgabe, Umtausch und Garantie

Unbenutzte Artikel können Sie innerhalb von 60 Tagen nach Lieferung zurückgeben und bekommen den vollen Betrag auf das ursprüngliche Zahlungsmittel erstattet. Mitglieder im Trail Club haben 365 Tage Zeit für die Rückgabe. Online gekaufte Artikel können Sie auch im Laden zurückgeben.

Rücksendung per Post: Wir schicken Ihnen ein frankiertes Rücksendeetikett per E-Mail und ziehen 7 € von der Erstattung ab; die Rückgabe im Laden ist kostenlos. Der Umtausch in eine andere Größe oder Farbe ist kostenlos, per Post oder im Laden.

Erstattungen werden innerhalb von 5 Werktagen bearbeitet, nachdem Ihre Rücksendung bei uns angekommen ist.

Benutzte Artikel können nicht zurückgegeben werden, sofern sie nicht defekt sind. Ausgeschlossen von der Rückgabe sind außerdem reduzierte Artikel aus dem Final Sale, angebrochene Gaskartuschen und personalisierte Artikel.

Garantie: Auf alle Produkte der Marke Trailhead geben wir eine lebenslange Garantie gegen Herstellungsfehler. Für andere Marken gilt die Herstellergarantie, und wir kümmern uns für Sie um die Abwicklung.

Reparaturen: Unsere Werkstatt repariert Reißverschlüsse, Nähte und Zeltstangen. Ein Reißverschlusstausch kostet ab 25 €, die meisten Reparaturen dauern eine Woche.`,

    `Bezahlen und sparen

Wir akzeptieren Visa, Mastercard, American Express, Discover, PayPal, Apple Pay und Trailhead-Geschenkkarten. Mit Afterpay zahlen Sie Bestellungen von 50 € bis 1.000 € in 4 zinsfreien Raten.

Die Mitgliedschaft im Trail Club ist kostenlos: Sie bekommen bei jedem Einkauf 5 % als Prämie zurück, haben 365 Tage Rückgaberecht und werden zu Veranstaltungen nur für Mitglieder eingeladen. Anmelden können Sie sich an der Kasse oder in Ihrem Online-Konto.

Preisgarantie: Wenn ein Händler in den USA oder in Kanada innerhalb von 14 Tagen nach Ihrem Kauf einen identischen, lieferbaren Artikel günstiger anbietet, gleichen wir den niedrigeren Preis an.

Geschenkkarten gibt es von 25 € bis 500 €, und sie verfallen nie. Studierende bekommen mit gültigem Studentenausweis 10 % Rabatt.

Ausrüstung mieten: Zelte kosten 25 € pro Tag, Rucksäcke 12 € pro Tag, dazu wird eine Kaution von 100 € auf einer Kreditkarte hinterlegt. Mietausrüstung reservieren Sie telefonisch oder im Laden.`,
  ],
  questions: [
    { text: 'wie lange dauert der versand', expect: ['3 bis 5 Werktage'] },
    { text: 'ist der versand kostenlos', expect: ['75 €'] },
    {
      text: 'kann ich wanderschuhe zurückgeben die ich schon auf einer tour anhatte',
      expect: ['sofern sie nicht defekt sind'],
    },
    { text: 'rückgaberecht?', expect: ['60 Tagen'] },
    { text: 'wie habt ihr sonntags offen', expect: ['11:00 bis 17:00'] },
    { text: 'liefert ihr nach kanada und was kostet das', expect: ['15 €'] },
    { text: 'kann man in raten zahlen', expect: ['Afterpay'] },
    { text: 'wo ist euer laden', expect: ['Alder Avenue 88'] },
    {
      text: 'gleicht ihr den preis an wenn ich es woanders billiger finde',
      expect: ['niedrigeren Preis'],
    },
    {
      text: 'wie lang dauert es bis ich nach der rücksendung mein geld zurück hab',
      expect: ['5 Werktagen'],
    },
    { text: 'express versand kosten?', expect: ['18 €'] },
    { text: 'Kann ich fürs Wochenende ein Zelt mieten?', expect: ['25 € pro Tag'] },
    { text: 'verfallen gutscheine', expect: ['verfallen nie'] },
    { text: 'studentenrabatt?', expect: ['10 %'] },
    {
      text: 'wenn ich um 12 uhr mittags bestelle geht das heute noch raus?',
      expect: ['vor 14:00'],
    },
    {
      text: 'der reißverschluss an meiner jacke ist kaputt, könnt ihr den reparieren',
      expect: ['Reißverschlusstausch'],
    },
    {
      text: 'welche garantie habt ihr auf eure eigenen rucksäcke',
      expect: ['lebenslange Garantie'],
    },
    { text: 'kann ich meine online bestellung im laden abholen', expect: ['2 Stunden'] },
    { text: 'telefonnummer kundenservice', expect: ['1-800-555-0142'] },
    { text: 'habt ihr an weihnachten offen', expect: ['ersten Weihnachtsfeiertag'] },
    { text: 'nehmt ihr amex', expect: ['American Express'] },
    {
      text: 'wie werd ich mitglied im bonusprogramm und was bringt mir das',
      expect: ['kostenlos', '5 %'],
    },
    { text: 'kann ich meine schuhe gegen eine nummer größer tauschen', expect: ['andere Größe'] },
    { text: 'kann man in der nähe parken', expect: ['zwei Stunden kostenlos'] },
    { text: 'könnt ihr ein zelt an mein postfach schicken', expect: ['Postfächer'] },
    { text: 'rückgabefrist für mitglieder?', expect: ['365 Tage'] },
    { text: 'wer zahlt die rücksendung wenn ich es per post zurückschicke', expect: ['7 €'] },
    { text: 'kann ich ne angebrochene gaskartusche zurückbringen', expect: ['Gaskartuschen'] },
    { text: 'öffnungszeiten im dezember vor weihnachten?', expect: ['21:00'] },
    {
      text: 'was kostet es einen rucksack zu mieten und muss man kaution zahlen',
      expect: ['12 €', '100 €'],
    },
    { text: 'bekomme ich eine sendungsnummer', expect: ['Tracking-Link'] },
    { text: 'verkauft ihr angelscheine', unanswerable: true },
    { text: 'könnt ihr meine ski wachsen', unanswerable: true },
    { text: 'sind eure daunenjacken ethisch produziert', unanswerable: true },
    { text: 'bietet ihr geführte wandertouren an', unanswerable: true },
    {
      text: 'was kostet eine zahnreinigung für erwachsene',
      unanswerable: true,
      probes: 'clinic',
    },
    { text: 'ist die immobilienbewertung kostenlos?', unanswerable: true, probes: 'realty' },
    {
      text: 'wie viele sitzungen hat das programm für den berufswechsel',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
