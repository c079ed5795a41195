import { useQrLogin } from '../hooks/use-qr-login';
import { QrLoginView } from './qr-login-view';

export interface QrLoginModalProps {
  accountId: string;
  displayName: string;
  onSuccess?: () => void;
  onClose: () => void;
}

/** Render it to open it: the login starts at once and everything ends when it is unmounted. */
export function QrLoginModal({ accountId, displayName, onSuccess, onClose }: QrLoginModalProps) {
  const { state, retry } = useQrLogin(accountId, { onSuccess, onClose });
  return <QrLoginView displayName={displayName} state={state} onRetry={retry} onClose={onClose} />;
}
