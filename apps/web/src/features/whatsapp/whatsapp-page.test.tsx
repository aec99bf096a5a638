import { verticals } from '@frontdesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOrganizationPage } from '@/test/render';
import { WhatsAppPage } from './whatsapp-page';

const PATH = '/dashboard/whatsapp';

function renderWizard() {
  return renderOrganizationPage(PATH, <WhatsAppPage />, {});
}

function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

function currentProgressStep() {
  const progress = screen.getByRole('navigation', { name: 'Setup progress' });
  return within(progress)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
}

async function continueFromConnection(user: UserEvent) {
  await stepHeading('Choose a connection type');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Select a country');
}

async function chooseCountry(user: UserEvent, country: string) {
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.click(await screen.findByRole('option', { name: country }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Choose a phone number');
}

async function toProfile(user: UserEvent, country = 'United States') {
  await continueFromConnection(user);
  await chooseCountry(user, country);
  await user.click(screen.getByRole('button', { name: 'Confirm Number' }));
  await stepHeading('Setup WhatsApp Profile');
}

async function type(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function imageFile(name = 'logo.png') {
  return new File(['png'], name, { type: 'image/png' });
}

async function fillValidProfile(user: UserEvent) {
  await user.upload(screen.getByLabelText('Profile Image'), imageFile());
  await type(user, 'Display Name', 'Bright Dental');
  await type(user, 'Description', 'Family dentistry in the heart of town.');
  await type(user, 'About', 'Open every weekday from 8 to 6');
  await type(user, 'Email', 'hello@brightdental.test');
  await type(user, 'Website', 'https://brightdental.test');
  await type(user, 'Address', '12 Harbour Street, Springfield');
  await user.click(screen.getByRole('combobox', { name: 'Vertical' }));
  await user.click(await screen.findByRole('option', { name: 'Medical and Health' }));
}

describe('WhatsAppPage', () => {
  it('starts with a new number chosen and the existing one disabled, coming soon', async () => {
    const { user } = renderWizard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WhatsApp Integration' }),
    ).toBeInTheDocument();
    await stepHeading('Choose a connection type');
    expect(currentProgressStep()).toHaveTextContent('1');

    const newNumber = screen.getByRole('radio', { name: 'Create new phone number' });
    const existing = screen.getByRole('radio', { name: 'Existing phone number' });
    expect(newNumber).toBeChecked();
    expect(existing).not.toBeChecked();
    expect(existing).toBeDisabled();
    expect(existing).toHaveAccessibleDescription(expect.stringContaining('Coming soon'));

    // Clicking the disabled card chooses nothing.
    await user.click(screen.getByText('Existing phone number'));
    expect(newNumber).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepHeading('Select a country')).toHaveFocus();
    expect(currentProgressStep()).toHaveTextContent('2');
  });

  it('asks for a country among the four before going on', async () => {
    const { user } = renderWizard();
    await continueFromConnection(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a country.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Select a country' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['United States', 'Canada', 'United Kingdom', 'Australia']);
    await user.click(screen.getByRole('option', { name: 'Canada' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Choose a phone number');
  });

  it.each([
    ['United States', 3, '+1 (212) 555-0142'],
    ['Canada', 2, '+1 (416) 555-0163'],
    ['United Kingdom', 2, '+44 20 7946 0321'],
    ['Australia', 2, '+61 2 5550 1234'],
  ])('offers %s its %i sample numbers, the first chosen', async (country, count, first) => {
    const { user } = renderWizard();
    await continueFromConnection(user);
    await chooseCountry(user, country);

    const group = screen.getByRole('radiogroup', { name: `Available numbers in ${country}` });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(count);
    expect(within(group).getByRole('radio', { name: first })).toBeChecked();
    expect(radios.filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(1);
    // Every number shows its city and state beside it.
    expect(within(group).getAllByRole('row')).toHaveLength(count + 1);
    expect(within(group).getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    expect(within(group).getByRole('columnheader', { name: 'State' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Number' })).toBeEnabled();
  });

  it('confirms another number when one is picked, and Back walks steps 4 to 2 keeping answers', async () => {
    const { user } = renderWizard();
    await continueFromConnection(user);
    await chooseCountry(user, 'United States');
    await user.click(screen.getByRole('radio', { name: '+1 (415) 555-0178' }));
    expect(screen.getByRole('radio', { name: '+1 (415) 555-0178' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '+1 (212) 555-0142' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm Number' }));
    await stepHeading('Setup WhatsApp Profile');
    await type(user, 'Display Name', 'Bright Dental');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Choose a phone number')).toHaveFocus();
    expect(screen.getByRole('radio', { name: '+1 (415) 555-0178' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Select a country');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Choose a connection type');
    expect(currentProgressStep()).toHaveTextContent('1');
    expect(screen.getByRole('radio', { name: 'Create new phone number' })).toBeChecked();

    // Forward again: the profile typed before is still there.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Number' }));
    expect(await screen.findByLabelText('Display Name')).toHaveValue('Bright Dental');
  });

  it('preselects the first number again when the country changes', async () => {
    const { user } = renderWizard();
    await continueFromConnection(user);
    await chooseCountry(user, 'United States');
    await user.click(screen.getByRole('radio', { name: '+1 (312) 555-0119' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Select a country');
    await chooseCountry(user, 'Australia');
    expect(screen.getByRole('radio', { name: '+61 2 5550 1234' })).toBeChecked();
  });

  it('offers the 17 verticals and shows every required-field message of the profile', async () => {
    const { user } = renderWizard();
    await toProfile(user);

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    for (const message of [
      'A profile image is required.',
      'Display name must be at least 2 characters.',
      'Description is required.',
      'About is required.',
      'Please enter a valid email address.',
      'Website is required.',
      'Address must be at least 5 characters.',
      'Please select a vertical.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Setup WhatsApp Profile' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Vertical' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([...verticals]);
    expect(options).toHaveLength(17);
  });

  it('shows the length, URL, email and image-type messages of the profile', async () => {
    const { user } = renderWizard();
    await toProfile(user);
    await fillValidProfile(user);

    await type(user, 'Display Name', 'B');
    await type(user, 'Description', 'x'.repeat(257));
    await type(user, 'About', 'y'.repeat(140));
    await type(user, 'Email', 'not-an-email');
    await type(user, 'Website', 'brightdental');
    await type(user, 'Address', '12 H');
    // A file that is not an image: the input's accept list would filter it out, a drop would not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText('Profile Image'),
        new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
      );
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    for (const message of [
      'A profile image is required.',
      'Display name must be at least 2 characters.',
      "Description can't be more than 256 characters.",
      "About can't be more than 139 characters.",
      'Please enter a valid email address.',
      'Please enter a valid URL.',
      'Address must be at least 5 characters.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('257/256')).toBeInTheDocument();
    expect(screen.getByText('140/139')).toBeInTheDocument();
    expect(screen.queryByText('Please select a vertical.')).not.toBeInTheDocument();
  });

  it('ends on Setup in Progress with no way back, having only logged the request', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { calls, user } = renderWizard();
    await toProfile(user, 'United Kingdom');
    await fillValidProfile(user);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByText('Change image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    const heading = await stepHeading('Setup in Progress');
    expect(heading).toHaveFocus();
    const card = heading.closest('[data-slot="card"]') as HTMLElement;
    expect(card).toHaveTextContent('Setup can take up to 48 hours');
    expect(card).toHaveTextContent('you will be notified');
    expect(card).toHaveTextContent('+44 20 7946 0321');
    expect(card).toHaveTextContent('London, England, United Kingdom');
    expect(card).toHaveTextContent('Bright Dental');
    expect(card).toHaveTextContent('Medical and Health');
    expect(currentProgressStep()).toHaveTextContent('5');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    expect(log).toHaveBeenCalledWith('WhatsApp setup requested', {
      country: 'gb',
      number: { number: '+44 20 7946 0321', city: 'London', state: 'England' },
      profile: {
        profileImage: 'logo.png',
        displayName: 'Bright Dental',
        description: 'Family dentistry in the heart of town.',
        about: 'Open every weekday from 8 to 6',
        email: 'hello@brightdental.test',
        website: 'https://brightdental.test',
        address: '12 Harbour Street, Springfield',
        vertical: 'Medical and Health',
      },
    });
    // Only the session's own reads went out: the wizard sends nothing.
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(calls.some((call) => /whatsapp|messaging/i.test(call.path))).toBe(false);
  });
});
