import { carDealership } from './car-dealership';
import { clinic } from './clinic';
import { coach } from './coach';
import { realEstate } from './real-estate';
import { shop } from './shop';
import type { EvalBusiness } from './types';

export type { EvalBusiness, EvalQuestion } from './types';

/** The five businesses of the evaluation, one per industry the landing page names. */
export const evalSet: EvalBusiness[] = [clinic, shop, realEstate, carDealership, coach];
