import type { Job } from 'shared-sdk/schemas';
import { forbidden } from '../../../http/errors';
import { ACCESS_MESSAGES } from '../../../http/workspace-access';
import type { AccountSessions } from '../../bots';
import type { SocialSelections } from '../../social';
import type { AccountScope } from '../account-scope';
import type { JobCreator } from '../job-draft';
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
  return {
    ...creationCalls(deps),

    /**
     * The calls as one member of the workspace makes them: every account a call sends from (named in the body or the
     * path, a list's sender, a select-all's groups' accounts) must be one they work with (403 otherwise), and the jobs
     * remember who asked for them.
     */
    forMember(member: { personId: string; accounts: AccountScope }) {
      return creationCalls({
        ...deps,
        sessions: scopedSessions(deps.sessions, member.accounts),
        socialSelections: scopedSelections(deps.socialSelections, member.accounts),
        jobs: createdBy(deps.jobs, member.personId),
        accounts: member.accounts,
        personId: member.personId,
      });
    },
  };
}
export type JobCreation = ReturnType<typeof createJobCreation>;

function creationCalls(deps: JobCreationDeps) {
  const pipeline = createPipeline(deps);
  const { sessions, schedules, create } = pipeline;
  const { runBulkGroupsSchedule, ...groups } = createGroupCreations(pipeline);
  const { runListSchedule, ...sharedLists } = createSharedListCreations(pipeline);
  const phoneSchedules = createPhoneSchedules({ sessions, schedules, phoneLists: deps.phoneLists, create, limits: deps.limits, accounts: deps.accounts, personId: deps.personId });

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

/** Reaching only the member's accounts: any other is refused (403) before anything is read or sent. */
function scopedSessions(sessions: AccountSessions, accounts: AccountScope): AccountSessions {
  if (accounts === null) return sessions;
  const assigned = (accountId: string) => {
    if (!accounts.includes(accountId)) throw forbidden(ACCESS_MESSAGES.accountNotAssigned);
  };
  return {
    ownedAccount: async (workspaceId, accountId) => (assigned(accountId), sessions.ownedAccount(workspaceId, accountId)),
    activeAccount: async (workspaceId, accountId) => (assigned(accountId), sessions.activeAccount(workspaceId, accountId)),
    withSession: async (workspaceId, account, work) => (assigned(account.id), sessions.withSession(workspaceId, account, work)),
  };
}

/** A select-all takes only the groups of the member's accounts (those their pages show). */
function scopedSelections(selections: SocialSelections, accounts: AccountScope): SocialSelections {
  if (accounts === null) return selections;
  return {
    friends: selections.friends,
    groups: async (...args) => (await selections.groups(...args)).filter((row) => accounts.includes(row.accountId)),
  };
}

/** Jobs stored with the person who asked for them. */
const createdBy = (jobs: JobCreator, personId: string): JobCreator => ({
  create: (workspaceId, drafts) => jobs.create(workspaceId, drafts.map((draft) => ({ ...draft, createdBy: personId }))),
});
