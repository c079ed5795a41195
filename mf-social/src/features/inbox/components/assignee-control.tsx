import { UserOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { type Conversation, type TeamMember, WORKSPACE_ROLE_LABELS } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';

export interface AssigneeControlProps {
  assignee: Conversation['assignee'];
  /** The person looking (undefined until known). */
  myUserId: string | undefined;
  /**
   * 'anyone' (OWNER, ADMIN): a member picker; 'self' (AGENT): take an unassigned conversation or give up one's own;
   * 'none': only who handles it (the role not known yet).
   */
  mode: 'anyone' | 'self' | 'none';
  /** The workspace's members, for the picker (loading while undefined). */
  members?: TeamMember[];
  saving: boolean;
  onAssign: (assigneeId: string | null) => void;
}

const NOBODY = '';

/** Who handles the conversation ("Phụ trách: …" or "Chưa phân công") and, as the role allows, a way to change it. */
export function AssigneeControl({ assignee, myUserId, mode, members, saving, onAssign }: AssigneeControlProps) {
  const mine = Boolean(assignee && myUserId && assignee.id === myUserId);
  const label = assignee ? INBOX_TEXTS.assignedTo(mine ? INBOX_TEXTS.assignedToYou(assignee.email) : assignee.email) : INBOX_TEXTS.unassigned;
  const options = [
    { value: NOBODY, label: INBOX_TEXTS.unassigned },
    ...(members ?? []).map((member) => ({ value: member.userId, label: `${member.email} · ${WORKSPACE_ROLE_LABELS[member.role]}` })),
    // The one handling it, even when no longer among the members the server listed.
    ...(assignee && members && !members.some((member) => member.userId === assignee.id) ? [{ value: assignee.id, label: assignee.email }] : []),
  ];
  return (
    <Flex align="center" gap={8} wrap style={{ minWidth: 0 }} data-testid="assignee">
      <UserOutlined aria-hidden />
      {mode === 'anyone' ? (
        <Select
          size="small"
          aria-label={INBOX_TEXTS.assign}
          value={assignee?.id ?? NOBODY}
          options={options}
          loading={!members || saving}
          disabled={saving}
          onChange={(value: string) => onAssign(value === NOBODY ? null : value)}
          popupMatchSelectWidth={false}
          style={{ minWidth: 180, maxWidth: '100%' }}
          labelRender={() => label}
        />
      ) : (
        <Typography.Text type={assignee ? undefined : 'secondary'} ellipsis style={{ fontSize: 12, minWidth: 0 }}>
          {label}
        </Typography.Text>
      )}
      {mode === 'self' && !assignee && (
        <Button size="small" loading={saving} disabled={!myUserId} onClick={() => myUserId && onAssign(myUserId)}>
          {INBOX_TEXTS.takeOver}
        </Button>
      )}
      {mode === 'self' && mine && (
        <Button size="small" loading={saving} onClick={() => onAssign(null)}>
          {INBOX_TEXTS.giveUp}
        </Button>
      )}
    </Flex>
  );
}
