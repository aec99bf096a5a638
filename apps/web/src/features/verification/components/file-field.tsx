import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell, type FieldShellProps } from '@/components/field-shell';
import { fileInputProps } from '@/components/file-input';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

/** A form field holding one chosen file. */
export function FileField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  props: FieldShellProps<TValues, TName>,
) {
  return (
    <FieldShell {...props}>
      {(field) => (
        <FormControl>
          <Input
            {...fileInputProps(field)}
            className="cursor-pointer text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-sm file:bg-muted file:px-2 file:text-foreground"
          />
        </FormControl>
      )}
    </FieldShell>
  );
}
