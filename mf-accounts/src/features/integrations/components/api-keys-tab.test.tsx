import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, apiKeysApi, queryKeys, webhooksApi } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser, testQueryClient } from 'shared-sdk/testing';
import { apiKeyOf, integrationAccounts, sampleApiKeys, workspaceAs } from '../testing/fixtures';
import dayjs from 'dayjs';
import { expiryOf } from './api-key-fields';
import { changesOf } from './edit-api-key-dialog';
import { IntegrationsPage } from './integrations-page';

const user = setupUser();
jest.setTimeout(60_000);

let api: Record<'list' | 'create' | 'revoke' | 'update', jest.SpyInstance>;

beforeEach(() => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue(integrationAccounts);
  jest.spyOn(webhooksApi, 'list').mockResolvedValue([]);
  api = {
    list: jest.spyOn(apiKeysApi, 'list').mockResolvedValue({ apiKeys: sampleApiKeys }),
    create: jest.spyOn(apiKeysApi, 'create').mockImplementation(async (input) => ({
      apiKey: apiKeyOf({ ...input, id: 'new', prefix: 'zmk_Qw3rTy12', lastUsedAt: null, lastUsedIp: null, key: 'zmk_Qw3rTy12secretpartofthekey' }),
    })),
    revoke: jest.spyOn(apiKeysApi, 'revoke').mockImplementation(async (id) => ({ apiKey: apiKeyOf({ id, status: 'REVOKED' }) })),
    update: jest.spyOn(apiKeysApi, 'update').mockImplementation(async (id) => ({ apiKey: apiKeyOf({ id }) })),
  };
});
afterEach(() => jest.restoreAllMocks());

async function renderPage(url = '/integrations') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.auth.me(), { user: { id: 'u1', email: 'an@example.com' }, workspace: workspaceAs('OWNER') });
  const result = renderWithApp(<IntegrationsPage />, { queryClient, url });
  return result;
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('the keys: name and prefix, scope, accounts by name or "Mọi tài khoản", creator, last use with IP or "Chưa dùng", expiry, status; a revoked key has no "Thu hồi"', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Tích hợp' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Khóa API', selected: true })).toBeInTheDocument();
  await screen.findByText('Bảng tính bán hàng');
  const first = row('Bảng tính bán hàng');
  expect(within(first).getByText('zmk_ab12cd34…')).toBeInTheDocument();
  expect(within(first).getByText('Chỉ đọc')).toBeInTheDocument();
  expect(within(first).getByText('Mọi tài khoản')).toBeInTheDocument();
  expect(within(first).getByText('an@example.com')).toBeInTheDocument();
  expect(within(first).getByText('20/11/2026')).toBeInTheDocument();
  expect(within(first).getByText('26/11/2026 14:15')).toBeInTheDocument();
  expect(within(first).getByText('IP 203.0.113.7')).toBeInTheDocument();
  expect(within(first).getByText('Không hết hạn')).toBeInTheDocument();
  expect(within(first).getByText('Hoạt động')).toBeInTheDocument();

  const second = row('CRM');
  expect(within(second).getByText('Đọc và ghi')).toBeInTheDocument();
  await waitFor(() => expect(within(second).getByText('CSKH')).toBeInTheDocument());
  expect(within(second).getByText('Chưa dùng')).toBeInTheDocument();
  expect(within(second).getByText('31/12/2026')).toBeInTheDocument();

  const revoked = row('Thử nghiệm cũ');
  expect(within(revoked).getByText('Đã thu hồi')).toBeInTheDocument();
  expect(within(revoked).queryByRole('button', { name: /Thu hồi/ })).toBeNull();
  expect(screen.queryByText(/k0000000/)).toBeNull();
});

test('a key past its expiry says "Hết hạn" and can still be revoked', async () => {
  api.list.mockResolvedValue({ apiKeys: [apiKeyOf({ name: 'Cũ', status: 'EXPIRED', expiresAt: '2026-10-31T16:59:00.000Z' })] });
  await renderPage();
  const expired = (await screen.findByText('Cũ')).closest('tr') as HTMLElement;
  expect(within(expired).getByText('Hết hạn')).toBeInTheDocument();
  expect(within(expired).getByText('31/10/2026')).toBeInTheDocument();
  expect(within(expired).getByRole('button', { name: 'Thu hồi khóa Cũ' })).toBeInTheDocument();
});

