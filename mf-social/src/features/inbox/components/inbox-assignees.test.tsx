import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-sdk';
import { pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { AGENT, conversationPageOf, ME, meAs, NOW, sampleConversations } from '../testing/fixtures';
import { mockInboxApiEachTest } from '../testing/inbox-api';
import { InboxPage } from './inbox-page';

jest.setTimeout(60_000);
const user = setupUser();
const api = mockInboxApiEachTest();

const [lan, minh] = sampleConversations;
const list = () => screen.getByRole('list', { name: 'Danh sách hội thoại' });
const header = async (name: string) => within(await screen.findByRole('region', { name: `Tin nhắn với ${name}` })).findByTestId('assignee');

function renderPage(url = '/inbox') {
  return renderWithApp(<InboxPage now={NOW} />, { url, route: '/inbox' });
}

test('"Tất cả", "Của tôi" and "Chưa phân công" ask the server for everyone\'s, the viewer\'s and nobody\'s conversations', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  const filter = screen.getByRole('radiogroup', { name: 'Lọc theo người phụ trách' });
  api.conversations.mockResolvedValue(conversationPageOf([]));
  await user.click(within(filter).getByText('Của tôi'));
  await waitFor(() => expect(api.conversations).toHaveBeenLastCalledWith({ assignee: 'me', page: 1, limit: 30 }));
  expect(await screen.findByText('Chưa có hội thoại nào giao cho bạn')).toBeInTheDocument();
  await user.click(within(filter).getByText('Chưa phân công'));
  await waitFor(() => expect(api.conversations).toHaveBeenLastCalledWith({ assignee: 'none', page: 1, limit: 30 }));
  expect(await screen.findByText('Mọi hội thoại đều đã có người phụ trách')).toBeInTheDocument();
  await user.click(within(filter).getByText('Tất cả'));
  await waitFor(() => expect(api.conversations).toHaveBeenLastCalledWith({ page: 1, limit: 30 }));
});

test('a row names who handles the conversation, when someone does', async () => {
  api.conversations.mockResolvedValue(conversationPageOf([{ ...lan, assignee: { id: AGENT.userId, email: AGENT.email } }, minh]));
  renderPage();
  await screen.findByRole('list', { name: 'Danh sách hội thoại' });
  expect(within(within(list()).getByRole('button', { name: /Nguyễn Thị Lan/ })).getByTestId('row-assignee')).toHaveTextContent('Phụ trách: lan.cskh@example.com');
  expect(within(within(list()).getByRole('button', { name: /Trần Văn Minh/ })).queryByTestId('row-assignee')).toBeNull();
});

test('an OWNER assigns a conversation to any member of the team', async () => {
  renderPage(`/inbox?c=${minh.id}`);
  const assignee = await header('Trần Văn Minh');
  expect(assignee).toHaveTextContent('Chưa phân công');
  await waitFor(() => expect(api.members).toHaveBeenCalled());
  await pick(user, within(assignee).getByRole('combobox', { name: 'Phân công người phụ trách' }), `${AGENT.email} · Nhân viên`);
  await waitFor(() => expect(api.assign).toHaveBeenCalledWith(minh.id, AGENT.userId));
  expect(await screen.findByText('Đã phân công cho lan.cskh@example.com')).toBeInTheDocument();
  // The lists are read again: the filters "Của tôi" and "Chưa phân công" change with it.
  await waitFor(() => expect(api.conversations.mock.calls.length).toBeGreaterThan(1));
});

test('an OWNER gives a handled conversation back to nobody', async () => {
  api.conversations.mockResolvedValue(conversationPageOf([lan, { ...minh, assignee: { id: AGENT.userId, email: AGENT.email } }]));
  renderPage(`/inbox?c=${minh.id}`);
  const assignee = await header('Trần Văn Minh');
  expect(assignee).toHaveTextContent('Phụ trách: lan.cskh@example.com');
  await waitFor(() => expect(api.members).toHaveBeenCalled());
  await pick(user, within(assignee).getByRole('combobox', { name: 'Phân công người phụ trách' }), 'Chưa phân công');
  await waitFor(() => expect(api.assign).toHaveBeenCalledWith(minh.id, null));
  expect(await screen.findByText('Đã bỏ phân công hội thoại')).toBeInTheDocument();
});

test('an AGENT takes an unassigned conversation and gives up their own, never lists the members', async () => {
  api.me.mockResolvedValue(meAs(AGENT));
  renderPage(`/inbox?c=${minh.id}`);
  const assignee = await header('Trần Văn Minh');
  expect(assignee).toHaveTextContent('Chưa phân công');
  expect(within(assignee).queryByRole('combobox')).toBeNull();
  await user.click(await within(assignee).findByRole('button', { name: 'Nhận xử lý' }));
  await waitFor(() => expect(api.assign).toHaveBeenCalledWith(minh.id, AGENT.userId));
  expect(await screen.findByText('Bạn đã nhận xử lý hội thoại này')).toBeInTheDocument();
  expect(api.members).not.toHaveBeenCalled();
});

test("an AGENT's own conversation offers 'Bỏ nhận'; one someone else handles offers nothing", async () => {
  api.me.mockResolvedValue(meAs(AGENT));
  api.conversations.mockResolvedValue(
    conversationPageOf([{ ...lan, assignee: { id: ME.userId, email: ME.email } }, { ...minh, assignee: { id: AGENT.userId, email: AGENT.email } }]),
  );
  const { unmount } = renderPage(`/inbox?c=${minh.id}`);
  const own = await header('Trần Văn Minh');
  await waitFor(() => expect(own).toHaveTextContent('Phụ trách: lan.cskh@example.com (bạn)'));
  await user.click(within(own).getByRole('button', { name: 'Bỏ nhận' }));
  await waitFor(() => expect(api.assign).toHaveBeenCalledWith(minh.id, null));
  expect(await screen.findByText('Bạn đã bỏ nhận hội thoại này')).toBeInTheDocument();
  unmount();

  renderPage(`/inbox?c=${lan.id}`);
  const other = await header('Nguyễn Thị Lan');
  expect(other).toHaveTextContent('Phụ trách: chu.shop@example.com');
  expect(within(other).queryByRole('button')).toBeNull();
});

test('a refused assignment says why', async () => {
  api.me.mockResolvedValue(meAs(AGENT));
  api.assign.mockRejectedValue(new ApiError('Hội thoại đã có người phụ trách', 409));
  renderPage(`/inbox?c=${minh.id}`);
  await user.click(await within(await header('Trần Văn Minh')).findByRole('button', { name: 'Nhận xử lý' }));
  expect(await screen.findByText('Hội thoại đã có người phụ trách')).toBeInTheDocument();
});
