import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Cedar & Stone Realty',
  knowledge: [
    `Cedar & Stone Realty is een onafhankelijk makelaarskantoor dat sinds 2004 actief is in Millbrook en de omliggende plaatsen Eastfield, Oakridge en Lower Vale. Wij helpen mensen bij het kopen, verkopen en huren van woningen en beheren huurwoningen voor verhuurders.

Ons kantoor is aan de Market Square 19, Millbrook, boven de Millbrook Savings Bank. Kantooruren: maandag t/m vrijdag 9.00 tot 18.00 uur en zaterdag 10.00 tot 16.00 uur. Bezichtigingen kunnen op doordeweekse avonden ook tot 20.00 uur, en op zondag op afspraak.

Bel ons op (555) 430-1200 of mail naar team@cedarstone.example. Onze makelaars spreken Engels, Pools en Portugees.`,

    `Uw woning verkopen

Gratis waardebepaling: een makelaar komt binnen 48 uur na uw aanvraag bij u langs en taxeert uw woning gratis. Wilt u alleen snel een indicatie? De online waardecheck op onze website duurt 2 minuten.

Onze courtage is 2,5% van de uiteindelijke verkoopprijs en betaalt u pas als de verkoop rond is: geen verkoop, geen courtage. Daarvoor krijgt u professionele fotografie, een plattegrond, een 3D-rondleiding, plaatsing op Zillow en Realtor.com, en open huizen.

Onze verkoopopdracht loopt minimaal 12 weken. Daarna kunt u op elk moment opzeggen met een opzegtermijn van 14 dagen.

Vorig jaar werden de woningen die wij in Millbrook verkochten gemiddeld binnen 38 dagen verkocht.`,

    `Een woning kopen

Kopers betalen ons niets: onze courtage wordt betaald door de verkoper. Registreer u op onze website om meldingen te krijgen van nieuw aanbod dat bij uw zoekopdracht past.

Bezichtigingen plant u online of telefonisch; bij elke bezichtiging is een makelaar aanwezig.

Een bod doen: laat het uw makelaar weten, dan sturen wij het bod schriftelijk naar de verkoper. Bij elk bod vragen wij een bewijs van financiering of een voorlopige hypotheekgoedkeuring. Een aanbetaling (earnest money) van 1 tot 3% van de koopprijs is in onze regio gebruikelijk.

Hypotheek nodig? Wij werken samen met een onafhankelijk hypotheekadviseur, Jordan Ellis van Keystone Mortgages. Het eerste gesprek met Jordan is gratis en vrijblijvend.`,

    `Huren

Wilt u een van onze woningen huren, vul dan online het aanvraagformulier in. De aanvraagkosten zijn € 40 per volwassene; daarmee betaalt u de krediet- en achtergrondcheck. Wij vragen een gezinsinkomen van minstens drie keer de maandhuur.

De borg is één maandhuur, en de eerste maand huur betaalt u bij het tekenen van het huurcontract. Huurcontracten lopen standaard 12 maanden; sommige gemeubileerde appartementen bieden we aan met een contract van 6 maanden.

Huisdieren zijn in veel van onze huurwoningen welkom, dat bekijken we per geval, met een huisdierenborg van € 300.

De huur betaalt u per bankoverschrijving of via het huurdersportaal. Bij betaling met een kaart rekenen wij 2,9% transactiekosten.

Reparaties: huurders melden reparaties via het huurdersportaal. Bij spoed, zoals een lekkage, geen verwarming of als u buitengesloten bent, belt u onze 24-uurs storingslijn op (555) 430-1299.

Voor verhuurders: volledig beheer kost 8% van de geïnde maandhuur. Kiest u alleen bemiddeling, waarbij wij een huurder zoeken en screenen en u de rest zelf regelt, dan kost dat één maandhuur.`,
  ],
  questions: [
    { text: 'hoeveel courtage rekenen jullie bij verkoop', expect: ['2,5%'] },
    { text: 'is de waardebepaling gratis?', expect: ['gratis'] },
    { text: 'openingstijden kantoor op zaterdag', expect: ['10.00 tot 16.00'] },
    { text: 'waar zit jullie kantoor', expect: ['Market Square 19'] },
    { text: 'kan ik op zondag een huis bezichtigen', expect: ['zondag op afspraak'] },
    { text: 'hoeveel zijn de aanvraagkosten voor een huurwoning', expect: ['€ 40'] },
    { text: 'hoeveel moet ik verdienen om bij jullie te huren', expect: ['drie keer'] },
    { text: 'borg bij huren?', expect: ['één maandhuur'] },
    { text: 'mag ik een hond in het appartement', expect: ['huisdierenborg van € 300'] },
    { text: 'betalen kopers jullie iets', expect: ['Kopers betalen ons niets'] },
    { text: 'kunnen jullie me helpen met een hypotheek', expect: ['Jordan Ellis'] },
    { text: 'wat kost verhuurbeheer bij jullie', expect: ['8%'] },
    { text: 'in welke plaatsen zijn jullie actief', expect: ['Eastfield'] },
    { text: 'hoe lang duurt het meestal om een huis te verkopen', expect: ['38 dagen'] },
    { text: 'wat zit er allemaal bij als jullie mijn huis verkopen', expect: ['fotografie'] },
    { text: 'mijn gootsteen in de keuken lekt wie moet ik bellen', expect: ['(555) 430-1299'] },
    { text: 'kan ik de huur met creditcard betalen', expect: ['2,9%'] },
    { text: 'minimale huurperiode?', expect: ['12 maanden'] },
    { text: 'spreken jullie pools', expect: ['Pools'] },
    { text: 'hoe doe ik een bod op een huis', expect: ['schriftelijk'] },
    { text: 'hoe kom ik onder de verkoopopdracht met jullie uit', expect: ['14 dagen'] },
    { text: 'telefoonnummer', expect: ['(555) 430-1200'] },
    {
      text: 'kan ik online checken wat mijn huis ongeveer waard is',
      expect: ['2 minuten'],
    },
    { text: 'hoeveel aanbetaling (earnest money) heb ik nodig', expect: ['1 tot 3%'] },
    {
      text: 'ik wil alleen dat jullie een huurder voor mijn appartement zoeken, wat kost dat?',
      expect: ['alleen bemiddeling'],
    },
    {
      text: 'wanneer moet de eerste maand huur betaald worden',
      expect: ['bij het tekenen van het huurcontract'],
    },
    { text: 'staan jullie woningen op zillow', expect: ['Zillow'] },
    { text: 'kan een bezichtiging ook s avonds na werktijd?', expect: ['20.00'] },
    { text: 'hoe lang bestaan jullie al', expect: ['2004'] },
    {
      text: 'doen jullie een achtergrondcheck en wat kost de aanvraag',
      expect: ['achtergrondcheck', '€ 40'],
    },
    { text: 'mailadres?', expect: ['team@cedarstone.example'] },
    { text: 'verkopen jullie ook bedrijfspanden of kantoorruimte', unanswerable: true },
    { text: 'hebben jullie nu huizen met 3 slaapkamers onder de 300k', unanswerable: true },
    { text: 'kunnen jullie een verhuisbedrijf aanraden', unanswerable: true },
    { text: 'beheren jullie ook vakantieverhuur via airbnb', unanswerable: true },
    { text: 'wat kost een olie verversen', unanswerable: true, probes: 'dealer' },
    { text: 'wat kost een wortelkanaalbehandeling', unanswerable: true, probes: 'clinic' },
    { text: 'Kan ik een tent huren voor het weekend?', unanswerable: true, probes: 'shop' },
  ],
};
