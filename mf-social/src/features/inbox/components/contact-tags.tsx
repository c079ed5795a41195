import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { FriendTagRef } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';

export interface ContactTagsProps {
  tags: FriendTagRef[];
  allTags: FriendTagRef[];
  onToggle: (tag: FriendTagRef, add: boolean) => void;
}

/** The friend's tags in their colours, each removable, and 'Thêm tag' with the tags they do not have. */
export function ContactTags({ tags, allTags, onToggle }: ContactTagsProps) {
  const missing = allTags.filter((tag) => !tags.some((own) => own.id === tag.id));
  return (
    <Flex wrap gap={4} align="center">
      {tags.length === 0 && allTags.length > 0 && <Typography.Text type="secondary">{INBOX_TEXTS.noTags}</Typography.Text>}
      {allTags.length === 0 && (
        <Typography.Text type="secondary">
          <Link to="/friends">{INBOX_TEXTS.noTagYet}</Link>
        </Typography.Text>
      )}
      {tags.map((tag) => (
        <Tag
          key={tag.id}
          color={tag.color}
          closable={{ 'aria-label': `Bỏ tag ${tag.name}` }}
          onClose={(event) => {
            event.preventDefault();
            onToggle(tag, false);
          }}
        >
          {tag.name}
        </Tag>
      ))}
      {missing.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: missing.map((tag) => ({ key: tag.id, label: <Badge color={tag.color} text={tag.name} /> })),
            onClick: ({ key }) => {
              const tag = missing.find((candidate) => candidate.id === key);
              if (tag) onToggle({ id: tag.id, name: tag.name, color: tag.color }, true);
            },
          }}
        >
          <Button size="small" type="dashed" icon={<PlusOutlined />}>
            Thêm tag
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}
