import { TIMEZONE_CHOICES, TIMEZONE_LABELS } from 'shared-sdk';

/** The schedules' time-zone choices in words, the app's own first: 'Giờ Việt Nam (GMT+7)'. */
export const TIMEZONE_OPTIONS = TIMEZONE_CHOICES.map((zone) => ({ value: zone, label: TIMEZONE_LABELS[zone] }));

export type TimeZone = (typeof TIMEZONE_CHOICES)[number];
