import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import type { FriendTagRef } from 'shared-sdk';

export interface AddTagDropdownProps {
  /** The tags the friend does not have yet. */
  tags: FriendTagRef[];
  onAdd: (tag: FriendTagRef) => void;
}

/** 'Thêm tag': a menu of the tags a friend can still get. */
export function AddTagDropdown({ tags, onAdd }: AddTagDropdownProps) {
  return (
    <Dropdown
      trigger={['click']}
      disabled={tags.length === 0}
      menu={{
        items: tags.map((tag) => ({ key: tag.id, label: <Badge color={tag.color} text={tag.name} /> })),
        onClick: ({ key }) => {
          const tag = tags.find((t) => t.id === key);
          if (tag) onAdd(tag);
        },
      }}
    >
      <Button size="small" type="dashed" icon={<PlusOutlined />}>
        Thêm tag
      </Button>
    </Dropdown>
  );
}
