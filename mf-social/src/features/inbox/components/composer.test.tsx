import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type InboxMessage } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { accountOf } from 'shared-sdk/testing/data';
import { messageOf, messagePageOf, NOW, sampleConversations, sampleMessages } from '../testing/fixtures';
import { mockInboxApiEachTest } from '../testing/inbox-api';
import { ThreadPanel } from './thread-panel';

jest.setTimeout(60_000);
const user = setupUser();
const api = mockInboxApiEachTest();
const conversation = sampleConversations[0];
let stored: InboxMessage[];

beforeEach(() => {
  // The server keeps what it sent: the thread's next read has it.
  stored = [...sampleMessages];
  api.messages.mockImplementation(async () => messagePageOf([...stored]));
  api.send.mockImplementation(async (_id, input) => {
    const message = messageOf({ id: `m-sent-${stored.length}`, fromMe: true, source: 'inbox', status: 'SENT', text: input.text, at: '2026-03-12T03:00:00Z' });
    stored.push(message);
    return { message };
  });
});

async function renderComposer() {
  renderWithApp(<ThreadPanel conversation={conversation} account={accountOf()} running contactOpen={false} onToggleContact={() => {}} now={NOW} />);
  await screen.findByText('Chị gửi địa chỉ giúp em nhé');
  return screen.getByRole('textbox', { name: 'Nội dung tin nhắn' });
}

test('Enter sends, the box empties and the message appears in the thread', async () => {
  const box = await renderComposer();
  await user.click(box);
  await user.keyboard('Dạ còn ạ{Enter}');
  await waitFor(() => expect(api.send).toHaveBeenCalledWith(conversation.id, { text: 'Dạ còn ạ' }));
  expect(box).toHaveValue('');
  const log = screen.getByRole('log', { name: 'Tin nhắn' });
  expect(await within(log).findByText('Dạ còn ạ')).toBeInTheDocument();
});

test('Shift+Enter starts a new line and sends nothing; a word being composed by an input method is not sent', async () => {
  const box = await renderComposer();
  await user.click(box);
  await user.keyboard('Dòng một{Shift>}{Enter}{/Shift}Dòng hai');
  expect(box).toHaveValue('Dòng một\nDòng hai');
  fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
  expect(api.send).not.toHaveBeenCalled();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(api.send).toHaveBeenCalledWith(conversation.id, { text: 'Dòng một\nDòng hai' }));
});

test('an empty message is not sent and says why', async () => {
  const box = await renderComposer();
  await user.click(box);
  await user.keyboard('   {Enter}');
  expect(await screen.findByText('Hãy nhập nội dung hoặc chọn ảnh')).toBeInTheDocument();
  expect(api.send).not.toHaveBeenCalled();
});

test("template variables are previewed and sent filled with this contact's names", async () => {
  const box = await renderComposer();
  fill(box, 'Chào {ten}, {tai_khoan} xin cảm ơn');
  expect(screen.getByTestId('template-preview-text')).toHaveTextContent('Chào Nguyễn Thị Lan, Shop Hoa Tươi xin cảm ơn');
  await user.click(screen.getByRole('button', { name: /Gửi$/ }));
  await waitFor(() => expect(api.send).toHaveBeenCalledWith(conversation.id, { text: 'Chào Nguyễn Thị Lan, Shop Hoa Tươi xin cảm ơn' }));
});

test('a variable from the menu goes into the box', async () => {
  const box = await renderComposer();
  await user.click(screen.getByRole('button', { name: /Chèn biến/ }));
  await user.click(await screen.findByText('Tên người nhận {ten}'));
  expect(box).toHaveValue('{ten}');
});

test('a template error is shown and nothing is sent', async () => {
  const box = await renderComposer();
  fill(box, 'Chào {abc}');
  await user.click(screen.getByRole('button', { name: /Gửi$/ }));
  expect(screen.getByText(/^Biến không hợp lệ: \{abc\}/)).toHaveAttribute('role', 'alert');
  expect(api.send).not.toHaveBeenCalled();
});

test('no connection: the text comes back to the box', async () => {
  api.send.mockRejectedValue(new TypeError('Failed to fetch'));
  const box = await renderComposer();
  fill(box, 'Em gửi chị báo giá');
  await user.click(screen.getByRole('button', { name: /Gửi$/ }));
  expect(await screen.findByText(/mất kết nối tới máy chủ/)).toBeInTheDocument();
  await waitFor(() => expect(box).toHaveValue('Em gửi chị báo giá'));
});

test('refused input (400): the server says why and the text comes back', async () => {
  api.send.mockRejectedValue(new ApiError('Tin nhắn tối đa 2000 ký tự', 400));
  const box = await renderComposer();
  fill(box, 'Một tin nhắn');
  await user.click(screen.getByRole('button', { name: /Gửi$/ }));
  expect(await screen.findByText('Tin nhắn tối đa 2000 ký tự')).toBeInTheDocument();
  await waitFor(() => expect(box).toHaveValue('Một tin nhắn'));
});

test('refused by Zalo: the reason is said and the failed message stays in the thread, not in the box', async () => {
  const box = await renderComposer();
  api.send.mockImplementation(async (_id, input) => {
    // The server keeps the refused message FAILED before it answers.
    stored.push(messageOf({ id: 'm-refused', fromMe: true, source: 'inbox', status: 'FAILED', text: input.text, error: { code: 123, message: 'Người này không nhận tin nhắn từ người lạ' } }));
    throw new ApiError('Người này không nhận tin nhắn từ người lạ', 400);
  });
  fill(box, 'Một tin nhắn');
  await user.click(screen.getByRole('button', { name: /Gửi$/ }));
  expect(await screen.findByText('Người này không nhận tin nhắn từ người lạ', { selector: '.ant-message *' })).toBeInTheDocument();
  const failed = await screen.findByText('Gửi thất bại: Người này không nhận tin nhắn từ người lạ');
  expect(within(failed.closest('[role="article"]') as HTMLElement).getByRole('button', { name: 'Gửi lại' })).toBeInTheDocument();
  expect(box).toHaveValue('');
});

test('images are sent as data URLs with their names', async () => {
  await renderComposer();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['png-bytes'], 'hoa.png', { type: 'image/png' });
  await user.upload(input, file);
  expect(await screen.findByText('hoa.png')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Gửi$/ }));
  await waitFor(() =>
    expect(api.send).toHaveBeenCalledWith(conversation.id, { text: '', attachments: [{ name: 'hoa.png', dataUrl: expect.stringMatching(/^data:image\/png;base64,/) }] }),
  );
});
