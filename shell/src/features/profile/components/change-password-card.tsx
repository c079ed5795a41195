import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, type ChangePasswordFormInput, ChangePasswordFormSchema, errorMessage } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import * as v from 'valibot';
import { useChangePassword } from '../api/change-password';
import { PROFILE_TEXTS as T } from '../texts';

type Field = keyof ChangePasswordFormInput;
const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The first message of each field, as valibot reports them. */
function fieldErrorsOf(values: ChangePasswordFormInput): Partial<Record<Field, string>> {
  const result = v.safeParse(ChangePasswordFormSchema, values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as Field | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The current password, the new one twice. The browser checks what it can (the shared schema); the server's answer
 * to a wrong current password stands under that field, and the session stays as it is.
 */
export function ChangePasswordCard() {
  const [values, setValues] = useState<ChangePasswordFormInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useChangePassword();
  const toasts = useToasts();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    setFailure(null);
    const found = fieldErrorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await mutation.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      toasts.success(T.changed);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fields?.currentPassword || fields?.newPassword) {
        setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      } else {
        setFailure(errorMessage(error, T.changeFailed));
      }
    }
  };

  const status = (field: Field) => (errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {});

  return (
    <Card title={T.password} data-testid="change-password-card">
      <Typography.Paragraph type="secondary">{T.passwordHint}</Typography.Paragraph>
      <Form layout="vertical" component="form" onFinish={() => void submit()} style={{ maxWidth: 420 }}>
        <Form.Item label={T.currentPassword} htmlFor="current-password" {...status('currentPassword')}>
          <Input.Password id="current-password" autoComplete="current-password" value={values.currentPassword} onChange={change('currentPassword')} aria-invalid={errors.currentPassword ? true : undefined} />
        </Form.Item>
        <Form.Item label={T.newPassword} htmlFor="new-password" extra={T.newPasswordHelp} {...status('newPassword')}>
          <Input.Password id="new-password" autoComplete="new-password" value={values.newPassword} onChange={change('newPassword')} aria-invalid={errors.newPassword ? true : undefined} />
        </Form.Item>
        <Form.Item label={T.confirmPassword} htmlFor="confirm-password" {...status('confirmPassword')}>
          <Input.Password id="confirm-password" autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} aria-invalid={errors.confirmPassword ? true : undefined} />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" icon={<LockOutlined />} loading={mutation.isPending}>
          {mutation.isPending ? T.changing : T.changePassword}
        </Button>
      </Form>
    </Card>
  );
}
