import { Button, Card, Flex, InputNumber, Select, Tag, Typography } from 'antd';
import type { GroupTag } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { EMPTY_FILTER, type GroupFilter, type TriState } from '../utils/group-filter';
import { tagLabel } from '../utils/tag-name';

export interface GroupFilterPanelProps {
  tags: GroupTag[];
  value: GroupFilter;
  onChange: (value: GroupFilter) => void;
}

const triOptions = (yes: string, no: string) => [
  { value: '', label: GROUP_TEXTS.filterAny },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The advanced filter: tags, active, community, member count range. */
export function GroupFilterPanel({ tags, value, onChange }: GroupFilterPanelProps) {
  const set = (patch: Partial<GroupFilter>) => onChange({ ...value, ...patch });
  /** Any, yes or no for one of the filter's two questions. */
  const triSelect = (label: string, field: 'isActive' | 'isCommunity', yes: string, no: string) => (
    <Select<TriState> aria-label={label} style={{ minWidth: 140 }} value={value[field]} options={triOptions(yes, no)} onChange={(answer) => set({ [field]: answer })} />
  );
  const toggleTag = (id: string) => set({ tagIds: value.tagIds.includes(id) ? value.tagIds.filter((tagId) => tagId !== id) : [...value.tagIds, id] });
  return (
    <Card size="small" aria-label={GROUP_TEXTS.advancedFilter}>
      <Flex vertical gap={12}>
        <Flex wrap gap={4} align="center" role="group" aria-label={GROUP_TEXTS.filterTags}>
          <Typography.Text type="secondary">{GROUP_TEXTS.filterTags}:</Typography.Text>
          {tags.map((tag) => (
            <Tag.CheckableTag key={tag.id} checked={value.tagIds.includes(tag.id)} onChange={() => toggleTag(tag.id)} style={{ borderColor: tag.color, whiteSpace: 'normal' }}>
              {tagLabel(tag.name)}
            </Tag.CheckableTag>
          ))}
        </Flex>
        <Flex wrap gap={12} align="center">
          {triSelect(GROUP_TEXTS.filterActive, 'isActive', GROUP_TEXTS.active, GROUP_TEXTS.stopped)}
          {triSelect(GROUP_TEXTS.filterCommunity, 'isCommunity', GROUP_TEXTS.community, GROUP_TEXTS.regular)}
          <InputNumber<number> aria-label={GROUP_TEXTS.memberMin} placeholder={GROUP_TEXTS.memberMin} min={0} precision={0} value={value.memberCountMin} onChange={(memberCountMin) => set({ memberCountMin })} />
          <InputNumber<number> aria-label={GROUP_TEXTS.memberMax} placeholder={GROUP_TEXTS.memberMax} min={0} precision={0} value={value.memberCountMax} onChange={(memberCountMax) => set({ memberCountMax })} />
          <Button onClick={() => onChange(EMPTY_FILTER)}>{GROUP_TEXTS.clearFilters}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
