import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { accountOf } from 'shared-sdk/testing/data';
import { conversationOf, messageOf, messagePageOf, NOW, sampleConversations, sampleMessages } from '../testing/fixtures';
import { mockInboxApiEachTest } from '../testing/inbox-api';
import { ThreadPanel, type ThreadPanelProps } from './thread-panel';

jest.setTimeout(60_000);
const user = setupUser();
const api = mockInboxApiEachTest();

function renderThread(props: Partial<ThreadPanelProps> = {}) {
  return renderWithApp(
    <ThreadPanel conversation={sampleConversations[0]} account={accountOf({ autoReply: true })} running contactOpen={false} onToggleContact={() => {}} now={NOW} {...props} />,
  );
}

const log = () => screen.getByRole('log', { name: 'Tin nhắn' });
const bubble = (text: string) => screen.getByText(text).closest('[role="article"]') as HTMLElement;

test('day separators in Vietnamese days, and where each outgoing message came from', async () => {
  renderThread();
  await screen.findByText('Chị gửi địa chỉ giúp em nhé');
  const text = log().textContent ?? '';
  expect(text.indexOf('Hôm qua')).toBeLessThan(text.indexOf('Chào chị Lan'));
  expect(text.indexOf('Hôm nay')).toBeGreaterThan(text.indexOf('Dạ mẫu này còn ạ'));
  expect(text.indexOf('Hôm nay')).toBeLessThan(text.indexOf('Chị gửi địa chỉ'));
  expect(within(bubble('Chào chị Lan, shop có hoa mới về ạ')).getByText(/Gửi từ công việc/)).toBeInTheDocument();
  expect(within(bubble('Chào chị Lan, shop có hoa mới về ạ')).getByRole('link', { name: 'Xem công việc' })).toHaveAttribute('href', '/jobs');
  expect(within(bubble('Dạ mẫu này còn ạ, giá 350.000đ')).getByText(/AI trả lời/)).toBeInTheDocument();
  expect(within(bubble('Chị gửi địa chỉ giúp em nhé')).getByText(/Gửi từ điện thoại/)).toBeInTheDocument();
  expect(within(bubble('Shop ơi, bó hoa hồng còn không ạ?')).queryByText(/Gửi từ/)).toBeNull();
  expect(screen.getByText('Đầu cuộc trò chuyện')).toBeInTheDocument();
});

test('photos are shown and files can be downloaded', async () => {
  renderThread();
  const photo = await screen.findByAltText('Hình ảnh trong tin nhắn');
  expect(photo).toHaveAttribute('src', 'https://example.com/hoa-thumb.jpg');
  const file = screen.getByRole('link', { name: 'Tải xuống don-hang.pdf' });
  expect(file).toHaveAttribute('href', 'https://example.com/don-hang.pdf');
  expect(file).toHaveAttribute('download', 'don-hang.pdf');
  expect(file).toHaveTextContent('(240 KB)');
});

test('a failed message says why, with Zalo code on its own line, and "Gửi lại" retries it', async () => {
  api.retry.mockResolvedValue({ message: { ...sampleMessages[5], status: 'SENT', error: null } });
  renderThread();
  const failed = await waitFor(() => bubble('Em giao trong chiều nay ạ'));
  expect(within(failed).getByText('Gửi thất bại: Vượt quá giới hạn tần suất')).toBeInTheDocument();
  expect(within(failed).getByText('Mã lỗi Zalo: 221')).toBeInTheDocument();
  await user.click(within(failed).getByRole('button', { name: 'Gửi lại' }));
  expect(api.retry).toHaveBeenCalledWith(sampleConversations[0].id, 'm-6');
  await waitFor(() => expect(api.messages).toHaveBeenCalledTimes(2));
});

test('an opt-out message stays visible, marked', async () => {
  api.messages.mockResolvedValue(messagePageOf([messageOf({ id: 'm-stop', text: 'hủy', optOut: true })]));
  renderThread();
  const stop = await waitFor(() => bubble('hủy'));
  expect(within(stop).getByText(/Khách yêu cầu ngừng nhận tin: đã thêm vào danh sách không liên hệ/)).toBeInTheDocument();
});

