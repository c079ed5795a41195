import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { sampleSchedules } from '../testing/fixtures';
import { ScheduleList } from './schedule-list';

/** The 'Lịch gửi' tab with one schedule of each kind and state, already in the cache: no request. */
const meta: Meta<typeof ScheduleList> = {
  title: 'Jobs/ScheduleList',
  component: ScheduleList,
  decorators: [
    (Story) => (
      <AppProviders queryClient={seededClient([[queryKeys.jobs.schedules(), { schedules: sampleSchedules }]])}>
        <div style={{ maxWidth: 900 }}>
          <Story />
        </div>
      </AppProviders>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof ScheduleList>;

/** A group send running, a Kho chung schedule paused after its daily count, a phone list's finished. */
export const EveryKind: Story = {};
