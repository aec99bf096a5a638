import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { sendTyping, useAddNote, useSendReply } from '../api/inbox-actions';

/** The customer's widget shows "is typing" for a few seconds: once every 3 s keeps it lit. */
export const TYPING_EVERY_MS = 3000;

interface ThreadComposerProps {
  conversationId: string;
  /** Whether the member has the conversation: only then may they write to the customer. */
  canReply: boolean;
}

/** Writes to the customer (once the member has the conversation) or to the team (a note). */
export function ThreadComposer({ conversationId, canReply }: ThreadComposerProps) {
  const [reply, setReply] = useState('');
  const [note, setNote] = useState('');
  const lastTyping = useRef(0);
  const sendReply = useSendReply();
  const addNote = useAddNote();

  function typed(text: string) {
    setReply(text);
    const now = Date.now();
    if (text.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendTyping(conversationId);
    }
  }

  function submitReply(event: FormEvent) {
    event.preventDefault();
    if (!reply.trim()) return;
    sendReply.mutate(
      { conversationId, input: reply },
      {
        onSuccess: () => {
          setReply('');
          lastTyping.current = 0;
        },
      },
    );
  }

  function submitNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    addNote.mutate({ conversationId, input: note }, { onSuccess: () => setNote('') });
  }

  return (
    <div className="grid gap-2 border-t p-3">
      <form onSubmit={submitReply} className="flex items-end gap-2">
        <Textarea
          aria-label="Reply"
          value={reply}
          disabled={!canReply}
          rows={2}
          className="field-sizing-fixed min-h-16 flex-1 resize-none"
          placeholder={canReply ? 'Write to the customer…' : 'Take over to reply'}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, as in a chat; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey) submitReply(event);
          }}
        />
        <Button type="submit" disabled={!canReply || !reply.trim() || sendReply.isPending}>
          Send
        </Button>
      </form>
      <form onSubmit={submitNote} className="flex items-center gap-2">
        <Input
          aria-label="Note"
          value={note}
          className="h-8 flex-1 border-amber-300 border-dashed bg-amber-50/50 dark:border-amber-800 dark:bg-amber-950/20"
          placeholder="Internal note, only your team sees it"
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={!note.trim() || addNote.isPending}
        >
          Add note
        </Button>
      </form>
    </div>
  );
}
