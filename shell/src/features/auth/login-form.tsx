import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LoginSchema, validate, type LoginInput } from 'shared-sdk/schemas';
import { type FieldErrors, useFormFields } from './use-form-fields';

type Field = keyof LoginInput;

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => void;
  busy?: boolean;
  error?: string | null;
  initialValues?: Partial<LoginInput>;
  initialFieldErrors?: FieldErrors<Field>;
}

export function LoginForm({ onSubmit, busy = false, error, initialValues, initialFieldErrors }: LoginFormProps) {
  const { values, setErrors, bind, itemProps } = useFormFields<Field>(
    { email: '', password: '', ...initialValues },
    initialFieldErrors,
  );

  const submit = () => {
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
    <Form layout="vertical" onFinish={submit} noValidate>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item label="Email" htmlFor="login-email" {...itemProps('email')}>
        <Input id="login-email" type="email" autoComplete="email" placeholder="email@example.com" {...bind('email')} />
      </Form.Item>
      <Form.Item label="Mật khẩu" htmlFor="login-password" {...itemProps('password')}>
        <Input.Password id="login-password" autoComplete="current-password" placeholder="Nhập mật khẩu" {...bind('password')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={busy}>
        {busy ? 'Đang đăng nhập...' : 'Đăng nhập'}
      </Button>
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        Chưa có tài khoản? <Link to="/register">Đăng ký ngay</Link>
      </Typography.Paragraph>
    </Form>
  );
}
