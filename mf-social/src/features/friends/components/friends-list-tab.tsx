import { Alert, Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ApiError, useAccounts, useFriendTags } from 'shared-sdk';
import { Pager, useNarrowScreen } from 'shared-sdk/react';
import { useFilteredFriends } from '../api/get-filtered-friends';
import { useFriendSelection } from '../hooks/use-friend-selection';
import { useFriendTagToggle } from '../hooks/use-friend-tag-toggle';
import { useFriendsSync } from '../hooks/use-friends-sync';
import { useSelectAllFiltered } from '../hooks/use-select-all-filtered';
import { appliedFilterCount, EMPTY_FRIEND_FILTER, type FriendFilter, FRIENDS_PAGE_SIZE, friendsQueryOf } from '../utils/friend-filter';
import { friendsByAccount, selectedOf } from '../utils/friend-selection';
import { FriendCards } from './friend-cards';
import { FriendFilterPanel } from './friend-filter-panel';
import { FriendSelectionBar } from './friend-selection-bar';
import { FriendStatCards } from './friend-stat-cards';
import { FriendsEmptyState } from './friends-empty-state';
import { FriendsTable } from './friends-table';
import { FriendsToolbar, type FriendsView } from './friends-toolbar';

// Loaded when the user first opens it: the modal and the attachment picker stay out of the page's first JS.
const BulkMessageModal = lazy(() => import('./bulk-message-modal').then((module) => ({ default: module.BulkMessageModal })));
const FriendTagAssignModal = lazy(() => import('./friend-tag-assign-modal').then((module) => ({ default: module.FriendTagAssignModal })));

const loadError = (error: unknown) => (error instanceof ApiError ? error.message : 'Network error loading friends');

/**
 * Friends list tab: filters, stat cards, toolbar, selection, table or cards, bulk message and bulk
 * tags. On a phone the cards are the default view: the table is wider than the screen.
 */
export function FriendsListTab() {
  const [filter, setFilter] = useState<FriendFilter>(EMPTY_FRIEND_FILTER);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const narrow = useNarrowScreen();
  const [chosenView, setView] = useState<FriendsView | null>(null);
  const view: FriendsView = chosenView ?? (narrow ? 'cards' : 'table');
  const [dialog, setDialog] = useState<'message' | 'tags' | null>(null);
  const friends = useFilteredFriends(friendsQueryOf(filter, (page - 1) * FRIENDS_PAGE_SIZE, FRIENDS_PAGE_SIZE));
  const tags = useFriendTags();
  const accounts = useAccounts();
  const sync = useFriendsSync(accounts.data ?? []);
  const toggleTag = useFriendTagToggle();
  const selection = useFriendSelection();
  const rows = friends.data?.friends ?? [];
  const total = friends.data?.total ?? 0;
  const selectAll = useSelectAllFiltered(filter, friends.isPlaceholderData ? undefined : friends.data, selection);
  const accountNames = new Map((accounts.data ?? []).map((a) => [a.id, a.displayName]));
  const allTags = tags.data?.tags ?? [];

  const applyFilter = (next: FriendFilter) => {
    setFilter(next);
    setSearchText(next.search);
    setPage(1);
    // A select-all is "every friend of that filter": another filter ends it (friends picked one by one stay).
    if (selection.selection.kind === 'filter') selection.clear();
  };
  const View = view === 'table' ? FriendsTable : FriendCards;

  return (
    <Flex vertical gap={16}>
      <FriendFilterPanel tags={allTags} accounts={accounts.data ?? []} filter={filter} onChange={applyFilter} filtered={total} total={friends.data?.totalAll ?? 0} />
      <FriendStatCards total={friends.data?.totalAll ?? 0} active={friends.data?.activeCount ?? 0} accounts={friends.data?.accountCount ?? 0} filtered={total} />
      <FriendsToolbar
        accounts={accounts.data ?? []}
        accountId={filter.accountId}
        onAccountChange={(accountId) => applyFilter({ ...filter, accountId })}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onSearch={(search) => applyFilter({ ...filter, search })}
        view={view}
        onViewChange={setView}
        syncing={sync.isPending}
        onSync={() => sync.mutate(filter.accountId)}
      />
      {selection.count > 0 && (
        <FriendSelectionBar
          count={selection.count}
          accountCount={friendsByAccount(selection.selection).length}
          everyFiltered={selection.selection.kind === 'filter'}
          onMessage={() => setDialog('message')}
          onTag={() => setDialog('tags')}
          onClear={selection.clear}
        />
      )}
      {friends.isError ? (
        <Alert type="error" showIcon title={loadError(friends.error)} action={<Button onClick={() => friends.refetch()}>Thử lại</Button>} />
      ) : (
        <View
          friends={rows}
          accountNames={accountNames}
          allTags={allTags}
          loading={friends.isLoading}
          isSelected={selection.isSelected}
          onSelect={(friend, on) => selection.setSelected([selectedOf(friend)], on)}
          selectAll={{ checked: selectAll.checked, indeterminate: selectAll.indeterminate, onToggle: selectAll.toggle }}
          onToggleTag={(change) => void toggleTag(change)}
          empty={
            <FriendsEmptyState
              filtered={appliedFilterCount({ ...filter, accountId: '' }) > 0}
              accountName={filter.accountId ? accountNames.get(filter.accountId) : undefined}
              syncing={sync.isPending}
              onSync={() => sync.mutate(filter.accountId)}
            />
          }
        />
      )}
      <Pager
        label="Phân trang bạn bè"
        previousText="Trang trước"
        nextText="Trang sau"
        page={page}
        totalPages={Math.ceil(total / FRIENDS_PAGE_SIZE)}
        onChange={setPage}
        hideSinglePage
      />
      <Suspense fallback={null}>
        {dialog === 'message' && <BulkMessageModal open selection={selection.selection} accountNames={accountNames} onClose={() => setDialog(null)} onSent={selection.clear} />}
        {dialog === 'tags' && <FriendTagAssignModal selection={selection.selection} tags={allTags} onClose={() => setDialog(null)} />}
      </Suspense>
    </Flex>
  );
}
