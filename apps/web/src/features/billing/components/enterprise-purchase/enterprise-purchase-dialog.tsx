import { SIMULATED_PAYMENT_DELAY_MS } from '@frontdesk/contracts';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useCheckout, useRefreshBilling } from '../../api/billing-mutations';
import { usePlans } from '../../api/get-plans';
import { formatPrice } from '../../format';
import { InvoiceStep } from './invoice-step';
import { PaymentStep } from './payment-step';
import { emptyCard, emptyInvoice, usePurchaseForms } from './purchase-forms';

type Step = 'invoice' | 'payment' | 'processing' | 'done';

const STEP_TEXT = {
  invoice: { title: 'Invoice Details', description: 'Who the invoice is made out to.' },
  payment: { title: 'Payment Method', description: 'The card the plan is paid with.' },
} as const;

interface EnterprisePurchaseDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The Enterprise purchase wizard (spec section 4): invoice details, then the card, then a
 * simulated two-second payment and 'Congratulations!'. Cancelling or closing starts it over.
 *
 * No card data ever leaves the browser: the forms only check it. With the local provider the
 * plan is then started by POST /billing/checkout with nothing but the plan id. With Stripe the
 * browser goes to the Checkout URL that call answers instead, and Stripe takes the real card.
 */
export function EnterprisePurchaseDialog({ open, onOpenChange }: EnterprisePurchaseDialogProps) {
  const [step, setStep] = useState<Step>('invoice');
  const forms = usePurchaseForms();
  const checkout = useCheckout();
  const refreshBilling = useRefreshBilling();
  const plans = usePlans();
  const paymentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(paymentTimer.current), []);

  // The price is the plan's real one from GET /plans ($499), not the spec's mock $199.
  const enterprise = plans.data?.plans.find((plan) => plan.id === 'enterprise');
  const price = enterprise
    ? formatPrice(enterprise.price, enterprise.currency, enterprise.interval)
    : 'the Enterprise plan';
  const isProcessing = step === 'processing';

  function close() {
    clearTimeout(paymentTimer.current);
    forms.invoice.reset(emptyInvoice);
    forms.card.reset(emptyCard);
    setStep('invoice');
    onOpenChange(false);
  }

  function activate() {
    checkout.mutate(
      { plan: 'enterprise' },
      {
        onSuccess: ({ url }) => {
          if (plans.data?.provider === 'stripe') {
            window.location.assign(url);
            return;
          }
          setStep('done');
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'Failed to activate the Enterprise plan.'));
          setStep('payment');
        },
      },
    );
  }

  function pay() {
    setStep('processing');
    paymentTimer.current = setTimeout(activate, SIMULATED_PAYMENT_DELAY_MS);
  }

  function getStarted() {
    // The plan is refreshed only now: the plan gate this may sit in closes with it.
    void refreshBilling();
    close();
  }

  const text = step === 'invoice' ? STEP_TEXT.invoice : STEP_TEXT.payment;
  return (
    <>
      <Dialog
        open={open && step !== 'done'}
        onOpenChange={(next) => !next && !isProcessing && close()}
      >
        <DialogContent className="sm:max-w-lg" showCloseButton={!isProcessing}>
          <DialogHeader>
            <p className="font-medium text-primary text-xs uppercase tracking-wide">
              {`Step ${step === 'invoice' ? 1 : 2} of 2 · Enterprise plan, ${price}`}
            </p>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>{text.description}</DialogDescription>
          </DialogHeader>
          {step === 'invoice' ? (
            <InvoiceStep form={forms.invoice} onNext={() => setStep('payment')} />
          ) : (
            <PaymentStep
              form={forms.card}
              price={price}
              isProcessing={isProcessing}
              onBack={() => setStep('invoice')}
              onPay={pay}
            />
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={open && step === 'done'} onOpenChange={(next) => !next && getStarted()}>
        <DialogContent className="text-center sm:max-w-md">
          <DialogHeader className="items-center text-center sm:text-center">
            <IconTile icon={PartyPopper} size="lg" className="rounded-full" />
            <DialogTitle>Congratulations!</DialogTitle>
            <DialogDescription>
              Your Enterprise plan is activated. Your operator now has the highest limits, every
              tool and priority support.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter className="sm:justify-center">
            <Button type="button" onClick={getStarted}>
              Get Started
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
