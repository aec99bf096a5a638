// widget.js: draws the launcher and waits. Nothing else happens (no request, no panel code)
// until a visitor points at, focuses or clicks the launcher; then the panel chunk is loaded from
// the folder widget.js came from and takes over. See docs/decisions/010-widget-build.md.
import { attachStyles, CHAT_ICON_PATH, DEFAULT_ACCENT, launcherCss, textColorOn } from '../styles';
import type { FrontdeskChatProps } from '../types';
import { readOptions } from './options';

/** The panel chunk's file name, set by the build (it carries a content hash). */
declare const __PANEL_FILE__: string;

/** Where focus goes once the panel has taken over: 'input' means the visitor opened it. */
export type FocusTarget = 'input' | 'launcher' | null;
export type MountPanel = (root: ShadowRoot, props: FrontdeskChatProps, focus: FocusTarget) => void;

/**
 * Loads the panel chunk as a classic script, so the server needs no CORS headers for it and a
 * page's CSP nonce carries over; the chunk hands back its mount function through an event on its
 * own <script> element, leaving no global behind.
 */
export function injectPanel(src: string, nonce: string): Promise<MountPanel> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('frontdesk:panel', (event) =>
      resolve((event as CustomEvent<MountPanel>).detail),
    );
    script.onerror = reject;
    document.head.append(script);
  });
}

export function startLoader(script: HTMLScriptElement, loadPanel = injectPanel): void {
  // One widget a page, even if a single-page app inserts the tag again.
  if (document.querySelector('frontdesk-chat')) return;
  const props = readOptions(script);
  const host = document.createElement('frontdesk-chat');
  const root = host.attachShadow({ mode: 'open' });
  const wrapper = document.createElement('div');
  wrapper.className = props.position === 'bottom-left' ? 'fdc-root fdc-left' : 'fdc-root';
  const accent = props.accentColor || DEFAULT_ACCENT;
  wrapper.style.setProperty('--fdc-accent', accent);
  wrapper.style.setProperty('--fdc-on-accent', textColorOn(accent));
  // Fixed markup only: no option is ever written as HTML.
  wrapper.innerHTML = `<button type="button" class="fdc-launcher" aria-label="Open chat" aria-haspopup="dialog"><svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="${CHAT_ICON_PATH}"/></svg></button>`;
  root.append(wrapper);
  attachStyles(wrapper, launcherCss);
  const button = wrapper.firstChild as HTMLButtonElement;

  let isOpenWanted = !!props.defaultOpen;
  let isClicked = false;
  let isLoading = false;
  const load = () => {
    if (isLoading) return;
    isLoading = true;
    const src = new URL(__PANEL_FILE__, script.src || location.href).href;
    loadPanel(src, script.nonce ?? '').then(
      (mount) => {
        const focus: FocusTarget = isClicked
          ? 'input'
          : root.activeElement === button
            ? 'launcher'
            : null;
        mount(root, { ...props, defaultOpen: isOpenWanted }, focus);
        wrapper.remove();
      },
      () => {
        isLoading = false; // offline for a moment: the next interaction tries again
      },
    );
  };
  button.addEventListener('pointerenter', load);
  button.addEventListener('focus', load);
  button.addEventListener('click', () => {
    isOpenWanted = isClicked = true;
    load();
  });

  const show = () => document.body.append(host);
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
  if (isOpenWanted) load();
}
