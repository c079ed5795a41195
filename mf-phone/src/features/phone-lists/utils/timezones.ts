import { TIMEZONE_CHOICES } from 'shared-sdk';
import { TIMEZONE_LABELS } from '../texts';

/** The schedules' time-zone choices in words, the app's own first: 'Giờ Việt Nam (GMT+7)'. */
export const TIMEZONE_OPTIONS = TIMEZONE_CHOICES.map((zone) => ({ value: zone, label: TIMEZONE_LABELS[zone] ?? zone }));

export type TimeZone = (typeof TIMEZONE_CHOICES)[number];
