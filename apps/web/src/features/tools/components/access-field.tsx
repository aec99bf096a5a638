import { defaultToolAccess, type ToolAccess, toolAccesses } from '@frontdesk/contracts';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import type { ToolFormValues } from '../tool-form';

/** How each access setting reads in the form and the table. */
export const toolAccessLabels: Record<ToolAccess, string> = {
  anyone: 'Anyone chatting',
  verified: 'Verified visitors only',
  staff: 'Staff in the playground only',
};

/**
 * Who may make the operator call the tool. While it holds the method's default, a change of
 * method brings the new default along (reading: anyone; writing: verified visitors only); a
 * setting the user chose stays.
 */
export function AccessField() {
  const { control, getValues, setValue } = useFormContext<ToolFormValues>();
  const method = useWatch({ control, name: 'method' });
  const previousMethod = useRef(method);
  useEffect(() => {
    const previous = previousMethod.current;
    if (previous === method) return;
    previousMethod.current = method;
    // Still the old method's default: the user has not chosen, so the new default applies.
    if (getValues('access') === defaultToolAccess(previous)) {
      setValue('access', defaultToolAccess(method));
    }
  }, [method, getValues, setValue]);

  return (
    <SelectField
      control={control}
      name="access"
      label="Who can use this tool"
      options={toolAccesses}
      labels={toolAccessLabels}
      description="Tools that change something (POST, PATCH, DELETE) default to verified visitors only. A verified visitor's id is sent to your endpoint as X-Frontdesk-Visitor-Id, so it can check that the record is theirs."
    />
  );
}
