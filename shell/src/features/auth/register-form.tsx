import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RegisterFormSchema, validate, type RegisterFormInput, type RegisterInput } from 'shared-sdk/sign-in';
import { ErrorAlert, PasswordField, SubmitButton, TextField } from '../../components/light';
import { type CheckedFormProps, useCheckedForm } from './use-form-fields';

type Field = keyof RegisterFormInput;

export interface RegisterFormProps extends CheckedFormProps<RegisterFormInput, RegisterInput> {
  /** The login link: carries the page to return to after sign-in. */
  loginPath?: string;
  /** An invitation's e-mail: filled in and not editable (the invitation is for it). */
  lockedEmail?: string;
  /** Above the fields (what an invitation link offers, or why it does not work). */
  notice?: ReactNode;
}

export function RegisterForm({
  onSubmit,
  busy = false,
  error,
  initialValues,
  initialFieldErrors,
  loginPath = '/login',
  lockedEmail,
  notice,
}: RegisterFormProps) {
  const { bind, submit } = useCheckedForm<Field, RegisterFormInput>(
    { email: '', password: '', confirmPassword: '', ...initialValues, ...(lockedEmail !== undefined && { email: lockedEmail }) },
    {
      initialErrors: initialFieldErrors,
      busy,
      check: (values) => validate(RegisterFormSchema, values),
      onValid: ({ email, password }) => onSubmit({ email, password }),
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      {notice}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="email@example.com"
        readOnly={lockedEmail !== undefined}
        {...bind('email')}
      />
      <PasswordField id="register-password" label="Mật khẩu" autoComplete="new-password" placeholder="Ít nhất 8 ký tự" {...bind('password')} />
      <PasswordField
        id="register-confirm-password"
        label="Xác nhận mật khẩu"
        autoComplete="new-password"
        placeholder="Nhập lại mật khẩu"
        {...bind('confirmPassword')}
      />
      <SubmitButton busy={busy}>Tạo tài khoản</SubmitButton>
      <p className="lt-switch">
        Đã có tài khoản? <Link to={loginPath}>Đăng nhập</Link>
      </p>
    </form>
  );
}
