import { TeamOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { type Conversation, initials } from 'shared-sdk';

export interface ConversationAvatarProps {
  conversation: Pick<Conversation, 'name' | 'avatar' | 'type'>;
  size?: number;
}

/** The contact's or group's picture, else their initials (a group icon for a group without one). */
export function ConversationAvatar({ conversation, size = 40 }: ConversationAvatarProps) {
  const { avatar, name, type } = conversation;
  if (avatar) return <Avatar size={size} src={avatar} alt="" aria-hidden style={{ flex: 'none' }} />;
  return (
    <Avatar size={size} aria-hidden style={{ flex: 'none', backgroundColor: type === 'group' ? '#10B981' : '#3B82F6' }} icon={type === 'group' && !name ? <TeamOutlined /> : undefined}>
      {name ? initials(name) : undefined}
    </Avatar>
  );
}
