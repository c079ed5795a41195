import { jobsApi, type MessageToFriendsRequest } from 'shared-sdk';

/** POST /jobs/message/to-friends: one message job of one account (`use-send-friend-messages` sends one per account). */
export const messageFriends = (request: MessageToFriendsRequest) => jobsApi.messageToFriends(request);
