import type { EvalBusiness } from '../set/types';

export const pestControl: EvalBusiness = {
  id: 'sentinel-pest-control',
  name: 'Sentinel Pest Control',
  knowledge: [
    `About Sentinel Pest Control

Sentinel Pest Control is a family-owned pest management company based at Unit 4, Tanners Yard, Mill Road, Carrow Vale, CV9 2LP. Since 1998 we have protected homes and businesses across Carrow Vale and the surrounding villages, including Ashby Moor, Fenwick and Lower Stenton. Our standard service area covers a 25-mile radius of our Carrow Vale depot; for properties beyond this boundary a travel surcharge of £1.20 per mile applies for each mile outside the radius.

Every Sentinel technician holds the RSPH Level 2 Award in Pest Management, carries photo identification and is fully insured. We are a member of the British Pest Control Association (BPCA) and all work is carried out in line with its code of practice.

Our office is open Monday to Friday from 8:00am to 6:00pm and on Saturdays from 9:00am to 1:00pm. The office is closed on Sundays. Technician appointments are available Monday to Saturday between 7:30am and 7:00pm, and from May to September we also treat wasp nests on Sundays. Same-day appointments are usually available if you call before 11am, although we cannot guarantee them during the peak wasp season. An out-of-hours emergency line, (555) 042-7799, is available 24 hours a day to commercial contract customers only; residential customers should call our main number, (555) 042-7716, during office hours.

We understand that many customers would rather their neighbours did not know they have a pest problem. On request, our technicians will attend in an unmarked vehicle at no extra charge. Please mention this when you book.

To book, call (555) 042-7716, email bookings@sentinelpest.example or use the booking form at sentinelpest.example/book.`,

    `# Residential Treatment Prices

All prices include VAT and the call-out. There is no separate call-out fee for homes within our 25-mile service area.

## Wasps, hornets and bees
- **Wasp or European hornet nest:** £65 for the first nest, £20 for each additional nest treated at the same visit.
- **Retreatment:** if the nest is still active 48 hours after treatment, we will return free of charge.
- **Honey bees:** we do not destroy honey bee colonies. We will pass your details to a local beekeeper who may be able to collect the swarm.
- **Bumblebees:** we do not treat bumblebee nests. They are not aggressive and the nest dies off naturally at the end of summer.
- **Asian hornets:** suspected sightings must be reported to the National Bee Unit; we do not treat them ourselves.

## Rats and mice
- **Rodent treatment:** £165 for a course of three visits over approximately three weeks, including a survey of entry points and all bait stations.
- **Proofing:** sealing entry points with wire mesh, brush strips and expanding filler, quoted separately from £85.
- **Additional visit for carcass removal** (outside the scheduled course): £45.

## Bed bugs
- **Inspection:** £60, deducted from the treatment price if you go ahead within 14 days.
- **Heat treatment:** £450 for up to two bedrooms, plus £120 for each additional room. Completed in a single visit.
- **Insecticide treatment:** £220 for two visits, 14 days apart.

## Crawling and other insects
- **Cockroaches:** £180 (two visits)
- **Fleas:** £120 for a property of up to four bedrooms, plus £20 per additional bedroom. Pets must be treated by a vet before our visit.
- **Ants:** £85 (single visit)
- **Clothes and carpet moths:** £140 (single visit)

## Discounts and payment
- **Customers aged 65 and over:** 10% off all residential treatments, excluding bed bug heat treatments.
- Payment is due on completion of the first visit. We accept all major debit and credit cards, Apple Pay and Google Pay, and bank transfer (within 7 days of invoice).
- Prices are valid until 31 December 2024.`,

    `Frequently Asked Questions: Safety, Preparation and Guarantees

Are your treatments safe for pets and children?
All products we use are approved for professional use and applied by trained technicians. Rodent baits are always placed inside locked, tamper-resistant bait stations that children, dogs and cats cannot open. After an insecticide spray treatment (for example for fleas, bed bugs or cockroaches), people and pets must stay out of treated rooms for at least 4 hours and until surfaces are completely dry. Cover fish tanks and switch off the air pump during treatment; indoor birds and reptiles should be taken out of the property for the day. We recommend that pregnant women and babies under 12 months stay away from the property for 24 hours after an insecticide spray. Please tell us about any pets, allergies or health conditions when booking.

Do I need to be at home?
An adult aged 18 or over must be present for the first visit so that our technician can carry out the survey and explain the treatment. For follow-up rodent visits where bait stations are outside, we can attend without anyone at home if we have safe access.

How should I prepare for a bed bug treatment?
Wash all bedding, curtains and clothing from the affected rooms at 60°C or tumble dry on high heat for 30 minutes, then seal them in bags. Vacuum the floors and do not move furniture or belongings into other rooms, as this spreads the infestation. Please do not throw away mattresses or furniture before our visit; most can be treated. For heat treatments, remove aerosols, candles, houseplants and pets from the rooms. Rooms are heated to 56°C and the process takes 6 to 8 hours, during which you will need to stay elsewhere.

How quickly do wasp treatments work?
Wasp activity usually reduces within 2 to 4 hours and most nests are dead within 24 hours. Do not block the nest entrance, as trapped wasps may find another way into your home. We do not remove the nest after treatment; it is left in place and will not be reused the following year.

Will I find dead rodents?
Occasionally. Most rodents die out of sight, but if one dies in a wall cavity or under floorboards there may be an odour for 10 to 14 days. Our technician removes any carcasses found during scheduled visits. If you find one in between, wear disposable gloves, double-bag it and place it in your outside bin, or book a carcass removal visit.

Do you guarantee your work?
- Rats and mice: 90-day guarantee. If activity returns within 90 days of the final visit we will return free of charge, provided that the proofing recommendations in your report have been carried out.
- Bed bug heat treatment: 60-day guarantee.
- Bed bug insecticide treatment: guaranteed for 30 days after the second visit, provided the preparation instructions have been followed.
- Wasps: free retreatment if the nest is still active after 48 hours.
- Fleas: no guarantee is given unless all pets have been treated by a vet before our visit.`,

    `## Commercial Pest Control Contracts

We protect restaurants, cafés, food manufacturers, shops, offices, warehouses, schools and letting agents across the region. Every contract includes routine inspections, unlimited call-outs between routine visits at no extra charge, and full digital records for food hygiene and Environmental Health inspections through our online portal, **SentinelTrack**.

- **Essential - £35 per month + VAT:** rats and mice only; 8 routine visits a year; call-out response within 24 hours.
- **Complete - £65 per month + VAT:** rodents, crawling insects (cockroaches, ants and stored product insects) and servicing of electric fly killers; 8 routine visits a year; call-out response within 24 hours.
- **Premium - £110 per month + VAT:** everything in Complete, plus 12 routine visits a year, a 4-hour emergency response and access to our 24-hour out-of-hours line.

Contracts run for a minimum term of 12 months, then continue on a rolling basis and can be ended with 30 days' written notice. Prices shown are for single premises up to 250 m²; larger sites and multi-site businesses receive a tailored quote after a free site survey. Wasp nest treatments for contract customers are charged at £45 per visit.

## Bird Control and Proofing

Pigeons and gulls can damage roofs and create hygiene risks around entrances and food areas. We offer:

- **Bird netting, spikes and bird wire** for ledges, loading bays and building frontages.
- **Solar panel bird mesh:** from £350 for up to 8 panels, plus £25 for each additional panel. Includes removal of nesting debris from under the panels.
- **Free survey and written quotation** for all bird proofing work.

All wild birds, their nests and eggs are protected by law. We only remove active nests of feral pigeons, and of gulls under the relevant general licence where there is a risk to public health or safety. We do not use poison or shooting to control birds. Work above two storeys may require scaffolding or a cherry picker, which is charged at cost.

## What we do not cover

- **Bats:** all bats and their roosts are protected by law. We cannot disturb or remove them; please contact the Bat Conservation Trust for advice.
- **Badgers:** protected; we do not handle badger issues.
- **Foxes:** we can advise on deterrents and fit proofing, but we do not trap or kill foxes.
- **Honey bee swarms:** referred to a local beekeeper.
- **Weeds**, including Japanese knotweed.
- **Dead animals on public roads:** please report these to the local council.`,
  ],
  questions: [
    { text: 'how much to get a wasp nest sorted', expect: ['£65'] },
    {
      text: 'got 2 wasp nests, one in the shed and one under the roof tiles. how much for both?',
      expect: ['£65', '£20'],
    },
    {
      text: 'rats in the loft, is the poison safe with my dog sniffing round',
      expect: ['tamper-resistant'],
    },
    {
      text: 'hi we have a cat and 2 toddlers how long do we have to keep out of the house after the flea spray',
      expect: ['4 hours'],
    },
    {
      text: 'how much to cook the bedbugs out with the hot air thing, its 2 bedrooms',
      expect: ['£450'],
    },
    { text: 'do u charge just to come and check if its bed bugs', expect: ['£60'] },
    {
      text: 'if the mice come back after ur done am i covered and for how long',
      expect: ['90 days'],
    },
    {
      text: 'is there a callout charge on top of the price?',
      expect: ['no separate call-out fee'],
    },
    { text: 'r u open saturdays', expect: ['9:00am to 1:00pm'] },
    { text: 'theres loads of bees coming out my chimney can u kill them', expect: ['beekeeper'] },
    { text: 'any chance u can come out today', expect: ['before 11am'] },
    {
      text: 'im about 30 miles out from carrow vale do you still come out this far',
      expect: ['£1.20 per mile'],
    },
    { text: 'do pensioners get money off', expect: ['65 and over'] },
    {
      text: 'can u come in a plain van i dont want the neighbours knowing',
      expect: ['unmarked vehicle'],
    },
    {
      text: 'we run a small cafe and just need mice covered, whats the monthly cost',
      expect: ['£35 per month'],
    },
    {
      text: 'pigeons keep nesting under our solar panels, whats it cost to stop them',
      expect: ['£350'],
    },
    {
      text: 'pretty sure theres bats in the loft can u get them out',
      expect: ['Bat Conservation Trust'],
    },
    {
      text: 'i cant get off work, my 16 yr old will be home, is that ok for the first visit?',
      expect: ['18 or over'],
    },
    { text: 'can i pay with my phone', expect: ['Apple Pay'] },
    {
      text: 'u sprayed yesterday and theres still wasps going in and out, what now',
      expect: ['48 hours'],
    },
    { text: 'should i knock the nest down afterwards or leave it', expect: ['not be reused'] },
    {
      text: 'dog has brought fleas in, anything i need to do before u come?',
      expect: ['treated by a vet'],
    },
    {
      text: 'how long does the bed bug heat thing take, do we have to go out',
      expect: ['6 to 8 hours'],
    },
    { text: 'should i bin my mattress before u come', expect: ['do not throw away'] },
    {
      text: 'im 6 months pregnant, how long should i stay away after the spray',
      expect: ['24 hours'],
    },
    { text: 'do u block up the holes they get in by, is that extra', expect: ['from £85'] },
    { text: 'can we cancel the business contract whenever we want?', expect: ['12 months'] },
    {
      text: 'found a dead mouse behind the fridge between visits what do i do with it',
      expect: ['double-bag'],
    },
    {
      text: 'foxes keep digging up my lawn, can u get rid of them',
      expect: ['do not trap or kill foxes'],
    },
    {
      text: 'whats the out of hours emergency number for our restaurant',
      expect: ['(555) 042-7799'],
    },
    { text: 'can i pay in installments', unanswerable: true },
    { text: 'do you work bank holidays', unanswerable: true },
    { text: 'how much to get a squirrel out of the loft?', unanswerable: true },
    { text: 'do u do spiders', unanswerable: true },
    { text: 'is there a guarantee if the ants come back', unanswerable: true },
    { text: 'do you sell mouse traps i can just put down myself', unanswerable: true },
    { text: 'are ur sprays organic or eco friendly at all', unanswerable: true },
    { text: 'moles making a mess of the lawn do u deal with them', unanswerable: true },
    { text: 'can u recommend a roofer to fix the tiles the pigeons wrecked', unanswerable: true },
    { text: 'do you do carpet cleaning as well', unanswerable: true },
  ],
};
