import { describeAnswersIn } from './answers-eval';

describeAnswersIn(['de', 'nl']);
