import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders, withFrame } from 'shared-sdk/testing/data';
import { sampleSchedules } from '../testing/fixtures';
import { ScheduleList } from './schedule-list';

/** The 'Lịch gửi' tab with one schedule of each kind and state, already in the cache: no request. */
const meta: Meta<typeof ScheduleList> = {
  title: 'Jobs/ScheduleList',
  component: ScheduleList,
  decorators: [withFrame({ maxWidth: 900 }), withAppProviders(seededClient([[queryKeys.jobs.schedules(), { schedules: sampleSchedules }]]))],
};
export default meta;

type Story = StoryObj<typeof ScheduleList>;

/** A group send running, a Kho chung schedule paused after its daily count, a phone list's finished. */
export const EveryKind: Story = {};

const [groupSend, listSchedule, phoneSchedule] = sampleSchedules;
/** "Dừng khi khách trả lời": on for the Kho chung schedule, switched off for the phone list's (the card says so). */
export const StopOnReply: Story = {
  decorators: [
    withAppProviders(
      seededClient([[queryKeys.jobs.schedules(), { schedules: [groupSend, { ...listSchedule, stopOnReply: true }, { ...phoneSchedule, stopOnReply: false }] }]]),
    ),
  ],
};
