import { type InboxView, inboxViews } from '@frontdesk/contracts';
import { MessagesSquare, Settings2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/hooks/use-can';
import { useInboxList } from './api/inbox-queries';
import { InboxList } from './components/inbox-list';
import { InboxThread } from './components/inbox-thread';
import { NotificationSettings } from './components/notification-settings';
import { useWideLayout } from './use-wide-layout';

const tabLabels: Record<InboxView, string> = { waiting: 'Waiting', mine: 'Mine', all: 'All' };

function readView(value: string | null): InboxView {
  return (inboxViews as readonly string[]).includes(value ?? '') ? (value as InboxView) : 'waiting';
}

/**
 * The live inbox: customers who asked for a person and the conversations the team has. The tab
 * and the open conversation live in the address, so a link (or a notification) can open one. At
 * 1024 px and wider the list and the thread stand side by side; below, the thread takes the
 * list's place with a way back.
 */
export function InboxPage() {
  const isWide = useWideLayout();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams.get('view'));
  const selectedId = searchParams.get('id');
  const counts = useInboxList(view).data?.counts;
  const mayConfigure = useCan('configuration.read');

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const list = (
    <Tabs
      value={view}
      onValueChange={(next) => update({ view: next })}
      className="flex h-full min-h-0 flex-col gap-0"
    >
      <div className="border-b p-2">
        <TabsList className="w-full">
          {inboxViews.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tabLabels[tab]}
              {counts && (
                <span
                  aria-hidden
                  className="rounded-full bg-muted-foreground/15 px-1.5 text-[11px] tabular-nums"
                >
                  {counts[tab]}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {inboxViews.map((tab) => (
        <TabsContent key={tab} value={tab} className="min-h-0 overflow-y-auto">
          <InboxList view={tab} selectedId={selectedId} onSelect={(id) => update({ id })} />
        </TabsContent>
      ))}
    </Tabs>
  );

  const thread = selectedId ? (
    <InboxThread
      key={selectedId}
      conversationId={selectedId}
      onBack={isWide ? undefined : () => update({ id: null })}
    />
  ) : (
    <div className="flex h-full min-h-60 flex-col items-center justify-center gap-3 p-6 text-center">
      <MessagesSquare className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-muted-foreground text-sm">Select a conversation to answer it.</p>
    </div>
  );

  // On a narrow screen an open conversation is a view of its own, as tall as the screen allows.
  if (!isWide && selectedId) {
    return (
      <div className="flex h-[calc(100svh-5.5rem)] flex-col overflow-hidden rounded-xl border bg-card">
        {thread}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 lg:h-[calc(100svh-6.5rem)]">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title="Inbox"
          description="Customers who asked for a person, and the conversations your team has taken over."
        />
        {mayConfigure && (
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/configuration/handoff">
              <Settings2 aria-hidden />
              Handoff settings
            </Link>
          </Button>
        )}
      </div>
      <NotificationSettings />
      {isWide ? (
        <div className="grid min-h-0 flex-1 grid-cols-[22rem_minmax(0,1fr)] overflow-hidden rounded-xl border bg-card">
          <div className="min-h-0 border-r">{list}</div>
          <div className="min-h-0">{thread}</div>
        </div>
      ) : (
        <div className="overflow-hidden rounded-xl border bg-card">{list}</div>
      )}
    </div>
  );
}
