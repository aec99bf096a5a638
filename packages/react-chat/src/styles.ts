// The widget's styles, as strings: the package ships no CSS file to import, so it works in any
// bundler and under the script tag alike. Every class starts with `fdc-`, so nothing leaks onto a
// host page when the React component renders in the page's own DOM; in the script build the
// styles live in a shadow root and `:host` resets what the page would otherwise pass down.
// Written compactly on purpose: the minifier does not shorten CSS inside strings.

export const DEFAULT_ACCENT = '#2563eb';

/** The launcher alone: all the script-tag loader draws before anyone interacts with it. */
export const launcherCss =
  ':host{all:initial}' +
  '.fdc-root{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;text-align:left}' +
  // In a page's own DOM, a page rule such as `* { color: red }` would otherwise reach every element.
  '.fdc-root *{box-sizing:border-box;font-family:inherit;color:inherit;text-transform:none;letter-spacing:normal}' +
  '.fdc-launcher,.fdc-panel{position:fixed;bottom:20px;right:20px;left:auto;z-index:2147483000}' +
  '.fdc-left .fdc-launcher,.fdc-left .fdc-panel{right:auto;left:20px}' +
  '.fdc-launcher{width:56px;height:56px;margin:0;padding:0;border:0;border-radius:50%;display:grid;place-items:center;cursor:pointer;background:var(--fdc-accent);color:var(--fdc-on-accent);box-shadow:0 4px 14px rgba(0,0,0,.25)}' +
  // A dark focus ring: an accent-colored one would vanish on white with a light accent.
  '.fdc-root :focus-visible{outline:2px solid #1f2328;outline-offset:2px}';

