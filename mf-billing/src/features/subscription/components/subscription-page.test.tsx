import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from 'shared-sdk/testing';
import {
  ApiError,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_TRIES,
  PAYMENT_SUCCESS_NOTIFICATION_MS,
  type PaymentHistoryItem,
  type PaymentStatusResult,
  queryKeys,
  subscriptionApi,
} from 'shared-sdk';
import { plans, subscriptionOf } from '../../../testing/fixtures';
import { PENDING_PAYMENT_STORAGE_KEY } from '../hooks/use-pending-payment';
import { SubscriptionPage, TEST_MODE_NOTICE } from './subscription-page';

jest.setTimeout(20_000);

const [basic, , pro] = plans;
const LINK = { checkoutUrl: 'https://pay.payos.vn/web/abc123', orderCode: 171717, amount: 499_000 };
const status = (value: PaymentStatusResult['status']): PaymentStatusResult => ({
  orderCode: LINK.orderCode,
  status: value,
  amount: LINK.amount,
  planName: 'pro',
});
const HISTORY: PaymentHistoryItem[] = [
  {
    orderCode: 5555,
    planName: 'plus',
    planDisplayName: 'Plus',
    amount: 199_000,
    status: 'CANCELLED',
    createdAt: '2026-03-01T03:00:00.000Z',
    paidAt: null,
  },
];

let api: Record<'plans' | 'current' | 'paymentHistory' | 'createPayment' | 'paymentStatus' | 'cancelPayment' | 'paymentMode', jest.SpyInstance>;
let tab: { opener: unknown; location: { href: string }; close: jest.Mock };
let openSpy: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  api = {
    plans: jest.spyOn(subscriptionApi, 'plans').mockResolvedValue([...plans].reverse()),
    current: jest.spyOn(subscriptionApi, 'current').mockResolvedValue(subscriptionOf(basic, { status: 'TRIAL', isTrial: true })),
    paymentHistory: jest.spyOn(subscriptionApi, 'paymentHistory').mockResolvedValue(HISTORY),
    createPayment: jest.spyOn(subscriptionApi, 'createPayment').mockResolvedValue(LINK),
    paymentStatus: jest.spyOn(subscriptionApi, 'paymentStatus').mockResolvedValue(status('PENDING')),
    cancelPayment: jest.spyOn(subscriptionApi, 'cancelPayment').mockResolvedValue({ orderCode: LINK.orderCode, status: 'CANCELLED' }),
    paymentMode: jest.spyOn(subscriptionApi, 'paymentMode').mockResolvedValue({ simulated: false }),
  };
  tab = { opener: window, location: { href: '' }, close: jest.fn() };
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderPage() {
  return renderWithApp(<SubscriptionPage />, { route: '/subscription', url: '/subscription' });
}

const planButton = (name: string) =>
  within(screen.getByTestId(`plan-card-${name}`)).getByRole('button', { name: new RegExp(`(Chọn gói|Gói hiện tại|Đang chờ thanh toán|Đang xử lý|Gia hạn)`) });

/** "Chọn gói", then the confirmation's pay button. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByTestId(`plan-card-${name}`);
  await user.click(planButton(name));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /^Thanh toán/ }));
}

async function choosePro(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, 'pro');
  return screen.findByTestId('pending-payment-card');
}

test('title, current plan, three plans in order, comparison table and history', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Gói dịch vụ' })).toBeInTheDocument();
  const current = await screen.findByTestId('current-plan-card');
  expect(within(current).getByText('Dùng thử')).toBeInTheDocument();
  expect(within(current).getByText('1 / 3')).toBeInTheDocument();
  await screen.findByTestId('plan-card-pro');
  const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(headings).toEqual(['Basic', 'Basic', 'Plus', 'Pro']);
  expect(screen.getByText('So sánh các gói')).toBeInTheDocument();
  expect(screen.getByText('Thời hạn (ngày)')).toBeInTheDocument();
  expect(await screen.findByText('#5555')).toBeInTheDocument();
  expect(screen.getByText('Đã hủy')).toBeInTheDocument();
});

/** The current plan's button is disabled and says so; the other plans' buttons can be chosen. */
function expectOnlyCurrentDisabled(current: 'basic' | 'plus') {
  expect(planButton(current)).toBeDisabled();
  expect(planButton(current)).toHaveTextContent('Bạn đang dùng gói này');
  for (const other of ['basic', 'plus', 'pro'].filter((plan) => plan !== current)) expect(planButton(other)).toBeEnabled();
}

test('an active paid plan disables its own button only', async () => {
  api.current.mockResolvedValue(subscriptionOf(plans[1]));
  renderPage();
  await screen.findByTestId('current-plan-card');
  expectOnlyCurrentDisabled('plus');
});

