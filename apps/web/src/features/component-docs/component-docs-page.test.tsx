import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StubRoutes } from '@/test/fetch-stub';
import { shopKey as shopKeyWithOrigin } from '@/test/fixtures/api-keys';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { ComponentDocsPage } from './component-docs-page';

const PATH = '/dashboard/component-docs';
const origin = window.location.origin;

/** The shop's key before any origin is allowed. */
const shopKey = { ...shopKeyWithOrigin, allowedOrigins: [] };
const appKey = { ...shopKey, id: 'k2', name: 'App', key: 'fd_pk_app456' };

const noSecret = { hasIdentitySecret: false, requireVerifiedVisitors: false };

function renderPage(routes: StubRoutes = {}) {
  return renderOrganizationPage(PATH, <ComponentDocsPage />, {
    'GET /api/v1/api-keys': { body: [shopKey, appKey] },
    'GET /api/v1/widget-settings': { body: noSecret },
    ...routes,
  });
}

/** The text of every code sample on the page. */
function samples(): string[] {
  return Array.from(document.querySelectorAll('pre code'), (code) => code.textContent ?? '');
}

/** The short script tag, without options. */
const scriptTag = () => sampleWith('data-organization-id="org-1"\n  async');

/** The sample that contains `text` (there must be exactly one). */
function sampleWith(text: string): string {
  const found = samples().filter((sample) => sample.includes(text));
  expect(found).toHaveLength(1);
  return found[0] as string;
}

