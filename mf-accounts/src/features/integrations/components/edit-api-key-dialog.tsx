import { Alert, Button, Form, Modal, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type Account, type ApiKey, type ApiKeyUpdateInput, errorMessage, formatDate } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';
import { ApiKeyFields, expiryOf, type KeyValues } from './api-key-fields';

export interface EditApiKeyDialogProps {
  /** The key being edited (the dialog is shown while it is mounted). */
  apiKey: ApiKey;
  accounts: readonly Account[] | undefined;
  onSave: (id: string, input: ApiKeyUpdateInput) => Promise<unknown>;
  onClose: () => void;
}

/** The picker's day of an expiry: its Vietnamese date. */
function expiryDay(expiresAt: string | null) {
  if (!expiresAt) return null;
  const [day, month, year] = formatDate(expiresAt).split('/');
  return dayjs(`${year}-${month}-${day}`);
}

const sameAccounts = (a: string[] | null, b: string[] | null) => (a === null || b === null ? a === b : a.length === b.length && a.every((id) => b.includes(id)));

/** Only what was changed, so an unchanged past expiry (an expired key renamed) is not sent back and refused. */
export function changesOf(apiKey: ApiKey, values: KeyValues): ApiKeyUpdateInput {
  const name = values.name.trim();
  const accountIds = values.accountIds?.length ? values.accountIds : null;
  const expiresOn = values.expiresOn ?? null;
  const expiryChanged = expiresOn ? formatDate(apiKey.expiresAt) !== expiresOn.format('DD/MM/YYYY') : apiKey.expiresAt !== null;
  return {
    ...(name !== apiKey.name && { name }),
    ...(values.scope !== apiKey.scope && { scope: values.scope }),
    ...(!sameAccounts(accountIds, apiKey.accountIds) && { accountIds }),
    ...(expiryChanged && { expiresAt: expiryOf(expiresOn) }),
  };
}

/** 'Sửa khóa API': the same fields as its creation, filled in; the key itself stays the same. Mounted while open. */
export function EditApiKeyDialog({ apiKey, accounts, onSave, onClose }: EditApiKeyDialogProps) {
  const [form] = Form.useForm<KeyValues>();
  const scope = Form.useWatch('scope', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: KeyValues) => {
    const input = changesOf(apiKey, values);
    if (Object.keys(input).length === 0) return onClose();
    setBusy(true);
    setError(null);
    try {
      await onSave(apiKey.id, input);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, T.keySaveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={T.editKeyTitle}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {T.saveKey}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        name="editApiKey"
        layout="vertical"
        initialValues={{ name: apiKey.name, scope: apiKey.scope, accountIds: apiKey.accountIds ?? [], expiresOn: expiryDay(apiKey.expiresAt) }}
        onFinish={(values) => void submit(values)}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Typography.Paragraph type="secondary">{T.editKeyHelp}</Typography.Paragraph>
        <ApiKeyFields scope={scope} accounts={accounts} />
      </Form>
    </Modal>
  );
}