test('no key yet: what a key is for, and the button to make one', async () => {
  api.list.mockResolvedValue({ apiKeys: [] });
  await renderPage();
  expect(await screen.findByText('Chưa có khóa API nào')).toBeInTheDocument();
  expect(screen.getByText(/đọc tài khoản, bạn bè, công việc và gửi tin qua API/)).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Tạo khóa API/ })).toHaveLength(2);
});

test('creating a key: the name is required; the answer’s key is shown once with "Sao chép", the warning and a curl call using it', async () => {
  await renderPage();
  await screen.findByText('Bảng tính bán hàng');
  await user.click(screen.getAllByRole('button', { name: /Tạo khóa API/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Tạo khóa API' });
  await user.click(within(dialog).getByRole('button', { name: 'Tạo khóa' }));
  expect(await within(dialog).findByText('Hãy đặt tên cho khóa API')).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();

  fill(within(dialog).getByLabelText('Tên'), '  Shop backend  ');
  await user.click(within(dialog).getByText('Đọc và ghi'));
  expect(within(dialog).getByText(/Xem và thay đổi: gửi tin, tạo công việc/)).toBeInTheDocument();
  await pick(user, within(dialog).getByRole('combobox', { name: /Tài khoản Zalo/ }), 'CSKH');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo khóa' }));
  await waitFor(() =>
    expect(api.create).toHaveBeenCalledWith({ name: 'Shop backend', scope: 'write', accountIds: [integrationAccounts[1].id], expiresAt: null }),
  );

  const shown = await screen.findByRole('dialog', { name: 'Khóa API của bạn' });
  expect(within(shown).getByLabelText('Khóa API')).toHaveValue('zmk_Qw3rTy12secretpartofthekey');
  expect(within(shown).getByText(/sẽ không được hiển thị lại/)).toBeInTheDocument();
  expect(within(shown).getByLabelText('Thử gọi API bằng khóa này')).toHaveValue(
    `curl -H "Authorization: Bearer zmk_Qw3rTy12secretpartofthekey" ${window.location.origin}/api/v1/accounts`,
  );
  expect(within(shown).getByRole('button', { name: 'Sao chép: Khóa API' })).toBeInTheDocument();
});

test('a refused creation shows the server’s reason in the dialog', async () => {
  api.create.mockRejectedValueOnce(new ApiError('Ngày hết hạn phải ở tương lai', 400));
  await renderPage();
  await screen.findByText('Bảng tính bán hàng');
  await user.click(screen.getAllByRole('button', { name: /Tạo khóa API/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Tạo khóa API' });
  fill(within(dialog).getByLabelText('Tên'), 'Sheet');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo khóa' }));
  expect(await within(dialog).findByText('Ngày hết hạn phải ở tương lai')).toBeInTheDocument();
});

test('revoking asks first and says apps using the key stop at once', async () => {
  await renderPage();
  await screen.findByText('Bảng tính bán hàng');
  await user.click(within(row('Bảng tính bán hàng')).getByRole('button', { name: 'Thu hồi khóa Bảng tính bán hàng' }));
  expect((await screen.findAllByText('Thu hồi khóa API "Bảng tính bán hàng"?')).length).toBeGreaterThan(0);
  expect(screen.getByText(/bị từ chối ngay từ yêu cầu kế tiếp/)).toBeInTheDocument();
  expect(api.revoke).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Thu hồi' }));
  await waitFor(() => expect(api.revoke).toHaveBeenCalledWith(sampleApiKeys[0].id));
});

test('a paused key says so and offers "Bật lại"; a working one "Tạm dừng"; a revoked one no action at all', async () => {
  await renderPage();
  await screen.findByText('n8n');
  const paused = row('n8n');
  expect(within(paused).getByText('Đang tạm dừng')).toBeInTheDocument();
  await user.click(within(paused).getByRole('button', { name: 'Bật lại khóa n8n' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(sampleApiKeys[2].id, { paused: false }));
  expect(await screen.findByText('Đã bật lại khóa API')).toBeInTheDocument();

  await user.click(within(row('Bảng tính bán hàng')).getByRole('button', { name: 'Tạm dừng khóa Bảng tính bán hàng' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(sampleApiKeys[0].id, { paused: true }));
  expect(await screen.findByText(/Đã tạm dừng khóa API/)).toBeInTheDocument();

  const revoked = row('Thử nghiệm cũ');
  expect(within(revoked).queryAllByRole('button')).toEqual([]);
});

test('editing a key: the dialog is filled in, only what changed is sent, and a refusal stays in the dialog', async () => {
  await renderPage();
  await screen.findByText('CRM');
  await user.click(within(row('CRM')).getByRole('button', { name: 'Sửa khóa CRM' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sửa khóa API' });
  expect(within(dialog).getByLabelText('Tên')).toHaveValue('CRM');
  expect(within(dialog).getByRole('radio', { name: 'Đọc và ghi' })).toBeChecked();
  expect(within(dialog).getByText('CSKH')).toBeInTheDocument();
  expect(within(dialog).getByPlaceholderText('Không hết hạn')).toHaveValue('31/12/2026');
  expect(within(dialog).getByText(/Chuỗi khóa giữ nguyên/)).toBeInTheDocument();

  api.update.mockRejectedValueOnce(new ApiError('Có tài khoản Zalo không thuộc không gian làm việc này', 400));
  fill(within(dialog).getByLabelText('Tên'), 'CRM mới');
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  expect(await within(dialog).findByText('Có tài khoản Zalo không thuộc không gian làm việc này')).toBeInTheDocument();
  expect(api.update).toHaveBeenLastCalledWith(sampleApiKeys[1].id, { name: 'CRM mới' });

  await user.click(within(dialog).getByText('Chỉ đọc'));
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  await waitFor(() => expect(api.update).toHaveBeenLastCalledWith(sampleApiKeys[1].id, { name: 'CRM mới', scope: 'read' }));
  expect(await screen.findByText('Đã lưu khóa API')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sửa khóa API' })).toBeNull());
});

test('an edit sends only what changed: an expired key renamed keeps its past expiry out of the request', () => {
  const expired = apiKeyOf({ name: 'Cũ', status: 'EXPIRED', expiresAt: '2026-10-31T16:59:00.000Z', accountIds: [integrationAccounts[0].id] });
  const same = { name: 'Cũ', scope: expired.scope, accountIds: [integrationAccounts[0].id], expiresOn: dayjs('2026-10-31') };
  expect(changesOf(expired, same)).toEqual({});
  expect(changesOf(expired, { ...same, name: ' Mới ' })).toEqual({ name: 'Mới' });
  expect(changesOf(expired, { ...same, accountIds: [], expiresOn: null })).toEqual({ accountIds: null, expiresAt: null });
  expect(changesOf(expired, { ...same, expiresOn: dayjs('2027-01-15') })).toEqual({ expiresAt: '2027-01-15T16:59:00.000Z' });
});

test('a load failure says the server’s reason with "Thử lại"', async () => {
  api.list.mockRejectedValue(new ApiError('Bạn không có quyền thực hiện thao tác này', 403));
  await renderPage();
  expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
});

describe('at phone width (390 px)', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    // antd's xs breakpoint is (max-width: 575px): a phone matches it.
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 575') })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  test('every key is a card with its prefix, scope and accounts, last use, creator and dates, and its actions', async () => {
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Danh sách khóa API' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second, paused, revoked] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('zmk_ab12cd34…')).toBeInTheDocument();
    expect(within(first).getByText('Chỉ đọc · Mọi tài khoản')).toBeInTheDocument();
    expect(within(first).getByText('Dùng lần cuối: 26/11/2026 14:15 · IP 203.0.113.7')).toBeInTheDocument();
    expect(within(first).getByText('Tạo bởi an@example.com · Tạo ngày 20/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(within(second).getByText('Đọc và ghi · CSKH')).toBeInTheDocument());
    expect(within(second).getByText('Tạo bởi an@example.com · Tạo ngày 20/11/2026 · Hết hạn 31/12/2026')).toBeInTheDocument();
    expect(within(paused).getByText('Đang tạm dừng')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: 'Bật lại khóa n8n' })).toBeInTheDocument();
    expect(within(revoked).getByText('Đã thu hồi')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Sửa khóa Bảng tính bán hàng' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Tạm dừng khóa Bảng tính bán hàng' })).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Thu hồi khóa Bảng tính bán hàng' }));
    await user.click(await screen.findByRole('button', { name: 'Thu hồi' }));
    await waitFor(() => expect(api.revoke).toHaveBeenCalledWith(sampleApiKeys[0].id));
  });
});

test('an expiry day is the last minute of that Vietnamese day; none is no expiry', () => {
  expect(expiryOf(dayjs('2026-12-31'))).toBe('2026-12-31T16:59:00.000Z');
  expect(expiryOf(null)).toBeNull();
});
