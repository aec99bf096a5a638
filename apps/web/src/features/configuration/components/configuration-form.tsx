import {
  type AgentConfiguration,
  type AgentConfigurationInput,
  type AgentConfigurationView,
  agentConfigurationSchema,
  DEFAULT_LANGUAGE,
  interactionStyles,
  languageCodes,
  languageNames,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { RequirePermission } from '@/components/permission-gate';
import { SelectField } from '@/components/select-field';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { ValidatedForm } from '@/components/validated-form';
import { useCan } from '@/hooks/use-can';
import { useUpdateAgentConfiguration } from '../api/update-agent-configuration';
import { RolesField } from './roles-field';
import { TemperatureField } from './temperature-field';

// The counters show the schema's own limits, so they cannot drift from its messages.
const { shape } = agentConfigurationSchema;
const LIMITS = {
  name: shape.name.maxLength ?? undefined,
  description: shape.description.maxLength ?? undefined,
  instructions: shape.instructions.maxLength ?? undefined,
};

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
    // A server older than the languages sends none: English, the contract's default.
    defaultLanguage: view.defaultLanguage ?? DEFAULT_LANGUAGE,
  };
}

/**
 * Edits the operator. Mounted once the configuration is loaded, so it holds the defaults. A role
 * that may only read it sees the same form, every field off.
 */
export function ConfigurationForm({ configuration }: { configuration: AgentConfigurationView }) {
  const update = useUpdateAgentConfiguration();
  const form = useForm<AgentConfigurationInput, unknown, AgentConfiguration>({
    resolver: zodResolver(agentConfigurationSchema),
    defaultValues: toFormValues(configuration),
    disabled: !useCan('configuration.write'),
  });
  const { control } = form;

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
    <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-6">
      <TextField
        control={control}
        name="name"
        label="Name"
        counter={LIMITS.name}
        placeholder="e.g. Ava from Acme"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="description"
        label="Description"
        counter={LIMITS.description}
        multiline
        rows={3}
        className="field-sizing-fixed"
        placeholder="Who the operator is and whom it helps."
      />
      <RolesField control={control} />
      <TextField
        control={control}
        name="instructions"
        label="Instructions"
        counter={LIMITS.instructions}
        multiline
        rows={8}
        className="field-sizing-fixed"
        placeholder="How the operator should behave, what to ask, what to avoid."
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          control={control}
          name="interactionStyle"
          label="Interaction style"
          options={interactionStyles}
          labels={styleLabels}
          placeholder="Select a style"
          // Rows packed at the top: stretched to the temperature's height they would drift apart.
          itemClassName="content-start"
        />
        <TemperatureField control={control} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          control={control}
          name="defaultLanguage"
          label="Default language"
          options={languageCodes}
          labels={languageNames}
          description="Customers are answered in this language until their browser or their own messages say otherwise."
          descriptionClassName="text-xs"
        />
      </div>
      <div className="flex justify-end">
        <RequirePermission permission="configuration.write">
          <SubmitButton
            isPending={update.isPending}
            pendingLabel="Saving..."
            className="w-full sm:w-auto"
          >
            Save Configuration
          </SubmitButton>
        </RequirePermission>
      </div>
    </ValidatedForm>
  );
}
