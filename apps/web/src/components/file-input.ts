import type { ChangeEvent } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The props that bind a file input to a form field. A file input's value cannot be set from
 * code, so the field keeps the chosen `File` and the input is left uncontrolled.
 */
export function fileInputProps<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  field: ControllerRenderProps<TValues, TName>,
) {
  return {
    type: 'file',
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.files?.[0]),
  } as const;
}
