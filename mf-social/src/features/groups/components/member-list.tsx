import { Checkbox, Empty, Flex, Typography } from 'antd';
import type { GroupMember } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { GroupAvatar } from './group-avatar';

export interface MemberListProps {
  members: GroupMember[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

/** Members with a checkbox each: avatar, display name and Zalo name. */
export function MemberList({ members, selected, onChange }: MemberListProps) {
  if (members.length === 0) return <Empty description={GROUP_TEXTS.noMembers} />;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Flex vertical gap={4} role="list" aria-label="Thành viên" style={{ maxHeight: 420, overflowY: 'auto' }}>
      {members.map((member) => (
        <Flex key={member.id} role="listitem" gap={8} align="center" style={{ padding: '4px 0' }}>
          <Checkbox checked={selected.has(member.id)} onChange={() => toggle(member.id)} aria-label={GROUP_TEXTS.selectMember(member.displayName)} />
          <GroupAvatar name={member.displayName} src={member.avatar} size={32} />
          <Flex vertical>
            <Typography.Text>{member.displayName}</Typography.Text>
            {member.zaloName && member.zaloName !== member.displayName && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {member.zaloName}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
