import { type RecurringSchedule, useSchedules } from 'shared-sdk';

/** The daily group sends among the user's recurring schedules (GET /schedules, shared-sdk's options), oldest first as the server lists them. */
export const useGroupSchedules = () => {
  const schedules = useSchedules();
  const groupSchedules: RecurringSchedule[] = (schedules.data?.schedules ?? []).filter((schedule) => schedule.kind === 'bulk-groups');
  return { ...schedules, groupSchedules };
};
