export type { EngineTiming } from '../../config/jobs';
export type { JobCreator } from './job-draft';
export { createJobsModule, type JobsModule, type JobsModuleDeps, jobsUsage } from './module';
