import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Account, FriendTagRef } from 'shared-sdk';
import { type ActiveFilter, appliedFilterCount, EMPTY_FRIEND_FILTER, type FriendFilter } from '../utils/friend-filter';

export interface FriendFilterPanelProps {
  tags: FriendTagRef[];
  accounts: Pick<Account, 'id' | 'displayName'>[];
  filter: FriendFilter;
  onChange: (filter: FriendFilter) => void;
  /** Friends the filter matches, and all of the user's friends. */
  filtered: number;
  total: number;
}

const STATUS_OPTIONS: Array<{ value: ActiveFilter; label: string }> = [
  { value: '', label: 'Tất cả trạng thái' },
  { value: 'true', label: 'Đang hoạt động' },
  { value: 'false', label: 'Không hoạt động' },
];

/** Tag chips, expandable status and account selects, clear-all, the applied count, 'filtered/total'. */
export function FriendFilterPanel({ tags, accounts, filter, onChange, filtered, total }: FriendFilterPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const applied = appliedFilterCount(filter);
  const toggleTag = (id: string) =>
    onChange({ ...filter, tagIds: filter.tagIds.includes(id) ? filter.tagIds.filter((t) => t !== id) : [...filter.tagIds, id] });

  return (
    <Card size="small" role="region" aria-label="Bộ lọc bạn bè">
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex align="center" gap={8}>
            <Typography.Text strong>Bộ lọc</Typography.Text>
            {applied > 0 && <Tag color="blue">{`${applied} bộ lọc đang áp dụng`}</Tag>}
            <Typography.Text type="secondary" aria-label="Kết quả lọc">{`${filtered}/${total}`}</Typography.Text>
          </Flex>
          <Flex gap={8}>
            <Button size="small" aria-expanded={expanded} icon={expanded ? <UpOutlined /> : <DownOutlined />} onClick={() => setExpanded(!expanded)}>
              Lọc nâng cao
            </Button>
            <Button size="small" disabled={applied === 0} onClick={() => onChange(EMPTY_FRIEND_FILTER)}>
              Xóa tất cả bộ lọc
            </Button>
          </Flex>
        </Flex>
        <Flex wrap gap={4} role="group" aria-label="Lọc theo tag">
          {tags.length === 0 && <Typography.Text type="secondary">Chưa có tag nào</Typography.Text>}
          {tags.map((tag) => (
            <Tag.CheckableTag key={tag.id} checked={filter.tagIds.includes(tag.id)} onChange={() => toggleTag(tag.id)} style={{ border: `1px solid ${tag.color}` }}>
              {tag.name}
            </Tag.CheckableTag>
          ))}
        </Flex>
        {expanded && (
          <Flex wrap gap={8}>
            <Select
              aria-label="Lọc theo trạng thái"
              style={{ minWidth: 180 }}
              value={filter.isActive}
              options={STATUS_OPTIONS}
              onChange={(isActive) => onChange({ ...filter, isActive })}
            />
            <Select
              aria-label="Lọc theo tài khoản"
              style={{ minWidth: 200 }}
              value={filter.accountId}
              options={[{ value: '', label: 'Tất cả tài khoản' }, ...accounts.map((a) => ({ value: a.id, label: a.displayName }))]}
              onChange={(accountId) => onChange({ ...filter, accountId })}
            />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
