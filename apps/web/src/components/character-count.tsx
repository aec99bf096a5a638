import { FormDescription } from '@/components/ui/form';
import { cn } from '@/lib/cn';

/** "n/max" under a field; it is the field's description, so it is read out on focus. */
export function CharacterCount({ value, max }: { value: string | undefined; max: number }) {
  const length = value?.length ?? 0;
  return (
    <FormDescription
      className={cn('ml-auto shrink-0 text-xs tabular-nums', length > max && 'text-destructive')}
    >
      {length}/{max}
    </FormDescription>
  );
}
