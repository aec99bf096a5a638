import type { MessageToolCall, ToolInvocationStatus } from '@frontdesk/contracts';
import { ChevronDown, Wrench } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/cn';

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
    <Collapsible className="w-full max-w-[85%] sm:max-w-[75%]">
      <CollapsibleTrigger className="group flex items-center gap-1.5 rounded-md px-1 py-0.5 text-muted-foreground text-xs outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <Wrench className="size-3.5" aria-hidden />
        {label}
        <ChevronDown
          className="size-3.5 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ol aria-label="Tool calls" className="mt-1.5 grid gap-1.5">
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
        </ol>
      </CollapsibleContent>
    </Collapsible>
  );
}
