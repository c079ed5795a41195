import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, type Invitation, type TeamMember, useAccounts } from 'shared-sdk';
import { ListPage, LoadFailedAlert, LoadingBlock, useToastedChange, useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useTransferOwnership } from '../api/transfer-ownership';
import { useUpdateMember } from '../api/update-member';
import { TEAM_TEXTS as T } from '../texts';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { MemberDialog } from './member-dialog';
import { MembersList } from './members-list';

/** /team 'Thành viên' (OWNER, ADMIN): members, seats, invitations, roles and accounts, removal, ownership transfer. */
export function TeamPage() {
  const { modal } = App.useApp();
  const change = useToastedChange();
  const toasts = useToasts();
  const { isOwner } = useWorkspaceAccess();
  const members = useMembers();
  const invitations = useInvitations();
  const accounts = useAccounts().data;
  const { mutateAsync: invite } = useCreateInvitation();
  const { mutateAsync: update } = useUpdateMember();
  const { mutateAsync: remove } = useRemoveMember();
  const { mutateAsync: revoke } = useRevokeInvitation();
  const { mutateAsync: transfer } = useTransferOwnership();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);

  const seats = members.data?.seats;

  const confirmRemove = (member: TeamMember) =>
    modal.confirm({
      title: T.removeTitle(member.email),
      content: T.removeContent,
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => change(() => remove(member.userId), { done: T.removed, failed: T.removeFailed }),
    });

  const confirmTransfer = (member: TeamMember) =>
    modal.confirm({
      title: T.transferTitle(member.email),
      content: T.transferContent,
      okText: T.transfer,
      cancelText: T.cancel,
      onOk: () => change(() => transfer(member.userId), { done: T.transferred, failed: T.transferFailed }),
    });

  const confirmRevoke = (invitation: Invitation) =>
    modal.confirm({
      title: T.revokeTitle(invitation.email),
      content: T.revokeContent,
      okText: T.revoke,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => change(() => revoke(invitation.id), { done: T.revoked, failed: T.revokeFailed }),
    });

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
          {T.invite}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {seats && (
          <Tooltip title={T.seatsHint}>
            <Typography.Text strong style={{ alignSelf: 'flex-start' }}>
              {T.seats(seats.used, seats.limit)}
            </Typography.Text>
          </Tooltip>
        )}
        {members.isError && !members.data ? (
          <LoadFailedAlert title={errorMessage(members.error, T.loadFailed)} retryText={T.retry} onRetry={() => void members.refetch()} />
        ) : members.isPending ? (
          <LoadingBlock />
        ) : (
          <MembersList
            members={members.data.members}
            accounts={accounts}
            isOwner={isOwner}
            onEdit={setEditing}
            onRemove={confirmRemove}
            onTransfer={confirmTransfer}
          />
        )}
        <InvitationsList invitations={invitations.data?.invitations ?? []} accounts={accounts} onRevoke={confirmRevoke} />
      </Flex>

      <InviteDialog open={inviting} accounts={accounts} onInvite={async (values) => (await invite(values)).invitation} onClose={() => setInviting(false)} />
      <MemberDialog
        member={editing}
        accounts={accounts}
        onSave={async (userId, input) => {
          await update({ userId, input });
          toasts.success(T.saved);
        }}
        onClose={() => setEditing(null)}
      />
    </ListPage>
  );
}
