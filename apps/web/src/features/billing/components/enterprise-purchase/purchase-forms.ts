import { cardDetailsSchema, invoiceDetailsSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const emptyInvoice: InvoiceDetails = {
  companyName: '',
  email: '',
  address: '',
  city: '',
  zipCode: '',
  country: '',
};

export const emptyCard: CardDetails = { cardNumber: '', expiry: '', cvc: '', name: '' };

/** The wizard's two forms, with the spec's rules and messages from contracts. */
export function usePurchaseForms() {
  const invoice = useForm<InvoiceDetails>({
    resolver: zodResolver(invoiceDetailsSchema),
    defaultValues: emptyInvoice,
  });
  const card = useForm<CardDetails>({
    resolver: zodResolver(cardDetailsSchema),
    defaultValues: emptyCard,
  });
  return { invoice, card };
}
