import { Alert, Button, Flex, Form, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type Account, type ApiKey, type ApiKeyCreateInput, errorMessage } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';
import { curlExample } from '../utils/examples';
import { ApiKeyFields, expiryOf, type KeyValues } from './api-key-fields';
import { CopyField } from './copy-field';

export interface CreateApiKeyDialogProps {
  open: boolean;
  accounts: readonly Account[] | undefined;
  /** Creates the key; the answer carries the whole key, shown here once. */
  onCreate: (input: ApiKeyCreateInput) => Promise<ApiKey>;
  onClose: () => void;
}

/**
 * 'Tạo khóa API': name, scope (with what each allows), optional accounts and expiry → the key, shown this once with
 * 'Sao chép', the warning that it will not be shown again and a curl call using it.
 */
export function CreateApiKeyDialog({ open, accounts, onCreate, onClose }: CreateApiKeyDialogProps) {
  const [form] = Form.useForm<KeyValues>();
  const scope = Form.useWatch('scope', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKey | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setError(null);
    setCreated(null);
  }, [open, form]);

  const submit = async (values: KeyValues) => {
    setBusy(true);
    setError(null);
    try {
      setCreated(
        await onCreate({
          name: values.name.trim(),
          scope: values.scope,
          accountIds: values.accountIds?.length ? values.accountIds : null,
          expiresAt: expiryOf(values.expiresOn ?? null),
        }),
      );
    } catch (failure) {
      setError(errorMessage(failure, T.createKeyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={created ? T.keyCreatedTitle : T.createKeyTitle}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !created }}
      footer={
        created ? (
          <Button type="primary" onClick={onClose}>
            {T.close}
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{T.cancel}</Button>
            <Button type="primary" loading={busy} onClick={() => form.submit()}>
              {T.createKeySubmit}
            </Button>
          </Space>
        )
      }
    >
      {created?.key ? (
        <Flex vertical gap={12} style={{ width: '100%' }}>
          <Alert type="warning" showIcon title={T.keyCreatedWarning} />
          <CopyField label={T.keyField} value={created.key} />
          <Typography.Text strong>{T.curlTitle}</Typography.Text>
          <CopyField label={T.curlTitle} value={curlExample(window.location.origin, created.key)} multiline />
        </Flex>
      ) : (
        <Form form={form} name="createApiKey" layout="vertical" initialValues={{ scope: 'read', accountIds: [], expiresOn: null }} onFinish={(values) => void submit(values)}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <ApiKeyFields scope={scope} accounts={accounts} />
        </Form>
      )}
    </Modal>
  );
}
