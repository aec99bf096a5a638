import {
  HANDOFF_MESSAGE_MAX_LENGTH,
  type HandoffSettings,
  type HandoffSettingsResponse,
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
import { useSaveHandoffSettings } from '../api/handoff-settings';
import { type HandoffFormValues, handoffFormSchema, toFormValues } from '../handoff-form-values';
import { BusinessHoursField } from './business-hours-field';
import { HolidaysField } from './holidays-field';
import { SwitchField } from './switch-field';
import { TimeZoneField } from './time-zone-field';
import { WebhookSecret } from './webhook-secret';

const reopenLabels = { ai: 'Back to the AI', waiting: 'Wait for a person' };

/**
 * When the operator hands a conversation to a person, and what the customer is told. Mounted once
 * the settings are loaded; a role that may only read them sees every field off.
 */
export function HandoffForm({ settings }: { settings: HandoffSettingsResponse }) {
  const save = useSaveHandoffSettings();
  const mayWrite = useCan('configuration.write');
  const form = useForm<HandoffFormValues, unknown, HandoffSettings>({
    resolver: zodResolver(handoffFormSchema),
    defaultValues: toFormValues(settings),
    disabled: !mayWrite,
  });
  const { control } = form;

  function onSubmit(values: HandoffSettings) {
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        toast.success('Handoff Settings Saved', {
          description: 'Your handoff settings have been updated.',
        });
      },
      onError: () => toast.error('Failed to save the handoff settings. Please try again.'),
    });
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-6">
      <SwitchField
        control={control}
        name="enabled"
        label="Enable handoff"
        description="Let customers reach a person from your team when the operator cannot help."
      />
      <TextField
        control={control}
        name="keywords"
        label="Keywords"
        description="Comma-separated. A customer who writes one of these is handed to a person."
        placeholder="refund, complaint, lawyer"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="noAnswerInARow"
        label="Hand off after answers without information"
        description="How many answers in a row without information before a person takes over (0: never)."
        type="number"
        inputMode="numeric"
        min={0}
        max={10}
        className="w-28"
      />
      <TextField
        control={control}
        name="handoffMessage"
        label="Handoff message"
        description="What the customer reads when a person is asked for during business hours."
        counter={HANDOFF_MESSAGE_MAX_LENGTH}
        multiline
        rows={2}
      />
      <TextField
        control={control}
        name="awayMessage"
        label="Away message"
        description="What the customer reads when a person is asked for outside business hours."
        counter={HANDOFF_MESSAGE_MAX_LENGTH}
        multiline
        rows={3}
      />
      <div className="grid gap-6 sm:grid-cols-2 sm:items-end">
        <SelectField
          control={control}
          name="reopenTo"
          label="When a customer writes after a conversation is resolved"
          options={['ai', 'waiting']}
          labels={reopenLabels}
        />
        <TimeZoneField control={control} />
      </div>
      <BusinessHoursField control={control} />
      <HolidaysField control={control} disabled={!mayWrite} />
      <SwitchField
        control={control}
        name="csat"
        label="Ask customers to rate resolved conversations"
        description="After a person resolves a conversation, the customer may rate it from 1 to 5."
      />
      <div className="grid gap-4">
        <TextField
          control={control}
          name="webhookUrl"
          label="Webhook URL"
          description="Conversation events (waiting, resolved, new message) are posted here."
          type="url"
          placeholder="https://example.com/hooks/frontdesk"
          autoComplete="off"
        />
        {settings.webhookSecret && <WebhookSecret secret={settings.webhookSecret} />}
      </div>
      <div className="flex justify-end">
        <RequirePermission permission="configuration.write">
          <SubmitButton
            isPending={save.isPending}
            pendingLabel="Saving..."
            className="w-full sm:w-auto"
          >
            Save
          </SubmitButton>
        </RequirePermission>
      </div>
    </ValidatedForm>
  );
}
