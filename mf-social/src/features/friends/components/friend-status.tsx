import { Badge } from 'antd';

/** The active indicator: the platform's own activity flag. */
export function FriendStatus({ isActive }: { isActive: boolean }) {
  return <Badge status={isActive ? 'success' : 'default'} text={isActive ? 'Hoạt động' : 'Không hoạt động'} />;
}