test('older messages load upward, before the oldest one shown', async () => {
  api.messages.mockImplementation(async (_id, { before } = {}) =>
    before ? messagePageOf([messageOf({ id: 'm-0', text: 'Tin nhắn cũ nhất', at: '2026-03-01T02:00:00Z' })]) : messagePageOf(sampleMessages, true),
  );
  renderThread();
  await user.click(await screen.findByRole('button', { name: 'Tải tin nhắn cũ hơn' }));
  expect(await screen.findByText('Tin nhắn cũ nhất')).toBeInTheDocument();
  expect(api.messages).toHaveBeenLastCalledWith(sampleConversations[0].id, { before: 'm-1', limit: 50 });
  expect((log().textContent ?? '').indexOf('Tin nhắn cũ nhất')).toBeLessThan((log().textContent ?? '').indexOf('Chào chị Lan'));
  expect(screen.getByText('Chủ nhật, 01/03/2026')).toBeInTheDocument();
});

test('in a group, who wrote each message', async () => {
  api.messages.mockResolvedValue(messagePageOf([messageOf({ id: 'g-1', senderName: 'Lê Hoàng', text: 'Có size 42 không?' })]));
  renderThread({ conversation: sampleConversations[2] });
  expect(await screen.findByText('Lê Hoàng')).toBeInTheDocument();
  // AI does not answer groups: no switch there.
  expect(screen.queryByRole('switch', { name: 'AI tự trả lời' })).toBeNull();
});

describe('AI switch', () => {
  test('a reply typed in the inbox paused the AI until a time; the switch turns it back on', async () => {
    api.update.mockResolvedValue({ conversation: { ...sampleConversations[1], aiPaused: false, aiPausedUntil: null } });
    renderThread({ conversation: sampleConversations[1] });
    expect(screen.getByTestId('ai-state')).toHaveTextContent('AI tạm dừng đến 21:30 vì bạn vừa trả lời');
    const toggle = screen.getByRole('switch', { name: 'AI tự trả lời' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(api.update).toHaveBeenCalledWith(sampleConversations[1].id, { aiPaused: false });
    expect(await screen.findByText('Đã bật AI tự trả lời cho hội thoại này')).toBeInTheDocument();
  });

  test('turning it off here', async () => {
    api.update.mockResolvedValue({ conversation: { ...sampleConversations[0], aiPaused: true } });
    renderThread();
    expect(screen.getByTestId('ai-state')).toHaveTextContent('AI đang tự trả lời trong hội thoại này');
    await user.click(screen.getByRole('switch', { name: 'AI tự trả lời' }));
    expect(api.update).toHaveBeenCalledWith(sampleConversations[0].id, { aiPaused: true });
  });

  test("the account's own auto-reply off is said", () => {
    renderThread({ account: accountOf({ autoReply: false }) });
    expect(screen.getByTestId('ai-state')).toHaveTextContent('AI tự trả lời đang tắt cho tài khoản này');
    // A switch there would change nothing the customer sees.
    expect(screen.queryByRole('switch', { name: 'AI tự trả lời' })).toBeNull();
  });
});

test('an account whose session is not running is said above the composer', async () => {
  renderThread({ conversation: conversationOf(), running: false });
  expect(screen.getByText('Tài khoản này đang không chạy: hãy bật bot ở trang Tài khoản để trả lời.')).toBeInTheDocument();
});

test('a photo the platform no longer serves says so, with its link', async () => {
  renderThread();
  const photo = await screen.findByAltText('Hình ảnh trong tin nhắn');
  fireEvent.error(photo);
  const link = await screen.findByRole('link', { name: /Ảnh không còn tải được/ });
  expect(link).toHaveAttribute('href', 'https://example.com/hoa-full.jpg');
});

test("the server's copy of a message being sent replaces the 'Đang gửi…' one even before the send answers (a live event was first)", async () => {
  let answer: (value: never) => void = () => {};
  api.send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const { queryClient } = renderThread();
  await screen.findByText('Chị gửi địa chỉ giúp em nhé');
  fireEvent.change(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }), { target: { value: 'Dạ em gửi ngay ạ' } });
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }), { key: 'Enter' });
  expect(await screen.findByText('Đang gửi…')).toBeInTheDocument();
  // The live event's refetch brings the stored copy while the send is still waiting for its answer.
  const stored = messageOf({ id: 'm-new', fromMe: true, source: 'inbox', status: 'SENT', text: 'Dạ em gửi ngay ạ' });
  api.messages.mockResolvedValue(messagePageOf([...sampleMessages, stored]));
  await queryClient.refetchQueries();
  await waitFor(() => expect(screen.getAllByText('Dạ em gửi ngay ạ')).toHaveLength(1));
  expect(screen.queryByText('Đang gửi…')).toBeNull();
  answer({ message: stored } as never);
});
