import {
  errorMessages,
  type InvitationPreview,
  normalizeEmail,
  roleLabels,
} from '@frontdesk/contracts';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorAlert } from '@/components/error-alert';
import { LoadingText } from '@/components/loading-text';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import type { ReturnToState } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { useAcceptInvitation, useInvitationPreview } from './api/accept-invitation';
import { InvitationSignUpForm } from './components/invitation-sign-up-form';

const ACCEPT_FAILED = 'Failed to accept the invitation. Please try again.';

/**
 * Why the link's invitation cannot be shown. A mangled link (the server refuses its shape) is as
 * invalid as a used or expired one; a failure of ours is not, and says so.
 */
function previewProblem(error: Error): string {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404)) {
    return errorMessages.invitation_invalid;
  }
  return errorMessage(error, 'Failed to load the invitation. Please try again.');
}

/**
 * The mailed invitation link's page. Who invited whom as what comes from the server first; then
 * a new person signs up here, someone with an account signs in (as the invited address) and
 * accepts. Either way the answer is a session in the organization, and the dashboard follows.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);

  return (
    <AuthLayout imageSide="right">
      <div className="grid gap-6">
        {preview.isPending ? (
          <LoadingText className="text-center">Loading invitation...</LoadingText>
        ) : preview.isError ? (
          <InvalidInvitation message={previewProblem(preview.error)} />
        ) : (
          <Invitation token={token} invitation={preview.data} />
        )}
      </div>
    </AuthLayout>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <>
      <Heading title="Invitation not valid" />
      <ErrorAlert>{message}</ErrorAlert>
      <Button asChild variant="outline">
        <Link to="/">Go to the home page</Link>
      </Button>
    </>
  );
}

function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid gap-2 text-center">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      {children && <p className="text-balance text-muted-foreground">{children}</p>}
    </div>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { status, user, acceptSession, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const [failure, setFailure] = useState<string | null>(null);
  const role = roleLabels[invitation.role];

  function join(input: { name?: string; password?: string } = {}) {
    setFailure(null);
    accept.mutate(input, {
      onSuccess: async ({ accessToken }) => {
        await acceptSession(accessToken);
        navigate('/dashboard', { replace: true });
      },
      onError: (error) => setFailure(errorMessage(error, ACCEPT_FAILED)),
    });
  }

  const isInvitedUser = user !== null && normalizeEmail(user.email) === invitation.email;
  let body: ReactNode;
  if (status === 'loading') {
    body = <LoadingText className="text-center">Loading...</LoadingText>;
  } else if (user && !isInvitedUser) {
    // A forwarded link does not let someone else in: the server would refuse, so say it first.
    body = (
      <>
        <ErrorAlert>{errorMessages.invitation_for_another_email}</ErrorAlert>
        <p className="text-center text-muted-foreground text-sm">
          You are signed in as <span className="font-medium text-foreground">{user.email}</span>.
        </p>
        <Button variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </>
    );
  } else if (user) {
    body = (
      <Button
        onClick={() => join()}
        disabled={accept.isPending || accept.isSuccess}
        className="w-full"
      >
        {accept.isPending ? 'Accepting...' : 'Accept invitation'}
      </Button>
    );
  } else if (invitation.accountExists) {
    body = (
      <>
        <p className="text-center text-muted-foreground text-sm">
          You already have an account with{' '}
          <span className="font-medium text-foreground">{invitation.email}</span>. Sign in to accept
          the invitation.
        </p>
        <Button asChild className="w-full">
          <Link
            to={`/sign-in?email=${encodeURIComponent(invitation.email)}`}
            state={{ from: pathname } satisfies ReturnToState}
          >
            Sign in to accept
          </Link>
        </Button>
      </>
    );
  } else {
    body = (
      <InvitationSignUpForm
        invitation={invitation}
        isPending={accept.isPending || accept.isSuccess}
        onSubmit={join}
      />
    );
  }

  return (
    <>
      <Heading title={`Join ${invitation.organizationName}`}>
        {invitation.invitedBy ? `${invitation.invitedBy} invited you` : 'You are invited'} to join{' '}
        <span className="font-medium text-foreground">{invitation.organizationName}</span> as{' '}
        <span className="font-medium text-foreground">{role}</span>.
      </Heading>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {body}
    </>
  );
}
