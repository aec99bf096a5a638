import { type HandoffSettings, type Weekday, weekdayNames } from '@frontdesk/contracts';
import { type Control, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { formWeek, type HandoffFormValues } from '../handoff-form-values';

type FormControlOf = Control<HandoffFormValues, unknown, HandoffSettings>;

function TimeInput({
  control,
  day,
  edge,
  disabled,
}: {
  control: FormControlOf;
  day: Weekday;
  edge: 'start' | 'end';
  disabled: boolean;
}) {
  return (
    <FormField
      control={control}
      name={`hours.${day}.${edge}`}
      render={({ field }) => (
        <FormItem className="gap-1">
          <FormControl>
            <Input
              type="time"
              aria-label={`${weekdayNames[day]} ${edge === 'start' ? 'opens' : 'closes'}`}
              className="h-8 w-28"
              {...field}
              disabled={field.disabled || disabled}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function DayRow({ control, day }: { control: FormControlOf; day: Weekday }) {
  const isOpen = useWatch({ control, name: `hours.${day}.open` });
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2 py-2">
      <FormField
        control={control}
        name={`hours.${day}.open`}
        render={({ field }) => (
          <FormItem className="flex w-32 flex-row items-center gap-2 pt-1.5">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                disabled={field.disabled}
                aria-label={weekdayNames[day]}
              />
            </FormControl>
            <span className="text-sm">{weekdayNames[day]}</span>
          </FormItem>
        )}
      />
      {isOpen ? (
        <div className="flex items-start gap-2">
          <TimeInput control={control} day={day} edge="start" disabled={false} />
          <span className="pt-1.5 text-muted-foreground text-sm">to</span>
          <TimeInput control={control} day={day} edge="end" disabled={false} />
        </div>
      ) : (
        <span className="pt-1.5 text-muted-foreground text-sm">Closed</span>
      )}
    </div>
  );
}

/**
 * The weekly opening hours, one period a day (the API takes several; the form keeps those it
 * does not show). No day open means the team is always there.
 */
export function BusinessHoursField({ control }: { control: FormControlOf }) {
  return (
    <fieldset className="grid gap-1">
      <legend className="font-medium text-sm">Business hours</legend>
      <p className="text-muted-foreground text-sm">
        Outside these hours customers are told when your team is back. Leave every day closed if
        someone is always there.
      </p>
      <div className="divide-y">
        {formWeek.map((day) => (
          <DayRow key={day} control={control} day={day} />
        ))}
      </div>
    </fieldset>
  );
}
