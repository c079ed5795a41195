import { Flex } from 'antd';
import type { FriendTagRef, StoredFriend } from 'shared-sdk';
import type { FriendTagChange } from '../hooks/use-friend-tag-toggle';
import { AddTagDropdown } from './add-tag-dropdown';
import { FriendTagChip } from './friend-tag-chip';

export interface FriendTagsProps {
  friend: StoredFriend;
  /** Every tag of the user, for the add menu. */
  allTags: FriendTagRef[];
  onToggle: (change: FriendTagChange) => void;
}

/** A friend's tag chips, each removable, and the 'Thêm tag' dropdown (table actions column and cards). */
export function FriendTags({ friend, allTags, onToggle }: FriendTagsProps) {
  const missing = allTags.filter((tag) => !friend.tags.some((t) => t.id === tag.id));
  return (
    <Flex wrap gap={4} align="center">
      {friend.tags.map((tag) => (
        <FriendTagChip key={tag.id} tag={tag} onRemove={() => onToggle({ friend, tag, add: false })} />
      ))}
      <AddTagDropdown tags={missing} noTags={allTags.length === 0} onAdd={(tag) => onToggle({ friend, tag: { id: tag.id, name: tag.name, color: tag.color }, add: true })} />
    </Flex>
  );
}
