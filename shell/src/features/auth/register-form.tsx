import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RegisterFormSchema, validate, type RegisterFormInput, type RegisterInput } from 'shared-sdk/sign-in';
import { ErrorAlert, PasswordField, SubmitButton, TextField } from '../../components/light';
import { type FieldErrors, useFormFields } from './use-form-fields';

type Field = keyof RegisterFormInput;

export interface RegisterFormProps {
  onSubmit: (values: RegisterInput) => void;
  busy?: boolean;
  error?: string | null;
  initialValues?: Partial<RegisterFormInput>;
  initialFieldErrors?: FieldErrors<Field>;
  /** The login link: carries the page to return to after sign-in. */
  loginPath?: string;
}

export function RegisterForm({ onSubmit, busy = false, error, initialValues, initialFieldErrors, loginPath = '/login' }: RegisterFormProps) {
  const { values, setErrors, bind } = useFormFields<Field>(
    { email: '', password: '', confirmPassword: '', ...initialValues },
    initialFieldErrors,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(RegisterFormSchema, values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      return;
    }
    setErrors({});
    onSubmit({ email: result.value.email, password: result.value.password });
  };

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
