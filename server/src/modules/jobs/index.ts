export type { EngineTiming } from './engine/settings';
export type { JobCreator } from './job-draft';
export { createJobsModule, type JobsModule, type JobsModuleDeps, jobsUsage } from './module';
