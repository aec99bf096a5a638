import {
  type ConnectionTypeInput,
  connectionTypeSchema,
  type MessagingProfile,
  messagingProfileSchema,
  type PhoneCountryCode,
  type PhoneCountryInput,
  phoneCountries,
  phoneCountrySchema,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AvailableNumber, sampleNumbers } from './sample-numbers';
import type { WizardStep } from './wizard-steps';

/** What the wizard gathered once the profile is complete. */
export interface WhatsAppSetup {
  country: PhoneCountryCode;
  number: AvailableNumber;
  profile: MessagingProfile;
}

export function countryName(code: PhoneCountryCode): string {
  return phoneCountries.find((country) => country.code === code)?.name ?? code;
}

/**
 * The wizard's state across its steps. Every step's form lives here rather than in the step, so
 * that going Back and forward again finds the answers as they were left.
 */
export function useWhatsAppWizard() {
  const [step, setStep] = useState<WizardStep>(1);
  // Whether the user has moved between steps yet: only then does a new step take the focus.
  const [hasMoved, setHasMoved] = useState(false);
  const [country, setCountry] = useState<PhoneCountryCode>();
  const [pickedNumber, setPickedNumber] = useState<string>();
  const [setup, setSetup] = useState<WhatsAppSetup>();

  const connectionForm = useForm<ConnectionTypeInput>({
    resolver: zodResolver(connectionTypeSchema),
    defaultValues: { type: 'new' },
  });
  const countryForm = useForm({
    resolver: zodResolver(phoneCountrySchema),
    defaultValues: { country: undefined },
  });
  const profileForm = useForm({
    resolver: zodResolver(messagingProfileSchema),
    defaultValues: {
      profileImage: undefined,
      displayName: '',
      description: '',
      about: '',
      email: '',
      website: '',
      address: '',
      vertical: undefined,
    },
  });

  const numbers = country ? sampleNumbers[country] : [];
  // The first number is preselected, also after the country changed under an earlier pick.
  const selectedNumber = numbers.find((entry) => entry.number === pickedNumber) ?? numbers[0];

  function goTo(next: WizardStep) {
    setHasMoved(true);
    setStep(next);
  }

  return {
    step,
    hasMoved,
    country,
    numbers,
    selectedNumber,
    setup,
    forms: { connection: connectionForm, country: countryForm, profile: profileForm },
    back: () => {
      if (step > 1) goTo((step - 1) as WizardStep);
    },
    chooseConnection: ({ type }: ConnectionTypeInput) => {
      // 'existing' is disabled in the form; should it ever arrive, it does not move on.
      if (type === 'new') goTo(2);
    },
    chooseCountry: (values: PhoneCountryInput) => {
      setCountry(values.country);
      goTo(3);
    },
    pickNumber: setPickedNumber,
    confirmNumber: () => {
      if (selectedNumber) goTo(4);
    },
    completeProfile: (profile: MessagingProfile) => {
      if (!country || !selectedNumber) return;
      const completed = { country, number: selectedNumber, profile };
      // Nothing is sent anywhere yet (spec section 7); the request is only logged.
      console.info('WhatsApp setup requested', {
        ...completed,
        profile: { ...profile, profileImage: profile.profileImage.name },
      });
      setSetup(completed);
      goTo(5);
    },
  };
}

export type WhatsAppWizard = ReturnType<typeof useWhatsAppWizard>;
