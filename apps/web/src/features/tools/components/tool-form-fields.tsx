import { toolAuthentications, toolMethods } from '@frontdesk/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { OptionsSelect } from '@/components/options-select';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ToolFormValues } from '../tool-form';
import { CredentialFields } from './credential-fields';
import { PayloadField } from './payload-field';

/** The tool's fields in the spec's order; the credentials follow the chosen authentication. */
export function ToolFormFields() {
  const { control } = useFormContext<ToolFormValues>();
  const authentication = useWatch({ control, name: 'authentication' });

  return (
    <>
      <FormField
        control={control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Name</FormLabel>
            <FormControl>
              <Input
                placeholder="e.g. get_order_status"
                autoComplete="off"
                spellCheck={false}
                {...field}
              />
            </FormControl>
            <FormDescription>Letters, numbers, underscores and hyphens.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description</FormLabel>
            <FormControl>
              <Textarea
                rows={3}
                className="field-sizing-fixed"
                placeholder="e.g. Looks up the status of an order by its order number."
                {...field}
              />
            </FormControl>
            <FormDescription>
              What the tool does and when to use it: your operator reads this to decide.
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="endpoint"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Endpoint</FormLabel>
            <FormControl>
              <Input
                type="url"
                inputMode="url"
                placeholder="https://api.example.com/orders"
                autoComplete="off"
                spellCheck={false}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField name="method" label="Method" options={toolMethods} />
        <ChoiceField name="authentication" label="Authentication" options={toolAuthentications} />
      </div>
      <CredentialFields authentication={authentication} />
      <PayloadField />
    </>
  );
}

/** A select field of the form over a fixed list (the method, the authentication type). */
function ChoiceField({
  name,
  label,
  options,
}: {
  name: 'method' | 'authentication';
  label: string;
  options: readonly string[];
}) {
  const { control } = useFormContext<ToolFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <OptionsSelect
            options={options}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
          />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
