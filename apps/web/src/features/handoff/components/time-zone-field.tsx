import type { HandoffSettings } from '@frontdesk/contracts';
import { useMemo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { FieldShell } from '@/components/field-shell';
import { FormControl } from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { HandoffFormValues } from '../handoff-form-values';

function allTimeZones(): string[] {
  return Intl.supportedValuesOf?.('timeZone') ?? [];
}

/**
 * The organization's time zone, from every zone the browser knows. Some 400 options: they are
 * rendered only while the list is open, so that typing elsewhere in the form stays quick.
 */
export function TimeZoneField({
  control,
}: {
  control: Control<HandoffFormValues, unknown, HandoffSettings>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const zones = useMemo(() => (isOpen ? allTimeZones() : []), [isOpen]);
  return (
    <FieldShell control={control} name="timezone" label="Time zone">
      {(field) => {
        // The saved zone is always an option, even one this browser does not list.
        const options = zones.includes(field.value) ? zones : [field.value, ...zones];
        return (
          <Select
            value={field.value}
            onValueChange={field.onChange}
            onOpenChange={setIsOpen}
            disabled={field.disabled}
            name={field.name}
          >
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent className="max-h-72">
              {options.map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {zone}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        );
      }}
    </FieldShell>
  );
}
