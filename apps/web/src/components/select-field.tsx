import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { FieldShell, type FieldShellProps } from './field-shell';
import { OptionsSelect, type OptionsSelectProps } from './options-select';

/** What the select takes besides the field's own value and handlers. */
type SelectProps = Pick<
  OptionsSelectProps,
  'options' | 'labels' | 'placeholder' | 'className' | 'contentProps'
>;

/**
 * A form field choosing one of a fixed list of values. Props the frame does not take (options,
 * placeholder, className...) go to the select.
 */
export function SelectField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>(props: FieldShellProps<TValues, TName, TOutput> & SelectProps) {
  return (
    <FieldShell<TValues, TName, TOutput, SelectProps> {...props}>
      {(field, selectProps) => (
        <FormControl>
          <OptionsSelect {...selectProps} {...field} />
        </FormControl>
      )}
    </FieldShell>
  );
}
