import { Avatar } from 'antd';
import { initialsOf } from '../utils/friend-filter';

/** An initials avatar (first letters of the name's words, at most 2). */
export function FriendAvatar({ name, size = 'default' }: { name: string; size?: 'small' | 'default' | 'large' }) {
  return (
    <Avatar size={size} aria-hidden style={{ backgroundColor: '#3B82F6', flex: 'none' }}>
      {initialsOf(name)}
    </Avatar>
  );
}
