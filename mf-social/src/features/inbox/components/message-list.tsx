import { Button, Divider, Flex, Typography } from 'antd';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { InboxMessage } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock } from 'shared-sdk/react';
import { INBOX_TEXTS } from '../texts';
import { withDaySeparators } from '../utils/days';
import type { ListLoadProps } from './conversation-list';
import { MessageBubble } from './message-bubble';

export interface MessageListProps extends ListLoadProps {
  conversationId: string;
  /** Oldest first. */
  messages: InboxMessage[];
  isGroup: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onResend: (message: InboxMessage) => void;
  resendingId: string | null;
  now?: number;
}

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 120;
/** How close to the top (px) loads the older page. */
const NEAR_TOP = 80;

/**
 * The thread: day separators, the messages, older pages loading upward when scrolled to the top (the reader's place
 * is kept), and the newest message in view when it arrives while the reader is at the bottom or sent it.
 */
export function MessageList(props: MessageListProps) {
  const { conversationId, messages, hasOlder, loadingOlder, onLoadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const shown = useRef<{ conversationId: string; lastId: string | undefined } | null>(null);
  const items = useMemo(() => withDaySeparators(messages, props.now), [messages, props.now]);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = shown.current;
    const opened = !previous || previous.conversationId !== conversationId || previous.lastId === undefined;
    const arrived = previous?.lastId !== last?.id;
    if (opened || (arrived && (fromBottom.current < NEAR_BOTTOM || last?.fromMe))) {
      element.scrollTop = element.scrollHeight;
    } else {
      // Older messages were put above: the reader stays where they were.
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    }
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    shown.current = { conversationId, lastId: last?.id };
  }, [conversationId, items, last]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (element.scrollTop < NEAR_TOP && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      // A photo that finishes loading at the bottom keeps the newest message in view.
      onLoadCapture={() => {
        const element = scroller.current;
        if (element && fromBottom.current < NEAR_BOTTOM) element.scrollTop = element.scrollHeight;
      }}
      role="log"
      aria-live="polite"
      aria-label={INBOX_TEXTS.messagesHeading}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: '8px 16px' }}
    >
      {props.error && messages.length === 0 ? (
        <LoadFailedAlert title={props.error} retryText={INBOX_TEXTS.retry} onRetry={props.onRetry} />
      ) : props.loading ? (
        <LoadingBlock padding={32} />
      ) : messages.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', padding: 32 }}>
          {INBOX_TEXTS.threadEmpty}
        </Typography.Text>
      ) : (
        <Flex vertical gap={10}>
          <Flex justify="center">
            {hasOlder ? (
              <Button size="small" type="link" loading={loadingOlder} onClick={onLoadOlder}>
                {INBOX_TEXTS.loadOlder}
              </Button>
            ) : (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {INBOX_TEXTS.historyStart}
              </Typography.Text>
            )}
          </Flex>
          {items.map((item) =>
            item.kind === 'day' ? (
              <Divider key={item.key} plain style={{ margin: '4px 0', fontSize: 12 }}>
                {item.label}
              </Divider>
            ) : (
              <MessageBubble
                key={item.key}
                message={item.message}
                showSender={props.isGroup}
                onResend={props.onResend}
                resending={props.resendingId === item.message.id}
              />
            ),
          )}
        </Flex>
      )}
    </div>
  );
}
