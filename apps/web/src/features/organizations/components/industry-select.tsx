import { industries } from '@frontdesk/contracts';
import type * as React from 'react';
import { FormControl } from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

interface IndustrySelectProps
  extends Omit<React.ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> {
  value: string | undefined;
  onChange: (value: string) => void;
}

/** The eight industries of the spec; used inside a FormItem so label and errors are wired. */
export function IndustrySelect({
  value,
  onChange,
  disabled,
  ...triggerProps
}: IndustrySelectProps) {
  return (
    // An empty string would not match any item and keeps the placeholder showing.
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
      <FormControl>
        <SelectTrigger className="w-full" {...triggerProps}>
          <SelectValue placeholder="Select an industry" />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {industries.map((industry) => (
          <SelectItem key={industry} value={industry}>
            {industry}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
