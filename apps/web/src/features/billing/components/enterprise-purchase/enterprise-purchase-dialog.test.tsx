import { SIMULATED_PAYMENT_DELAY_MS } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { apiError, type StubRoutes } from '@/test/fetch-stub';
import { billingRoutes, CHECKOUT, noPlan } from '@/test/fixtures/billing';
import { stubLocationAssign } from '@/test/location';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { EnterprisePurchaseDialog } from './enterprise-purchase-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buy Enterprise
      </button>
      <EnterprisePurchaseDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderWizard(routes: StubRoutes = {}, provider: 'local' | 'stripe' = 'local') {
  return renderOrganizationPage('/dashboard', <Harness />, {
    ...billingRoutes(noPlan, provider),
    [CHECKOUT]: { body: { url: 'http://localhost/dashboard' } },
    ...routes,
  });
}

const invoice = {
  'Company Name': 'Acme Inc.',
  Email: 'billing@acme.test',
  Address: '1 Main Street',
  City: 'Springfield',
  'ZIP Code': '12345',
  Country: 'United States',
};
const card = {
  'Card Number': '4242424242424242',
  Expiry: '12/29',
  CVC: '123',
  'Name on Card': 'Ada Lovelace',
};

async function fill(user: UserEvent, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  }
}

async function open(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Buy Enterprise' }));
  return screen.findByRole('dialog', { name: 'Invoice Details' });
}

async function toPayment(user: UserEvent) {
  const dialog = await open(user);
  await fill(user, dialog, invoice);
  await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
  return screen.findByRole('dialog', { name: 'Payment Method' });
}

afterEach(() => vi.unstubAllGlobals());

describe('EnterprisePurchaseDialog', () => {
  it('checks the invoice details with the spec messages, then goes to payment and back', async () => {
    const { user } = renderWizard();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    for (const message of [
      'Company name is required',
      'Invalid email address',
      'Address is required',
      'City is required',
      'ZIP code is required',
      'Country is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await fill(user, dialog, invoice);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment Method' });
    // The plan's real price from GET /plans, not the spec's mock $199.
    expect(payment).toHaveTextContent('Enterprise plan, $499/month');
    expect(payment).not.toHaveTextContent('$199');

    await user.click(within(payment).getByRole('button', { name: 'Back' }));
    const back = await screen.findByRole('dialog', { name: 'Invoice Details' });
    expect(within(back).getByLabelText('Company Name')).toHaveValue('Acme Inc.');
  });

  it('checks the card with the spec messages', async () => {
    const { user } = renderWizard();
    const payment = await toPayment(user);
    const pay = within(payment).getByRole('button', { name: 'Pay $499/month' });
    await user.click(pay);
    for (const message of [
      'Card number must be 16 digits',
      'Expiry must be MM/YY format',
      'CVC must be 3-4 digits',
      'Name on card is required',
    ]) {
      expect(await within(payment).findByText(message)).toBeInTheDocument();
    }
    await fill(user, payment, { 'Card Number': '4242abcd42424242', Expiry: '13/29', CVC: '12a' });
    await user.click(pay);
    expect(await within(payment).findByText('Only digits allowed')).toBeInTheDocument();
    expect(within(payment).getByText('Expiry must be MM/YY format')).toBeInTheDocument();
    expect(within(payment).getByText('CVC must be 3-4 digits')).toBeInTheDocument();
  });

  it('pays after the simulated wait, sends only the plan id, and congratulates', async () => {
    let postedAt = 0;
    const { calls, queryClient, user } = renderWizard({
      [CHECKOUT]: () => {
        postedAt = Date.now();
        return { body: { url: 'http://localhost/dashboard' } };
      },
    });
    const payment = await toPayment(user);
    await fill(user, payment, card);
    const status = queryKeys.billingStatus('org-1');
    queryClient.setQueryData(status, noPlan);

    const paidAt = Date.now();
    await user.click(within(payment).getByRole('button', { name: 'Pay $499/month' }));
    expect(within(payment).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(payment).getByRole('status')).toHaveTextContent('Processing your payment...');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const success = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(postedAt - paidAt).toBeGreaterThanOrEqual(SIMULATED_PAYMENT_DELAY_MS - 50);
    expect(success).toHaveTextContent('Your Enterprise plan is activated.');
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.body)).toEqual([{ plan: 'enterprise' }]);
    // No card or invoice detail went anywhere.
    expect(JSON.stringify(calls)).not.toMatch(/4242424242424242|Ada Lovelace|Acme Inc\./);
    // The plan is refreshed once the customer moves on.
    expect(queryClient.getQueryState(status)?.isInvalidated).toBe(false);

    await user.click(within(success).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryState(status)?.isInvalidated).toBe(true);
  });

  it('starts over at an empty invoice step when cancelled or closed', async () => {
    const { user } = renderWizard();
    let payment = await toPayment(user);
    await fill(user, payment, { 'Card Number': '4242424242424242' });
    await user.click(within(payment).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await open(user);
    expect(within(dialog).getByLabelText('Company Name')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    payment = await toPayment(user);
    expect(within(payment).getByLabelText('Card Number')).toHaveValue('');
    expect(within(payment).getByLabelText('Name on Card')).toHaveValue('');
  });

  it('goes back to the card with the reason when the plan cannot be started', async () => {
    const { user } = renderWizard({
      [CHECKOUT]: apiError(503, 'billing_unavailable', 'Billing is down for maintenance.'),
    });
    const payment = await toPayment(user);
    await fill(user, payment, card);
    await user.click(within(payment).getByRole('button', { name: 'Pay $499/month' }));
    await toastWith('Billing is down for maintenance.', { timeout: 5000 });
    expect(within(payment).getByRole('button', { name: 'Pay $499/month' })).toBeEnabled();
    expect(within(payment).getByLabelText('Card Number')).toHaveValue('4242424242424242');
  });

  it("with Stripe goes to Stripe's Checkout instead, the card never sent", async () => {
    const assign = stubLocationAssign();
    const { calls, user } = renderWizard(
      { [CHECKOUT]: { body: { url: 'https://checkout.stripe.com/c/pay/cs_1' } } },
      'stripe',
    );
    const payment = await toPayment(user);
    await fill(user, payment, card);
    await user.click(within(payment).getByRole('button', { name: 'Pay $499/month' }));
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
      {
        timeout: 5000,
      },
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan: 'enterprise' });
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
  });
});
