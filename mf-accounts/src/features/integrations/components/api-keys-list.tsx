import { Button, Flex, Table, Typography } from 'antd';
import { type Account, API_KEY_SCOPE_LABELS, type ApiKey, formatDate, formatDateTime } from 'shared-sdk';
import { CardList, useNarrowScreen } from 'shared-sdk/react';
import { INTEGRATION_TEXTS as T } from '../texts';
import { ApiKeyStatusTag } from './api-key-status-tag';

export interface ApiKeysListProps {
  apiKeys: readonly ApiKey[];
  accounts: readonly Account[] | undefined;
  onEdit: (apiKey: ApiKey) => void;
  /** Pauses a working key, resumes a paused one. */
  onPause: (apiKey: ApiKey, paused: boolean) => void;
  onRevoke: (apiKey: ApiKey) => void;
}

/** The key's accounts by name ('Mọi tài khoản' when it is not limited); a gone account is said so, never its id. */
function accountsText(apiKey: ApiKey, accounts: readonly Account[] | undefined) {
  if (apiKey.accountIds === null) return T.allAccounts;
  const names = new Map((accounts ?? []).map((account) => [account.id, account.displayName]));
  return apiKey.accountIds.map((id) => names.get(id) ?? T.unknownAccount).join(', ');
}

/** What a person recognises a key by: its first characters. */
const prefixText = (apiKey: ApiKey) => `${apiKey.prefix}…`;

const lastUsedText = (apiKey: ApiKey) => (apiKey.lastUsedAt ? T.lastUsed(formatDateTime(apiKey.lastUsedAt), apiKey.lastUsedIp) : T.neverUsed);

const expiryText = (apiKey: ApiKey) => (apiKey.expiresAt ? formatDate(apiKey.expiresAt) : T.noExpiry);

type ActionsProps = { apiKey: ApiKey; stacked?: boolean } & Pick<ApiKeysListProps, 'onEdit' | 'onPause' | 'onRevoke'>;

/**
 * 'Sửa', 'Tạm dừng' or 'Bật lại', 'Thu hồi'; a revoked key has none (it stays as it was revoked). Stacked in the
 * table, so that its columns still fit a laptop's width.
 */
function KeyActions({ apiKey, stacked = false, onEdit, onPause, onRevoke }: ActionsProps) {
  if (apiKey.status === 'REVOKED') return null;
  const paused = apiKey.pausedAt !== null;
  return (
    <Flex gap={stacked ? 4 : 8} vertical={stacked} wrap={!stacked} justify="flex-end" align={stacked ? 'stretch' : undefined}>
      <Button size="small" onClick={() => onEdit(apiKey)} aria-label={T.editKeyLabel(apiKey.name)}>
        {T.editKey}
      </Button>
      <Button size="small" onClick={() => onPause(apiKey, !paused)} aria-label={paused ? T.resumeKeyLabel(apiKey.name) : T.pauseKeyLabel(apiKey.name)}>
        {paused ? T.resumeKey : T.pauseKey}
      </Button>
      <Button size="small" danger onClick={() => onRevoke(apiKey)} aria-label={T.revokeLabel(apiKey.name)}>
        {T.revoke}
      </Button>
    </Flex>
  );
}

function NameCell({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Flex vertical>
      <Typography.Text strong style={{ wordBreak: 'break-word' }}>
        {apiKey.name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>
        {prefixText(apiKey)}
      </Typography.Text>
    </Flex>
  );
}

/** The keys: a table on a wide screen, one card each on a phone; revoked keys stay listed, without actions. */
export function ApiKeysList({ apiKeys, accounts, ...actions }: ApiKeysListProps) {
  const narrow = useNarrowScreen();

  if (narrow) {
    return (
      <CardList
        label={T.keysLabel}
        items={apiKeys}
        renderCard={(apiKey) => (
          <Flex vertical gap={4}>
            <Flex justify="space-between" align="flex-start" gap={8}>
              <NameCell apiKey={apiKey} />
              <ApiKeyStatusTag status={apiKey.status} />
            </Flex>
            <Typography.Text>
              {API_KEY_SCOPE_LABELS[apiKey.scope]} · {accountsText(apiKey, accounts)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {T.keyLastUsed}: {lastUsedText(apiKey)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[apiKey.createdBy && T.createdBy(apiKey.createdBy.email), T.createdOn(formatDate(apiKey.createdAt)), apiKey.expiresAt && T.expiresOn(formatDate(apiKey.expiresAt))]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
            <KeyActions apiKey={apiKey} {...actions} />
          </Flex>
        )}
      />
    );
  }

  return (
    <Table
      aria-label={T.keysLabel}
      rowKey="id"
      dataSource={apiKeys as ApiKey[]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', title: T.keyName, render: (_, apiKey) => <NameCell apiKey={apiKey} /> },
        {
          key: 'scope',
          title: T.keyScopeColumn,
          render: (_, apiKey) => (
            <Flex vertical>
              <Typography.Text>{API_KEY_SCOPE_LABELS[apiKey.scope]}</Typography.Text>
              <Typography.Text type="secondary">{accountsText(apiKey, accounts)}</Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'created',
          title: T.keyCreated,
          render: (_, apiKey) => (
            <Flex vertical style={{ maxWidth: 180 }}>
              <Typography.Text>{formatDate(apiKey.createdAt)}</Typography.Text>
              {apiKey.createdBy && (
                <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                  {apiKey.createdBy.email}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          key: 'lastUsed',
          title: T.keyLastUsed,
          render: (_, apiKey) =>
            apiKey.lastUsedAt ? (
              <Flex vertical>
                <Typography.Text>{formatDateTime(apiKey.lastUsedAt)}</Typography.Text>
                {apiKey.lastUsedIp && <Typography.Text type="secondary">{T.ip(apiKey.lastUsedIp)}</Typography.Text>}
              </Flex>
            ) : (
              <Typography.Text type="secondary">{T.neverUsed}</Typography.Text>
            ),
        },
        {
          key: 'status',
          title: T.keyStatusAndExpiry,
          render: (_, apiKey) => (
            <Flex vertical gap={4} align="flex-start">
              <ApiKeyStatusTag status={apiKey.status} />
              <Typography.Text type="secondary">{expiryText(apiKey)}</Typography.Text>
            </Flex>
          ),
        },
        { key: 'actions', title: T.actions, render: (_, apiKey) => <KeyActions apiKey={apiKey} stacked {...actions} /> },
      ]}
    />
  );
}
