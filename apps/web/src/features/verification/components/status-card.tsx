import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { statusLooks, type VerificationStatus } from '../verification-status';

/** The organization's current verification status, as a badge. */
export function StatusBadge({ status }: { status: VerificationStatus }) {
  const { label, variant, icon: Icon } = statusLooks[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}

export function StatusCard({ status }: { status: VerificationStatus }) {
  return (
    <SectionCard
      title="Verification status"
      description={statusLooks[status].description}
      action={<StatusBadge status={status} />}
    />
  );
}
