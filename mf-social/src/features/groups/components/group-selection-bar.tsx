import { Button, Checkbox, Flex, Tag, Typography } from 'antd';
import { GROUP_TEXTS } from '../texts';

export type GroupAction = 'send' | 'auto' | 'bulk' | 'tags';

export interface GroupSelectionBarProps {
  selectedCount: number;
  /** The selection is every group of the filter (a select-all of more than a page). */
  everyFiltered: boolean;
  filteredCount: number;
  totalCount: number;
  allSelected: boolean;
  onSelectAll: (checked: boolean) => void;
  onClear: () => void;
  onAction: (action: GroupAction) => void;
}

const ProMark = () => (
  <Tag color="gold" style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>
    {GROUP_TEXTS.pro}
  </Tag>
);

/**
 * Select-all over every filtered group, the counters and the selection actions. The actions stay visible:
 * one pressed without a selection answers 'Vui lòng chọn ít nhất một nhóm' (sending by tags needs none).
 */
export function GroupSelectionBar({ selectedCount, everyFiltered, filteredCount, totalCount, allSelected, onSelectAll, onClear, onAction }: GroupSelectionBarProps) {
  const some = selectedCount > 0;
  return (
    <Flex wrap gap={8} align="center" justify="space-between">
      <Flex gap={12} align="center" wrap>
        <Checkbox checked={allSelected} indeterminate={some && !allSelected} disabled={filteredCount === 0} onChange={(event) => onSelectAll(event.target.checked)}>
          {GROUP_TEXTS.selectAll}
        </Checkbox>
        <Typography.Text type="secondary">{GROUP_TEXTS.counter(filteredCount, totalCount)}</Typography.Text>
        {some && <Typography.Text strong>{everyFiltered ? GROUP_TEXTS.selectedFiltered(selectedCount) : GROUP_TEXTS.selected(selectedCount)}</Typography.Text>}
      </Flex>
      <Flex wrap gap={8} role="toolbar" aria-label={GROUP_TEXTS.selectionActions}>
        <Button type="primary" onClick={() => onAction('send')}>
          {GROUP_TEXTS.sendMessage}
        </Button>
        <Button onClick={() => onAction('auto')}>{GROUP_TEXTS.autoFriend}</Button>
        <Button onClick={() => onAction('bulk')}>
          {GROUP_TEXTS.bulkSend}
          <ProMark />
        </Button>
        <Button onClick={() => onAction('tags')}>
          {GROUP_TEXTS.sendByTags}
          <ProMark />
        </Button>
        {some && (
          <Button type="text" onClick={onClear}>
            {GROUP_TEXTS.clearSelection}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
