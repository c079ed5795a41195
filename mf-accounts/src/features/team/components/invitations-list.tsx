import { Button, Card, Empty, Flex, Typography } from 'antd';
import { type Account, formatDateTime, type Invitation, WORKSPACE_ROLE_LABELS } from 'shared-sdk';
import { TEAM_TEXTS as T } from '../texts';
import { accountNames } from '../utils/account-names';

export interface InvitationsListProps {
  invitations: readonly Invitation[];
  accounts: readonly Account[] | undefined;
  onRevoke: (invitation: Invitation) => void;
}

/** The pending invitations, each with who it is for, its role and accounts, who sent it, its expiry and 'Thu hồi'. */
export function InvitationsList({ invitations, accounts, onRevoke }: InvitationsListProps) {
  const pending = invitations.filter((invitation) => invitation.status === 'PENDING');
  return (
    <Card size="small" title={T.invitations}>
      {pending.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noInvitations} />
      ) : (
        <ul aria-label={T.invitations} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {pending.map((invitation) => (
            <li key={invitation.id}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                    {invitation.email}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {WORKSPACE_ROLE_LABELS[invitation.role]}
                    {invitation.role === 'AGENT' && invitation.accountIds.length > 0 && ` · ${accountNames(invitation.accountIds, accounts, T.unknownAccount).join(', ')}`}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[invitation.invitedBy && T.invitedBy(invitation.invitedBy.email), T.expiresAt(formatDateTime(invitation.expiresAt))]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </Flex>
                <Button size="small" danger onClick={() => onRevoke(invitation)} aria-label={`${T.revoke} ${invitation.email}`}>
                  {T.revoke}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
