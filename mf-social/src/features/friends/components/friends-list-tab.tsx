import { Alert, Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ApiError, useAccounts } from 'shared-sdk';
import { Pager } from 'shared-sdk/react';
import { useFilteredFriends, useFriendTags } from '../api/friends-queries';
import { useFriendSelection } from '../hooks/use-friend-selection';
import { useFriendTagToggle } from '../hooks/use-friend-tag-toggle';
import { useFriendsSync } from '../hooks/use-friends-sync';
import { useSelectAllFiltered } from '../hooks/use-select-all-filtered';
import { appliedFilterCount, EMPTY_FRIEND_FILTER, type FriendFilter, FRIENDS_PAGE_SIZE, friendsQueryOf } from '../utils/friend-filter';
import { groupByAccount, selectedOf } from '../utils/friend-selection';
import { FriendCards } from './friend-cards';
import { FriendFilterPanel } from './friend-filter-panel';
import { FriendSelectionBar } from './friend-selection-bar';
import { FriendStatCards } from './friend-stat-cards';
import { FriendsEmptyState } from './friends-empty-state';
import { FriendsTable } from './friends-table';
import { FriendsToolbar, type FriendsView } from './friends-toolbar';

// Loaded when the user first opens it: the modal and the attachment picker stay out of the page's first JS.
const BulkMessageModal = lazy(() => import('./bulk-message-modal').then((module) => ({ default: module.BulkMessageModal })));

const loadError = (error: unknown) => (error instanceof ApiError ? error.message : 'Network error loading friends');

/** Friends list tab (spec part 2 §2): filters, stat cards, toolbar, selection, table or cards, bulk message. */
export function FriendsListTab() {
  const [filter, setFilter] = useState<FriendFilter>(EMPTY_FRIEND_FILTER);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<FriendsView>('table');
  const [messaging, setMessaging] = useState(false);
  const friends = useFilteredFriends(friendsQueryOf(filter, (page - 1) * FRIENDS_PAGE_SIZE, FRIENDS_PAGE_SIZE));
  const tags = useFriendTags();
  const accounts = useAccounts();
  const sync = useFriendsSync(accounts.data ?? []);
  const toggleTag = useFriendTagToggle();
  const selection = useFriendSelection();
  const rows = friends.data?.friends ?? [];
  const total = friends.data?.total ?? 0;
  const selectAll = useSelectAllFiltered(filter, rows, total, selection);
  const accountNames = new Map((accounts.data ?? []).map((a) => [a.id, a.displayName]));
  const allTags = tags.data?.tags ?? [];
  const selected = [...selection.selected.values()];

  const applyFilter = (next: FriendFilter) => {
    setFilter(next);
    setSearchText(next.search);
    setPage(1);
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
      {selected.length > 0 && (
        <FriendSelectionBar count={selected.length} accountCount={groupByAccount(selected).size} onMessage={() => setMessaging(true)} onClear={selection.clear} />
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
          selectAll={{ checked: selectAll.checked, indeterminate: selectAll.indeterminate, loading: selectAll.loading, onToggle: () => void selectAll.toggle() }}
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
      {messaging && (
        <Suspense fallback={null}>
          <BulkMessageModal open recipients={selected} accountNames={accountNames} onClose={() => setMessaging(false)} onSent={selection.clear} />
        </Suspense>
      )}
    </Flex>
  );
}
