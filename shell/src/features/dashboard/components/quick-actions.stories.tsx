import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from '../testing/with-router';
import { QuickActions } from './quick-actions';

const meta: Meta<typeof QuickActions> = {
  title: 'Dashboard/QuickActions',
  component: QuickActions,
  decorators: [withRouter],
  args: { onRefresh: () => {} },
};
export default meta;

type Story = StoryObj<typeof QuickActions>;

export const Default: Story = {};
export const Refreshing: Story = { args: { refreshing: true } };
