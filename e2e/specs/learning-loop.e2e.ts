/**
 * The loop that learns from what the operator missed: a customer on a business's website marks an
 * answer 'Not helpful'; the question shows under 'Unanswered questions'; a member adds an answer
 * from there and the page says it is answered now; an answer test saved from that conversation
 * passes.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, consoleErrors, openPage } from '../support/browser';
import { dashboardApi } from '../support/dashboard-api';
import { goToSection, openDashboardOfNewOrganization } from '../support/organizations';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

const KNOWLEDGE = 'The Corner Bakery is open on Saturdays from 8am to 1pm.';
const QUESTION = 'Do you bake gluten free bread?';
const ANSWER = 'Yes: gluten free loaves are baked every Friday and sold until they run out.';

describe('learning from what the operator missed', () => {
  it('turns a question marked Not helpful into knowledge, and an answer test that passes', async () => {
    const { page } = await createActiveUser('learning');
    await openDashboardOfNewOrganization(page, `Corner Bakery ${Date.now().toString(36)}`);
    await dashboardApi(page, 'POST', '/contents', { text: KNOWLEDGE });
    const { key } = await dashboardApi<{ key: string }>(page, 'POST', '/api-keys', {
      name: 'Website',
      allowedOrigins: [inject('siteURL')],
    });

    const site = await openPage(`/?${new URLSearchParams({ key })}`, {
      baseURL: inject('siteURL'),
      forwardedFor: false,
    });
    await site.getByRole('button', { name: 'Open chat' }).click();
    await site.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
    await site.getByRole('button', { name: 'Send' }).click();
    await site.getByRole('button', { name: 'Not helpful' }).first().click();
    await site.getByRole('textbox', { name: 'What was missing?' }).fill('I asked about gluten');
    await site.getByRole('button', { name: 'Send feedback' }).click();

    await goToSection(page, 'Knowledge', '/dashboard/knowledge');
    await page.getByRole('link', { name: 'Unanswered questions' }).click();
    await page.getByText(QUESTION).first().waitFor();
    await page.getByRole('button', { name: 'Add answer' }).first().click();
    const addDialog = page.getByRole('dialog');
    await addDialog.getByLabel('Content').fill(ANSWER);
    await addDialog.getByRole('button', { name: 'Add content' }).click();
    await page
      .getByText(/now gets? an answer/)
      .first()
      .waitFor();

    // An answer test from that very conversation, in review.
    await goToSection(page, 'Conversations', '/dashboard/conversations');
    await page.getByRole('button', { name: 'Save as test' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Expectation' }).click();
    await page.getByRole('option', { name: 'Contains text', exact: true }).click();
    await dialog.getByLabel('Text').fill('gluten free loaves');
    await dialog.getByRole('button', { name: 'Save test' }).click();
    await page.goto('/dashboard/knowledge/tests');
    await page.getByRole('button', { name: 'Run tests' }).click();
    await page
      .getByText(/1 passed, 0 failed/)
      .first()
      .waitFor();
    expect(consoleErrors(site)).toEqual([]);
  });
});
