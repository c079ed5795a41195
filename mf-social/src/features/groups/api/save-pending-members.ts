import { type SaveMembersRequest, sharedListsApi } from 'shared-sdk';

/** POST /shared-pending/save-members: members who are not friends yet go on a Kho chung list. */
export const savePendingMembers = (body: SaveMembersRequest) => sharedListsApi.saveMembers(body);
