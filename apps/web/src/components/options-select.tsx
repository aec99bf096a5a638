import type * as React from 'react';
import { FormControl } from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

interface OptionsSelectProps
  extends Omit<React.ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> {
  options: readonly string[];
  /** What each option reads as, where that is not the value itself. */
  labels?: Readonly<Record<string, string>>;
  value: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
}

/**
 * A select over a fixed list of values (industries, HTTP methods, auth types, interaction styles).
 * Used inside a FormItem, so the label and the error message are wired to its trigger.
 */
export function OptionsSelect({
  options,
  labels,
  value,
  onChange,
  placeholder,
  disabled,
  ...triggerProps
}: OptionsSelectProps) {
  return (
    // An empty string matches no item and keeps the placeholder showing.
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
      <FormControl>
        <SelectTrigger className="w-full" {...triggerProps}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels?.[option] ?? option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
