import type { Meta, StoryObj } from '@storybook/react';
import { Form } from 'antd';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { queryKeys } from 'shared-sdk';
import { ACCOUNT_ID, seededClient, withAppProviders, withRouter } from 'shared-sdk/testing/data';
import { sampleAccounts, sampleGroups } from '../testing/fixtures';
import type { CreateJobFormValues } from '../utils/job-form';
import { CreateJobModal } from './create-job-modal';

/** The accounts and the first account's groups, already in the cache: no request. */
const cache = seededClient([
  [queryKeys.accounts.list(), sampleAccounts],
  [queryKeys.social.groups(ACCOUNT_ID), { groups: sampleGroups }],
]);

const meta: Meta<typeof CreateJobModal> = {
  title: 'Jobs/CreateJobModal',
  component: CreateJobModal,
  args: { open: true, onClose: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter('/jobs'), withAppProviders(cache)],
};
export default meta;

type Story = StoryObj<typeof CreateJobModal>;

/** The form's defaults: to friends, priority 5, 3 retries, 1000 ms with random delay. */
export const Empty: Story = {};

export const ToGroupMembersWithGroups: Story = {
  args: { initialValues: { type: 'TO_GROUP_MEMBERS', accountId: ACCOUNT_ID, messages: ['Ưu đãi cuối tuần cho thành viên nhóm!'] } },
};

/** Two variants (A/B) and "Bỏ qua người đang trò chuyện" on. */
export const TwoVariants: Story = {
  args: {
    initialValues: {
      accountId: ACCOUNT_ID,
      messages: ['Chào {ten}, shop có ưu đãi cuối tuần!', '{Chào|Xin chào} {ten}, bạn đã xem bộ sưu tập mới chưa?'],
      skipActiveConversations: true,
    },
  },
};

export const ToThread: Story = { args: { initialValues: { type: 'TO_THREAD', accountId: ACCOUNT_ID } } };

/** Sent empty as TO_GROUP_MEMBERS: every required field says what it needs. */
function SubmittedEmpty() {
  const [form] = Form.useForm<CreateJobFormValues>();
  useEffect(() => form.submit(), [form]);
  return <CreateJobModal open onClose={() => {}} form={form} initialValues={{ type: 'TO_GROUP_MEMBERS' }} />;
}
export const ValidationErrors: Story = { render: () => <SubmittedEmpty /> };
