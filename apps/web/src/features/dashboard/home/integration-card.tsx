import { ArrowRight, CodeXml, type LucideIcon, MessageSquareCode } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

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
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Integration</h2>
        </CardTitle>
        <CardDescription>Connect your AI operator to your product.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {integrationLinks.map(({ title, description, url, icon: Icon }) => (
            <li key={url}>
              <Link
                to={url}
                className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden />
                </span>
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
      </CardContent>
    </Card>
  );
}
