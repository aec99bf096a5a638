import { Clock, type LucideIcon, ShieldAlert, ShieldEllipsis } from 'lucide-react';

/** Where an organization's verification stands (spec section 4). It lives in the page only. */
export type VerificationStatus = 'unverified' | 'verifying' | 'pending';

interface StatusLook {
  label: string;
  variant: 'destructive' | 'secondary';
  icon: LucideIcon;
  description: string;
}

// The spec shows Verifying as 'In Progress'; only Unverified asks for attention.
export const statusLooks: Record<VerificationStatus, StatusLook> = {
  unverified: {
    label: 'Unverified',
    variant: 'destructive',
    icon: ShieldAlert,
    description: 'Your organization has not been verified yet.',
  },
  verifying: {
    label: 'In Progress',
    variant: 'secondary',
    icon: ShieldEllipsis,
    description: 'Fill in your details and upload your documents to finish.',
  },
  pending: {
    label: 'Pending',
    variant: 'secondary',
    icon: Clock,
    description: 'Your verification request is being reviewed.',
  },
};
