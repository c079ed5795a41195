import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser, testQueryClient } from 'shared-sdk/testing';
import { ACCOUNT_ID, accountOf } from 'shared-sdk/testing/data';
import { conversationOf, conversationPageOf, messageOf, messagePageOf, NOW, SECOND_ACCOUNT_ID, sampleConversations } from '../testing/fixtures';
import { mockInboxApiEachTest } from '../testing/inbox-api';
import { InboxPage } from './inbox-page';

jest.setTimeout(60_000);
const user = setupUser();
const api = mockInboxApiEachTest();

const list = () => screen.getByRole('list', { name: 'Danh sách hội thoại' });
const row = (name: RegExp) => within(list()).getByRole('button', { name });

function renderPage(url = '/inbox') {
  return renderWithApp(<InboxPage now={NOW} />, { url, route: '/inbox' });
}

test('the list: newest activity first with who wrote last, when, the unread count, the account and groups marked', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  const lan = row(/Nguyễn Thị Lan/);
  expect(lan).toHaveAccessibleName('Nguyễn Thị Lan, 2 tin chưa đọc');
  expect(within(lan).getByText('Shop ơi, bó hoa hồng còn không ạ?')).toBeInTheDocument();
  expect(within(lan).getByText('09:55')).toBeInTheDocument();
  expect(within(lan).getByText('Shop Hoa Tươi')).toBeInTheDocument();
  expect(within(row(/Trần Văn Minh/)).getByText('Bạn: Dạ em cảm ơn anh')).toBeInTheDocument();
  const group = row(/Hội yêu giày Sài Gòn/);
  expect(within(group).getByText('[Hình ảnh]')).toBeInTheDocument();
  expect(within(group).getByText('Hôm qua')).toBeInTheDocument();
  expect(within(group).getByLabelText('Nhóm')).toBeInTheDocument();
  expect(api.conversations).toHaveBeenCalledWith({ page: 1, limit: 30 });
  // Nothing is opened (and so nothing marked read) until the customer picks a conversation.
  expect(screen.getByText('Chọn một hội thoại để xem tin nhắn')).toBeInTheDocument();
  expect(api.read).not.toHaveBeenCalled();
});

test('the account and unread filters ask the server, the account picker shows each account unread count', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  fireEvent.mouseDown(screen.getByLabelText('Lọc theo tài khoản'));
  const option = (await screen.findAllByTitle('Shop Giày Sài Gòn')).at(-1)!;
  await waitFor(() => expect(within(option).getByTitle('5')).toBeInTheDocument());
  await pick(user, screen.getByLabelText('Lọc theo tài khoản'), 'Shop Giày Sài Gòn');
  await waitFor(() => expect(api.conversations).toHaveBeenLastCalledWith({ accountId: SECOND_ACCOUNT_ID, page: 1, limit: 30 }));
  await user.click(screen.getByText('Chưa đọc', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(api.conversations).toHaveBeenLastCalledWith({ accountId: SECOND_ACCOUNT_ID, unread: 'true', page: 1, limit: 30 }));
});

test('a search looks for names in the list and for the text in messages; a hit opens its conversation', async () => {
  const hit = conversationOf({ id: 'c-hit', name: 'Phạm Hùng', unreadCount: 0 });
  api.search.mockResolvedValue({
    hits: [{ message: messageOf({ id: 'm-hit', conversationId: 'c-hit', text: 'Xin chào shop, giao hàng chưa?' }), conversation: hit }],
    pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
  });
  renderPage();
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  api.conversations.mockResolvedValue(conversationPageOf([]));
  fill(screen.getByLabelText('Tìm hội thoại'), 'xin chao');
  await waitFor(() => expect(api.search).toHaveBeenCalledWith({ q: 'xin chao', page: 1, limit: 20 }));
  expect(api.conversations).toHaveBeenLastCalledWith({ q: 'xin chao', page: 1, limit: 30 });
  const messages = await screen.findByRole('list', { name: 'Tin nhắn' });
  expect(await screen.findByText('Không có hội thoại nào có tên phù hợp')).toBeInTheDocument();
  await user.click(within(messages).getByRole('button', { name: /Phạm Hùng/ }));
  expect(await screen.findByRole('region', { name: 'Tin nhắn với Phạm Hùng' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/inbox?c=c-hit');
});

test('opening a conversation shows its thread and marks it read; a new message while open marks it read again', async () => {
  const { queryClient } = renderPage();
  await user.click(await screen.findByRole('button', { name: /Nguyễn Thị Lan/ }));
  const thread = await screen.findByRole('region', { name: 'Tin nhắn với Nguyễn Thị Lan' });
  expect(await within(thread).findByText('Chị gửi địa chỉ giúp em nhé')).toBeInTheDocument();
  await waitFor(() => expect(api.read).toHaveBeenCalledWith(sampleConversations[0].id));
  expect(api.read).toHaveBeenCalledTimes(1);

  // A live event: the contact wrote again; the list and the thread refresh without a reload.
  api.conversations.mockResolvedValue(
    conversationPageOf([conversationOf({ unreadCount: 1, lastMessage: { text: 'Alo shop?', kind: 'text', at: '2026-03-12T02:59:00Z', fromMe: false } }), ...sampleConversations.slice(1)]),
  );
  api.messages.mockResolvedValue(messagePageOf([messageOf({ id: 'm-new', text: 'Alo shop?', at: '2026-03-12T02:59:00Z' })]));
  await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }));
  expect(await within(thread).findByText('Alo shop?')).toBeInTheDocument();
  await waitFor(() => expect(api.read).toHaveBeenCalledTimes(2));
});

