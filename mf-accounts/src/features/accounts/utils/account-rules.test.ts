import { ACCOUNT_STATUSES, type AccountStatus, ApiError } from 'shared-sdk';
import {
  accountActions,
  buildCreateAccountPayload,
  buildUpdateAccountPayload,
  cookieStateOf,
  failureText,
  filterAccounts,
  foldText,
  initialOf,
  isFinalQrStatus,
  matchesSearch,
  platformFailure,
  qrImageSrc,
  splitPlatformCode,
} from './account-rules';

const EXPECTED: Record<AccountStatus, string[]> = {
  ACTIVE: ['bot', 'aiAutoReply', 'forceQr'],
  INACTIVE: [],
  PENDING: ['qrLogin'],
  SUSPENDED: [],
  COOKIE_EXPIRED: ['relogin'],
  RELOGIN_REQUIRED: ['relogin'],
  LOGIN_ERROR: ['relogin'],
};
const offered = (status: AccountStatus, cookie: Parameters<typeof accountActions>[1]) =>
  Object.entries(accountActions({ status }, cookie))
    .filter(([, on]) => on)
    .map(([key]) => key);

test.each(ACCOUNT_STATUSES)('%s offers exactly its actions', (status) => {
  expect(offered(status, 'unchecked')).toEqual(EXPECTED[status]);
  expect(offered(status, 'valid')).toEqual(EXPECTED[status]);
});

test('an ACTIVE account whose cookie check says invalid also offers re-login; other statuses do not change', () => {
  expect(offered('ACTIVE', 'invalid')).toEqual(['relogin', 'bot', 'aiAutoReply', 'forceQr']);
  expect(offered('INACTIVE', 'invalid')).toEqual([]);
  expect(offered('PENDING', 'invalid')).toEqual(['qrLogin']);
});

test('cookie state: a failed or needs-relogin check is invalid', () => {
  expect(cookieStateOf(undefined, false)).toBe('unchecked');
  expect(cookieStateOf(undefined, true)).toBe('checking');
  expect(cookieStateOf({ isValid: true, needsRelogin: false }, false)).toBe('valid');
  expect(cookieStateOf({ isValid: false, needsRelogin: false }, false)).toBe('invalid');
  expect(cookieStateOf({ isValid: true, needsRelogin: true }, false)).toBe('invalid');
});

test('create payload: trimmed, empty proxy and empty prompt left out', () => {
  expect(buildCreateAccountPayload({ displayName: '  Shop  ', proxyId: '', systemPrompt: '   ', autoStart: true })).toEqual({
    displayName: 'Shop',
    autoStart: true,
    autoJoinByLink: false,
  });
  const withAll = buildCreateAccountPayload({ displayName: 'A', proxyId: 'p-1', systemPrompt: ' hi ', autoJoinByLink: true });
  expect(withAll).toEqual({ displayName: 'A', autoStart: false, autoJoinByLink: true, proxyId: 'p-1', systemPrompt: 'hi' });
  expect('proxyId' in buildCreateAccountPayload({ displayName: 'A', proxyId: null })).toBe(false);
});

test('failure texts: server text, server without text, network', () => {
  expect(failureText(new ApiError('Hết hạn', 401), 'F', 'N')).toBe('Hết hạn');
  expect(failureText(new ApiError('', 500), 'F', 'N')).toBe('F');
  expect(failureText(new TypeError('Failed to fetch'), 'F', 'N')).toBe('N');
});

test('helpers', () => {
  expect(initialOf('  đức')).toBe('Đ');
  expect(initialOf('')).toBe('?');
  expect(isFinalQrStatus('SCANNED')).toBe(false);
  expect(['SUCCESS', 'EXPIRED', 'ERROR'].every((s) => isFinalQrStatus(s as never))).toBe(true);
  expect(qrImageSrc('AAA')).toBe('data:image/png;base64,AAA');
  expect(qrImageSrc('data:image/png;base64,BBB')).toBe('data:image/png;base64,BBB');
});

test("Zalo's codes come out of a main line, the words stay as written", () => {
  expect(splitPlatformCode('Zalo trả lỗi, vui lòng thử lại (mã 999)')).toEqual({ text: 'Zalo trả lỗi, vui lòng thử lại', code: 999 });
  expect(splitPlatformCode('Người lạ không thể nhận tin nhắn (Code: 123)')).toEqual({ text: 'Người lạ không thể nhận tin nhắn', code: 123 });
  expect(splitPlatformCode('Giới hạn tốc độ (221)')).toEqual({ text: 'Giới hạn tốc độ', code: 221 });
  // A spec text is not translated.
  expect(splitPlatformCode('Network error starting QR login')).toEqual({ text: 'Network error starting QR login', code: null });
  expect(splitPlatformCode('  ')).toBeNull();
  // A stored platform failure is put in Vietnamese too.
  expect(platformFailure('Stranger cannot receive messages (Code: 123)')).toEqual({ text: 'Người lạ không thể nhận tin nhắn', code: 123 });
});

test('the search forgives Vietnamese marks and reads the Zalo name, the Zalo id and the phone', () => {
  const account = { displayName: 'Cửa hàng Đồ Gỗ', zaloName: 'Trần Văn Lâm', zaloUserId: '8412345', phone: '0912345678', status: 'ACTIVE' as const };
  expect(foldText('Đỗ Thị Hoà')).toBe('do thi hoa');
  for (const query of ['do go', 'ĐỒ GỖ', 'lam', '84123', '0912']) expect(matchesSearch(account, query)).toBe(true);
  expect(matchesSearch(account, 'khác')).toBe(false);
  expect(filterAccounts([account, { ...account, status: 'PENDING' as const }], { search: '', status: 'PENDING' })).toHaveLength(1);
});

test('the edit payload holds only what changed; "No Proxy" is null', () => {
  const account = { displayName: 'Shop', proxyId: 'p1', autoStart: false, autoJoinByLink: true };
  expect(buildUpdateAccountPayload(account, { displayName: ' Shop ', proxyId: 'p1', autoStart: false, autoJoinByLink: true })).toEqual({});
  expect(buildUpdateAccountPayload(account, { displayName: 'Shop 2', proxyId: '', autoStart: true, autoJoinByLink: true })).toEqual({
    displayName: 'Shop 2',
    proxyId: null,
    autoStart: true,
  });
});
