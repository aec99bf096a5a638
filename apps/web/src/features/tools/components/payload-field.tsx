import { generateSchemaSchema } from '@frontdesk/contracts';
import { Sparkles } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { useGenerateToolSchema } from '../api/generate-tool-schema';
import { type ToolFormValues, toolErrorMessage } from '../tool-form';

const placeholder = `{
  "type": "object",
  "properties": { "orderNumber": { "type": "string" } },
  "required": ["orderNumber"]
}`;

/**
 * The JSON schema of the tool's arguments, typed by hand or drafted by the server from the
 * description (the draft replaces what the field held, pretty-printed so it can be edited).
 */
export function PayloadField() {
  const { control, getValues, setValue, setFocus } = useFormContext<ToolFormValues>();
  const generate = useGenerateToolSchema();

  function generateFromDescription() {
    const text = getValues('description');
    const check = generateSchemaSchema.safeParse({ text });
    if (!check.success) {
      toast.error(check.error.issues[0]?.message ?? 'Please provide a description');
      setFocus('description');
      return;
    }
    generate.mutate(text.trim(), {
      onSuccess: (schema) => {
        setValue('payload', JSON.stringify(schema, null, 2), {
          shouldDirty: true,
          shouldValidate: true,
        });
        toast.success('JSON schema generated successfully');
      },
      onError: (error) => toast.error(toolErrorMessage(error, 'Failed to generate schema')),
    });
  }

  return (
    <TextField
      control={control}
      name="payload"
      label="Payload"
      labelRowClassName="flex-wrap"
      labelAside={
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={generateFromDescription}
          disabled={generate.isPending}
        >
          <Sparkles aria-hidden />
          {generate.isPending ? 'Generating...' : 'Generate from description'}
        </Button>
      }
      description="Optional. The JSON schema of the arguments your operator sends to the tool."
      multiline
      rows={8}
      className="field-sizing-fixed max-h-[40dvh] font-mono text-xs md:text-xs"
      placeholder={placeholder}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}