test('during the trial the current plan (Basic) cannot be chosen; the others can', async () => {
  renderPage();
  await screen.findByTestId('current-plan-card');
  await screen.findByTestId('plan-card-basic');
  expectOnlyCurrentDisabled('basic');
});

test('a load failure shows the server text, or the default text', async () => {
  api.current.mockRejectedValue(new ApiError('Phiên đăng nhập đã hết hạn', 401));
  const { unmount } = renderPage();
  expect(await screen.findByText('Phiên đăng nhập đã hết hạn')).toBeInTheDocument();
  unmount();
  api.current.mockRejectedValue(new Error('network'));
  renderPage();
  expect(await screen.findByText('Không thể tải thông tin gói dịch vụ')).toBeInTheDocument();
});

test('"Chọn gói" asks before any order: a downgrade from Pro names the days lost and what Plus lacks; "Để sau" creates nothing', async () => {
  api.current.mockResolvedValue(subscriptionOf(pro, { endDate: new Date(Date.now() + 20 * 86_400_000 - 60_000).toISOString(), accountsUsed: 12 }));
  const user = userEvent.setup();
  renderPage();
  await screen.findByTestId('current-plan-card');
  await user.click(planButton('plus'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Chuyển từ gói Pro xuống gói Plus?')).toBeInTheDocument();
  expect(within(dialog).getByText('Đây là gói thấp hơn gói hiện tại')).toBeInTheDocument();
  expect(within(dialog).getByText(/^Gói Pro hiện tại còn 20 ngày .*không được cộng dồn sang gói Plus và không được hoàn tiền\.$/)).toBeInTheDocument();
  expect(within(dialog).getByText(/bạn đang có 12/)).toBeInTheDocument();
  expect(within(dialog).getByText('Gói Plus không có: Gửi tin nhắn hàng loạt vào nhóm.')).toBeInTheDocument();
  expect(within(dialog).getByText('Gói hiện tại không đổi cho tới khi thanh toán thành công.')).toBeInTheDocument();
  expect(api.createPayment).not.toHaveBeenCalled();
  expect(openSpy).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('button', { name: 'Để sau' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.createPayment).not.toHaveBeenCalled();
  expect(screen.queryByTestId('pending-payment-card')).not.toBeInTheDocument();

  await choose(user, 'plus');
  expect(await screen.findByTestId('pending-payment-card')).toBeInTheDocument();
  expect(api.createPayment).toHaveBeenCalledWith(plans[1].id);
});

test('choosing a plan opens payOS in a new tab, shows the pending card and locks every plan', async () => {
  const user = userEvent.setup();
  renderPage();
  const card = await choosePro(user);
  expect(api.createPayment).toHaveBeenCalledWith(pro.id);
  expect(openSpy).toHaveBeenCalledWith('', '_blank');
  expect(tab.location.href).toBe(LINK.checkoutUrl);
  expect(tab.opener).toBeNull();
  expect(within(card).getByText('#171717')).toBeInTheDocument();
  expect(within(card).getByText(/499\.000/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Mở trang thanh toán/ })).toHaveAttribute('href', LINK.checkoutUrl);
  expect(within(card).queryByText('Trình duyệt đã chặn cửa sổ thanh toán')).not.toBeInTheDocument();
  for (const name of ['basic', 'plus', 'pro']) expect(planButton(name)).toBeDisabled();
  expect(JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY)!)).toMatchObject({ orderCode: LINK.orderCode });
});

test('a blocked popup shows a warning and keeps the link on screen', async () => {
  openSpy.mockReturnValue(null);
  const user = userEvent.setup();
  const { notifications } = renderPage();
  const card = await choosePro(user);
  expect(within(card).getByText('Trình duyệt đã chặn cửa sổ thanh toán')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Mở trang thanh toán/ })).toHaveAttribute('href', LINK.checkoutUrl);
  expect(notifications()).toEqual([expect.objectContaining({ type: 'warning', message: expect.stringContaining('chặn cửa sổ') })]);
});

test('a failed link creation closes the blank tab and says so', async () => {
  api.createPayment.mockRejectedValue(new Error('boom'));
  const user = userEvent.setup();
  const { notifications } = renderPage();
  await choose(user, 'pro');
  await waitFor(() => expect(notifications()).toEqual([expect.objectContaining({ type: 'error', message: 'Không thể tạo link thanh toán' })]));
  expect(tab.close).toHaveBeenCalled();
  expect(screen.queryByTestId('pending-payment-card')).not.toBeInTheDocument();
  expect(planButton('pro')).toBeEnabled();
});

