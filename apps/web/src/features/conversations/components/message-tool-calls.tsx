import type { MessageToolCall, ToolInvocationStatus } from '@frontdesk/contracts';
import { Wrench } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { MessageDisclosure } from './message-disclosure';

const statusLabels: Record<ToolInvocationStatus, string> = {
  ok: 'OK',
  error: 'Error',
  invalid_arguments: 'Invalid arguments',
  blocked: 'Blocked',
  timeout: 'Timed out',
};

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The tools the operator called while writing an answer, folded away until asked for. */
export function MessageToolCalls({ toolCalls }: { toolCalls: MessageToolCall[] }) {
  const label = toolCalls.length === 1 ? '1 tool call' : `${toolCalls.length} tool calls`;
  return (
    <MessageDisclosure icon={Wrench} label={label} listLabel="Tool calls">
      {toolCalls.map((call, index) => (
        <li
          // Calls have no id and the same tool may run twice in one answer; the list never reorders.
          key={`${call.name}-${index}`}
          className="grid gap-1.5 rounded-md border border-dashed bg-background px-3 py-2 text-xs"
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-all font-medium font-mono text-foreground">{call.name}</span>
            <Badge
              variant={call.status === 'ok' ? 'secondary' : 'outline'}
              className={cn(call.status !== 'ok' && 'border-destructive/40 text-destructive')}
            >
              {statusLabels[call.status]}
            </Badge>
            <span className="ml-auto text-muted-foreground tabular-nums">
              {formatDuration(call.durationMs)}
            </span>
          </div>
          <code className="whitespace-pre-wrap break-all font-mono text-muted-foreground">
            {JSON.stringify(call.arguments)}
          </code>
        </li>
      ))}
    </MessageDisclosure>
  );
}
