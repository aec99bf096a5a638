/**
 * The first script of a prerendered page: small, and without the app.
 *
 * Until the app has taken over, a button does nothing, a link to "#" jumps to the top, and a form
 * would submit natively (a GET that would put a password in the address). So those clicks and
 * form submissions are held, and replayed once the app announces it is live. Other links work
 * natively all along.
 *
 * The page paints from its HTML and CSS alone, so the app's scripts (kept inert in a template) are
 * added only after that first paint: on a slow connection they do not compete with the stylesheet
 * and the font.
 */
import { APP_LIVE_EVENT, APP_SCRIPTS_ID } from './handover';

/** What only the app can act on: buttons, and links to "#" that its handlers keep in place. */
const APP_CONTROLS = 'button, a[href="#"]';

const held: (() => void)[] = [];

/** How to do again what `event` would have done in the app; nothing for what works natively. */
function replayOf(event: Event): (() => void) | undefined {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit') {
    const form = target?.closest('form');
    return form ? () => form.isConnected && form.requestSubmit() : undefined;
  }
  const control = target?.closest<HTMLElement>(APP_CONTROLS);
  if (!control || control.matches(':disabled')) return undefined;
  return () => control.isConnected && control.click();
}

function hold(event: Event) {
  const replay = replayOf(event);
  if (!replay) return;
  held.push(replay);
  event.preventDefault();
  event.stopImmediatePropagation();
}

function release() {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  for (const replay of held.splice(0)) replay();
}

function loadApp() {
  const template = document.getElementById(APP_SCRIPTS_ID);
  // Inert inside the template, the tags load and run once a copy is in the document.
  if (template instanceof HTMLTemplateElement)
    document.head.append(template.content.cloneNode(true));
}

document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
document.addEventListener(APP_LIVE_EVENT, release, { once: true });
// After the frame that paints the page; a hidden tab paints no frames, so it loads at once.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp));
