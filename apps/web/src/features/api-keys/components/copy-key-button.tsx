import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Copies a key to the clipboard. */
export function CopyKeyButton({ apiKey, name }: { apiKey: string; name: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      toast.success('API Key copied to clipboard');
    } catch {
      // The clipboard can be refused (permissions, insecure context): the key stays selectable.
      toast.error('Could not copy the API key. Select it and copy it by hand.');
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      onClick={copy}
      aria-label={`Copy API key ${name}`}
    >
      <Copy aria-hidden />
    </Button>
  );
}
