import { CONTACT_EMAIL, type LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'What Frontdesk collects when you use our website and dashboard, why, how long we keep it, and the choices you have.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Frontdesk ("we", "us") runs a platform on which businesses build AI operators that answer their customers’ questions. This policy covers our website, the dashboard, the conversation API and the embeddable chat component.',
        `For anything about your data, write to ${CONTACT_EMAIL}.`,
      ],
    },
    {
      heading: 'What we keep',
      items: [
        'Your account: your name, e-mail address and, if you add it, your phone number. Your password is stored only as a salted one-way hash; nobody at Frontdesk can read it.',
        'Your organizations: their name, description, industry and, if you fill them in, address, website, phone number and e-mail, plus who belongs to which organization.',
        'Your operator: its name, description, roles, instructions, interaction style and temperature, and the knowledge base texts you add.',
        'Conversations: the messages exchanged between your customers and your operator, with their times, and which knowledge passages and tools the operator used for each answer.',
        'API keys: the public keys you create, with their name and description.',
        'Tools: the endpoints, methods and payload descriptions you configure, and their credentials (bearer tokens, passwords, API keys). Credentials are encrypted at rest and decrypted only at the moment the operator calls the tool; they are never shown to the language model or displayed back in full.',
        'Billing: your plan, subscription status, trial dates and usage counts. Card details go straight to our payment provider; we never see or store them.',
        'Contact form: the name, e-mail address and message you send us.',
        'Technical data: the IP address of each request, used for rate limiting and security logs, and your browser’s time zone, sent with each request so dates are shown in your local time.',
      ],
    },
    {
      heading: 'Why we use it',
      items: [
        'To provide the service: signing you in, running your operator, answering your customers and showing you your dashboard.',
        'To send the e-mails the service needs, such as activation codes and password-reset links.',
        'To bill your subscription and enforce the quotas of your plan.',
        'To keep the service secure: detecting abuse, limiting repeated requests and investigating incidents.',
        'To answer you when you contact us.',
      ],
      paragraphs: [
        'We do not sell personal data, we do not show advertising, and we do not use your knowledge base or conversations to train AI models.',
      ],
    },
    {
      heading: 'Your customers’ conversations',
      paragraphs: [
        'When your operator talks to your customers, you decide what it is used for and what it is taught; for that data you are the controller and we process it on your behalf, following your instructions. Tell your customers, for example in your own privacy notice, that an AI operator answers their messages.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Only with the service providers we need to run Frontdesk, bound by contracts that protect your data: our hosting provider, our e-mail delivery provider, our payment provider and, where a language-model provider is configured for the service, that provider, which receives the messages and knowledge passages needed to write an answer. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        'Account and organization data: for as long as your account exists, then deleted within 30 days of closing it.',
        'Conversations, knowledge and tools: until you delete them or close your account. A deleted conversation is removed permanently; archiving only hides it from the default list.',
        'Contact messages: up to 24 months, so that we can follow up.',
        'Security logs: up to 90 days.',
        'Billing records: as long as tax and accounting law requires.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Traffic is encrypted in transit. Each organization’s data is kept apart from every other organization’s, and every request is checked against the organization it belongs to. Passwords are hashed, tool credentials are encrypted, sign-in tokens expire, and access to production systems is limited to the people who need it.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can correct your name and phone number on your profile page, and delete conversations, knowledge, tools and API keys from the dashboard at any time. To get a copy of your data or to close your account, write to us. If you are in the European Economic Area, the United Kingdom or Switzerland, the EEA page lists your rights under the GDPR.',
        'Frontdesk is a service for businesses and is not meant for children under 16.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of the page, and for significant changes we tell account owners by e-mail before they take effect.',
      ],
    },
  ],
};
