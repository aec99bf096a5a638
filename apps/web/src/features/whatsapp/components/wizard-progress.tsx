import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type WizardStep, wizardSteps } from '../wizard-steps';

/** Where the user is in the five steps; done steps are ticked. It shows, it does not navigate. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const current = wizardSteps[step - 1];
  return (
    <nav aria-label="Setup progress" className="space-y-2">
      <ol className="grid grid-cols-5">
        {wizardSteps.map(({ number, label }) => {
          const isDone = number < step;
          const isCurrent = number === step;
          return (
            <li
              key={number}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex flex-col items-center gap-2 text-center"
            >
              {/* The line to the next step, from this circle's edge to the next one's. */}
              {number < wizardSteps.length && (
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-4 right-[calc(-50%+1.5rem)] left-[calc(50%+1.5rem)] h-px',
                    isDone ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border font-medium text-sm tabular-nums transition-colors',
                  isDone && 'border-primary bg-primary text-primary-foreground',
                  isCurrent && 'border-primary bg-primary/10 text-primary ring-4 ring-primary/10',
                  !isDone && !isCurrent && 'bg-background text-muted-foreground',
                )}
              >
                {isDone ? <Check className="size-4" aria-hidden /> : number}
              </span>
              <span
                className={cn(
                  'max-sm:sr-only font-medium text-xs sm:text-sm',
                  isCurrent ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {label}
              </span>
              {isDone && <span className="sr-only">(done)</span>}
            </li>
          );
        })}
      </ol>
      {/* Phones have no room for the labels under the circles: the current one is said here. */}
      <p className="text-muted-foreground text-sm sm:hidden" aria-hidden>
        {`Step ${step} of ${wizardSteps.length}: ${current?.label}`}
      </p>
    </nav>
  );
}
