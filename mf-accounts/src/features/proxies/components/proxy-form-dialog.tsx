import { Alert, Checkbox, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { PROXY_CREDENTIAL_MAX, PROXY_NAME_MAX, PROXY_SCHEMES } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { PROXY_TEXTS } from '../texts';
import type { FormCheck, ProxyFormValues } from '../utils/proxy-form';

export interface ProxyFormDialogProps<TPayload> {
  open: boolean;
  title: string;
  okText: string;
  /** Distinct per dialog, so field ids (and labels) stay unique on the page. */
  formName: string;
  initialValues: ProxyFormValues;
  submitting?: boolean;
  /** Edit: the username starts filled in; the password is write-only, so its field starts empty and says what empty means. */
  current?: { maskedUsername: string | null; hasPassword: boolean };
  /** Turns the form into the call's payload, or says what is missing. */
  check: (values: ProxyFormValues) => FormCheck<TPayload>;
  /** Resolves true when saved; the dialog then closes. */
  onSubmit: (payload: TPayload) => Promise<boolean> | boolean;
  onCancel: () => void;
}

const SCHEME_OPTIONS = PROXY_SCHEMES.map((scheme) => ({ value: scheme, label: scheme.toUpperCase() }));

/** The create and edit proxy form: name, scheme, host, port, optional username and password. */
export function ProxyFormDialog<TPayload>(props: ProxyFormDialogProps<TPayload>) {
  const { open, title, okText, formName, initialValues, submitting, current, check, onSubmit, onCancel } = props;
  const toasts = useToasts();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [clearing, setClearing] = useState(false);
  const hasCredentials = Boolean(current && (current.maskedUsername || current.hasPassword));

  const finish = async (values: ProxyFormValues) => {
    const result = check({ ...initialValues, ...values, port: values.port ?? null, username: values.username ?? '', password: values.password ?? '' });
    if (!result.ok) {
      setFieldErrors(result.fieldErrors);
      toasts.error(result.error);
      return;
    }
    setFieldErrors({});
    if (await onSubmit(result.payload)) onCancel();
  };

  const fieldState = (field: keyof ProxyFormValues) =>
    fieldErrors[field] ? { validateStatus: 'error' as const, help: fieldErrors[field] } : {};

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={PROXY_TEXTS.cancel}
      confirmLoading={submitting}
      okButtonProps={{ htmlType: 'submit' }}
      onCancel={onCancel}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) {
          setFieldErrors({});
          setClearing(false);
        }
      }}
      modalRender={(dialog) => (
        <Form<ProxyFormValues>
          name={formName}
          layout="vertical"
          initialValues={initialValues}
          clearOnDestroy
          onFinish={finish}
          onValuesChange={(changed: Partial<ProxyFormValues>) => {
            const keys = Object.keys(changed);
            if (keys.includes('clearCredentials')) setClearing(Boolean(changed.clearCredentials));
            if (keys.some((key) => fieldErrors[key])) {
              setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key))));
            }
          }}
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item label={PROXY_TEXTS.fieldName} name="name" required {...fieldState('name')}>
        <Input placeholder={PROXY_TEXTS.namePlaceholder} maxLength={PROXY_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item label={PROXY_TEXTS.fieldScheme} name="scheme" {...fieldState('scheme')}>
        <Radio.Group options={SCHEME_OPTIONS} optionType="button" buttonStyle="solid" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item label={PROXY_TEXTS.fieldHost} name="host" required style={{ flex: 1 }} {...fieldState('host')}>
          <Input placeholder={PROXY_TEXTS.hostPlaceholder} maxLength={260} />
        </Form.Item>
        <Form.Item label={PROXY_TEXTS.fieldPort} name="port" style={{ width: 130 }} {...fieldState('port')}>
          {/* No min/max: antd would silently clamp 70000 to 65535; the shared schema refuses it with its text. */}
          <InputNumber placeholder="8080" style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item
        label={`${PROXY_TEXTS.fieldUsername} ${PROXY_TEXTS.optional}`}
        name="username"
        {...fieldState('username')}
      >
        <Input
          autoComplete="off"
          maxLength={PROXY_CREDENTIAL_MAX}
          disabled={clearing}
        />
      </Form.Item>
      <Form.Item
        label={`${PROXY_TEXTS.fieldPassword} ${PROXY_TEXTS.optional}`}
        name="password"
        {...fieldState('password')}
      >
        <Input.Password
          autoComplete="new-password"
          maxLength={PROXY_CREDENTIAL_MAX}
          disabled={clearing}
          placeholder={current?.hasPassword ? PROXY_TEXTS.keepPassword : undefined}
        />
      </Form.Item>
      {hasCredentials && (
        <Form.Item name="clearCredentials" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{PROXY_TEXTS.clearCredentials}</Checkbox>
        </Form.Item>
      )}
      {fieldErrors._ && <Alert type="error" showIcon title={fieldErrors._} />}
    </Modal>
  );
}
