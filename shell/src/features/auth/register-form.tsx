import { Link } from 'react-router-dom';
import { RegisterFormSchema, validate, type RegisterFormInput, type RegisterInput } from 'shared-sdk/sign-in';
import { ErrorAlert, PasswordField, SubmitButton, TextField } from '../../components/light';
import { type CheckedFormProps, useCheckedForm } from './use-form-fields';

type Field = keyof RegisterFormInput;

export interface RegisterFormProps extends CheckedFormProps<RegisterFormInput, RegisterInput> {
  /** The login link: carries the page to return to after sign-in. */
  loginPath?: string;
}

export function RegisterForm({ onSubmit, busy = false, error, initialValues, initialFieldErrors, loginPath = '/login' }: RegisterFormProps) {
  const { bind, submit } = useCheckedForm<Field, RegisterFormInput>(
    { email: '', password: '', confirmPassword: '', ...initialValues },
    {
      initialErrors: initialFieldErrors,
      busy,
      check: (values) => validate(RegisterFormSchema, values),
      onValid: ({ email, password }) => onSubmit({ email, password }),
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextField id="register-email" label="Email" type="email" autoComplete="email" placeholder="email@example.com" {...bind('email')} />
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
