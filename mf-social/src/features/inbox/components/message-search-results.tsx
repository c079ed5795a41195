import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { Conversation, MessageSearchPage } from 'shared-sdk';
import { INBOX_TEXTS, KIND_LABELS } from '../texts';
import { listTime } from '../utils/days';
import { ConversationButton } from './conversation-button';

export interface MessageSearchResultsProps {
  pages: MessageSearchPage[] | undefined;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  showAccount: boolean;
  onOpen: (conversation: Conversation) => void;
  now?: number;
}

/** 'Tin nhắn': the messages whose text matches the search, best first; a click opens their conversation. */
export function MessageSearchResults({ pages, loading, error, hasMore, loadingMore, onLoadMore, showAccount, onOpen, now }: MessageSearchResultsProps) {
  const hits = (pages ?? []).flatMap((page) => page.hits);
  return (
    <section aria-label={INBOX_TEXTS.messagesHeading}>
      <Typography.Text type="secondary" strong style={{ display: 'block', padding: '8px 12px 4px', fontSize: 12, textTransform: 'uppercase' }}>
        {INBOX_TEXTS.messagesHeading}
      </Typography.Text>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ margin: '0 12px' }} />
      ) : loading ? (
        <Flex justify="center" style={{ padding: 16 }}>
          <Spin size="small" aria-label="Đang tìm" />
        </Flex>
      ) : hits.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px 12px' }}>
          {INBOX_TEXTS.noTextMatch}
        </Typography.Text>
      ) : (
        <ul aria-label={INBOX_TEXTS.messagesHeading} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {hits.map(({ message, conversation }) => (
            <li key={message.id}>
              <ConversationButton conversation={conversation} onOpen={onOpen} padding="8px 12px" avatarSize={32} showAccount={showAccount}>
                <Flex gap={6}>
                  <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
                    {conversation.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {listTime(message.at, now)}
                  </Typography.Text>
                </Flex>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
                  {message.fromMe ? INBOX_TEXTS.you : ''}
                  {message.text || KIND_LABELS[message.kind]}
                </Typography.Paragraph>
              </ConversationButton>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Flex justify="center" style={{ padding: 8 }}>
          <Button type="link" loading={loadingMore} onClick={onLoadMore}>
            {INBOX_TEXTS.moreHits}
          </Button>
        </Flex>
      )}
    </section>
  );
}
