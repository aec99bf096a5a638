/**
 * The five legal pages in the order the site lists them: linked from the landing page's footer
 * and from each legal page to the others.
 */
export const legalPages = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/eea', label: 'EEA' },
] as const;
