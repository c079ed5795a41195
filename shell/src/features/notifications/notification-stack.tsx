import type { AppNotification, NotificationType } from 'shared-sdk/sign-in';
import '../../components/light/light.css';

export interface NotificationStackProps {
  notifications: Pick<AppNotification, 'id' | 'type' | 'message' | 'title'>[];
  onClose: (id: string) => void;
}

const SYMBOLS: Record<NotificationType, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

/** The toast stack, top-right; drawn without antd so it works on the sign-in pages too. */
export function NotificationStack({ notifications, onClose }: NotificationStackProps) {
  return (
    <div className="lt-toasts" aria-live="polite">
      {notifications.map(({ id, type, title, message }) => (
        <div key={id} className="lt-toast" role={type === 'error' ? 'alert' : 'status'} data-type={type}>
          <span className="lt-toast-icon" aria-hidden>
            {SYMBOLS[type]}
          </span>
          <div className="lt-toast-body">
            {title && <strong>{title}</strong>}
            {message}
          </div>
          <button type="button" className="lt-toast-close" aria-label="Đóng thông báo" onClick={() => onClose(id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
