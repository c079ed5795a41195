import { Alert, Card, Flex, List, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { exportPaths, formatDateTime, PHONE_NUMBERS_PAGE_SIZE, type PhoneEntry, type PhoneEntryStatus } from 'shared-sdk';
import { ExportMenu, useNarrowScreen } from 'shared-sdk/react';
import { usePhoneNumbers } from '../api/get-phone-numbers';
import { PHONE_TEXTS } from '../texts';
import { ENTRY_STATUS_COLORS, ENTRY_STATUS_LABELS } from '../utils/list-status';
import { DetailTable, detailPagination } from './detail-table';
import { ErrorCell } from './error-cell';

export interface NumberHistoryTabProps {
  listId: string;
  /** Friend-request history, or message history with the messaging-side error. */
  kind: 'friendRequest' | 'message';
}

const STATUS_OPTIONS = [
  { value: '', label: PHONE_TEXTS.allStatuses },
  ...(Object.keys(ENTRY_STATUS_LABELS) as PhoneEntryStatus[]).map((status) => ({ value: status, label: ENTRY_STATUS_LABELS[status] })),
];

function FoundUser({ entry }: { entry: PhoneEntry }) {
  if (!entry.foundUserName && !entry.foundUserId) return <Typography.Text type="secondary">{PHONE_TEXTS.notFound}</Typography.Text>;
  return (
    <>
      <div>{entry.foundUserName}</div>
      {entry.foundUserId && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {entry.foundUserId}
        </Typography.Text>
      )}
    </>
  );
}

const accountOf = (entry: PhoneEntry) =>
  entry.assignedAccount?.displayName ?? <Typography.Text type="secondary">{PHONE_TEXTS.unassigned}</Typography.Text>;

const statusTag = (entry: PhoneEntry) => <Tag color={ENTRY_STATUS_COLORS[entry.status]}>{ENTRY_STATUS_LABELS[entry.status] ?? entry.status}</Tag>;

/** On a phone each number is a card with every field on screen (a six-column table cut its columns off). */
function NumberCard({ entry, error }: { entry: PhoneEntry; error: string | null }) {
  return (
    <Card size="small" role="article" aria-label={entry.phoneNumber} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>{entry.phoneNumber}</Typography.Text>
        {statusTag(entry)}
      </Flex>
      <Typography.Text type="secondary">{PHONE_TEXTS.account}: </Typography.Text>
      {accountOf(entry)}
      <div>
        <Typography.Text type="secondary">{PHONE_TEXTS.foundUser}: </Typography.Text>
        <FoundUser entry={entry} />
      </div>
      {error && <ErrorCell error={error} skipped={entry.status === 'SKIPPED'} />}
      {entry.processedAt && <Typography.Text type="secondary">{formatDateTime(entry.processedAt)}</Typography.Text>}
    </Card>
  );
}

/** A history table of the list's numbers, filtered by status, 100 a page; the whole list exports to Excel or CSV. */
export function NumberHistoryTab({ listId, kind }: NumberHistoryTabProps) {
  const [status, setStatus] = useState<PhoneEntryStatus | ''>('');
  const [page, setPage] = useState(1);
  const numbers = usePhoneNumbers(listId, { page, status: status || undefined });
  const errorOf = (entry: PhoneEntry) => (kind === 'message' ? entry.messageErrorMessage : entry.errorMessage);
  const narrow = useNarrowScreen();
  const pagination = detailPagination(page, PHONE_NUMBERS_PAGE_SIZE, numbers.data?.pagination.total ?? 0, setPage);

  return (
    <>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={PHONE_TEXTS.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          style={{ width: 200 }}
        />
        {/* The whole list, every status, both sides' errors. */}
        <ExportMenu path={exportPaths.phoneNumbers(listId)} />
      </Flex>
      {numbers.isError && <Alert type="error" showIcon title={PHONE_TEXTS.detailFailed} />}
      {narrow ? (
        <List<PhoneEntry>
          loading={numbers.isFetching}
          dataSource={numbers.data?.phoneNumbers ?? []}
          locale={{ emptyText: PHONE_TEXTS.noData }}
          pagination={pagination}
          renderItem={(entry) => (
            <List.Item key={entry.id} style={{ padding: '4px 0' }}>
              <NumberCard entry={entry} error={errorOf(entry)} />
            </List.Item>
          )}
        />
      ) : (
      <DetailTable<PhoneEntry>
        loading={numbers.isFetching}
        dataSource={numbers.data?.phoneNumbers ?? []}
        scroll={{ x: 800 }}
        pagination={pagination}
        columns={[
          { title: PHONE_TEXTS.phoneNumber, dataIndex: 'phoneNumber', key: 'phoneNumber' },
          {
            title: PHONE_TEXTS.status,
            key: 'status',
            render: (_, entry) => statusTag(entry),
          },
          {
            title: PHONE_TEXTS.account,
            key: 'account',
            render: (_, entry) => accountOf(entry),
          },
          {
            title: PHONE_TEXTS.foundUser,
            key: 'found',
            render: (_, entry) => <FoundUser entry={entry} />,
          },
          {
            title: PHONE_TEXTS.errorOrReason,
            key: 'error',
            // A skipped number is not an error: its reason ('Không có Zalo', do-not-contact) is shown plainly.
            render: (_, entry) => <ErrorCell error={errorOf(entry)} skipped={entry.status === 'SKIPPED'} />,
          },
          { title: PHONE_TEXTS.processedAt, key: 'processedAt', render: (_, entry) => formatDateTime(entry.processedAt) },
        ]}
      />
      )}
    </>
  );
}
