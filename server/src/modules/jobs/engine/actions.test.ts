import { PlatformError } from '../../../platform/errors';
import { SessionError } from '../../bots';
import { classify } from './actions';
import { nextVietnamMidnight, vietnamDate } from '../../../lib/vietnam-time';
import { accountBlockReason, ACCOUNT_REASONS } from './driver';

describe('classify', () => {
  it('sorts platform failures into what the engine does with them', () => {
    expect(classify(PlatformError.fromCode(225), { displayName: 'An', resolvedId: '42' })).toEqual({
      kind: 'done',
      status: 'SKIPPED',
      errorCode: 225,
      errorMessage: 'Already friends',
      displayName: 'An',
      resolvedId: '42',
    });
    expect(classify(PlatformError.fromCode(222))).toMatchObject({ kind: 'done', status: 'SKIPPED', errorCode: 222 });
    expect(classify(PlatformError.fromCode(178))).toMatchObject({ kind: 'done', status: 'SKIPPED', errorCode: 178 });
    expect(classify(PlatformError.fromCode(215))).toMatchObject({ kind: 'done', status: 'FAILED', errorCode: 215 });
    expect(classify(new PlatformError('NOT_FOUND'))).toMatchObject({ kind: 'done', status: 'FAILED', errorCode: null });
    expect(classify(PlatformError.fromCode(221))).toMatchObject({ kind: 'rate-limited', errorCode: 221 });
    expect(classify(PlatformError.fromCode(123))).toMatchObject({ kind: 'stranger', errorCode: 123 });
    expect(classify(new PlatformError('NETWORK'))).toMatchObject({ kind: 'retryable', errorMessage: 'Network error' });
    expect(classify(PlatformError.fromCode(999, 'Lạ'))).toMatchObject({ kind: 'retryable', errorCode: 999 });
    expect(classify(new Error('socket hang up'))).toMatchObject({ kind: 'retryable', errorMessage: 'socket hang up' });
    expect(classify(new PlatformError('SESSION_CLOSED'))).toEqual({ kind: 'session-closed' });
  });

  it("leaves the recipient uncharged when the process holding the session was not reached: it is nobody's failure", () => {
    for (const failure of ['HOLDER_SILENT', 'NOT_DELIVERED', 'MOVED', 'NO_HOLDER'] as const) {
      expect(classify(new SessionError(failure))).toEqual({ kind: 'holder-unreachable' });
    }
  });

  it('throws on an expired session: the account must log in again', () => {
    expect(() => classify(PlatformError.fromCode(102))).toThrow(PlatformError);
    expect(() => classify(new PlatformError('LOGIN_FAILED'))).toThrow(PlatformError);
  });
});

describe('accounts that cannot send', () => {
  it('gives the Vietnamese reason of each status, none for ACTIVE', () => {
    expect(accountBlockReason('ACTIVE')).toBeNull();
    expect(accountBlockReason('COOKIE_EXPIRED')).toBe(ACCOUNT_REASONS.sessionExpired);
    expect(accountBlockReason('RELOGIN_REQUIRED')).toBe(ACCOUNT_REASONS.kicked);
    expect(accountBlockReason(null)).toBe(ACCOUNT_REASONS.deleted);
    expect(ACCOUNT_REASONS.sessionExpired).toBe('Tài khoản đã hết phiên đăng nhập, vui lòng đăng nhập lại');
  });
});

describe('the caps day', () => {
  it('is the Asia/Ho_Chi_Minh date; it ends at midnight there', () => {
    const lateEvening = Date.parse('2026-03-01T16:59:59Z'); // 23:59:59 in Vietnam
    expect(vietnamDate(lateEvening)).toBe('2026-03-01');
    expect(vietnamDate(lateEvening + 1000)).toBe('2026-03-02');
    expect(new Date(nextVietnamMidnight(lateEvening)).toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(new Date(nextVietnamMidnight(lateEvening + 1000)).toISOString()).toBe('2026-03-02T17:00:00.000Z');
  });
});
