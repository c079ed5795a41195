import { MobileOutlined, RobotOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { formatTime, type InboxMessage, translatePlatformError } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';
import { MessageAttachments } from './message-attachments';

export interface MessageBubbleProps {
  message: InboxMessage;
  /** In a group: the sender's name above what others wrote. */
  showSender: boolean;
  onResend: (message: InboxMessage) => void;
  resending: boolean;
}

function SourceMark({ message }: { message: InboxMessage }) {
  if (message.source === 'job') {
    return (
      <span>
        <SendOutlined /> {INBOX_TEXTS.fromJob} · <Link to="/jobs">{INBOX_TEXTS.viewJob}</Link>
      </span>
    );
  }
  if (message.source === 'ai') {
    return (
      <span>
        <RobotOutlined /> {INBOX_TEXTS.fromAi}
      </span>
    );
  }
  if (message.source === 'phone') {
    return (
      <span>
        <MobileOutlined /> {INBOX_TEXTS.fromPhone}
      </span>
    );
  }
  return null;
}

function StatusLine({ message, onResend, resending }: Omit<MessageBubbleProps, 'showSender'>) {
  if (message.status === 'PENDING') return <Typography.Text type="secondary">{INBOX_TEXTS.sending}</Typography.Text>;
  if (message.status !== 'FAILED') return null;
  const reason = translatePlatformError(message.error?.message, message.error?.code ?? null);
  return (
    <Flex vertical align="flex-end" gap={2} role="alert">
      <Typography.Text type="danger">
        {INBOX_TEXTS.failed}
        {reason?.text ? `: ${reason.text}` : ''}
      </Typography.Text>
      {reason?.code != null && <Typography.Text type="secondary">{INBOX_TEXTS.zaloCode(reason.code)}</Typography.Text>}
      <Button size="small" danger loading={resending} onClick={() => onResend(message)}>
        {INBOX_TEXTS.resend}
      </Button>
    </Flex>
  );
}

/** One message: text and attachments, when, where an outgoing one came from, an opt-out, a failure with 'Gửi lại'. */
export function MessageBubble({ message, showSender, onResend, resending }: MessageBubbleProps) {
  const { token } = theme.useToken();
  const mine = message.fromMe;
  return (
    <Flex vertical align={mine ? 'flex-end' : 'flex-start'} gap={2} data-message-id={message.id} aria-label={mine ? 'Tin nhắn đã gửi' : 'Tin nhắn nhận'} role="article">
      {showSender && !mine && message.senderName && (
        <Typography.Text type="secondary" style={{ fontSize: 12, paddingLeft: 4 }}>
          {message.senderName}
        </Typography.Text>
      )}
      <div
        style={{
          maxWidth: 'min(560px, 85%)',
          padding: '8px 12px',
          borderRadius: 12,
          background: mine ? (message.status === 'FAILED' ? token.colorErrorBg : token.colorPrimaryBg) : token.colorFillSecondary,
          border: message.optOut ? `1px solid ${token.colorWarningBorder}` : undefined,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Flex vertical gap={6}>
          <MessageAttachments attachments={message.attachments} />
          {message.text && <span>{message.text}</span>}
        </Flex>
      </div>
      <Flex gap={8} wrap justify={mine ? 'flex-end' : 'flex-start'} style={{ fontSize: 12, color: token.colorTextSecondary, padding: '0 4px' }}>
        <SourceMark message={message} />
        <time dateTime={message.at}>{formatTime(message.at)}</time>
      </Flex>
      {message.optOut && (
        <Typography.Text type="warning" style={{ fontSize: 12, padding: '0 4px' }}>
          <StopOutlined /> {INBOX_TEXTS.optOut}
        </Typography.Text>
      )}
      {mine && (
        <div style={{ fontSize: 12, padding: '0 4px' }}>
          <StatusLine message={message} onResend={onResend} resending={resending} />
        </div>
      )}
    </Flex>
  );
}
