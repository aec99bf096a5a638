import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  description: string;
}

/** An on/off setting: the switch beside its label and what it does. */
export function SwitchField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
}: SwitchFieldProps<TValues, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
          </div>
          <FormControl>
            <Switch
              checked={field.value as boolean}
              onCheckedChange={field.onChange}
              disabled={field.disabled}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
