import { Typography } from 'antd';
import { type Account, ApiError, type Conversation, errorMessage, type UnreadCount } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useConversations } from '../api/get-conversations';
import { useMarkAllRead } from '../api/mark-all-read';
import { useSearchMessages } from '../api/search-messages';
import { INBOX_TEXTS } from '../texts';
import { ConversationFilters, type ConversationFiltersProps } from './conversation-filters';
import { ConversationList } from './conversation-list';
import { emptyReasonOf, InboxEmptyState } from './inbox-empty-state';
import { MessageSearchResults } from './message-search-results';

/** The filters' values and changes pass through to ConversationFilters. */
type FilterProps = Pick<
  ConversationFiltersProps,
  'accountId' | 'onAccountChange' | 'read' | 'onReadChange' | 'assignee' | 'onAssigneeChange' | 'search' | 'onSearchChange'
>;

export interface ConversationColumnProps extends FilterProps {
  accounts: Account[] | undefined;
  running: Set<string> | undefined;
  unread: UnreadCount | undefined;
  /** The search as sent to the server (after typing pauses). */
  query: string;
  conversations: ReturnType<typeof useConversations>;
  /** The loaded pages as one list. */
  items: Conversation[];
  selectedId: string | null;
  onOpen: (conversation: Conversation) => void;
  now?: number;
}

const loadError = (error: unknown, fallback: string) => (error instanceof ApiError ? errorMessage(error, fallback) : fallback);

/** The left column: filters, the conversations (those whose name matches a search) and the messages a search finds. */
export function ConversationColumn(props: ConversationColumnProps) {
  const { conversations: list, items, accountId, query } = props;
  const toasts = useToasts();
  const markAll = useMarkAllRead();
  const hits = useSearchMessages({ q: query, accountId });
  const unreadByAccount = new Map((props.unread?.accounts ?? []).map((entry) => [entry.accountId, entry.unread]));
  const unreadHere = accountId ? (unreadByAccount.get(accountId) ?? 0) : (props.unread?.total ?? 0);
  const searchingText = query.length >= 2;

  const markAllRead = () =>
    markAll.mutate(accountId, {
      onSuccess: ({ updated }) => toasts.success(INBOX_TEXTS.markedAllRead(updated)),
      onError: (error) => toasts.error(errorMessage(error, INBOX_TEXTS.markAllReadFailed)),
    });

  const listView = (
    <ConversationList
      conversations={items}
      selectedId={props.selectedId}
      showAccount={!accountId && (props.accounts?.length ?? 0) > 1}
      onOpen={props.onOpen}
      loading={list.isPending}
      error={list.isError ? loadError(list.error, INBOX_TEXTS.loadFailed) : null}
      onRetry={() => void list.refetch()}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      empty={
        searchingText ? (
          <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px 12px' }}>
            {INBOX_TEXTS.noNameMatch}
          </Typography.Text>
        ) : (
          <InboxEmptyState
            reason={emptyReasonOf({ accounts: props.accounts, running: props.running, filtered: Boolean(accountId || query), unreadOnly: props.read === 'unread', assignee: props.assignee })}
          />
        )
      }
      now={props.now}
    />
  );

  return (
    <>
      <ConversationFilters
        accounts={props.accounts ?? []}
        unreadByAccount={unreadByAccount}
        accountId={accountId}
        onAccountChange={props.onAccountChange}
        read={props.read}
        onReadChange={props.onReadChange}
        assignee={props.assignee}
        onAssigneeChange={props.onAssigneeChange}
        search={props.search}
        onSearchChange={props.onSearchChange}
        canMarkAllRead={unreadHere > 0}
        markingAllRead={markAll.isPending}
        onMarkAllRead={markAllRead}
      />
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: '0 4px 8px' }}>
        {searchingText ? (
          <>
            <section aria-label={INBOX_TEXTS.conversationsHeading}>
              <Typography.Text type="secondary" strong style={{ display: 'block', padding: '4px 12px', fontSize: 12, textTransform: 'uppercase' }}>
                {INBOX_TEXTS.conversationsHeading}
              </Typography.Text>
              {listView}
            </section>
            <MessageSearchResults
              pages={hits.data?.pages}
              loading={hits.isPending}
              error={hits.isError ? loadError(hits.error, INBOX_TEXTS.searchFailed) : null}
              hasMore={hits.hasNextPage}
              loadingMore={hits.isFetchingNextPage}
              onLoadMore={() => void hits.fetchNextPage()}
              showAccount={!accountId && (props.accounts?.length ?? 0) > 1}
              onOpen={props.onOpen}
              now={props.now}
            />
          </>
        ) : (
          listView
        )}
      </div>
    </>
  );
}

