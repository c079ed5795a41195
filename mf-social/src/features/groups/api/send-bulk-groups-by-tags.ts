import { type BulkGroupsByTagsRequest, jobsApi } from 'shared-sdk';

/** POST /jobs/message/bulk-groups-by-tags: one message job for the groups carrying the chosen tags. */
export const sendBulkGroupsByTags = (body: BulkGroupsByTagsRequest) => jobsApi.bulkGroupsByTags(body);
