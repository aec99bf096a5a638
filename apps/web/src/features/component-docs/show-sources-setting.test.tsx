import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { ComponentDocsPage } from './component-docs-page';

const SETTINGS = { hasIdentitySecret: false, requireVerifiedVisitors: false, showSources: false };

function renderPage(settings: object = SETTINGS) {
  return renderOrganizationPage('/dashboard/component-docs', <ComponentDocsPage />, {
    'GET /api/v1/api-keys': { body: [] },
    'GET /api/v1/widget-settings': { body: settings },
    'PATCH /api/v1/widget-settings': ({ body }) => ({ body: { ...settings, ...(body as object) } }),
  });
}

describe("The 'Show sources' setting", () => {
  it('turns on with a PATCH of showSources alone, and off again', async () => {
    const { user, calls } = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Show sources' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const patches = () => calls.filter((call) => call.method === 'PATCH');
    expect(patches()).toEqual([
      expect.objectContaining({ path: '/api/v1/widget-settings', body: { showSources: true } }),
    ]);
    await toastWith('The widget shows sources under answers now');

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(patches()[1]?.body).toEqual({ showSources: false });
  });

  it('shows the saved setting', async () => {
    renderPage({ ...SETTINGS, showSources: true });
    expect(await screen.findByRole('switch', { name: 'Show sources' })).toBeChecked();
  });
});
