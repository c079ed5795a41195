import { InfoCircleOutlined, PlusCircleOutlined, SnippetsOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage, PROXY_PAGE_SIZE, type ProxyItem, useProxyStats } from 'shared-sdk';
import { ListPage, LoadFailedAlert, LoadingBlock, Pager, useWorkspaceAccess } from 'shared-sdk/react';
import { useProxies } from '../api/get-proxies';
import { useProxyActions } from '../hooks/use-proxy-actions';
import { PROXY_TEXTS } from '../texts';
import { CreateProxyDialog } from './create-proxy-dialog';
import { EditProxyDialog } from './edit-proxy-dialog';
import { PasteProxiesDialog } from './paste-proxies-dialog';
import { ProxiesEmptyState } from './proxies-empty-state';
import { ProxyCard } from './proxy-card';
import { ProxyStatTiles } from './proxy-stat-tiles';

export type ProxyFilter = 'all' | 'active' | 'inactive';

const FILTER_OPTIONS: Array<{ value: ProxyFilter; label: string }> = [
  { value: 'all', label: PROXY_TEXTS.filterAll },
  { value: 'active', label: PROXY_TEXTS.filterActive },
  { value: 'inactive', label: PROXY_TEXTS.filterInactive },
];

/** /proxies: stat tiles, a filter, a card grid of 12 per page with previous/next, create and edit dialogs. */
export function ProxiesPage() {
  const [filter, setFilter] = useState<ProxyFilter>('all');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [editing, setEditing] = useState<ProxyItem | null>(null);
  const isActive = filter === 'all' ? undefined : filter === 'active';
  const list = useProxies({ isActive, page, limit: PROXY_PAGE_SIZE });
  const stats = useProxyStats();
  const actions = useProxyActions();
  // Proxies are the OWNER's and ADMINs' (the shell hides the page from an AGENT; opened anyway, nothing is writable).
  const manager = useWorkspaceAccess().role !== 'AGENT';

  const totalPages = list.data?.pagination.totalPages;
  // After a delete or a toggle the last page can empty out: step back to the last page that exists.
  useEffect(() => {
    if (totalPages !== undefined && !list.isPlaceholderData && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [totalPages, page, list.isPlaceholderData]);

  const items = list.data?.items ?? [];
  const loadError = list.isError && !list.data;

  return (
    <ListPage
      title={PROXY_TEXTS.title}
      subtitle={PROXY_TEXTS.subtitle}
      actions={
        manager ? (
          <>
            <Button icon={<SnippetsOutlined />} onClick={() => setPasting(true)}>
              {PROXY_TEXTS.paste}
            </Button>
            <Button type="primary" icon={<PlusCircleOutlined />} onClick={() => setCreating(true)}>
              {PROXY_TEXTS.add}
            </Button>
          </>
        ) : (
          <Typography.Text type="secondary" data-testid="proxies-managers-only">
            <InfoCircleOutlined /> {PROXY_TEXTS.managersOnly}
          </Typography.Text>
        )
      }
    >

      <Flex vertical gap={16}>
        <ProxyStatTiles stats={stats.data} loading={stats.isPending} />

        <Segmented<ProxyFilter>
          aria-label={PROXY_TEXTS.filterLabel}
          options={FILTER_OPTIONS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          style={{ alignSelf: 'flex-start' }}
        />

        {loadError ? (
          <LoadFailedAlert
            title={list.error instanceof ApiError ? errorMessage(list.error, PROXY_TEXTS.loadFailed) : PROXY_TEXTS.loadNetworkError}
            retryText={PROXY_TEXTS.retry}
            onRetry={() => void list.refetch()}
          />
        ) : list.isPending ? (
          <LoadingBlock />
        ) : items.length === 0 ? (
          <ProxiesEmptyState filtered={filter !== 'all'} onAdd={manager ? () => setCreating(true) : undefined} />
        ) : (
          <Row gutter={[16, 16]} role="list" aria-label="Danh sách proxy" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {items.map((proxy) => (
              <Col key={proxy.id} xs={24} sm={12} lg={8} xxl={6} role="listitem">
                <ProxyCard
                  proxy={proxy}
                  testing={actions.testingIds.has(proxy.id)}
                  toggling={actions.togglingIds.has(proxy.id)}
                  deleting={actions.deletingIds.has(proxy.id)}
                  onTest={actions.test}
                  onToggle={actions.toggle}
                  onEdit={setEditing}
                  onDelete={actions.confirmRemove}
                  readOnly={!manager}
                />
              </Col>
            ))}
          </Row>
        )}

        {!loadError && totalPages !== undefined && (
          <Pager
            page={page}
            totalPages={totalPages}
            disabled={list.isFetching && list.isPlaceholderData}
            onChange={setPage}
            label={PROXY_TEXTS.pager}
            previousText={`‹ ${PROXY_TEXTS.previous}`}
            nextText={`${PROXY_TEXTS.next} ›`}
            hideSinglePage
          />
        )}
      </Flex>

      <CreateProxyDialog open={creating && manager} submitting={actions.creating} onSubmit={actions.create} onCancel={() => setCreating(false)} />
      <PasteProxiesDialog open={pasting} onClose={() => setPasting(false)} />
      <EditProxyDialog proxy={editing} submitting={actions.updating} onSubmit={actions.update} onCancel={() => setEditing(null)} />
    </ListPage>
  );
}
