import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOB_ACTIVITY_DAYS, jobsApi, queryKeys } from 'shared-sdk';

/** GET /jobs/stats/daily?days=14: messages sent and failed per day in UTC+7, oldest first. */
export const getDailyActivity = (days: number = JOB_ACTIVITY_DAYS) => jobsApi.dailyActivity(days);

export const dailyActivityQueryOptions = (days: number = JOB_ACTIVITY_DAYS) =>
  queryOptions({ queryKey: queryKeys.jobs.daily(days), queryFn: () => getDailyActivity(days), staleTime: 0 });

export const useDailyActivity = (days: number = JOB_ACTIVITY_DAYS) => useQuery(dailyActivityQueryOptions(days));
