import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldShellProps } from '@/components/field-shell';
import { SelectField } from '@/components/select-field';

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
    <SelectField
      {...shellProps}
      options={choices}
      placeholder="Select a document type"
      className="min-h-9 w-full whitespace-normal text-left data-[size=default]:h-auto"
      contentProps={{ className: 'max-w-(--radix-select-trigger-width)' }}
    />
  );
}
