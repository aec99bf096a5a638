import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Cedar & Stone Realty',
  knowledge: [
    `Cedar & Stone Realty ist ein unabhängiges Immobilienbüro und seit 2004 für Millbrook und die Nachbarorte Eastfield, Oakridge und Lower Vale da. Wir helfen beim Kaufen, Verkaufen und Mieten von Häusern und Wohnungen und verwalten Mietobjekte für Vermieter.

Unser Büro finden Sie am Market Square 19, Millbrook, über der Millbrook Savings Bank. Bürozeiten: Montag bis Freitag 9:00 bis 18:00 Uhr und Samstag 10:00 bis 16:00 Uhr. Besichtigungen sind unter der Woche auch abends bis 20:00 Uhr möglich, sonntags nach Vereinbarung.

Telefon: (555) 430-1200, E-Mail: team@cedarstone.example. Unsere Makler sprechen Englisch, Polnisch und Portugiesisch.`,

    `Ihre Immobilie verkaufen

Kostenlose Bewertung: Ein Makler kommt innerhalb von 48 Stunden nach Ihrer Anfrage vorbei und bewertet Ihre Immobilie kostenlos. Wenn Sie nur eine grobe Vorstellung möchten: Die Online-Schätzung auf unserer Website dauert 2 Minuten.

Unsere Provision beträgt 2,5 % des endgültigen Verkaufspreises und wird erst fällig, wenn der Verkauf abgeschlossen ist: kein Verkauf, keine Provision. Darin enthalten sind professionelle Fotos, ein Grundriss, ein virtueller 3D-Rundgang, Inserate auf Zillow und Realtor.com sowie offene Besichtigungstage.

Der Maklervertrag läuft mindestens 12 Wochen. Danach können Sie ihn jederzeit mit einer Frist von 14 Tagen kündigen.

Im letzten Jahr wurden die von uns angebotenen Häuser in Millbrook im Durchschnitt in 38 Tagen verkauft.`,

    `Eine Immobilie kaufen

Käufer zahlen bei uns nichts: Unsere Provision zahlt der Verkäufer. Registrieren Sie sich auf unserer Website, dann bekommen Sie eine Benachrichtigung zu neuen Angeboten, die zu Ihrer Suche passen.

Besichtigungen buchen Sie online oder telefonisch; bei jeder Besichtigung ist ein Makler dabei.

Ein Angebot abgeben: Sagen Sie Ihrem Makler Bescheid, wir leiten Ihr Angebot schriftlich an den Verkäufer weiter. Zu jedem Angebot brauchen wir einen Finanzierungsnachweis oder eine Finanzierungszusage der Bank. Eine Anzahlung (Earnest Money) von 1 bis 3 % des Kaufpreises ist in unserer Gegend üblich.

Sie brauchen eine Finanzierung? Wir arbeiten mit einem unabhängigen Finanzierungsberater zusammen, Jordan Ellis von Keystone Mortgages. Das erste Gespräch mit Jordan ist kostenlos und unverbindlich.`,

    `Mieten

Wenn Sie eines unserer Objekte mieten möchten, füllen Sie die Bewerbung online aus. Die Bewerbungsgebühr beträgt 40 € pro erwachsener Person und deckt die Bonitäts- und Hintergrundprüfung ab. Das Haushaltseinkommen sollte mindestens das Dreifache der Monatsmiete betragen.

Die Kaution beträgt eine Monatsmiete, die erste Monatsmiete ist bei Unterzeichnung des Mietvertrags fällig. Unsere Mietverträge laufen normalerweise 12 Monate; einige möblierte Wohnungen bieten wir auch für 6 Monate an.

Haustiere sind in vielen unserer Mietobjekte willkommen, das entscheiden wir im Einzelfall, mit einer Haustierkaution von 300 €.

Die Miete zahlen Sie per Überweisung oder über das Mieterportal. Bei Kartenzahlung fällt eine Bearbeitungsgebühr von 2,9 % an.

Reparaturen: Mieter melden Reparaturen über das Mieterportal. In Notfällen wie einem Wasserschaden, ausgefallener Heizung oder wenn Sie sich ausgesperrt haben, rufen Sie unseren 24-Stunden-Notdienst unter (555) 430-1299 an.

Für Vermieter: Die komplette Hausverwaltung kostet 8 % der eingenommenen Monatsmiete. Unser Mietersuche-Service, bei dem wir einen Mieter finden und prüfen und Sie sich um den Rest kümmern, kostet eine Monatsmiete.`,
  ],
  questions: [
    { text: 'wie viel provision nehmt ihr beim verkauf', expect: ['2,5 %'] },
    { text: 'ist die bewertung kostenlos?', expect: ['kostenlos'] },
    { text: 'bürozeiten am samstag', expect: ['10:00 bis 16:00'] },
    { text: 'wo ist euer büro', expect: ['Market Square 19'] },
    {
      text: 'kann ich mir ein haus auch sonntags anschauen',
      expect: ['sonntags nach Vereinbarung'],
    },
    { text: 'was kostet die bewerbungsgebühr für eine mietwohnung', expect: ['40 €'] },
    { text: 'wie viel muss ich verdienen um bei euch zu mieten', expect: ['das Dreifache'] },
    { text: 'kaution bei miete?', expect: ['eine Monatsmiete'] },
    { text: 'darf ich einen hund in der wohnung haben', expect: ['Haustierkaution von 300 €'] },
    { text: 'müssen käufer euch was zahlen', expect: ['Käufer zahlen bei uns nichts'] },
    { text: 'könnt ihr mir bei der finanzierung helfen', expect: ['Jordan Ellis'] },
    { text: 'was kostet bei euch die hausverwaltung', expect: ['8 %'] },
    { text: 'welche orte deckt ihr ab', expect: ['Eastfield'] },
    { text: 'wie lange dauert es normalerweise ein haus zu verkaufen', expect: ['38 Tagen'] },
    { text: 'was ist alles drin wenn ihr mein haus verkauft', expect: ['Fotos'] },
    { text: 'meine spüle in der küche leckt wen ruf ich an', expect: ['(555) 430-1299'] },
    { text: 'kann ich die miete mit kreditkarte zahlen', expect: ['2,9 %'] },
    { text: 'mindestmietdauer?', expect: ['12 Monate'] },
    { text: 'sprecht ihr polnisch', expect: ['Polnisch'] },
    { text: 'wie gebe ich ein angebot für ein haus ab', expect: ['schriftlich'] },
    { text: 'wie komme ich aus dem maklervertrag mit euch raus', expect: ['14 Tagen'] },
    { text: 'telefonnummer', expect: ['(555) 430-1200'] },
    {
      text: 'kann ich online rausfinden was mein haus ungefähr wert ist',
      expect: ['2 Minuten'],
    },
    { text: 'wie viel anzahlung (earnest money) brauche ich', expect: ['1 bis 3 %'] },
    {
      text: 'ihr sollt nur einen mieter für meine wohnung finden, was kostet das?',
      expect: ['Mietersuche'],
    },
    {
      text: 'wann ist die erste monatsmiete fällig',
      expect: ['bei Unterzeichnung des Mietvertrags'],
    },
    { text: 'inseriert ihr auf zillow', expect: ['Zillow'] },
    { text: 'gehen besichtigungen auch abends nach der arbeit?', expect: ['20:00'] },
    { text: 'seit wann gibt es euch', expect: ['2004'] },
    {
      text: 'macht ihr eine hintergrundprüfung und was kostet die bewerbung',
      expect: ['Hintergrundprüfung', '40 €'],
    },
    { text: 'email?', expect: ['team@cedarstone.example'] },
    { text: 'verkauft ihr auch gewerbliche büroflächen', unanswerable: true },
    { text: 'habt ihr grad häuser mit 3 schlafzimmern unter 300.000', unanswerable: true },
    { text: 'könnt ihr mir eine umzugsfirma empfehlen', unanswerable: true },
    { text: 'verwaltet ihr auch ferienwohnungen auf airbnb', unanswerable: true },
    { text: 'was kostet ein ölwechsel', unanswerable: true, probes: 'dealer' },
    { text: 'was kostet eine wurzelbehandlung', unanswerable: true, probes: 'clinic' },
    { text: 'Kann ich fürs Wochenende ein Zelt mieten?', unanswerable: true, probes: 'shop' },
  ],
};
