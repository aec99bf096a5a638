import { ShieldCheck } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** What an unverified organization sees: why to verify, and the way in. */
export function StartVerification({ onStart }: { onStart: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <IconTile icon={ShieldCheck} size="lg" className="rounded-full" />
        <div className="max-w-md space-y-2">
          <h2 className="font-semibold text-lg">Verify your organization</h2>
          <p className="text-muted-foreground text-sm">
            Verification confirms that a real business or person stands behind your organization.
            Have your identity document and a proof of address at hand; a business also needs its
            registration papers.
          </p>
        </div>
        <Button onClick={onStart} className="w-full sm:w-auto">
          Start Verification
        </Button>
      </CardContent>
    </Card>
  );
}
