/**
 * The operator core as a business uses it: configure the operator, give it knowledge and a public
 * key, ask it through the playground and through the public API, then review, archive and delete
 * the conversation.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, consoleErrors } from '../support/browser';
import {
  goToSection as goTo,
  openDashboardOfNewOrganization,
  waitForText as toast,
} from '../support/organizations';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

const PRICE_FACT = 'A standard dental cleaning costs $120 and takes about 45 minutes.';

describe('operator core', () => {
  it('configures, learns, answers in the playground and the public API, and is reviewed', async () => {
    const { page } = await createActiveUser('operator');
    await openDashboardOfNewOrganization(page, `Bright Dental ${Date.now().toString(36)}`);

    await goTo(page, 'Configuration', '/dashboard/configuration');
    await page.getByLabel('Name', { exact: true }).fill('Ava');
    await page.getByLabel('Description', { exact: true }).fill('The front desk of Bright Dental.');
    await page.getByLabel('Self-service', { exact: true }).check();
    await page
      .getByLabel('Instructions', { exact: true })
      .fill('Answer questions about prices and hours.');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await toast(page, 'Configuration Saved');

    await goTo(page, 'Knowledge', '/dashboard/knowledge');
    await page.getByRole('button', { name: 'Add Content' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill(PRICE_FACT);
    await page.getByRole('button', { name: 'Add content', exact: true }).click();
    await toast(page, 'Knowledge content added successfully');

    await goTo(page, 'API Keys', '/dashboard/api-keys');
    await page.getByRole('button', { name: 'Create Public API Key' }).click();
    await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Website chat');
    await page.getByRole('button', { name: 'Create key', exact: true }).click();
    await toast(page, 'API key created successfully');
    const key = await page
      .getByText(/^fd_pk_/)
      .first()
      .textContent();
    expect(key).toMatch(/^fd_pk_[A-Za-z0-9_-]{43}$/);

    await goTo(page, 'Configuration', '/dashboard/configuration');
    await page.getByPlaceholder('Type a message as a customer...').fill('How much is a cleaning?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByLabel('Playground conversation').getByText(/\$120/).waitFor();

    // A customer's website calls the documented public API with the key.
    const response = await page.request.post('/api/v1/conversations', {
      headers: { Authorization: key! },
      data: { message: 'What does a cleaning cost without insurance?' },
    });
    expect(response.status()).toBe(200);
    const conversation = await response.json();
    expect(conversation.messages[1].content).toContain('$120');

    await goTo(page, 'Conversations', '/dashboard/conversations');
    await page.getByLabel('Conversation ID').fill(conversation.conversationId.slice(0, 8));
    await page
      .getByRole('log', { name: 'Messages' })
      .getByText('What does a cleaning cost without insurance?')
      .waitFor();
    await page.getByRole('log', { name: 'Messages' }).getByText(PRICE_FACT).first().waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Archive', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
    await toast(page, 'Conversation Archived');

    await page.getByRole('button', { name: 'Archived', pressed: false }).click();
    await page
      .getByRole('log', { name: 'Messages' })
      .getByText('What does a cleaning cost without insurance?')
      .waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await toast(page, 'Conversation Deleted');
    const gone = await page.request.get(`/api/v1/conversations/${conversation.conversationId}`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
      },
    });
    expect(gone.status()).toBe(404);
    expect(consoleErrors(page)).toEqual([]);
  });
});
