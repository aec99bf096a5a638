import type { Vocabulary } from './vocabulary-shape';

/** Dutch: what customers type about each topic, and what businesses write (index.ts). */
export const nl: Vocabulary = {
  hours: [
    'openingstijden, geopend, hoe laat, tijden, dicht, gesloten, sluiten, sluit, feestdagen, open, openingstijd, openingsuren, openingsuur, hoelaat, tot hoe laat, vanaf hoe laat, hoe vroeg, sluitingstijd, sluitingstijden, sluitingsuur, sluitingsdag, sluitingsdagen, opengaan, dichtgaan, s ochtends, s morgens, s middags, s avonds, s nachts, ochtend, middag, avond, koopavond, koopzondag, lunchpauze, middagpauze',
    'openingstijden geopend open gesloten uur maandag dinsdag woensdag donderdag vrijdag zaterdag zondag feestdagen dagelijks openingsuren doorlopend koopavond koopzondag',
  ],
  location: [
    'waar, adres, zitten jullie, ligging, route, bereikbaar, locatie, vestiging, vestigingen, filiaal, filialen, gevestigd, te vinden, routebeschrijving, hoe kom ik bij, hoe kom ik er, hoe kom ik daar, in de buurt, dichtbij, vlakbij, openbaar vervoer, plattegrond, adresgegevens',
    'adres straat weg plein gebouw verdieping gelegen gevestigd locatie vestiging ingang routebeschrijving tegenover',
  ],
  price: [
    'hoeveel, wat kost, kost, kosten, prijs, prijzen, tarief, tarieven, duur, goedkoop, commissie, wat kosten, prijslijst, prijzenlijst, prijskaartje, kostprijs, kostte, wat betaal ik, wat moet ik betalen, wat betaal je, wat rekenen jullie, wat vragen jullie, uurtarief, honorarium, betaalbaar, duurder, per stuk, per persoon, inclusief btw, exclusief btw, incl btw, excl btw',
    'prijs prijzen kost kosten tarief tarieven prijslijst uurtarief euro btw',
  ],
  'payment methods': [
    'betalen, betaling, pinnen, pin, contant, creditcard, ideal, tikkie, overmaken, betaal, betaalmethode, betaalmethodes, betaalmethoden, betaalmogelijkheden, betaalwijze, betaalopties, afrekenen, pinpas, bankpas, betaalpas, debitcard, contactloos, cash, visa, mastercard, maestro, american express, paypal, apple pay, google pay, bancontact, payconiq, klarna, achteraf betalen, op factuur, overschrijving, overschrijven, overboeken',
    'betalen betaling pinnen contant creditcard ideal pinpas bancontact payconiq paypal visa mastercard contactloos overmaken factuur',
  ],
  booking: [
    'afspraak, afspraken, boeken, reserveren, reservering, inplannen, afspraakje, reserveer, reserveringen, boeking, een tafel voor, een tafeltje, tijdslot, tijdsloten, nog plek, nog plaats, vrije plek, plekje vrij, kan ik terecht, kan ik nog terecht, langskomen, langs komen, zonder afspraak, inloop, inloopspreekuur, aanmelden, aanmelding, inschrijven, inschrijving, intake, intakegesprek, wachtlijst',
    'afspraak afspraken boeken reserveren online telefonisch reservering agenda inschrijven aanmelden boeking',
  ],
  cancellation: [
    'afzeggen, annuleren, annulering, verzetten, verplaatsen, annuleer, geannuleerd, afzegging, afgezegd, afmelden, opzeggen, opzegging, opzegtermijn, omboeken, verschuiven, andere datum, andere dag, ander tijdstip, kan niet komen, kan toch niet, niet komen opdagen, no show, afspraak wijzigen, annuleringskosten, annuleringsvoorwaarden, annuleringsbeleid',
    'annuleren annulering afzeggen vooraf verzetten kosteloos tevoren opzeggen opzegtermijn annuleringskosten wijzigen no-show',
  ],
  delivery: [
    'bezorgen, bezorging, levering, leveren, verzenden, verzending, pakket, levertijd, bezorgd, bezorgt, geleverd, levert, verzonden, versturen, verstuurd, opsturen, pakketje, thuisbezorgen, thuisbezorging, bezorgkosten, verzendkosten, levertijden, leveringstermijn, track en trace, track and trace, trackingcode, postnl, dhl, bpost',
    'bezorging bezorgen levering verzending verzendkosten werkdagen verzonden bezorgd geleverd levertijd pakket track trace',
  ],
  returns: [
    'retour, retourneren, terugsturen, terugbrengen, ruilen, geld terug, terugbetaling, retourneer, retouren, retourbeleid, retourvoorwaarden, retourrecht, retourzending, retourlabel, terug sturen, terug brengen, omruilen, ruil, omwisselen, terugnemen, terugstorten, terugstorting, terugbetaald, bedenktijd, herroepingsrecht, past niet',
    'retour retourneren ruilen terugbetaling omruilen retourzending terugbetaald terugstorten bedenktijd herroepingsrecht kassabon',
  ],
  warranty: [
    'garantie, kapot, stuk, defect, repareren, reparatie, garantietermijn, garantieperiode, garantiebewijs, fabrieksgarantie, kapotgegaan, stukgegaan, doet het niet, werkt niet, werkt het niet, beschadigd, defecten, gebreken, mankement, lekt, lekkage, reparaties, gerepareerd',
    'garantie reparatie repareren garantietermijn fabrieksgarantie defect defecten gebreken',
  ],
  insurance: [
    'verzekering, verzekerd, zorgverzekering, verzekeraar, vergoed, vergoeding, verzekeringen, verzekeraars, zorgverzekeraar, zorgverzekeraars, vergoedt, vergoeden, basisverzekering, aanvullende verzekering, aanvullend verzekerd, aanvullend pakket, eigen risico, declareren, declaratie, gecontracteerd, gecontracteerde zorg, polis, dekking, gedekt, mutualiteit, mutualiteiten, ziekenfonds',
    'verzekering verzekeraars vergoed vergoeding zorgverzekeraar zorgverzekeraars basisverzekering aanvullende gecontracteerd declareren polis mutualiteit',
  ],
  contact: [
    'telefoon, telefoonnummer, nummer, bellen, bel, contact, mailen, email, e mail, whatsapp, telefonisch, opbellen, terugbellen, teruggebeld, bereiken, contactgegevens, contactformulier, mail, mailtje, mailadres, emailadres, e mailadres, appen, whatsappen, sms, sms en, smsen, gsm, gsm nummer, mobiel nummer, mobiele nummer, klantenservice, iemand spreken, medewerker spreken, iemand aan de lijn, bericht achterlaten',
    'telefoon bel bellen contact e-mail mail telefonisch bereikbaar mailen contactformulier whatsapp klantenservice',
  ],
  discount: [
    'korting, aanbieding, actie, kortingscode, kortingen, aanbiedingen, acties, kortingsactie, actiecode, promocode, promotiecode, kortingsbon, kortingsbonnen, coupon, couponcode, promo, promotie, promoties, uitverkoop, sale, solden, black friday, deal, deals, goedkoper, afgeprijsd, actieprijs, studentenkorting',
    'korting aanbieding kortingen aanbiedingen actie kortingscode actieprijs uitverkoop sale procent',
  ],
  children: [
    'kind, kinderen, zoon, dochter, baby, leeftijd, hoe oud, kids, kindje, kindjes, zoontje, dochtertje, babys, peuter, peuters, kleuter, kleuters, tiener, tieners, puber, pubers, minderjarig, minderjarigen, kinderstoel, kindermenu, kinderfeestje',
    'kinderen kind leeftijd jaar minderjarigen jeugd baby peuters kleuters',
  ],
  pets: [
    'hond, honden, kat, katten, huisdier, huisdieren, hondje, hondjes, puppy, pup, poes, poezen, kitten, viervoeter, viervoeters, dieren, huisdiervriendelijk, hondvriendelijk, hondenvriendelijk',
    'honden hond huisdieren katten welkom dieren aangelijnd',
  ],
  parking: [
    'parkeren, parkeerplaats, parkeergarage, parkeerplaatsen, parkeerplek, parkeerplekken, parking, parkeer, parkeermogelijkheden, parkeergelegenheid, parkeerterrein, parkeervergunning, parkeerkosten, parkeerschijf, blauwe zone, auto kwijt, auto neerzetten',
    'parkeren parkeerplaats parkeerplaatsen parking parkeergarage parkeerterrein parkeergelegenheid',
  ],
  'payment plans': [
    'termijnen, in termijnen, gespreid betalen, financiering, financieren, afbetalen, afbetaling, op afbetaling, betalingsregeling, in delen betalen, gespreid, spreiden, maandelijks betalen, per maand betalen, maandbedrag, maandtermijn, renteloos, zonder rente, lening, krediet, in3',
    'termijnen gespreid financiering afbetaling betalingsregeling maandbedrag renteloos krediet lening rente',
  ],
  duration: [
    'hoe lang, duur, duurt, hoelang, duren, hoeveel tijd, hoeveel dagen, hoeveel weken, hoeveel maanden, hoeveel minuten, hoeveel uur, binnen hoeveel, hoe snel, hoe gauw, tijdsduur, doorlooptijd, looptijd, behandelduur, wachttijd',
    'minuten uur dagen weken duur duurt binnen kwartier maanden',
  ],
  membership: [
    'spaarprogramma, punten, klantenkaart, lid, lidmaatschap, leden, lidmaatschappen, spaarpunten, spaarkaart, stempelkaart, stempels, klantenpas, klantenclub, loyaliteitsprogramma, voordeelpas, abonnement, abonnementen, contributie, lidgeld, ledenkorting',
    'punten spaarprogramma lidmaatschap leden abonnement contributie stempelkaart spaarpunten klantenkaart lidgeld',
  ],
  about: [
    'sinds wanneer, hoe lang bestaan, ervaring, hoelang bestaan, hoe lang bestaat, bestaan jullie al, hoeveel jaar ervaring, hoeveel jaar bestaan, opgericht, oprichter, wie zijn jullie, over ons, ervaren, gediplomeerd, gecertificeerd, certificering, certificaat, certificaten, gekwalificeerd, bevoegd, erkend, keurmerk, big geregistreerd, big registratie, familiebedrijf',
    'sinds opgericht jaar ervaring familiebedrijf ervaren gecertificeerd gediplomeerd erkend',
  ],
  accessibility: [
    'rolstoel, toegankelijk, rolstoeltoegankelijk, hellingbaan, rolstoelen, rolstoelvriendelijk, rolstoelgebruiker, toegankelijkheid, rollator, scootmobiel, invalide, mindervalide, mindervaliden, gehandicapt, gehandicapten, met een beperking, lichamelijke beperking, fysieke beperking, drempel, drempels, drempelvrij, gelijkvloers, lift, trap, invalidentoilet, aangepast toilet, kinderwagen, buggy, geleidehond, hulphond',
    'rolstoel toegankelijk lift rolstoeltoegankelijk drempelvrij gelijkvloers hellingbaan invalidentoilet mindervaliden toegankelijkheid',
  ],
  seniors: [
    'senior, senioren, 65 plus, 65plus, 65 plusser, 65 plussers, 65plussers, ouderen, bejaard, bejaarden, gepensioneerd, gepensioneerde, gepensioneerden, met pensioen, aow, aow er, aowers, seniorenkorting, ouderenkorting',
    'senioren senior ouderen 65 65-plussers gepensioneerden aow',
  ],
  military: [
    'militair, militairen, defensie, het leger, landmacht, luchtmacht, marine, marechaussee, krijgsmacht, veteraan, veteranen, veteranenpas, defensiepas, soldaat, soldaten',
    'militairen militair defensie veteranen veteraan krijgsmacht veteranenpas defensiepas',
  ],
  weekend: [
    'weekend, weekenden, weekends, weekeinde, weekeinden, zaterdag en zondag, zaterdags en zondags, za en zo, weekenddienst',
    'zaterdag zaterdags zondag zondags weekend weekenden weekeinde',
  ],
  today: [
    'vandaag, vanavond, vanmiddag, vanochtend, vanmorgen, vannacht, dezelfde dag, zelfde dag, zo snel mogelijk, zsm, asap, spoed, spoedje, spoedgeval, spoedafspraak, spoedeisend, dringend, urgent, acuut, noodgeval, per direct, nu meteen',
    'vandaag spoed spoedgeval spoedgevallen spoedafspraak urgent acuut noodgeval noodgevallen',
  ],
  'time zone': [
    'tijdzone, tijdzones, tijdszone, tijdszones, tijdsverschil, nederlandse tijd, belgische tijd, lokale tijd, cet, cest, gmt, utc',
    'tijdzone tijdszone tijdsverschil cet cest gmt utc',
  ],
  value: [
    'waarde, waardebepaling, taxatie, taxeren, taxateur, inschatting, schatting, offerte, offertes, prijsopgave, prijsindicatie, kostenraming, inruilwaarde, inruilen, inruilprijs, wat is het waard, hoeveel is het waard, waard is',
    'waarde taxatie taxeren waardebepaling offerte vrijblijvend prijsopgave inschatting inruil inruilwaarde',
  ],
  used: [
    'tweedehands, tweede hands, 2e hands, 2ehands, 2dehands, occasion, occasions, refurbished, gereviseerd, gebruikte auto, gebruikte fiets, gebruikte fietsen, gebruikte telefoon, niet nieuw',
    'tweedehands occasion occasions refurbished gereviseerd',
  ],
  home: [
    'aan huis, thuis, huisbezoek, huisbezoeken, bij mij langs, bij ons langs, op locatie, mijn huis, ons huis, mijn woning, onze woning, woning',
    'huis thuis woning huisbezoek huisbezoeken',
  ],
  brands: [
    'welk merk, welke merken, merken, merknaam, merknamen, a merk, model, modellen, welk model, welke modellen, fabrikant, fabrikanten',
    'merk merken model modellen fabrikant',
  ],
  language: [
    'taal, talen, spreken jullie, spreekt u, spreek je, spreekt er iemand, spreekt iemand, engels, english, nederlands, vlaams, frans, duits, spaans, italiaans, portugees, pools, turks, arabisch, russisch, oekraiens, hindi, koreaans, vietnamees, tagalog, engelstalig, nederlandstalig, franstalig, anderstalig, tweetalig, tolk, gebarentaal',
    'taal talen spreken spreekt engels nederlands duits frans spaans pools turks arabisch italiaans portugees russisch engelstalig tweetalig',
  ],
  luggage: [
    'bagage, koffer, koffers, rugzak, rugzakken, handbagage, bagagedepot, bagageopslag, bagageruimte, bagagekluis, bagagekluizen, tassen achterlaten, mijn tassen',
    'bagage bagageruimte bagagedepot bagageopslag koffers',
  ],
  'electric vehicles': [
    'elektrische auto, elektrische autos, elektrische wagen, e auto, laadpaal, laadpalen, laadpunt, laadpunten, laadstation, oplaadpunt, oplaadpunten, auto opladen, snellader, snelladen',
    'laadpaal laadpalen laadpunt laadpunten laadstation opladen elektrische',
  ],
  export: [
    'exporteren, exporteer, export, excel, csv, xlsx, spreadsheet, spreadsheets, gegevens downloaden, data downloaden, downloaden als',
    'exporteren export csv excel xlsx downloaden',
  ],
  dietary: [
    'vegan, veganistisch, veganistische, veganist, vegetarisch, vegetarische, vegetarier, vega, plantaardig, plantaardige, glutenvrij, glutenvrije, zonder gluten, lactosevrij, lactosevrije, zonder lactose, zuivelvrij, notenvrij, zonder noten, zonder vlees, vleesloos, halal, koosjer, allergie, allergieen, allergisch, allergenen, dieet, dieetwensen, intolerantie, coeliakie',
    'vegan veganistisch vegetarisch plantaardig glutenvrij lactosevrij allergenen allergieën halal dieetwensen',
  ],
  washing: [
    'douche, douches, douchen, opfrissen, me opfrissen, douchegelegenheid, me wassen, mij wassen, sanitair, wasgelegenheid',
    'douches douche doucheruimte douchegelegenheid sanitair wasruimte',
  ],
  restrooms: [
    'wc, toilet, toiletten, toiletje, wc tje, plee, badkamer, badkamers',
    'toilet toiletten wc sanitair badkamer',
  ],
  'price matching': [
    'prijsgarantie, laagsteprijsgarantie, laagste prijs garantie, elders goedkoper, ergens anders goedkoper, goedkoper gezien, prijs matchen, price match, prijs evenaren, bij de concurrent',
    'prijsgarantie laagsteprijsgarantie goedkoper concurrent elders evenaren',
  ],
  bedrooms: [
    'slaapkamer, slaapkamers, slpk, hoeveel slaapkamers, kamer appartement, kamerappartement, kamerwoning, kamer woning',
    'slaapkamer slaapkamers kamers slpk',
  ],
  deposit: [
    'aanbetaling, aanbetalen, borg, borgsom, waarborg, waarborgsom, voorschot, vooruitbetaling, vooruitbetalen, vooruit betalen, vooraf betalen, vooraf betaald, vooraf afrekenen, vooraf overmaken, van tevoren betalen, eerst betalen, betaal ik vooraf, moet ik eerst betalen',
    'aanbetaling borg borgsom waarborg voorschot vooruitbetaling vooraf restbedrag',
  ],
  trial: [
    'proberen, uitproberen, proefles, proeflessen, proeftraining, proefrit, proefritje, proefrijden, proefperiode, proefabonnement, proefversie, proefmaand, demo, demonstratie, kennismakingsles, eerst testen, voordat ik koop, voor ik koop, voordat ik beslis, voordat ik bestel',
    'proefles proefperiode proefrit proeftraining uitproberen proberen demo kennismakingsles',
  ],
  arrival: [
    'aankomst, aankomen, aankomsttijd, arriveren, inchecken, check in, checkin, incheck, inchecktijd, moet ik er zijn, moeten we er zijn, aanwezig zijn, me melden, ons melden',
    'aankomst inchecken check-in aanwezig tevoren arriveren',
  ],
  capacity: [
    'hoeveel personen, hoeveel mensen, hoeveel gasten, hoeveel man, hoeveel zitplaatsen, hoeveel plaatsen, hoeveel kunnen er, hoeveel passen er, zitplaatsen, staanplaatsen, capaciteit, maximum aantal, maximaal aantal, max aantal, grote groep, groepsgrootte, met een groep',
    'capaciteit maximaal maximum zitplaatsen staanplaatsen',
  ],
  guests: [
    'gast, gasten, bezoeker, bezoekers, vrienden, vriend meenemen, vriendin meenemen, vriend mee, vriendin mee, iemand meenemen, iemand meebrengen, iemand mee, introduce, introduceren, begeleider, begeleiders, mijn partner',
    'gast gasten bezoeker bezoekers introducé begeleider',
  ],
  wifi: [
    'wifi, wi fi, wifi code, wifiwachtwoord, wachtwoord wifi, gratis internet, draadloos internet, internetverbinding, hotspot, wlan',
    'wifi wi-fi internet draadloos',
  ],
  holidays: [
    'feestdag, de feestdagen, op feestdagen, officiele feestdag, officiele feestdagen, nationale feestdag, wettelijke feestdagen, erkende feestdagen, christelijke feestdagen, vakantiesluiting, zomersluiting, zomerstop, jaarlijkse sluiting, jaarlijkse vakantie, bouwvak, bouwvakantie, bouwverlof, brugdag, brugdagen, vakantieperiode',
    'feestdag feestdagen gesloten vakantie vakantiesluiting',
  ],
  storage: [
    'opslag, opslagruimte, opslagplaats, opbergen, opbergruimte, bergruimte, berging, stalling, stallen, fietsenstalling, kluisje, kluisjes, locker, lockers, spullen kwijt, spullen achterlaten, spullen laten staan, spullen bewaren, laten bewaren',
    'opslag opslagruimte berging stalling kluisjes lockers opbergen',
  ],
  frequency: [
    'hoe vaak, hoevaak, hoe dikwijls, hoeveel keer, hoeveel keren, hoeveel maal, om de hoeveel, elke hoeveel, hoe regelmatig, hoe frequent, frequentie',
    'elke iedere dagelijks wekelijks tweewekelijks maandelijks jaarlijks',
  ],
};
