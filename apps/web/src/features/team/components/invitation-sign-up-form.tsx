import { type InvitationPreview, signUpSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '@/components/auth-fields';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ValidatedForm } from '@/components/validated-form';

// The sign-up page's own rules and messages; the e-mail is the invited one, not typed.
const joinSchema = signUpSchema.pick({ name: true, password: true });
type JoinValues = z.infer<typeof joinSchema>;

interface InvitationSignUpFormProps {
  invitation: InvitationPreview;
  isPending: boolean;
  onSubmit(values: JoinValues): void;
}

/** A new person's account, made on the invitation's page: active at once, in the organization. */
export function InvitationSignUpForm({
  invitation,
  isPending,
  onSubmit,
}: InvitationSignUpFormProps) {
  const form = useForm<JoinValues>({
    resolver: zodResolver(joinSchema),
    defaultValues: { name: invitation.name, password: '' },
  });
  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-4">
      <TextField control={form.control} name="name" label="Name" autoComplete="name" />
      <div className="grid gap-2">
        <Label htmlFor="invitation-email">Email</Label>
        <Input
          id="invitation-email"
          type="email"
          value={invitation.email}
          readOnly
          aria-describedby="invitation-email-hint"
          className="bg-muted"
        />
        <p id="invitation-email-hint" className="text-muted-foreground text-sm">
          The address the invitation was sent to.
        </p>
      </div>
      <PasswordField control={form.control} autoComplete="new-password" />
      <SubmitButton isPending={isPending} pendingLabel="Joining..." className="w-full">
        Create account and join
      </SubmitButton>
    </ValidatedForm>
  );
}
