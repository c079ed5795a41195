import { ReloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Flex, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatDateTime, WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery, type WebhookDeliveryStatus, type WebhookEndpoint } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock, Pager, useNarrowScreen, useToastedChange } from 'shared-sdk/react';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRetryWebhookDelivery } from '../api/retry-webhook-delivery';
import { INTEGRATION_TEXTS as T } from '../texts';
import { eventLabel } from '../utils/event-groups';
import { DeliveryStatusTag } from './delivery-status-tag';

export const DELIVERIES_PAGE_SIZE = 20;

type Filter = WebhookDeliveryStatus | 'ALL';

const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'ALL', label: T.filterAll },
  ...WEBHOOK_DELIVERY_STATUSES.map((status) => ({ value: status, label: T.deliveryStatusLabels[status] })),
];

const preStyle = { margin: 0, padding: 8, background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 } as const;

/** One delivery: status, event, time, HTTP status, attempts, next retry, error; the answer and the body sent folded. */
export function DeliveryItem({ delivery, retrying, onRetry }: { delivery: WebhookDelivery; retrying: boolean; onRetry: (delivery: WebhookDelivery) => void }) {
  const facts = [
    delivery.responseStatus !== null ? `HTTP ${delivery.responseStatus}` : T.noAnswer,
    T.attempts(delivery.attempts),
    delivery.durationMs !== null ? T.duration(delivery.durationMs) : null,
  ].filter(Boolean);
  const when = formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt);
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <DeliveryStatusTag status={delivery.status} />
          <Typography.Text strong>{eventLabel(delivery.eventType)}</Typography.Text>
          <Typography.Text type="secondary">{when}</Typography.Text>
        </Flex>
        {delivery.status !== 'PENDING' && (
          <Button size="small" loading={retrying} onClick={() => onRetry(delivery)} aria-label={T.resendLabel(eventLabel(delivery.eventType), when)}>
            {T.resend}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {facts.join(' · ')}
        {delivery.nextAttemptAt && ` · ${T.nextAttempt(formatDateTime(delivery.nextAttemptAt))}`}
      </Typography.Text>
      {delivery.error && <Typography.Text type="danger">{delivery.error}</Typography.Text>}
      <details>
        <summary style={{ cursor: 'pointer' }}>{T.details}</summary>
        <Flex vertical gap={6} style={{ marginTop: 6 }}>
          <Typography.Text strong>{T.answer}</Typography.Text>
          <pre style={preStyle}>{delivery.responseBody || T.noAnswer}</pre>
          <Typography.Text strong>{T.body}</Typography.Text>
          <pre style={preStyle}>{JSON.stringify(delivery.payload, null, 2)}</pre>
        </Flex>
      </details>
    </Flex>
  );
}

export interface DeliveriesDrawerProps {
  /** The endpoint whose log is open; null closes it. */
  webhook: WebhookEndpoint | null;
  onClose: () => void;
}

/** 'Nhật ký gửi' of one endpoint: newest first, a status filter, pages of 20, 'Gửi lại' per delivery. */
export function DeliveriesDrawer({ webhook, onClose }: DeliveriesDrawerProps) {
  const narrow = useNarrowScreen();
  return (
    <Drawer open={webhook !== null} onClose={onClose} title={T.logTitle} size={narrow ? '100%' : 720} destroyOnHidden>
      {webhook && <DeliveriesLog webhook={webhook} />}
    </Drawer>
  );
}

/** The log itself (mounted only while the drawer is open: its state starts afresh for each endpoint). */
export function DeliveriesLog({ webhook }: { webhook: WebhookEndpoint }) {
  const narrow = useNarrowScreen();
  const change = useToastedChange();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const log = useWebhookDeliveries(webhook.id, { status: filter === 'ALL' ? undefined : filter, page, limit: DELIVERIES_PAGE_SIZE });
  const { mutateAsync: retry } = useRetryWebhookDelivery();

  const resend = async (delivery: WebhookDelivery) => {
    setRetryingId(delivery.id);
    try {
      await change(() => retry({ deliveryId: delivery.id, webhookId: webhook.id }), { done: T.resent, failed: T.resendFailed });
    } finally {
      setRetryingId(null);
    }
  };

  const chooseFilter = (value: Filter) => {
    setFilter(value);
    setPage(1);
  };

  const deliveries = log.data?.deliveries ?? [];
  const totalPages = log.data ? Math.max(1, Math.ceil(log.data.total / DELIVERIES_PAGE_SIZE)) : undefined;

  return (
    <Flex vertical gap={12}>
      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
        {webhook.url}
      </Typography.Text>
      <Flex justify="space-between" align="center" gap={8} wrap>
        {narrow ? (
          <Select<Filter> aria-label={T.filterLabel} options={FILTERS} value={filter} onChange={chooseFilter} style={{ flex: '1 1 160px' }} />
        ) : (
          <Segmented<Filter> aria-label={T.filterLabel} options={FILTERS} value={filter} onChange={chooseFilter} />
        )}
        <Button icon={<ReloadOutlined />} loading={log.isFetching && !log.isPending} onClick={() => void log.refetch()}>
          {T.refresh}
        </Button>
      </Flex>
      {log.isError && !log.data ? (
        <LoadFailedAlert title={errorMessage(log.error, T.logLoadFailed)} retryText={T.retry} onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <LoadingBlock />
      ) : deliveries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filter === 'ALL' ? T.logEmpty : T.logEmptyFiltered} />
      ) : (
        <ul aria-label={T.logLabelList} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12, opacity: log.isPlaceholderData ? 0.6 : 1 }}>
          {deliveries.map((delivery) => (
            <li key={delivery.id} style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 12 }}>
              <DeliveryItem delivery={delivery} retrying={retryingId === delivery.id} onRetry={(item) => void resend(item)} />
            </li>
          ))}
        </ul>
      )}
      {totalPages !== undefined && (
        <Pager
          page={page}
          totalPages={totalPages}
          disabled={log.isFetching && log.isPlaceholderData}
          onChange={setPage}
          label={T.pager}
          previousText={`‹ ${T.previous}`}
          nextText={`${T.next} ›`}
          hideSinglePage
        />
      )}
    </Flex>
  );
}
