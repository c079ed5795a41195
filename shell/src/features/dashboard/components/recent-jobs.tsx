import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DASHBOARD_RECENT_JOBS, formatDateTime, formatRelative, type Job, jobTitleOf } from 'shared-sdk';
import { JobStatusTag } from 'shared-sdk/react';
import { DASHBOARD_TEXTS as T } from '../texts';
import { PreviewList, PreviewRow } from './preview-list';

export interface RecentJobsProps {
  jobs?: Job[];
  loading?: boolean;
  /** The list could not be loaded (the page shows the error banner). */
  failed?: boolean;
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
    <Card title={T.recentJobs} extra={<Link to="/jobs?page=1">{T.allJobs}</Link>} style={{ height: '100%' }}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : failed ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.errorDescription} />
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noJobs} />
      ) : (
        <PreviewList label={T.recentJobs}>
          {shown.map((job, index) => (
            <JobRow key={job.id} job={job} first={index === 0} />
          ))}
        </PreviewList>
      )}
    </Card>
  );
}
