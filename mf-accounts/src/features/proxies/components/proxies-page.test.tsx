import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, authApi, type ProxyItem, proxiesApi, type WorkspaceRole } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { pageOf, proxyFixture, sampleProxies, statsOf } from '../testing/fixtures';
import { ProxiesPage } from './proxies-page';

const user = setupUser();

jest.setTimeout(60_000);

const networkError = () => new TypeError('Failed to fetch');
let api: Record<'list' | 'stats' | 'create' | 'update' | 'remove' | 'test' | 'importLines', jest.SpyInstance>;

beforeEach(() => {
  api = {
    list: jest.spyOn(proxiesApi, 'list').mockResolvedValue(pageOf(sampleProxies)),
    stats: jest.spyOn(proxiesApi, 'stats').mockResolvedValue(statsOf(sampleProxies)),
    create: jest.spyOn(proxiesApi, 'create').mockResolvedValue(proxyFixture({ id: 'new' })),
    update: jest.spyOn(proxiesApi, 'update').mockImplementation(async (id, input) => ({ ...proxyFixture({ id }), ...(input as object) }) as ProxyItem),
    remove: jest.spyOn(proxiesApi, 'remove').mockImplementation(async (id) => ({ id })),
    test: jest.spyOn(proxiesApi, 'test').mockResolvedValue({ ok: true, latencyMs: 42, target: 'example.com:443' }),
    importLines: jest.spyOn(proxiesApi, 'importLines'),
  };
});
afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.getByRole('article', { name });
const tile = (label: string) => screen.getByRole('group', { name: label });

async function renderPage() {
  const result = renderWithApp(<ProxiesPage />);
  await screen.findByRole('article', { name: 'Proxy Hà Nội 01' });
  return result;
}

const signedInAs = (role: WorkspaceRole) =>
  jest.spyOn(authApi, 'me').mockResolvedValue({
    user: { id: '99999999-9999-4999-8999-000000000009', email: 'nguoi@example.com' },
    workspace: { id: '88888888-8888-4888-8888-000000000008', name: 'Cửa hàng', role, accountIds: role === 'AGENT' ? [] : null },
  });

test('an OWNER or ADMIN adds, pastes, switches, tests, edits and deletes proxies', async () => {
  signedInAs('ADMIN');
  await renderPage();
  expect(await screen.findByRole('button', { name: /Thêm proxy/ })).toBeInTheDocument();
  expect(screen.queryByTestId('proxies-managers-only')).toBeNull();
  const first = card('Proxy Hà Nội 01');
  expect(within(first).getByRole('switch')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: /Xóa/ })).toBeInTheDocument();
});

test('an AGENT who opens the page anyway finds nothing to write: no add, paste, switch, test, edit or delete, and a note why', async () => {
  signedInAs('AGENT');
  await renderPage();
  expect(await screen.findByTestId('proxies-managers-only')).toHaveTextContent('Chỉ chủ sở hữu hoặc quản trị viên mới xem và đổi proxy');
  expect(screen.queryByRole('button', { name: /Thêm proxy|Dán/ })).toBeNull();
  const first = card('Proxy Hà Nội 01');
  expect(within(first).queryByRole('switch')).toBeNull();
  expect(within(first).queryByRole('button', { name: /Kiểm tra|Sửa|Xóa/ })).toBeNull();
});

test('an AGENT sees no "Thêm proxy đầu tiên" in the empty state', async () => {
  signedInAs('AGENT');
  api.list.mockResolvedValue(pageOf([]));
  renderWithApp(<ProxiesPage />);
  await screen.findByTestId('proxies-managers-only');
  expect(await screen.findByText('Chưa có proxy nào')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Thêm proxy đầu tiên/ })).toBeNull();
});

