import { TriangleAlert } from 'lucide-react';
import { CodeSample } from '@/components/code-sample';
import { DialogFrame } from '@/components/dialog-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/dialog';

/**
 * A new identity secret, shown this once: the server keeps it sealed and never sends it again.
 * A click beside the dialog does not close it, so the secret is not lost by accident.
 */
export function IdentitySecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose(): void;
}) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title="Your identity secret"
        description={
          <>
            Store it on your server, for example as the environment variable
            FRONTDESK_IDENTITY_SECRET, and compute each user's hash there.
          </>
        }
        onInteractOutside={(event) => event.preventDefault()}
      >
        <Alert className="border-orange-300 bg-orange-50 text-orange-900">
          <TriangleAlert aria-hidden />
          <AlertTitle>It is shown only now</AlertTitle>
          <AlertDescription className="text-orange-900/90">
            Copy it before you close this dialog: it cannot be shown again. If it is lost, rotate it
            to get a new one.
          </AlertDescription>
        </Alert>
        {secret && <CodeSample label="identity secret" code={secret} wrap />}
        <DialogFooter>
          <DialogClose asChild>
            <Button>I have stored it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogFrame>
    </Dialog>
  );
}
