import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, returnPathOf, useSession, withReturnTo } from '../session';
import { AUTH_TITLES, AuthShell } from './auth-shell';
import { RegisterForm } from './register-form';
import { useAuthSubmit } from './use-auth-submit';

export function RegisterPage() {
  const { register } = useSession();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().search);
  const { busy, error, submit } = useAuthSubmit(register, ({ hasToken }) =>
    navigate(hasToken ? (returnTo ?? HOME_PATH) : withReturnTo('/login', returnTo), { replace: true }),
  );

  return (
    <AuthShell {...AUTH_TITLES.register}>
      <RegisterForm onSubmit={submit} busy={busy} error={error} loginPath={withReturnTo('/login', returnTo)} />
    </AuthShell>
  );
}
