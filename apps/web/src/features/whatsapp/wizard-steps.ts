export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** The wizard's five steps in order (spec section 2), as the progress bar names them. */
export const wizardSteps: readonly { number: WizardStep; label: string }[] = [
  { number: 1, label: 'Connection type' },
  { number: 2, label: 'Country' },
  { number: 3, label: 'Phone number' },
  { number: 4, label: 'Profile' },
  { number: 5, label: 'Setup' },
];
