import { describeAnswersIn } from './answers-eval';

describeAnswersIn(['es', 'fr', 'pt', 'it']);
