import { CONTACT_EMAIL, type LegalDocument } from './types';

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  summary:
    'The one cookie and the few browser storage entries Frontdesk uses, what each is for and how long it stays.',
  sections: [
    {
      heading: 'The short version',
      paragraphs: [
        'Frontdesk uses no advertising cookies, no analytics cookies and no third-party trackers. What we store in your browser is strictly necessary to sign you in and to remember a layout choice, so it needs no consent banner; this page tells you exactly what it is.',
      ],
    },
    {
      heading: 'What we store',
      table: {
        caption: 'Cookies and browser storage used by Frontdesk',
        head: ['Name', 'Where', 'What it is for', 'How long'],
        rows: [
          [
            'sidebar:state',
            'Cookie',
            'Remembers whether you left the dashboard’s sidebar expanded or collapsed.',
            '7 days',
          ],
          [
            'accessToken',
            'Local storage and session storage',
            'Your sign-in token, which keeps you signed in between pages and visits.',
            'Until you sign out or the token expires',
          ],
          [
            'email',
            'Local storage and session storage',
            'Your e-mail address, used to fill in the sign-in form when your session has expired.',
            'Until you clear your browser’s site data',
          ],
          [
            'rememberMe',
            'Local storage and session storage',
            'Notes that you signed in on this browser.',
            'Until you sign out',
          ],
          [
            'justSignedUp',
            'Session storage',
            'Lets you open the account activation page straight after signing up.',
            'Until you activate your account or close the tab',
          ],
        ],
      },
      paragraphs: [
        'Local storage and session storage are kept by your browser on your device and are not sent to us with every request the way cookies are. Session storage disappears when you close the tab.',
      ],
    },
    {
      heading: 'Payment pages',
      paragraphs: [
        'When you pick a plan or manage your subscription, the card-payment provider’s pricing table, checkout and billing portal are served by that provider, which may set its own cookies to process payments and prevent fraud. Its own cookie policy applies to them.',
      ],
    },
    {
      heading: 'The chat component on your website',
      paragraphs: [
        'If you add the embeddable chat component to your website, it runs under your website’s own privacy and cookie notices: mention there that visitors’ messages are sent to Frontdesk to be answered.',
      ],
    },
    {
      heading: 'Managing them',
      paragraphs: [
        'You can delete the cookie and the storage entries at any time in your browser’s settings, usually under site data. Doing so signs you out and resets the sidebar; blocking them altogether means you cannot stay signed in to the dashboard.',
        `Questions about this policy: ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};
