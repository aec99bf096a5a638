import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Brightside Dental',
  knowledge: [
    `Über Brightside Dental

Brightside Dental ist eine Familienzahnarztpraxis in Riverton. Dr. Amelia Novak und Dr. Samuel Okafor betreuen seit 2009 Patientinnen und Patienten jeden Alters, von der ersten Kontrolle beim Kind bis zu Implantaten und Prothesen. Kinder behandeln wir ab dem ersten Geburtstag.

Öffnungszeiten
Montag bis Mittwoch: 8:00 bis 17:00 Uhr
Donnerstag: 8:00 bis 19:00 Uhr (langer Abend für Berufstätige)
Freitag: 8:00 bis 14:00 Uhr
Samstag: 9:00 bis 13:00 Uhr, nur nach Terminvereinbarung
Sonntags und an Feiertagen ist die Praxis geschlossen.

So finden Sie uns
Unsere Adresse: Harbor Street 214, Suite 3, Riverton. Die Praxis liegt im zweiten Stock des Harbor Medical Building, gegenüber der Stadtbibliothek (Riverton Central Library). Das Gebäude hat einen Aufzug und einen stufenlosen Zugang von der Straße, Rollstühle und Kinderwagen sind also kein Problem.

Patienten parken kostenlos auf dem Parkplatz hinter dem Gebäude; zeigen Sie einfach Ihre Terminkarte an der Schranke. Die Buslinien 4 und 11 halten an der Haltestelle Harbor & 3rd, zwei Gehminuten entfernt.

Kontakt
Rufen Sie uns an unter (555) 214-7788 oder schreiben Sie an hello@brightsidedental.example. Außerhalb der Sprechzeiten hinterlassen Sie bitte eine Nachricht auf dem Anrufbeantworter, wir rufen Sie am nächsten Werktag zurück.`,

    `Behandlungen und Preise

Kontrolle und Reinigung: Eine Routineuntersuchung mit professioneller Zahnreinigung kostet 145 € für Erwachsene und 95 € für Kinder unter 14 Jahren. Röntgenaufnahmen machen wir nur, wenn sie nötig sind; sie kosten 60 € zusätzlich. Eine Erstuntersuchung für neue Patienten mit vollständigem Röntgenstatus kostet 210 €.

Füllungen: Wir verwenden zahnfarbene Kompositfüllungen, ab 180 € pro Zahn. Fissurenversiegelungen für Kinder kosten 45 € pro Zahn.

Bleaching: Das Bleaching in der Praxis dauert etwa 90 Minuten und kostet 450 €. Bleaching-Schienen für zu Hause kosten 290 €, das Ergebnis sehen Sie nach zwei bis drei Wochen.

Kronen: Eine Keramikkrone kostet 1.250 € pro Zahn und braucht in der Regel zwei Termine im Abstand von zwei Wochen.

Eine Wurzelbehandlung kostet ab 850 € für einen Frontzahn bis 1.150 € für einen Backenzahn, die Krone ist nicht inbegriffen.

Implantate: Ein einzelnes Implantat mit Krone gibt es ab 3.900 €. Die Implantatberatung ist kostenlos.

Unsichtbare Zahnschienen: Eine Invisalign-Behandlung gibt es ab 4.200 €, Beratung und Scan sind kostenlos.`,

    `Versicherung und Bezahlung

Bei Delta Dental, Cigna, MetLife und Aetna sind wir Vertragspraxis. Wir rechnen direkt mit Ihrer Versicherung ab, am Behandlungstag zahlen Sie nur Ihre Zuzahlung oder Selbstbeteiligung. Bei anderen Versicherungen sind wir keine Vertragspraxis: Sie bezahlen bei uns und erhalten die ausgefüllten Formulare, um sich das Geld erstatten zu lassen. Medicaid akzeptieren wir nicht.

Wir akzeptieren Bargeld, alle gängigen Kredit- und Debitkarten, Apple Pay und Google Pay. Persönliche Schecks nehmen wir nicht an.

Behandlungen über 500 € können Sie über unseren Partner CareCredit zinsfrei auf 12 Monate verteilen. Fragen Sie einfach an der Rezeption, der Antrag dauert etwa fünf Minuten.

Keine Versicherung? Der Brightside Smile Plan kostet 29 € im Monat und umfasst zwei Kontrollen mit Reinigung pro Jahr, Röntgenaufnahmen und 15 % Rabatt auf alle anderen Behandlungen.`,

    `Termine

Buchen Sie online unter brightsidedental.example/book, rufen Sie uns an oder fragen Sie an der Rezeption. Neue Patienten sind jederzeit willkommen; der erste Besuch dauert etwa eine Stunde.

Bitte bringen Sie zum ersten Termin einen Lichtbildausweis, Ihre Versicherungskarte und eine Liste Ihrer Medikamente mit und kommen Sie 10 Minuten früher, um den Gesundheitsfragebogen auszufüllen.

Absagen: Bitte sagen Sie einen Termin mindestens 24 Stunden vorher ab, wenn Sie ihn absagen oder verschieben möchten. Für kurzfristige Absagen und nicht wahrgenommene Termine berechnen wir eine Gebühr von 50 €. Wenn Sie mehr als 15 Minuten zu spät kommen, müssen wir den Termin eventuell verschieben.

Zahnnotfälle: Bei Zahnschmerzen, einem abgebrochenen Zahn oder einer Schwellung rufen Sie vor 10:00 Uhr an, dann behandeln wir Sie noch am selben Tag. Außerhalb der Öffnungszeiten erreichen Sie unsere Notfallnummer (555) 214-7799.

Angst vor dem Zahnarzt? Wir bieten Lachgas für 75 € pro Besuch an, und Sie dürfen gern Kopfhörer mitbringen. Dr. Okafor spricht Französisch, unsere Dentalhygienikerin Lucia spricht Spanisch.`,
  ],
  questions: [
    { text: 'wann macht ihr donnerstags zu', expect: ['19:00'] },
    { text: 'habt ihr samstags offen?', expect: ['9:00 bis 13:00'] },
    { text: 'wo ist die praxis genau', expect: ['Harbor Street 214'] },
    { text: 'Gibt es Parkplätze?', expect: ['Parkplatz hinter dem Gebäude'] },
    { text: 'was kostet eine zahnreinigung', expect: ['145 €'] },
    { text: 'preis für kontrolle bei kindern?', expect: ['95 €'] },
    { text: 'nehmt ihr delta dental', expect: ['Vertragspraxis'] },
    { text: 'Kann ich ein Implantat auch in Raten bezahlen?', expect: ['CareCredit'] },
    { text: 'bleaching kosten', expect: ['450 €'] },
    { text: 'wie sind eure stornobedingungen', expect: ['24 Stunden'] },
    { text: 'was passiert wenn ich meinen termin verpasse', expect: ['50 €'] },
    {
      text: 'Ich hab furchtbare Zahnschmerzen, kann mich heute noch jemand drannehmen?',
      expect: ['am selben Tag'],
    },
    { text: 'telefonnummer?', expect: ['(555) 214-7788'] },
    { text: 'nehmen sie medicaid', expect: ['Medicaid akzeptieren wir nicht'] },
    { text: 'Was muss ich zum ersten Termin mitbringen?', expect: ['Lichtbildausweis'] },
    {
      text: 'was kostet ne krone und wie viele termine braucht man dafür',
      expect: ['1.250 €', 'zwei Termine'],
    },
    { text: 'wurzelbehandlung hinterer backenzahn preis', expect: ['1.150 €'] },
    { text: 'ab welchem alter kann mein sohn zu euch kommen?', expect: ['ersten Geburtstag'] },
    { text: 'ehrlich gesagt hab ich panische angst vorm zahnarzt', expect: ['Lachgas'] },
    {
      text: 'ich hab keine zahnversicherung, gibts bei euch sowas wie einen plan?',
      expect: ['29 €'],
    },
    { text: 'notfallnummer ausserhalb der sprechzeiten', expect: ['(555) 214-7799'] },
    { text: 'kann ich mit apple pay zahlen', expect: ['Apple Pay'] },
    { text: 'ist die praxis rollstuhlgerecht', expect: ['stufenlos'] },
    { text: 'welcher bus fährt da hin', expect: ['4 und 11'] },
    { text: 'wie lange dauert der erste termin', expect: ['etwa eine Stunde'] },
    { text: 'spricht bei euch jemand spanisch?', expect: ['Spanisch'] },
    { text: 'invisalign wie teuer', expect: ['4.200 €'] },
    { text: 'was kostet eine füllung, und was kostet das röntgen?', expect: ['180 €', '60 €'] },
    { text: 'kann man online buchen?', expect: ['brightsidedental.example/book'] },
    { text: 'was wenn ich mich verspäte', expect: ['15 Minuten'] },
    { text: 'nehmt ihr schecks', expect: ['Schecks'] },
    { text: 'wann macht ihr montags morgens auf', expect: ['8:00'] },
    { text: 'Machen Sie auch Botox?', unanswerable: true },
    { text: 'gibt es eine apotheke im gebäude', unanswerable: true },
    { text: 'was kostet ein hörtest', unanswerable: true },
    { text: 'behandelt ihr auch schlafapnoe', unanswerable: true },
    {
      text: 'wie hoch ist der effektive jahreszins wenn ich ein auto über 60 monate finanziere',
      unanswerable: true,
      probes: 'dealer',
    },
    {
      text: 'wie viele tage hab ich zeit um wanderschuhe zurückzugeben',
      unanswerable: true,
      probes: 'shop',
    },
    {
      text: 'wie viel provision nehmt ihr wenn ich mein haus verkaufe',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
