import type { Meta, StoryObj } from '@storybook/react';
import { type Job, type JobLimitsCheck, JOBS_PAGE_SIZE, queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders, withRouter } from 'shared-sdk/testing/data';
import { jobListOf, jobsInEveryState, limitsOf, pausedJob, sampleAccounts, statsOf } from '../testing/fixtures';
import { JobsPage } from './jobs-page';

const { pending, processing, completed, failed, cancelled, friendRequest } = jobsInEveryState;
const allJobs = [processing, pausedJob(Date.now()), pending, completed, failed, cancelled, friendRequest];
const finishedJobs = [completed, failed, cancelled, friendRequest];

/** The first page, the stats, the limit and the accounts, already in the cache: the page draws without a request. */
const cacheOf = (jobs: Job[], limits: JobLimitsCheck, total = jobs.length) =>
  seededClient([
    [queryKeys.jobs.list({ page: 1, limit: JOBS_PAGE_SIZE }), jobListOf(jobs, 1, total)],
    [queryKeys.jobs.stats(), { ...statsOf(jobs), totalJobs: total }],
    [queryKeys.subscription.jobLimits(), limits],
    [queryKeys.accounts.list(), sampleAccounts],
  ]);

const withCache = (client: ReturnType<typeof seededClient>): Meta<typeof JobsPage>['decorators'] => [withRouter('/jobs?page=1'), withAppProviders(client)];

const meta: Meta<typeof JobsPage> = { title: 'Jobs/JobsPage', component: JobsPage };
export default meta;

type Story = StoryObj<typeof JobsPage>;

/** Jobs in every state over three pages. Live update starts off here: a story has no server to poll. */
export const WithData: Story = {
  args: { initialLive: false },
  decorators: withCache(cacheOf(allJobs, limitsOf({ used: 7, limit: 20 }), 27)),
};

/** Today's jobs used up: the create button says so and is disabled. Nothing moves, so live update polls nothing. */
export const AtJobLimit: Story = {
  decorators: withCache(cacheOf(finishedJobs, limitsOf({ canCreate: false, used: 20, limit: 20, reason: 'Đã đạt giới hạn 20 công việc hôm nay' }))),
};

export const UnlimitedPlan: Story = {
  decorators: withCache(cacheOf(finishedJobs, limitsOf({ used: 42, limit: -1 }))),
};

export const Empty: Story = { decorators: withCache(cacheOf([], limitsOf({ used: 0 }))) };
