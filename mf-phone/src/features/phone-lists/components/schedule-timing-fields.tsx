import { Form, Select } from 'antd';
import type { ScheduleTiming } from '../hooks/use-schedule-timing';
import { PHONE_TEXTS } from '../texts';
import { TIMEZONE_OPTIONS } from '../utils/timezones';
import { ScheduleTimesField } from './schedule-times-field';

export interface ScheduleTimingFieldsProps {
  timing: ScheduleTiming;
  /** The label of the run times. */
  timesLabel: string;
  /** Said under the run times. */
  timesError?: string;
  disabled?: boolean;
}

/** A schedule's daily run times and its timezone in words. */
export function ScheduleTimingFields({ timing, timesLabel, timesError, disabled }: ScheduleTimingFieldsProps) {
  return (
    <>
      <Form.Item label={timesLabel} required validateStatus={timesError && 'error'} help={timesError}>
        <ScheduleTimesField value={timing.times} onChange={timing.setTimes} disabled={disabled} />
      </Form.Item>
      <Form.Item label={PHONE_TEXTS.timezone}>
        <Select aria-label={PHONE_TEXTS.timezone} options={TIMEZONE_OPTIONS} value={timing.timezone} onChange={timing.setTimezone} />
      </Form.Item>
    </>
  );
}
