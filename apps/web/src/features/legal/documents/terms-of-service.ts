import { CONTACT_EMAIL, type LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary: 'The agreement between Frontdesk and the businesses and people who use it.',
  sections: [
    {
      heading: 'Agreement',
      paragraphs: [
        'By creating an account or using Frontdesk you accept these terms on behalf of yourself and of the organization you use it for. If you do not accept them, do not use the service.',
      ],
    },
    {
      heading: 'The service',
      paragraphs: [
        'Frontdesk lets you build AI operators that answer your customers: you configure the operator, give it a knowledge base, connect tools it may call, review its conversations, and put it on your website with the chat component or the conversation API. Features marked Coming Soon are not part of the service until they are released.',
      ],
    },
    {
      heading: 'Your account',
      items: [
        'Give accurate information and keep it up to date. New accounts are activated with a code sent by e-mail.',
        'Keep your password to yourself; you are responsible for what happens under your account.',
        'Each organization’s owner decides who belongs to it and is responsible for their use of it.',
        'Tell us at once if you suspect someone has accessed your account without permission.',
      ],
    },
    {
      heading: 'Plans, trials and payment',
      items: [
        'Plans are billed monthly in advance: Starter $29, Professional $99 and Enterprise $499 per month, plus any tax that applies.',
        'Selected plans start with a 14-day free trial. If you do not cancel before it ends, the subscription starts and is billed.',
        'There are no setup fees. You can cancel anytime; access continues until the end of the period already paid, and paid periods are not refunded except where the law requires.',
        'Each plan has quotas, such as conversation prompts, knowledge contents and tools. When a quota is reached, the related action stops until the next period or an upgrade.',
        'We may change prices with at least 30 days’ notice; the change applies from your next billing period.',
      ],
    },
    {
      heading: 'Acceptable use',
      intro: 'You agree not to use Frontdesk to:',
      items: [
        'break the law, or deceive, harass or harm anyone, including by hiding from people that they are talking to an AI when the law requires you to tell them;',
        'send spam or collect people’s personal data without a lawful basis;',
        'teach the operator, or make it say, content that infringes others’ rights or is unlawful;',
        'point tools at systems you are not allowed to call, or use them to attack any system;',
        'probe, overload or work around the limits and security of the service, or access other organizations’ data.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'You keep all rights to the knowledge, configuration and conversations you bring to Frontdesk. You give us the permission we need to store and process them to run the service for you, and nothing more. You are responsible for having the right to use that content and for how your operator uses it with your customers.',
      ],
    },
    {
      heading: 'AI answers',
      paragraphs: [
        'Your operator writes its answers automatically from your knowledge base and tools. Answers can be wrong or incomplete; see the Disclaimer. You remain responsible for the information your operator gives your customers and for offering them a way to reach a person.',
      ],
    },
    {
      heading: 'API keys, tools and the chat component',
      paragraphs: [
        'Public API keys are meant to be used in your frontends and can be seen by anyone who visits them; delete and replace a key if it is misused. Tools call endpoints that you choose and run under your responsibility: we send the requests you configure and pass the answers to the operator.',
      ],
    },
    {
      heading: 'Availability',
      paragraphs: [
        'We aim for 99.9% uptime and announce planned maintenance in advance when we can, but we do not promise that the service will never be interrupted. We may change or improve features; we will not remove a paid feature you rely on without reasonable notice.',
      ],
    },
    {
      heading: 'Ending the agreement',
      paragraphs: [
        'You can stop using Frontdesk and close your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, after a warning unless the breach is urgent. After closure you can ask us for an export of your data within 30 days; after that it is deleted as described in the Privacy Policy.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The service is provided as it is. To the extent the law allows, we are not liable for indirect or consequential losses, lost profits or lost data, and our total liability in any 12 months is limited to the fees you paid us in that period. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms. We will tell account owners about significant changes at least 30 days before they apply; using the service after that means you accept them.',
        `Questions about these terms: ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};
