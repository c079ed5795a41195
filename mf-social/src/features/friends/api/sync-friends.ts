import { friendsApi } from 'shared-sdk';

/** POST /accounts/{id}/friends/sync: the account's friends read again from Zalo (`use-friends-sync` runs it per account). */
export const syncFriends = (accountId: string) => friendsApi.sync(accountId);
