import { fireEvent, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { injectPanel, type MountPanel, startLoader } from './loader';

function scriptTag(attributes: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.src = 'https://app.frontdesk.test/static/widget.js';
  script.dataset.key = 'fd_pk_test';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

const shadowOf = () => {
  const host = document.querySelector('frontdesk-chat');
  if (!host?.shadowRoot) throw new Error('no widget on the page');
  return host.shadowRoot;
};
const launcher = (name = 'Open chat') =>
  within(shadowOf() as unknown as HTMLElement).getByRole('button', { name });

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  return () => vi.unstubAllGlobals();
});

describe('widget.js, the loader', () => {
  it('draws only the launcher, in an open shadow root, and loads nothing', async () => {
    const loadPanel = vi.fn<typeof injectPanel>();
    startLoader(
      scriptTag({ 'data-accent-color': '#111827', 'data-position': 'bottom-left' }),
      loadPanel,
    );

    const root = shadowOf();
    expect(root.mode).toBe('open');
    expect(launcher()).toBeInstanceOf(HTMLButtonElement);
    expect(launcher().closest('.fdc-root')).toHaveClass('fdc-left');
    expect(
      launcher().closest<HTMLElement>('.fdc-root')?.style.getPropertyValue('--fdc-accent'),
    ).toBe('#111827');
    // The page's document holds none of the widget's elements or styles.
    expect(document.querySelector('.fdc-launcher, style')).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadPanel).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('loads the panel at once, closed, when a person has the stored conversation', async () => {
    localStorage.setItem('frontdesk-chat:fd_pk_test', JSON.stringify({ id: 'conv-1', user: '' }));
    const seen = { id: 'conv-1', at: 1, person: true };
    localStorage.setItem('frontdesk-chat-seen:fd_pk_test', JSON.stringify(seen));
    const mount = vi.fn<MountPanel>();
    startLoader(scriptTag(), async () => mount);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0]?.[1]).toMatchObject({ defaultOpen: false });
    expect(mount.mock.calls[0]?.[2]).toBeNull();
  });

  it.each([
    ['hovered', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['focused', (button: HTMLElement) => button.focus()],
    ['clicked', (button: HTMLElement) => fireEvent.click(button)],
  ])('loads the panel from beside widget.js once the launcher is %s', async (_how, interact) => {
    const mount = vi.fn<MountPanel>();
    const loadPanel = vi.fn<typeof injectPanel>(async () => mount);
    startLoader(scriptTag(), loadPanel);
    interact(launcher());
    interact(launcher());

    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(loadPanel).toHaveBeenCalledTimes(1);
    expect(loadPanel).toHaveBeenCalledWith(
      'https://app.frontdesk.test/static/widget-panel-TEST.js',
      '',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hands the data-* options to the panel, open and focused when it was clicked', async () => {
    const mount = vi.fn<MountPanel>();
    startLoader(
      scriptTag({
        'data-organization-id': 'org_1',
        'data-title': 'Acme help',
        'data-greeting': 'Hello!',
        'data-placeholder': 'Ask away',
        'data-accent-color': '#ff0000',
        'data-position': 'bottom-left',
        'data-user-id': 'u_42',
        'data-user-name': 'Grace',
        'data-user-email': 'grace@example.com',
        'data-user-hash': 'c'.repeat(64),
      }),
      async () => mount,
    );
    // A tap: no hover first (a mouse would have loaded the panel on the way in).
    fireEvent.click(launcher());

    await vi.waitFor(() => expect(mount).toHaveBeenCalled());
    const [root, props, focus] = mount.mock.calls[0] ?? [];
    expect(root).toBe(shadowOf());
    expect(focus).toBe('input');
    expect(props).toEqual({
      apiKey: 'fd_pk_test',
      organizationId: 'org_1',
      baseUrl: 'https://app.frontdesk.test',
      title: 'Acme help',
      greeting: 'Hello!',
      placeholder: 'Ask away',
      accentColor: '#ff0000',
      position: 'bottom-left',
      defaultOpen: true,
      user: { id: 'u_42', name: 'Grace', email: 'grace@example.com', hash: 'c'.repeat(64) },
    });
    // The static launcher gives way to the panel's.
    expect(shadowOf().querySelector('.fdc-launcher')).toBeNull();
  });

  it('loads at once, without focus, when the site asks for it open (data-default-open)', async () => {
    const mount = vi.fn<MountPanel>();
    startLoader(
      scriptTag({ 'data-default-open': '', 'data-base-url': 'https://api.test' }),
      async () => mount,
    );
    await vi.waitFor(() => expect(mount).toHaveBeenCalled());
    expect(mount.mock.calls[0]?.[1]).toMatchObject({
      defaultOpen: true,
      baseUrl: 'https://api.test',
    });
    expect(mount.mock.calls[0]?.[2]).toBeNull();
  });

  it('tries again on the next interaction when the panel could not be loaded', async () => {
    const mount = vi.fn<MountPanel>();
    const loadPanel = vi
      .fn<typeof injectPanel>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(mount);
    startLoader(scriptTag(), loadPanel);
    fireEvent.pointerEnter(launcher());
    await vi.waitFor(() => expect(loadPanel).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    fireEvent.click(launcher());
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
  });

  it('loads the customer’s words beside the panel (data-locale) and hands both over', async () => {
    const mount = vi.fn<MountPanel>();
    startLoader(scriptTag({ 'data-locale': 'es-MX' }), async () => mount);
    // Named in the customer's language from the start, before any chunk is loaded.
    fireEvent.click(launcher('Abrir chat'));
    const words = document.head.querySelector('script');
    expect(words?.src).toBe('https://app.frontdesk.test/static/widget-words-es-TEST.js');
    // The panel has come, its words not yet: it waits for them rather than open in English.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mount).not.toHaveBeenCalled();
    const es = { send: 'Enviar' };
    words?.dispatchEvent(new CustomEvent('frontdesk:chunk', { detail: es }));
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0]?.[1]).toMatchObject({ locale: 'es-MX' });
    expect(mount.mock.calls[0]?.[3]).toEqual(['es', es]);
  });

  it('opens in English when the words cannot be loaded', async () => {
    const mount = vi.fn<MountPanel>();
    startLoader(scriptTag({ 'data-locale': 'fr' }), async () => mount);
    fireEvent.click(launcher('Ouvrir le chat'));
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0]?.[3]).toBeUndefined();
  });

  it('puts one widget on a page, even when the tag runs twice', () => {
    startLoader(scriptTag(), vi.fn());
    startLoader(scriptTag(), vi.fn());
    expect(document.querySelectorAll('frontdesk-chat')).toHaveLength(1);
  });

  it('loads the chunk as a script carrying the page nonce, which hands back its mount', async () => {
    const loading = injectPanel('https://app.frontdesk.test/static/widget-panel-TEST.js', 'n0nce');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://app.frontdesk.test/static/widget-panel-TEST.js');
    expect(script?.nonce).toBe('n0nce');
    const mount: MountPanel = () => {};
    script?.dispatchEvent(new CustomEvent('frontdesk:chunk', { detail: mount }));
    await expect(loading).resolves.toBe(mount);
  });
  it('keeps the launcher through a press the panel arrives during, so its click still opens', async () => {
    let arrive: (mount: MountPanel) => void = () => {};
    const mount = vi.fn<MountPanel>();
    const loadPanel = vi.fn<typeof injectPanel>(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    startLoader(scriptTag(), loadPanel);
    const button = launcher();
    // Pointing at the launcher loads the panel; it arrives while the button is held down.
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    arrive(mount);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mount).not.toHaveBeenCalled();
    expect(button.isConnected).toBe(true);

    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0]?.[1]).toMatchObject({ defaultOpen: true });
    expect(mount.mock.calls[0]?.[2]).toBe('input');
    expect(button.isConnected).toBe(false);
  });
});
