import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { Conversation } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock } from 'shared-sdk/react';
import { useLoadMoreOnView } from '../hooks/use-load-more-on-view';
import { INBOX_TEXTS } from '../texts';
import { ConversationItem } from './conversation-item';

/** How the first page of an inbox list is loading. */
export interface ListLoadProps {
  loading: boolean;
  /** The load failed and nothing is on screen: its text, with a retry. */
  error: string | null;
  onRetry: () => void;
}

export interface ConversationListProps extends ListLoadProps {
  conversations: Conversation[];
  selectedId: string | null;
  showAccount: boolean;
  onOpen: (conversation: Conversation) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown when the list is empty (what to do depends on the accounts and the filters). */
  empty: ReactNode;
  now?: number;
}

/** The conversations, newest activity first; the next page loads when the end of the list scrolls into view. */
export function ConversationList(props: ConversationListProps) {
  const { conversations, hasMore, loadingMore, onLoadMore } = props;
  const sentinel = useLoadMoreOnView<HTMLDivElement>(() => {
    if (hasMore && !loadingMore) onLoadMore();
  });

  if (props.error && conversations.length === 0) {
    return <LoadFailedAlert title={props.error} retryText={INBOX_TEXTS.retry} onRetry={props.onRetry} />;
  }
  if (props.loading) {
    return <LoadingBlock padding={32} />;
  }
  if (conversations.length === 0) return <>{props.empty}</>;
  return (
    <>
      <ul aria-label={INBOX_TEXTS.listLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationItem
              conversation={conversation}
              selected={conversation.id === props.selectedId}
              showAccount={props.showAccount}
              onOpen={props.onOpen}
              now={props.now}
            />
          </li>
        ))}
      </ul>
      {hasMore && (
        <Flex ref={sentinel} justify="center" style={{ padding: 8 }}>
          <Button type="link" loading={loadingMore} onClick={onLoadMore}>
            {INBOX_TEXTS.loadMore}
          </Button>
        </Flex>
      )}
    </>
  );
}
