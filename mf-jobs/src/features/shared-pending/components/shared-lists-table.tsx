import { Button, Flex, Popconfirm, Table, Typography } from 'antd';
import { formatDateTime, type SharedPendingList } from 'shared-sdk';
import { SHARED_TEXTS } from '../texts';
import { SharedListStatusTag } from './shared-list-status-tag';

export interface SharedListsTableProps {
  lists: SharedPendingList[];
  loading?: boolean;
  deletingId?: string | null;
  onView(list: SharedPendingList): void;
  onSchedule(list: SharedPendingList): void;
  onDelete(list: SharedPendingList): void;
}

/** Name, member count, status, created date and the row actions (schedule only for ACTIVE lists). */
export function SharedListsTable({ lists, loading, deletingId, onView, onSchedule, onDelete }: SharedListsTableProps) {
  return (
    <Table<SharedPendingList>
      rowKey="id"
      dataSource={lists}
      loading={loading}
      pagination={false}
      scroll={{ x: 720 }}
      columns={[
        {
          title: SHARED_TEXTS.columnName,
          key: 'name',
          render: (_, list) => (
            <Flex vertical>
              <Typography.Text strong>{list.name}</Typography.Text>
              {list.sourceAccount && (
                <Typography.Text type="secondary">
                  {SHARED_TEXTS.sourceAccount}: {list.sourceAccount.displayName}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        { title: SHARED_TEXTS.columnMembers, dataIndex: 'memberCount', key: 'memberCount' },
        { title: SHARED_TEXTS.columnStatus, key: 'status', render: (_, list) => <SharedListStatusTag status={list.status} /> },
        { title: SHARED_TEXTS.columnCreated, key: 'createdAt', render: (_, list) => formatDateTime(list.createdAt) },
        {
          title: SHARED_TEXTS.columnActions,
          key: 'actions',
          render: (_, list) => (
            <Flex gap={8} wrap>
              <Button size="small" onClick={() => onView(list)}>
                {SHARED_TEXTS.view}
              </Button>
              {list.status === 'ACTIVE' && (
                <Button size="small" onClick={() => onSchedule(list)}>
                  {SHARED_TEXTS.schedule}
                </Button>
              )}
              <Popconfirm
                title={SHARED_TEXTS.deleteTitle}
                description={SHARED_TEXTS.deleteConfirm(list.name)}
                okText={SHARED_TEXTS.delete}
                cancelText={SHARED_TEXTS.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(list)}
              >
                <Button size="small" danger loading={deletingId === list.id}>
                  {SHARED_TEXTS.delete}
                </Button>
              </Popconfirm>
            </Flex>
          ),
        },
      ]}
    />
  );
}
