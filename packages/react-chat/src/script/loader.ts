// widget.js: draws the launcher and waits. Nothing else happens (no request, no panel code)
// until a visitor points at, focuses or clicks the launcher; then the panel chunk is loaded from
// the folder widget.js came from and takes over (at once when a person of the team has the
// visitor's conversation: the launcher shows their unread replies). See docs/decisions/010.
import { readConversationId, readSeen } from '../storage';
import { attachStyles, CHAT_ICON_PATH, DEFAULT_ACCENT, launcherCss, textColorOn } from '../styles';
import type { FrontdeskChatProps } from '../types';
import type { Words } from '../words/en';
import { type LanguageCode, startingLanguage } from '../words/language';
import { launcherLabels } from '../words/launcher-labels';
import { loadChunk, loadWordsBeside } from './chunk';
import { readOptions } from './options';

/** The panel chunk's file name, set by the build (it carries a content hash). */
declare const __PANEL_FILE__: string;

/** Where focus goes once the panel has taken over: 'input' means the visitor opened it. */
export type FocusTarget = 'input' | 'launcher' | null;
/** The customer's words, loaded beside the panel when they are not English. */
export type PreloadedWords = [LanguageCode, Words];
export type MountPanel = (
  root: ShadowRoot,
  props: FrontdeskChatProps,
  focus: FocusTarget,
  words?: PreloadedWords,
) => void;

/** Loads the panel chunk (a classic script, see chunk.ts), which hands back its mount function. */
export const injectPanel = (src: string, nonce: string) => loadChunk<MountPanel>(src, nonce);

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
  // Fixed markup only: no option is ever written as HTML (the label is one of ours, set apart).
  wrapper.innerHTML = `<button type="button" class="fdc-launcher" aria-haspopup="dialog"><svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="${CHAT_ICON_PATH}"/></svg></button>`;
  root.append(wrapper);
  attachStyles(wrapper, launcherCss);
  const button = wrapper.firstChild as HTMLButtonElement;
  button.setAttribute('aria-label', launcherLabels[startingLanguage(props)]);

  let isOpenWanted = !!props.defaultOpen;
  let isClicked = false;
  let isLoading = false;
  /** A press on the launcher has begun and not yet ended (see handOver). */
  let isPressed = false;
  /** The panel, arrived during a press: it takes over once the press ends. */
  let waiting: (() => void) | undefined;
  // Wherever the press ends (a pointer may leave the button before it is released).
  const released = () => {
    isPressed = false;
    const handOverNow = waiting;
    waiting = undefined;
    // The next task: the release's click, if it makes one, is handled by this button first.
    if (handOverNow) setTimeout(handOverNow);
  };
  const handOver = (mount: MountPanel, words?: PreloadedWords) => {
    // The panel usually arrives between pointing at the launcher and clicking it. Swapping the
    // button in the middle of a press would put the press and its release on two elements, and
    // the browser fires no click: the customer's click would be lost.
    if (isPressed) {
      waiting = () => handOver(mount, words);
      return;
    }
    window.removeEventListener('pointerup', released, true);
    window.removeEventListener('pointercancel', released, true);
    const focus: FocusTarget = isClicked
      ? 'input'
      : root.activeElement === button
        ? 'launcher'
        : null;
    mount(root, { ...props, defaultOpen: isOpenWanted }, focus, words);
    wrapper.remove();
  };
  const load = () => {
    if (isLoading) return;
    isLoading = true;
    const src = new URL(__PANEL_FILE__, script.src || location.href).href;
    // The customer's words come with the panel, so that it never opens in English first; without
    // them (they failed to load) it starts in English and tries again itself.
    const language = startingLanguage(props);
    const words =
      language === 'en'
        ? undefined
        : loadWordsBeside(script, language).then(
            (loaded): PreloadedWords => [language, loaded],
            () => undefined,
          );
    Promise.all([loadPanel(src, script.nonce ?? ''), words]).then(
      ([mount, loaded]) => handOver(mount, loaded),
      () => {
        isLoading = false; // offline for a moment: the next interaction tries again
      },
    );
  };
  button.addEventListener('pointerdown', () => {
    isPressed = true;
  });
  window.addEventListener('pointerup', released, true);
  window.addEventListener('pointercancel', released, true);
  button.addEventListener('pointerenter', load);
  button.addEventListener('focus', load);
  button.addEventListener('click', () => {
    isOpenWanted = isClicked = true;
    load();
  });

  const show = () => document.body.append(host);
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
  // A person has the visitor's conversation: their replies may be waiting, and the launcher
  // shows how many, so the panel (which asks) comes at once rather than at the first touch.
  const stored = readConversationId(props.apiKey, props.user?.id);
  if (isOpenWanted || readSeen(props.apiKey, stored)?.person) load();
}