/** Everything else: the panel. */
export const panelCss =
  '.fdc-panel{width:370px;height:min(600px,calc(100vh - 40px));display:flex;flex-direction:column;overflow:hidden;background:#fff;border-radius:16px;box-shadow:0 8px 40px rgba(0,0,0,.22)}' +
  '.fdc-head{display:flex;align-items:center;gap:4px;padding:10px 8px 10px 16px;background:var(--fdc-accent);color:var(--fdc-on-accent)}' +
  '.fdc-head h2{flex:1;margin:0;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.fdc-root button{font:inherit;cursor:pointer}' +
  '.fdc-head button{margin:0;padding:6px 8px;border:0;border-radius:8px;background:none;color:inherit;font-size:13px}' +
  '.fdc-head svg{display:block;stroke-width:2.2;stroke-linecap:round}' +
  '.fdc-head :focus-visible{outline-color:currentColor;outline-offset:-3px}' +
  '.fdc-head button:hover{background:color-mix(in srgb,currentColor 15%,transparent)}' +
  '.fdc-log{flex:1;overflow-y:auto;overscroll-behavior:contain;padding:16px;display:flex;flex-direction:column;gap:8px}' +
  '.fdc-msg{margin:0;max-width:85%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;background:#f1f3f5;align-self:flex-start}' +
  '.fdc-msg a{color:inherit}' +
  '.fdc-user{align-self:flex-end;background:var(--fdc-accent);color:var(--fdc-on-accent)}' +
  '.fdc-earlier{align-self:center;margin:0 0 4px;padding:4px 12px;border:1px solid #ced4da;border-radius:999px;background:#fff;color:#495057;font-size:13px}' +
  '.fdc-earlier:disabled{opacity:.6;cursor:default}' +
  // Notices of the thread (a person joined, the team is away, someone typing): nobody's words.
  '.fdc-note{align-self:center;max-width:90%;margin:0;font-size:12px;color:#5c636a;text-align:center}' +
  '.fdc-who{display:block;font-size:12px}' +
  // Under an answer: its sources, and 'Helpful' / 'Not helpful'.
  '.fdc-ans{display:flex;flex-direction:column;align-items:flex-start;gap:4px}' +
  '.fdc-src{max-width:85%;margin:0;padding-left:18px;font-size:12px;color:#5c636a}.fdc-src::before{content:attr(aria-label);display:block;margin-left:-18px;font-weight:600}' +
  '.fdc-rate{display:flex;gap:6px}[aria-pressed=true]{border-color:var(--fdc-accent)!important;background:color-mix(in srgb,var(--fdc-accent) 12%,#fff)!important}' +
  '.fdc-badge{position:absolute;top:-4px;right:-4px;min-width:20px;padding:0 5px;border-radius:10px;background:#c92a2a;color:#fff;font-size:12px;line-height:20px}' +
  '.fdc-box{align-self:stretch;min-width:0;margin:0;padding:10px;border:1px solid #dee2e6;border-radius:12px;font-size:14px}' +
  '.fdc-box legend{float:left;width:100%;margin-bottom:8px;padding:0}.fdc-box p{margin:0}.fdc-box div{clear:both;display:flex;gap:6px;padding-top:8px}' +
  '.fdc-box input{flex:1;width:100%;padding:6px 10px;border:1px solid #ced4da;border-radius:8px;font:inherit}' +
  '.fdc-box button{flex:1;padding:6px 8px;border:1px solid #ced4da;border-radius:8px;background:#fff}' +
  '.fdc-typing{display:flex;gap:4px;padding:14px 12px}' +
  '.fdc-typing i{width:6px;height:6px;border-radius:50%;background:#868e96;animation:fdc-blink 1s infinite alternate}' +
  '.fdc-typing i:nth-of-type(2){animation-delay:.2s}.fdc-typing i:nth-of-type(3){animation-delay:.4s}' +
  '@keyframes fdc-blink{to{opacity:.25}}' +
  '@media (prefers-reduced-motion:reduce){.fdc-typing i{animation:none}}' +
  '.fdc-error{display:flex;align-items:center;gap:8px;margin:0 12px 8px;padding:8px 12px;border-radius:10px;background:#fff0f0;color:#a61b1b;font-size:14px}' +
  '.fdc-error span{flex:1}' +
  '.fdc-error button{padding:4px 10px;border:1px solid currentColor;border-radius:8px;background:#fff;color:inherit}' +
  '.fdc-form{display:flex;gap:8px;padding:12px;border-top:1px solid #e9ecef}' +
  '.fdc-form textarea{flex:1;min-height:42px;max-height:120px;field-sizing:content;resize:none;margin:0;padding:9px 12px;border:1px solid #ced4da;border-radius:10px;font:inherit;color:inherit;background:#fff}' +
  '.fdc-send{padding:0 16px;border:0;border-radius:10px;font-weight:600;background:var(--fdc-accent);color:var(--fdc-on-accent)}' +
  '.fdc-send:disabled{opacity:.55;cursor:default}' +
  '.fdc-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  // Full screen on phones: below 480 px wide the panel takes the whole viewport.
  '@media (max-width:479.98px){.fdc-root .fdc-panel{inset:0;width:auto;height:auto;border-radius:0}}';

/** White text on a dark accent, near-black on a light one (for hex colors; others get white). */
export function textColorOn(color: string): string {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return '#fff';
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map(
    (i) => (Number.parseInt(full.slice(i, i + 2), 16) / 255) ** 2.2,
  );
  // 0.179 is the relative luminance at which black and white text contrast equally.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111' : '#fff';
}

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adds the styles once to the document or shadow root that holds `node`: as a constructed
 * stylesheet where the browser has them (a strict Content-Security-Policy allows those), else
 * as a <style> element.
 */
export function attachStyles(node: Node, css: string): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  if ('adoptedStyleSheets' in root) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    return;
  }
  // Older browsers: a <style> element in the document's head or in the shadow root.
  const parent: ParentNode = (root as Document).head ?? root;
  for (const style of parent.querySelectorAll('style[data-fdc]')) {
    if (style.textContent === css) return;
  }
  const style = document.createElement('style');
  style.dataset.fdc = '';
  style.textContent = css;
  parent.append(style);
}

/** The launcher's speech bubble (24 x 24), drawn by the loader and by the component. */
export const CHAT_ICON_PATH =
  'M5 3h14a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-6.5L7 22v-4H5a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z';
