import { act, screen } from '@testing-library/react';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import {
  ApiError,
  botsApi,
  QR_POLL_INTERVAL_MS,
  QR_POLL_MAX_MS,
  QR_SUCCESS_CLOSE_MS,
  type QrLoginState,
} from 'shared-sdk';
import { QrLoginModal } from './qr-login-modal';

jest.setTimeout(20_000);

const ACCOUNT_ID = 'acc-1';
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** Lets pending answers reach the screen: a few short steps of the fake clock (50 ms in all). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await wait(10);
};
/** The next poll, and the render of its answer. */
const next = async () => {
  await wait(QR_POLL_INTERVAL_MS);
  await settle();
};
const state = (status: QrLoginState['status'], extra: Partial<QrLoginState> = {}): QrLoginState => ({ status, ...extra });

let start: jest.SpyInstance;
let poll: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  start = jest.spyOn(botsApi, 'startQrLogin').mockResolvedValue({ loginRequestId: 'req-1', qrCodeBase64: 'QUJD' });
  poll = jest.spyOn(botsApi, 'qrLoginStatus').mockResolvedValue(state('PENDING'));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderModal() {
  const onSuccess = jest.fn();
  const onClose = jest.fn();
  renderWithApp(<QrLoginModal accountId={ACCOUNT_ID} displayName="Shop" onSuccess={onSuccess} onClose={onClose} />);
  return { onSuccess, onClose };
}

const closeButton = () => screen.getByTestId('qr-close');
const phase = () => screen.getByTestId('qr-login').dataset.phase;

test('starts at once, shows the QR and the instructions, and polls every 1.5 s', async () => {
  renderModal();
  expect(screen.getByText('Đang tạo mã QR...')).toBeInTheDocument();
  await settle();
  expect(start).toHaveBeenCalledWith(ACCOUNT_ID);
  expect(screen.getByRole('img', { name: 'Mã QR đăng nhập Zalo' })).toHaveAttribute('src', 'data:image/png;base64,QUJD');
  expect(screen.getByText('Mở ứng dụng Zalo trên điện thoại')).toBeInTheDocument();
  expect(screen.getByText('Đang chờ quét mã QR...')).toBeInTheDocument();
  const first = poll.mock.calls.length;
  expect(poll).toHaveBeenLastCalledWith(ACCOUNT_ID, 'req-1');
  await wait(QR_POLL_INTERVAL_MS - 100);
  expect(poll).toHaveBeenCalledTimes(first);
  await wait(100);
  expect(poll).toHaveBeenCalledTimes(first + 1);
  await wait(QR_POLL_INTERVAL_MS * 4);
  expect(poll).toHaveBeenCalledTimes(first + 5);
  expect(closeButton()).toBeEnabled();
});

test('SCANNED shows the progress; SUCCESS stops polling, reports once and closes after 2 s', async () => {
  poll.mockResolvedValueOnce(state('PENDING')).mockResolvedValueOnce(state('SCANNED', { displayName: 'Nguyễn An' }));
  const { onSuccess, onClose } = renderModal();
  await settle();
  await next();
  expect(screen.getByText('Đã quét mã, đang xử lý đăng nhập...')).toBeInTheDocument();
  expect(screen.getByText('Đã quét bởi: Nguyễn An')).toBeInTheDocument();

  poll.mockResolvedValue(state('SUCCESS'));
  await next();
  expect(screen.getByText('Đăng nhập thành công!')).toBeInTheDocument();
  expect(onSuccess).toHaveBeenCalledTimes(1);
  expect(closeButton()).toBeDisabled();
  const calls = poll.mock.calls.length;
  await wait(QR_SUCCESS_CLOSE_MS - 100);
  expect(onClose).not.toHaveBeenCalled();
  await wait(100);
  expect(onClose).toHaveBeenCalledTimes(1);
  await wait(QR_POLL_INTERVAL_MS * 3);
  expect(poll).toHaveBeenCalledTimes(calls);
  expect(onSuccess).toHaveBeenCalledTimes(1);
});

test('EXPIRED stops polling with the expired message; retry starts a new login', async () => {
  poll.mockResolvedValue(state('EXPIRED'));
  const user = setupUser({ fakeTimers: true });
  const { onClose } = renderModal();
  await settle();
  expect(screen.getByText('QR code expired or error occurred')).toBeInTheDocument();
  expect(phase()).toBe('expired');
  const calls = poll.mock.calls.length;
  await wait(QR_POLL_INTERVAL_MS * 3);
  expect(poll).toHaveBeenCalledTimes(calls);
  expect(closeButton()).toBeEnabled();

  start.mockResolvedValue({ loginRequestId: 'req-2', qrCodeBase64: 'REVG' });
  poll.mockResolvedValue(state('PENDING'));
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  await settle();
  expect(start).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('img', { name: 'Mã QR đăng nhập Zalo' })).toHaveAttribute('src', 'data:image/png;base64,REVG');
  expect(poll).toHaveBeenLastCalledWith(ACCOUNT_ID, 'req-2');
  await user.click(closeButton());
  expect(onClose).toHaveBeenCalledTimes(1);
});

/** The modal after a poll that answered ERROR with this text. */
async function renderWithError(error: string) {
  poll.mockResolvedValue(state('ERROR', { error }));
  renderModal();
  await settle();
}

test('ERROR shows the expired message and the reason', async () => {
  await renderWithError('Người dùng đã từ chối đăng nhập');
  expect(screen.getByText('QR code expired or error occurred')).toBeInTheDocument();
  expect(screen.getByText('Người dùng đã từ chối đăng nhập')).toBeInTheDocument();
});

test("ERROR with Zalo's code: the reason in words, the code on a detail line", async () => {
  await renderWithError('Zalo trả lỗi, vui lòng thử lại (mã 999)');
  expect(screen.getByText('Zalo trả lỗi, vui lòng thử lại')).toBeInTheDocument();
  expect(screen.getByText('Mã lỗi Zalo: 999')).toBeInTheDocument();
});

test('polling stops after 5 minutes without an end', async () => {
  renderModal();
  await settle();
  await wait(QR_POLL_MAX_MS - QR_POLL_INTERVAL_MS);
  expect(phase()).toBe('waiting');
  await wait(QR_POLL_INTERVAL_MS);
  expect(phase()).toBe('expired');
  expect(screen.getByText('QR code expired or error occurred')).toBeInTheDocument();
  const calls = poll.mock.calls.length;
  // One poll at start, then one every 1.5 s up to the cap.
  expect(calls).toBeGreaterThanOrEqual(QR_POLL_MAX_MS / QR_POLL_INTERVAL_MS);
  expect(calls).toBeLessThanOrEqual(QR_POLL_MAX_MS / QR_POLL_INTERVAL_MS + 1);
  await wait(QR_POLL_INTERVAL_MS * 10);
  expect(poll).toHaveBeenCalledTimes(calls);
});

test.each([
  ['no loginRequestId', () => Promise.resolve({ loginRequestId: '', qrCodeBase64: 'x' }), 'No loginRequestId returned from server'],
  ['a server error without text', () => Promise.reject(new ApiError('', 500)), 'Failed to start QR login'],
  ['a server error with text', () => Promise.reject(new ApiError('Tài khoản không tồn tại', 404)), 'Tài khoản không tồn tại'],
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error starting QR login'],
])('starting fails with %s', async (_name, answer, text) => {
  start.mockImplementation(answer);
  renderModal();
  await settle();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(phase()).toBe('failed');
  expect(poll).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
});
