import { type ToolAccess, toolAccesses } from '@frontdesk/contracts';
import { TriangleAlert } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import type { ToolFormValues } from '../tool-form';

/** How each access setting reads in the form and the table. */
export const toolAccessLabels: Record<ToolAccess, string> = {
  anyone: 'Anyone chatting',
  verified: 'Verified visitors only',
  staff: 'Staff in the playground only',
};

/** Shown while 'anyone' is chosen: the one setting that lets strangers make the tool run. */
export const ANYONE_ACCESS_WARNING =
  'Anyone who can open the chat can make this tool run. Choose this only for tools that read public information.';

/**
 * Who may make the operator call the tool. New tools are for verified visitors only, whatever the
 * method (a GET can read someone's order as easily as a POST can change it); opening one to
 * anyone is a choice the form warns about.
 */
export function AccessField() {
  const { control } = useFormContext<ToolFormValues>();
  const access = useWatch({ control, name: 'access' });

  return (
    <>
      <SelectField
        control={control}
        name="access"
        label="Who can use this tool"
        options={toolAccesses}
        labels={toolAccessLabels}
        description="New tools are for verified visitors only. A verified visitor's id is sent to your endpoint as X-Frontdesk-Visitor-Id, so it can check that the record is theirs."
      />
      {access === 'anyone' && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertDescription>{ANYONE_ACCESS_WARNING}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
