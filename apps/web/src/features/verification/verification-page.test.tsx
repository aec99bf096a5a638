import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastWith } from '@/test/toast';
import {
  businessDocuments,
  fillText,
  fillTexts,
  individualDocuments,
  provideDocuments,
  renderVerificationPage,
  shortestBusinessValues,
  shortestIndividualValues,
  startVerification,
  statusBadge,
  submitForm,
} from './testing/verification-steps';

const SUBMITTED = 'Verification information submitted successfully.';

async function expectPending(calls: unknown[]) {
  await toastWith(SUBMITTED);
  const badge = await statusBadge();
  expect(badge).toHaveTextContent('Pending');
  expect(badge).toHaveClass('bg-secondary');
  expect(screen.getByRole('heading', { name: 'Verification submitted' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your verification request has been submitted. The review may take a few business days; you will be notified once it is complete.',
    ),
  ).toBeInTheDocument();
  // Pending is the end of the local flow: nothing leads back to a form.
  for (const name of ['Start Verification', '← Back to type selection', 'Submit Verification'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Business' })).not.toBeInTheDocument();
  // Local only: the submission reached no server.
  expect(calls).toEqual([]);
}

describe('VerificationPage', () => {
  it('starts Unverified, with a destructive badge and the way in', async () => {
    renderVerificationPage();

    expect(await screen.findByRole('heading', { name: 'Organization Verification' })).toBeVisible();
    const badge = await statusBadge();
    expect(badge).toHaveTextContent('Unverified');
    expect(badge).toHaveClass('bg-destructive');
    expect(screen.getByText('Your organization has not been verified yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Verification' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Business' })).not.toBeInTheDocument();
  });

  it('Start Verification shows In Progress with a secondary badge and the two types', async () => {
    const { user } = renderVerificationPage();
    await startVerification(user);

    const badge = await statusBadge();
    expect(badge).toHaveTextContent('In Progress');
    expect(badge).toHaveClass('bg-secondary');
    expect(screen.queryByText('Unverified')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose verification type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Business' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Individual' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Verification' })).not.toBeInTheDocument();
    // The back link belongs to a chosen type's form, not to the choice itself.
    expect(
      screen.queryByRole('button', { name: '← Back to type selection' }),
    ).not.toBeInTheDocument();
  });

  it('goes back to type selection, still In Progress, and a type chosen again starts blank', async () => {
    const { user } = renderVerificationPage();
    await startVerification(user, 'Business');
    expect(
      await screen.findByRole('heading', { name: 'Business verification' }),
    ).toBeInTheDocument();
    await fillText(user, 'Business Name', 'Acme Ltd');

    await user.click(screen.getByRole('button', { name: '← Back to type selection' }));
    expect(await screen.findByRole('heading', { name: 'Choose verification type' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Business verification' }),
    ).not.toBeInTheDocument();
    expect(await statusBadge()).toHaveTextContent('In Progress');

    await user.click(screen.getByRole('button', { name: 'Individual' }));
    expect(
      await screen.findByRole('heading', { name: 'Individual verification' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Business Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '← Back to type selection' }));
    await user.click(await screen.findByRole('button', { name: 'Business' }));
    expect(await screen.findByLabelText('Business Name')).toHaveValue('');
  });

  it('submits a business verification: the toast, then Pending, with nothing sent', async () => {
    const { user, calls } = renderVerificationPage();
    await startVerification(user, 'Business');
    await screen.findByRole('heading', { name: 'Business verification' });
    await fillTexts(user, shortestBusinessValues);
    await provideDocuments(user, businessDocuments);
    await submitForm(user);

    await expectPending(calls);
  });

  it('submits an individual verification: the toast, then Pending, with nothing sent', async () => {
    const { user, calls } = renderVerificationPage();
    await startVerification(user, 'Individual');
    await screen.findByRole('heading', { name: 'Individual verification' });
    await fillTexts(user, shortestIndividualValues);
    await provideDocuments(user, individualDocuments);
    await submitForm(user);

    await expectPending(calls);
  });
});
