import { useState } from 'react';
import { APP_TIMEZONE } from 'shared-sdk';
import { FIRST_SCHEDULE_TIME, normalizeScheduleTimes } from '../utils/schedule-times';
import type { TimeZone } from '../utils/timezones';

/** The daily run times and the timezone of a schedule being created: 09:00, Vietnam's time, at first. */
export function useScheduleTiming() {
  const [times, setTimes] = useState([FIRST_SCHEDULE_TIME]);
  const [timezone, setTimezone] = useState<TimeZone>(APP_TIMEZONE);
  /** The request's part: the times sorted without repeats, and the timezone. */
  const body = () => ({ scheduleTimes: normalizeScheduleTimes(times), timezone });
  return { times, setTimes, timezone, setTimezone, body };
}

export type ScheduleTiming = ReturnType<typeof useScheduleTiming>;
