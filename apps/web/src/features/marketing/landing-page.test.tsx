import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, signedInAs, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { LandingPage } from './landing-page';

const routes = [{ path: '/', element: <LandingPage /> }, pageRoute('/sign-up')];

function renderLanding() {
  return renderWithProviders(routes, { initialEntries: ['/'] });
}

async function openContactFromHeader(user: ReturnType<typeof renderLanding>['user']) {
  const header = screen.getByRole('banner');
  await user.click(within(header).getByRole('button', { name: 'Contact' }));
  // The dialog's code loads on first use; the first time, the test runner compiles it too.
  return screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 10_000 });
}

async function fillContact(user: ReturnType<typeof renderLanding>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name'), 'Ada Lovelace');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Message'), 'Can we book a demo?');
}

describe('LandingPage', () => {
  it('has the sections in the spec order, with their anchors', () => {
    stubFetch({});
    renderLanding();
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'From sign-up to a working operator in three steps',
      'Why Choose Frontdesk',
      'See Frontdesk in action',
      'Everything you need to run an AI front desk',
      'Built for the way your industry talks to customers',
      'Simple, transparent pricing',
      'Ready to put your front desk on autopilot?',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, hash] of [
      ['How It Works', '#how-it-works'],
      ['Why Us', '#why-us'],
      ['Features', '#features'],
      ['Pricing', '#pricing'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', hash);
      expect(document.getElementById(hash!.slice(1))).toBeInTheDocument();
    }
  });

  it('shows guests Sign In and Start Free Trial', () => {
    stubFetch({});
    renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(within(header).getAllByRole('link', { name: 'Start Free Trial' })[0]).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('shows a signed-in user their account menu instead', async () => {
    stubFetch({ ...signedInAs({ active: true, name: 'Ada Lovelace' }) });
    renderLanding();
    const header = screen.getByRole('banner');
    // The account menu is a lazy chunk (guests never load it): allow for its first compile.
    expect(
      await within(header).findByRole('button', { name: /Ada Lovelace/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('sends a contact message, thanks the visitor, clears the fields and closes', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/contact': { status: 201, body: { message: 'Thanks' } },
    });
    const { user } = renderLanding();
    const dialog = await openContactFromHeader(user);
    expect(
      within(dialog).getByText(
        'Have a question or want to schedule a demo? Fill out the form below.',
      ),
    ).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Message']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('placeholder', 'Your Name');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('rows', '4');

    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(
      screen.getByText("Thanks for reaching out. We'll get back to you shortly."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/v1/contact')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Can we book a demo?' },
      }),
    ]);

    // Opened again from the banner, the form is empty.
    await user.click(screen.getByRole('button', { name: 'Contact Sales' }));
    const reopened = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(reopened).getByLabelText('Name')).toHaveValue('');
    expect(within(reopened).getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the fields and shows the server message when sending fails', async () => {
    stubFetch({
      'POST /api/v1/contact': apiError(429, 'too_many_requests', 'Too many requests.'),
    });
    const { user } = renderLanding();
    const dialog = await openContactFromHeader(user);
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps a draft when the visitor cancels', async () => {
    stubFetch({});
    const { user } = renderLanding();
    const dialog = await openContactFromHeader(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Schedule a Demo' }));
    const reopened = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(reopened).getByLabelText('Name')).toHaveValue('Ada');
  });

  it('links the footer to the five legal pages and shows the contact e-mail', () => {
    stubFetch({});
    renderLanding();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/cookie-policy', '/disclaimer', '/eea']);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'hello@frontdesk.app' })).toHaveAttribute(
      'href',
      'mailto:hello@frontdesk.app',
    );
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
  });
});