test('title, stat tiles and one card per proxy of the first page', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Quản lý Proxy' })).toBeInTheDocument();
  await waitFor(() => expect(within(tile('Tổng số proxy')).getByText('4')).toBeInTheDocument());
  expect(within(tile('Đang bật')).getByText('3')).toBeInTheDocument();
  expect(within(tile('Đã tắt')).getByText('1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(4);
  expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 12, isActive: undefined });
  expect(within(card('Proxy dự phòng')).queryByRole('button', { name: /Kiểm tra/ })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Phân trang proxy' })).toBeNull();
});

test('the filter asks the server for active or inactive proxies, from the first page', async () => {
  await renderPage();
  await user.click(screen.getByText('Đã tắt', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 12, isActive: false }));
  await user.click(screen.getByText('Đang bật', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 12, isActive: true }));
});

test('previous/next paging, 12 per page', async () => {
  api.list.mockImplementation(async ({ page }: { page: number }) => pageOf(page === 1 ? sampleProxies : [proxyFixture({ id: 'p13', name: 'Proxy 13' })], page, 12, 13));
  await renderPage();
  const pager = screen.getByRole('navigation', { name: 'Phân trang proxy' });
  expect(within(pager).getByText('Trang 1 / 2')).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: /Trang trước/ })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: /Trang sau/ }));
  await screen.findByRole('article', { name: 'Proxy 13' });
  expect(api.list).toHaveBeenLastCalledWith({ page: 2, limit: 12, isActive: undefined });
  expect(within(pager).getByText('Trang 2 / 2')).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: /Trang sau/ })).toBeDisabled();
});

test('empty state with a button that opens the create dialog', async () => {
  api.list.mockResolvedValue(pageOf([]));
  api.stats.mockResolvedValue({ total: 0, active: 0, inactive: 0 });
  renderWithApp(<ProxiesPage />);
  await user.click(await screen.findByRole('button', { name: /Thêm proxy đầu tiên/ }));
  expect(await screen.findByRole('dialog', { name: 'Thêm proxy mới' })).toBeInTheDocument();
});

test.each([
  ['the server text', new ApiError('Lỗi máy chủ', 500), 'Lỗi máy chủ'],
  ['the spec text when the server sent none', new ApiError('', 500), 'Failed to load proxies'],
  ['the network text', networkError(), 'Network error loading proxies'],
])('a failed load shows %s and a retry', async (_name, error, text) => {
  api.list.mockRejectedValueOnce(error);
  renderWithApp(<ProxiesPage />);
  expect(await screen.findByText(text)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Thử lại/ }));
  await screen.findByRole('article', { name: 'Proxy Hà Nội 01' });
});

test('stats that failed to load show — in every tile, not 0', async () => {
  api.stats.mockRejectedValue(new ApiError('Lỗi máy chủ', 500));
  await renderPage();
  await waitFor(() => expect(tile('Tổng số proxy')).toHaveTextContent('—'));
  expect(tile('Đang bật')).toHaveTextContent('—');
  expect(tile('Đã tắt')).toHaveTextContent('—');
  expect(within(tile('Tổng số proxy')).queryByText('0')).toBeNull();
});

