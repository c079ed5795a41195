import type { Meta, StoryObj } from '@storybook/react';
import { controlled } from '../testing/controlled-story';
import { ScheduleTimesField } from './schedule-times-field';

const Interactive = controlled(ScheduleTimesField);

const meta: Meta<typeof ScheduleTimesField> = { title: 'Phone lists/ScheduleTimesField', component: ScheduleTimesField };
export default meta;

type Story = StoryObj<typeof ScheduleTimesField>;

/** One time at 09:00; a new one starts at 12:00; the last one cannot be removed. */
export const Default: Story = { render: () => <Interactive initial={['09:00']} /> };
/** Ten times: no more can be added. */
export const Full: Story = {
  render: () => <Interactive initial={['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']} />,
};
