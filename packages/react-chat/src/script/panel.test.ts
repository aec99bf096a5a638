// The script-tag build end to end on Preact: the loader, then the real panel in its shadow root,
// talking to a loopback server.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerWith,
  CONVERSATIONS,
  fakeServerForEachTest,
  LOOKUP,
  sendJson,
} from '../test/fake-server';
import es from '../words/es';
import { startLoader } from './loader';
import { mountPanel } from './mount-panel';

const server = fakeServerForEachTest({ answerLookup: true });

function startWidget(attributes: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.src = 'https://cdn.frontdesk.test/widget.js';
  script.dataset.key = 'fd_pk_test';
  script.dataset.baseUrl = server.baseUrl;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  startLoader(script, async () => mountPanel);
  const host = document.querySelector('frontdesk-chat') as HTMLElement;
  const root = host.shadowRoot as ShadowRoot;
  return { host, root, view: within(root as unknown as HTMLElement) };
}

describe('the script-tag widget on Preact', () => {
  it('opens on a click, streams a reply and reports it as DOM events', async () => {
    const { host, root, view } = startWidget({ 'data-greeting': 'Hello from Acme!' });
    const events: string[] = [];
    for (const type of ['open', 'close', 'message', 'error']) {
      host.addEventListener(`frontdesk:${type}`, (event) => {
        const detail = (event as CustomEvent<{ content?: string } | undefined>).detail;
        events.push(detail?.content ? `${type}:${detail.content}` : type);
      });
    }
    answerWith(server, 'Hi! ', '<b>How</b> can I help?');

    fireEvent.click(view.getByRole('button', { name: 'Open chat' }));
    expect(await view.findByRole('dialog', { name: 'Ada' })).toBeInTheDocument();
    expect(view.getByText('Hello from Acme!')).toBeInTheDocument();
    const box = view.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(root.activeElement).toBe(box));

    const user = userEvent.setup({ document });
    await user.type(box, 'Hello{Enter}');
    expect(await view.findByText('Hi! <b>How</b> can I help?')).toBeInTheDocument();
    expect(root.querySelector('b')).toBeNull();
    expect(box).toHaveValue('');
    expect(server.requests.find((r) => r.path === CONVERSATIONS)?.body).toEqual({
      message: 'Hello',
      locale: 'en-US',
    });
    await waitFor(() =>
      expect(events).toEqual(['open', 'message:Hello', 'message:Hi! <b>How</b> can I help?']),
    );

    fireEvent.keyDown(box, { key: 'Escape' });
    const launcher = await view.findByRole('button', { name: 'Open chat' });
    await waitFor(() => expect(root.activeElement).toBe(launcher));
    expect(events.at(-1)).toBe('close');
  });

  it('keeps its styles inside the shadow root', async () => {
    const { root, view } = startWidget();
    fireEvent.pointerEnter(view.getByRole('button', { name: 'Open chat' }));
    // The loader's own launcher (a direct child of the shadow root) gives way to the panel's.
    const loaderRoot = root.querySelector('.fdc-root');
    await waitFor(() => expect(loaderRoot?.isConnected).toBe(false));
    await waitFor(() => expect(root.querySelectorAll('.fdc-launcher')).toHaveLength(1));
    expect(root.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    // A hover asks the API nothing.
    expect(server.requests).toHaveLength(0);
  });

  it('shows the 403 refusal in the panel too', async () => {
    server.on(LOOKUP, (_request, response) =>
      sendJson(response, 403, {
        statusCode: 403,
        code: 'forbidden',
        error: 'Forbidden',
        message: 'No.',
      }),
    );
    const { view } = startWidget();
    fireEvent.click(view.getByRole('button', { name: 'Open chat' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'This website is not allowed to use this chat.',
    );
  });

  it('opens in the words the loader brought, with no English first', async () => {
    const host = document.createElement('frontdesk-chat');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    // Every name the message box has had, from its first render on.
    const names: (string | null | undefined)[] = [];
    new MutationObserver(() => names.push(root.querySelector('textarea')?.ariaLabel)).observe(
      root,
      { subtree: true, childList: true, attributes: true },
    );
    mountPanel(
      root,
      { apiKey: 'fd_pk_test', baseUrl: server.baseUrl, locale: 'es', defaultOpen: true },
      null,
      ['es', es],
    );
    const view = within(root as unknown as HTMLElement);
    expect(await view.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(new Set(names.filter(Boolean))).toEqual(new Set(['Mensaje']));
  });
});
