import { toolAuthentications, toolMethods } from '@frontdesk/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { ToolFormValues } from '../tool-form';
import { AccessField } from './access-field';
import { CredentialFields } from './credential-fields';
import { PayloadField } from './payload-field';

/** The tool's fields in the spec's order; the credentials follow the chosen authentication. */
export function ToolFormFields() {
  const { control } = useFormContext<ToolFormValues>();
  const authentication = useWatch({ control, name: 'authentication' });

  return (
    <>
      <TextField
        control={control}
        name="name"
        label="Name"
        description="Letters, numbers, underscores and hyphens."
        placeholder="e.g. get_order_status"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        control={control}
        name="description"
        label="Description"
        description="What the tool does and when to use it: your operator reads this to decide."
        multiline
        rows={3}
        className="field-sizing-fixed"
        placeholder="e.g. Looks up the status of an order by its order number."
      />
      <TextField
        control={control}
        name="endpoint"
        label="Endpoint"
        type="url"
        inputMode="url"
        placeholder="https://api.example.com/orders"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="method"
          label="Method"
          options={toolMethods}
          itemClassName="content-start"
        />
        <SelectField
          control={control}
          name="authentication"
          label="Authentication"
          options={toolAuthentications}
          itemClassName="content-start"
        />
      </div>
      <AccessField />
      <CredentialFields authentication={authentication} />
      <PayloadField />
    </>
  );
}
