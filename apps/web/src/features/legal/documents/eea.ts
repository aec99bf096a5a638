import { CONTACT_EMAIL, type LegalDocument } from './types';

export const eea: LegalDocument = {
  title: 'EEA Privacy Rights',
  summary:
    'Your rights under the General Data Protection Regulation (GDPR) if you are in the European Economic Area, the United Kingdom or Switzerland.',
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        'For your Frontdesk account, your organizations and your use of our website, Frontdesk is the controller of your personal data.',
        'For the conversations a business’s operator has with its customers, and for the knowledge that business adds, the business is the controller and Frontdesk processes the data on its behalf. If you chatted with an operator on a business’s website, contact that business first; if you write to us instead, we will pass your request on.',
      ],
    },
    {
      heading: 'Why we may use your data',
      items: [
        'To perform our contract with you: your account, your organizations, your operator and your subscription.',
        'Our legitimate interests: keeping the service secure, preventing abuse and improving how the service works, balanced against your rights.',
        'Legal obligations: for example keeping billing records for tax law.',
        'Your consent, where we ask for it; you can withdraw it at any time without affecting what was done before.',
      ],
    },
    {
      heading: 'Your rights',
      items: [
        'Access: ask for a copy of the personal data we hold about you.',
        'Rectification: correct inaccurate data; you can change your name and phone number yourself on your profile page.',
        'Erasure: ask us to delete your data; you can delete conversations, knowledge, tools and API keys yourself in the dashboard.',
        'Restriction: ask us to hold your data without using it while a question about it is settled.',
        'Portability: receive the data you gave us in a structured, machine-readable format.',
        'Objection: object to processing based on our legitimate interests.',
        'No decisions with legal effect about you are made by automated means alone.',
      ],
    },
    {
      heading: 'How to use them',
      paragraphs: [
        `Write to ${CONTACT_EMAIL} from the e-mail address of your account, or tell us how to confirm it is you. We answer within one month; if a request is complex we may take two more months and will tell you why. Using your rights is free.`,
      ],
    },
    {
      heading: 'Transfers outside the EEA',
      paragraphs: [
        'Some of our service providers may process data outside the EEA. When they do, we rely on an adequacy decision of the European Commission or on the Standard Contractual Clauses, with additional safeguards where needed.',
      ],
    },
    {
      heading: 'Businesses using Frontdesk',
      paragraphs: [
        'Frontdesk customers in the EEA can ask us for a data processing agreement covering their customers’ conversations, including the list of our sub-processors.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'If you think we have not handled your data properly, please tell us first so we can put it right. You also have the right to complain to the data protection authority of the country where you live or work, or where you believe the problem happened.',
      ],
    },
  ],
};
