import type { EvalBusiness } from '../set/types';

export const movingCompany: EvalBusiness = {
  id: 'd-moving-company',
  name: 'Redbird Moving & Storage',
  knowledge: [
    `About Redbird Moving & Storage

Redbird Moving & Storage is a family-owned moving company based in Springfield, Missouri. James Okafor started the business in 1998 with one rented truck and his two brothers; today it is run by his daughter, Tessa Okafor, and we move around 1,400 households and businesses a year. Our office and climate-controlled storage warehouse are at 4410 Quarry Road, Springfield, MO 65803, just off Highway 65.

What we do
- Local home moves: apartments, houses, condos, senior living
- Office and commercial moves, including after-hours and weekend moves
- Long-distance moves within Missouri, Arkansas, Kansas and Oklahoma
- Full and partial packing, and unpacking at your new place
- Short- and long-term storage in our own warehouse

Our crews and trucks
Every mover on a Redbird crew is a full-time employee, background-checked and trained in-house; we never use subcontractors or day laborers. Our fleet is 9 trucks, from 16-foot box trucks for studio apartments up to 26-foot trucks for large homes, and every truck has a lift gate, furniture pads and dollies. We are fully licensed and insured, USDOT number 3381927.

Office hours
Monday to Friday: 8am to 6pm
Saturday: 9am to 1pm
Closed Sunday (the office is closed, but our crews do move on Sundays; see our rates)

Contact
Phone: (555) 742-6100
Email: moves@redbirdmoving.example
Free quotes: redbirdmoving.example/quote`,

    `Rates & Pricing

LOCAL MOVES (under 40 miles) - hourly, 3-hour minimum
2 movers + truck - $129/hour
3 movers + truck - $169/hour
4 movers + truck - $209/hour
Each additional mover - $40/hour

Time is billed in 15-minute increments after the 3-hour minimum. On top of the hourly rate there is a flat $59 travel fee per local move, which covers the drive from our depot to your first address and back. Moves on a Sunday carry a $75 surcharge. If our truck can't park within 75 feet of your door, a $50 long carry fee applies.

LONG-DISTANCE MOVES
Priced by weight and distance. We give you a written binding estimate after a free in-home or video survey, so the price you're quoted is the price you pay unless you add items.

PACKING & UNPACKING
Packing or unpacking by our crew - $45/hour per packer, plus materials used.

PACKING MATERIALS
Small box - $2.50
Medium box - $3.50
Large box - $4.75
Wardrobe box - $14 to buy (or borrow them free on moving day)
Dish pack box - $8
Mattress bag - $12
Packing tape - $4 per roll

SPECIALTY ITEMS
Upright piano - $250 flat add-on
Gun safe over 500 lbs - $150 add-on
Pool table disassembly and reassembly - $200

STORAGE
Your belongings are stored in sealed wooden vaults inside our climate-controlled warehouse. Each vault holds about 250 cubic feet, roughly the contents of one furnished bedroom, and costs $65 per vault per month. Customers who move with us get their first month of storage at 50% off. Minimum rental is 1 month. Access to your vault is by appointment with 48 hours' notice, and there's a $35 handling fee each time we pull your vault.

DISCOUNTS
10% off the hourly rate for active military and veterans (ID required at booking).`,

    `Frequently Asked Questions

Q: How far ahead should I book?
A: For moves between May and September, or any move at the end of a month, book 4 to 6 weeks ahead. The rest of the year, 2 weeks is usually enough.

Q: Do you need a deposit?
A: Yes, $100 for local moves and 25% of the estimate for long-distance moves. The local deposit is fully refunded if you cancel more than 7 days before your move date.

Q: Is there anything you won't move?
A: We can't carry hazardous materials: propane tanks, gasoline, paint, cleaning chemicals, ammunition or fireworks. We also don't take perishable food, and we can't move plants across state lines. We recommend you carry jewelry, important documents and medications with you yourself.

Q: Are my things insured?
A: Basic coverage is included free at 60 cents per pound per item. Full Value Protection, which repairs or replaces damaged items at current value, is available for 1% of your declared value.

Q: Do you take apart furniture?
A: Yes, standard beds, tables and desks are taken apart and put back together at no extra charge as part of your hourly time. We'll also take apart flat-pack furniture (IKEA and similar), but we can't guarantee it survives the move because particleboard often cracks when it's disassembled and reassembled.

Q: Can you disconnect my washer and dryer?
A: We disconnect and reconnect standard washers and electric dryers only. Gas dryers must be disconnected by a licensed professional.

Q: Do I have to be there on moving day?
A: Someone 18 or older must be present at both pickup and delivery to walk through with the crew lead and sign the paperwork.

Q: How do I pay?
A: Local moves are paid in full when the job is finished. We take cash, debit cards, Zelle and credit cards. Credit cards carry a 3% processing fee; there's no fee for the other methods.

Q: What happens to all my empty boxes?
A: We'll come back and pick up your flattened empty boxes for free within 60 days of your move.

Q: Do you move offices?
A: Yes. For office moves we rent heavy-duty plastic crates at $2 per crate per week, with a minimum of 20 crates. Crates are dropped off a few days before and collected after. We don't disconnect computers, servers or phone systems, so please have your IT person handle that.`,

    `Moving Day Policies

Parking and building access
You're responsible for getting any street parking permits, and for reserving the service elevator and loading dock if you live in an apartment or condo building. Please let us know about stairs, narrow streets or low-hanging trees when you book.

Weather
We move rain or shine and wrap furniture in plastic when it's wet. If snow or ice makes roads unsafe, we'll reschedule your move free of charge.

Damage claims
We take great care, but if something is damaged please note it on the paperwork before the crew leaves and send us a written claim within 30 days of your move. Photos help us settle claims faster.

Changes to your move date
You can change your move date for free up to 7 days before. After that, a date change is treated as a cancellation and the deposit is kept.

Estimates
Local moves are quoted as an estimate of hours; your bill is based on actual time. Long-distance estimates are binding. Free in-home surveys are available Monday to Friday, and video surveys can be done any day by appointment.`,
  ],
  questions: [
    { text: 'how much for 2 guys and a truck', expect: ['$129'] },
    {
      text: 'whats the least amount of hours i can book, its just a studio',
      expect: ['3-hour minimum'],
    },
    { text: 'is there a charge for u driving to my place', expect: ['$59'] },
    { text: 'do i have to buy those tall boxes for hanging clothes', expect: ['$14'] },
    { text: 'we have an old upright piano, how much extra is that', expect: ['$250'] },
    { text: 'moving end of june, how early do i need to book', expect: ['4 to 6 weeks'] },
    { text: 'deposit?', expect: ['$100'] },
    { text: 'if we have to cancel do we get the deposit back', expect: ['7 days'] },
    { text: 'can u guys take the propane tank from our bbq', expect: ['propane'] },
    {
      text: 'what if something breaks, what does basic insurance cover',
      expect: ['60 cents per pound'],
    },
    { text: 'how much is the full value coverage', expect: ['1%'] },
    {
      text: 'i work nights, does someone have to be at the house when u pick stuff up? my 19 yo son could be there',
      expect: ['18'],
    },
    { text: 'any fee for paying by visa', expect: ['3%'] },
    { text: 'is it more expensive on a sunday', expect: ['$75'] },
    {
      text: 'how much to keep our stuff in storage while the new house is finished',
      expect: ['$65'],
    },
    { text: 'how much fits in one of ur storage containers', expect: ['250 cubic feet'] },
    { text: 'how much notice to get my stuff back out of storage', expect: ['48 hours', '$35'] },
    { text: 'is there a deal on storage if u also do the move', expect: ['50%'] },
    { text: 'im a vet (army) is there a discount', expect: ['10%'] },
    {
      text: 'we are moving our dental office, do u have crates we can pack into instead of boxes',
      expect: ['$2 per crate per week', '20 crates'],
    },
    {
      text: 'will my ikea dresser survive if u take it apart',
      expect: ['particleboard'],
    },
    {
      text: 'tv got scratched in the move last week, how long do i have to report it',
      expect: ['30 days'],
    },
    { text: 'where r u located', expect: ['4410 Quarry Road'] },
    { text: 'number to call?', expect: ['(555) 742-6100'] },
    { text: 'is anyone in the office saturday', expect: ['1pm'] },
    { text: 'whats ur biggest truck', expect: ['26-foot'] },
    { text: 'we have a gas dryer can u hook it up at the new place', expect: ['electric'] },
    { text: 'can u come get all the empty boxes after we unpack', expect: ['60 days'] },
    { text: 'do you go as far as tulsa', expect: ['Oklahoma'] },
    { text: 'how much if u guys pack the kitchen for us', expect: ['$45'] },

    { text: 'how much to move a baby grand piano', unanswerable: true },
    { text: 'do u have a discount for teachers', unanswerable: true },
    { text: 'can i store my motorcycle in ur warehouse over winter', unanswerable: true },
    { text: 'is there an extra charge for moving on memorial day', unanswerable: true },
    { text: 'how much is bubble wrap', unanswerable: true },
    { text: 'is there a deductible on the full value protection', unanswerable: true },
    { text: 'can u disconnect the water line on our fridge', unanswerable: true },
    {
      text: 'how long does the in home survey take, need to know if i should take the afternoon off',
      unanswerable: true,
    },
    { text: 'how much should we tip the movers', unanswerable: true },
    { text: 'can i track the truck on my phone during a long distance move', unanswerable: true },
  ],
};
