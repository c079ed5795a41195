import { Button, Empty } from 'antd';

export interface FriendsEmptyStateProps {
  /** Filters narrowed the list to nothing (rather than nothing being synced). */
  filtered: boolean;
  /** The single account chosen, whose friends can be synced from here. */
  accountName?: string;
  syncing?: boolean;
  onSync: () => void;
}

/** No friends to show; with one account chosen it offers to sync that account. */
export function FriendsEmptyState({ filtered, accountName, syncing, onSync }: FriendsEmptyStateProps) {
  const description = filtered
    ? 'Không có bạn bè nào khớp bộ lọc'
    : accountName
      ? `Tài khoản ${accountName} chưa có bạn bè nào được đồng bộ`
      : 'Chưa có bạn bè nào được đồng bộ';
  return (
    <Empty description={description}>
      {accountName && (
        <Button type="primary" loading={syncing} onClick={onSync}>
          Sync bạn bè
        </Button>
      )}
    </Empty>
  );
}
