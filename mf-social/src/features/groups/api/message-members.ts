import { groupsApi, type MessageMembersRequest } from 'shared-sdk';

/** POST /accounts/{id}/groups/{groupId}/message-members: a message job to the chosen members. */
export const messageMembers = (accountId: string, groupId: string, body: MessageMembersRequest) => groupsApi.messageMembers(accountId, groupId, body);
