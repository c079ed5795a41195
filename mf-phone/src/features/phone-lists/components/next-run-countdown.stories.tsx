import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NextRunCountdown } from './next-run-countdown';

const meta: Meta<typeof NextRunCountdown> = {
  title: 'Phone lists/NextRunCountdown',
  component: NextRunCountdown,
  args: { onDue: fn() },
};
export default meta;

type Story = StoryObj<typeof NextRunCountdown>;

/** More than a day away: days, hours and minutes. */
export const InDays: Story = { args: { nextRunAt: Date.now() + (2 * 24 * 60 + 75) * 60_000 } };
export const InHours: Story = { args: { nextRunAt: Date.now() + (3 * 60 + 12) * 60_000 } };
export const InMinutes: Story = { args: { nextRunAt: Date.now() + 4 * 60_000 + 20_000 } };
/** Reaches zero after ten seconds and says the run is due. */
export const InSeconds: Story = { args: { nextRunAt: Date.now() + 10_000 } };
export const Due: Story = { args: { nextRunAt: Date.now() - 1_000 } };
