import { apiClient, call } from '../http/client';
import type { FriendList, GroupList } from '../schemas/social';

const ofAccount = (accountId: string, path: string) => `accounts/${encodeURIComponent(accountId)}/${path}`;

/** An account's friends and groups as the job screens use them: both stored (see ./friends, ./groups). */
export const socialApi = {
  groups: (accountId: string) => call<GroupList>(apiClient().get(ofAccount(accountId, 'groups'))),
  friends: (accountId: string) => call<FriendList>(apiClient().get(ofAccount(accountId, 'friends'))),
};
