import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell, type FieldShellProps } from './field-shell';
import { OptionsSelect } from './options-select';

type SelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = FieldShellProps<TValues, TName, TOutput> & {
  options: readonly string[];
  labels?: Readonly<Record<string, string>>;
  placeholder?: string;
};

/** A form field choosing one of a fixed list of values. */
export function SelectField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ options, labels, placeholder, ...shellProps }: SelectFieldProps<TValues, TName, TOutput>) {
  return (
    <FieldShell {...shellProps}>
      {(field) => (
        <OptionsSelect
          options={options}
          labels={labels}
          placeholder={placeholder}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          disabled={field.disabled}
        />
      )}
    </FieldShell>
  );
}
