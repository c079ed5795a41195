import { groupsApi, type MessageToGroupsRequest } from 'shared-sdk';

/** POST /jobs/message/to-groups: after a select-all, one message job per selected group, all created at once (or none). */
export const messageGroups = (body: MessageToGroupsRequest) => groupsApi.messageToGroups(body);
