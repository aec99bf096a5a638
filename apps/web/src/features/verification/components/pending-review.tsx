import { Clock } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { Card, CardContent } from '@/components/ui/card';

/** After a submission: the request waits for review, and there is nothing more to do here. */
export function PendingReview() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <IconTile icon={Clock} size="lg" className="rounded-full" />
        <div className="max-w-md space-y-2">
          <h2 className="font-semibold text-lg">Verification submitted</h2>
          <p className="text-muted-foreground text-sm">
            Your verification request has been submitted. The review may take a few business days;
            you will be notified once it is complete.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
