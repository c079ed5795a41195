import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { withFrame } from 'shared-sdk/testing/data';
import { listsInEveryState } from '../testing/fixtures';
import { PhoneListCard } from './phone-list-card';

const lists = listsInEveryState(new Date(Date.now() + (3 * 60 + 25) * 60_000).toISOString());

const meta: Meta<typeof PhoneListCard> = {
  title: 'Phone lists/PhoneListCard',
  component: PhoneListCard,
  args: { list: lists.pending, onAction: fn(), onRunDue: fn() },
  decorators: [withFrame({ maxWidth: 420 })],
};
export default meta;

type Story = StoryObj<typeof PhoneListCard>;

/** Imported, not scheduled yet: the two schedule buttons. */
export const Pending: Story = {};
/** Running with a schedule: live countdown, pause, run now; failed numbers add the warning and Thử lại. */
export const Processing: Story = { args: { list: lists.processing } };
export const RunDue: Story = {
  args: { list: { ...lists.processing, schedules: [{ ...lists.processing.schedules[0], nextRunAt: new Date(Date.now() - 1_000).toISOString() }] } },
};
export const Paused: Story = { args: { list: lists.paused } };
export const Completed: Story = { args: { list: lists.completed } };
export const Cancelled: Story = { args: { list: lists.cancelled } };
/** A request of this card under way: its button spins, the others wait. */
export const Pausing: Story = { args: { list: lists.processing, busy: 'pause' } };
/** Imported by another member, seen by an AGENT: who made it, and no delete. */
export const ByAnotherMemberForAnAgent: Story = {
  args: { list: { ...lists.completed, createdBy: { id: '77777777-7777-4777-8777-000000000007', email: 'chu.shop@example.com' } }, canDelete: false },
};
