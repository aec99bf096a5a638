import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { VerificationPage } from '../verification-page';

// The steps that drive the verification page, shared by its tests.

export const VERIFICATION_PATH = '/dashboard/organization/verification';

/**
 * The page with an API that answers nothing: every call it made would be recorded in `calls`,
 * and the spec says verification makes none.
 */
export function renderVerificationPage() {
  const { calls } = stubFetch({});
  const rendered = renderWithProviders(
    [{ path: VERIFICATION_PATH, element: <VerificationPage /> }],
    {
      initialEntries: [VERIFICATION_PATH],
    },
  );
  return { ...rendered, calls };
}

/** The badge in the status card. */
export async function statusBadge(): Promise<HTMLElement> {
  const title = await screen.findByRole('heading', { name: 'Verification status' });
  const badge = title
    .closest('[data-slot="card"]')
    ?.querySelector<HTMLElement>('[data-slot="badge"]');
  expect(badge).toBeTruthy();
  return badge as HTMLElement;
}

/** From Unverified: starts, and picks a type when one is given. */
export async function startVerification(user: UserEvent, type?: 'Business' | 'Individual') {
  await user.click(await screen.findByRole('button', { name: 'Start Verification' }));
  if (type) await user.click(await screen.findByRole('button', { name: type }));
}

/** Replaces a text field's content; pasted rather than typed key by key, on a shared machine. */
export async function fillText(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (!text) return;
  await user.click(input);
  await user.paste(text);
}

export async function fillTexts(user: UserEvent, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) await fillText(user, label, text);
}

/** A document pair's group, named by its title. */
export function documentGroup(title: string): HTMLElement {
  return screen.getByRole('group', { name: title });
}

/** The document types a pair offers, in order, read from its opened list. */
export async function documentChoices(user: UserEvent, title: string): Promise<string[]> {
  await user.click(within(documentGroup(title)).getByRole('combobox', { name: 'Document type' }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options as string[];
}

export function testFile(name = 'document.pdf'): File {
  return new File(['%PDF-1.4 scan'], name, { type: 'application/pdf' });
}

/** Chooses a pair's document type and uploads its file. */
export async function provideDocument(user: UserEvent, title: string, type: string, file?: File) {
  const group = documentGroup(title);
  await user.click(within(group).getByRole('combobox', { name: 'Document type' }));
  await user.click(await screen.findByRole('option', { name: type }));
  await user.upload(within(group).getByLabelText('File'), file ?? testFile());
}

/** Every required business field, each at its schema's shortest allowed length. */
export const shortestBusinessValues = {
  'Business Name': 'Ac',
  'Tax ID': 'T1',
  'Address Line 1': '1 Elm',
  City: 'Oz',
  Country: 'DE',
  'Postal Code': '101',
  'First Name': 'Al',
  'Last Name': 'Bo',
  Birthdate: '1990-05-17',
  'Identification Number': 'X9',
  'Expiry Date': '2031-01-31',
};

export const businessDocuments: [title: string, type: string][] = [
  ['Proof of business name', 'Trade registry certificate'],
  ['Proof of business address', 'Utility Bill'],
  ['Proof of trade registry', 'Excerpt from the comercial or trade registry'],
  ['Proof of representative name', 'Passport'],
  ['Proof of representative authorization', 'Power of Attorney'],
  ['Proof of representative identity', 'Identity card'],
];

export const shortestIndividualValues = {
  'First Name': 'Al',
  'Last Name': 'Bo',
  Birthdate: '1990-05-17',
  'Identification Number': 'X9',
  'Expiry Date': '2031-01-31',
  'Address Line 1': '1 Elm',
  City: 'Oz',
  Country: 'DE',
  'Postal Code': '101',
};

export const individualDocuments: [title: string, type: string][] = [
  ['Proof of name', 'Government issued ID'],
  ['Proof of address', 'Rent receipt'],
  ['Proof of identity', 'Residence or Labor Permit'],
];

export async function provideDocuments(user: UserEvent, documents: [string, string][]) {
  for (const [title, type] of documents) await provideDocument(user, title, type);
}

export async function submitForm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit Verification' }));
}
