import {
  BookOpen,
  Building2,
  Car,
  Clock,
  Code2,
  GraduationCap,
  HeartPulse,
  Home,
  KeyRound,
  LineChart,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  Presentation,
  Rocket,
  Settings2,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Target,
  TrendingDown,
  UserPlus,
  Wrench,
  Zap,
} from 'lucide-react';

/**
 * The landing page's copy. The claims and industries are the product spec's (section 1); keep
 * them word for word when editing.
 */
export interface Benefit {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface Showcase extends Benefit {
  /** Our own illustration under /images, served with the app. */
  image: string;
  imageAlt: string;
}

export interface FeatureCard extends Benefit {
  comingSoon?: boolean;
}

export const heroStats: Benefit[] = [
  { icon: Zap, title: 'Instant responses', description: 'Answers in seconds, not hours' },
  { icon: Clock, title: '24/7 availability', description: 'Nights, weekends and holidays' },
  { icon: Code2, title: 'Easy integration', description: 'One component or one API call' },
];

export const steps: Benefit[] = [
  {
    icon: UserPlus,
    title: 'Create your account',
    description:
      'Sign up, create your organization and start a 14-day free trial on selected plans. No setup fees.',
  },
  {
    icon: Settings2,
    title: 'Configure your agent',
    description:
      'Give your operator a name, roles, instructions and an interaction style, then teach it with your knowledge base.',
  },
  {
    icon: Rocket,
    title: 'Integrate and deploy',
    description:
      'Add the chat component to your website or call the REST API with a public API key. Deploy in under 5 minutes.',
  },
];

export const benefits: Benefit[] = [
  {
    icon: Clock,
    title: '24/7 availability',
    description:
      'Your operator answers at 3 a.m. on a holiday just as well as at noon on a Monday.',
  },
  {
    icon: TrendingDown,
    title: 'Reduce support tickets by 80%',
    description:
      'Routine questions are answered on the spot, so your team only handles what needs a human.',
  },
  {
    icon: Target,
    title: '95%+ accuracy',
    description: 'Answers come from your own knowledge base, with the passages they rely on.',
  },
  {
    icon: Rocket,
    title: 'Deploy in under 5 minutes',
    description: 'One component on your site or one API call. No engineering project needed.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure and compliant',
    description:
      'Each organization’s data is kept apart, tool credentials are encrypted at rest, GDPR rights are honoured.',
  },
  {
    icon: Building2,
    title: 'Many businesses, one dashboard',
    description: 'Run several organizations or clients from one place, each with its own data.',
  },
];

export const stats = [
  { value: '10k+', label: 'Active users' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
  { value: '95%', label: 'Customer satisfaction' },
] as const;

export const showcases: Showcase[] = [
  {
    icon: BookOpen,
    title: 'Answers from your own knowledge',
    description:
      'Add snippets about your products, policies and prices. For every question the operator finds the right ones and answers from them.',
    image: '/images/why-knowledge.svg',
    imageAlt: 'Knowledge base entries feeding an answer in a chat window',
  },
  {
    icon: Wrench,
    title: 'Takes action with your tools',
    description:
      'Connect your own HTTP endpoints so the operator can check an order, book a slot or start a workflow in the middle of a chat.',
    image: '/images/why-tools.svg',
    imageAlt: 'A chat message triggering a call to an order-status endpoint',
  },
  {
    icon: Building2,
    title: 'One dashboard for every client',
    description:
      'Switch between organizations in one click. Knowledge, conversations and keys never mix.',
    image: '/images/why-organizations.svg',
    imageAlt: 'Three organization cards, each with its own operator',
  },
  {
    icon: MessagesSquare,
    title: 'Learns from every conversation',
    description:
      'Review, archive or delete conversations and see which questions your customers ask most.',
    image: '/images/why-conversations.svg',
    imageAlt: 'A list of conversations beside an open transcript',
  },
];

export const slides: Showcase[] = [
  {
    icon: MessageCircle,
    title: 'AI Conversations',
    description:
      'Natural, on-brand conversations in the interaction style you choose, from professional to casual.',
    image: '/images/ai-conversations.svg',
    imageAlt: 'A customer and the AI operator chatting about an order',
  },
  {
    icon: Zap,
    title: 'Fast Integration',
    description:
      'Embed the React Chat component or call the REST API with a public key, and your site answers customers within minutes.',
    image: '/images/fast-integration.svg',
    imageAlt: 'A short code snippet next to the chat widget it renders',
  },
  {
    icon: Wrench,
    title: 'Tools Integration',
    description:
      'Connect your endpoints with bearer, basic or API-key authentication and let the operator fetch live data.',
    image: '/images/tools-integration.svg',
    imageAlt: 'A tool definition with its endpoint, method and authentication',
  },
  {
    icon: LineChart,
    title: 'Actionable Analytics',
    description:
      'Conversations, prompts and setup suggestions at a glance, so you know exactly what to improve next.',
    image: '/images/actionable-analytics.svg',
    imageAlt: 'Dashboard cards with conversation counts and setup suggestions',
  },
  {
    icon: Sparkles,
    title: 'Advanced Analytics',
    description:
      'Follow usage against your plan’s quotas and filter conversations by date, status and search.',
    image: '/images/advanced-analytics.svg',
    imageAlt: 'Usage bars per feature and a conversations chart over thirty days',
  },
];

export const features: FeatureCard[] = [
  {
    icon: BookOpen,
    title: 'Knowledge Base',
    description: 'Text snippets your operator retrieves to give grounded, accurate answers.',
  },
  {
    icon: Wrench,
    title: 'Tools',
    description: 'Configurable HTTP calls to fetch live data or trigger your workflows.',
  },
  {
    icon: Settings2,
    title: 'Operator Configuration',
    description: 'Name, description, roles, instructions, interaction style and temperature.',
  },
  {
    icon: MessagesSquare,
    title: 'Conversation Review',
    description: 'Read every conversation, then archive or delete it.',
  },
  {
    icon: LineChart,
    title: 'Analytics & Suggestions',
    description: 'Activity at a glance and suggestions for what to set up next.',
  },
  {
    icon: Building2,
    title: 'Multiple Organizations',
    description: 'Several organizations or clients in one dashboard, with their data isolated.',
  },
  {
    icon: KeyRound,
    title: 'API Keys & REST API',
    description: 'Public keys for your frontends and a documented conversation API.',
  },
  {
    icon: Code2,
    title: 'React Chat',
    description: 'An embeddable chat component for your website, ready in minutes.',
  },
  {
    icon: MessageCircle,
    title: 'WhatsApp Business',
    description: 'Let customers reach your operator on their favourite messaging app.',
    comingSoon: true,
  },
];

/** The target industries of the spec's section 1. */
export const businessModels: Benefit[] = [
  {
    icon: ShoppingCart,
    title: 'Sales & E-commerce',
    description: 'Product questions, stock, orders and returns answered while the cart is open.',
  },
  {
    icon: GraduationCap,
    title: 'Education',
    description: 'Courses, schedules, fees and enrolment for students and parents.',
  },
  {
    icon: Home,
    title: 'Real Estate',
    description: 'Listings, viewings and qualifying leads at any hour.',
  },
  {
    icon: Car,
    title: 'Car Dealerships',
    description: 'Models, availability, test drives and service appointments.',
  },
  {
    icon: Presentation,
    title: 'Coaching & Consulting',
    description: 'Programmes, pricing and booking discovery calls.',
  },
  {
    icon: HeartPulse,
    title: 'Healthcare & Veterinary',
    description: 'Opening hours, services and appointment requests for patients and pet owners.',
  },
  {
    icon: Sparkles,
    title: 'Any Other Business',
    description:
      'If your customers ask questions, your operator can answer them: teach it your business and go.',
  },
];
