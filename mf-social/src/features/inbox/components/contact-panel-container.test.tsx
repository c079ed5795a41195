import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, DNC_MESSAGES, friendTagsApi, inboxApi } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { friendOf, sampleConversations } from '../testing/fixtures';
import { mockInboxApiEachTest } from '../testing/inbox-api';
import { ContactPanelContainer } from './contact-panel-container';

jest.setTimeout(60_000);
const user = setupUser();
const api = mockInboxApiEachTest();

const panel = () => screen.getByRole('region', { name: 'Thông tin liên hệ' });

test("a friend: who, through which account, the jobs that reached them, the friend's tags", async () => {
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  expect(await within(panel()).findByText('Bạn bè')).toBeInTheDocument();
  expect(within(panel()).getByText('Shop Hoa Tươi')).toBeInTheDocument();
  expect(within(panel()).getByText('0912345678')).toBeInTheDocument();
  expect(within(panel()).getByText('Khách quen')).toBeInTheDocument();
  const jobs = await within(panel()).findByRole('list', { name: 'Công việc đã gửi đến người này' });
  expect(within(jobs).getByText('Chào chị Lan, shop có hoa mới về ạ')).toBeInTheDocument();
  expect(api.friends).toHaveBeenCalledWith(sampleConversations[0].accountId);
  expect(api.contact).toHaveBeenCalledWith(sampleConversations[0].id);
});

test('the jobs come from the server, also those whose messages are not in the loaded part of the thread', async () => {
  api.contact.mockResolvedValue({
    jobs: [
      { jobId: 'j-9', at: '2026-03-12T08:00:00Z', text: 'Tuần này giảm 20% hoa cưới' },
      { jobId: 'j-1', at: '2026-03-11T08:00:00Z', text: 'Chào chị Lan, shop có hoa mới về ạ' },
    ],
    doNotContact: false,
  });
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  const jobs = await within(panel()).findByRole('list', { name: 'Công việc đã gửi đến người này' });
  await within(jobs).findByText('Tuần này giảm 20% hoa cưới');
  expect(within(jobs).getAllByRole('listitem')).toHaveLength(2);
});

test('a friend already on the do-not-contact list: said so, not offered again', async () => {
  api.contact.mockResolvedValue({ jobs: [], doNotContact: true });
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  expect(await within(panel()).findByText('Người này đã nằm trong danh sách không liên hệ')).toBeInTheDocument();
  expect(within(panel()).queryByRole('button', { name: /Thêm vào danh sách không liên hệ/ })).toBeNull();
});

test('tags are added and removed with the friend-tag mechanism', async () => {
  const assign = jest.spyOn(friendTagsApi, 'assign').mockResolvedValue({ assigned: 1, friendCount: 1, tagCount: 1 });
  const unassign = jest.spyOn(friendTagsApi, 'unassign').mockResolvedValue({ unassigned: 1 });
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  await user.click(await within(panel()).findByRole('button', { name: 'Bỏ tag Khách quen' }));
  await waitFor(() => expect(unassign).toHaveBeenCalledWith({ friendIds: [friendOf().id], tagIds: ['t-1'] }));
  expect(await screen.findByText('Đã xóa tag thành công!')).toBeInTheDocument();
  await user.click(within(panel()).getByRole('button', { name: /Thêm tag/ }));
  await user.click(await screen.findByText('Khách VIP'));
  await waitFor(() => expect(assign).toHaveBeenCalledWith({ friendIds: [friendOf().id], tagIds: ['t-2'] }));
  // The friends list is read again so every page shows the new tags.
  await waitFor(() => expect(api.friends.mock.calls.length).toBeGreaterThan(1));
});

test('"Thêm vào danh sách không liên hệ" asks first, then lists the friend', async () => {
  const add = jest.spyOn(inboxApi, 'addToDoNotContact').mockResolvedValue({ added: 1, alreadyListed: 0 });
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  await user.click(await within(panel()).findByRole('button', { name: /Thêm vào danh sách không liên hệ/ }));
  expect(add).not.toHaveBeenCalled();
  await user.click(await screen.findByRole('button', { name: 'Thêm' }));
  await waitFor(() => expect(add).toHaveBeenCalledWith(sampleConversations[0].id));
  expect(await screen.findByText('Đã thêm vào danh sách không liên hệ')).toBeInTheDocument();
  // The panel reads the contact again and says the person is listed.
  api.contact.mockResolvedValue({ jobs: [], doNotContact: true });
  await waitFor(() => expect(api.contact.mock.calls.length).toBeGreaterThan(1));
});

test('already on the list: said so', async () => {
  jest.spyOn(inboxApi, 'addToDoNotContact').mockResolvedValue({ added: 0, alreadyListed: 1 });
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  await user.click(await within(panel()).findByRole('button', { name: /Thêm vào danh sách không liên hệ/ }));
  await user.click(await screen.findByRole('button', { name: 'Thêm' }));
  expect(await screen.findByText('Người này đã nằm trong danh sách không liên hệ')).toBeInTheDocument();
});

test('a stranger: no tags to edit, and listed like a friend (the server asks Zalo who they are)', async () => {
  api.friends.mockResolvedValue({ friends: [] });
  const add = jest.spyOn(inboxApi, 'addToDoNotContact').mockResolvedValue({ added: 1, alreadyListed: 0 });
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  expect(await within(panel()).findByText('Người lạ')).toBeInTheDocument();
  expect(within(panel()).getByText('Chỉ gắn tag được cho bạn bè đã đồng bộ')).toBeInTheDocument();
  await user.click(within(panel()).getByRole('button', { name: /Thêm vào danh sách không liên hệ/ }));
  await user.click(await screen.findByRole('button', { name: 'Thêm' }));
  await waitFor(() => expect(add).toHaveBeenCalledWith(sampleConversations[0].id));
  expect(await screen.findByText('Đã thêm vào danh sách không liên hệ')).toBeInTheDocument();
});

test('a contact Zalo cannot identify: the server says why and nothing is listed', async () => {
  api.friends.mockResolvedValue({ friends: [] });
  jest.spyOn(inboxApi, 'addToDoNotContact').mockRejectedValue(new ApiError(DNC_MESSAGES.contactUnidentified, 400));
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  await user.click(await within(panel()).findByRole('button', { name: /Thêm vào danh sách không liên hệ/ }));
  await user.click(await screen.findByRole('button', { name: 'Thêm' }));
  expect(await screen.findByText(DNC_MESSAGES.contactUnidentified)).toBeInTheDocument();
});

test('a group: no friend lookup, tags or do-not-contact', async () => {
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[2]} />);
  expect(within(panel()).getByText('Nhóm chat')).toBeInTheDocument();
  expect(within(panel()).queryByText('Tag')).toBeNull();
  expect(api.friends).not.toHaveBeenCalled();
});

test('no friend tag exists yet: where to make one', async () => {
  api.tags.mockResolvedValue({ tags: [] });
  renderWithApp(<ContactPanelContainer conversation={sampleConversations[0]} />);
  expect(await within(panel()).findByRole('link', { name: 'Chưa có tag nào: tạo tag ở trang Quản lý bạn bè' })).toHaveAttribute('href', '/friends');
  expect(within(panel()).queryByRole('button', { name: /Thêm tag/ })).toBeNull();
});
