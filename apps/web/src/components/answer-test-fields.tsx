import {
  type AnswerTestExpectation,
  answerTestExpectations,
  type CreateAnswerTest,
} from '@frontdesk/contracts';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

// The fields of an answer test, shared by the Answer tests page and 'Save as test' in review.

/** Each expectation in words, as the select and the list read it. */
export const expectationLabels: Record<AnswerTestExpectation, string> = {
  contains: 'Contains text',
  cites: 'Cites a snippet',
  no_answer: 'Says it has no answer',
  hands_off: 'Hands off to a person',
};

/** A snippet as the 'Snippet' select offers it: its start is enough to tell it apart. */
export interface SnippetOption {
  id: string;
  text: string;
}

const SNIPPET_LABEL_CHARACTERS = 80;

export function snippetLabel(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SNIPPET_LABEL_CHARACTERS
    ? `${line.slice(0, SNIPPET_LABEL_CHARACTERS)}…`
    : line;
}

/** What the form starts from: a question and 'Contains text', unless told otherwise. */
export const emptyAnswerTest: CreateAnswerTest = {
  question: '',
  expectation: 'contains',
  text: '',
  contentId: undefined,
};

/**
 * 'Question', 'Expectation', and the operand the expectation needs: 'Text' for 'Contains text',
 * 'Snippet' for 'Cites a snippet', nothing for the other two.
 */
export function AnswerTestFields({
  form,
  snippets,
}: {
  form: UseFormReturn<CreateAnswerTest>;
  snippets: SnippetOption[];
}) {
  const expectation = useWatch({ control: form.control, name: 'expectation' });
  return (
    <>
      <TextField
        control={form.control}
        name="question"
        label="Question"
        placeholder="e.g. How much is a double room?"
      />
      <SelectField
        control={form.control}
        name="expectation"
        label="Expectation"
        options={answerTestExpectations}
        labels={expectationLabels}
      />
      {expectation === 'contains' && (
        <TextField
          control={form.control}
          name="text"
          label="Text"
          description="The answer must contain it (case and spacing aside)."
          placeholder="e.g. $120"
        />
      )}
      {expectation === 'cites' && (
        <SelectField
          control={form.control}
          name="contentId"
          label="Snippet"
          placeholder={snippets.length === 0 ? 'No knowledge yet' : 'Choose a snippet'}
          options={snippets.map((snippet) => snippet.id)}
          labels={Object.fromEntries(snippets.map((s) => [s.id, snippetLabel(s.text)]))}
          contentProps={{ className: 'max-w-[min(36rem,calc(100vw-2rem))]' }}
        />
      )}
    </>
  );
}
