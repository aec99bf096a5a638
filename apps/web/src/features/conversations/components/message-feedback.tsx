import type { ConversationDetail } from '@frontdesk/contracts';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { cn } from '@/lib/cn';

type Message = ConversationDetail['messages'][number];

/**
 * What the customer said of an answer ('Helpful' or 'Not helpful', with their reason), and when
 * the operator had no answer: the review's reading of how an answer did.
 */
export function MessageFeedback({ message }: { message: Message }) {
  const { feedback } = message;
  if (!feedback && message.outcome !== 'no_answer') return null;
  const isHelpful = feedback?.rating === 'up';
  const Icon = isHelpful ? ThumbsUp : ThumbsDown;
  return (
    <div className="flex max-w-[85%] flex-wrap items-center gap-x-3 gap-y-1 px-1 text-xs sm:max-w-[75%]">
      {message.outcome === 'no_answer' && (
        <span className="rounded-full border border-dashed px-2 py-0.5 text-muted-foreground">
          No answer in the knowledge
        </span>
      )}
      {feedback && (
        <p
          className={cn(
            'flex items-start gap-1.5 font-medium',
            isHelpful ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive',
          )}
        >
          <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            Customer: {isHelpful ? "'Helpful'" : "'Not helpful'"}
            {feedback.comment && (
              <span className="font-normal text-foreground"> — “{feedback.comment}”</span>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
