import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors is een familiebedrijf in Clearwater. Wij verkopen nieuwe Mazda's en Subaru's en hebben zo'n 150 gecertificeerde occasions van alle merken.

Adres: Lakeshore Drive 4500 (Route 9), Clearwater, een halve mijl ten noorden van afrit 12 van de I-84.

Openingstijden showroom: maandag t/m vrijdag 9.00 tot 20.00 uur, zaterdag 9.00 tot 18.00 uur, zondag 11.00 tot 16.00 uur.
Openingstijden werkplaats: maandag t/m vrijdag 7.00 tot 18.00 uur, zaterdag 8.00 tot 14.00 uur. De werkplaats is op zondag gesloten.

Verkoop: (555) 870-3300. Werkplaats: (555) 870-3311. E-mail: sales@lakesidemotors.example.`,

    `Kopen en financieren

Proefritten: boek online of loop gewoon binnen, en neem een geldig rijbewijs mee. Een proefrit duurt ongeveer 30 minuten, en binnen 20 mijl brengen we de auto ook naar u thuis of naar uw werk.

Financiering: wij werken samen met 12 kredietverstrekkers, waaronder Mazda Financial Services en Subaru Motors Finance. De rente begint bij 3,9% voor nieuwe auto's en 5,9% voor occasions voor kopers die worden goedgekeurd, met looptijden van 24 tot 72 maanden. Vraag online in 10 minuten een voorlopige goedkeuring aan; dat is een lichte kredietcheck die geen invloed heeft op uw kredietscore. Slechte kredietgeschiedenis of uw eerste auto? Ook daarvoor hebben we speciale regelingen.

Een aanbetaling is bij goedgekeurde financiering niet verplicht, maar met 10% aanbetaling wordt uw maandbedrag lager.

Lease: lease van een nieuwe Mazda of Subaru loopt 24 tot 39 maanden, met 10.000 of 12.000 mijl per jaar.

Kosten: onze administratiekosten zijn € 399, plus belasting, kenteken en registratie. Wij rekenen nooit verborgen extra's.

Inruil: wij kopen elke auto in, ook als u bij ons geen auto koopt. U krijgt direct een online bod dat 7 dagen geldig is en definitief wordt na een korte inspectie. Loopt er nog een lening op uw auto? Dan lossen wij de openstaande lening voor u af.`,

    `Occasions, garantie en bezorging

Elke occasion doorloopt een inspectie van 150 punten en krijgt een gratis CARFAX-rapport.

Garantie: op onze occasions zit een beperkte aandrijflijngarantie van 12 maanden / 12.000 mijl. Voor nieuwe auto's geldt de fabrieksgarantie: 3 jaar of 36.000 mijl voor Mazda en Subaru. Een verlengde garantie is mogelijk.

Ruilgarantie: bent u niet blij met uw occasion, dan kunt u hem binnen 5 dagen of 250 mijl ruilen voor een andere, wat het eerst komt. Het gaat om ruilen, u krijgt geen geld terug.

Thuisbezorgen is gratis binnen 50 mijl van de dealer; verder weg kost het € 2 per mijl.`,

    `Werkplaats

Wij onderhouden alle merken en modellen, niet alleen Mazda en Subaru. Prijzen: olie verversen met synthetische olie € 69,95, banden wisselen (rotatie) € 29,95, staatskeuring € 35, remblokken vanaf € 189 per as. Terugroepacties voeren wij gratis uit.

Plan uw onderhoud online of bel de werkplaatsbalie. Bij reparaties die langer dan 2 uur duren, krijgt u een gratis leenauto als u vooraf reserveert, of onze gratis shuttle brengt u overal naartoe binnen 10 mijl.

Tijdens het wachten heeft onze lounge gratis wifi, koffie en een kinderhoek.`,
  ],
  questions: [
    { text: 'hoe laat sluit de showroom op zaterdag', expect: ['18.00'] },
    { text: 'is de werkplaats zondag open', expect: ['op zondag gesloten'] },
    { text: 'wat is jullie rente op een nieuwe auto', expect: ['3,9%'] },
    { text: "nemen jullie auto's in", expect: ['elke auto'] },
    { text: 'wat kost olie verversen', expect: ['€ 69,95'] },
    { text: 'kan ik een proefrit bij mij thuis maken', expect: ['binnen 20 mijl'] },
    { text: 'rekenen jullie administratiekosten', expect: ['€ 399'] },
    { text: 'garantie op occasions?', expect: ['12.000 mijl'] },
    { text: 'mijn bkr is niet best, kan ik toch financieren', expect: ['regelingen'] },
    { text: 'waar zitten jullie', expect: ['Lakeshore Drive 4500'] },
    { text: 'hoe lang kan ik een auto financieren', expect: ['72 maanden'] },
    { text: 'bezorgen jullie autos ook thuis', expect: ['binnen 50 mijl'] },
    {
      text: 'kan ik een occasion terugbrengen als ik hem toch niet leuk vind',
      expect: ['5 dagen'],
    },
    { text: 'moet ik geld aanbetalen', expect: ['niet verplicht'] },
    { text: 'telefoonnummer werkplaats', expect: ['(555) 870-3311'] },
    { text: 'repareren jullie ook andere merken zoals toyota', expect: ['alle merken'] },
    { text: 'krijg ik vervangend vervoer als mijn auto gerepareerd wordt', expect: ['leenauto'] },
    { text: 'welke merken verkopen jullie', expect: ['Mazda'] },
    { text: 'krijg ik een carfax bij jullie occasions', expect: ['CARFAX'] },
    { text: 'wat kosten remblokken', expect: ['€ 189'] },
    {
      text: 'hoe lang duurt een proefrit en wat moet ik meenemen',
      expect: ['30 minuten', 'rijbewijs'],
    },
    { text: 'lease kilometers (mijl) opties', expect: ['12.000 mijl per jaar'] },
    {
      text: 'is een voorlopige goedkeuring slecht voor mijn kredietscore',
      expect: ['geen invloed'],
    },
    { text: 'hoe lang is het inruilbod geldig', expect: ['7 dagen'] },
    { text: 'moet ik betalen voor een terugroepactie?', expect: ['gratis'] },
    { text: 'wat kost een staatskeuring', expect: ['€ 35'] },
    {
      text: 'wat is de rente op een occasion en wat zijn de looptijden',
      expect: ['5,9%', '24 tot 72 maanden'],
    },
    {
      text: 'ik moet nog geld aflossen op mijn auto, kan ik hem toch inruilen?',
      expect: ['openstaande lening'],
    },
    { text: 'is er wifi in de wachtruimte', expect: ['wifi'] },
    { text: 'welke afrit moet ik nemen van de snelweg', expect: ['afrit 12'] },
    { text: 'hoe laat zijn jullie open op zondag', expect: ['11.00 tot 16.00'] },
    { text: 'verkopen jullie ook motoren', unanswerable: true },
    { text: 'kan ik bij jullie een auto per dag huren', unanswerable: true },
    { text: 'kan ik een auto met bitcoin betalen', unanswerable: true },
    { text: 'doen jullie ook ramen blinderen', unanswerable: true },
    { text: 'wat kost tanden bleken', unanswerable: true, probes: 'clinic' },
    { text: 'wat kost een losse coachingsessie', unanswerable: true, probes: 'coach' },
    {
      text: 'wat zijn de aanvraagkosten voor een appartement',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
