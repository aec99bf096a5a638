import { Bot, Send, Wrench } from 'lucide-react';
import { cn } from '@/lib/cn';

const conversation = [
  { from: 'customer', text: 'Hi! Do you have the Aero Run shoes in blue, size 42?' },
  {
    from: 'operator',
    text: 'Yes, the Aero Run in blue is in stock in size 42 at our Downtown store. Shall I reserve a pair for you?',
  },
  { from: 'customer', text: 'Yes please, I can pick them up after work.' },
  { from: 'tool', text: 'Checked inventory · Reserved item #4821' },
  {
    from: 'operator',
    text: 'Done! Your pair is reserved at Downtown until 7 pm today. The details are on their way to your inbox.',
  },
] as const;

/**
 * A static example conversation for the hero. It is real text (not a picture of text) so it
 * scales with the user's font size and reads out to screen readers as an example.
 */
export function ChatMockup() {
  return (
    <figure className="mx-auto w-full max-w-md lg:mr-0">
      <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-3 border-b bg-muted/60 px-4 py-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Bot className="size-5" aria-hidden="true" />
          </span>
          <div className="leading-tight">
            <p className="font-semibold text-sm">Ava · Store assistant</p>
            <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
              <span className="size-2 rounded-full bg-success" aria-hidden="true" />
              Online, replies instantly
            </p>
          </div>
        </div>
        <ol className="flex flex-col gap-3 p-4 text-sm">
          {conversation.map((message, index) =>
            message.from === 'tool' ? (
              <li
                key={index}
                className="flex items-center gap-2 self-center rounded-full border bg-background px-3 py-1 text-muted-foreground text-xs"
              >
                <Wrench className="size-3.5" aria-hidden="true" />
                <span>
                  <span className="sr-only">Tool call: </span>
                  {message.text}
                </span>
              </li>
            ) : (
              <li
                key={index}
                className={cn(
                  'max-w-[85%] rounded-2xl px-3.5 py-2.5',
                  message.from === 'customer'
                    ? 'self-end rounded-br-md bg-primary text-primary-foreground'
                    : 'self-start rounded-bl-md bg-muted text-foreground',
                )}
              >
                <span className="sr-only">
                  {message.from === 'customer' ? 'Customer: ' : 'Operator: '}
                </span>
                {message.text}
              </li>
            ),
          )}
        </ol>
        <div className="flex items-center gap-2 border-t px-4 py-3" aria-hidden="true">
          <span className="flex-1 rounded-full border bg-background px-4 py-2 text-muted-foreground text-sm">
            Type a message…
          </span>
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Send className="size-4" />
          </span>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-muted-foreground text-xs">
        An example conversation with a Frontdesk operator
      </figcaption>
    </figure>
  );
}
