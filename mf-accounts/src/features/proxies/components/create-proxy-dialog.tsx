import type { CreateProxyInput } from 'shared-sdk';
import { PROXY_TEXTS } from '../texts';
import { emptyProxyForm, toCreatePayload } from '../utils/proxy-form';
import { ProxyFormDialog } from './proxy-form-dialog';

export interface CreateProxyDialogProps {
  open: boolean;
  submitting?: boolean;
  onSubmit: (payload: CreateProxyInput) => Promise<boolean> | boolean;
  onCancel: () => void;
}

export function CreateProxyDialog({ open, submitting, onSubmit, onCancel }: CreateProxyDialogProps) {
  return (
    <ProxyFormDialog
      open={open}
      title={PROXY_TEXTS.createTitle}
      okText={PROXY_TEXTS.create}
      formName="create-proxy"
      initialValues={emptyProxyForm()}
      submitting={submitting}
      check={toCreatePayload}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
