import { useNotifications } from 'shared-sdk';
import { NotificationStack } from './notification-stack';

/** The app-wide toast stack; the shell mounts it once. */
export function NotificationList() {
  const { notifications, remove } = useNotifications();
  return <NotificationStack notifications={notifications} onClose={remove} />;
}
