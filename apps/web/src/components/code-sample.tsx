import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface CodeSampleProps {
  code: string;
  /** Names the copy button: "Copy {label}". */
  label: string;
  /** Breaks a long single token (a key, a secret) across lines instead of scrolling it. */
  wrap?: boolean;
}

/** A code block with the spec's copy button and toast. */
export function CodeSample({ code, label, wrap = false }: CodeSampleProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Could not copy. Select the text and copy it by hand.');
    }
  }

  return (
    <div className="relative min-w-0 rounded-lg border bg-muted/50">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8 bg-muted"
        onClick={copy}
        aria-label={`Copy ${label}`}
      >
        <Copy aria-hidden />
      </Button>
      <pre
        className={cn(
          'overflow-x-auto p-4 pr-12 font-mono text-xs leading-relaxed',
          wrap && 'whitespace-pre-wrap break-all',
        )}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
