import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors ist ein Autohaus in Familienbesitz in Clearwater. Wir verkaufen Neuwagen von Mazda und Subaru und haben rund 150 geprüfte Gebrauchtwagen aller Marken im Angebot.

Adresse: Lakeshore Drive 4500 (Route 9), Clearwater, eine halbe Meile nördlich der Ausfahrt 12 der I-84.

Öffnungszeiten Verkauf (Showroom): Montag bis Freitag 9:00 bis 20:00 Uhr, Samstag 9:00 bis 18:00 Uhr, Sonntag 11:00 bis 16:00 Uhr.
Öffnungszeiten Werkstatt: Montag bis Freitag 7:00 bis 18:00 Uhr, Samstag 8:00 bis 14:00 Uhr. Die Werkstatt ist sonntags geschlossen.

Verkauf: (555) 870-3300. Werkstatt: (555) 870-3311. E-Mail: sales@lakesidemotors.example.`,

    `Kaufen und finanzieren

Probefahrten: Buchen Sie online oder kommen Sie einfach vorbei, und bringen Sie einen gültigen Führerschein mit. Eine Probefahrt dauert etwa 30 Minuten, und im Umkreis von 20 Meilen bringen wir das Auto auch zu Ihnen nach Hause oder ins Büro.

Finanzierung: Wir arbeiten mit 12 Kreditgebern zusammen, darunter Mazda Financial Services und Subaru Motors Finance. Der effektive Jahreszins beginnt bei bonitätsgeprüften Käufern bei 3,9 % für Neuwagen und 5,9 % für Gebrauchtwagen, mit Laufzeiten von 24 bis 72 Monaten. Holen Sie sich online in 10 Minuten eine Vorabzusage; dabei wird nur eine weiche Bonitätsabfrage gemacht, die keinen Einfluss auf Ihren Score hat. Schlechte Bonität oder Ihr erstes Auto? Auch dafür haben wir Programme.

Eine Anzahlung ist bei genehmigter Finanzierung nicht erforderlich, aber mit 10 % Anzahlung sinkt Ihre Monatsrate.

Leasing: Leasingverträge für neue Mazda und Subaru laufen 24 bis 39 Monate, mit 10.000 oder 12.000 Meilen pro Jahr.

Gebühren: Unsere Bearbeitungsgebühr beträgt 399 €, dazu kommen Steuern, Zulassung und Kennzeichen. Versteckte Zusatzleistungen schlagen wir niemals auf.

Inzahlungnahme: Wir kaufen jedes Auto an, auch wenn Sie bei uns keins kaufen. Sie bekommen sofort ein Online-Angebot, das 7 Tage gültig ist und nach einer kurzen Prüfung des Wagens verbindlich wird. Wenn Ihr Auto noch nicht abbezahlt ist, lösen wir den Restkredit für Sie ab.`,

    `Gebrauchtwagen, Garantie und Lieferung

Jeder Gebrauchtwagen durchläuft eine Prüfung mit 150 Punkten und kommt mit einem kostenlosen CARFAX-Bericht.

Garantie: Auf unsere Gebrauchtwagen gibt es eine eingeschränkte Antriebsstrang-Garantie von 12 Monaten / 12.000 Meilen. Für Neuwagen gilt die Herstellergarantie: 3 Jahre oder 36.000 Meilen bei Mazda und Subaru. Verlängerte Garantieverträge sind erhältlich.

Umtauschgarantie: Wenn Sie mit Ihrem Gebrauchtwagen nicht glücklich sind, können Sie ihn innerhalb von 5 Tagen oder 250 Meilen gegen einen anderen tauschen, je nachdem, was zuerst eintritt. Es handelt sich um einen Umtausch, nicht um eine Rückerstattung.

Die Lieferung nach Hause ist im Umkreis von 50 Meilen um das Autohaus kostenlos; darüber hinaus kostet sie 2 € pro Meile.`,

    `Werkstatt

Wir warten und reparieren alle Marken und Modelle, nicht nur Mazda und Subaru. Preise: Ölwechsel mit synthetischem Öl 69,95 €, Reifen umsetzen 29,95 €, staatliche Fahrzeuginspektion 35 €, Bremsbeläge ab 189 € pro Achse. Sicherheitsrückrufe reparieren wir kostenlos.

