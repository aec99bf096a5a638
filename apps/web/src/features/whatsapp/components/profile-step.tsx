import {
  MESSAGING_ABOUT_MAX,
  MESSAGING_DESCRIPTION_MAX,
  type MessagingProfile,
  type MessagingProfileInput,
  verticals,
} from '@frontdesk/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { ValidatedForm } from '@/components/validated-form';
import { ProfileImageField } from './profile-image-field';
import { StepActions } from './step-card';

interface ProfileStepProps {
  form: UseFormReturn<MessagingProfileInput, unknown, MessagingProfile>;
  onSubmit: (profile: MessagingProfile) => void;
  onBack: () => void;
}

/** Step 4: 'Setup WhatsApp Profile', what customers see of the business in the app. */
export function ProfileStep({ form, onSubmit, onBack }: ProfileStepProps) {
  const { control } = form;
  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <div className="grid gap-5 md:grid-cols-2">
        <ProfileImageField control={control} />
        <TextField
          control={control}
          name="displayName"
          label="Display Name"
          autoComplete="organization"
        />
        <SelectField
          control={control}
          name="vertical"
          label="Vertical"
          options={verticals}
          placeholder="Select a vertical"
        />
        <TextField
          control={control}
          name="description"
          label="Description"
          multiline
          rows={4}
          counter={MESSAGING_DESCRIPTION_MAX}
          itemClassName="md:col-span-2"
          className="field-sizing-fixed"
        />
        <TextField
          control={control}
          name="about"
          label="About"
          counter={MESSAGING_ABOUT_MAX}
          itemClassName="md:col-span-2"
          placeholder="e.g. Open every day, 9 to 5"
        />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <TextField
          control={control}
          name="website"
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
        />
        <TextField
          control={control}
          name="address"
          label="Address"
          autoComplete="street-address"
          itemClassName="md:col-span-2"
        />
      </div>
      <StepActions onBack={onBack}>
        <Button type="submit">Complete Setup</Button>
      </StepActions>
    </ValidatedForm>
  );
}
