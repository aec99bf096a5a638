import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell, type FieldShellProps } from '@/components/field-shell';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

/**
 * A form field holding one chosen file. A file input's value cannot be set from code, so the
 * field keeps the `File` and the input is left uncontrolled.
 */
export function FileField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  props: FieldShellProps<TValues, TName>,
) {
  return (
    <FieldShell {...props}>
      {(field) => (
        <FormControl>
          <Input
            type="file"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.files?.[0])}
            className="cursor-pointer text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-sm file:bg-muted file:px-2 file:text-foreground"
          />
        </FormControl>
      )}
    </FieldShell>
  );
}
