export type { EngineTiming } from '../../config/jobs';
export { storeAttachments } from './engine/attachments';
export type { JobCreator, JobDraft, RecipientDraft } from './job-draft';
export { createJobsModule, type JobsModule, type JobsModuleDeps, jobsUsage } from './module';
