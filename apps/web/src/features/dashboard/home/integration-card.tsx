import { ArrowRight, CodeXml, type LucideIcon, MessageSquareCode } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { SectionCard } from '@/components/section-card';

interface IntegrationLink {
  title: string;
  description: string;
  url: string;
  icon: LucideIcon;
}

const integrationLinks: IntegrationLink[] = [
  {
    title: 'API Integration',
    description: 'Start and continue conversations from your own backend.',
    url: '/dashboard/api-docs',
    icon: CodeXml,
  },
  {
    title: 'React Chat',
    description: 'Drop the chat component into your website.',
    url: '/dashboard/component-docs',
    icon: MessageSquareCode,
  },
];

export function IntegrationCard() {
  return (
    <SectionCard title="Integration" description="Connect your AI operator to your product.">
      <ul className="grid gap-3">
        {integrationLinks.map(({ title, description, url, icon: Icon }) => (
          <li key={url}>
            <Link
              to={url}
              className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <IconTile icon={Icon} size="sm" className="shrink-0 rounded-md" />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium text-sm">{title}</span>
                <span className="text-muted-foreground text-xs">{description}</span>
              </span>
              <ArrowRight
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
