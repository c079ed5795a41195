import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginInput } from 'shared-sdk/sign-in';
import { HOME_PATH, returnPathOf, useSession, withReturnTo } from '../session';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().search);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email, password }: LoginInput) => {
    setBusy(true);
    setError(null);
    const outcome = await login(email, password);
    if (outcome.ok) {
      navigate(returnTo ?? HOME_PATH, { replace: true });
      return;
    }
    setError(outcome.error);
    setBusy(false);
  };

  return (
    <AuthShell title="Đăng nhập" subtitle="Chào mừng bạn quay lại! Đăng nhập để tiếp tục.">
      <LoginForm onSubmit={submit} busy={busy} error={error} registerPath={withReturnTo('/register', returnTo)} />
    </AuthShell>
  );
}
