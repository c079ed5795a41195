import { screen, waitFor } from '@testing-library/react';
import { ApiError, groupTagsApi, jobsApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { filteredOf, groupAccounts, groupFixture, sampleTags } from '../testing/fixtures';
import { TagSendWizard } from './tag-send-wizard';

jest.setTimeout(60_000);
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async () => ({
    FeatureGate: ({ children }: { children: React.ReactNode }) => children,
    ProGate: ({ children }: { children: React.ReactNode }) => children,
  }),
}));

const user = setupUser();
const twelve = Array.from({ length: 12 }, (_, index) => groupFixture({ id: `r${index}`, groupId: `g${index}`, name: `Nhóm ${index + 1}` }));
let filtered: jest.SpyInstance;
let send: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(groupTagsApi, 'list').mockResolvedValue({ tags: sampleTags });
  filtered = jest.spyOn(groupTagsApi, 'filteredGroups').mockImplementation(async (query) =>
    query.tagIds?.includes('tag-new') ? filteredOf([], 0) : filteredOf(twelve.slice(0, 10), 12),
  );
  send = jest.spyOn(jobsApi, 'bulkGroupsByTags').mockResolvedValue({ jobs: [] });
});
afterEach(() => jest.restoreAllMocks());

const next = () => screen.getByRole('button', { name: 'Tiếp theo' });

async function chooseVip() {
  renderWithApp(<TagSendWizard accounts={groupAccounts} onClose={() => undefined} />, { url: '/groups' });
  await user.click(await screen.findByText('VIP (2)'));
  expect(await screen.findByText('12 nhóm có tag đã chọn')).toBeInTheDocument();
}

test('a tag without groups cannot go on; the prompt says "nhóm tag" as the spec writes it', async () => {
  renderWithApp(<TagSendWizard accounts={groupAccounts} onClose={() => undefined} />);
  expect(await screen.findByText('Vui lòng chọn ít nhất một nhóm tag: mọi nhóm mang một trong các tag đã chọn sẽ nhận tin.')).toBeInTheDocument();
  expect(next()).toBeDisabled();
  await user.click(await screen.findByText('Mới (0)'));
  expect(await screen.findByText('Không tìm thấy nhóm nào có tag được chọn')).toBeInTheDocument();
  expect(next()).toBeDisabled();
});

test('preview of 10, compose with the safe 60/120 and schedule unsupported, confirm of 5, then the jobs list', async () => {
  await chooseVip();
  expect(filtered).toHaveBeenLastCalledWith({ tagIds: ['tag-vip'], limit: '10' });
  expect(screen.getByText('Nhóm 10 · Shop Hoa Tươi')).toBeInTheDocument();
  expect(screen.getByText('và 2 nhóm khác')).toBeInTheDocument();
  await user.click(next());
  expect(screen.getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' })).toHaveValue('60');
  expect(screen.getByRole('spinbutton', { name: 'Độ trễ tối đa (giây)' })).toHaveValue('120');
  expect(screen.getByText(/\{ten\} là tên nhóm/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Theo lịch (chưa hỗ trợ)' })).toBeDisabled();
  expect(screen.getByText('Vui lòng nhập tin nhắn hoặc chọn file đính kèm')).toBeInTheDocument();
  expect(next()).toBeDisabled();
  fill(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Ưu đãi cho khách VIP');
  await user.click(next());
  expect(screen.getByText('Nhóm 5')).toBeInTheDocument();
  expect(screen.queryByText('Nhóm 6')).toBeNull();
  expect(screen.getByText('và 7 nhóm khác')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  expect(send).toHaveBeenCalledWith({ accountId: groupAccounts[0].id, tagIds: ['tag-vip'], message: 'Ưu đãi cho khách VIP', attachments: [], delayMin: 60, delayMax: 120, executeImmediately: true });
});

test('a failed send shows the server text and stays', async () => {
  send.mockRejectedValueOnce(new ApiError('Tính năng này cần gói Pro', 403));
  await chooseVip();
  await user.click(next());
  fill(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào');
  await user.click(next());
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  expect(await screen.findAllByText('Tính năng này cần gói Pro')).not.toHaveLength(0);
  expect(screen.getByTestId('location')).toHaveTextContent('/groups');
});
