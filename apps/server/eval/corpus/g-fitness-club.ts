import type { EvalBusiness } from '../set/types';

export const fitnessClub: EvalBusiness = {
  id: 'g-fitness-club',
  name: 'Ironwood Athletic Club',
  knowledge: [
    `# Ironwood Athletic Club - About Us & Opening Hours

Ironwood Athletic Club is an independent, family-owned fitness club in the Buckman neighborhood of Portland, Oregon. We opened in 2011 and have a 25-meter indoor pool, two studios, a spin room and a full strength floor.

Address: 1180 SE Alder Street, Portland, OR 97214 (entrance on the corner of Alder and 12th Ave)
Phone: (503) 555-0182
Email: frontdesk@ironwoodathletic.com

## Opening hours
- Monday to Friday: 5:00 am - 10:00 pm
- Saturday: 7:00 am - 8:00 pm
- Sunday: 8:00 am - 6:00 pm

The front desk is staffed 6:00 am to 9:00 pm on weekdays and during all weekend hours. Outside staffed hours, members enter with their key fob. The pool closes 30 minutes before the club closes every day; the sauna and steam room close 15 minutes before closing.

## Holiday hours
- Thanksgiving Day and Christmas Day: closed
- Christmas Eve and New Year's Eve: 7:00 am - 2:00 pm
- Memorial Day, July 4th and Labor Day: Sunday hours

## Parking & getting here
Free member parking lot behind the building (40 spaces, limited to 3 hours). Street parking on Alder is metered until 7 pm. Bike racks are by the main entrance, and the #15 bus stops right outside.`,
    `# Membership Options & Prices

All memberships include the strength floor, cardio area, locker rooms and the Ironwood app for booking classes.

## Monthly plans (month-to-month)
- **Core** - $49/month: gym floor and cardio area only.
- **Plus** - $69/month: everything in Core, plus unlimited group classes and the pool.
- **All-Access** - $89/month: everything in Plus, plus sauna and steam room, towel service, one free guest pass per month and 10% off personal training.
- **Off-Peak** - $35/month: gym floor, cardio and pool, Monday-Friday 10:00 am - 4:00 pm and weekends after 2:00 pm only. Classes not included.

## Annual plans
Annual All-Access is $890 and Annual Plus is $690 (12 months for the price of 10). Annual plans are non-refundable after the first 14 days but can be transferred to another person once for a $25 fee.

## Discounts
- Students 18+ with a valid student ID: 20% off Core or Plus.
- Seniors 65+: Plus membership for $52/month.
- Household: a second adult at the same address gets 15% off.
- Corporate: ask the front desk whether your employer is a partner.

## Joining fee
A one-time $59 joining fee applies to all monthly plans. It is waived in January and September, and for annual plans.

## Freezing your membership
You can freeze for 1 to 3 months per calendar year for $10 per month of freeze. Medical freezes (with a doctor's note) and pregnancy freezes are free. Submit freeze requests at least 7 days before your next billing date.

## Cancellation
Monthly memberships can be cancelled with 30 days' written notice, by email to frontdesk@ironwoodathletic.com or in person at the front desk. We do not accept cancellations by phone. Your final payment covers the notice period.

## Payment
Dues are billed on the 1st of each month by card or bank draft (ACH). A failed payment incurs a $15 late fee.`,
    `# Group Classes

We run over 60 group classes a week. Classes are included in Plus and All-Access. Non-members and Core members can drop in for $18 per class or buy a 10-class pack for $150 (valid 6 months).

## Our classes
- **Ride45** - 45-minute indoor cycling on Stages bikes in the Spin Room. Clip-in shoes are optional (SPD cleats only).
- **Body Pump** - barbell strength class, 55 minutes.
- **HIIT Circuit** - 30 minutes of high-intensity intervals.
- **Vinyasa Yoga** and **Yin Yoga** - mats provided.
- **Aqua Fit** - low-impact workout in the shallow end; popular with members recovering from injury.
- **Boxing Fundamentals** - gloves available to borrow; hand wraps sold at the front desk for $8.
- **Zumba** - Tuesday and Thursday evenings and Saturday mornings.

## Booking
Classes open for booking 7 days in advance at 6:00 am in the app or at the front desk. Class sizes are capped: 24 for Ride45, 20 for studio classes and 15 for Aqua Fit. If a class is full, join the waitlist; if a spot opens you are added automatically and notified up to 2 hours before class.

## Late cancellation and no-shows
Please cancel at least 4 hours before class so someone on the waitlist can take your spot. Late cancellations and no-shows count as a strike. Three strikes within 30 days means you can't book in advance for 7 days. Drop-in and class pack users lose the class credit.

## Beginners
Every Saturday at 9:00 am we run a free 30-minute "Intro to Classes" session in Studio B, led by our group fitness manager Danielle Okafor. Open to members and guests.`,
    `# Personal Training

All our trainers are certified (NASM, ACE or NSCA). Every new member gets one free 45-minute "Fit Start" session with a trainer to set goals and learn the equipment - book it within your first 30 days.

## Our trainers
- **Marcus Bell** - Head of Personal Training. Strength, powerlifting and sports performance.
- **Priya Raman** - Certified pre- and postnatal coach; Pilates and mobility.
- **Tom Guerrero** - Weight loss, beginners and adults 55+.
- **Kelsey Nguyen** - Triathlon and endurance training, swim coaching.

## Prices
- 30-minute session: $45
- 60-minute session: $75
- Pack of 10 x 60-minute sessions: $680 (expires 6 months after purchase)
- Small-group training (2-4 people, 60 minutes): $30 per person

Non-members can book personal training for a $10 surcharge per session.

## Cancelling a session
Sessions must be cancelled or rescheduled at least 24 hours in advance. Sessions cancelled with less notice, or missed, are charged in full. If your trainer cancels on you, you get a free 30-minute bonus session.`,
    `# Pool, Sauna & Facilities

## Pool
Our indoor pool is 25 meters long with 5 lanes, kept at 82 degrees F. Lifeguards are on duty whenever the pool is open. Circle swim is required when there are 3 or more swimmers in a lane. Swim caps are required for anyone with hair longer than shoulder length. Family swim is Saturdays and Sundays, 12:00 pm - 3:00 pm; children must be supervised in the water by an adult.

## Sauna & steam room
The Finnish dry sauna and steam room are included in All-Access; other members can add them for $10/month. Shower before entering and limit sessions to 15 minutes. Under 16s are not allowed in the sauna or steam room.

## Locker rooms
Day-use lockers are free - bring your own padlock or buy one at the front desk for $6. Locks left overnight are cut off. Permanent rental lockers are $15/month (waitlist). Towel service is $5 per visit (included with All-Access).

## Little Lifters (childcare)
Little Lifters is our supervised childcare room for children aged 6 months to 8 years while parents work out on site.
- Hours: Monday-Friday 8:30 am - 12:30 pm and 4:30 pm - 7:30 pm; Saturday 8:30 am - 12:30 pm. Closed Sundays.
- Maximum stay: 2 hours per visit.
- Cost: $6 per child per visit, or $40/month unlimited.

## Fuel Bar
Our Fuel Bar by reception serves protein shakes, smoothies and coffee from 6:30 am to 1:00 pm daily.`,
    `# Guests, Age Limits & Club Rules

## Day passes and guests
- Day pass: $20 (includes pool and classes if space allows; no sauna).
- Week pass: $45 for 7 consecutive days.
- Guests must be 18+ (or 14+ with a parent who is a member), show photo ID and sign a waiver. A guest can visit at most 4 times per year.

## Age rules
- You must be 18 or older to hold your own membership.
- Teens aged 14-17 can join on a Teen membership ($29/month) with a parent's signature. Teens aged 14-15 must complete a free orientation with a trainer before using the weights alone.
- Children under 14 may not use the gym floor or attend adult classes, but may use the pool during family swim with an adult.

## Club rules
- Closed-toe athletic shoes are required on the gym floor.
- Wipe down equipment after use and re-rack your weights.
- Only liquid chalk is allowed, and only on the lifting platforms.
- No filming other members without their consent.

## Lost & found
Items are held at the front desk for 30 days, then donated.

## Key fob
Your key fob is your membership card. A replacement costs $10.`,
  ],
  questions: [
    { text: 'what time do u guys open on saturday', expect: ['7:00 am'] },
    {
      text: 'how late can i swim, does the pool close same time as the gym',
      expect: ['30 minutes'],
    },
    { text: 'hw much is the plan that has classes and pool', expect: ['$69'] },
    { text: 'is there a sign up fee or nah', expect: ['$59'] },
    { text: 'i go to PSU is there a student deal', expect: ['20%'] },
    { text: 'my mom just turned 67 does she get a cheaper price', expect: ['$52'] },
    {
      text: 'can i put my membership on hold while i recover from knee surgery',
      expect: ['doctor'],
    },
    { text: 'can i just call u to cancel my membership', expect: ['in person'] },
    { text: 'not a member, how much to do one spin class', expect: ['$18'] },
    { text: 'how far ahead can i book a yoga class', expect: ['7 days'] },
    { text: 'whats the latest i can cancel a class w/o getting a strike', expect: ['4 hours'] },
    { text: 'what kind of bikes r in the spin room', expect: ['Stages'] },
    {
      text: 'ive never done a group class, who runs the intro thing on saturdays',
      expect: ['Danielle'],
    },
    { text: 'price for an hour with a PT?', expect: ['$75'] },
    { text: 'had a baby 3 months ago, which trainer would be best for me', expect: ['Priya'] },
    { text: 'training for my first ironman, do u have a coach for that', expect: ['Kelsey'] },
    { text: 'do new members get a free session w a trainer', expect: ['Fit Start'] },
    { text: 'if i cancel my PT the morning of am i still charged', expect: ['24 hours'] },
    { text: 'my trainer cancelled on me last min, do i get anything for that', expect: ['bonus'] },
    { text: 'is the pool heated? what temp', expect: ['82'] },
    { text: 'i have long hair do i have to wear a cap to swim', expect: ['shoulder'] },
    { text: 'can my 12 yr old come in the sauna with me', expect: ['16'] },
    {
      text: 'my son is 4, is there somewhere i can leave him while i work out',
      expect: ['Little Lifters'],
    },
    { text: 'how long can my kid stay in the childcare room', expect: ['2 hours'] },
    {
      text: 'my cousin is visiting from ohio for a day, how much for her to come work out with me',
      expect: ['$20'],
    },
    { text: 'my son is 15 and wants to start lifting, can he get a membership', expect: ['$29'] },
    { text: 'can i use regular chalk when im deadlifting', expect: ['liquid chalk'] },
    {
      text: 'left my airpods in the locker room 2 weeks ago would u still have them',
      expect: ['30 days'],
    },
    { text: 'how long am i allowed to park in ur lot', expect: ['3 hours'] },
    { text: 'what time does the smoothie place close', expect: ['1:00 pm'] },
    { text: 'do u give military discounts, my husband is a vet', unanswerable: true },
    { text: 'is there a hot tub', unanswerable: true },
    { text: 'what time is zumba on tuesdays', unanswerable: true },
    { text: 'what brand of treadmills do u have', unanswerable: true },
    { text: 'do u guys do sports massage after workouts', unanswerable: true },
    { text: 'do u have a basketball court', unanswerable: true },
    { text: 'how long is the wait for a permanent locker', unanswerable: true },
    { text: 'how much r the protein shakes at the fuel bar', unanswerable: true },
    { text: 'is there a diving board at the pool', unanswerable: true },
    { text: 'is there free wifi in the gym', unanswerable: true },
  ],
};