describe('ComponentDocsPage', () => {
  it('documents install, usage, props, configuration, callbacks and the script tag', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'React Chat' }),
    ).toBeInTheDocument();
    for (const title of [
      'Your Key and Organization',
      'Installation',
      'Basic Usage',
      'Props',
      'Advanced Configuration',
      'Theme',
      'Position',
      'Identity verification',
      'Event Callbacks',
      'Script Tag',
      'Live Preview',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByRole('combobox', { name: 'Public API key' })).toHaveTextContent(
      'Shop',
    );
    expect(screen.getByText('org-1')).toBeInTheDocument();

    expect(samples()).toEqual(
      expect.arrayContaining([
        'npm install @frontdesk/react-chat',
        'yarn add @frontdesk/react-chat',
      ]),
    );
    const basic = sampleWith("import { FrontdeskChat } from '@frontdesk/react-chat';");
    expect(basic).toContain('apiKey="fd_pk_shop123"');
    expect(basic).toContain('organizationId="org-1"');
    expect(basic).toContain(`baseUrl="${origin}"`);
    expect(sampleWith('accentColor="#0f766e"')).toContain('greeting=');
    expect(sampleWith(' position="bottom-left"')).toContain('defaultOpen');
    expect(sampleWith("createHmac('sha256', secret).update(id).digest('hex')")).toContain(
      "from 'node:crypto'",
    );
    expect(sampleWith('hmac.new(SECRET, user_id.encode(), hashlib.sha256)')).toContain(
      'import hashlib',
    );
    expect(sampleWith('user={{ id, name, email, hash }}')).toContain('apiKey="fd_pk_shop123"');
    const callbacks = sampleWith('onMessage={(message) => {');
    for (const callback of ['onOpen=', 'onClose=', 'onError={(error) => {']) {
      expect(callbacks).toContain(callback);
    }
    expect(sampleWith("addEventListener('frontdesk:message'")).toContain(
      "querySelector('frontdesk-chat')",
    );
    const script = scriptTag();
    expect(script).toContain(`src="${origin}/widget.js"`);
    expect(script).toContain('data-key="fd_pk_shop123"');
    expect(script).toContain('data-organization-id="org-1"');
    expect(script).toContain('async');

    // Every sample that takes a key has the chosen one; none is left with a placeholder.
    const withKey = samples().filter((s) => /apiKey=|data-key=/.test(s));
    expect(withKey.length).toBeGreaterThanOrEqual(7);
    for (const sample of withKey) {
      expect(sample).toMatch(/(apiKey|data-key)="fd_pk_shop123"/);
      expect(sample).toMatch(/(organizationId|data-organization-id)="org-1"/);
    }
    expect(samples().join('\n')).not.toContain('YOUR_PUBLIC_API_KEY');
  });

  it('lists every prop with its type, default and description, and the script options', async () => {
    renderPage();
    const [props, attributes] = await screen.findAllByRole('table');
    expect(
      within(props as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Prop', 'Type', 'Default', 'Description']);
    const names = within(props as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td code')?.textContent);
    expect(names).toEqual([
      'apiKey',
      'organizationId',
      'baseUrl',
      'title',
      'greeting',
      'placeholder',
      'locale',
      'accentColor',
      'position',
      'defaultOpen',
      'user',
      'onOpen',
      'onClose',
      'onMessage',
      'onError',
    ]);
    expect(
      within(props as HTMLElement).getByText("'bottom-right' | 'bottom-left'"),
    ).toBeInTheDocument();
    for (const attribute of [
      'data-title',
      'data-greeting',
      'data-placeholder',
      'data-accent-color',
      'data-position',
      'data-default-open',
      'data-user-id',
      'data-user-name',
      'data-user-email',
      'data-user-hash',
    ]) {
      expect(within(attributes as HTMLElement).getByText(attribute)).toBeInTheDocument();
    }
    expect(screen.getByText(/allowed origins on an API key protect a key used in browsers/i));
  });

  it('fills the samples with the key picked', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Public API key' }));
    await user.click(await screen.findByRole('option', { name: /App/ }));
    expect(screen.getByRole('combobox', { name: 'Public API key' })).toHaveTextContent('App');
    expect(sampleWith("import { FrontdeskChat } from '@frontdesk/react-chat';")).toContain(
      'apiKey="fd_pk_app456"',
    );
    expect(scriptTag()).toContain('data-key="fd_pk_app456"');
    expect(samples().join('\n')).not.toContain('fd_pk_shop123');
  });

  it('copies a sample and says so', async () => {
    const { user } = renderPage();
    // user-event installs its own clipboard on setup; the spy goes on the one the page will use.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await screen.findByRole('combobox', { name: 'Public API key' });
    await user.click(screen.getByRole('button', { name: 'Copy basic usage example' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('apiKey="fd_pk_shop123"'));
    await toastWith('Copied to clipboard');
  });

  it('without a key, leads to the API Keys page and shows a placeholder', async () => {
    renderPage({ 'GET /api/v1/api-keys': { body: [] } });
    expect(await screen.findByRole('link', { name: 'Create an API key' })).toHaveAttribute(
      'href',
      '/dashboard/api-keys',
    );
    expect(screen.getByRole('link', { name: 'Create one on the API Keys page' })).toHaveAttribute(
      'href',
      '/dashboard/api-keys',
    );
    expect(scriptTag()).toContain('data-key="YOUR_PUBLIC_API_KEY"');
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
  });

  it('runs the widget on the page with the chosen key, talking to the operator', async () => {
    const conversation = {
      conversationId: 'c1',
      messages: [
        { role: 'user', content: 'Are you open on Saturday?', timestamp: 1 },
        { role: 'assistant', content: 'Yes, from 9am to 1pm.', timestamp: 2 },
      ],
      created_at: '2025-03-01T10:30:00.000Z',
      updated_at: '2025-03-01T10:30:00.000Z',
    };
    const { user, calls } = renderPage({
      'POST /api/v1/conversations/lookup': {
        body: { operator: { name: 'Acme Assistant' }, conversation: null },
      },
      'POST /api/v1/conversations': { body: conversation },
    });
    await user.click(await screen.findByRole('button', { name: 'Open chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Acme Assistant' });
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Are you open?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Yes, from 9am to 1pm.')).toBeInTheDocument();
    const sent = calls.find(
      (call) => call.method === 'POST' && call.path.endsWith('/conversations'),
    );
    expect(sent?.headers.authorization).toBe('fd_pk_shop123');
    expect(sent?.body).toMatchObject({ message: 'Are you open?' });
  });

  it('says why the preview is refused by a key limited to other origins', async () => {
    renderPage({
      'GET /api/v1/api-keys': {
        body: [shopKeyWithOrigin],
      },
      'GET /api/v1/widget-settings': {
        body: { hasIdentitySecret: true, requireVerifiedVisitors: true },
      },
    });
    expect(
      await screen.findByText(/This key only allows https:\/\/shop\.example\.com/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Verified visitors are required/)).toBeInTheDocument();
  });
});
