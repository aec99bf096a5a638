import {
  type ContentItem,
  type CreateAnswerTest,
  createAnswerTestSchema,
  type MessageOutcome,
  type MessageSender,
} from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AnswerTestFields } from '@/components/answer-test-fields';
import { FormDialog } from '@/components/form-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { authorOf } from '@/components/thread-message';
import { Button } from '@/components/ui/button';
import { api, errorMessage } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The operator's reply to the question, as the review shows it. */
export interface ReplyToQuestion {
  content: string;
  outcome?: MessageOutcome | null;
}

/** Long enough for a fact, short enough to survive rewording around it. */
const PREFILL_CHARACTERS = 200;

/** The reply's first sentence: what a 'Contains text' test starts from. */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(trimmed)?.[0] ?? trimmed;
  return sentence.replace(/\s+/g, ' ').slice(0, PREFILL_CHARACTERS);
}

/**
 * The test a reply suggests: the same again ('Contains text' with its first sentence), or, when
 * the operator said it had no answer or handed off, that it does so again.
 */
function suggestedTest(question: string, reply: ReplyToQuestion | undefined): CreateAnswerTest {
  const base = { question: question.trim().slice(0, 1000), contentId: undefined };
  if (reply?.outcome === 'no_answer') return { ...base, expectation: 'no_answer', text: '' };
  if (reply?.outcome === 'handed_off') return { ...base, expectation: 'hands_off', text: '' };
  return { ...base, expectation: 'contains', text: firstSentence(reply?.content ?? '') };
}

/** 'Save as test' under a customer's message: an answer test made from a real conversation. */
export function SaveAsTest({ question, reply }: { question: string; reply?: ReplyToQuestion }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  const snippets = useOrganizationQuery<ContentItem[]>(queryKeys.contents, apiPaths.contents.list);
  const form = useForm<CreateAnswerTest>({
    resolver: zodResolver(createAnswerTestSchema),
    defaultValues: suggestedTest(question, reply),
  });
  const save = useMutation({
    mutationFn: (test: CreateAnswerTest) => api.post(apiPaths.answerTests.list, test),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.answerTests(organizationId) }),
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Each opening starts from the conversation again, not from an abandoned edit.
    if (!next) form.reset(suggestedTest(question, reply));
  };

  const onSubmit = (test: CreateAnswerTest) =>
    save.mutate(test, {
      onSuccess: () => {
        toast.success('Answer test saved');
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to save the answer test')),
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <RequirePermission permission="knowledge.write">
          <Button variant="ghost" size="sm" className="h-7 px-2 text-muted-foreground text-xs">
            <FlaskConical aria-hidden />
            Save as test
          </Button>
        </RequirePermission>
      }
      title="Save as test"
      description="Check that the operator keeps answering this question this way. Tests run after every change to knowledge or configuration."
      form={form}
      onSubmit={form.handleSubmit(onSubmit)}
      isPending={save.isPending}
      submitLabel="Save test"
      pendingLabel="Saving..."
    >
      <AnswerTestFields form={form} snippets={snippets.data ?? []} />
    </FormDialog>
  );
}

type ThreadMessage = {
  role: string;
  sender?: MessageSender | null;
  content: string;
} & ReplyToQuestion;

/**
 * Under a customer's message in review, its own list item: 'Save as test' with the operator's
 * next reply (before the customer writes again) as the expected answer. Nothing for others.
 */
export function SaveAsTestItem({ messages, index }: { messages: ThreadMessage[]; index: number }) {
  const message = messages[index]!;
  if (authorOf(message) !== 'customer') return null;
  const later = messages.slice(index + 1);
  const nextQuestion = later.findIndex((m) => m.role === 'user');
  const reply = (nextQuestion === -1 ? later : later.slice(0, nextQuestion)).find(
    (m) => m.role === 'assistant' && (m.sender ?? 'ai') !== 'staff',
  );
  return (
    <li aria-label="Save as test" className="-mt-3 flex justify-end">
      <SaveAsTest question={message.content} reply={reply} />
    </li>
  );
}
