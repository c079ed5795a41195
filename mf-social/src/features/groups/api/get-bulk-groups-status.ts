import { jobsApi } from 'shared-sdk';

/** GET /jobs/bulk-groups/{executionId}/status: a bulk send's progress (`use-bulk-tracking` polls it). */
export const getBulkGroupsStatus = (executionId: string) => jobsApi.bulkGroupsStatus(executionId);
