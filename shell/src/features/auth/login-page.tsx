import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, returnPathOf, useSession, withReturnTo } from '../session';
import { AUTH_TITLES, AuthShell } from './auth-shell';
import { LoginForm } from './login-form';
import { useAuthSubmit } from './use-auth-submit';

export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().search);
  const { busy, error, submit } = useAuthSubmit(login, () => navigate(returnTo ?? HOME_PATH, { replace: true }));

  return (
    <AuthShell {...AUTH_TITLES.login}>
      <LoginForm onSubmit={submit} busy={busy} error={error} registerPath={withReturnTo('/register', returnTo)} />
    </AuthShell>
  );
}
