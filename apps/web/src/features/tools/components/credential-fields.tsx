import { SECRET_MASK, type ToolInput } from '@frontdesk/contracts';
import { useFormContext } from 'react-hook-form';
import { FieldShell } from '@/components/field-shell';
import { TextField } from '@/components/text-field';
import { FormControl, FormDescription } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { ToolFormValues } from '../tool-form';

type SecretName = 'bearerToken' | 'basicAuthPassword' | 'apiKey';
type PlainName = 'basicAuthUsername' | 'apiKeyHeaderName';

/**
 * A credential field. A saved secret shows as the mask; left as it is, the mask goes back and the
 * server keeps the stored secret. Focusing the mask selects it, so typing replaces it whole.
 */
function SecretField({ name, label }: { name: SecretName; label: string }) {
  const { control } = useFormContext<ToolFormValues>();
  return (
    <FieldShell control={control} name={name} label={label} itemClassName="content-start">
      {(field) => (
        <>
          <FormControl>
            <Input
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              {...field}
              value={field.value ?? ''}
              onFocus={(event) => {
                if (event.currentTarget.value === SECRET_MASK) event.currentTarget.select();
              }}
            />
          </FormControl>
          {field.value === SECRET_MASK && (
            <FormDescription className="text-xs">
              Saved. Leave it as it is to keep it, or type a new one to replace it.
            </FormDescription>
          )}
        </>
      )}
    </FieldShell>
  );
}

function PlainField({
  name,
  label,
  placeholder,
}: {
  name: PlainName;
  label: string;
  placeholder?: string;
}) {
  const { control } = useFormContext<ToolFormValues>();
  return (
    <TextField
      control={control}
      name={name}
      label={label}
      itemClassName="content-start"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
    />
  );
}

/** The fields of the chosen authentication type; None has none. */
export function CredentialFields({
  authentication,
}: {
  authentication: ToolInput['authentication'];
}) {
  if (authentication === 'Bearer Token') {
    return <SecretField name="bearerToken" label="Bearer Token" />;
  }
  if (authentication === 'Basic Auth') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainField name="basicAuthUsername" label="Username" />
        <SecretField name="basicAuthPassword" label="Password" />
      </div>
    );
  }
  if (authentication === 'API Key') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <SecretField name="apiKey" label="API Key" />
        <PlainField name="apiKeyHeaderName" label="Header Name" placeholder="X-API-KEY" />
      </div>
    );
  }
  return null;
}
