import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Account, accountsQueryOptions, ApiError, queryKeys } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { reasonOf } from '../../../utils/reason';
import { syncFriends } from '../api/sync-friends';

/** The spec's texts, the server's reason without Zalo's code in the main line. */
const syncError = (error: unknown) => (error instanceof ApiError ? `Failed to sync friends: ${reasonOf(error, error.message)}` : 'Network error syncing friends');

const NO_ACTIVE_ACCOUNT = 'Chưa có tài khoản Zalo nào đang hoạt động để đồng bộ: đăng nhập tài khoản ở trang Tài khoản trước.';

/**
 * 'Sync bạn bè' for the chosen account, or 'Sync tất cả': every ACTIVE account, one after another.
 * The page reloads its friends afterwards, whatever happened.
 */
export function useFriendsSync(accounts: Account[]) {
  const client = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: async (accountId: string) => {
      // Clicked before the accounts arrived: wait for them rather than sync nothing.
      const known = accounts.length > 0 ? accounts : await client.fetchQuery(accountsQueryOptions()).catch(() => []);
      const targets = accountId ? [accountId] : known.filter((a) => a.status === 'ACTIVE').map((a) => a.id);
      let total = 0;
      for (const id of targets) total += (await syncFriends(id)).total;
      return { accounts: targets.length, total };
    },
    onSuccess: ({ accounts: count, total }) =>
      count === 0 ? toasts.warning(NO_ACTIVE_ACCOUNT) : toasts.success(`Đã đồng bộ ${total} bạn bè từ ${count} tài khoản`),
    onError: (error) => toasts.error(syncError(error)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.friends.all() }),
  });
}
