import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from 'shared-sdk';
import type { MessageExecution } from '../api/contract';
import { EXECUTIONS_PAGE_SIZE, useMessageExecutions } from '../api/get-message-executions';
import { PHONE_TEXTS } from '../texts';
import { EXECUTION_STATUS_COLORS, EXECUTION_STATUS_LABELS } from '../utils/list-status';
import { attachmentCount, templatePreview } from '../utils/execution';
import { ErrorCell } from './error-cell';

/** The detail dialog's run summaries, one per run, 20 a page (spec part 3 §2, tab 4). */
export function ExecutionsTab({ listId }: { listId: string }) {
  const [page, setPage] = useState(1);
  const executions = useMessageExecutions(listId, page);
  return (
    <>
      {executions.isError && <Alert type="error" showIcon title={PHONE_TEXTS.detailFailed} />}
      <Table<MessageExecution>
        size="small"
        rowKey="id"
        loading={executions.isFetching}
        dataSource={executions.data?.executions ?? []}
        locale={{ emptyText: PHONE_TEXTS.noData }}
        scroll={{ x: 1100 }}
        pagination={{
          current: page,
          pageSize: EXECUTIONS_PAGE_SIZE,
          total: executions.data?.pagination.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          { title: PHONE_TEXTS.executedAt, key: 'executedAt', render: (_, run) => formatDateTime(run.executedAt) },
          { title: PHONE_TEXTS.duration, key: 'duration', render: (_, run) => PHONE_TEXTS.seconds(run.executionDuration) },
          {
            title: PHONE_TEXTS.status,
            key: 'status',
            render: (_, run) => <Tag color={EXECUTION_STATUS_COLORS[run.status]}>{EXECUTION_STATUS_LABELS[run.status] ?? run.status}</Tag>,
          },
          { title: PHONE_TEXTS.executionProcessed, dataIndex: 'totalProcessed', key: 'totalProcessed' },
          { title: PHONE_TEXTS.successfulMessages, dataIndex: 'successfulMessages', key: 'successfulMessages' },
          { title: PHONE_TEXTS.blockedMessages, dataIndex: 'blockedMessages', key: 'blockedMessages' },
          { title: PHONE_TEXTS.failedMessages, dataIndex: 'failedMessages', key: 'failedMessages' },
          { title: PHONE_TEXTS.template, key: 'template', render: (_, run) => templatePreview(run.schedule?.messageTemplate) },
          { title: PHONE_TEXTS.attachments, key: 'attachments', render: (_, run) => attachmentCount(run.schedule?.attachments) },
          { title: PHONE_TEXTS.accountsUsed, key: 'accountsUsed', render: (_, run) => run.accountsUsed.join(', ') },
          { title: PHONE_TEXTS.errorDetails, key: 'error', render: (_, run) => <ErrorCell error={run.errorMessage} /> },
        ]}
      />
    </>
  );
}
