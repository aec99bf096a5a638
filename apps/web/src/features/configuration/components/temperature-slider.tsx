import { TEMPERATURE } from '@frontdesk/contracts';
import { Slider as SliderPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

interface TemperatureSliderProps
  extends Omit<
    React.ComponentProps<typeof SliderPrimitive.Root>,
    'value' | 'defaultValue' | 'onValueChange' | 'onChange'
  > {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
}

/** The temperature, 0 to 1 in steps of 0.1 (spec section 9), on a Radix slider. */
export function TemperatureSlider({
  value,
  onChange,
  onBlur,
  className,
  ...props
}: TemperatureSliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      min={TEMPERATURE.min}
      max={TEMPERATURE.max}
      step={TEMPERATURE.step}
      value={[value]}
      // Radix rounds to the step's precision already; rounding again keeps 0.30000000000000004 out.
      onValueChange={([next]) => onChange(Math.round((next ?? value) * 10) / 10)}
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label="Temperature"
        onBlur={onBlur}
        className="block size-4 shrink-0 rounded-full border border-primary bg-background shadow-sm transition-[color,box-shadow] hover:ring-4 hover:ring-ring/50 focus-visible:outline-hidden focus-visible:ring-4 focus-visible:ring-ring/50"
      />
    </SliderPrimitive.Root>
  );
}
