import { PageHeader } from '@/components/page-header';
import { ConnectionTypeStep } from './components/connection-type-step';
import { CountryStep } from './components/country-step';
import { NumberStep } from './components/number-step';
import { ProfileStep } from './components/profile-step';
import { SetupInProgress } from './components/setup-in-progress';
import { StepCard } from './components/step-card';
import { WizardProgress } from './components/wizard-progress';
import { countryName, useWhatsAppWizard, type WhatsAppWizard } from './use-whatsapp-wizard';

/** The current step's card; Back goes one step back on steps 2 to 4. */
function CurrentStep({ wizard }: { wizard: WhatsAppWizard }) {
  const { step, forms, hasMoved } = wizard;
  const country = wizard.country ? countryName(wizard.country) : '';

  if (step === 5 && wizard.setup) return <SetupInProgress setup={wizard.setup} />;
  if (step === 4)
    return (
      <StepCard
        key={step}
        focusOnShow={hasMoved}
        title="Setup WhatsApp Profile"
        description="What customers see of your business when they chat with it in WhatsApp."
      >
        <ProfileStep form={forms.profile} onSubmit={wizard.completeProfile} onBack={wizard.back} />
      </StepCard>
    );
  if (step === 3)
    return (
      <StepCard
        key={step}
        focusOnShow={hasMoved}
        title="Choose a phone number"
        description={`Numbers available in ${country}. Customers will message your business on this one.`}
      >
        <NumberStep
          countryName={country}
          numbers={wizard.numbers}
          selected={wizard.selectedNumber}
          onSelect={wizard.pickNumber}
          onConfirm={wizard.confirmNumber}
          onBack={wizard.back}
        />
      </StepCard>
    );
  if (step === 2)
    return (
      <StepCard
        key={step}
        focusOnShow={hasMoved}
        title="Select a country"
        description="Where your new phone number will be registered."
      >
        <CountryStep form={forms.country} onNext={wizard.chooseCountry} onBack={wizard.back} />
      </StepCard>
    );
  return (
    <StepCard
      key={step}
      focusOnShow={hasMoved}
      title="Choose a connection type"
      description="How your business will connect its WhatsApp number to your AI operator."
    >
      <ConnectionTypeStep form={forms.connection} onNext={wizard.chooseConnection} />
    </StepCard>
  );
}

/**
 * The messaging-app (WhatsApp) setup wizard, in five steps (spec section 2). It makes no server
 * call: there is no messaging provider behind it yet, so a completed request is only logged.
 */
export function WhatsAppPage() {
  const wizard = useWhatsAppWizard();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader
        title="WhatsApp Integration"
        description="Connect a WhatsApp Business number so customers can reach your AI operator in the app they already use."
      />
      <WizardProgress step={wizard.step} />
      <CurrentStep wizard={wizard} />
    </div>
  );
}
