import type { Database } from '../../db/client';
import { followJobOutcomes } from './job-outcomes';
import { createListsPart } from './lists';
import { createNumbersPart } from './numbers';
import { createQuotasPart } from './quotas';
import { createRunsPart } from './runs';
import { createWorkPart } from './work';

/**
 * The phone lists' store: the lists (./lists), their numbers' pages (./numbers) and work (./work), the accounts'
 * quotas (./quotas) and the schedules' runs (./runs). The numbers follow the outcomes of the list's jobs (./job-outcomes).
 */
export function createPhoneListsRepo(database: Database) {
  return {
    /** Brings the list's numbers up to date with the outcomes of its jobs. */
    followJobOutcomes: (listId: string) => followJobOutcomes(database, listId),
    ...createListsPart(database),
    ...createNumbersPart(database),
    ...createWorkPart(database),
    ...createQuotasPart(database),
    ...createRunsPart(database),
  };
}
export type PhoneListsRepo = ReturnType<typeof createPhoneListsRepo>;
