import { PhoneOff } from 'lucide-react';
import type { FormEvent } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { AvailableNumber } from '../sample-numbers';
import { StepActions } from './step-card';

interface NumberStepProps {
  /** The country's name as the user chose it, e.g. "Canada". */
  countryName: string;
  numbers: readonly AvailableNumber[];
  selected: AvailableNumber | undefined;
  onSelect: (number: string) => void;
  onConfirm: () => void;
  onBack: () => void;
}

/** Step 3: the numbers available in the country, the first one chosen already. */
export function NumberStep({
  countryName,
  numbers,
  selected,
  onSelect,
  onConfirm,
  onBack,
}: NumberStepProps) {
  function confirm(event: FormEvent) {
    event.preventDefault();
    onConfirm();
  }

  if (numbers.length === 0) {
    return (
      <>
        <EmptyState
          icon={PhoneOff}
          description={`No numbers available for ${countryName} at the moment.`}
        />
        <StepActions onBack={onBack} />
      </>
    );
  }

  return (
    <form onSubmit={confirm}>
      <RadioGroup
        value={selected?.number ?? ''}
        onValueChange={onSelect}
        aria-label={`Available numbers in ${countryName}`}
        className="block overflow-hidden rounded-lg border"
      >
        <Table>
          <TableHeader className="bg-muted/50">
            <TableRow>
              <TableHead className="pl-4">Number</TableHead>
              {/* Phones have no room for three columns: the place goes under the number. */}
              <TableHead className="max-sm:hidden">City</TableHead>
              <TableHead className="pr-4 max-sm:hidden">State</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {numbers.map(({ number, city, state }, index) => {
              const id = `available-number-${index}`;
              return (
                <TableRow key={number} className="relative has-[[data-state=checked]]:bg-accent/50">
                  <TableCell className="pl-4">
                    <div className="flex items-center gap-3">
                      <RadioGroupItem id={id} value={number} className="relative z-10" />
                      <div className="grid gap-1">
                        {/* The label covers the whole row, so a click anywhere on it chooses. */}
                        <Label
                          htmlFor={id}
                          className="cursor-pointer font-medium tabular-nums after:absolute after:inset-0"
                        >
                          {number}
                        </Label>
                        <span className="text-muted-foreground text-xs sm:hidden">
                          {`${city}, ${state}`}
                        </span>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell className="max-sm:hidden">{city}</TableCell>
                  <TableCell className="pr-4 max-sm:hidden">{state}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </RadioGroup>
      <StepActions onBack={onBack}>
        <Button type="submit">Confirm Number</Button>
      </StepActions>
    </form>
  );
}
