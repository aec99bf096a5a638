import { API_BASE } from '@frontdesk/contracts/paths';
import { Link } from 'react-router';
import { CodeSample } from '@/components/code-sample';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';

/** The product's API host is the host that serves this dashboard. */
function apiBaseUrl(): string {
  return `${window.location.origin}${API_BASE}`;
}

const RESPONSE_EXAMPLE = `{
  "conversationId": "3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a15",
  "messages": [
    { "role": "user", "content": "Are you open on Saturday?", "timestamp": 1732262400000 },
    { "role": "assistant", "content": "Yes, we are open on Saturdays from 9am to 1pm.", "timestamp": 1732262400850 }
  ],
  "messagesCount": 2,
  "hasMore": false,
  "created_at": "2024-11-22T08:00:00.000Z",
  "updated_at": "2024-11-22T08:00:00.850Z"
}`;

/** How a business's own frontend talks to its operator through the public conversation API. */
export function ApiDocsPage() {
  const base = apiBaseUrl();
  const createSample = `curl -X POST ${base}/conversations \\
  -H "Authorization: YOUR_PUBLIC_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"message": "Are you open on Saturday?"}'`;
  const continueSample = `curl -X POST ${base}/conversations \\
  -H "Authorization: YOUR_PUBLIC_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"conversationId": "3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a15", "message": "And on Sunday?"}'`;
  const fetchSample = `const response = await fetch('${base}/conversations', {
  method: 'POST',
  headers: { Authorization: 'YOUR_PUBLIC_API_KEY', 'Content-Type': 'application/json' },
  body: JSON.stringify({ message: 'Are you open on Saturday?' }),
});
const { conversationId, messages } = await response.json();`;

  return (
    // minmax(0, 1fr): wide code samples scroll inside their card instead of widening the page.
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="API Integration"
        description="Let your customers talk to your AI operator from your own website or app."
      />

      <SectionCard
        title="Prerequisites"
        description={
          <>
            You need a public API key. Create one on the{' '}
            <Link
              to="/dashboard/api-keys"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              API Keys
            </Link>{' '}
            page. Public keys are meant for frontends: limit them to your site's origins there.
          </>
        }
      />

      <SectionCard title="Getting Started" description="Every call goes to this base URL.">
        <CodeSample label="base URL" code={base} />
      </SectionCard>

      <SectionCard
        title="Create a New Conversation"
        description={
          <>
            <code className="font-mono">POST /conversations</code> with a message starts a
            conversation and answers it. Keep the <code className="font-mono">conversationId</code>{' '}
            to continue.
          </>
        }
        contentClassName="grid gap-4"
      >
        <CodeSample label="create request" code={createSample} />
        <CodeSample label="JavaScript example" code={fetchSample} />
        <p className="text-muted-foreground text-sm">
          The answer is HTTP 200 with the conversation's latest 50 messages (
          <code className="font-mono">hasMore</code> says whether older ones exist); timestamps are
          in milliseconds:
        </p>
        <CodeSample label="response example" code={RESPONSE_EXAMPLE} />
      </SectionCard>

      <SectionCard
        title="Continue an Existing Conversation"
        description={
          <>
            Send the <code className="font-mono">conversationId</code> with the next message. Add{' '}
            <code className="font-mono">Accept: text/event-stream</code> to receive the answer as it
            is written (server-sent events).
          </>
        }
      >
        <CodeSample label="continue request" code={continueSample} />
      </SectionCard>

      <SectionCard
        title="Authentication"
        description={
          <>
            Send the public API key in the <code className="font-mono">Authorization</code> header,
            as it is or as <code className="font-mono">Bearer &lt;key&gt;</code>. A missing or
            deleted key answers 401, a message that is empty or too long 400, an unknown
            conversation 404, and too many requests 429 with a{' '}
            <code className="font-mono">Retry-After</code> header. A conversation holds up to 200
            messages; then it answers 409 with the code{' '}
            <code className="font-mono">conversation_full</code>: start a new one.
          </>
        }
      />
    </div>
  );
}
