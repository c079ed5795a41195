import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert, InfoNote } from '../../components/light';
import { HOME_PATH, returnPathOf, useSession, withReturnTo } from '../session';
import { AUTH_TITLES, AuthShell } from './auth-shell';
import { INVITATION_TEXTS, inviteTokenOf, type InvitationState, useInvitationPreview } from './invitation';
import { RegisterForm } from './register-form';
import { useAuthSubmit } from './use-auth-submit';

/** What the page says above the form about an invitation link. */
function InvitationNotice({ invitation }: { invitation: InvitationState }) {
  if (invitation.status === 'checking') return <InfoNote>{INVITATION_TEXTS.checking}</InfoNote>;
  if (invitation.status === 'invalid') return <ErrorAlert>{INVITATION_TEXTS.invalid}</ErrorAlert>;
  if (invitation.status !== 'valid') return null;
  const { preview } = invitation;
  return (
    <InfoNote>
      <strong>{INVITATION_TEXTS.offer(preview)}</strong>
      {preview.invitedBy && <div>{INVITATION_TEXTS.invitedBy(preview.invitedBy)}</div>}
    </InfoNote>
  );
}

/**
 * /register: a new customer's sign-up, or with `?invite=<token>` joining the workspace that invited them (the
 * invitation's e-mail filled in and locked, the token sent along). A link that does not work says so and leaves the
 * ordinary sign-up.
 */
export function RegisterPage() {
  const { register } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnTo = returnPathOf(search);
  const token = inviteTokenOf(search);
  const invitation = useInvitationPreview(token);
  const joining = invitation.status === 'valid' ? invitation : null;
  const { busy, error, submit } = useAuthSubmit(
    (email, password) => register(email, password, joining ? (token ?? undefined) : undefined),
    ({ hasToken }) => navigate(hasToken ? (returnTo ?? HOME_PATH) : withReturnTo('/login', returnTo), { replace: true }),
  );
  // Someone who already has an account signs in and joins from /invite/<token>.
  const loginPath = joining && token ? withReturnTo('/login', `/invite/${encodeURIComponent(token)}`) : withReturnTo('/login', returnTo);

  return (
    <AuthShell {...AUTH_TITLES.register} subtitle={joining ? INVITATION_TEXTS.subtitle : AUTH_TITLES.register.subtitle}>
      <RegisterForm
        // A new form once the invitation is known, so its e-mail fills the field.
        key={joining ? 'invited' : 'plain'}
        onSubmit={submit}
        busy={busy || invitation.status === 'checking'}
        error={error}
        loginPath={loginPath}
        lockedEmail={joining?.preview.email}
        notice={<InvitationNotice invitation={invitation} />}
      />
    </AuthShell>
  );
}
