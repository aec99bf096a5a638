import { Unplug } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/**
 * Shown while the built-in answer engine answers: it is not a language model and cannot call
 * tools, so a business must not expect its tools to run yet. Tools stay manageable meanwhile.
 */
export function ToolsEngineNote() {
  return (
    <Alert role="note" className="border-primary/30 bg-accent/40">
      <Unplug aria-hidden className="text-primary" />
      <AlertTitle>Tools need a connected model</AlertTitle>
      <AlertDescription>
        <p>
          Your operator answers with the built-in answer engine, which does not call tools. You can
          still add and edit tools here: they are kept, and your operator starts using them once a
          model provider is configured.
        </p>
      </AlertDescription>
    </Alert>
  );
}
