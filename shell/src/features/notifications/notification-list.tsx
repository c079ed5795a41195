import { useNotificationHost, useNotifications } from 'shared-sdk/sign-in';
import { NotificationStack } from './notification-stack';

/** The app-wide toast stack; the shell mounts it once, and every toast of every remote comes here. */
export function NotificationList() {
  useNotificationHost();
  const { notifications, remove } = useNotifications();
  return <NotificationStack notifications={notifications} onClose={remove} />;
}