describe('create', () => {
  async function submitNewProxy() {
    await user.click(screen.getByRole('button', { name: /Thêm proxy$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm proxy mới' });
    fill(within(dialog).getByLabelText('Tên proxy'), 'Proxy mới');
    fill(within(dialog).getByLabelText('Địa chỉ máy chủ'), '10.0.0.9');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo proxy' }));
    return dialog;
  }

  test('success: toast, dialog closed, list and stats reloaded', async () => {
    await renderPage();
    const listCalls = api.list.mock.calls.length;
    await submitNewProxy();
    expect(await screen.findByText('Proxy created successfully!')).toBeInTheDocument();
    expect(api.create).toHaveBeenCalledWith({ name: 'Proxy mới', scheme: 'http', host: '10.0.0.9', port: 8080 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thêm proxy mới' })).toBeNull());
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(listCalls));
    expect(api.stats.mock.calls.length).toBeGreaterThan(1);
  });

  test.each([
    [new ApiError('Giao thức proxy phải là http, https, socks4 hoặc socks5', 400), 'Failed to create proxy: Giao thức proxy phải là http, https, socks4 hoặc socks5'],
    [networkError(), 'Network error creating proxy'],
  ])('failure keeps the dialog open: %s', async (error, text) => {
    api.create.mockRejectedValueOnce(error);
    await renderPage();
    await submitNewProxy();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Thêm proxy mới' })).toBeInTheDocument();
  });
});

describe('test', () => {
  test('success shows the time it took', async () => {
    await renderPage();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('button', { name: /Kiểm tra/ }));
    expect(await screen.findByText('Proxy hoạt động tốt (42 ms)')).toBeInTheDocument();
    expect(api.test).toHaveBeenCalledWith(sampleProxies[0].id);
  });

  test('a failed test stays on the card after the toast: the cards are read again', async () => {
    api.test.mockRejectedValueOnce(new ApiError('Proxy từ chối kết nối', 200));
    await renderPage();
    const calls = api.list.mock.calls.length;
    const failed = { ok: false, at: '2026-11-26T03:05:00.000Z', latencyMs: 5, error: 'Proxy từ chối kết nối', detail: null };
    api.list.mockResolvedValue(pageOf([{ ...sampleProxies[0], lastTest: failed }, ...sampleProxies.slice(1)]));
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('button', { name: /Kiểm tra/ }));
    expect(await screen.findByText('Proxy test failed: Proxy từ chối kết nối')).toBeInTheDocument();
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(calls));
    expect(await within(card('Proxy Hà Nội 01')).findByText('Không kết nối được')).toBeInTheDocument();
  });

  test.each([
    [new ApiError('Sai tên đăng nhập hoặc mật khẩu proxy', 200), 'Proxy test failed: Sai tên đăng nhập hoặc mật khẩu proxy'],
    [networkError(), 'Network error during proxy test'],
  ])('failure: %s', async (error, text) => {
    api.test.mockRejectedValueOnce(error);
    await renderPage();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('button', { name: /Kiểm tra/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('toggle, edit, delete', () => {
  test('toggling sends isActive and reloads', async () => {
    await renderPage();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('switch'));
    expect(await screen.findByText('Proxy updated successfully!')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith(sampleProxies[0].id, { isActive: false });
    await user.click(within(card('Proxy dự phòng')).getByRole('switch'));
    await waitFor(() => expect(api.update).toHaveBeenLastCalledWith(sampleProxies[2].id, { isActive: true }));
  });

  test.each([
    [new ApiError('Không tìm thấy proxy', 404), 'Failed to update proxy: Không tìm thấy proxy'],
    [networkError(), 'Network error updating proxy'],
  ])('a failed toggle: %s', async (error, text) => {
    api.update.mockRejectedValueOnce(error);
    await renderPage();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('switch'));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('edit sends the changed form with the username the card shows, without an empty password', async () => {
    await renderPage();
    await user.click(within(card('SOCKS5 Sài Gòn')).getByRole('button', { name: /Sửa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa proxy' });
    fill(within(dialog).getByLabelText('Địa chỉ máy chủ'), 'sg2.proxy.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Proxy updated successfully!')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith(sampleProxies[1].id, {
      name: 'SOCKS5 Sài Gòn',
      scheme: 'socks5',
      host: 'sg2.proxy.example.com',
      port: 1080,
      username: 'khach01',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sửa proxy' })).toBeNull());
  });

  test('delete asks first, then deletes', async () => {
    await renderPage();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('button', { name: /Xóa/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Xóa proxy?' });
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Proxy deleted successfully')).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith(sampleProxies[0].id);
  });

  test('delete names the accounts that use the proxy and what becomes of them', async () => {
    api.list.mockResolvedValue(pageOf([{ ...sampleProxies[0], accounts: [{ id: 'a1', displayName: 'Shop A' }, { id: 'a2', displayName: 'Shop B' }] }]));
    await renderPage();
    expect(within(card('Proxy Hà Nội 01')).getByText('Tài khoản dùng (2/5): Shop A, Shop B')).toBeInTheDocument();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('button', { name: /Xóa/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Xóa proxy?' });
    expect(confirm).toHaveTextContent('2 tài khoản đang dùng proxy này (Shop A, Shop B) sẽ kết nối Zalo trực tiếp từ máy chủ, không qua proxy.');
  });

  test('a delete that never reaches the server', async () => {
    api.remove.mockRejectedValueOnce(networkError());
    await renderPage();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('button', { name: /Xóa/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xóa proxy?' })).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Network error deleting proxy')).toBeInTheDocument();
  });
});

describe('many proxies pasted at once', () => {
  const text = ['103.1.2.3:8080:khach01:mk', '103.1.2.4:3128', 'sai-dinh-dang', '103.1.2.3:8080:khach01:khac'].join('\n');

  test('previews the lines as they are typed, sends them with the scheme, and names every refused line with why', async () => {
    api.importLines.mockResolvedValue({
      created: 1,
      rejected: 3,
      lines: [
        { line: 1, status: 'created', proxy: { id: 'n1', name: '103.1.2.3:8080 · khach01' } },
        { line: 2, status: 'rejected', error: 'Đã có proxy này ("Proxy cũ")' },
        { line: 3, status: 'rejected', error: 'Sai định dạng: cần địa chỉ:cổng hoặc địa chỉ:cổng:tên đăng nhập:mật khẩu' },
        { line: 4, status: 'rejected', error: 'Trùng với dòng 1' },
      ],
    });
    await renderPage();
    await user.click(screen.getByRole('button', { name: /Dán nhiều proxy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm nhiều proxy' });
    expect(within(dialog).getByRole('button', { name: 'Chưa có dòng hợp lệ nào để thêm' })).toBeDisabled();
    fill(within(dialog).getByLabelText('Danh sách proxy'), text);
    const preview = within(dialog).getByTestId('paste-preview');
    expect(preview).toHaveTextContent('2 dòng hợp lệ, 2 dòng sẽ không được thêm:');
    expect(preview).toHaveTextContent('Dòng 3: Sai định dạng: cần địa chỉ:cổng hoặc địa chỉ:cổng:tên đăng nhập:mật khẩu');
    expect(preview).toHaveTextContent('Dòng 4: Trùng với dòng 1');
    await user.click(within(dialog).getByText('SOCKS5'));
    await user.click(within(dialog).getByRole('button', { name: 'Thêm 2 proxy' }));
    expect(api.importLines).toHaveBeenCalledWith({ scheme: 'socks5', text });
    const result = await within(dialog).findByTestId('paste-result');
    expect(result).toHaveTextContent('Đã thêm 1 proxy. 3 dòng không được thêm:');
    expect(result).toHaveTextContent('Dòng 2: Đã có proxy này ("Proxy cũ")');
    expect(await screen.findByText('Đã thêm 1 proxy; 3 dòng không được thêm (xem lý do trong hộp thoại)')).toBeInTheDocument();
  });

  test('a paste the server refuses as a whole says why and adds nothing', async () => {
    api.importLines.mockRejectedValue(new ApiError('Tối đa 500 proxy mỗi lần dán', 400));
    await renderPage();
    await user.click(screen.getByRole('button', { name: /Dán nhiều proxy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm nhiều proxy' });
    fill(within(dialog).getByLabelText('Danh sách proxy'), '103.1.2.4:3128');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm 1 proxy' }));
    expect(await within(dialog).findByText('Không thể thêm proxy: Tối đa 500 proxy mỗi lần dán')).toBeInTheDocument();
  });
});
