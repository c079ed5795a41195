import { Link } from 'react-router-dom';
import { LoginSchema, validate, type LoginInput } from 'shared-sdk/sign-in';
import { ErrorAlert, PasswordField, SubmitButton, TextField } from '../../components/light';
import { type CheckedFormProps, useCheckedForm } from './use-form-fields';

type Field = keyof LoginInput;

export interface LoginFormProps extends CheckedFormProps<LoginInput, LoginInput> {
  /** The register link: carries the page to return to after sign-in. */
  registerPath?: string;
}

export function LoginForm({ onSubmit, busy = false, error, initialValues, initialFieldErrors, registerPath = '/register' }: LoginFormProps) {
  const { bind, submit } = useCheckedForm<Field, LoginInput>(
    { email: '', password: '', ...initialValues },
    { initialErrors: initialFieldErrors, busy, check: (values) => validate(LoginSchema, values), onValid: onSubmit },
  );

  return (
    <form onSubmit={submit} noValidate>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextField id="login-email" label="Email" type="email" autoComplete="email" placeholder="email@example.com" {...bind('email')} />
      <PasswordField id="login-password" label="Mật khẩu" autoComplete="current-password" placeholder="Nhập mật khẩu" {...bind('password')} />
      <SubmitButton busy={busy}>{busy ? 'Đang đăng nhập...' : 'Đăng nhập'}</SubmitButton>
      <p className="lt-switch">
        Chưa có tài khoản? <Link to={registerPath}>Đăng ký ngay</Link>
      </p>
    </form>
  );
}
