import type { ConnectionType, ConnectionTypeInput } from '@frontdesk/contracts';
import { type LucideIcon, PhoneCall, Smartphone } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { IconTile } from '@/components/icon-tile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, FormItem, FormMessage, useFormField } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { ValidatedForm } from '@/components/validated-form';
import { cn } from '@/lib/cn';
import { StepActions } from './step-card';

interface ConnectionOption {
  type: ConnectionType;
  label: string;
  hint: string;
  icon: LucideIcon;
  isComingSoon: boolean;
}

const options: ConnectionOption[] = [
  {
    type: 'new',
    label: 'Create new phone number',
    hint: 'Get a new number for your business, ready for WhatsApp.',
    icon: PhoneCall,
    isComingSoon: false,
  },
  {
    type: 'existing',
    label: 'Existing phone number',
    hint: 'Bring a number your business already uses.',
    icon: Smartphone,
    isComingSoon: true,
  },
];

function ConnectionOptions({
  value,
  onChange,
}: {
  value: ConnectionType | undefined;
  onChange: (type: ConnectionType) => void;
}) {
  const { formItemId, formMessageId, error } = useFormField();
  return (
    <RadioGroup
      value={value ?? ''}
      onValueChange={(next) => onChange(next as ConnectionType)}
      aria-label="Connection type"
      aria-invalid={!!error}
      aria-describedby={error ? formMessageId : undefined}
      className="grid gap-3 sm:grid-cols-2"
    >
      {options.map(({ type, label, hint, icon, isComingSoon }) => {
        const id = `${formItemId}-${type}`;
        return (
          <div
            key={type}
            className={cn(
              'relative flex items-start gap-3 rounded-lg border p-4 transition-colors',
              'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40',
              isComingSoon ? 'bg-muted/40' : 'hover:bg-accent/30',
            )}
          >
            <IconTile icon={icon} size="sm" className="rounded-md" />
            <div className="grid min-w-0 flex-1 gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                {/* The label covers the whole card, so a click anywhere on it chooses. */}
                <Label
                  htmlFor={id}
                  className={cn(
                    'after:absolute after:inset-0 after:rounded-lg',
                    isComingSoon ? 'text-muted-foreground' : 'cursor-pointer',
                  )}
                >
                  {label}
                </Label>
                {isComingSoon && (
                  <Badge id={`${id}-soon`} variant="secondary">
                    Coming soon
                  </Badge>
                )}
              </div>
              <p id={`${id}-hint`} className="text-muted-foreground text-sm">
                {hint}
              </p>
            </div>
            <RadioGroupItem
              id={id}
              value={type}
              disabled={isComingSoon}
              aria-describedby={cn(isComingSoon && `${id}-soon`, `${id}-hint`)}
              className="relative z-10 mt-0.5"
            />
          </div>
        );
      })}
    </RadioGroup>
  );
}

interface ConnectionTypeStepProps {
  form: UseFormReturn<ConnectionTypeInput>;
  onNext: (values: ConnectionTypeInput) => void;
}

/** Step 1: a new number (the default) or an existing one, which is not offered yet. */
export function ConnectionTypeStep({ form, onNext }: ConnectionTypeStepProps) {
  return (
    <ValidatedForm form={form} onSubmit={onNext}>
      <FormField
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormItem>
            <ConnectionOptions value={field.value} onChange={field.onChange} />
            <FormMessage />
          </FormItem>
        )}
      />
      <StepActions>
        <Button type="submit">Continue</Button>
      </StepActions>
    </ValidatedForm>
  );
}
