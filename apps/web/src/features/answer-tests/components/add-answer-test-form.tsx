import { type CreateAnswerTest, createAnswerTestSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AnswerTestFields, emptyAnswerTest } from '@/components/answer-test-fields';
import { RequirePermission } from '@/components/permission-gate';
import { SubmitButton } from '@/components/submit-button';
import { ValidatedForm } from '@/components/validated-form';
import { errorMessage } from '@/lib/api-client';
import { useCreateAnswerTest, useSnippets } from '../api/answer-tests';

/** A new test: a question and what the operator must do with it. */
export function AddAnswerTestForm() {
  const create = useCreateAnswerTest();
  const snippets = useSnippets();
  const form = useForm<CreateAnswerTest>({
    resolver: zodResolver(createAnswerTestSchema),
    defaultValues: emptyAnswerTest,
  });

  function onSubmit(test: CreateAnswerTest) {
    create.mutate(test, {
      onSuccess: () => {
        toast.success('Answer test added');
        form.reset(emptyAnswerTest);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to add the answer test')),
    });
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-4">
      <AnswerTestFields form={form} snippets={snippets.data ?? []} />
      <div>
        <RequirePermission permission="knowledge.write">
          <SubmitButton isPending={create.isPending} pendingLabel="Adding...">
            Add test
          </SubmitButton>
        </RequirePermission>
      </div>
    </ValidatedForm>
  );
}
