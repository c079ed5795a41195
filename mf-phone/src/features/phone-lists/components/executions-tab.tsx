import { Alert, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, PHONE_EXECUTIONS_PAGE_SIZE, type PhoneMessageExecution } from 'shared-sdk';
import { useExecutions } from '../api/get-executions';
import { PHONE_TEXTS } from '../texts';
import { attachmentCount, templatePreview } from '../utils/execution';
import { EXECUTION_STATUS_COLORS, EXECUTION_STATUS_LABELS } from '../utils/list-status';
import { DetailTable, detailPagination } from './detail-table';
import { ErrorCell } from './error-cell';

/** The run's status; a run under way says how many numbers still wait their turn. */
function RunStatus({ run }: { run: PhoneMessageExecution }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={EXECUTION_STATUS_COLORS[run.status]}>{EXECUTION_STATUS_LABELS[run.status] ?? run.status}</Tag>
      {run.status === 'RUNNING' && (run.pendingNumbers ?? 0) > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {PHONE_TEXTS.runningNumbers(run.pendingNumbers ?? 0)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Zalo's errors of the run, and each account the run could not start with why (those numbers wait for the next run). */
function RunProblems({ run }: { run: PhoneMessageExecution }) {
  const notStarted = run.notStarted ?? [];
  return (
    <Flex vertical gap={4}>
      {notStarted.map((entry) => (
        <Typography.Text key={entry.accountId} type="warning">
          {PHONE_TEXTS.runNotStarted(entry.numbers, entry.accountName, entry.reason)}
        </Typography.Text>
      ))}
      <ErrorCell error={run.errorMessage} />
    </Flex>
  );
}

/**
 * The detail dialog's runs, one per run of either schedule (GET /phone-lists/{id}/executions), 20 a page:
 * a run under way shows as such and reloads; numbers without Zalo are counted apart from the sends.
 */
export function ExecutionsTab({ listId }: { listId: string }) {
  const [page, setPage] = useState(1);
  const executions = useExecutions(listId, page);
  return (
    <>
      {executions.isError && <Alert type="error" showIcon title={PHONE_TEXTS.detailFailed} />}
      <DetailTable<PhoneMessageExecution>
        loading={executions.isPending}
        dataSource={executions.data?.executions ?? []}
        scroll={{ x: 1200 }}
        pagination={detailPagination(page, PHONE_EXECUTIONS_PAGE_SIZE, executions.data?.pagination.total ?? 0, setPage)}
        columns={[
          { title: PHONE_TEXTS.executedAt, key: 'executedAt', render: (_, run) => formatDateTime(run.executedAt) },
          { title: PHONE_TEXTS.kind, key: 'kind', render: (_, run) => (run.kind === 'friend-request' ? PHONE_TEXTS.kindFriendRequest : PHONE_TEXTS.kindMessage) },
          { title: PHONE_TEXTS.duration, key: 'duration', render: (_, run) => PHONE_TEXTS.seconds(run.executionDuration) },
          { title: PHONE_TEXTS.status, key: 'status', render: (_, run) => <RunStatus run={run} /> },
          { title: PHONE_TEXTS.executionProcessed, dataIndex: 'totalProcessed', key: 'totalProcessed' },
          { title: PHONE_TEXTS.successfulMessages, dataIndex: 'successfulMessages', key: 'successfulMessages' },
          { title: PHONE_TEXTS.blockedMessages, dataIndex: 'blockedMessages', key: 'blockedMessages' },
          { title: PHONE_TEXTS.failedMessages, dataIndex: 'failedMessages', key: 'failedMessages' },
          { title: PHONE_TEXTS.noZalo, key: 'noZalo', render: (_, run) => run.noZaloNumbers ?? 0 },
          { title: PHONE_TEXTS.template, key: 'template', render: (_, run) => templatePreview(run.schedule?.messageTemplate) },
          { title: PHONE_TEXTS.attachments, key: 'attachments', render: (_, run) => attachmentCount(run.schedule?.attachments) },
          { title: PHONE_TEXTS.accountsUsed, key: 'accountsUsed', render: (_, run) => run.accountsUsed.join(', ') },
          { title: PHONE_TEXTS.errorDetails, key: 'error', render: (_, run) => <RunProblems run={run} /> },
        ]}
      />
    </>
  );
}