describe('polling', () => {
  beforeEach(() => jest.useFakeTimers());
  const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  test('COMPLETED reloads the subscription, clears the card and announces the plan for 8 s', async () => {
    api.paymentStatus.mockResolvedValueOnce(status('PENDING')).mockResolvedValue(status('COMPLETED'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { notifications, queryClient } = renderPage();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await choosePro(user);
    await wait(PAYMENT_POLL_INTERVAL_MS);
    expect(screen.getByTestId('pending-payment-card')).toBeInTheDocument();
    api.current.mockResolvedValue(subscriptionOf(pro));
    await wait(PAYMENT_POLL_INTERVAL_MS);
    expect(api.paymentStatus).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('pending-payment-card')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.subscription.all() });
    expect(notifications()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Gói Pro đã được kích hoạt.', duration: PAYMENT_SUCCESS_NOTIFICATION_MS }),
    ]);
    await wait(0);
    expect(within(screen.getByTestId('current-plan-card')).getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY)).toBeNull();
  });

  test('FAILED shows the error and clears the card', async () => {
    api.paymentStatus.mockResolvedValue(status('FAILED'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { notifications } = renderPage();
    await choosePro(user);
    await wait(PAYMENT_POLL_INTERVAL_MS);
    expect(screen.queryByTestId('pending-payment-card')).not.toBeInTheDocument();
    expect(notifications()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Thanh toán không thành công. Vui lòng thử lại.' }),
    ]);
    expect(planButton('pro')).toBeEnabled();
  });

  test('after 60 tries a warning points to the history; the card stays with a recheck', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { notifications } = renderPage();
    await choosePro(user);
    await wait(PAYMENT_POLL_INTERVAL_MS * PAYMENT_POLL_MAX_TRIES);
    expect(api.paymentStatus).toHaveBeenCalledTimes(PAYMENT_POLL_MAX_TRIES);
    expect(notifications()).toEqual([
      expect.objectContaining({ type: 'warning', message: 'Chưa nhận được kết quả thanh toán. Vui lòng kiểm tra lịch sử giao dịch.' }),
    ]);
    const card = screen.getByTestId('pending-payment-card');
    expect(within(card).getByText('Chưa nhận được kết quả thanh toán')).toBeInTheDocument();
    await wait(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(api.paymentStatus).toHaveBeenCalledTimes(PAYMENT_POLL_MAX_TRIES);

    api.paymentStatus.mockResolvedValue(status('COMPLETED'));
    await user.click(within(card).getByRole('button', { name: 'Kiểm tra lại' }));
    await wait(0);
    expect(screen.queryByTestId('pending-payment-card')).not.toBeInTheDocument();
  });

  test('a reload keeps the pending card and resumes polling at once', async () => {
    sessionStorage.setItem(
      PENDING_PAYMENT_STORAGE_KEY,
      JSON.stringify({ ...LINK, planId: pro.id, planDisplayName: 'Pro', createdAt: Date.now() }),
    );
    renderPage();
    expect(within(screen.getByTestId('pending-payment-card')).getByText('#171717')).toBeInTheDocument();
    await wait(0);
    expect(api.paymentStatus).toHaveBeenCalledWith(LINK.orderCode);
    await wait(PAYMENT_POLL_INTERVAL_MS);
    expect(api.paymentStatus).toHaveBeenCalledTimes(2);
  });
});

test('cancel calls the server and clears the pending card', async () => {
  const user = userEvent.setup();
  const { notifications } = renderPage();
  const card = await choosePro(user);
  await user.click(within(card).getByRole('button', { name: 'Hủy thanh toán' }));
  expect(api.cancelPayment).toHaveBeenCalledWith(LINK.orderCode);
  expect(screen.queryByTestId('pending-payment-card')).not.toBeInTheDocument();
  expect(sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY)).toBeNull();
  await waitFor(() => expect(notifications()).toEqual([expect.objectContaining({ type: 'success', message: 'Đã hủy giao dịch' })]));
  expect(planButton('pro')).toBeEnabled();
});

describe('test mode', () => {
  it('says payments are a test while they go to the payOS simulator', async () => {
    api.paymentMode.mockResolvedValue({ simulated: true });
    renderPage();
    expect(await screen.findByText(TEST_MODE_NOTICE)).toBeInTheDocument();
    expect(TEST_MODE_NOTICE).toContain('thử nghiệm');
  });

  it('says nothing with the real payOS', async () => {
    renderPage();
    await waitFor(() => expect(api.paymentMode).toHaveBeenCalled());
    await screen.findByTestId('plan-card-pro');
    expect(screen.queryByText(TEST_MODE_NOTICE)).not.toBeInTheDocument();
  });
});
