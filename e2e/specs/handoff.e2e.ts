/**
 * A person behind the operator, live in both directions: a customer on a business's website (a
 * plain page of another origin with only the script tag) asks for a person; a member signed in to
 * the dashboard sees it in the inbox without reloading, takes over and replies; the customer sees
 * the reply without reloading; the member resolves; the customer rates; the rating shows in review.
 * Outside business hours the customer reads the away notice once and may leave an address.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, consoleErrors, openPage } from '../support/browser';
import { dashboardApi } from '../support/dashboard-api';
import { goToSection, openDashboardOfNewOrganization } from '../support/organizations';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

const KNOWLEDGE = 'The Corner Bakery is open on Saturdays from 8am to 1pm.';

const api = dashboardApi;

async function businessWithWidget(label: string) {
  const { page, user } = await createActiveUser(label);
  await openDashboardOfNewOrganization(page, `Corner Bakery ${Date.now().toString(36)}`);
  await api(page, 'POST', '/contents', { text: KNOWLEDGE });
  const { key } = await api<{ key: string }>(page, 'POST', '/api-keys', {
    name: 'Website',
    allowedOrigins: [inject('siteURL')],
  });
  return { page, user, key };
}

function openSite(key: string, width = 1280) {
  return openPage(`/?${new URLSearchParams({ key })}`, {
    baseURL: inject('siteURL'),
    forwardedFor: false,
    width,
  });
}

/** The widget's thread (its screen-reader announcement repeats the latest message elsewhere). */
const thread = (site: Page) => site.locator('.fdc-log');

async function say(site: Page, text: string) {
  await site.getByRole('textbox', { name: 'Message' }).fill(text);
  await site.getByRole('button', { name: 'Send' }).click();
}

describe('handoff to a person and the live inbox', () => {
  it('a customer asks for a person; a member takes over, replies, resolves; the customer rates', async () => {
    const { page, user, key } = await businessWithWidget('handoff');
    // The member has the inbox open before anyone asks: what follows must arrive without a reload.
    await page
      .getByRole('link', { name: /^Inbox/ })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/inbox/);
    await page.getByText('No one is waiting.').waitFor();

    const site = await openSite(key);
    await site.getByRole('button', { name: 'Open chat' }).click();
    await say(site, 'Are you open on Saturday?');
    await site
      .getByText(/8am to 1pm/)
      .first()
      .waitFor();
    await site.getByRole('button', { name: 'Talk to a person' }).click();
    // Never a silent handoff: the customer reads that a person was asked for.
    await thread(site)
      .getByText(/connecting you with a person/)
      .waitFor();

    await page
      .getByRole('button', { name: /Visitor/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Take over' }).click();
    await thread(site).getByText(`You're now chatting with ${user.name}`).waitFor();
    await page
      .getByRole('textbox', { name: 'Reply' })
      .fill('Hi! Yes, and we bake rye on Saturdays.');
    await page.getByRole('button', { name: 'Send' }).click();
    await thread(site).getByText('Hi! Yes, and we bake rye on Saturdays.').waitFor();

    // The customer answers; the member reads it live; the operator stays quiet.
    await say(site, 'Lovely, thank you');
    await page.getByText('Lovely, thank you').waitFor();

    await page.getByRole('button', { name: 'Resolve' }).click();
    await site.getByText('How would you rate this conversation?').waitFor();
    await site.getByRole('button', { name: 'Rate 4 of 5' }).click();
    await site.getByText('Thank you for your feedback!').waitFor();

    await goToSection(page, 'Conversations', '/dashboard/conversations');
    await page.getByText('Rated 4 of 5').first().waitFor();
    const operatorReplies = await thread(site)
      .getByText(/I'm sorry, but I don't have information/)
      .count();
    expect(operatorReplies).toBe(0);
    expect(consoleErrors(site)).toEqual([]);
    expect(consoleErrors(page)).toEqual([]);
  });

  it('outside business hours: the away notice once, and the address the customer leaves is kept', async () => {
    const { page, key } = await businessWithWidget('away');
    const settings = await api<Record<string, unknown>>(page, 'GET', '/handoff-settings');
    // Open one hour a week, on a day that is not today: closed now whatever the clock says.
    const today = new Date().getUTCDay();
    const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    await api(page, 'PUT', '/handoff-settings', {
      ...settings,
      webhookSecret: undefined,
      timezone: 'UTC',
      hours: [{ day: days[(today + 3) % 7], start: '09:00', end: '10:00' }],
    });

    const site = await openSite(key, 375);
    await site.getByRole('button', { name: 'Open chat' }).click();
    await say(site, 'can I talk to a human');
    await thread(site)
      .getByText(/We're back/)
      .waitFor();
    await site.getByRole('textbox', { name: 'Email address' }).fill('dana@example.com');
    await site.getByRole('button', { name: 'Leave email' }).click();
    await thread(site).getByText("Thanks, we'll reply to you by email.").waitFor();
    // The customer may keep talking to the operator meanwhile, with no second away notice.
    await say(site, 'Are you open on Saturday?');
    await site
      .getByText(/8am to 1pm/)
      .first()
      .waitFor();
    expect(
      await thread(site)
        .getByText(/We're back/)
        .count(),
    ).toBe(1);

    const { results } = await api<{ results: { id: string }[] }>(page, 'GET', '/conversations');
    const detail = await api<{ status: string; contactEmail: string }>(
      page,
      'GET',
      `/conversations/${results[0]!.id}`,
    );
    expect(detail).toMatchObject({ status: 'waiting', contactEmail: 'dana@example.com' });
  });
});
