import type * as React from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export interface OptionsSelectProps
  extends Omit<React.ComponentProps<typeof SelectTrigger>, 'value' | 'defaultValue' | 'onChange'> {
  options: readonly string[];
  /** What each option reads as, where that is not the value itself. */
  labels?: Readonly<Record<string, React.ReactNode>>;
  value: string | undefined;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** The trigger's classes; without them it fills its box. */
  className?: string;
  /** The open list's classes and its side of the trigger. */
  contentProps?: Pick<React.ComponentProps<typeof SelectContent>, 'className' | 'align'>;
}

/**
 * A select over a fixed list of values (industries, HTTP methods, document types, API keys).
 * The other props go to its trigger, so in a form a FormControl around it wires the trigger to
 * the field's label and error message.
 */
export function OptionsSelect({
  options,
  labels,
  value,
  onChange,
  placeholder,
  contentProps,
  className = 'w-full',
  name,
  disabled,
  ...triggerProps
}: OptionsSelectProps) {
  return (
    // An empty string matches no item and keeps the placeholder showing.
    <Select value={value ?? ''} onValueChange={onChange} name={name} disabled={disabled}>
      <SelectTrigger className={className} {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent {...contentProps}>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels?.[option] ?? option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
