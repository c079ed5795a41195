import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { RegisterFormSchema, validate, type RegisterFormInput, type RegisterInput } from 'shared-sdk/schemas';
import { type FieldErrors, useFormFields } from './use-form-fields';

type Field = keyof RegisterFormInput;

export interface RegisterFormProps {
  onSubmit: (values: RegisterInput) => void;
  busy?: boolean;
  error?: string | null;
  initialValues?: Partial<RegisterFormInput>;
  initialFieldErrors?: FieldErrors<Field>;
}

export function RegisterForm({ onSubmit, busy = false, error, initialValues, initialFieldErrors }: RegisterFormProps) {
  const { values, setErrors, bind, itemProps } = useFormFields<Field>(
    { email: '', password: '', confirmPassword: '', ...initialValues },
    initialFieldErrors,
  );

  const submit = () => {
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
    <Form layout="vertical" onFinish={submit} noValidate>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item label="Email" htmlFor="register-email" {...itemProps('email')}>
        <Input id="register-email" type="email" autoComplete="email" placeholder="email@example.com" {...bind('email')} />
      </Form.Item>
      <Form.Item label="Mật khẩu" htmlFor="register-password" {...itemProps('password')}>
        <Input.Password id="register-password" autoComplete="new-password" placeholder="Ít nhất 8 ký tự" {...bind('password')} />
      </Form.Item>
      <Form.Item label="Xác nhận mật khẩu" htmlFor="register-confirm-password" {...itemProps('confirmPassword')}>
        <Input.Password
          id="register-confirm-password"
          autoComplete="new-password"
          placeholder="Nhập lại mật khẩu"
          {...bind('confirmPassword')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={busy}>
        Tạo tài khoản
      </Button>
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        Đã có tài khoản? <Link to="/login">Đăng nhập</Link>
      </Typography.Paragraph>
    </Form>
  );
}
