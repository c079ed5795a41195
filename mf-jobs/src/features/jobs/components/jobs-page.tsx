import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Switch, Tabs, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccounts, useJobLimits, useJobStats } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock, PageHeader, Pager } from 'shared-sdk/react';
import { type JobsFilter, useJobs } from '../api/get-jobs';
import { useCancelJobAction } from '../hooks/use-cancel-job-action';
import { usePageParam } from '../hooks/use-page-param';
import { useRefreshWhenJobsSettle } from '../hooks/use-refresh-when-jobs-settle';
import { JOB_TEXTS } from '../texts';
import { liveReloadInterval } from '../utils/live-reload';
import { CreateJobModal } from './create-job-modal';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { JobStatCards } from './job-stat-cards';
import { ScheduleList } from './schedule-list';

type Tab = 'jobs' | 'schedules';
/** The 'Lịch gửi' tab is /jobs?tab=schedules, so a reload or a link keeps it. */
const tabOf = (value: string | null): Tab => (value === 'schedules' ? 'schedules' : 'jobs');

export interface JobsPageProps {
  /** Live update is on when the page opens; stories turn it off so that nothing polls. */
  initialLive?: boolean;
}

/**
 * /jobs?page=N: limit, stats, filters, job cards with live progress, paging and the create modal;
 * the 'Lịch gửi' tab lists the recurring schedules.
 */
export function JobsPage({ initialLive = true }: JobsPageProps) {
  const [page, setPage] = usePageParam();
  const [filter, setFilter] = useState<JobsFilter>({});
  const [live, setLive] = useState(initialLive);
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const list = useJobs(page, filter, live);
  const stats = useJobStats(liveReloadInterval(list.data?.jobs, live));
  const limits = useJobLimits();
  const accounts = useAccounts();
  const { confirmCancel, cancellingIds } = useCancelJobAction();
  useRefreshWhenJobsSettle(list.data?.jobs);

  const totalPages = list.data?.pagination.totalPages;
  // A page number past the end (an old link, or fewer jobs since) shows the last page instead.
  useEffect(() => {
    if (totalPages !== undefined && !list.isPlaceholderData && page > Math.max(1, totalPages)) {
      setPage(Math.max(1, totalPages), { replace: true });
    }
  }, [totalPages, page, list.isPlaceholderData, setPage]);

  // The dashboard's 'Tạo công việc' opens /jobs?create=1: open the dialog, then drop the parameter.
  useEffect(() => {
    if (params.get('create') !== '1') return;
    setCreating(true);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('create');
        return updated;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const changeFilter = (next: JobsFilter) => {
    setFilter(next);
    setPage(1);
  };

  const atLimit = limits.data?.canCreate === false;
  // The concurrent limit refuses nothing: a new job waits its turn, and the page says so beside the button.
  const slotsFull = Boolean(!atLimit && limits.data && limits.data.concurrentLimit >= 0 && limits.data.running >= limits.data.concurrentLimit);
  const changeTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'schedules') updated.set('tab', 'schedules');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  const jobs = list.data?.jobs ?? [];
  const filtered = Boolean(filter.status || filter.accountId || filter.type);

  const jobsTab = (
    <Flex vertical gap={16}>
      <JobStatCards stats={stats.data} loading={stats.isPending} />
      <JobFilters value={filter} accounts={accounts.data} accountsLoading={accounts.isPending} onChange={changeFilter} />

      {list.isError && !list.data ? (
        <LoadFailedAlert title={JOB_TEXTS.loadFailed} retryText={JOB_TEXTS.retry} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingBlock />
      ) : jobs.length === 0 ? (
        <Card>
          <Empty description={filtered ? JOB_TEXTS.emptyFiltered : JOB_TEXTS.empty} />
        </Card>
      ) : (
        <Flex vertical gap={12} role="list" aria-label={JOB_TEXTS.list} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {jobs.map((job) => (
            <div key={job.id} role="listitem">
              <JobCard
                job={job}
                live={live}
                cancelling={cancellingIds.has(job.id)}
                concurrentLimit={limits.data?.concurrentLimit}
                onCancel={confirmCancel}
              />
            </div>
          ))}
        </Flex>
      )}

      {jobs.length > 0 && totalPages !== undefined && (
        <Pager
          page={page}
          totalPages={totalPages}
          disabled={list.isPlaceholderData}
          onChange={setPage}
          label={JOB_TEXTS.pager}
          previousText={JOB_TEXTS.previous}
          nextText={JOB_TEXTS.next}
        />
      )}
    </Flex>
  );

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={JOB_TEXTS.title}
        style={{ marginBottom: 16 }}
        actions={
          <Flex align="center" gap={16} wrap>
            <label>
              <Flex align="center" gap={8}>
                <Switch checked={live} onChange={setLive} aria-label={JOB_TEXTS.liveUpdate} />
                {JOB_TEXTS.liveUpdate}
              </Flex>
            </label>
            {limits.data && <Typography.Text data-testid="job-limit">{JOB_TEXTS.limitUsage(limits.data.used, limits.data.limit)}</Typography.Text>}
            {slotsFull && limits.data && (
              <Typography.Text type="secondary" data-testid="job-concurrent-limit">
                {JOB_TEXTS.concurrentFull(limits.data.running, limits.data.concurrentLimit)}
              </Typography.Text>
            )}
            <Tooltip title={atLimit ? limits.data?.reason : undefined}>
              <Button type="primary" icon={<PlusOutlined />} disabled={atLimit} onClick={() => setCreating(true)}>
                {atLimit ? JOB_TEXTS.limitReached : JOB_TEXTS.create}
              </Button>
            </Tooltip>
          </Flex>
        }
      >
        <Typography.Text type="secondary">{JOB_TEXTS.subtitle}</Typography.Text>
      </PageHeader>

      <Tabs
        activeKey={tab}
        onChange={changeTab}
        items={[
          { key: 'jobs', label: JOB_TEXTS.tabJobs, children: jobsTab },
          { key: 'schedules', label: JOB_TEXTS.tabSchedules, children: tab === 'schedules' ? <ScheduleList /> : null },
        ]}
      />

      <CreateJobModal open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
