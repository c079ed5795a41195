import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { type ApiKey, type ApiKeyUpdateInput, errorMessage, useAccounts } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock, useToastedChange, useToasts } from 'shared-sdk/react';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { useUpdateApiKey } from '../api/update-api-key';
import { INTEGRATION_TEXTS as T } from '../texts';
import { ApiKeysList } from './api-keys-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { EditApiKeyDialog } from './edit-api-key-dialog';

/** 'Khóa API': what a key is for, the keys, 'Tạo khóa API' (shown once), 'Sửa', 'Tạm dừng' / 'Bật lại' and 'Thu hồi' (asked first). */
export function ApiKeysTab() {
  const { modal } = App.useApp();
  const change = useToastedChange();
  const toasts = useToasts();
  const keys = useApiKeys();
  const accounts = useAccounts().data;
  const { mutateAsync: create } = useCreateApiKey();
  const { mutateAsync: revoke } = useRevokeApiKey();
  const { mutateAsync: update } = useUpdateApiKey();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKey | null>(null);

  const pause = (apiKey: ApiKey, paused: boolean) =>
    void change(() => update({ id: apiKey.id, input: { paused } }), paused ? { done: T.keyPaused, failed: T.pauseFailed } : { done: T.keyResumed, failed: T.resumeFailed });
  // A refused edit is said in the dialog, which stays open.
  const save = async (id: string, input: ApiKeyUpdateInput) => {
    await update({ id, input });
    toasts.success(T.keySaved);
  };

  const confirmRevoke = (apiKey: ApiKey) =>
    modal.confirm({
      title: T.revokeTitle(apiKey.name),
      content: T.revokeContent,
      okText: T.revoke,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => change(() => revoke(apiKey.id), { done: T.revoked, failed: T.revokeFailed }),
    });

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      {T.createKey}
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary" style={{ flex: '1 1 320px' }}>
          {T.keysIntro}
        </Typography.Text>
        {createButton}
      </Flex>
      {keys.isError && !keys.data ? (
        <LoadFailedAlert title={errorMessage(keys.error, T.keysLoadFailed)} retryText={T.retry} onRetry={() => void keys.refetch()} />
      ) : keys.isPending ? (
        <LoadingBlock />
      ) : keys.data.apiKeys.length === 0 ? (
        <Empty image={<KeyOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />} description={<Typography.Text strong>{T.keysEmptyTitle}</Typography.Text>}>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: '0 auto 16px' }}>
            {T.keysEmptyText}
          </Typography.Paragraph>
          {createButton}
        </Empty>
      ) : (
        <ApiKeysList apiKeys={keys.data.apiKeys} accounts={accounts} onEdit={setEditing} onPause={pause} onRevoke={confirmRevoke} />
      )}
      {editing && <EditApiKeyDialog key={editing.id} apiKey={editing} accounts={accounts} onSave={save} onClose={() => setEditing(null)} />}
      <CreateApiKeyDialog open={creating} accounts={accounts} onCreate={async (input) => (await create(input)).apiKey} onClose={() => setCreating(false)} />
    </Flex>
  );
}
