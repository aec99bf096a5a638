import { CONTACT_EMAIL, type LegalDocument } from './types';

export const disclaimer: LegalDocument = {
  title: 'Disclaimer',
  summary:
    'What you can and cannot rely on in AI-written answers and in the figures on our website.',
  sections: [
    {
      heading: 'AI answers can be wrong',
      paragraphs: [
        'The operators built with Frontdesk write their answers automatically. They draw on the knowledge base and tools their business configured, but an answer can still be wrong, incomplete, out of date or phrased in a misleading way, and the operator can misunderstand a question.',
        'Treat an operator’s answer as a helpful first reply, not as a commitment. For anything important, such as prices, bookings, orders, deadlines or eligibility, check with the business itself.',
      ],
    },
    {
      heading: 'Not professional advice',
      paragraphs: [
        'Nothing an operator says is medical, veterinary, legal, financial or other professional advice, even when the business that runs it works in one of those fields. In an emergency, contact the emergency services or a qualified professional directly.',
      ],
    },
    {
      heading: 'For businesses using Frontdesk',
      items: [
        'Keep your knowledge base accurate and current; the operator is only as good as what it is taught.',
        'Tell your customers they are talking to an AI operator, and give them a way to reach a person.',
        'Review conversations regularly and correct the knowledge behind wrong answers.',
        'Configure tools carefully: an operator can call them in the middle of a conversation, and the actions they take are yours.',
      ],
    },
    {
      heading: 'Figures on our website',
      paragraphs: [
        'Figures such as 80% fewer support tickets, 95%+ accuracy, deployment in under 5 minutes or 99.9% uptime describe typical results and our targets. They are not guaranteed: your results depend on your business, your knowledge base and your customers’ questions.',
      ],
    },
    {
      heading: 'General information',
      paragraphs: [
        'The content of this website is for general information. We work to keep it correct but make no promise that it is complete or current, and we may change it without notice. Links to other websites are provided for convenience; we are not responsible for their content.',
        `If you find an error, tell us at ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};
