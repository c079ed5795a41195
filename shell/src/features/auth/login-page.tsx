import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginInput } from 'shared-sdk/schemas';
import { useSession } from '../session';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email, password }: LoginInput) => {
    setBusy(true);
    setError(null);
    const outcome = await login(email, password);
    if (outcome.ok) {
      navigate('/dashboard', { replace: true });
      return;
    }
    setError(outcome.error);
    setBusy(false);
  };

  return (
    <AuthShell title="Đăng nhập" subtitle="Chào mừng bạn quay lại! Đăng nhập để tiếp tục.">
      <LoginForm onSubmit={submit} busy={busy} error={error} />
    </AuthShell>
  );
}
