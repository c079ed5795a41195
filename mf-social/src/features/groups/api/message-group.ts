import { jobsApi, type MessageToGroupRequest } from 'shared-sdk';

/** POST /jobs/message/to-group: a message job to one group's conversation. */
export const messageGroup = (body: MessageToGroupRequest) => jobsApi.messageToGroup(body);
