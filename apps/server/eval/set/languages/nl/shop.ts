import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters verkoopt uitrusting voor wandelen, kamperen en klimmen, online en in onze winkel aan de Alder Avenue 88, Fernwood, naast het treinstation van Fernwood.

Openingstijden winkel: maandag t/m zaterdag 10.00 tot 20.00 uur, zondag 11.00 tot 17.00 uur. In december zijn we van 1 t/m 23 december elke dag open tot 21.00 uur. Op Thanksgiving, Eerste Kerstdag en Nieuwjaarsdag is de winkel gesloten.

Parkeren: in de parkeergarage Alder Avenue parkeer je twee uur gratis; laat je parkeerkaartje afstempelen bij de kassa.

Klantenservice: chat hier met ons, mail naar help@trailheadoutfitters.example of bel 1-800-555-0142, maandag t/m vrijdag van 9.00 tot 18.00 uur Pacific Time.`,

    `Verzending en levering

Standaardverzending is gratis bij bestellingen boven € 75; daaronder kost het € 6,95. Standaardlevering duurt 3 tot 5 werkdagen. Expresverzending is er binnen 1 tot 2 werkdagen en kost € 18.

Bestellingen die vóór 14.00 uur Pacific Time binnen zijn, versturen we dezelfde werkdag nog. Zodra je bestelling ons magazijn verlaat, krijg je per mail een track & trace-link.

We verzenden naar de Verenigde Staten en Canada. Bestellingen naar Canada kosten een vast bedrag van € 15, inclusief invoerrechten, en komen binnen 5 tot 10 werkdagen aan. Grote artikelen zoals tenten en kajaks kunnen we niet naar postbussen sturen.

Click & collect: bestel online en haal je bestelling gratis op in de winkel, meestal binnen 2 uur.`,

    `Retourneren, ruilen en garantie

Ongebruikte artikelen kun je binnen 60 dagen na levering retourneren; je krijgt het volledige bedrag terug via de oorspronkelijke betaalmethode. Leden van de Trail Club hebben 365 dagen de tijd om te retourneren. Online gekochte artikelen kun je ook in de winkel terugbrengen.

Retour per post: we mailen je een gefrankeerd retourlabel en houden € 7 in op je terugbetaling; retourneren in de winkel is gratis. Ruilen voor een andere maat of kleur is gratis, per post of in de winkel.

Terugbetalingen verwerken we binnen 5 werkdagen nadat je retour bij ons binnen is.

Gebruikte artikelen kunnen niet retour, tenzij ze defect zijn. Ook uitverkoopartikelen (final sale), aangebroken gasbusjes en gepersonaliseerde artikelen kun je niet retourneren.

Garantie: op alle producten van het merk Trailhead zit levenslange garantie op fabricagefouten. Voor andere merken geldt de fabrieksgarantie, en wij regelen de claim voor je.

Reparaties: onze werkplaats repareert ritsen, naden en tentstokken. Rits vervangen kost vanaf € 25, en de meeste reparaties duren een week.`,

    `Betalen en besparen

We accepteren Visa, Mastercard, American Express, Discover, PayPal, Apple Pay en Trailhead-cadeaukaarten. Met Afterpay betaal je bestellingen van € 50 tot € 1.000 in 4 renteloze termijnen.

Lid worden van de Trail Club is gratis: je spaart 5% terug in punten bij elke aankoop, krijgt 365 dagen retourrecht en uitnodigingen voor evenementen alleen voor leden. Aanmelden kan bij de kassa of in je online account.

Laagsteprijsgarantie: verkoopt een winkel in de VS of Canada binnen 14 dagen na je aankoop precies hetzelfde artikel, op voorraad, voor minder, dan krijg je van ons de lagere prijs.

Cadeaukaarten zijn er van € 25 tot € 500 en verlopen nooit. Studenten krijgen 10% korting met een geldige studentenkaart.

