import { Flex, Tag, Tooltip } from 'antd';
import type { GroupTagRef } from 'shared-sdk';
import { shortTagName, visibleTags } from '../utils/tag-name';

/** A card's tags: up to 4, names cut (spec part 2 §2), then '+n' for the rest. */
export function GroupTagChips({ tags }: { tags: GroupTagRef[] }) {
  if (tags.length === 0) return null;
  const { visible, hidden } = visibleTags(tags);
  return (
    <Flex wrap gap={4} aria-label="Tags">
      {visible.map((tag) => (
        <Tooltip key={tag.id} title={tag.name}>
          <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
            {shortTagName(tag.name)}
          </Tag>
        </Tooltip>
      ))}
      {hidden > 0 && <Tag style={{ marginInlineEnd: 0 }}>{`+${hidden}`}</Tag>}
    </Flex>
  );
}
