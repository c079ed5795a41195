export type { EngineTiming } from '../../config/jobs';
export { storeAttachments } from './engine/attachments';
export type { JobCreator, JobDraft, RecipientDraft } from './job-draft';
export { createJobsModule, type JobsModule, type JobsModuleDeps, jobsUsage } from './module';
export { listSchedules } from './schedules/list-schedules';
