import { Alert, Flex, Spin, Tag, Typography } from 'antd';
import type { FilteredGroups, GroupTag } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { tagLabel } from '../utils/tag-name';
import { GroupNameList } from './group-name-list';

export interface TagSelectStepProps {
  tags: GroupTag[];
  tagIds: string[];
  onChange: (tagIds: string[]) => void;
  preview: FilteredGroups | undefined;
  previewLoading: boolean;
}

/** Step 1: the tags, and a preview of the first 10 groups carrying any of them. */
export function TagSelectStep({ tags, tagIds, onChange, preview, previewLoading }: TagSelectStepProps) {
  const toggle = (id: string) => onChange(tagIds.includes(id) ? tagIds.filter((tagId) => tagId !== id) : [...tagIds, id]);
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={6} role="group" aria-label={GROUP_TEXTS.stepTags}>
        {tags.map((tag) => (
          <Tag.CheckableTag key={tag.id} checked={tagIds.includes(tag.id)} onChange={() => toggle(tag.id)} style={{ borderColor: tag.color, whiteSpace: 'normal' }}>
            {`${tagLabel(tag.name)} (${tag.groupCount})`}
          </Tag.CheckableTag>
        ))}
      </Flex>
      {tagIds.length === 0 ? (
        <Typography.Text type="secondary">{GROUP_TEXTS.tagsHint}</Typography.Text>
      ) : previewLoading && !preview ? (
        <Spin aria-label="Đang tải" />
      ) : preview && preview.total === 0 ? (
        <Alert type="warning" showIcon title={GROUP_TEXTS.noTaggedGroups} />
      ) : preview ? (
        <GroupNameList title={GROUP_TEXTS.tagPreview(preview.total)} groups={preview.groups} total={preview.total} withAccount />
      ) : null}
    </Flex>
  );
}
