import type { Meta, StoryObj } from '@storybook/react';
import { Space } from 'antd';
import { PhoneListStatusTag } from './phone-list-status-tag';

const meta: Meta<typeof PhoneListStatusTag> = { title: 'Phone lists/PhoneListStatusTag', component: PhoneListStatusTag, args: { status: 'PENDING' } };
export default meta;

type Story = StoryObj<typeof PhoneListStatusTag>;

export const Pending: Story = {};
/** Every status side by side: grey, blue, green, yellow, red. */
export const AllStatuses: Story = {
  render: () => (
    <Space>
      {['PENDING', 'PROCESSING', 'COMPLETED', 'PAUSED', 'CANCELLED'].map((status) => (
        <PhoneListStatusTag key={status} status={status} />
      ))}
    </Space>
  ),
};
