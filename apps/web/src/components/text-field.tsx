import type * as React from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FieldShell, type FieldShellProps } from './field-shell';

/** What the control takes besides the field's own value and handlers. */
type ControlProps<T extends 'input' | 'textarea'> = Omit<
  React.ComponentProps<T>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'children'
>;

type TextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = FieldShellProps<TValues, TName, TOutput> &
  (
    | ({ multiline?: false } & ControlProps<'input'>)
    | ({ multiline: true } & ControlProps<'textarea'>)
  );

/**
 * A text field of a form: an input, or a textarea when `multiline`, in the shared field frame.
 * Props the frame does not take (placeholder, rows, className...) go to the control.
 */
export function TextField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ multiline, ...props }: TextFieldProps<TValues, TName, TOutput>) {
  return (
    <FieldShell {...props}>
      {(field, controlProps) => {
        // Optional fields start out undefined; an input must stay controlled all along.
        const value = (field.value as string | undefined) ?? '';
        return (
          <FormControl>
            {multiline ? (
              <Textarea {...(controlProps as ControlProps<'textarea'>)} {...field} value={value} />
            ) : (
              <Input {...(controlProps as ControlProps<'input'>)} {...field} value={value} />
            )}
          </FormControl>
        );
      }}
    </FieldShell>
  );
}
