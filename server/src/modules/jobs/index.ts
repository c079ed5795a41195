export type { EngineTiming } from '../../config/jobs';
export { storeAttachments } from './engine/attachments';
export { listJobs, type ListScheduleRun } from './for-lists/list-jobs';
export { type ListJobsOf, listJobsSql, type ListRecipientRef } from './for-lists/list-jobs-sql';
export type { JobCreator, JobDraft, RecipientDraft } from './job-draft';
export { createJobsModule, type JobsModule, type JobsModuleDeps, jobsUsage } from './module';
export { type ChosenRecipient, chosenRecipients } from './read/chosen-recipients';
export { type SentFriendRequest, sentFriendRequests } from './read/sent-friend-requests';
export { listSchedules, type PhoneListScheduleRow } from './schedules/list-schedules';
