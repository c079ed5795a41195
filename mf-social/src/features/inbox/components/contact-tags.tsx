import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { FriendTagRef } from 'shared-sdk';
import { TagMenu } from '../../../components/tag-menu';
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
        <TagMenu tags={missing} onPick={(tag) => onToggle({ id: tag.id, name: tag.name, color: tag.color }, true)}>
          <Button size="small" type="dashed" icon={<PlusOutlined />}>
            Thêm tag
          </Button>
        </TagMenu>
      )}
    </Flex>
  );
}
