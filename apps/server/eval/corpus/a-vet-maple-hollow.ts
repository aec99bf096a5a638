import type { EvalBusiness } from '../set/types';

export const mapleHollowVet: EvalBusiness = {
  id: 'maple-hollow-vet',
  name: 'Maple Hollow Veterinary Clinic',
  knowledge: [
    `Maple Hollow Veterinary Clinic
Find Us
1840 Harmony Road, Suite B, Fort Collins, CO 80525. We share a building with Harmony Dental; our entrance is the green door on the east side. There are 22 free parking spaces in front of the building, including 2 accessible spaces, and a fenced dog relief area beside our entrance.

Hours
Monday - Friday: 7:30am to 7pm
Saturday: 8am to 2pm
Sunday: closed
We are closed on public holidays. For emergencies outside our hours, please contact Front Range Animal Emergency Hospital at (555) 660-2100. It is open 24 hours and located 4 miles away at 990 College Avenue.

Contact
Appointments and general enquiries: (555) 660-4837
Pharmacy refills (text or call): (555) 660-4838
Email: care@maplehollowvet.example`,
    `Services and Fees
Wellness examination (dog or cat): $68
Exotic pet examination (rabbits, guinea pigs, ferrets, birds and reptiles): $82
Rabies vaccine: $28 (1-year) or $36 (3-year)
DHPP vaccine for dogs: $32
FVRCP vaccine for cats: $30
Microchipping, including lifetime registration: $55
Nail trim: $18 (free with any exam)
Dental cleaning under anesthesia: from $425, depending on the size of the pet and whether extractions are needed. A pre-anesthetic blood panel ($95) is required for pets over 7 years old.
Spay and neuter surgery is performed on Tuesdays and Thursdays. Cat neuter: $190. Cat spay: $290. Dog spay and neuter prices are based on weight and start at $340; please call for a quote.
We do not board pets, and we do not offer grooming beyond nail trims.`,
    `New Clients - Frequently Asked Questions
How do I book? Appointments can be booked online through our PetPortal, by phone, or at the front desk. Same-day sick appointments are reserved each morning; call at 7:30am for the best availability.
Do you take walk-ins? We see walk-ins only for urgent problems, and patients with appointments are seen first.
What should I bring? Please bring any previous vaccine and medical records and a list of current medications. Dogs must be on a leash no longer than 6 feet, and cats, rabbits and other small pets must be in a secure carrier.
What is your cancellation policy? Please give at least 24 hours' notice. Missed appointments and cancellations with less than 24 hours' notice are charged a $35 fee. Surgery bookings require a $100 deposit, which is refundable if you cancel at least 48 hours in advance.
How can I pay? Payment is due at the time of service. We accept cash, all major credit cards, CareCredit and Scratchpay. We do not offer payment plans directly and we do not bill pet insurance companies; we will give you an itemized invoice to submit to your insurer.
Is there a discount? Seniors aged 65 and over receive 10% off examinations. Households with 3 or more pets receive 5% off annual vaccine packages. Retired police and military working dogs are seen free of charge.
How do prescription refills work? Refills need 48 hours' notice and can be collected at the front desk or shipped through our online pharmacy.
Who are the veterinarians? Dr. Elena Ruiz, DVM (practice owner), Dr. Marcus Bell, DVM, and Dr. Priya Nand, DVM, who has a special interest in exotic animals and reptiles.`,
  ],
  questions: [
    { text: 'whats the address', expect: ['1840 Harmony Road'] },
    { text: 'theres a dentist in the same building, which door is urs', expect: ['green door'] },
    { text: 'is there parking', expect: ['free parking'] },
    { text: 'what time do u close on weekdays', expect: ['7pm'] },
    { text: 'r u open saturdays', expect: ['8am', '2pm'] },
    { text: 'my dog ate chocolate and its 10pm what do i do', expect: ['(555) 660-2100'] },
    { text: 'who do i call to make an appt', expect: ['(555) 660-4837'] },
    { text: 'need to refill my cats meds, what number', expect: ['(555) 660-4838'] },
    { text: 'email?', expect: ['care@maplehollowvet.example'] },
    { text: 'how much is a checkup for my cat', expect: ['$68'] },
    { text: 'do u see bunnies? how much is the exam', expect: ['$82'] },
    { text: 'how much is a rabies shot', expect: ['$28', '$36'] },
    { text: 'price to chip my new puppy', expect: ['$55'] },
    { text: 'how much to cut my dogs nails', expect: ['$18'] },
    { text: 'teeth cleaning cost for my dog', expect: ['$425'] },
    {
      text: 'my cat is 9, does she need bloodwork before the dental and how much',
      expect: ['$95'],
    },
    { text: 'what days do u do spays', expect: ['Tuesdays and Thursdays'] },
    { text: 'how much to get my boy cat fixed', expect: ['$190'] },
    { text: 'can i leave my dog with u while im on vacation', expect: ['do not board pets'] },
    { text: 'do u take walk ins', expect: ['urgent problems'] },
    {
      text: 'does my cat need to be in a crate or can i just hold her',
      expect: ['secure carrier'],
    },
    { text: 'whats the fee if i miss my appointment', expect: ['$35'] },
    { text: 'is the surgery deposit refundable', expect: ['48 hours'] },
    { text: 'do u accept care credit', expect: ['CareCredit'] },
    { text: 'can i pay in installments', expect: ['do not offer payment plans'] },
    { text: 'do u bill my pet insurance directly', expect: ['itemized invoice'] },
    { text: 'im 70 do i get any discount', expect: ['10% off'] },
    { text: 'i have 4 cats, any deal on their yearly shots', expect: ['5% off'] },
    { text: 'which of ur vets knows about bearded dragons', expect: ['Priya Nand'] },
    { text: 'my dog is sick can he be seen today, when should i call', expect: ['7:30am'] },
    { text: 'how much is the kennel cough vaccine', unanswerable: true },
    { text: 'do u do house calls', unanswerable: true },
    { text: 'how much is an x-ray', unanswerable: true },
    { text: 'do u sell prescription dog food', unanswerable: true },
    { text: 'how much does the emergency hospital charge for a visit', unanswerable: true },
    { text: 'is there a student discount', unanswerable: true },
    { text: 'does dr ruiz work saturdays', unanswerable: true },
    { text: 'can i pay with apple pay', unanswerable: true },
    { text: 'do u have a clinic in loveland too', unanswerable: true },
    { text: 'how long does a dental cleaning take, do i leave my dog all day', unanswerable: true },
  ],
};
