import type { SentFriendRequestItem } from 'shared-sdk';

/** A sent request with the account it came from (the "all accounts" view merges them). */
export interface SentRequestRow extends SentFriendRequestItem {
  accountId: string;
  accountName: string;
}

export type SentRequestSortField = 'dateSent' | 'displayName' | 'status';
export interface SentRequestView {
  search: string;
  status: string;
  sortField: SentRequestSortField;
  descending: boolean;
}

/** Spec part 2 §5: the four known statuses get a label; any other value is shown raw. */
export const SENT_REQUEST_STATUS_LABELS: Record<string, string> = {
  pending: 'Đang chờ',
  accepted: 'Đã chấp nhận',
  rejected: 'Đã từ chối',
  expired: 'Hết hạn',
};
export const statusLabel = (status: string) => SENT_REQUEST_STATUS_LABELS[status] ?? status;

export const sentRequestKey = (row: Pick<SentRequestRow, 'accountId' | 'userId'>) => `${row.accountId}:${row.userId}`;

/** Case-insensitive search over displayName, zaloName and message, a status filter, then the chosen sort. */
export function viewSentRequests(rows: SentRequestRow[], view: SentRequestView): SentRequestRow[] {
  const needle = view.search.trim().toLocaleLowerCase('vi');
  const matches = (row: SentRequestRow) =>
    [row.displayName, row.zaloName ?? '', row.message].some((text) => text.toLocaleLowerCase('vi').includes(needle));
  const kept = rows.filter((row) => (!needle || matches(row)) && (!view.status || row.status === view.status));
  const direction = view.descending ? -1 : 1;
  return kept.sort((a, b) => direction * String(a[view.sortField]).localeCompare(String(b[view.sortField]), 'vi'));
}

/** userIds to cancel, grouped by account: one DELETE per account. */
export function groupByAccount(keys: string[], rows: SentRequestRow[]): Map<string, string[]> {
  const byKey = new Map(rows.map((row) => [sentRequestKey(row), row]));
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const row = byKey.get(key);
    if (row) groups.set(row.accountId, [...(groups.get(row.accountId) ?? []), row.userId]);
  }
  return groups;
}
