import type { ProxyItem, UpdateProxyInput } from 'shared-sdk';
import { PROXY_TEXTS } from '../texts';
import { proxyFormOf, toUpdatePayload } from '../utils/proxy-form';
import { ProxyFormDialog } from './proxy-form-dialog';

export interface EditProxyDialogProps {
  proxy: ProxyItem | null;
  submitting?: boolean;
  onSubmit: (id: string, payload: UpdateProxyInput) => Promise<boolean> | boolean;
  onCancel: () => void;
}

/** Edit: an empty password keeps the current one, an empty username is not sent. */
export function EditProxyDialog({ proxy, submitting, onSubmit, onCancel }: EditProxyDialogProps) {
  if (!proxy) return null;
  return (
    <ProxyFormDialog
      key={proxy.id}
      open
      title={PROXY_TEXTS.editTitle}
      okText={PROXY_TEXTS.save}
      formName="edit-proxy"
      initialValues={proxyFormOf(proxy)}
      current={{ maskedUsername: proxy.maskedUsername, hasPassword: proxy.hasPassword }}
      submitting={submitting}
      check={toUpdatePayload}
      onSubmit={(payload) => onSubmit(proxy.id, payload)}
      onCancel={onCancel}
    />
  );
}
