export { NotificationList } from './notification-list';
export { NotificationStack, type NotificationStackProps } from './notification-stack';
