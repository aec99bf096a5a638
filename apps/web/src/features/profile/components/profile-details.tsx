import type { User } from '@frontdesk/contracts';

/** The read-only view of the profile. */
export function ProfileDetails({ user }: { user: User }) {
  const rows: [label: string, value: string | null][] = [
    ['Full Name', user.name.trim() || null],
    ['Email', user.email],
    ['Phone', user.phone?.trim() || 'Not provided'],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 sm:contents">
          <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
          <dd className="break-words text-sm">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
