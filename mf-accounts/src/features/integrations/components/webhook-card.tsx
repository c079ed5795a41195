import { DeleteOutlined, EditOutlined, HistoryOutlined, KeyOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Switch, Tag, Typography } from 'antd';
import { formatDateTime, WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';
import { DeliveryStatusTag } from './delivery-status-tag';

export interface WebhookCardProps {
  webhook: WebhookEndpoint;
  /** A call on this endpoint is under way (its switch and buttons wait). */
  busy?: boolean;
  onToggle: (webhook: WebhookEndpoint, enabled: boolean) => void;
  onEdit: (webhook: WebhookEndpoint) => void;
  onTest: (webhook: WebhookEndpoint) => void;
  onLog: (webhook: WebhookEndpoint) => void;
  onRotate: (webhook: WebhookEndpoint) => void;
  onDelete: (webhook: WebhookEndpoint) => void;
}

/**
 * One endpoint: its address and description, its events by label, on/off, the last delivery's outcome; switched off
 * by the server after 24 h of failures, a red alert says so with 'Bật lại'.
 */
export function WebhookCard({ webhook, busy, onToggle, onEdit, onTest, onLog, onRotate, onDelete }: WebhookCardProps) {
  const switchedOff = !webhook.enabled && webhook.disabledReason === 'FAILING';
  const last = webhook.lastDelivery;
  return (
    <Card size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
      <Flex justify="space-between" align="flex-start" gap={12}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {webhook.url}
          </Typography.Text>
          {webhook.description && <Typography.Text type="secondary">{webhook.description}</Typography.Text>}
        </Flex>
        <Flex align="center" gap={6} style={{ flexShrink: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {webhook.enabled ? T.enabled : T.disabled}
          </Typography.Text>
          <Switch checked={webhook.enabled} loading={busy} onChange={(enabled) => onToggle(webhook, enabled)} aria-label={T.enabledSwitch(webhook.url)} />
        </Flex>
      </Flex>

      {switchedOff && (
        <Alert
          type="error"
          showIcon
          title={T.failingAlert}
          description={webhook.failingSince ? T.failingSince(formatDateTime(webhook.failingSince)) : undefined}
          action={
            <Button size="small" danger onClick={() => onToggle(webhook, true)} loading={busy}>
              {T.turnOnAgain}
            </Button>
          }
        />
      )}
      {webhook.enabled && webhook.failingSince && <Alert type="warning" showIcon title={T.failingNow(formatDateTime(webhook.failingSince))} />}

      <Flex gap={4} wrap aria-label={T.events}>
        {webhook.events.map((event) => (
          <Tag key={event} style={{ marginInlineEnd: 0 }}>
            {WEBHOOK_EVENT_LABELS[event] ?? event}
          </Tag>
        ))}
      </Flex>

      <Flex align="center" gap={6} wrap>
        {last ? (
          <>
            <DeliveryStatusTag status={last.status} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {T.lastDelivery(WEBHOOK_DELIVERY_STATUS_LABELS[last.status], formatDateTime(last.at), last.responseStatus)}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.noDelivery}
          </Typography.Text>
        )}
      </Flex>

      <Flex gap={6} wrap>
        <Button size="small" icon={<SendOutlined />} disabled={busy} onClick={() => onTest(webhook)} aria-label={T.testLabel(webhook.url)}>
          {T.test}
        </Button>
        <Button size="small" icon={<HistoryOutlined />} onClick={() => onLog(webhook)} aria-label={T.logLabel(webhook.url)}>
          {T.log}
        </Button>
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(webhook)} aria-label={T.editLabel(webhook.url)}>
          {T.edit}
        </Button>
        <Button size="small" icon={<KeyOutlined />} onClick={() => onRotate(webhook)} aria-label={T.rotateLabel(webhook.url)}>
          {T.rotate}
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(webhook)} aria-label={T.deleteLabel(webhook.url)}>
          {T.delete}
        </Button>
      </Flex>
    </Card>
  );
}
