/** The header's in-page anchors, in the order of the sections they point to. */
export const sectionLinks = [
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#why-us', label: 'Why Us' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
] as const;

/**
 * Brings a section into view the way following its anchor would, updating the address. Used
 * where a plain anchor cannot do the job, e.g. from the drawer, which must close first.
 */
export function goToSection(hash: string) {
  if (window.location.hash === hash) {
    document.getElementById(hash.slice(1))?.scrollIntoView();
  } else {
    window.location.hash = hash;
  }
}
