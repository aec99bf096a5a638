import type { EvalBusiness } from '../set/types';

export const hairSalon: EvalBusiness = {
  id: 'd-hair-salon',
  name: 'Copper Comb Salon & Barbers',
  knowledge: [
    `About Copper Comb Salon & Barbers

Copper Comb is a full-service hair salon and traditional barbershop under one roof at 218 Linden Avenue, Greenfield, Indiana. Owner Dana Whitfield opened the salon in 2011 after twelve years working in Indianapolis, and added the barber side in 2017 when the shop next door became available. Dana is still behind the chair four days a week and specializes in color correction and blonding.

Our team
- Dana Whitfield - owner and color specialist
- Marcus Bell - master barber, 15 years behind the chair, classic cuts and hot towel shaves
- Leo Santos - barber, known for skin fades, tapers and beard work
- Priya Nair - stylist and our curly hair specialist, trained in dry cutting for curls and coils
- Hannah Kowalski - junior stylist; her services are 20% less than our standard menu prices

Opening hours
Tuesday to Friday: 9am to 7pm
Saturday: 8am to 4pm
Closed Sundays and Mondays

Getting here
We're on the corner of Linden Avenue and Cherry Lane, two blocks north of the courthouse square. There is a free customer parking lot behind the building; the entrance to the lot is on Cherry Lane. Street parking on Linden Avenue is limited to 2 hours. The salon is all on the ground floor, and there's a step-free entrance at the back, right off the parking lot, with a wide door for wheelchairs and strollers. Our restroom is accessible too.

While you're here
Free Wi-Fi, fresh coffee and tea, and sparkling water in the waiting area. We use and sell Davines and Redken on the salon side, Olaplex bond treatments for color clients, and Reuzel pomades and beard oils on the barber side.

Contact
Phone: (555) 318-4470
Email: hello@coppercomb.example
Book online: coppercomb.example/book`,

    `Service Menu & Prices

SALON CUTS & STYLING
Women's cut & blow-dry - $58 (with Dana: $68)
Men's cut (salon side, includes wash) - $38
Curly cut with Priya (dry cut, includes styling) - $75
Kids' cut (under 12) - $22
Blow-dry only - $35
Special occasion styling / updo - $75
Bridal trial - $90

BARBERSHOP
Barber cut - $32
Skin fade - $36
Buzz cut (one guard all over) - $20
Beard shape-up - $18
Hot towel shave - $40
Cut + beard combo - $46

COLOR
Root touch-up - $72
Full color - from $95
Partial highlights - $120
Full highlights - $165
Balayage - from $185
Toner / gloss - $40
Olaplex treatment (add-on to any service) - $30
Color correction - by consultation only

TREATMENTS
Keratin smoothing treatment - from $250. Results usually last 3 to 5 months depending on how often you wash.
Deep conditioning mask - $25 add-on

Prices marked "from" depend on hair length and thickness; your stylist will confirm the price before starting. Color consultations are free and take about 15 minutes. If you've never had color with us before, we need a quick skin patch test at least 48 hours before your appointment; you can pop in any time we're open for it, no booking needed.

Junior stylist pricing: all salon services with Hannah are 20% off the prices above (not available for barber services).`,

    `Frequently Asked Questions

Q: Do I need an appointment?
A: Salon services are by appointment only. At the barbershop, walk-ins are welcome Tuesday to Saturday until 1 hour before closing. Saturdays are our busiest day, so expect a wait of 30 to 45 minutes for a walk-in barber cut unless you book ahead.

Q: How do I book?
A: Book online at coppercomb.example/book, call us at (555) 318-4470, or stop by the front desk. Online booking shows live availability for every stylist and barber.

Q: I have curly hair. Who should I see?
A: Priya Nair. Curly cuts are done dry, curl by curl, so please arrive with your hair dry, clean and free of product, worn the way you normally wear it. Allow 90 minutes for your first curly cut.

Q: Do you cut children's hair?
A: Yes, kids' cuts are for children under 12. For a baby's very first haircut we give a "First Haircut" certificate and a lock of hair in a keepsake envelope, free with the paid cut. Children under 12 must be accompanied by an adult for the whole appointment.

Q: Do you sell gift cards?
A: Yes, in $25 increments, at the front desk or online. Gift cards are valid for 2 years from the date of purchase and can be used for services or products.

Q: What payment do you accept?
A: Cash, all major credit and debit cards, Apple Pay and Google Pay. We don't accept checks. Tips can be added to your card payment.

Q: Do you have a senior discount?
A: Guests aged 65 and over get 15% off all services on Tuesdays and Wednesdays.

Q: Do you do hair for weddings on location?
A: Yes. On-location bridal styling needs a minimum of 4 people getting their hair done. Travel within 15 miles of the salon is free; beyond that we charge $1 per mile each way.

Q: Is there a loyalty program?
A: Barber clients get a stamp card: every 10th barber cut is free. When you refer a friend, you both get $10 off your next visit.`,

    `Salon Policies

Cancellations and no-shows
We ask for at least 24 hours' notice to cancel or move an appointment. Cancellations with less than 24 hours' notice are charged 50% of the booked service, and no-shows are charged the full service price. We understand emergencies happen, so talk to us.

Late arrivals
If you arrive more than 15 minutes late, we may need to shorten your service or reschedule you so the next guest isn't kept waiting. Please call ahead if you're running late.

Deposits
A $50 deposit is required to book any color service over $150 and all bridal bookings. The deposit goes toward your final bill and follows the same 24-hour cancellation rule.

Not happy with your hair?
Tell us within 7 days of your appointment and we'll adjust it free of charge with the same stylist (or another stylist if you prefer). We can't offer refunds on services that have been completed, but we'll always do our best to make it right.

Retail returns
Unopened products can be returned within 30 days with a receipt for a full refund. Opened products can be exchanged for store credit if they didn't suit your hair.

Animals
Only service animals are allowed in the salon.`,
  ],
  questions: [
    { text: 'how much for a skin fade', expect: ['$36'] },
    { text: 'whats the address', expect: ['218 Linden Avenue'] },
    { text: 'what time do u close on saturday', expect: ['4pm'] },
    {
      text: 'im nearby, can i just pop in for a trim around 6:30 on a thursday or is that too late?',
      expect: ['1 hour before closing'],
    },
    { text: 'balayage price?', expect: ['$185'] },
    { text: 'my daughter is 8, how much for her haircut', expect: ['$22'] },
    {
      text: 'do u have anyone who actually knows curly hair?? mine is 3c and everyone butchers it',
      expect: ['Priya'],
    },
    { text: 'how long does the curly cut take, need to plan my day', expect: ['90 minutes'] },
    { text: 'if i cancel the same morning do i get charged', expect: ['50%'] },
    {
      text: 'stuck in traffic gonna be like 20 min late will u still take me',
      expect: ['15 minutes'],
    },
    { text: 'got a gift card from my sister, how long do i have to use it?', expect: ['2 years'] },
    { text: 'can i pay with my phone', expect: ['Apple Pay'] },
    {
      text: 'my mom is 70 is there a discount for seniors',
      expect: ['15%', 'Tuesdays and Wednesdays'],
    },
    { text: 'phone number pls', expect: ['(555) 318-4470'] },
    { text: 'parking?', expect: ['Cherry Lane'] },
    { text: 'my dad is in a wheelchair, is there a way in without steps', expect: ['step-free'] },
    { text: 'who owns the salon', expect: ['Dana Whitfield'] },
    { text: 'what pomade do the barbers use, want to buy some', expect: ['Reuzel'] },
    { text: 'how much to get my roots done', expect: ['$72'] },
    {
      text: 'never dyed my hair before, is there anything i need to do before my colour appt',
      expect: ['48 hours'],
    },
    { text: 'do u need a deposit for wedding hair', expect: ['$50'] },
    { text: 'hated my cut from tuesday, can u fix it or am i stuck with it', expect: ['7 days'] },
    { text: 'how much is a straight razor shave with the hot towels', expect: ['$40'] },
    { text: 'how long does a keratin treatment last', expect: ['3 to 5 months'] },
    {
      text: 'i get my hair cut every 3 weeks, do u have a punch card or anything',
      expect: ['10th'],
    },
    {
      text: 'wedding is at a barn about 40 miles from greenfield, can u come to us? whats the travel cost',
      expect: ['$1 per mile'],
    },
    { text: 'whos the cheapest stylist, on a budget', expect: ['Hannah', '20%'] },
    {
      text: 'my son is 18 months and its his first haircut, do u do anything special',
      expect: ['lock of hair'],
    },
    { text: 'how long is the wait if i walk in on a sat', expect: ['30 to 45 minutes'] },
    { text: 'how much for a trial run before my wedding', expect: ['$90'] },

    { text: 'do u do a student discount? im at ivy tech', unanswerable: true },
    { text: 'how much is a perm', unanswerable: true },
    { text: 'are you open christmas eve', unanswerable: true },
    { text: 'how much is a bottle of the olaplex no 3 to take home', unanswerable: true },
    { text: 'does marcus work saturdays', unanswerable: true },
    { text: 'after keratin how many days do i have to wait before washing', unanswerable: true },
    { text: 'for the bridal party do u do makeup too or just hair', unanswerable: true },
    { text: 'can i get cash back for whats left on my gift card', unanswerable: true },
    { text: 'is there an ev charger in ur parking lot', unanswerable: true },
    { text: 'do you do eyebrow waxing', unanswerable: true },
  ],
};