test('an address with ?c= opens that conversation', async () => {
  renderPage(`/inbox?c=${sampleConversations[1].id}`);
  expect(await screen.findByRole('region', { name: 'Tin nhắn với Trần Văn Minh' })).toBeInTheDocument();
  // Nothing unread there: nothing to mark.
  expect(api.read).not.toHaveBeenCalled();
});

test('an address with ?c= of a conversation the list does not hold reads it on its own', async () => {
  const elsewhere = conversationOf({ id: 'c0a1b2c3-0000-4000-8000-000000000099', name: 'Đỗ Thị Mai', unreadCount: 0 });
  api.conversation.mockResolvedValue({ conversation: elsewhere });
  renderPage(`/inbox?c=${elsewhere.id}`);
  expect(await screen.findByRole('region', { name: 'Tin nhắn với Đỗ Thị Mai' })).toBeInTheDocument();
  expect(api.conversation).toHaveBeenCalledWith(elsewhere.id);
});

test('mark all read, for the account chosen', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  await user.click(await screen.findByRole('button', { name: /Đánh dấu đã đọc/ }));
  expect(await screen.findByText('Đã đánh dấu đã đọc 2 hội thoại')).toBeInTheDocument();
  expect(api.readAll).toHaveBeenCalledWith(undefined);
});

describe('empty states say what to do', () => {
  test('no account yet', async () => {
    api.accounts.mockResolvedValue([]);
    api.conversations.mockResolvedValue(conversationPageOf([]));
    renderPage();
    expect(await screen.findByText('Chưa có tài khoản Zalo nào')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đến trang Tài khoản' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/accounts');
  });

  test('no account logged in', async () => {
    api.accounts.mockResolvedValue([accountOf({ status: 'COOKIE_EXPIRED' })]);
    api.conversations.mockResolvedValue(conversationPageOf([]));
    renderPage();
    expect(await screen.findByText('Chưa có tài khoản nào đang đăng nhập')).toBeInTheDocument();
  });

  test('no session running: messages are received only while one runs', async () => {
    api.botStatus.mockResolvedValue({ isRunning: false });
    api.conversations.mockResolvedValue(conversationPageOf([]));
    renderPage();
    expect(await screen.findByText('Chưa có tài khoản nào đang chạy')).toBeInTheDocument();
    expect(screen.getByText(/Tin nhắn chỉ được nhận khi phiên của tài khoản đang chạy/)).toBeInTheDocument();
    // Said once: no warning above a list that already says it.
    expect(screen.queryByText(/tài khoản đang không chạy/)).toBeNull();
  });

  test('accounts whose session is stopped are named in a warning above the list', async () => {
    api.botStatus.mockImplementation(async (id) => ({ isRunning: id === ACCOUNT_ID }));
    renderPage();
    expect(await screen.findByText(/1 tài khoản đang không chạy/)).toBeInTheDocument();
  });

  test('nothing unread', async () => {
    api.conversations.mockResolvedValue(conversationPageOf([]));
    renderPage();
    await screen.findByText('Chưa có hội thoại nào');
    await user.click(screen.getByText('Chưa đọc', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Bạn đã đọc hết tin nhắn')).toBeInTheDocument();
  });
});

test('the next page of conversations loads at the end of the list', async () => {
  api.conversations.mockImplementation(async (params) =>
    params?.page === 1 ? conversationPageOf(sampleConversations.slice(0, 2), 1, 2) : conversationPageOf(sampleConversations.slice(2), 2, 2),
  );
  renderPage();
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  expect(screen.queryByRole('button', { name: /Hội yêu giày/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Xem thêm hội thoại' }));
  expect(await screen.findByRole('button', { name: /Hội yêu giày/ })).toBeInTheDocument();
  expect(api.conversations).toHaveBeenLastCalledWith({ page: 2, limit: 30 });
});

describe('phone width', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: query.includes('max-width: 575') })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  test('the list, then the thread alone with a way back', async () => {
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Nguyễn Thị Lan/ }));
    await screen.findByRole('region', { name: 'Tin nhắn với Nguyễn Thị Lan' });
    expect(screen.queryByRole('list', { name: 'Danh sách hội thoại' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quay lại danh sách' }));
    expect(await screen.findByRole('list', { name: 'Danh sách hội thoại' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Tin nhắn với/ })).toBeNull();
  });
});

test('a session started since another page read its status is never shown stopped (the status is read again on opening)', async () => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.bots.status(ACCOUNT_ID), { isRunning: false });
  queryClient.setQueryData(queryKeys.bots.status(SECOND_ACCOUNT_ID), { isRunning: false });
  let answerStatuses = () => {};
  const answered = new Promise<void>((resolve) => {
    answerStatuses = resolve;
  });
  api.botStatus.mockImplementation(async () => {
    await answered;
    return { isRunning: true };
  });
  renderWithApp(<InboxPage now={NOW} />, { queryClient, url: '/inbox', route: '/inbox' });
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  await waitFor(() => expect(api.botStatus).toHaveBeenCalledTimes(2));
  // While the statuses are read again, the old answer is not shown as today's.
  expect(screen.queryByText(/đang không chạy/)).toBeNull();
  await act(async () => answerStatuses());
  expect(screen.queryByText(/đang không chạy/)).toBeNull();
});
