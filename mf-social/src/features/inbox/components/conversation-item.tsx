import { RobotOutlined, TeamOutlined } from '@ant-design/icons';
import { Badge, Flex, Tooltip, Typography, theme } from 'antd';
import type { Conversation } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';
import { lastMessagePreview } from '../utils/conversation-text';
import { listTime } from '../utils/days';
import { ConversationButton } from './conversation-button';

export interface ConversationItemProps {
  conversation: Conversation;
  selected: boolean;
  /** Names the account on the row (when the list holds several accounts' conversations). */
  showAccount: boolean;
  onOpen: (conversation: Conversation) => void;
  now?: number;
}

/** One row of the list: picture, name, account, last message, when, unread count, who handles it (when someone does). */
export function ConversationItem({ conversation, selected, showAccount, onOpen, now }: ConversationItemProps) {
  const { token } = theme.useToken();
  const unread = conversation.unreadCount > 0;
  const aiOff = conversation.type === 'user' && conversation.aiPaused;
  return (
    <ConversationButton
      conversation={conversation}
      onOpen={onOpen}
      selected={selected}
      label={unread ? `${conversation.name}, ${INBOX_TEXTS.unreadBadge(conversation.unreadCount)}` : conversation.name}
      padding="10px 12px"
      showAccount={showAccount}
    >
        <Flex align="center" gap={6}>
          {conversation.type === 'group' && (
            <Tooltip title={INBOX_TEXTS.group}>
              <TeamOutlined aria-label={INBOX_TEXTS.group} style={{ color: token.colorTextSecondary }} />
            </Tooltip>
          )}
          <Typography.Text strong={unread} ellipsis style={{ flex: 1, minWidth: 0 }}>
            {conversation.name}
          </Typography.Text>
          {conversation.lastMessage && (
            <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
              {listTime(conversation.lastMessage.at, now)}
            </Typography.Text>
          )}
        </Flex>
        <Flex align="center" gap={6}>
          <Typography.Text type={unread ? undefined : 'secondary'} strong={unread} ellipsis style={{ flex: 1, minWidth: 0, fontSize: 13 }}>
            {lastMessagePreview(conversation)}
          </Typography.Text>
          {aiOff && (
            <Tooltip title={INBOX_TEXTS.aiOffShort}>
              <RobotOutlined aria-label={INBOX_TEXTS.aiOffShort} style={{ color: token.colorTextQuaternary }} />
            </Tooltip>
          )}
          {unread && <Badge count={conversation.unreadCount} overflowCount={99} title={INBOX_TEXTS.unreadBadge(conversation.unreadCount)} />}
        </Flex>
        {conversation.assignee && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }} data-testid="row-assignee">
            {INBOX_TEXTS.assignedTo(conversation.assignee.email)}
          </Typography.Text>
        )}
    </ConversationButton>
  );
}
