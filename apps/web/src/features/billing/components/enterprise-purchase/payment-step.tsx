import { LockKeyhole } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { ValidatedForm } from '@/components/validated-form';
import type { CardDetails } from './purchase-forms';

interface PaymentStepProps {
  form: UseFormReturn<CardDetails>;
  /** What the button says it pays, e.g. "$499/month". */
  price: string;
  isProcessing: boolean;
  onBack(): void;
  onPay(): void;
}

/** Step 2: the card. Its details are checked here and never sent anywhere. */
export function PaymentStep({ form, price, isProcessing, onBack, onPay }: PaymentStepProps) {
  const { control } = form;
  return (
    <ValidatedForm form={form} onSubmit={onPay} className="grid gap-4">
      <fieldset disabled={isProcessing} className="grid gap-4">
        <TextField
          control={control}
          name="cardNumber"
          label="Card Number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234123412341234"
          maxLength={16}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="expiry"
            label="Expiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
          />
          <TextField
            control={control}
            name="cvc"
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
          />
        </div>
        <TextField control={control} name="name" label="Name on Card" autoComplete="cc-name" />
      </fieldset>
      <p className="flex items-start gap-2 text-muted-foreground text-xs">
        <LockKeyhole aria-hidden className="mt-0.5 size-3.5 shrink-0" />A simulated payment: your
        card details are checked in your browser and never sent.
      </p>
      {isProcessing && (
        <p role="status" className="text-primary text-sm">
          Processing your payment...
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={isProcessing} onClick={onBack}>
          Back
        </Button>
        <SubmitButton isPending={isProcessing} pendingLabel="Processing...">
          {`Pay ${price}`}
        </SubmitButton>
      </DialogFooter>
    </ValidatedForm>
  );
}
