// This module has no zod import on purpose: the landing page's pricing section imports it.

export const featureKeys = [
  'contents',
  'contents.add',
  'tools',
  'tools.add',
  'conversation.prompt',
  'tools.invocation',
  /** Pages (and files) a plan's website and file sources may hold in all. */
  'knowledge.pages',
] as const;

/** Free trial length on trial-flagged plans (spec section 9). */
export const TRIAL_DAYS = 14;

export interface Plan {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  price: number;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  premium: boolean;
  trial: boolean;
  /** Quota per feature key; a missing key means the plan lacks the feature. */
  limits: Partial<Record<(typeof featureKeys)[number], number>>;
}

export const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 29,
    period: 'month',
    description: 'For small businesses taking their first step into AI customer service.',
    features: ['1k conversation prompts', '3 knowledge contents'],
    popular: false,
    premium: false,
    trial: true,
    limits: {
      contents: 3,
      'contents.add': 3,
      'conversation.prompt': 1000,
      'knowledge.pages': 50,
    },
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 99,
    period: 'month',
    description: 'For growing teams that want their operator to act, not only answer.',
    features: [
      '10k conversation prompts',
      '25 knowledge contents',
      '10 tools',
      '10k tools invocation',
      'Priority support',
    ],
    popular: true,
    premium: false,
    trial: true,
    limits: {
      contents: 25,
      'contents.add': 25,
      tools: 10,
      'tools.add': 10,
      'conversation.prompt': 10_000,
      'tools.invocation': 10_000,
      'knowledge.pages': 500,
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 499,
    period: 'month',
    description: 'For organizations running customer service at scale.',
    features: [
      '100k conversation prompts',
      '100 knowledge contents',
      '50 tools',
      '100k tools invocation',
      'Priority support',
    ],
    popular: false,
    premium: true,
    trial: false,
    limits: {
      contents: 100,
      'contents.add': 100,
      tools: 50,
      'tools.add': 50,
      'conversation.prompt': 100_000,
      'tools.invocation': 100_000,
      'knowledge.pages': 5_000,
    },
  },
];
