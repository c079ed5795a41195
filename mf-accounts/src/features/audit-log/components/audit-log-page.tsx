import { FileExcelOutlined } from '@ant-design/icons';
import { Button, DatePicker, Empty, Flex, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type AuditEntry, type AuditLogQuery, errorMessage, formatDateTime, useAccounts } from 'shared-sdk';
import { CardList, ListPage, LoadFailedAlert, Pager, startDownload, useNarrowScreen, useToasts } from 'shared-sdk/react';
import { exportAuditLog } from '../api/export-audit-log';
import { useAuditActions } from '../api/get-audit-actions';
import { useAuditActors } from '../api/get-audit-actors';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_TEXTS as T } from '../texts';
import { AuditEntryDetails } from './audit-entry-details';

export const AUDIT_PAGE_SIZE = 20;

type Filters = Partial<Pick<AuditLogQuery, 'actor' | 'action' | 'from' | 'to'>>;

/** A Select cannot hold undefined as a value: '' is "every person" / "every action". */
const ALL = '';

/** The entry's action in Vietnamese (the code only when the server has no label for it). */
function useActionLabel() {
  const actions = useAuditActions().data?.actions;
  const labels = new Map((actions ?? []).map((item) => [item.action, item.label]));
  return { actions: actions ?? [], labelOf: (action: string) => labels.get(action) };
}

function ActionCell({ action, label }: { action: string; label: string | undefined }) {
  if (label) return <>{label}</>;
  return <Typography.Text type="secondary">{T.code(action)}</Typography.Text>;
}

const targetText = (entry: Pick<AuditEntry, 'target'>) => entry.target?.name ?? '';
const actorText = (entry: Pick<AuditEntry, 'actor'>) => entry.actor?.email ?? T.system;

/**
 * /audit-log 'Nhật ký hoạt động' (OWNER, ADMIN): who did what and when, newest first, filtered by person, action and
 * days; each entry's before → after under 'Chi tiết'; the filtered log as an Excel file.
 */
export function AuditLogPage() {
  const narrow = useNarrowScreen();
  const toasts = useToasts();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog({ ...filters, page, limit: AUDIT_PAGE_SIZE });
  const actors = useAuditActors().data?.actors ?? [];
  const { actions, labelOf } = useActionLabel();
  const names = new Map((useAccounts().data ?? []).map((account) => [account.id, account.displayName]));

  const filter = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);
  const entries = (log.data?.entries ?? []).map((entry) => ({ ...entry, id: String(entry.id) }));
  const totalPages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : undefined;

  const exportExcel = async () => {
    setExporting(true);
    try {
      startDownload((await exportAuditLog(filters)).url);
    } catch (error) {
      toasts.error(errorMessage(error, T.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const day = (value: string | undefined) => (value ? dayjs(value) : null);

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={() => void exportExcel()}>
          {T.exportExcel}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap role="group" aria-label={T.filters}>
          <Select
            aria-label={T.actor}
            value={filters.actor ?? ALL}
            onChange={(actor: string) => filter({ actor: actor || undefined })}
            options={[{ value: ALL, label: T.allActors }, ...actors.map((actor) => ({ value: actor.id, label: actor.email }))]}
            style={{ minWidth: 200, flex: narrow ? '1 1 100%' : undefined }}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Select
            aria-label={T.action}
            value={filters.action ?? ALL}
            onChange={(action: string) => filter({ action: action || undefined })}
            options={[{ value: ALL, label: T.allActions }, ...actions.map((item) => ({ value: item.action, label: item.label }))]}
            style={{ minWidth: 220, flex: narrow ? '1 1 100%' : undefined }}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <DatePicker
            aria-label={T.from}
            placeholder={T.from}
            format="DD/MM/YYYY"
            inputReadOnly
            value={day(filters.from)}
            onChange={(value) => filter({ from: value ? value.format('YYYY-MM-DD') : undefined })}
          />
          <DatePicker
            aria-label={T.to}
            placeholder={T.to}
            format="DD/MM/YYYY"
            inputReadOnly
            value={day(filters.to)}
            onChange={(value) => filter({ to: value ? value.format('YYYY-MM-DD') : undefined })}
          />
        </Flex>

        {log.isError && !log.data ? (
          <LoadFailedAlert title={errorMessage(log.error, T.loadFailed)} retryText={T.retry} onRetry={() => void log.refetch()} />
        ) : !log.isPending && entries.length === 0 ? (
          <Empty description={filtered ? T.emptyFiltered : T.empty} />
        ) : narrow ? (
          <CardList
            label={T.entries}
            items={entries}
            loading={log.isPending}
            renderCard={(entry) => (
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  <ActionCell action={entry.action} label={labelOf(entry.action)} />
                </Typography.Text>
                {targetText(entry) && <Typography.Text>{targetText(entry)}</Typography.Text>}
                <Typography.Text type="secondary">
                  {formatDateTime(entry.at)} · {actorText(entry)}
                </Typography.Text>
                <details>
                  <summary>{T.details}</summary>
                  <AuditEntryDetails entry={entry} names={names} />
                </details>
              </Flex>
            )}
          />
        ) : (
          <Table
            aria-label={T.entries}
            rowKey="id"
            loading={log.isPending}
            dataSource={entries}
            pagination={false}
            expandable={{
              expandedRowRender: (entry) => <AuditEntryDetails entry={entry} names={names} />,
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button type="link" size="small" onClick={(event) => onExpand(record, event)} aria-expanded={expanded}>
                  {expanded ? T.hideDetails : T.details}
                </Button>
              ),
            }}
            columns={[
              { key: 'at', title: T.time, render: (_, entry) => formatDateTime(entry.at), width: 150 },
              { key: 'actor', title: T.actor, render: (_, entry) => actorText(entry) },
              { key: 'action', title: T.action, render: (_, entry) => <ActionCell action={entry.action} label={labelOf(entry.action)} /> },
              { key: 'target', title: T.target, render: (_, entry) => targetText(entry) },
            ]}
          />
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
    </ListPage>
  );
}
