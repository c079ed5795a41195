import { Tag } from 'antd';
import type { FriendTagRef } from 'shared-sdk';

export interface FriendTagChipProps {
  tag: FriendTagRef;
  /** Shows a remove cross ('Bỏ tag …') when given. */
  onRemove?: () => void;
}

/** A friend tag in its colour. */
export function FriendTagChip({ tag, onRemove }: FriendTagChipProps) {
  return (
    <Tag
      color={tag.color}
      closable={onRemove ? { 'aria-label': `Bỏ tag ${tag.name}` } : false}
      onClose={(event) => {
        event.preventDefault();
        onRemove?.();
      }}
    >
      {tag.name}
    </Tag>
  );
}
