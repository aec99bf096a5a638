import { KNOWLEDGE_PREVIEW_LENGTH } from '@frontdesk/contracts';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** The first 150 characters of a content item, with a control that shows or hides the rest. */
export function ContentPreview({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const isLong = text.length > KNOWLEDGE_PREVIEW_LENGTH;

  return (
    <div className="grid justify-items-start gap-1">
      <p id={id} className="whitespace-pre-line break-words">
        {isLong && !expanded ? `${text.slice(0, KNOWLEDGE_PREVIEW_LENGTH)}…` : text}
      </p>
      {isLong && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0 has-[>svg]:px-0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show more'}
          {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        </Button>
      )}
    </div>
  );
}
