import type { EvalBusiness } from '../set/types';
import { saltmarshCruises } from './a-boat-tours-saltmarsh';
import { basaltBouldering } from './a-climbing-basalt';
import { claywisePottery } from './a-pottery-claywise';
import { keepwellStorage } from './a-self-storage-keepwell';
import { mapleHollowVet } from './a-vet-maple-hollow';
import { ledgerloomApp } from './b-bookkeeping-app';
import { pinecrestCarRental } from './b-car-rental';
import { brickyardCoworking } from './b-coworking';
import { casaLinguaSchool } from './b-language-school';
import { millbrookPlumbing } from './b-plumbing';
import { bikeShop } from './c-bike-shop';
import { campground } from './c-campground';
import { dogDaycare } from './c-dog-daycare';
import { internetProvider } from './c-internet-provider';
import { museum } from './c-museum';
import { hairSalon } from './d-hair-salon';
import { movingCompany } from './d-moving-company';
import { dentalPractice } from './e-dental-practice';
import { restaurant } from './e-restaurant';
import { autoRepair } from './f-auto-repair';
import { boutiqueHotel } from './f-boutique-hotel';
import { fitnessClub } from './g-fitness-club';
import { clothingStore } from './g-online-clothing-store';
import { drivingSchool } from './h-driving-school';
import { physioClinic } from './h-physio-clinic';
import { cleaningService } from './i-cleaning-service';
import { weddingVenue } from './i-wedding-venue';
import { bakeryCafe } from './j-bakery-cafe';
import { pharmacy } from './j-pharmacy';
import { escapeRoom } from './k-escape-room';
import { optician } from './k-optician';
import { childcareNursery } from './l-childcare-nursery';
import { pestControl } from './l-pest-control';

/**
 * The development corpus (docs/decisions/022-evaluation-corpus.md), written by writers who never
 * saw the engine. The first fifteen businesses (a-, b-, c-) were split by a rule fixed before they
 * existed; their held-out six were read to keep or revert rules, so they joined the tuning part
 * when a fresh held-out part was written (d-, e-, f-: six businesses by three new writers). That
 * part was read in turn, by its figures, to keep five rules, and joined the tuning part when a
 * third was written the same way (g-, h-, i-: six more industries, three more writers). That
 * part was read by its figures to keep or revert seven rules, and joined the tuning part when a
 * fourth was written the same way (j-, k-, l-: six more industries, three more writers).
 */
export const tuningCorpus: EvalBusiness[] = [
  saltmarshCruises,
  claywisePottery,
  keepwellStorage,
  ledgerloomApp,
  brickyardCoworking,
  casaLinguaSchool,
  bikeShop,
  dogDaycare,
  internetProvider,
  basaltBouldering,
  mapleHollowVet,
  pinecrestCarRental,
  millbrookPlumbing,
  campground,
  museum,
  hairSalon,
  movingCompany,
  dentalPractice,
  restaurant,
  autoRepair,
  boutiqueHotel,
  fitnessClub,
  clothingStore,
  physioClinic,
  drivingSchool,
  weddingVenue,
  cleaningService,
];

/** Reported by its figures only: its questions are not read while tuning. */
export const heldOutCorpus: EvalBusiness[] = [
  bakeryCafe,
  pharmacy,
  escapeRoom,
  optician,
  childcareNursery,
  pestControl,
];
