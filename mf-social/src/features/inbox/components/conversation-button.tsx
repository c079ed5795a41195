import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { Conversation } from 'shared-sdk';
import { ConversationAvatar } from './conversation-avatar';

export interface ConversationButtonProps {
  conversation: Conversation;
  onOpen: (conversation: Conversation) => void;
  /** The open conversation's row is marked (and highlighted). */
  selected?: boolean;
  /** The accessible name, when it says more than the row's text. */
  label?: string;
  padding: string;
  avatarSize?: number;
  /** Names the account under the row's lines (when the list holds several accounts' conversations). */
  showAccount: boolean;
  /** The row's lines beside the picture. */
  children: ReactNode;
}

/** A row that opens a conversation: its picture, the given lines, then the account when asked. */
export function ConversationButton({ conversation, onOpen, selected = false, label, padding, avatarSize, showAccount, children }: ConversationButtonProps) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={() => onOpen(conversation)}
      aria-current={selected ? 'true' : undefined}
      aria-label={label}
      style={{
        display: 'flex',
        gap: 12,
        width: '100%',
        padding,
        border: 'none',
        borderRadius: token.borderRadius,
        background: selected ? token.colorPrimaryBg : 'transparent',
        textAlign: 'left',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
      }}
    >
      <ConversationAvatar conversation={conversation} size={avatarSize} />
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        {children}
        {showAccount && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {conversation.accountName}
          </Typography.Text>
        )}
      </Flex>
    </button>
  );
}
