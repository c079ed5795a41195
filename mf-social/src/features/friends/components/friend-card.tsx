import { Card, Checkbox, Flex, Typography } from 'antd';
import { type FriendTagRef, formatDate, type StoredFriend } from 'shared-sdk';
import type { FriendTagChange } from '../hooks/use-friend-tag-toggle';
import { FriendIdentity } from './friend-identity';
import { FriendStatus } from './friend-status';
import { FriendTags } from './friend-tags';

export interface FriendCardProps {
  friend: StoredFriend;
  accountName: string;
  allTags: FriendTagRef[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onToggleTag: (change: FriendTagChange) => void;
}

/** One friend in the cards view. */
export function FriendCard({ friend, accountName, allTags, selected, onSelect, onToggleTag }: FriendCardProps) {
  return (
    <Card size="small" role="article" aria-label={friend.displayName} style={{ height: '100%', borderColor: selected ? '#3B82F6' : undefined }}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <Checkbox aria-label={`Chọn ${friend.displayName}`} checked={selected} onChange={(event) => onSelect(event.target.checked)} />
          <FriendIdentity displayName={friend.displayName} userId={friend.userId} />
        </Flex>
        <Flex justify="space-between" wrap gap={4}>
          <Typography.Text type="secondary">{accountName}</Typography.Text>
          <FriendStatus isActive={friend.isActive} />
        </Flex>
        <FriendTags friend={friend} allTags={allTags} onToggle={onToggleTag} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Đồng bộ: ${formatDate(friend.lastSyncAt)}`}</Typography.Text>
      </Flex>
    </Card>
  );
}
