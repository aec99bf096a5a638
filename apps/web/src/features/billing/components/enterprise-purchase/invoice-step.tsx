import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { ValidatedForm } from '@/components/validated-form';
import type { InvoiceDetails } from './purchase-forms';

interface InvoiceStepProps {
  form: UseFormReturn<InvoiceDetails>;
  onNext(): void;
}

/** Step 1: who the invoice is made out to. */
export function InvoiceStep({ form, onNext }: InvoiceStepProps) {
  const { control } = form;
  return (
    <ValidatedForm form={form} onSubmit={onNext} className="grid gap-4">
      <TextField
        control={control}
        name="companyName"
        label="Company Name"
        autoComplete="organization"
      />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <TextField control={control} name="address" label="Address" autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="city" label="City" autoComplete="address-level2" />
        <TextField control={control} name="zipCode" label="ZIP Code" autoComplete="postal-code" />
      </div>
      <TextField control={control} name="country" label="Country" autoComplete="country-name" />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit">Continue to Payment</Button>
      </DialogFooter>
    </ValidatedForm>
  );
}
