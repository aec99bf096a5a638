import { can, type DashboardSuggestions, type Permission } from '@frontdesk/contracts';
import {
  ArrowRight,
  BookOpen,
  Bot,
  KeyRound,
  type LucideIcon,
  MessageCircle,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { useRole } from '@/hooks/use-can';

interface SetupStep {
  flag: keyof DashboardSuggestions;
  title: string;
  description: string;
  url: string;
  icon: LucideIcon;
  /** Taking the step is a change there: a role without it is not asked to. */
  permission: Permission;
}

// In the order a new organization would best take them.
const setupSteps: SetupStep[] = [
  {
    flag: 'agentConfiguration',
    title: 'Configure your AI operator',
    description: 'Give it a name, a role and instructions so it answers the way your team would.',
    url: '/dashboard/configuration',
    icon: Bot,
    permission: 'configuration.write',
  },
  {
    flag: 'contents',
    title: 'Add knowledge',
    description:
      'Your operator answers from your knowledge base. Add the facts customers ask about.',
    url: '/dashboard/knowledge',
    icon: BookOpen,
    permission: 'knowledge.write',
  },
  {
    flag: 'apiKeys',
    title: 'Create an API key',
    description: 'A public key lets your website or app talk to your operator.',
    url: '/dashboard/api-keys',
    icon: KeyRound,
    permission: 'apiKeys.write',
  },
  {
    flag: 'tools',
    title: 'Connect a tool',
    description: 'Let your operator fetch live data or trigger workflows in your own systems.',
    url: '/dashboard/tools',
    icon: Wrench,
    permission: 'tools.write',
  },
  {
    flag: 'whatsapp',
    title: 'Connect WhatsApp',
    description: 'Answer customers in the messaging app they already use.',
    url: '/dashboard/whatsapp',
    icon: MessageCircle,
    permission: 'configuration.write',
  },
];

/** One banner per setup step the server still flags; nothing at all while it has not answered. */
export function SetupBanners({ suggestions }: { suggestions: DashboardSuggestions | undefined }) {
  const role = useRole();
  const open = setupSteps.filter(
    (step) => suggestions?.[step.flag] === true && can(role, step.permission),
  );
  if (open.length === 0) return null;

  return (
    <section aria-labelledby="setup-heading" className="space-y-3">
      <h2 id="setup-heading" className="font-medium text-muted-foreground text-sm">
        Finish setting up
      </h2>
      <ul className="grid gap-2 xl:grid-cols-2">
        {open.map(({ flag, title, description, url, icon: Icon }) => (
          <li
            key={flag}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-primary/20 bg-accent/60 px-4 py-3"
          >
            <IconTile icon={Icon} size="sm" className="shrink-0 rounded-md" />
            <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
              <h3 id={`setup-${flag}`} className="font-medium text-sm">
                {title}
              </h3>
              <p className="text-muted-foreground text-xs">{description}</p>
            </div>
            <Button asChild size="sm" variant="outline" className="ml-auto shrink-0">
              <Link to={url} aria-describedby={`setup-${flag}`}>
                Setup
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
