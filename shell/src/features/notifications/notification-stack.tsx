import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { AppNotification, NotificationType } from 'shared-sdk';

export interface NotificationStackProps {
  notifications: Pick<AppNotification, 'id' | 'type' | 'message' | 'title'>[];
  onClose: (id: string) => void;
}

const ICONS: Record<NotificationType, typeof InfoCircleFilled> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
};

export function NotificationStack({ notifications, onClose }: NotificationStackProps) {
  const { token } = theme.useToken();
  const colors: Record<NotificationType, string> = {
    success: token.colorSuccess,
    error: token.colorError,
    warning: token.colorWarning,
    info: token.colorInfo,
  };

  return (
    <div
      aria-live="polite"
      style={{ position: 'fixed', top: 16, right: 16, zIndex: 1100, width: 'min(360px, calc(100vw - 32px))' }}
    >
      <Flex vertical gap={8}>
        {notifications.map(({ id, type, title, message }) => {
          const Icon = ICONS[type];
          return (
            <Flex
              key={id}
              role={type === 'error' ? 'alert' : 'status'}
              data-type={type}
              gap={12}
              align="flex-start"
              style={{
                background: token.colorBgElevated,
                boxShadow: token.boxShadowSecondary,
                borderRadius: token.borderRadiusLG,
                borderLeft: `4px solid ${colors[type]}`,
                padding: '12px 12px 12px 16px',
              }}
            >
              <Icon style={{ color: colors[type], fontSize: 18, marginTop: 2 }} />
              <div style={{ flex: 1, minWidth: 0 }}>
                {title && <Typography.Text strong style={{ display: 'block' }}>{title}</Typography.Text>}
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{message}</Typography.Text>
              </div>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label="Đóng thông báo"
                onClick={() => onClose(id)}
              />
            </Flex>
          );
        })}
      </Flex>
    </div>
  );
}