Buchen Sie Ihren Werkstatttermin online oder rufen Sie die Serviceannahme an. Bei Reparaturen, die länger als 2 Stunden dauern, leihen wir Ihnen bei Vorabbuchung kostenlos einen Leihwagen, oder unser kostenloser Shuttle bringt Sie an jedes Ziel im Umkreis von 10 Meilen.

Während Sie warten, gibt es in unserer Lounge kostenloses WLAN, Kaffee und eine Kinderecke.`,
  ],
  questions: [
    { text: 'wann macht der showroom samstags zu', expect: ['18:00'] },
    { text: 'hat die werkstatt sonntags auf', expect: ['sonntags geschlossen'] },
    { text: 'was ist euer zinssatz bei nem neuwagen', expect: ['3,9 %'] },
    { text: 'nehmt ihr autos in zahlung', expect: ['jedes Auto'] },
    { text: 'was kostet ein ölwechsel', expect: ['69,95 €'] },
    {
      text: 'kann ich eine probefahrt bei mir zuhause machen',
      expect: ['im Umkreis von 20 Meilen'],
    },
    { text: 'nehmt ihr eine bearbeitungsgebühr', expect: ['399 €'] },
    { text: 'garantie auf gebrauchte?', expect: ['12.000 Meilen'] },
    {
      text: 'meine schufa ist schlecht, krieg ich trotzdem ne finanzierung',
      expect: ['Programme'],
    },
    { text: 'wo seid ihr', expect: ['Lakeshore Drive 4500'] },
    { text: 'wie lange kann ich ein auto finanzieren', expect: ['72 Monate'] },
    { text: 'liefert ihr autos nach hause', expect: ['im Umkreis von 50 Meilen'] },
    {
      text: 'kann ich einen gebrauchtwagen zurückgeben wenn er mir nicht gefällt',
      expect: ['5 Tagen'],
    },
    { text: 'muss ich was anzahlen', expect: ['nicht erforderlich'] },
    { text: 'telefon werkstatt', expect: ['(555) 870-3311'] },
    { text: 'repariert ihr auch andere marken wie toyota', expect: ['alle Marken'] },
    { text: 'krieg ich ein ersatzauto solange meins in der werkstatt ist', expect: ['Leihwagen'] },
    { text: 'welche marken verkauft ihr', expect: ['Mazda'] },
    { text: 'gibts bei euren gebrauchten einen carfax bericht', expect: ['CARFAX'] },
    { text: 'was kosten bremsbeläge', expect: ['189 €'] },
    {
      text: 'wie lange dauert eine probefahrt und was muss ich mitbringen',
      expect: ['30 Minuten', 'Führerschein'],
    },
    { text: 'leasing kilometer bzw meilen optionen', expect: ['12.000 Meilen pro Jahr'] },
    { text: 'schadet die vorabzusage meiner bonität', expect: ['keinen Einfluss'] },
    { text: 'wie lange gilt das angebot für meinen alten wagen', expect: ['7 Tage'] },
    { text: 'kostet die reparatur bei einem rückruf was?', expect: ['kostenlos'] },
    { text: 'was kostet die staatliche inspektion', expect: ['35 €'] },
    {
      text: 'wie hoch ist der zins bei gebrauchtwagen und welche laufzeiten gibt es',
      expect: ['5,9 %', '24 bis 72 Monaten'],
    },
    {
      text: 'mein auto ist noch nicht abbezahlt, kann ich es trotzdem in zahlung geben?',
      expect: ['Restkredit'],
    },
    { text: 'gibts wlan im wartebereich', expect: ['WLAN'] },
    { text: 'welche ausfahrt muss ich von der autobahn nehmen', expect: ['Ausfahrt 12'] },
    { text: 'wann habt ihr sonntags offen', expect: ['11:00 bis 16:00'] },
    { text: 'verkauft ihr auch motorräder', unanswerable: true },
    { text: 'kann ich bei euch ein auto tageweise mieten', unanswerable: true },
    { text: 'kann ich ein auto mit bitcoin bezahlen', unanswerable: true },
    { text: 'macht ihr auch scheibentönung', unanswerable: true },
    { text: 'was kostet ein bleaching', unanswerable: true, probes: 'clinic' },
    { text: 'was kostet eine einzelne coaching-sitzung', unanswerable: true, probes: 'coach' },
    {
      text: 'wie hoch ist die bewerbungsgebühr für eine wohnung',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
