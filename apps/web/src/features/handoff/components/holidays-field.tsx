import type { HandoffSettings } from '@frontdesk/contracts';
import { Plus, X } from 'lucide-react';
import { type Control, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { HandoffFormValues } from '../handoff-form-values';

/** Whole days the team is away, in the organization's time zone. */
export function HolidaysField({
  control,
  disabled,
}: {
  control: Control<HandoffFormValues, unknown, HandoffSettings>;
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'holidays' });
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium text-sm">Holidays</legend>
      <p className="text-muted-foreground text-sm">Days your team is away all day.</p>
      {fields.length > 0 && (
        <ul className="grid gap-2">
          {fields.map((item, index) => (
            <li key={item.id} className="flex items-start gap-2">
              <FormField
                control={control}
                name={`holidays.${index}.date`}
                render={({ field }) => (
                  <FormItem className="gap-1">
                    <FormControl>
                      <Input
                        type="date"
                        aria-label={`Holiday ${index + 1}`}
                        className="h-8 w-44"
                        {...field}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={disabled}
                aria-label={`Remove holiday ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={disabled}
        onClick={() => append({ date: '' })}
      >
        <Plus aria-hidden />
        Add holiday
      </Button>
    </fieldset>
  );
}
