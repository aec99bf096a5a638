import type { EvalBusiness } from '../../types';
import { carDealership } from './car-dealership';
import { clinic } from './clinic';
import { coach } from './coach';
import { realEstate } from './real-estate';
import { shop } from './shop';

/** The five businesses of the answer evaluation, written in Spanish. */
export const evalSet: EvalBusiness[] = [clinic, shop, realEstate, carDealership, coach];
