import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import {
  type Account,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreateInput,
  type ApiKeyScope,
  appToday,
  datetimeLocalToIso,
  errorMessage,
  INTEGRATION_MESSAGES,
} from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';
import { curlExample } from '../utils/examples';
import { CopyField } from './copy-field';

interface KeyValues {
  name: string;
  scope: ApiKeyScope;
  accountIds: string[];
  expiresOn: Dayjs | null;
}

export interface CreateApiKeyDialogProps {
  open: boolean;
  accounts: readonly Account[] | undefined;
  /** Creates the key; the answer carries the whole key, shown here once. */
  onCreate: (input: ApiKeyCreateInput) => Promise<ApiKey>;
  onClose: () => void;
}

/** A day chosen in the picker as the last minute of that Vietnamese day (the key works through it). */
export const expiryOf = (day: Dayjs | null) => (day ? datetimeLocalToIso(`${day.format('YYYY-MM-DD')}T23:59`) : null);

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

  const today = appToday();

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
        <Form form={form} layout="vertical" initialValues={{ scope: 'read', accountIds: [], expiresOn: null }} onFinish={(values) => void submit(values)}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form.Item
            name="name"
            label={T.keyName}
            rules={[
              { required: true, whitespace: true, message: INTEGRATION_MESSAGES.keyNameRequired },
              { max: 80, message: INTEGRATION_MESSAGES.keyNameTooLong },
            ]}
          >
            <Input autoComplete="off" placeholder={T.keyNamePlaceholder} maxLength={80} />
          </Form.Item>
          <Form.Item name="scope" label={T.keyScope} extra={scope ? T.scopeHelp[scope] : undefined}>
            <Radio.Group optionType="button" options={API_KEY_SCOPES.map((value) => ({ value, label: API_KEY_SCOPE_LABELS[value] }))} />
          </Form.Item>
          <Form.Item name="accountIds" label={`${T.keyAccounts} ${T.optional}`} extra={T.accountsHelp}>
            <Select
              mode="multiple"
              placeholder={T.accountsPlaceholder}
              options={(accounts ?? []).map((account) => ({ value: account.id, label: account.displayName }))}
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item name="expiresOn" label={`${T.expiryLabel} ${T.optional}`} extra={T.expiryHelp}>
            <DatePicker
              format="DD/MM/YYYY"
              inputReadOnly
              placeholder={T.expiryPlaceholder}
              disabledDate={(day) => day.format('YYYY-MM-DD') < today}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
