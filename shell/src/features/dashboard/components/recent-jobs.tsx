import { Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DASHBOARD_RECENT_JOBS, formatDateTime, formatRelative, type Job, jobTitleOf } from 'shared-sdk';
import { JobStatusTag } from 'shared-sdk/react';
import { DASHBOARD_TEXTS as T } from '../texts';
import { PreviewCard, PreviewRow, type PreviewState } from './preview-list';

export interface RecentJobsProps extends PreviewState {
  jobs?: Job[];
}

function JobRow({ job, first }: { job: Job; first: boolean }) {
  return (
    <PreviewRow testId="recent-job" first={first}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {jobTitleOf(job)}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          {job.accountName && `${job.accountName} · `}
          <time dateTime={job.createdAt} title={formatDateTime(job.createdAt)}>
            {formatRelative(job.createdAt)}
          </time>
        </Typography.Text>
      </Flex>
      <Flex align="center" gap={12} style={{ flexShrink: 0 }}>
        <Typography.Text data-testid="job-counts" title={`${job.successCount}/${job.totalRecipients} ${T.recipients}`}>
          {job.successCount}/{job.totalRecipients}
        </Typography.Text>
        <JobStatusTag status={job.status} />
      </Flex>
    </PreviewRow>
  );
}

/** The 5 newest jobs with their type, successCount/totalRecipients, creation time and status. */
export function RecentJobs({ jobs, loading, failed }: RecentJobsProps) {
  const shown = (jobs ?? []).slice(0, DASHBOARD_RECENT_JOBS);
  return (
    <PreviewCard
      title={T.recentJobs}
      extra={<Link to="/jobs?page=1">{T.allJobs}</Link>}
      loading={loading}
      failed={failed}
      skeleton={{ paragraph: { rows: 4 } }}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noJobs} />}
      rows={shown.map((job, index) => (
        <JobRow key={job.id} job={job} first={index === 0} />
      ))}
    />
  );
}
