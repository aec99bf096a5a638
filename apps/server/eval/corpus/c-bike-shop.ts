import type { EvalBusiness } from '../set/types';

export const bikeShop: EvalBusiness = {
  id: 'spoke-sprocket',
  name: 'Spoke & Sprocket Cycles',
  knowledge: [
    `Spoke & Sprocket Cycles
Sales, service and rentals in downtown Millbrook since 2009.

Visit Us
77 Canal Street, Millbrook, VT 05650, on the corner of Canal Street and Mill Lane, next to the Millbrook Rail Trail entrance. Two-hour street parking is free; there is also a public lot behind the library on Mill Lane. Bike racks are located in front of the shop.

Store Hours
Monday: closed
Tuesday to Friday: 10am to 6:30pm
Saturday: 9am to 5pm
Sunday: 11am to 4pm (April to October only)
The service department stops accepting repairs for same-day completion at 3pm. We are closed on Easter Sunday, on Thanksgiving and from December 24 to December 26.

Contact
Shop: (555) 764-2310
Service desk: (555) 764-2315
Email: ride@spokeandsprocket.example`,
    `Repairs and Service
Our mechanics service all makes of bicycle, including road, mountain, hybrid, kids' and cargo bikes. We are an authorized service center for Trek, Specialized and Bosch e-bike drive systems. We do not service gas-powered bikes or scooters.

Service Packages
Basic Tune-Up: $79 - brake and gear adjustment, tire inflation, chain lube, safety check
Full Tune-Up: $139 - everything in the Basic Tune-Up plus wheel truing, hub and headset adjustment, and a deep clean of the drivetrain
Overhaul: $249 - complete disassembly, cleaning and rebuild; parts extra
E-Bike Service: $119 - includes the Full Tune-Up checks plus a motor software update and battery health report

Individual Repairs (labor only)
Flat tire repair: $15 per wheel (tube extra, from $8)
Brake adjustment: $20 per brake
Hydraulic brake bleed: $35 per brake
Chain replacement: $20
Wheel truing: $25 to $40

Turnaround time is usually 3 to 5 working days; in peak season (May to July) please allow up to 10 days. Flat repairs are usually done while you wait. Free estimates are provided for all repairs, and we will call you before doing any work that exceeds the estimate by more than $25. Bikes left uncollected for more than 60 days after completion will be donated to charity.`,
    `Rentals
Rent a bike to explore the Millbrook Rail Trail, which starts right outside our door. All rentals include a helmet, lock and repair kit.

Hybrid bikes: $25 for 2 hours, $40 for a full day
E-bikes (Trek Verve+ 3): $45 for 2 hours, $75 for a full day
Kids' bikes and trail-a-bikes: $15 for 2 hours, $25 for a full day
Child trailers: $20 per day
Multi-day rentals: 20% off the daily rate from the third day

Renters must be at least 18 years old and present a valid photo ID and credit card; the card is used for a $200 security deposit that is released when the bike is returned. Riders aged 16 and 17 may rent e-bikes with a parent or guardian present. Full-day rentals must be returned by closing time, and late returns are charged $10 per hour. Reservations are recommended on weekends and can be made online or by phone. Cancellations made at least 24 hours in advance receive a full refund.`,
    `Bikes and Brands
We stock new bikes from Trek, Specialized, Tern and Woom (for kids). Our e-bike range includes commuter, cargo and mountain models with Bosch and Shimano motors. Every new bike comes with free adjustments for the first 12 months. Test rides are available with photo ID.

Trade-In Program
Bring in your old bike and receive store credit toward a new one. Trade-in values are assessed in store.

Payment and Financing
We accept cash, all major credit cards, Apple Pay and Google Pay. Financing is available through Synchrony on purchases over $500, with 0% interest for 12 months for approved buyers.

Returns
Unused accessories and clothing can be returned within 30 days with a receipt for a full refund. Bikes that have been ridden outdoors cannot be returned, but can be exchanged within 14 days if they are in new condition. Sale items are final sale.

Student discount: 10% off parts and accessories with a valid student ID.`,
  ],
  questions: [
    { text: 'what time do u open saturdays', expect: ['9am'] },
    { text: 'r u guys open on monday', expect: ['closed'] },
    { text: 'whats the shop address', expect: ['77 Canal Street'] },
    { text: 'is there a parking lot nearby', expect: ['behind the library'] },
    { text: 'how much for a basic tune up', expect: ['$79'] },
    { text: 'can u fix my old schwinn', expect: ['all makes of bicycle'] },
    { text: 'my breaks r squeaky how much to adjust them', expect: ['$20 per brake'] },
    { text: 'how much to fix a flat tire', expect: ['$15 per wheel'] },
    { text: 'how long does a repair usualy take', expect: ['3 to 5 working days'] },
    { text: 'price to bleed hydraulic brakes', expect: ['$35 per brake'] },
    { text: 'how much to rent an ebike all day', expect: ['$75'] },
    { text: 'which e bike model do u rent out', expect: ['Trek Verve+ 3'] },
    { text: 'do rentals come w a helmet', expect: ['include a helmet'] },
    { text: 'my son is 17 can he rent an e-bike', expect: ['parent or guardian present'] },
    { text: 'how much is the deposit for renting', expect: ['$200'] },
    { text: 'what if we bring the bikes back late', expect: ['$10 per hour'] },
    { text: 'can u fix my gas powered scooter', expect: ['do not service'] },
    { text: 'whats the number for the service dept', expect: ['(555) 764-2315'] },
    { text: 'can i pay for a new bike in installments', expect: ['Synchrony', '0% interest'] },
    { text: 'what brand kids bikes do u carry', expect: ['Woom'] },
    { text: 'bought a bell didnt use it can i return it', expect: ['within 30 days'] },
    {
      text: 'rode my new bike once, can i return it',
      expect: ['cannot be returned', 'exchanged within 14 days'],
    },
    { text: 'got a student discount?', expect: ['10% off parts and accessories'] },
    { text: 'do u take apple pay', expect: ['Apple Pay'] },
    { text: 'r u open sundays in winter', expect: ['April to October only'] },
    { text: 'are u open christmas eve', expect: ['December 24 to December 26'] },
    { text: 'whats the latest i can drop my bike off and get it back same day', expect: ['3pm'] },
    { text: 'how much to rent a trailer for my toddler', expect: ['$20 per day'] },
    { text: 'renting 4 days is there a discount', expect: ['20% off'] },
    { text: 'can i try an ebike before i buy', expect: ['Test rides are available'] },
    { text: 'how much do u charge to set up tubeless tires', unanswerable: true },
    { text: 'price to build a wheel from scratch', unanswerable: true },
    { text: 'do u do professional bike fitting', unanswerable: true },
    { text: 'how much is a trek marlin 7', unanswerable: true },
    { text: 'can u pick up my bike from home for repair', unanswerable: true },
    { text: 'how many miles does the rental ebike go on one charge', unanswerable: true },
    { text: 'are u open on july 4th', unanswerable: true },
    { text: 'how much is a replacement bosch battery', unanswerable: true },
    { text: 'do u have group rides on weekends', unanswerable: true },
    { text: 'is there a weight limit for the rental bikes', unanswerable: true },
  ],
};
