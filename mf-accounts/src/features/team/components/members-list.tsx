import { Button, Flex, Table, Tag, Typography } from 'antd';
import { type Account, formatDate, type TeamMember, WORKSPACE_ROLE_LABELS } from 'shared-sdk';
import { CardList, useNarrowScreen } from 'shared-sdk/react';
import { TEAM_TEXTS as T } from '../texts';
import { accountNames } from '../utils/account-names';

export interface MembersListProps {
  members: readonly TeamMember[];
  accounts: readonly Account[] | undefined;
  /** Whether the person looking is the owner (only they hand the workspace over). */
  isOwner: boolean;
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
}

/** Which accounts a member works with, by name. */
function accountsText(member: TeamMember, accounts: readonly Account[] | undefined) {
  if (member.allAccounts) return T.allAccounts;
  if (member.accountIds.length === 0) return T.noAccounts;
  return accountNames(member.accountIds, accounts, T.unknownAccount).join(', ');
}

/** The owner and the person looking are not changed here (ownership moves by a transfer; nobody removes themselves). */
const changeable = (member: TeamMember) => member.role !== 'OWNER' && !member.you;

function MemberActions({ member, isOwner, onEdit, onRemove, onTransfer }: { member: TeamMember } & Omit<MembersListProps, 'members' | 'accounts'>) {
  if (!changeable(member)) return null;
  return (
    <Flex gap={4} wrap>
      <Button size="small" onClick={() => onEdit(member)} aria-label={`${T.edit} ${member.email}`}>
        {T.edit}
      </Button>
      {isOwner && (
        <Button size="small" onClick={() => onTransfer(member)} aria-label={`${T.transfer} ${member.email}`}>
          {T.transfer}
        </Button>
      )}
      <Button size="small" danger onClick={() => onRemove(member)} aria-label={`${T.remove} ${member.email}`}>
        {T.remove}
      </Button>
    </Flex>
  );
}

function EmailCell({ member }: { member: TeamMember }) {
  return (
    <span>
      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
        {member.email}
      </Typography.Text>
      {member.you && (
        <Tag color="blue" style={{ marginInlineStart: 8 }}>
          {T.you}
        </Tag>
      )}
    </span>
  );
}

/** The members: a table on a wide screen, one card each on a phone. */
export function MembersList({ members, accounts, ...actions }: MembersListProps) {
  const narrow = useNarrowScreen();
  const rows = members.map((member) => ({ ...member, id: member.userId }));

  if (narrow) {
    return (
      <CardList
        label={T.members}
        items={rows}
        renderCard={(member) => (
          <Flex vertical gap={4}>
            <EmailCell member={member} />
            <Typography.Text>{WORKSPACE_ROLE_LABELS[member.role]}</Typography.Text>
            <Typography.Text type="secondary">
              {T.accounts}: {accountsText(member, accounts)}
            </Typography.Text>
            <Typography.Text type="secondary">{T.joined(formatDate(member.joinedAt))}</Typography.Text>
            <MemberActions member={member} {...actions} />
          </Flex>
        )}
      />
    );
  }

  return (
    <Table
      aria-label={T.members}
      rowKey="id"
      dataSource={rows}
      pagination={false}
      columns={[
        { key: 'email', title: T.email, render: (_, member) => <EmailCell member={member} /> },
        { key: 'role', title: T.role, render: (_, member) => WORKSPACE_ROLE_LABELS[member.role] },
        { key: 'accounts', title: T.accounts, render: (_, member) => accountsText(member, accounts) },
        { key: 'joinedAt', title: T.joinedAt, render: (_, member) => formatDate(member.joinedAt) },
        { key: 'actions', title: T.actions, render: (_, member) => <MemberActions member={member} {...actions} /> },
      ]}
    />
  );
}
