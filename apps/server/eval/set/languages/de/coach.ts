import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Career Coaching',
  knowledge: [
    `Über mich

Ich bin Clara Mendes, zertifizierter Karrierecoach (ICF Professional Certified Coach). Bevor ich mit dem Coaching angefangen habe, war ich 15 Jahre im Personalwesen und im Recruiting tätig. Ich unterstütze Berufstätige in der Mitte ihrer Karriere beim Berufswechsel, bei der Vorbereitung auf Vorstellungsgespräche, bei Gehaltsverhandlungen und beim Schritt in eine Führungsrolle. Außerdem gebe ich Workshops für Unternehmen.

Wo wir uns treffen: Die Sitzungen finden online über Zoom statt oder persönlich in meinem Studio in der Willow Lane 7, Unit 2B, Brookhaven. Persönliche Sitzungen sind nur dienstags und donnerstags möglich.

Wann: Ich arbeite dienstags bis freitags von 8:00 bis 18:00 Uhr und samstagvormittags von 9:00 bis 12:00 Uhr, jeweils Eastern Time (US-Ostküstenzeit). Sonntags und montags arbeite ich nicht.

Kontakt: Schreib mir eine E-Mail an clara@claramendes.example oder eine SMS an (555) 602-4411. Ich antworte auf jede Nachricht innerhalb von einem Werktag. Ich coache auf Englisch und Portugiesisch.`,

    `Pakete und Preise

Kennenlerngespräch: ein kostenloses Gespräch von 20 Minuten, in dem wir schauen, ob wir gut zusammenpassen. Du kannst es auf meiner Website buchen.

Einzelsitzung: 60 Minuten, 180 €.

Programm Berufswechsel (Career Change Program): 6 Sitzungen über 3 Monate, mit Unterstützung per E-Mail zwischen den Sitzungen, 960 €.

Interview Ready: 3 Sitzungen, inklusive eines aufgezeichneten Probe-Vorstellungsgesprächs mit schriftlichem Feedback, 480 €.

Lebenslauf- und LinkedIn-Check: 220 €. Du bekommst meine schriftliche Einschätzung innerhalb von 5 Werktagen, eine Überarbeitungsrunde ist inklusive.

Gehaltsverhandlung: eine Sitzung von 90 Minuten, in der wir deine Zahlen und deine Argumentation vorbereiten, 240 €.

Workshops für Unternehmen: ab 2.500 € pro halbem Tag für bis zu 20 Teilnehmende.

Bezahlung: Ich akzeptiere Karten, PayPal und Überweisung, Unternehmen bekommen eine Rechnung. Programme können ohne Aufpreis in 3 Monatsraten bezahlt werden. Viele Arbeitgeber übernehmen die Kosten für Coaching, deshalb bekommst du von mir eine Quittung für deine Spesenabrechnung. Für Menschen, die gerade arbeitslos sind, halte ich einige Plätze mit 30 % Ermäßigung frei.`,

    `So läuft es ab

Buchung: Nach dem Kennenlerngespräch buchst du deine Sitzungen selbst in meinem Online-Kalender.

Verschieben und Absagen ist bis 24 Stunden vor der Sitzung kostenlos. Spätere Absagen und nicht wahrgenommene Termine zählen als genutzte Sitzung.

Erstattung: Wenn du nach der ersten Sitzung eines Programms merkst, dass es nicht passt, erstatte ich die restlichen Sitzungen vollständig. Einzelsitzungen werden nicht erstattet.

Programme müssen innerhalb von 6 Monaten nach dem Kauf genutzt werden.

Vertraulichkeit: Alles, was du mir erzählst, bleibt unter uns. Ich kontaktiere niemals deinen Arbeitgeber oder sonst jemanden ohne deine Erlaubnis.`,
  ],
  questions: [
    { text: 'was kostet eine sitzung', expect: ['180 €'] },
    { text: 'ist das erste gespräch kostenlos?', expect: ['20 Minuten'] },
    { text: 'kann man sich auch persönlich treffen', expect: ['Willow Lane 7'] },
    { text: 'kann ich das programm in raten zahlen', expect: ['3 Monatsraten'] },
    { text: 'wie ist das mit absagen', expect: ['24 Stunden'] },
    { text: 'hast du am wochenende zeit', expect: ['samstagvormittags'] },
    { text: 'wie lang geht eine sitzung', expect: ['60 Minuten'] },
    { text: 'was kostet es wenn du dir meinen lebenslauf anschaust', expect: ['220 €'] },
    { text: 'wie lange dauert der cv check', expect: ['5 Werktagen'] },
    {
      text: 'hilfst du auch bei gehaltsverhandlungen und was kostet das',
      expect: ['240 €'],
    },
    { text: 'arbeitest du auch mit firmen?', expect: ['2.500 €'] },
    {
      text: 'krieg ich mein geld zurück wenn es nix für mich ist',
      expect: ['erstatte ich die restlichen Sitzungen'],
    },
    { text: 'sprichst du portugiesisch', expect: ['Portugiesisch'] },
    { text: 'in welcher zeitzone bist du', expect: ['Eastern Time'] },
    { text: 'wie kann ich dich erreichen', expect: ['clara@claramendes.example'] },
    { text: 'was ist im programm für den berufswechsel drin', expect: ['6 Sitzungen'] },
    { text: 'machst du auch probe-vorstellungsgespräche', expect: ['480 €'] },
    { text: 'kann mein arbeitgeber zahlen? brauch ne quittung', expect: ['Quittung'] },
    { text: 'hab meinen job verloren, gibts irgendeinen rabatt?', expect: ['30 %'] },
    {
      text: 'sagst du meinem chef dass ich nen neuen job suche',
      expect: ['niemals deinen Arbeitgeber'],
    },
    {
      text: 'wie lange hab ich zeit die gekauften sitzungen zu nutzen',
      expect: ['6 Monaten'],
    },
    { text: 'bist du zertifiziert?', expect: ['ICF'] },
    { text: 'arbeitest du montags', expect: ['Sonntags und montags'] },
    { text: 'wie schnell antwortest du auf mails', expect: ['einem Werktag'] },
    { text: 'kann ich mit paypal zahlen', expect: ['PayPal'] },
    { text: 'was passiert wenn ich eine sitzung verpasse', expect: ['genutzte Sitzung'] },
    { text: 'was ist dein hintergrund', expect: ['15 Jahre'] },
    { text: 'wie buche ich', expect: ['Online-Kalender'] },
    {
      text: 'können wir uns an einem freitag persönlich treffen',
      expect: ['dienstags und donnerstags'],
    },
    {
      text: 'was kostet das interview paket und wie viele sitzungen sind das',
      expect: ['480 €', '3 Sitzungen'],
    },
    { text: 'wie lange ist die sitzung zur gehaltsverhandlung', expect: ['90 Minuten'] },
    { text: 'kannst du mich auf spanisch coachen', expect: ['Englisch und Portugiesisch'] },
    { text: 'bietest du therapie gegen angststörungen an', unanswerable: true },
    { text: 'hilfst du leuten die sich selbstständig machen wollen', unanswerable: true },
    {
      text: 'kannst du meinem teenager helfen einen studiengang auszusuchen',
      unanswerable: true,
    },
    { text: 'gibt es gruppencoaching für pflegekräfte', unanswerable: true },
    { text: 'nimmst du die delta dental versicherung', unanswerable: true, probes: 'clinic' },
    { text: 'was kostet expressversand', unanswerable: true, probes: 'shop' },
    {
      text: 'wie hoch ist eure bearbeitungsgebühr bei einem neuwagen',
      unanswerable: true,
      probes: 'dealer',
    },
  ],
};
