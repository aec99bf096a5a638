import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The key the webhook's deliveries are signed with, to check them on the receiving side. */
export function WebhookSecret({ secret }: { secret: string }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Copied to clipboard');
    } catch {
      // The clipboard can be refused (permissions, insecure context): the secret stays selectable.
      toast.error('Could not copy the secret. Select it and copy it by hand.');
    }
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Webhook secret</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={secret} className="font-mono text-xs" />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={copy}
          aria-label="Copy webhook secret"
        >
          <Copy aria-hidden />
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">
        Each delivery carries an HMAC-SHA256 signature of its body made with this secret.
      </p>
    </div>
  );
}
