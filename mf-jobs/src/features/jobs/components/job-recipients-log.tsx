import { Flex, Segmented, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, JOB_MESSAGES, JOB_RECIPIENTS_PAGE_SIZE, type JobRecipient, type JobStatus } from 'shared-sdk';
import { LoadFailedAlert } from 'shared-sdk/react';
import { type RepliedFilter, useJobRecipients } from '../api/get-job-recipients';
import { JOB_TEXTS } from '../texts';
import { AddToDoNotContact } from './add-to-do-not-contact';
import { PlatformErrorText } from './platform-error-text';
import { RecipientStatusTag } from './status-tags';

export interface JobRecipientsLogProps {
  jobId: string;
  /** The job's status: a skipped recipient without a stored reason was left out by a cancel when it is CANCELLED. */
  jobStatus?: JobStatus;
  /** Reload period while the job still moves; false when it is done or live update is off. */
  refetchInterval?: number | false;
}

/**
 * The stored platform error in Vietnamese, its code on a line of its own; a skipped recipient
 * always says why; '—' when there is nothing to say.
 */
const errorCell = (recipient: JobRecipient, jobStatus?: JobStatus) => (
  <PlatformErrorText
    message={recipient.errorMessage}
    code={recipient.errorCode}
    fallback={recipient.status === 'SKIPPED' ? (jobStatus === 'CANCELLED' ? JOB_MESSAGES.skippedByCancel : JOB_MESSAGES.skippedNoReason) : undefined}
  />
);

const columnsOf = (jobStatus?: JobStatus): TableColumnsType<JobRecipient> => [
  { title: '#', dataIndex: 'seq', width: 64 },
  {
    title: JOB_TEXTS.recipient,
    key: 'recipient',
    render: (_, recipient) => (
      <>
        <div>{recipient.displayName ?? recipient.targetId}</div>
        {recipient.displayName && <Typography.Text type="secondary">{recipient.targetId}</Typography.Text>}
      </>
    ),
  },
  { title: JOB_TEXTS.status, dataIndex: 'status', width: 110, render: (_, recipient) => <RecipientStatusTag status={recipient.status} /> },
  // Replies, beside the status so a phone sees them first: when the person first wrote back; for a
  // friend request, when it was accepted.
  {
    title: JOB_TEXTS.repliedAt,
    key: 'replied',
    width: 150,
    render: (_, recipient) =>
      recipient.repliedAt ? (
        <Tag color="green">{formatDateTime(recipient.repliedAt)}</Tag>
      ) : recipient.acceptedAt ? (
        <Tag color="green">{`${JOB_TEXTS.accepted} ${formatDateTime(recipient.acceptedAt)}`}</Tag>
      ) : (
        '—'
      ),
  },
  // The text as rendered for this recipient (variables and choices filled in at send time).
  {
    title: JOB_TEXTS.sentText,
    key: 'sentText',
    render: (_, recipient) => (
      <>
        {recipient.variant && <Tag>{JOB_TEXTS.variantShort(recipient.variant)}</Tag>}
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{recipient.sentText ?? '—'}</Typography.Text>
      </>
    ),
  },
  { title: JOB_TEXTS.error, key: 'error', render: (_, recipient) => errorCell(recipient, jobStatus) },
  {
    title: JOB_TEXTS.processedAt,
    dataIndex: 'processedAt',
    width: 150,
    render: (_, recipient) => formatDateTime(recipient.processedAt) || '—',
  },
];

/** The per-recipient log of an expanded job card, one page at a time. */
export function JobRecipientsLog({ jobId, jobStatus, refetchInterval = false }: JobRecipientsLogProps) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [replied, setReplied] = useState<RepliedFilter>(undefined);
  const recipients = useJobRecipients(jobId, page, refetchInterval, replied);
  const filterOptions = [
    { value: 'all', label: JOB_TEXTS.allRecipients },
    { value: 'yes', label: JOB_TEXTS.repliedAt },
    { value: 'no', label: JOB_TEXTS.notReplied },
  ];

  if (recipients.isError && !recipients.data) {
    return <LoadFailedAlert title={JOB_TEXTS.recipientsLoadFailed} retryText={JOB_TEXTS.retry} onRetry={() => void recipients.refetch()} />;
  }
  // People (not groups) can be chosen and put on the do-not-contact list.
  return (
    <>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Segmented
          size="small"
          aria-label={JOB_TEXTS.repliedFilter}
          options={filterOptions}
          value={replied === undefined ? 'all' : replied ? 'yes' : 'no'}
          onChange={(value) => {
            setReplied(value === 'all' ? undefined : value === 'yes');
            setPage(1);
          }}
        />
        <AddToDoNotContact jobId={jobId} seqs={selected} onDone={() => setSelected([])} />
      </Flex>
      <Table<JobRecipient>
        aria-label={JOB_TEXTS.recipients}
        size="small"
        rowKey="seq"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (recipient) => ({ disabled: recipient.targetType === 'group', 'aria-label': recipient.displayName ?? recipient.targetId }),
        }}
        columns={columnsOf(jobStatus)}
        dataSource={recipients.data?.recipients}
        loading={recipients.isPending}
        locale={{ emptyText: JOB_TEXTS.noRecipients }}
        scroll={{ x: 950, y: 320 }}
        pagination={{
          current: page,
          pageSize: JOB_RECIPIENTS_PAGE_SIZE,
          total: recipients.data?.pagination.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          size: 'small',
          onChange: setPage,
        }}
      />
    </>
  );
}
