import {
  type AgentConfiguration,
  type AgentConfigurationInput,
  type AgentConfigurationView,
  agentConfigurationSchema,
  interactionStyles,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateAgentConfiguration } from '../api/update-agent-configuration';
import { CharacterCount } from './character-count';
import { RolesField } from './roles-field';
import { TemperatureSlider } from './temperature-slider';

const LIMITS = { name: 100, description: 500, instructions: 2000 } as const;

const styleLabels: Record<(typeof interactionStyles)[number], string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  formal: 'Formal',
  casual: 'Casual',
  technical: 'Technical',
  conversational: 'Conversational',
};

function toFormValues(view: AgentConfigurationView): AgentConfigurationInput {
  return {
    name: view.name,
    description: view.description,
    roles: view.roles,
    instructions: view.instructions,
    interactionStyle: view.interactionStyle,
    temperature: view.temperature,
    metadata: {},
  };
}

/** Edits the operator. Mounted once the configuration is loaded, so it holds the defaults. */
export function ConfigurationForm({ configuration }: { configuration: AgentConfigurationView }) {
  const update = useUpdateAgentConfiguration();
  const form = useForm<AgentConfigurationInput, unknown, AgentConfiguration>({
    resolver: zodResolver(agentConfigurationSchema),
    defaultValues: toFormValues(configuration),
  });

  function onSubmit(values: AgentConfiguration) {
    // Metadata is not edited here and always goes as an empty object (spec section 3).
    update.mutate(
      { ...values, metadata: {} },
      {
        onSuccess: (saved) => {
          form.reset(toFormValues(saved));
          toast.success('Configuration Saved', {
            description: 'Your AI operator settings have been updated.',
          });
        },
        onError: () => toast.error('Failed to save configuration. Please try again.'),
      },
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-6">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input placeholder="e.g. Ava from Acme" autoComplete="off" {...field} />
              </FormControl>
              <div className="flex items-start gap-3">
                <FormMessage />
                <CharacterCount value={field.value} max={LIMITS.name} />
              </div>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea
                  rows={3}
                  className="field-sizing-fixed"
                  placeholder="Who the operator is and whom it helps."
                  {...field}
                />
              </FormControl>
              <div className="flex items-start gap-3">
                <FormMessage />
                <CharacterCount value={field.value} max={LIMITS.description} />
              </div>
            </FormItem>
          )}
        />
        <RolesField control={form.control} />
        <FormField
          control={form.control}
          name="instructions"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Instructions</FormLabel>
              <FormControl>
                <Textarea
                  rows={8}
                  className="field-sizing-fixed"
                  placeholder="How the operator should behave, what to ask, what to avoid."
                  {...field}
                />
              </FormControl>
              <div className="flex items-start gap-3">
                <FormMessage />
                <CharacterCount value={field.value} max={LIMITS.instructions} />
              </div>
            </FormItem>
          )}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="interactionStyle"
            render={({ field }) => (
              // Rows packed at the top: stretched to the temperature's height they would drift apart.
              <FormItem className="content-start">
                <FormLabel>Interaction style</FormLabel>
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger
                      className="w-full"
                      ref={field.ref}
                      name={field.name}
                      onBlur={field.onBlur}
                    >
                      <SelectValue placeholder="Select a style" />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {interactionStyles.map((style) => (
                      <SelectItem key={style} value={style}>
                        {styleLabels[style]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="temperature"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between gap-2">
                  <FormLabel>Temperature</FormLabel>
                  <output className="font-medium text-sm leading-none tabular-nums">
                    {field.value.toFixed(1)}
                  </output>
                </div>
                <FormControl>
                  <TemperatureSlider
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                </FormControl>
                <FormDescription className="text-xs">
                  Lower keeps answers focused and predictable; higher makes them more varied.
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? 'Saving...' : 'Save Configuration'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
