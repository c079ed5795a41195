import { Flex, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { GroupTagRef } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { tagLabel, visibleTags } from '../utils/tag-name';

export interface GroupTagChipsProps {
  tags: GroupTagRef[];
  /** Shows a cross on each tag ('Bỏ tag …') that takes it off the group. */
  onRemove?: (tag: GroupTagRef) => void;
}

/**
 * A card's tags: up to 4, then '+n', which shows the rest. Names are whole: a
 * long one wraps instead of being cut at 10 characters; only a stored machine suffix is left out.
 */
export function GroupTagChips({ tags, onRemove }: GroupTagChipsProps) {
  const [all, setAll] = useState(false);
  if (tags.length === 0) return null;
  const { visible, hidden } = all ? { visible: tags, hidden: 0 } : visibleTags(tags);
  return (
    <Flex wrap gap={4} role="list" aria-label="Tag">
      {visible.map((tag) => (
        <Tag
          key={tag.id}
          role="listitem"
          color={tag.color}
          title={tag.name}
          style={{ marginInlineEnd: 0, whiteSpace: 'normal', wordBreak: 'break-word', maxWidth: '100%' }}
          closable={onRemove ? { 'aria-label': GROUP_TEXTS.removeTag(tagLabel(tag.name)) } : false}
          onClose={(event) => {
            event.preventDefault();
            onRemove?.(tag);
          }}
        >
          {tagLabel(tag.name)}
        </Tag>
      ))}
      {hidden > 0 && (
        <Tooltip title={GROUP_TEXTS.showAllTags}>
          <Tag role="listitem" style={{ marginInlineEnd: 0, cursor: 'pointer' }} onClick={() => setAll(true)} aria-label={GROUP_TEXTS.moreTags(hidden)}>
            {`+${hidden}`}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
