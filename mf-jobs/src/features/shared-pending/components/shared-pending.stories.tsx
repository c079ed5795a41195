import type { Meta, StoryObj } from '@storybook/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { detailOf, jobLimitsOf, LIST_ID, listAccounts, listOf, listScheduleOf, listSenders } from '../testing/fixtures';
import { ListSchedules } from './list-schedules';
import { ListDetailDialog } from './list-detail-dialog';
import { SharedListOverview } from './shared-list-overview';
import { SharedListsTable } from './shared-lists-table';
import { SharedPendingPage } from './shared-pending-page';

const lists = [
  listOf(),
  listOf({ id: 'l2', name: 'Khách hội chợ tháng 3', status: 'PROCESSING', memberCount: 128, sourceAccount: { displayName: 'Shop Cây Cảnh' } }),
  listOf({ id: 'l3', name: 'Kho cũ 2025', status: 'ARCHIVED', memberCount: 40 }),
];

/** Lists, a list's members and the accounts already in the cache: nothing is requested. */
function WithCache({ children }: { children: ReactNode }) {
  const client = seededClient([
    [queryKeys.sharedLists.list(), lists],
    [queryKeys.sharedLists.detail(LIST_ID), detailOf()],
    [queryKeys.accounts.list(), listAccounts],
    [queryKeys.sharedLists.senders(LIST_ID), listSenders],
    [queryKeys.subscription.jobLimits(), jobLimitsOf()],
    [queryKeys.jobs.schedules(), { schedules: [listScheduleOf(), listScheduleOf({ id: 's2', state: 'PAUSED', nextRunAt: null, scheduleTimes: ['20:00'] })] }],
  ]);
  return (
    <AppProviders queryClient={client}>
      <MemoryRouter initialEntries={['/shared-pending']}>{children}</MemoryRouter>
    </AppProviders>
  );
}

const meta: Meta = { title: 'Jobs/SharedPending', decorators: [(Story) => <WithCache>{<Story />}</WithCache>] };
export default meta;

export const Page: StoryObj = { render: () => <SharedPendingPage /> };
/** A new customer's empty page: how a list is filled. */
export const Empty: StoryObj = {
  // Inside the file's decorator (its router), with a cache of its own that holds no list.
  decorators: [withAppProviders(seededClient([[queryKeys.sharedLists.list(), []]]))],
  render: () => <SharedPendingPage />,
};
export const Table: StoryObj = {
  render: () => <SharedListsTable lists={lists} onView={() => {}} onSchedule={() => {}} onDelete={() => {}} />,
};
export const Overview: StoryObj = { render: () => <SharedListOverview lists={lists} /> };
export const DetailDialog: StoryObj = { render: () => <ListDetailDialog list={listOf()} onClose={() => {}} /> };
/** The list's own daily schedules, shown in its schedule dialog above the form. */
export const OwnSchedules: StoryObj = { render: () => <ListSchedules listId={LIST_ID} /> };
