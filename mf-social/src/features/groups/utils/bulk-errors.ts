import { ApiError } from 'shared-sdk';
import { reasonOf } from '../../../utils/reason';
import { GROUP_TEXTS } from '../texts';

/** The standard bulk send's error mapping. */
export function bulkSendError(error: unknown): string {
  if (!(error instanceof ApiError)) return GROUP_TEXTS.bulkDefaultError;
  if (error.status === 401) return GROUP_TEXTS.sessionExpired;
  if (error.status === 403) return GROUP_TEXTS.forbidden;
  const text = error.message;
  if (error.status === 400 && text) {
    const lower = text.toLowerCase();
    if (lower.includes('gói pro')) return GROUP_TEXTS.bulkProRequired;
    if (lower.includes('không thể truy cập')) return GROUP_TEXTS.bulkInaccessible;
    if (lower.includes('không tìm thấy')) return GROUP_TEXTS.bulkAccountMissing;
  }
  return reasonOf(error, GROUP_TEXTS.bulkDefaultError);
}
