import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell, type FieldShellProps } from '@/components/field-shell';
import { FormControl } from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

type DocumentTypeFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldShellProps<TValues, TName> & { choices: readonly string[] };

/**
 * Chooses a document type. Some types are a whole sentence long ('Other document showing the
 * individual is a director or country manager for the business'), so unlike the shared select
 * the chosen value and the list wrap within the field's width instead of widening the page.
 */
export function DocumentTypeField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  choices,
  ...shellProps
}: DocumentTypeFieldProps<TValues, TName>) {
  return (
    <FieldShell {...shellProps}>
      {(field) => (
        // An empty string matches no item and keeps the placeholder showing.
        <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
          <FormControl>
            <SelectTrigger
              ref={field.ref}
              onBlur={field.onBlur}
              className="min-h-9 w-full whitespace-normal text-left data-[size=default]:h-auto"
            >
              <SelectValue placeholder="Select a document type" />
            </SelectTrigger>
          </FormControl>
          <SelectContent className="max-w-(--radix-select-trigger-width)">
            {choices.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {choice}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldShell>
  );
}
