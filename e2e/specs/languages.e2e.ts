/**
 * A customer in their own language (issue 27): a bakery writes its knowledge in Spanish; a
 * customer whose browser speaks Spanish opens the chat on the bakery's own page (another origin):
 * the widget's buttons are Spanish, a Spanish question is answered from the Spanish knowledge in
 * Spanish, and the bakery's review shows the conversation as Spanish. At a desktop's width and at
 * a phone's.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, consoleErrors, openPage } from '../support/browser';
import { dashboardApi } from '../support/dashboard-api';
import { goToSection, openDashboardOfNewOrganization } from '../support/organizations';
import { fitsTheWidth, screenshot } from '../support/screens';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

const KNOWLEDGE =
  'Tartas de cumpleaños: las hacemos por encargo con dos días de antelación y cuestan 32 euros. Entregamos en toda la ciudad.';
const QUESTION = '¿Cuánto cuesta una tarta de cumpleaños?';

describe('a customer in Spanish', () => {
  it('meets a Spanish widget, gets a Spanish answer, and the review says Spanish', async () => {
    const { page } = await createActiveUser('languages');
    await openDashboardOfNewOrganization(page, `Panadería ${Date.now().toString(36)}`);
    const added = await dashboardApi<{ language: string }>(page, 'POST', '/contents', {
      text: KNOWLEDGE,
    });
    expect(added.language).toBe('es');
    const { key } = await dashboardApi<{ key: string }>(page, 'POST', '/api-keys', {
      name: 'Website',
      allowedOrigins: [inject('siteURL')],
    });

    for (const width of [1280, 375]) {
      const site = await openPage(`/?${new URLSearchParams({ key })}`, {
        baseURL: inject('siteURL'),
        forwardedFor: false,
        locale: 'es-ES',
        width,
        height: width === 375 ? 740 : 800,
      });
      await site.getByRole('button', { name: 'Abrir chat' }).click();
      await site.getByText('¡Hola! ¿En qué podemos ayudarle hoy?').waitFor();
      await site.getByRole('textbox', { name: 'Mensaje' }).fill(QUESTION);
      await site.getByRole('button', { name: 'Enviar' }).click();
      const log = site.locator('.fdc-log');
      await log.getByText(/32 euros/).waitFor();
      await expect(log.getByText(/Esto es lo que puedo decirle/).count()).resolves.toBeGreaterThan(
        0,
      );
      await site.getByRole('button', { name: 'Útil', exact: true }).first().waitFor();
      await site.getByRole('button', { name: 'Hablar con una persona' }).waitFor();
      await fitsTheWidth(site, width);
      await screenshot(site, `widget-es-${width}`);
      expect(consoleErrors(site)).toEqual([]);
    }

    await goToSection(page, 'Conversations', '/dashboard/conversations');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await page.waitForURL(/language=es/);
    await page
      .getByRole('button', { name: /, in Spanish$/ })
      .first()
      .click();
    await page.getByText(QUESTION).first().waitFor();
    await page.getByText('Language: Spanish').waitFor();
    await screenshot(page, 'review-es-1280');

    // Where a business sets its language, and its snippets', at a phone's width too.
    for (const [section, path] of [
      ['Configuration', '/dashboard/configuration'],
      ['Knowledge', '/dashboard/knowledge'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: section, level: 1 }).waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await fitsTheWidth(page, width);
        await screenshot(page, `${section.toLowerCase()}-es-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
