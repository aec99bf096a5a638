import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import type { FieldGroupSpec } from '../verification-forms';
import { FormSection } from './form-section';

/** A titled part of a verification form and its text fields, two to a row on wider screens. */
export function FieldGroup({ spec }: { spec: FieldGroupSpec }) {
  const { control } = useFormContext();
  return (
    <FormSection title={spec.title} description={spec.description}>
      <div className="grid gap-5 md:grid-cols-2">
        {spec.fields.map(({ name, label, optional, ...inputProps }) => (
          <TextField
            key={name}
            control={control}
            name={name}
            label={
              optional ? (
                <>
                  {label} <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              ) : (
                label
              )
            }
            {...inputProps}
          />
        ))}
      </div>
    </FormSection>
  );
}
