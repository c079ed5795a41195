import { ApiOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { type WebhookCreateInput, type WebhookDelivery, type WebhookEndpoint, errorMessage } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock, useToastedChange, useToasts } from 'shared-sdk/react';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useTestWebhook } from '../api/test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { INTEGRATION_TEXTS as T } from '../texts';
import { DeliveriesDrawer } from './deliveries-drawer';
import { SecretDialog, type SecretDialogProps } from './secret-dialog';
import { VerifyHelp } from './verify-help';
import { WebhookCard } from './webhook-card';
import { WebhookDialog } from './webhook-dialog';

/** What 'Gửi thử' says: the outcome when the server already knows it, else where to look. */
function testOutcome(delivery: WebhookDelivery): { ok: boolean | null; text: string } {
  if (delivery.status === 'SUCCEEDED') return { ok: true, text: T.testOk(delivery.responseStatus, delivery.durationMs) };
  if (delivery.status === 'PENDING') return { ok: null, text: T.testQueued };
  const reason = delivery.error ?? (delivery.responseStatus !== null ? `HTTP ${delivery.responseStatus}` : T.noAnswer);
  return { ok: false, text: T.testFailedWith(reason) };
}

/** 'Webhook': the endpoints with their state, add/edit, the secret shown once, test, log, rotation, deletion. */
export function WebhooksTab() {
  const { modal } = App.useApp();
  const change = useToastedChange();
  const toasts = useToasts();
  const webhooks = useWebhooks();
  const { mutateAsync: create } = useCreateWebhook();
  const { mutateAsync: update } = useUpdateWebhook();
  const { mutateAsync: remove } = useDeleteWebhook();
  const { mutateAsync: test } = useTestWebhook();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<SecretDialogProps['shown']>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  /** Runs a call on one endpoint, its card waiting meanwhile. */
  const onEndpoint = async <R,>(webhook: WebhookEndpoint, call: () => Promise<R>): Promise<R> => {
    setBusyIds((ids) => new Set(ids).add(webhook.id));
    try {
      return await call();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(webhook.id);
        return next;
      });
    }
  };

  const submit = async (input: WebhookCreateInput) => {
    if (editing && editing !== 'new') {
      await update({ id: editing.id, input });
      toasts.success(T.saved);
      setEditing(null);
      return;
    }
    const webhook = await create(input);
    setEditing(null);
    if (webhook.secret) setSecret({ secret: webhook.secret, rotated: false });
  };

  const toggle = (webhook: WebhookEndpoint, enabled: boolean) =>
    void onEndpoint(webhook, () => change(() => update({ id: webhook.id, input: { enabled } }), { done: enabled ? T.turnedOn : T.turnedOff, failed: T.toggleFailed }));

  const sendTest = (webhook: WebhookEndpoint) =>
    void onEndpoint(webhook, async () => {
      try {
        const outcome = testOutcome(await test(webhook.id));
        if (outcome.ok === true) toasts.success(outcome.text);
        else if (outcome.ok === false) toasts.error(outcome.text);
        else toasts.info(outcome.text);
      } catch (error) {
        toasts.error(errorMessage(error, T.testFailed));
      }
    });

  const confirmRotate = (webhook: WebhookEndpoint) =>
    modal.confirm({
      title: T.rotateTitle,
      content: T.rotateContent,
      okText: T.rotate,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: async () => {
        try {
          const { secret: rotated } = await update({ id: webhook.id, input: { rotateSecret: true } });
          if (rotated) setSecret({ secret: rotated, rotated: true });
        } catch (error) {
          toasts.error(errorMessage(error, T.rotateFailed));
        }
      },
    });

  const confirmDelete = (webhook: WebhookEndpoint) =>
    modal.confirm({
      title: T.deleteTitle,
      content: T.deleteContent(webhook.url),
      okText: T.delete,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => change(() => remove(webhook.id), { done: T.deleted, failed: T.deleteFailed }),
    });

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {T.addWebhook}
    </Button>
  );

  const items = webhooks.data ?? [];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary" style={{ flex: '1 1 320px' }}>
          {T.webhooksIntro}
        </Typography.Text>
        {addButton}
      </Flex>
      {webhooks.isError && !webhooks.data ? (
        <LoadFailedAlert title={errorMessage(webhooks.error, T.webhooksLoadFailed)} retryText={T.retry} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.isPending ? (
        <LoadingBlock />
      ) : items.length === 0 ? (
        <Empty image={<ApiOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />} description={<Typography.Text strong>{T.webhooksEmptyTitle}</Typography.Text>}>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: '0 auto 16px' }}>
            {T.webhooksEmptyText}
          </Typography.Paragraph>
          {addButton}
        </Empty>
      ) : (
        <ul aria-label={T.webhooksLabel} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {items.map((webhook) => (
            <li key={webhook.id}>
              <WebhookCard
                webhook={webhook}
                busy={busyIds.has(webhook.id)}
                onToggle={toggle}
                onEdit={setEditing}
                onTest={sendTest}
                onLog={setLogOf}
                onRotate={confirmRotate}
                onDelete={confirmDelete}
              />
            </li>
          ))}
        </ul>
      )}
      <VerifyHelp />
      <WebhookDialog open={editing !== null} webhook={editing === 'new' ? null : editing} onSubmit={submit} onClose={() => setEditing(null)} />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <DeliveriesDrawer webhook={logOf} onClose={() => setLogOf(null)} />
    </Flex>
  );
}
