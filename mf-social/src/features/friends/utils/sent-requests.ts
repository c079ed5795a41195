import { ApiError, type CancelSentRequestsResult, type SentFriendRequestItem } from 'shared-sdk';

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

/** The four known statuses get a label; any other value is shown raw. */
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

/** The sent-requests tab's texts. */
export const SENT_REQUEST_TEXTS = {
  loadFailed: 'Không thể tải lời mời kết bạn đã gửi',
  cancelFailed: 'Không thể hủy lời mời kết bạn',
  cancelError: 'Có lỗi xảy ra khi hủy lời mời kết bạn',
  notFound: 'Không tìm thấy tài khoản hoặc bạn không có quyền truy cập tài khoản này',
  unauthorized: 'Cần đăng nhập lại để thực hiện thao tác này',
  serverError: 'Máy chủ đang gặp lỗi, vui lòng thử lại sau',
  cancelledViaZalo: (count: number) => `Đã hủy ${count} lời mời kết bạn thông qua Zalo API`,
  cancelled: (count: number) => `Đã hủy ${count} lời mời kết bạn`,
  notCancelled: (count: number) => `${count} lời mời không hủy được: đã được trả lời, đã hết hạn hoặc không còn trên Zalo.`,
} as const;

/**
 * What a failed sent-requests call means for the user: 404 the account is not found or not theirs,
 * 401 sign in again, 5xx the server failed, another refusal the server's own text; a network failure the generic one.
 */
export function sentRequestError(error: unknown, generic: string = SENT_REQUEST_TEXTS.cancelError): string {
  if (!(error instanceof ApiError)) return generic;
  if (error.status === 404) return SENT_REQUEST_TEXTS.notFound;
  if (error.status === 401) return SENT_REQUEST_TEXTS.unauthorized;
  if (error.status >= 500) return SENT_REQUEST_TEXTS.serverError;
  return error.message || generic;
}

export interface CancelOutcome {
  kind: 'success' | 'warning' | 'error';
  text: string;
}

/**
 * After cancelling: 'Đã hủy n lời mời kết bạn thông qua Zalo API' (the platform took them back), the requests it
 * could not cancel, and every account whose call failed with why; 'Không thể hủy lời mời kết bạn' when none went.
 */
export function cancelOutcome(results: Array<{ accountName: string; result: PromiseSettledResult<CancelSentRequestsResult> }>): CancelOutcome {
  const answers = results.flatMap(({ result }) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.flatMap(({ accountName, result }) => (result.status === 'rejected' ? [`${accountName}: ${sentRequestError(result.reason)}`] : []));
  const viaZalo = answers.reduce((sum, answer) => sum + (answer.successCount ?? 0), 0);
  const deleted = answers.reduce((sum, answer) => sum + (answer.deletedCount ?? 0), 0);
  const notCancelled = answers.reduce((sum, answer) => sum + (answer.failureCount ?? 0), 0);
  const parts = [
    viaZalo > 0 ? SENT_REQUEST_TEXTS.cancelledViaZalo(viaZalo) : deleted > 0 ? SENT_REQUEST_TEXTS.cancelled(deleted) : null,
    notCancelled > 0 ? SENT_REQUEST_TEXTS.notCancelled(notCancelled) : null,
    failed.length > 0 ? `${SENT_REQUEST_TEXTS.cancelFailed}: ${failed.join('; ')}` : null,
  ].filter((part): part is string => part !== null);
  if (viaZalo === 0 && deleted === 0) {
    const reason = failed.length > 0 ? failed.join('; ') : SENT_REQUEST_TEXTS.notCancelled(notCancelled);
    return { kind: 'error', text: `${SENT_REQUEST_TEXTS.cancelFailed}: ${reason}` };
  }
  return { kind: notCancelled > 0 || failed.length > 0 ? 'warning' : 'success', text: parts.join('. ') };
}
