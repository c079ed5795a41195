import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { GettingStarted } from './getting-started';

const meta: Meta<typeof GettingStarted> = {
  title: 'Dashboard/GettingStarted',
  component: GettingStarted,
  decorators: [withRouter()],
};
export default meta;
type Story = StoryObj<typeof GettingStarted>;

export const NewCustomer: Story = {
  args: { steps: [{ key: 'account', done: false }, { key: 'login', done: false }, { key: 'friends', done: false }, { key: 'job', done: false }] },
};
export const HalfWay: Story = {
  args: { steps: [{ key: 'account', done: true }, { key: 'login', done: true }, { key: 'friends', done: false }, { key: 'job', done: false }] },
};
