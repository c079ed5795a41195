import type { Job } from 'shared-sdk/schemas';
import { createFriendCreations } from './friends';
import { createGroupCreations } from './groups';
import { createPhoneSchedules } from './phone-schedules';
import { createPipeline, type JobCreationDeps } from './pipeline';
import type { ScheduleRow } from './schedules';
import { createSharedListCreations } from './shared-lists';

export type { JobCreationDeps, ListRecipient, SharedListAccess } from './pipeline';
export { LIST_SCHEDULE_DELAY } from './shared-lists';

/** No group ids for tags besides the stored groups carrying them (the name predates stored group tags). */
export const noGroupTagsYet = async (): Promise<string[]> => [];

/**
 * Every job-creation call of the API: checks the account, resolves the recipients through
 * the chat platform, builds the drafts and hands them to the jobs service (plan limits, storage, queue). Each
 * family declares its calls over the one pipeline (./pipeline): ./friends, ./groups, ./shared-lists, ./phone-schedules.
 */
export function createJobCreation(deps: JobCreationDeps) {
  const pipeline = createPipeline(deps);
  const { sessions, schedules, create } = pipeline;
  const { runBulkGroupsSchedule, ...groups } = createGroupCreations(pipeline);
  const { runListSchedule, ...sharedLists } = createSharedListCreations(pipeline);
  const phoneSchedules = createPhoneSchedules({ sessions, schedules, phoneLists: deps.phoneLists, create, limits: deps.limits });

  return {
    ...createFriendCreations(pipeline),
    ...groups,
    ...sharedLists,

    /** A due schedule's job, by its kind. */
    runSchedule(schedule: ScheduleRow): Promise<Job> {
      switch (schedule.kind) {
        case 'shared-list-message':
          return runListSchedule(schedule);
        case 'phone-friend-request':
        case 'phone-message':
          return phoneSchedules.run(schedule);
        default:
          return runBulkGroupsSchedule(schedule);
      }
    },

    phoneSchedules,
  };
}
export type JobCreation = ReturnType<typeof createJobCreation>;
