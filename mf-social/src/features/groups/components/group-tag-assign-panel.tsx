import { Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import type { GroupTag } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { shortTagName } from '../utils/tag-name';

export interface GroupTagAssignPanelProps {
  tags: GroupTag[];
  groupCount: number;
  assigning: boolean;
  /** Resolves true when assigned; the chosen tags are then cleared. */
  onAssign: (tagIds: string[]) => Promise<boolean>;
}

/** Assigns the chosen tags to the groups selected in the list tab. */
export function GroupTagAssignPanel({ tags, groupCount, assigning, onAssign }: GroupTagAssignPanelProps) {
  const [tagIds, setTagIds] = useState<string[]>([]);
  return (
    <Card size="small" title={GROUP_TEXTS.assignTitle}>
      <Flex wrap gap={8} align="center">
        <Typography.Text>{GROUP_TEXTS.selected(groupCount)}</Typography.Text>
        <Select
          mode="multiple"
          aria-label={GROUP_TEXTS.assignTags}
          placeholder={GROUP_TEXTS.assignTags}
          style={{ minWidth: 260 }}
          value={tagIds}
          onChange={setTagIds}
          options={tags.map((tag) => ({ value: tag.id, label: shortTagName(tag.name) }))}
        />
        <Button type="primary" loading={assigning} onClick={() => void onAssign(tagIds).then((done) => done && setTagIds([]))}>
          {GROUP_TEXTS.assign}
        </Button>
      </Flex>
    </Card>
  );
}
