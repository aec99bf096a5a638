import { describeAnswersIn } from './answers-eval';

describeAnswersIn(['pl', 'tr', 'ja']);