Uitrusting huren: een tent huur je voor € 25 per dag en een rugzak voor € 12 per dag, met een borg van € 100 die op een creditcard wordt vastgezet. Huurspullen reserveer je telefonisch of in de winkel.`,
  ],
  questions: [
    { text: 'hoe lang duurt de verzending', expect: ['3 tot 5 werkdagen'] },
    { text: 'is verzenden gratis', expect: ['€ 75'] },
    {
      text: 'kan ik wandelschoenen terugsturen die ik al op een tocht heb gedragen',
      expect: ['tenzij ze defect zijn'],
    },
    { text: 'retourbeleid?', expect: ['60 dagen'] },
    { text: 'hoe laat zijn jullie zondag open', expect: ['11.00 tot 17.00'] },
    { text: 'versturen jullie naar canada en wat kost dat', expect: ['€ 15'] },
    { text: 'kan ik in termijnen betalen', expect: ['Afterpay'] },
    { text: 'waar is de winkel', expect: ['Alder Avenue 88'] },
    {
      text: 'doen jullie aan prijsmatch als ik het ergens anders goedkoper zie',
      expect: ['lagere prijs'],
    },
    {
      text: 'hoe lang duurt het voor ik mijn geld terug heb na een retour',
      expect: ['5 werkdagen'],
    },
    { text: 'expres levering kosten?', expect: ['€ 18'] },
    { text: 'Kan ik een tent huren voor het weekend?', expect: ['€ 25 per dag'] },
    { text: 'verlopen cadeaukaarten', expect: ['verlopen nooit'] },
    { text: 'studentenkorting?', expect: ['10%'] },
    { text: 'als ik om 12 uur bestel gaat het dan vandaag nog weg?', expect: ['14.00'] },
    { text: 'de rits van mijn jas is kapot, kunnen jullie dat maken', expect: ['Rits vervangen'] },
    {
      text: 'hoeveel garantie zit er op jullie eigen merk rugzakken',
      expect: ['levenslange garantie'],
    },
    { text: 'kan ik mijn online bestelling in de winkel ophalen', expect: ['2 uur'] },
    { text: 'telefoonnummer klantenservice', expect: ['1-800-555-0142'] },
    { text: 'zijn jullie open met kerst', expect: ['Eerste Kerstdag'] },
    { text: 'accepteren jullie amex', expect: ['American Express'] },
    {
      text: 'hoe word ik lid van het spaarprogramma en wat levert het op',
      expect: ['gratis', '5%'],
    },
    { text: 'kan ik mijn schoenen ruilen voor een maatje groter', expect: ['andere maat'] },
    { text: 'kun je in de buurt parkeren', expect: ['twee uur gratis'] },
    { text: 'kunnen jullie een tent naar mijn postbus sturen', expect: ['postbussen'] },
    { text: 'retourtermijn voor leden?', expect: ['365 dagen'] },
    { text: 'wie betaalt het retourneren als ik het per post terugstuur', expect: ['€ 7'] },
    { text: 'kan ik een aangebroken gasbusje terugbrengen', expect: ['gasbusjes'] },
    { text: 'openingstijden in december?', expect: ['21.00'] },
    {
      text: 'wat kost een rugzak huren en moet ik borg betalen',
      expect: ['€ 12', '€ 100'],
    },
    { text: 'krijg ik een track and trace', expect: ['track & trace'] },
    { text: 'verkopen jullie visvergunningen', unanswerable: true },
    { text: "kunnen jullie mijn ski's waxen", unanswerable: true },
    { text: 'zijn jullie donsjassen ethisch geproduceerd', unanswerable: true },
    { text: 'organiseren jullie wandeltochten met gids', unanswerable: true },
    {
      text: 'wat kost een gebitsreiniging voor een volwassene',
      unanswerable: true,
      probes: 'clinic',
    },
    { text: 'is de waardebepaling van mijn huis gratis?', unanswerable: true, probes: 'realty' },
    {
      text: 'hoeveel sessies zitten er in het loopbaanswitch programma',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
