import { type PhoneCountryInput, phoneCountries } from '@frontdesk/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { ValidatedForm } from '@/components/validated-form';
import { StepActions } from './step-card';

const countryCodes = phoneCountries.map((country) => country.code);
const countryNames = Object.fromEntries(
  phoneCountries.map((country) => [country.code, country.name]),
);

interface CountryStepProps {
  form: UseFormReturn<PhoneCountryInput>;
  onNext: (values: PhoneCountryInput) => void;
  onBack: () => void;
}

/** Step 2: the country the new number is registered in. */
export function CountryStep({ form, onNext, onBack }: CountryStepProps) {
  return (
    <ValidatedForm form={form} onSubmit={onNext}>
      <SelectField
        control={form.control}
        name="country"
        label="Country"
        options={countryCodes}
        labels={countryNames}
        placeholder="Select a country"
        description="Customers will see the country's calling code in front of your number."
        itemClassName="sm:max-w-sm"
      />
      <StepActions onBack={onBack}>
        <Button type="submit">Continue</Button>
      </StepActions>
    </ValidatedForm>
  );
}
