import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Brightside Dental',
  knowledge: [
    `Over Brightside Dental

Brightside Dental is een tandartspraktijk voor het hele gezin in Riverton. Dr. Amelia Novak en Dr. Samuel Okafor behandelen sinds 2009 patiënten van alle leeftijden, van de eerste controle van een kind tot implantaten en kunstgebitten. Kinderen zijn welkom vanaf hun eerste verjaardag.

Openingstijden
Maandag t/m woensdag: 8.00 tot 17.00 uur
Donderdag: 8.00 tot 19.00 uur (late avond voor wie overdag werkt)
Vrijdag: 8.00 tot 14.00 uur
Zaterdag: 9.00 tot 13.00 uur, alleen op afspraak
Op zondag en op feestdagen zijn wij gesloten.

Route
Ons adres is Harbor Street 214, Suite 3, Riverton. De praktijk zit op de tweede verdieping van het Harbor Medical Building, tegenover de centrale bibliotheek van Riverton (Riverton Central Library). Het gebouw heeft een lift en is drempelvrij toegankelijk vanaf de straat, dus met een rolstoel of kinderwagen is het geen probleem.

Patiënten parkeren gratis op de parkeerplaats achter het gebouw; laat bij de slagboom uw afsprakenkaart zien. Buslijn 4 en 11 stoppen bij de halte Harbor & 3rd, op twee minuten lopen.

Contact
Bel ons op (555) 214-7788 of mail naar hello@brightsidedental.example. Buiten kantooruren kunt u de voicemail inspreken; wij bellen u de volgende werkdag terug.`,

    `Behandelingen en tarieven

Controle en gebitsreiniging: een periodieke controle met professionele reiniging (tandsteen verwijderen en polijsten) kost € 145 voor volwassenen en € 95 voor kinderen onder de 14. Röntgenfoto's maken we alleen als het nodig is, die kosten € 60 extra. Een intake voor nieuwe patiënten met een volledige set röntgenfoto's kost € 210.

Vullingen: wij gebruiken tandkleurige composietvullingen, vanaf € 180 per tand. Sealen voor kinderen kost € 45 per tand.

Tanden bleken: bleken in de praktijk duurt ongeveer 90 minuten en kost € 450. Bleekbitjes voor thuis kosten € 290 en geven resultaat in twee tot drie weken.

Kronen: een porseleinen kroon kost € 1.250 per tand en vraagt meestal twee afspraken, met twee weken ertussen.

Een wortelkanaalbehandeling kost van € 850 voor een voortand tot € 1.150 voor een kies, exclusief kroon.

Implantaten: een enkel implantaat met kroon vanaf € 3.900. Het adviesgesprek over implantaten is gratis.

Onzichtbare beugel: een Invisalign-behandeling vanaf € 4.200, met een gratis adviesgesprek en scan.`,

    `Verzekering en betalen

Wij zijn gecontracteerd door Delta Dental, Cigna, MetLife en Aetna. Wij declareren rechtstreeks bij uw verzekeraar, dus op de dag zelf betaalt u alleen uw eigen bijdrage of eigen risico. Bij andere verzekeraars hebben wij geen contract: u betaalt bij ons en krijgt de ingevulde declaratieformulieren mee om het geld terug te vragen. Medicaid accepteren wij niet.

U kunt betalen met contant geld, alle gangbare creditcards en pinpassen, Apple Pay en Google Pay. Persoonlijke cheques accepteren wij niet.

Behandelingen boven € 500 kunt u via onze partner CareCredit renteloos over 12 maanden spreiden. Vraag ernaar bij de balie; de aanvraag duurt ongeveer vijf minuten.

Niet verzekerd? Het Brightside Smile Plan kost € 29 per maand en omvat twee controles met reiniging per jaar, röntgenfoto's en 15% korting op alle andere behandelingen.`,

    `Afspraken

Maak online een afspraak via brightsidedental.example/book, bel ons of vraag het aan de balie. Nieuwe patiënten zijn altijd welkom; het eerste bezoek duurt ongeveer een uur.

Neem voor uw eerste bezoek een geldig identiteitsbewijs met foto, uw verzekeringspas en een lijst van de medicijnen die u gebruikt mee, en kom 10 minuten eerder om het gezondheidsformulier in te vullen.

Afzeggen: zeg een afspraak minstens 24 uur van tevoren af of verzet hem op tijd. Voor te late afzeggingen en gemiste afspraken rekenen wij € 50. Bent u meer dan 15 minuten te laat, dan moeten we de afspraak misschien verzetten.

Spoed: bij kiespijn, een afgebroken tand of een zwelling belt u vóór 10.00 uur, dan helpen wij u dezelfde dag nog. Buiten de openingstijden is ons spoednummer (555) 214-7799.

Bang voor de tandarts? Wij bieden lachgas aan voor € 75 per bezoek, en u mag een koptelefoon meenemen. Dr. Okafor spreekt Frans en onze mondhygiëniste Lucia spreekt Spaans.`,
  ],
  questions: [
    { text: 'hoe laat gaan jullie donderdag dicht', expect: ['19.00'] },
    { text: 'zijn jullie op zaterdag open?', expect: ['9.00 tot 13.00'] },
    { text: 'waar zitten jullie', expect: ['Harbor Street 214'] },
    { text: 'Kan ik daar parkeren?', expect: ['parkeerplaats achter het gebouw'] },
    { text: 'wat kost een gebitsreiniging', expect: ['€ 145'] },
    { text: 'prijs controle voor kinderen?', expect: ['€ 95'] },
    { text: 'zijn jullie aangesloten bij delta dental', expect: ['gecontracteerd'] },
    { text: 'Kan ik een implantaat in termijnen betalen?', expect: ['CareCredit'] },
    { text: 'bleken kosten', expect: ['€ 450'] },
    { text: 'wat is jullie annuleringsbeleid', expect: ['24 uur'] },
    { text: 'wat gebeurt er als ik mijn afspraak mis', expect: ['€ 50'] },
    {
      text: 'Ik heb echt vreselijke kiespijn, kan iemand vandaag nog naar me kijken?',
      expect: ['dezelfde dag'],
    },
    { text: 'telefoonnummer?', expect: ['(555) 214-7788'] },
    { text: 'accepteren jullie medicaid', expect: ['Medicaid accepteren wij niet'] },
    { text: 'Wat moet ik meenemen naar mijn eerste afspraak?', expect: ['identiteitsbewijs'] },
    {
      text: 'wat kost een kroon en hoeveel keer moet ik daarvoor komen',
      expect: ['€ 1.250', 'twee afspraken'],
    },
    { text: 'wortelkanaalbehandeling achterste kies prijs', expect: ['€ 1.150'] },
    {
      text: 'vanaf welke leeftijd kan mijn zoontje bij jullie terecht?',
      expect: ['eerste verjaardag'],
    },
    { text: 'eerlijk gezegd ben ik doodsbang voor de tandarts', expect: ['lachgas'] },
    {
      text: 'ik heb geen tandartsverzekering, hebben jullie een soort abonnement?',
      expect: ['€ 29'],
    },
    { text: 'spoednummer buiten kantoortijden', expect: ['(555) 214-7799'] },
    { text: 'kan ik met apple pay betalen', expect: ['Apple Pay'] },
    { text: 'is de praktijk toegankelijk met een rolstoel', expect: ['drempelvrij'] },
    { text: 'welke bus moet ik nemen', expect: ['4 en 11'] },
    { text: 'hoe lang duurt de eerste afspraak', expect: ['ongeveer een uur'] },
    { text: 'spreekt er iemand spaans bij jullie?', expect: ['Spaans'] },
    { text: 'invisalign hoeveel', expect: ['€ 4.200'] },
    { text: 'wat kost een vulling, en wat kosten rontgenfotos?', expect: ['€ 180', '€ 60'] },
    { text: 'kan ik online een afspraak maken?', expect: ['brightsidedental.example/book'] },
    { text: 'wat als ik te laat ben', expect: ['15 minuten'] },
    { text: 'kan ik met een cheque betalen', expect: ['cheques'] },
    { text: 'hoe laat gaan jullie maandagochtend open', expect: ['8.00'] },
    { text: 'Doen jullie ook botox?', unanswerable: true },
    { text: 'zit er een apotheek in het gebouw', unanswerable: true },
    { text: 'wat kost een gehoortest', unanswerable: true },
    { text: 'behandelen jullie ook slaapapneu', unanswerable: true },
    {
      text: 'wat is de rente als ik een auto in 60 maanden afbetaal',
      unanswerable: true,
      probes: 'dealer',
    },
    {
      text: 'hoeveel dagen heb ik om wandelschoenen te retourneren',
      unanswerable: true,
      probes: 'shop',
    },
    {
      text: 'hoeveel courtage rekenen jullie als ik mijn huis verkoop',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
