import type { ListedApiKey } from '@frontdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { queryKeys, refreshAfterChange } from '@/lib/query-keys';

// The widget loads only once the preview is shown: the docs page's own chunk stays light.
const FrontdeskChat = lazy(() =>
  import('@frontdesk/react-chat').then((module) => ({ default: module.FrontdeskChat })),
);

interface LivePreviewProps {
  /** The chosen key; none when the organization has no key yet. */
  apiKey: ListedApiKey | undefined;
  organizationId: string;
  /** Visitors must be verified: the preview's anonymous visitor is refused. */
  requiresVerifiedVisitors: boolean;
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function Note({ children }: { children: ReactNode }) {
  return (
    <Alert role="note" className="border-orange-300 bg-orange-50">
      <Info aria-hidden />
      <AlertDescription className="text-foreground">
        <p>{children}</p>
      </AlertDescription>
    </Alert>
  );
}

/** The widget itself, in this page's corner, talking to the organization's operator. */
export function LivePreview({
  apiKey,
  organizationId,
  requiresVerifiedVisitors,
}: LivePreviewProps) {
  const queryClient = useQueryClient();
  if (!apiKey) {
    return (
      <p className="text-muted-foreground text-sm">
        The preview needs a public API key.{' '}
        <Link to="/dashboard/api-keys" className={linkClass}>
          Create one on the API Keys page
        </Link>{' '}
        and come back.
      </p>
    );
  }
  const origin = window.location.origin;
  const refusesThisSite =
    apiKey.allowedOrigins.length > 0 && !apiKey.allowedOrigins.includes(origin);

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        The chat button in the bottom-right corner of this page is the widget, running with the key{' '}
        <span className="font-medium text-foreground">{apiKey.name}</span>. Ask it a question: your
        operator answers, and the conversation shows up under{' '}
        <Link to="/dashboard/conversations" className={linkClass}>
          Conversations
        </Link>{' '}
        like any other.
      </p>
      {refusesThisSite && (
        <Note>
          This key only allows {apiKey.allowedOrigins.join(', ')}, so the preview on {origin} is
          refused. Choose a key without origin limits, or create one that allows {origin} on the{' '}
          <Link to="/dashboard/api-keys" className={linkClass}>
            API Keys
          </Link>{' '}
          page.
        </Note>
      )}
      {requiresVerifiedVisitors && (
        <Note>
          Verified visitors are required, so the preview, an anonymous visitor, is refused. Turn off
          'Require verified visitors' above to try it here.
        </Note>
      )}
      <Suspense fallback={null}>
        <FrontdeskChat
          // A new key starts the widget afresh, with that key's conversation.
          key={apiKey.id}
          apiKey={apiKey.key}
          organizationId={organizationId}
          baseUrl={origin}
          defaultOpen={false}
          onMessage={() =>
            refreshAfterChange(queryClient, organizationId, queryKeys.conversations(organizationId))
          }
        />
      </Suspense>
    </div>
  );
}
