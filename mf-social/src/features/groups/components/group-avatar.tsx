import { Avatar } from 'antd';
import { avatarInitials } from '../utils/tag-name';

/** Initials avatar of a group or a person. */
export function GroupAvatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  return (
    <Avatar size={size} src={src || undefined} style={{ backgroundColor: '#e6f4ff', color: '#0958d9', flexShrink: 0 }} aria-hidden>
      {avatarInitials(name)}
    </Avatar>
  );
}
