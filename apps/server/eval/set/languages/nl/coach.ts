import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Career Coaching',
  knowledge: [
    `Over mij

Ik ben Clara Mendes, gecertificeerd loopbaancoach (ICF Professional Certified Coach). Voordat ik coach werd, heb ik 15 jaar in HR en recruitment gewerkt. Ik help professionals halverwege hun loopbaan met het switchen van carrière, de voorbereiding op sollicitatiegesprekken, het onderhandelen over hun salaris en de stap naar een leidinggevende rol. Daarnaast geef ik workshops voor bedrijven.

Waar we afspreken: sessies vinden online plaats via Zoom, of bij mij in de praktijk aan Willow Lane 7, Unit 2B, Brookhaven. Sessies op locatie zijn alleen mogelijk op dinsdag en donderdag.

Wanneer: ik werk van dinsdag t/m vrijdag van 8.00 tot 18.00 uur en op zaterdagochtend van 9.00 tot 12.00 uur, Eastern Time (Amerikaanse oostkust). Op zondag en maandag werk ik niet.

Contact: mail naar clara@claramendes.example of stuur een sms naar (555) 602-4411. Ik reageer op elk bericht binnen 1 werkdag. Ik coach in het Engels en Portugees.`,

    `Trajecten en tarieven

Kennismakingsgesprek: een gratis gesprek van 20 minuten om te kijken of het klikt. Je plant het in via mijn website.

Losse sessie: 60 minuten, € 180.

Traject Carrièreswitch (Career Change Program): 6 sessies verspreid over 3 maanden, met ondersteuning per mail tussen de sessies door, € 960.

Interview Ready: 3 sessies, inclusief een opgenomen proefsollicitatiegesprek met schriftelijke feedback, € 480.

Check van je cv en LinkedIn: € 220. Je krijgt mijn schriftelijke feedback binnen 5 werkdagen, en één revisieronde is inbegrepen.

Salarisonderhandeling: een sessie van 90 minuten om je cijfers en je verhaal voor te bereiden, € 240.

Workshops voor bedrijven: vanaf € 2.500 per dagdeel voor maximaal 20 deelnemers.

Betalen: ik accepteer kaarten, PayPal en bankoverschrijving, en bedrijven krijgen een factuur. Trajecten kun je zonder extra kosten in 3 maandelijkse termijnen betalen. Veel werkgevers vergoeden coaching, daarom krijg je van mij een betaalbewijs voor je declaratie. Voor mensen die op dit moment werkloos zijn houd ik een paar plekken vrij met 30% korting.`,

    `Hoe het werkt

Inplannen: na het kennismakingsgesprek plan je je sessies zelf in via mijn online agenda.

Verzetten en afzeggen is gratis tot 24 uur voor de sessie. Later afzeggen of niet komen telt als een gebruikte sessie.

Geld terug: merk je na de eerste sessie van een traject dat het niet goed past, dan betaal ik de resterende sessies volledig terug. Losse sessies worden niet terugbetaald.

Trajecten moeten binnen 6 maanden na aankoop worden gebruikt.

Vertrouwelijkheid: alles wat je deelt blijft tussen ons. Ik neem nooit contact op met je werkgever of met wie dan ook zonder jouw toestemming.`,
  ],
  questions: [
    { text: 'wat kost een sessie', expect: ['€ 180'] },
    { text: 'is het eerste gesprek gratis?', expect: ['20 minuten'] },
    { text: 'kunnen we ook live afspreken', expect: ['Willow Lane 7'] },
    { text: 'kan ik het traject in delen betalen', expect: ['3 maandelijkse termijnen'] },
    { text: 'wat is je annuleringsbeleid', expect: ['24 uur'] },
    { text: 'ben je in het weekend beschikbaar', expect: ['zaterdagochtend'] },
    { text: 'hoe lang duurt een sessie', expect: ['60 minuten'] },
    { text: 'wat kost het als je naar mijn cv kijkt', expect: ['€ 220'] },
    { text: 'hoe lang duurt de cv check', expect: ['5 werkdagen'] },
    {
      text: 'help je ook met onderhandelen over opslag en wat kost dat',
      expect: ['€ 240'],
    },
    { text: 'werk je ook voor bedrijven?', expect: ['€ 2.500'] },
    {
      text: 'krijg ik mijn geld terug als het niks voor mij is',
      expect: ['resterende sessies'],
    },
    { text: 'spreek je portugees', expect: ['Portugees'] },
    { text: 'in welke tijdzone zit je', expect: ['Eastern Time'] },
    { text: 'hoe kan ik contact met je opnemen', expect: ['clara@claramendes.example'] },
    { text: 'wat zit er in het traject carriereswitch', expect: ['6 sessies'] },
    { text: 'doe je ook proefsollicitaties', expect: ['€ 480'] },
    { text: 'kan mijn werkgever betalen? ik heb een bonnetje nodig', expect: ['betaalbewijs'] },
    { text: 'ben mijn baan kwijt, is er korting?', expect: ['30% korting'] },
    {
      text: 'ga je mijn baas vertellen dat ik een andere baan zoek',
      expect: ['nooit contact op met je werkgever'],
    },
    {
      text: 'hoe lang heb ik om de gekochte sessies te gebruiken',
      expect: ['6 maanden'],
    },
    { text: 'ben je gecertificeerd?', expect: ['ICF'] },
    { text: 'werk je op maandag', expect: ['zondag en maandag'] },
    { text: 'hoe snel reageer je op mails', expect: ['1 werkdag'] },
    { text: 'kan ik met paypal betalen', expect: ['PayPal'] },
    { text: 'wat gebeurt er als ik een sessie mis', expect: ['gebruikte sessie'] },
    { text: 'wat is je achtergrond', expect: ['15 jaar'] },
    { text: 'hoe boek ik', expect: ['online agenda'] },
    { text: 'kunnen we op een vrijdag live afspreken', expect: ['dinsdag en donderdag'] },
    {
      text: 'wat kost het sollicitatiepakket en hoeveel sessies zijn dat',
      expect: ['€ 480', '3 sessies'],
    },
    { text: 'hoe lang duurt de sessie salarisonderhandeling', expect: ['90 minuten'] },
    { text: 'kun je me in het spaans coachen', expect: ['Engels en Portugees'] },
    { text: 'bied je therapie aan voor angstklachten', unanswerable: true },
    { text: 'help je mensen die een eigen bedrijf willen starten', unanswerable: true },
    {
      text: 'kun je mijn puber helpen met het kiezen van een studie',
      unanswerable: true,
    },
    { text: 'heb je groepscoaching voor verpleegkundigen', unanswerable: true },
    { text: 'accepteer je de delta dental verzekering', unanswerable: true, probes: 'clinic' },
    { text: 'wat kost expresverzending', unanswerable: true, probes: 'shop' },
    {
      text: 'wat zijn jullie administratiekosten bij een nieuwe auto',
      unanswerable: true,
      probes: 'dealer',
    },
  ],
};
