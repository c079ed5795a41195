import { Flex, Typography } from 'antd';
import type { StoredGroup } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';

export interface GroupNameListProps {
  title: string;
  groups: StoredGroup[];
  /** How many groups there are in all; the rest is said as 'và n nhóm khác'. */
  total: number;
  withAccount?: boolean;
}

/** A short list of group names under a title, for the tag wizard's preview and confirmation. */
export function GroupNameList({ title, groups, total, withAccount }: GroupNameListProps) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul aria-label={title} style={{ margin: 0, paddingInlineStart: 20 }}>
        {groups.map((group) => (
          <li key={`${group.accountId}:${group.groupId}`}>{withAccount ? `${group.name} · ${group.accountName}` : group.name}</li>
        ))}
      </ul>
      {total > groups.length && <Typography.Text type="secondary">{GROUP_TEXTS.andMore(total - groups.length)}</Typography.Text>}
    </Flex>
  );
}
