import { ArrowLeftOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { Conversation } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';
import { AiSwitch, type AiSwitchProps } from './ai-switch';
import { AssigneeControl, type AssigneeControlProps } from './assignee-control';
import { ConversationAvatar } from './conversation-avatar';

export interface ThreadHeaderProps {
  conversation: Conversation;
  /** The phone layout's way back to the list. */
  onBack?: () => void;
  contactOpen: boolean;
  onToggleContact: () => void;
  ai: Omit<AiSwitchProps, 'conversation'>;
  assignee: Omit<AssigneeControlProps, 'assignee'>;
}

/** Who the thread is with and through which account, who handles it, the AI switch, the contact panel's button. */
export function ThreadHeader({ conversation, onBack, contactOpen, onToggleContact, ai, assignee }: ThreadHeaderProps) {
  return (
    <Flex vertical gap={6} style={{ padding: '10px 12px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex align="center" gap={10}>
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} aria-label={INBOX_TEXTS.back} onClick={onBack} />}
        <ConversationAvatar conversation={conversation} size={36} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={5} ellipsis style={{ margin: 0 }}>
            {conversation.name}
          </Typography.Title>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {conversation.type === 'group' ? `${INBOX_TEXTS.group} · ` : ''}
            {conversation.accountName}
          </Typography.Text>
        </Flex>
        <Button
          type={contactOpen ? 'primary' : 'default'}
          ghost={contactOpen}
          icon={<InfoCircleOutlined />}
          onClick={onToggleContact}
          aria-pressed={contactOpen}
          aria-label={contactOpen ? INBOX_TEXTS.hideContact : INBOX_TEXTS.showContact}
        />
      </Flex>
      <Flex align="center" gap={6} wrap style={{ minWidth: 0, columnGap: 16 }}>
        <AssigneeControl assignee={conversation.assignee ?? null} {...assignee} />
        <AiSwitch conversation={conversation} {...ai} />
      </Flex>
    </Flex>
  );
}
