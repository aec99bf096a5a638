import {
  type AgentConfiguration,
  type AgentConfigurationInput,
  operatorRoles,
} from '@frontdesk/contracts';
import type { Control } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, FormItem, FormMessage, useFormField } from '@/components/ui/form';
import { Label } from '@/components/ui/label';

type OperatorRole = (typeof operatorRoles)[number];

const roleDetails: Record<OperatorRole, { label: string; hint: string }> = {
  sales: { label: 'Sales', hint: 'Recommends products and guides customers toward a purchase.' },
  'self-service': {
    label: 'Self-service',
    hint: 'Answers questions and helps customers solve problems on their own.',
  },
};

function RoleCheckboxes({
  value,
  onChange,
  onBlur,
  disabled,
}: {
  value: OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  onBlur: () => void;
  disabled?: boolean;
}) {
  const { formItemId, formMessageId, error } = useFormField();
  return (
    // A group of checkboxes is labelled by its legend, not by a label pointing at one control.
    <fieldset aria-describedby={error ? formMessageId : undefined} className="grid gap-3">
      <legend
        className="mb-2 font-medium text-sm data-[error=true]:text-destructive"
        data-error={!!error}
      >
        Roles
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {operatorRoles.map((role) => {
          const id = `${formItemId}-${role}`;
          const checked = value.includes(role);
          return (
            <div
              key={role}
              className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary/50 has-[[data-state=checked]]:bg-accent/40"
            >
              <Checkbox
                id={id}
                checked={checked}
                disabled={disabled}
                aria-invalid={!!error}
                aria-describedby={`${id}-hint`}
                onBlur={onBlur}
                onCheckedChange={(next) =>
                  // Keep the spec's order whatever order the boxes are ticked in.
                  onChange(
                    operatorRoles.filter((r) => (r === role ? next === true : value.includes(r))),
                  )
                }
              />
              <div className="grid gap-1">
                <Label htmlFor={id}>{roleDetails[role].label}</Label>
                <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                  {roleDetails[role].hint}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Sales and self-service as checkboxes; at least one is required. */
export function RolesField({
  control,
}: {
  control: Control<AgentConfigurationInput, unknown, AgentConfiguration>;
}) {
  return (
    <FormField
      control={control}
      name="roles"
      render={({ field }) => (
        <FormItem>
          <RoleCheckboxes
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
          />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
