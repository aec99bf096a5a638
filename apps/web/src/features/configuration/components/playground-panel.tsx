import { MESSAGE_MAX_LENGTH, publicConversationRequestSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/error-alert';
import { FieldShell } from '@/components/field-shell';
import { RequirePermission } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormControl } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { ValidatedForm } from '@/components/validated-form';
import { useCan } from '@/hooks/use-can';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  type PlaygroundConversation,
  useSendPlaygroundMessage,
} from '../api/send-playground-message';
import { PlaygroundMessages } from './playground-messages';

const messageFormSchema = publicConversationRequestSchema.pick({ message: true });
const SEND_FAILED = 'The operator could not answer. Please try again.';

/**
 * A test chat with the operator, as a customer would have it. The conversation lives here (id and
 * messages); the server answers each turn with the conversation's latest page, so what was shown
 * before that page stays. A full conversation answers with its own message (start a new one).
 */
export function PlaygroundPanel({
  operatorName,
  className,
}: {
  operatorName: string;
  className?: string;
}) {
  const send = useSendPlaygroundMessage();
  // A test chat stores a conversation: a change, which a read-only role does not make.
  const canChat = useCan('conversations.write');
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [messages, setMessages] = useState<PlaygroundConversation['messages']>([]);
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped by "New conversation": an answer to the abandoned conversation must not land in the new one.
  const generation = useRef(0);
  const form = useForm({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { message: '' },
  });

  function onSubmit({ message }: { message: string }) {
    const turn = generation.current;
    setPendingMessage(message);
    setFailure(null);
    form.reset({ message: '' });
    send.mutate(
      { message, conversationId },
      {
        onSuccess: (conversation) => {
          if (turn !== generation.current) return;
          setConversationId(conversation.conversationId);
          const [first] = conversation.messages;
          setMessages((shown) => [
            ...shown.filter((m) => first !== undefined && m.timestamp < first.timestamp),
            ...conversation.messages,
          ]);
          setPendingMessage(null);
        },
        onError: (error) => {
          if (turn !== generation.current) return;
          setPendingMessage(null);
          setFailure(errorMessage(error, SEND_FAILED));
          // Give the text back so the business can send it again without retyping.
          form.setValue('message', message);
        },
      },
    );
  }

  function startNewConversation() {
    generation.current += 1;
    send.reset();
    setConversationId(undefined);
    setMessages([]);
    setPendingMessage(null);
    setFailure(null);
    form.reset({ message: '' });
  }

  const isSending = pendingMessage !== null;
  const hasConversation = messages.length > 0 || isSending || failure !== null;

  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>
            <h2>Playground</h2>
          </CardTitle>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={startNewConversation}
            disabled={!hasConversation}
          >
            <RotateCcw aria-hidden />
            New conversation
          </Button>
        </div>
        <CardDescription>
          Chat with your operator as a customer would. Save the configuration to try your changes.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3">
        <PlaygroundMessages
          messages={messages}
          pendingMessage={pendingMessage}
          operatorName={operatorName}
        />
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-2">
          <FieldShell
            control={form.control}
            name="message"
            label="Message"
            labelClassName="sr-only"
          >
            {(field) => (
              <div className="flex items-end gap-2">
                <FormControl>
                  <Textarea
                    rows={2}
                    maxLength={MESSAGE_MAX_LENGTH}
                    placeholder="Type a message as a customer..."
                    className="field-sizing-fixed max-h-32 min-h-10 resize-none"
                    onKeyDown={(event) => {
                      // Enter sends, Shift+Enter adds a line, as in most chat apps.
                      if (
                        event.key === 'Enter' &&
                        !event.shiftKey &&
                        !event.nativeEvent.isComposing
                      ) {
                        event.preventDefault();
                        if (!isSending) void form.handleSubmit(onSubmit)();
                      }
                    }}
                    {...field}
                    disabled={!canChat}
                  />
                </FormControl>
                <RequirePermission permission="conversations.write">
                  <Button type="submit" disabled={isSending} className="shrink-0">
                    <SendHorizontal aria-hidden />
                    Send
                  </Button>
                </RequirePermission>
              </div>
            )}
          </FieldShell>
        </ValidatedForm>
      </CardContent>
    </Card>
  );
}
