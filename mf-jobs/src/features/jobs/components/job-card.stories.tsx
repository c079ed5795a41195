import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { JOB_RECIPIENTS_PAGE_SIZE, queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders, withFrame } from 'shared-sdk/testing/data';
import { jobOf, jobsFromEverywhere, jobsInEveryState, ledVariantJob, pausedJob, recipientListOf, repliedRecipients, smallVariantJob } from '../testing/fixtures';
import { JobCard } from './job-card';

const { pending, processing, completed, failed, cancelled, friendRequest } = jobsInEveryState;

/** The recipient logs the expanded stories open, already in the cache: no request. */
const withRecipients = seededClient(
  [
    ...[failed, processing].map((job): [readonly unknown[], unknown] => [queryKeys.jobs.recipients(job.id, { page: 1, limit: JOB_RECIPIENTS_PAGE_SIZE }), recipientListOf()]),
    [queryKeys.jobs.recipients(smallVariantJob.id, { page: 1, limit: JOB_RECIPIENTS_PAGE_SIZE }), recipientListOf(repliedRecipients)],
  ],
);

const meta: Meta<typeof JobCard> = {
  title: 'Jobs/JobCard',
  component: JobCard,
  args: { job: pending, onCancel: fn() },
  decorators: [withFrame({ maxWidth: 760 }), withAppProviders(withRecipients)],
};
export default meta;

type Story = StoryObj<typeof JobCard>;

/** Scheduled for tomorrow. */
export const Pending: Story = {};
export const Processing: Story = { args: { job: processing } };
/** The account hit the platform's rate limit: sending resumes after the cool-down. */
export const PausedByCooldown: Story = { args: { job: pausedJob(Date.now()) } };
export const OutsideSendingWindow: Story = { args: { job: { ...pausedJob(Date.now(), 9 * 60), pauseReason: 'Ngoài khung giờ gửi' } } };
export const PausedByBreaker: Story = { args: { job: { ...pausedJob(Date.now(), 60), pauseReason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp' } } };
export const Completed: Story = { args: { job: completed } };
/** Expanded: the job's error and its per-recipient log. */
export const FailedWithError: Story = { args: { job: failed, defaultExpanded: true } };
export const Cancelled: Story = { args: { job: cancelled } };
export const Cancelling: Story = { args: { job: processing, cancelling: true } };
export const ProcessingExpanded: Story = { args: { job: processing, defaultExpanded: true } };
/** Created elsewhere (pending friends) by an account deleted since. */
export const FriendRequestOfDeletedAccount: Story = { args: { job: friendRequest } };
/** Beyond the plan's concurrent limit: it waits for a running job to end, then starts by itself. */
export const WaitingForSlot: Story = { args: { job: jobsFromEverywhere.waiting, concurrentLimit: 1 } };
/** The Pro group send: named for what it is, with the groups it goes to and the first words of its message. */
export const GroupSend: Story = { args: { job: jobsFromEverywhere.bulkGroups } };
/** Made by a Kho chung list's daily schedule. */
export const FromKhoChungSchedule: Story = { args: { job: jobsFromEverywhere.sharedListSchedule } };
/** Finished with recipients skipped (do-not-contact, stop rules): 100 %, the bar tells sent, failed and skipped apart. */
export const CompletedWithSkipped: Story = { args: { job: jobOf({ status: 'COMPLETED', totalRecipients: 10, successCount: 6, failedCount: 1, skippedCount: 3 }) } };
/** Replies and two variants on a small sample: no leader, the sample it needs; expanded, who replied and when. */
export const VariantsSmallSample: Story = { args: { job: smallVariantJob, defaultExpanded: true } };
/** Two variants past the sample: B leads. */
export const VariantsWithLeader: Story = { args: { job: ledVariantJob } };
/** A friend-request job: accepted ones. */
export const FriendRequestAccepted: Story = { args: { job: { ...friendRequest, acceptedCount: 6, repliedCount: 0, replyRate: 0 } } };
/** Made by a member of the team: 'Người tạo' names them, 'Tạo từ' where. */
export const MadeByTeamMember: Story = {
  args: { job: { ...jobsFromEverywhere.phones, createdBy: { id: '77777777-7777-4777-8777-000000000007', email: 'lan.cskh@example.com' } } },
};
