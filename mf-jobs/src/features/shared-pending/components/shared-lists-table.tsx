import { Button, Flex, Popconfirm, Table, Typography } from 'antd';
import { formatDateTime, type SharedPendingList } from 'shared-sdk';
import { CardList, useNarrowScreen } from 'shared-sdk/react';

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

type RowProps = Omit<SharedListsTableProps, 'lists' | 'loading'> & { list: SharedPendingList };

function NameCell({ list }: { list: SharedPendingList }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{list.name}</Typography.Text>
      {list.sourceAccount && (
        <Typography.Text type="secondary">
          {SHARED_TEXTS.sourceAccount}: {list.sourceAccount.displayName}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** View, schedule (only for ACTIVE lists: otherwise why not, where the button would be) and delete with a confirmation. */
function Actions({ list, deletingId, onView, onSchedule, onDelete }: RowProps) {
  return (
    <Flex gap={8} wrap align="center">
      <Button size="small" onClick={() => onView(list)}>
        {SHARED_TEXTS.view}
      </Button>
      {list.status === 'ACTIVE' ? (
        <Button size="small" onClick={() => onSchedule(list)}>
          {SHARED_TEXTS.schedule}
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 220 }}>
          {SHARED_TEXTS.scheduleUnavailable[list.status]}
        </Typography.Text>
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
  );
}

/** Phone width: one card per list, its actions on screen. */
function ListCards({ lists, loading, ...actions }: SharedListsTableProps) {
  return (
    <CardList
      label={SHARED_TEXTS.title}
      items={lists}
      loading={loading}
      renderCard={(list) => (
        <>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <NameCell list={list} />
            <SharedListStatusTag status={list.status} />
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            {SHARED_TEXTS.columnMembers}: {list.memberCount} · {SHARED_TEXTS.columnCreated}: {formatDateTime(list.createdAt)}
          </Typography.Paragraph>
          <Actions list={list} {...actions} />
        </>
      )}
    />
  );
}

/** Name, member count, status, created date and the row actions; cards below 768 px. */
export function SharedListsTable(props: SharedListsTableProps) {
  const narrow = useNarrowScreen();
  const { lists, loading, ...actions } = props;
  if (narrow) return <ListCards {...props} />;
  return (
    <Table<SharedPendingList>
      rowKey="id"
      dataSource={lists}
      loading={loading}
      pagination={false}
      scroll={{ x: 720 }}
      columns={[
        { title: SHARED_TEXTS.columnName, key: 'name', render: (_, list) => <NameCell list={list} /> },
        { title: SHARED_TEXTS.columnMembers, dataIndex: 'memberCount', key: 'memberCount' },
        { title: SHARED_TEXTS.columnStatus, key: 'status', render: (_, list) => <SharedListStatusTag status={list.status} /> },
        { title: SHARED_TEXTS.columnCreated, key: 'createdAt', render: (_, list) => formatDateTime(list.createdAt) },
        { title: SHARED_TEXTS.columnActions, key: 'actions', render: (_, list) => <Actions list={list} {...actions} /> },
      ]}
    />
  );
}
