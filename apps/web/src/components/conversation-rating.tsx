import { Star } from 'lucide-react';

/** The customer's rating of a resolved conversation, with what they wrote about it. */
export function ConversationRating({
  rating,
}: {
  rating: { score: number; comment: string | null };
}) {
  return (
    <div className="grid gap-0.5 text-xs">
      <p className="flex items-center gap-1 font-medium">
        <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden />
        {`Rated ${rating.score} of 5`}
      </p>
      {rating.comment && (
        <p className="whitespace-pre-wrap break-words text-muted-foreground">“{rating.comment}”</p>
      )}
    </div>
  );
}
