import { QueryClient } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { type Account, accountsApi, friendsApi, friendTagsApi } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { FriendsListTab } from './friends-list-tab';

configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });
// antd's table renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const friend = (n: number, tags: Array<{ id: string; name: string; color: string }> = []) => ({
  id: `f${n}`,
  userId: `uid-${n}`,
  globalId: `G${n}`,
  accountId: 'acc-1',
  displayName: `Nguyễn Văn ${n}`,
  zaloName: null,
  avatar: null,
  phone: null,
  isActive: n % 2 === 0,
  lastSyncAt: '2026-11-23T03:00:00.000Z',
  tags,
});
const vip = { id: '7d0c8f3e-6a8b-4a3e-9d5e-1f2a3b4c5d6e', name: 'VIP', color: '#10B981' };

let filtered: jest.SpyInstance;

beforeEach(() => {
  jest.spyOn(friendTagsApi, 'list').mockResolvedValue({ tags: [{ ...vip, description: null, friendCount: 1, accountCount: 1, createdAt: '' }] });
  jest.spyOn(accountsApi, 'list').mockResolvedValue([{ id: 'acc-1', displayName: 'Shop Hà Nội', status: 'ACTIVE' } as Account]);
  filtered = jest.spyOn(friendsApi, 'filtered').mockImplementation(async (query) =>
    (query.tagIds ?? []).length > 0
      ? { friends: [friend(1, [vip])], total: 1, totalAll: 3, activeCount: 1, accountCount: 1 }
      : { friends: [friend(1, [vip]), friend(2), friend(3)], total: 3, totalAll: 3, activeCount: 1, accountCount: 1 },
  );
});
afterEach(() => jest.restoreAllMocks());

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FriendsListTab />
      </ConfigProvider>
    </AppProviders>,
  );
}

test('shows the stored friends with their account, tags and the filtered/total counter, and filters by a tag chip', async () => {
  renderTab();
  expect(await screen.findByText('Nguyễn Văn 3')).toBeInTheDocument();
  expect(screen.getByText('3/3')).toBeInTheDocument();
  expect(await screen.findAllByText('Shop Hà Nội')).not.toHaveLength(0);
  await userEvent.click(screen.getAllByText('VIP')[0]);
  await waitFor(() => expect(screen.getByText('1/3')).toBeInTheDocument());
  expect(screen.queryByText('Nguyễn Văn 3')).not.toBeInTheDocument();
  expect(filtered).toHaveBeenLastCalledWith(expect.objectContaining({ tagIds: [vip.id], offset: '0', limit: '50' }));
  expect(screen.getByRole('button', { name: 'Sync tất cả' })).toBeInTheDocument();
});

test('removing a tag from a row is optimistic and rolls back with the spec text when the call fails', async () => {
  let fail: (error: Error) => void = () => undefined;
  const unassign = jest.spyOn(friendTagsApi, 'unassign').mockImplementation(() => new Promise((_, reject) => (fail = reject)));
  renderTab();
  await userEvent.click(await screen.findByLabelText('Bỏ tag VIP'));
  await waitFor(() => expect(screen.queryByLabelText('Bỏ tag VIP')).not.toBeInTheDocument());
  expect(unassign).toHaveBeenCalledWith({ friendIds: ['f1'], tagIds: [vip.id] });
  fail(new Error('boom'));
  expect(await screen.findByText('Không thể xóa tag')).toBeInTheDocument();
  expect(await screen.findByLabelText('Bỏ tag VIP')).toBeInTheDocument();
});
