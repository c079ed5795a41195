import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RegisterInput } from 'shared-sdk/sign-in';
import { HOME_PATH, returnPathOf, useSession, withReturnTo } from '../session';
import { AuthShell } from './auth-shell';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const { register } = useSession();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().search);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email, password }: RegisterInput) => {
    setBusy(true);
    setError(null);
    const outcome = await register(email, password);
    if (outcome.ok) {
      navigate(outcome.hasToken ? (returnTo ?? HOME_PATH) : withReturnTo('/login', returnTo), { replace: true });
      return;
    }
    setError(outcome.error);
    setBusy(false);
  };

  return (
    <AuthShell title="Đăng ký tài khoản" subtitle="Tạo tài khoản để bắt đầu quản lý Zalo của bạn.">
      <RegisterForm onSubmit={submit} busy={busy} error={error} loginPath={withReturnTo('/login', returnTo)} />
    </AuthShell>
  );
}
