import { Alert, Avatar, Button, Checkbox, Flex, Modal, Spin, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  errorMessage,
  exportPaths,
  formatDateTime,
  initials,
  SHARED_LIST_MESSAGES,
  type SharedListMember,
  type SharedPendingList,
} from 'shared-sdk';
import { ExportMenu } from 'shared-sdk/react';
import { useSharedList } from '../api/get-shared-list';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { SHARED_TEXTS } from '../texts';
import { memberStatusView, selectAllState } from '../utils/members';
import { FailureReason } from './failure-reason';
import { MemberFriendRequestDialog } from './member-friend-request-dialog';
import { MemberInviteDialog } from './member-invite-dialog';
import { MemberMessageDialog } from './member-message-dialog';

type Action = 'message' | 'friendRequest' | 'invite';

/** Only a web address is drawn as a picture. */
const pictureOf = (member: SharedListMember) => (member.avatar && /^https?:\/\//i.test(member.avatar) ? member.avatar : undefined);

function MemberCell({ member }: { member: SharedListMember }) {
  const name = member.displayName ?? member.zaloName ?? SHARED_TEXTS.unnamedMember;
  return (
    <Flex gap={8} align="flex-start">
      <Avatar size="small" src={pictureOf(member)} alt="">
        {initials(name, 1)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>{name}</Typography.Text>
        {member.zaloName && member.zaloName !== name && <Typography.Text type="secondary">{member.zaloName}</Typography.Text>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {SHARED_TEXTS.memberId(member.memberId)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** The status, and for a failed member why, in Vietnamese (Zalo's code on a detail line). */
function StatusCell({ member }: { member: SharedListMember }) {
  const view = memberStatusView(member.status);
  return (
    <Flex vertical align="flex-start" gap={2}>
      <Tag color={view.color}>{view.label}</Tag>
      {member.status === 'FAILED' && <FailureReason raw={member.statusReason} />}
    </Flex>
  );
}

function GroupCell({ member }: { member: SharedListMember }) {
  return (
    <Flex vertical>
      <Typography.Text>{member.groupName ?? '—'}</Typography.Text>
      {member.groupId && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {SHARED_TEXTS.groupId(member.groupId)}
        </Typography.Text>
      )}
    </Flex>
  );
}

function MembersTable({ members, selected, onSelect, narrow }: { members: SharedListMember[]; selected: string[]; onSelect(ids: string[]): void; narrow: boolean }) {
  const columns: TableColumnsType<SharedListMember> = [
    {
      title: SHARED_TEXTS.columnMember,
      key: 'member',
      render: (_, member) => (
        <Flex vertical gap={4}>
          <MemberCell member={member} />
          {/* On a phone the group and the status go under the member (the table would push them off screen). */}
          {narrow && <GroupCell member={member} />}
          {narrow && <StatusCell member={member} />}
        </Flex>
      ),
    },
  ];
  if (!narrow) {
    columns.push(
      { title: SHARED_TEXTS.columnGroup, key: 'group', render: (_, member) => <GroupCell member={member} /> },
      { title: SHARED_TEXTS.columnStatus, key: 'status', width: 200, render: (_, member) => <StatusCell member={member} /> },
      { title: SHARED_TEXTS.columnAdded, key: 'createdAt', width: 140, render: (_, member) => formatDateTime(member.createdAt) },
    );
  }
  return (
    <Table<SharedListMember>
      rowKey="id"
      size="small"
      dataSource={members}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={narrow ? { y: 420 } : { x: 760, y: 360 }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) }}
      columns={columns}
    />
  );
}

export interface ListDetailDialogProps {
  list: SharedPendingList | null;
  onClose(): void;
  /** After a member job is created (the caller goes on to /jobs or stays). */
  onJobCreated?(): void;
}

/** A list's description, total, members with selection, the three member actions, and its export to Excel or CSV. */
export function ListDetailDialog({ list, onClose, onJobCreated }: ListDetailDialogProps) {
  const detail = useSharedList(list?.id ?? null);
  const [selected, setSelected] = useState<string[]>([]);
  const [action, setAction] = useState<Action | null>(null);
  const members = detail.data?.members ?? [];
  const chosen = members.filter((member) => selected.includes(member.id));
  const memberIds = chosen.map((member) => member.id);
  const all = selectAllState(memberIds.length, members.length);
  const nothingSelected = memberIds.length === 0;
  const narrow = useNarrowScreen();
  const shared = {
    listId: list?.id ?? '',
    members: chosen,
    onClose: () => setAction(null),
    onCreated: () => {
      setAction(null);
      setSelected([]);
      onJobCreated?.();
    },
  };

  return (
    <Modal
      title={list ? SHARED_TEXTS.detailTitle(list.name) : ''}
      open={list !== null}
      onCancel={() => {
        setSelected([]);
        onClose();
      }}
      footer={null}
      width={920}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : detail.isError ? (
        <Alert type="error" showIcon title={errorMessage(detail.error, SHARED_LIST_MESSAGES.detailFailed)} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            <Typography.Text type="secondary">{SHARED_TEXTS.description}: </Typography.Text>
            {detail.data.description || SHARED_TEXTS.noDescription}
          </Typography.Paragraph>
          <Typography.Text strong>{SHARED_TEXTS.memberTotal(detail.data.memberCount)}</Typography.Text>
          <Typography.Text type="secondary">
            {SHARED_TEXTS.counts(detail.data.statusCounts.success, detail.data.statusCounts.pending, detail.data.statusCounts.failed)}
          </Typography.Text>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Checkbox
              checked={all.checked}
              indeterminate={all.indeterminate}
              onChange={(event) => setSelected(event.target.checked ? members.map((member) => member.id) : [])}
            >
              {SHARED_TEXTS.selectAll(memberIds.length, members.length)}
            </Checkbox>
            <Flex gap={8} wrap>
              <Button type="primary" disabled={nothingSelected} onClick={() => setAction('message')}>
                {SHARED_TEXTS.sendMessage}
              </Button>
              <Button disabled={nothingSelected} onClick={() => setAction('friendRequest')}>
                {SHARED_TEXTS.sendFriendRequest}
              </Button>
              <Button disabled={nothingSelected} onClick={() => setAction('invite')}>
                {SHARED_TEXTS.inviteToGroup}
              </Button>
              <ExportMenu path={exportPaths.sharedListMembers(detail.data.id)} disabled={detail.data.memberCount === 0} />
            </Flex>
          </Flex>
          <MembersTable members={members} selected={memberIds} onSelect={setSelected} narrow={narrow} />
        </Flex>
      )}
      <MemberMessageDialog {...shared} open={action === 'message'} />
      <MemberFriendRequestDialog {...shared} open={action === 'friendRequest'} />
      <MemberInviteDialog {...shared} open={action === 'invite'} />
    </Modal>
  );
}
