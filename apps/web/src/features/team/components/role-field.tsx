import { assignableRoles, roleLabels } from '@frontdesk/contracts';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/select-field';

type AssignableRole = (typeof assignableRoles)[number];

/** What each role may do, in a line, so that the choice is an informed one (decision 015). */
const roleHints: Record<AssignableRole, string> = {
  admin: 'Everything but transferring ownership.',
  editor: 'Runs the operator: configuration, knowledge, tools and conversations.',
  viewer: 'Reads the operator and its conversations; changes nothing.',
  billing: 'Plans, billing and usage.',
};

function RoleHint<TValues extends FieldValues>({ control }: { control: Control<TValues> }) {
  const role = useWatch({ control, name: 'role' as Path<TValues> }) as string | undefined;
  return role && role in roleHints ? roleHints[role as AssignableRole] : null;
}

/** The role a member gets: owner is not offered, ownership moves by transfer only. */
export function RoleField<TValues extends FieldValues & { role: string }>({
  control,
}: {
  control: Control<TValues>;
}) {
  return (
    <SelectField
      control={control}
      name={'role' as Path<TValues>}
      label="Role"
      options={assignableRoles}
      labels={roleLabels}
      placeholder="Select a role"
      description={<RoleHint control={control} />}
    />
  );
}
