import { Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import type { GroupTag } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { tagLabel } from '../utils/tag-name';

export interface GroupTagAssignPanelProps {
  tags: GroupTag[];
  /** What the list tab's selection is, said in words ('Đã chọn 3 nhóm', 'Đã chọn tất cả 2.500 nhóm theo bộ lọc'). */
  selectionText: string;
  busy: boolean;
  /** Resolve true when done; the chosen tags are then cleared. */
  onAssign: (tagIds: string[]) => Promise<boolean>;
  onUnassign: (tagIds: string[]) => Promise<boolean>;
}

/** Assigns the chosen tags to the groups selected in the list tab, or takes them off. */
export function GroupTagAssignPanel({ tags, selectionText, busy, onAssign, onUnassign }: GroupTagAssignPanelProps) {
  const [tagIds, setTagIds] = useState<string[]>([]);
  const run = (action: (tagIds: string[]) => Promise<boolean>) => void action(tagIds).then((done) => done && setTagIds([]));
  return (
    <Card size="small" title={GROUP_TEXTS.assignTitle}>
      <Flex wrap gap={8} align="center">
        <Typography.Text>{selectionText}</Typography.Text>
        <Select
          mode="multiple"
          aria-label={GROUP_TEXTS.assignTags}
          placeholder={GROUP_TEXTS.assignTags}
          style={{ minWidth: 260, maxWidth: '100%' }}
          value={tagIds}
          onChange={setTagIds}
          options={tags.map((tag) => ({ value: tag.id, label: tagLabel(tag.name) }))}
        />
        <Button type="primary" loading={busy} onClick={() => run(onAssign)}>
          {GROUP_TEXTS.assign}
        </Button>
        <Button danger disabled={busy} onClick={() => run(onUnassign)}>
          {GROUP_TEXTS.unassign}
        </Button>
      </Flex>
    </Card>
  );
}
