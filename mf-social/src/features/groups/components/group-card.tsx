import { EyeOutlined, TeamOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Checkbox, Flex, Tag, Typography } from 'antd';
import { formatDate, type GroupTagRef, type StoredGroup } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { GroupAvatar } from './group-avatar';
import { GroupTagChips } from './group-tag-chips';

export interface GroupCardProps {
  group: StoredGroup;
  selected: boolean;
  onToggle: (group: StoredGroup) => void;
  onViewMembers: (group: StoredGroup) => void;
  /** Takes a tag off this group. */
  onRemoveTag?: (tag: GroupTagRef) => void;
}

/** One group: name, community badge, tags, member count, account, status, 'Xem', last sync. */
export function GroupCard({ group, selected, onToggle, onViewMembers, onRemoveTag }: GroupCardProps) {
  return (
    <Card size="small" role="article" aria-label={group.name} style={{ height: '100%', borderColor: selected ? '#1677ff' : undefined }}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="flex-start">
          <Checkbox checked={selected} onChange={() => onToggle(group)} aria-label={GROUP_TEXTS.selectGroup(group.name)} />
          <GroupAvatar name={group.name} />
          <Flex vertical style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong ellipsis={{ tooltip: group.name }}>
              {group.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {group.accountName}
            </Typography.Text>
          </Flex>
          {group.isCommunity && <Tag color="purple">{GROUP_TEXTS.community}</Tag>}
        </Flex>
        <GroupTagChips tags={group.tags} onRemove={onRemoveTag} />
        <Flex justify="space-between" align="center" wrap gap={4}>
          <Typography.Text>
            <TeamOutlined /> {GROUP_TEXTS.members(group.memberCount)}
          </Typography.Text>
          <Badge status={group.isActive ? 'success' : 'default'} text={group.isActive ? GROUP_TEXTS.active : GROUP_TEXTS.stopped} />
        </Flex>
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`${GROUP_TEXTS.lastSync} ${formatDate(group.lastSyncAt)}`}
          </Typography.Text>
          <Button size="small" icon={<EyeOutlined />} aria-label={GROUP_TEXTS.viewMembers(group.name)} onClick={() => onViewMembers(group)}>
            {GROUP_TEXTS.view}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
