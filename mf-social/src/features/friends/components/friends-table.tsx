import { Checkbox, Table } from 'antd';
import type { ReactNode } from 'react';
import { type FriendTagRef, formatDateTime, type StoredFriend } from 'shared-sdk';
import type { FriendTagChange } from '../hooks/use-friend-tag-toggle';
import { friendKey } from '../utils/friend-selection';
import { FriendIdentity } from './friend-identity';
import { FriendStatus } from './friend-status';
import { FriendTags } from './friend-tags';
import { SelectAllCheckbox, type SelectAllCheckboxProps } from './select-all-checkbox';

export interface FriendsViewProps {
  friends: StoredFriend[];
  accountNames: ReadonlyMap<string, string>;
  allTags: FriendTagRef[];
  isSelected: (friend: StoredFriend) => boolean;
  onSelect: (friend: StoredFriend, selected: boolean) => void;
  selectAll: SelectAllCheckboxProps;
  onToggleTag: (change: FriendTagChange) => void;
  loading?: boolean;
  empty?: ReactNode;
}

/** The table view: checkbox, friend, account, status, last sync, tags with add and remove. */
export function FriendsTable({ friends, accountNames, allTags, isSelected, onSelect, selectAll, onToggleTag, loading, empty }: FriendsViewProps) {
  // Wider than a phone: it scrolls in its own box instead of widening the page.
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table<StoredFriend>
        rowKey={friendKey}
        loading={loading}
        dataSource={friends}
        pagination={false}
        locale={{ emptyText: empty }}
        columns={[
          {
            title: <SelectAllCheckbox {...selectAll} />,
            key: 'select',
            width: 48,
            render: (_, friend) => (
              <Checkbox aria-label={`Chọn ${friend.displayName}`} checked={isSelected(friend)} onChange={(event) => onSelect(friend, event.target.checked)} />
            ),
          },
          { title: 'Bạn bè', key: 'friend', render: (_, friend) => <FriendIdentity displayName={friend.displayName} userId={friend.userId} /> },
          { title: 'Tài khoản', key: 'account', render: (_, friend) => accountNames.get(friend.accountId) ?? '' },
          { title: 'Trạng thái', key: 'status', render: (_, friend) => <FriendStatus isActive={friend.isActive} /> },
          { title: 'Đồng bộ lúc', key: 'sync', render: (_, friend) => formatDateTime(friend.lastSyncAt) },
          { title: 'Tag', key: 'tags', render: (_, friend) => <FriendTags friend={friend} allTags={allTags} onToggle={onToggleTag} /> },
        ]}
      />
    </div>
  );
}
