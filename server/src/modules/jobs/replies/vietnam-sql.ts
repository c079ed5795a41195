/**
 * The Vietnamese wall-clock time (Asia/Ho_Chi_Minh: UTC+7 all year, no daylight saving) of a timestamptz SQL
 * expression, whatever the session's time zone: `::date` of it is the Vietnamese day, `extract(hour …)` the hour.
 */
export const vietnamTimeSql = (expression: string) => `((${expression}) AT TIME ZONE 'UTC' + interval '7 hours')`;
