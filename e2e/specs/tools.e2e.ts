/**
 * Tools as a business uses them, on the app instance whose operator runs on a language model
 * (an OpenAI-compatible server on loopback) and calls a real HTTP endpoint on loopback: create a
 * tool, generate its schema, let a customer's question call it, see the call in review, and
 * delete it.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, consoleErrors } from '../support/browser';
import { goToSection, openDashboardOfNewOrganization, waitForText } from '../support/organizations';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

describe('operator tools', () => {
  it('creates a tool, generates its schema, and shows its call in conversation review', async () => {
    const { page } = await createActiveUser('tools', { baseURL: inject('llmBaseURL') });
    await openDashboardOfNewOrganization(page, `Parcel Shop ${Date.now().toString(36)}`);

    await goToSection(page, 'Tools', '/dashboard/tools');
    await page.getByRole('button', { name: 'Add Tool' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('check_order');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Looks up the shipping status of an order by its "orderId"');
    await dialog.getByLabel('Endpoint', { exact: true }).fill(inject('toolEndpointURL'));
    await dialog.getByRole('combobox', { name: 'Authentication' }).click();
    await page.getByRole('option', { name: 'Bearer Token', exact: true }).click();
    await dialog.getByLabel('Bearer Token', { exact: true }).fill('shop-secret-token');
    await dialog.getByRole('button', { name: 'Generate from description' }).click();
    await waitForText(page, 'JSON schema generated successfully');
    const payload = JSON.parse(await dialog.getByLabel('Payload', { exact: true }).inputValue());
    expect(payload).toMatchObject({ type: 'object', required: ['orderid'] });
    await dialog.getByRole('button', { name: 'Save tool' }).click();
    await waitForText(page, 'Tool added successfully');

    await goToSection(page, 'Configuration', '/dashboard/configuration');
    await page
      .getByPlaceholder('Type a message as a customer...')
      .fill(`Where is my order ${inject('toolOrderId')}?`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByLabel('Playground conversation')
      .getByText(/shipped/)
      .waitFor();

    await goToSection(page, 'Conversations', '/dashboard/conversations');
    const messages = page.getByRole('log', { name: 'Messages' });
    await messages.getByText(/1 tool call/).click();
    await messages.getByText('check_order', { exact: true }).waitFor();
    await messages.getByText('OK', { exact: true }).waitFor();
    // The secret stays on the server: not in the page, not in the tool list.
    expect(await page.content()).not.toContain('shop-secret-token');

    // Deleting says so, although the tool's row (which holds the dialog) leaves the list at once.
    await goToSection(page, 'Tools', '/dashboard/tools');
    await page.getByRole('button', { name: 'Delete tool check_order' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await waitForText(page, 'Tool deleted successfully');
    await waitForText(page, 'No tools yet');
    expect(consoleErrors(page)).toEqual([]);
  });
});
