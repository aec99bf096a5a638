import type { ConversationDetail } from '@frontdesk/contracts';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';

type Visitor = NonNullable<ConversationDetail['visitor']>;

export const UNVERIFIED_DETAILS_NOTE = 'Name and email as given by the site, not verified';

/**
 * Who the conversation was with. The site signs only the visitor's id (the identity hash), so
 * only the id stands beside 'Verified visitor'; the name and e-mail the site passed along are its
 * word, set apart under a note and never made a link, so that nobody takes them for proof.
 */
export function VisitorIdentity({ visitor }: { visitor: Visitor }) {
  const noteId = useId();
  return (
    <div className="grid gap-1 text-xs">
      <p className="flex flex-wrap items-center gap-1.5">
        <Badge variant="secondary">Verified visitor</Badge>
        <span className="break-all font-medium font-mono">{visitor.id}</span>
      </p>
      {(visitor.name || visitor.email) && (
        <>
          <p id={noteId} className="text-muted-foreground">
            {UNVERIFIED_DETAILS_NOTE}:
          </p>
          <dl aria-describedby={noteId} className="grid grid-cols-[auto_1fr] gap-x-2">
            {visitor.name && (
              <>
                <dt className="text-muted-foreground">Name</dt>
                <dd className="break-all">{visitor.name}</dd>
              </>
            )}
            {visitor.email && (
              <>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="break-all">{visitor.email}</dd>
              </>
            )}
          </dl>
        </>
      )}
    </div>
  );
}
