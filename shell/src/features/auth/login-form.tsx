import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoginSchema, validate, type LoginInput } from 'shared-sdk/sign-in';
import { ErrorAlert, PasswordField, SubmitButton, TextField } from '../../components/light';
import { type FieldErrors, useFormFields } from './use-form-fields';

type Field = keyof LoginInput;

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => void;
  busy?: boolean;
  error?: string | null;
  initialValues?: Partial<LoginInput>;
  initialFieldErrors?: FieldErrors<Field>;
  /** The register link: carries the page to return to after sign-in. */
  registerPath?: string;
}

export function LoginForm({ onSubmit, busy = false, error, initialValues, initialFieldErrors, registerPath = '/register' }: LoginFormProps) {
  const { values, setErrors, bind } = useFormFields<Field>(
    { email: '', password: '', ...initialValues },
    initialFieldErrors,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(LoginSchema, values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      return;
    }
    setErrors({});
    onSubmit(result.value);
  };

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
