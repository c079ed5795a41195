import { Badge, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import type { FriendTagRef } from 'shared-sdk';

export interface TagMenuProps {
  tags: FriendTagRef[];
  onPick: (tag: FriendTagRef) => void;
  /** What opens the menu on a click. */
  children: ReactNode;
}

/** A menu of these tags, each in its colour, opened by a click; picking one hands it to onPick. */
export function TagMenu({ tags, onPick, children }: TagMenuProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: tags.map((tag) => ({ key: tag.id, label: <Badge color={tag.color} text={tag.name} /> })),
        onClick: ({ key }) => {
          const tag = tags.find((candidate) => candidate.id === key);
          if (tag) onPick(tag);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
