import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ProxyItem, proxiesApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { pageOf, proxyFixture, sampleProxies, statsOf } from '../testing/fixtures';
import { ProxiesPage } from './proxies-page';

const user = setupUser();

jest.setTimeout(60_000);

const networkError = () => new TypeError('Failed to fetch');
let api: Record<'list' | 'stats' | 'create' | 'update' | 'remove' | 'test', jest.SpyInstance>;

beforeEach(() => {
  api = {
    list: jest.spyOn(proxiesApi, 'list').mockResolvedValue(pageOf(sampleProxies)),
    stats: jest.spyOn(proxiesApi, 'stats').mockResolvedValue(statsOf(sampleProxies)),
    create: jest.spyOn(proxiesApi, 'create').mockResolvedValue(proxyFixture({ id: 'new' })),
    update: jest.spyOn(proxiesApi, 'update').mockImplementation(async (id, input) => ({ ...proxyFixture({ id }), ...(input as object) }) as ProxyItem),
    remove: jest.spyOn(proxiesApi, 'remove').mockImplementation(async (id) => ({ id })),
    test: jest.spyOn(proxiesApi, 'test').mockResolvedValue({ ok: true, latencyMs: 42, target: 'example.com:443' }),
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

test('title, stat tiles and one card per proxy of the first page', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Quản lý Proxy' })).toBeInTheDocument();
  await waitFor(() => expect(within(tile('Tổng số proxy')).getByText('4')).toBeInTheDocument());
  expect(within(tile('Đang hoạt động')).getByText('3')).toBeInTheDocument();
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
  await user.click(screen.getByText('Đang hoạt động', { selector: '.ant-segmented-item-label' }));
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
  expect(tile('Đang hoạt động')).toHaveTextContent('—');
  expect(tile('Đã tắt')).toHaveTextContent('—');
  expect(within(tile('Tổng số proxy')).queryByText('0')).toBeNull();
});

describe('create', () => {
  async function submitNewProxy() {
    await user.click(screen.getByRole('button', { name: /Thêm proxy$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm proxy mới' });
    fill(within(dialog).getByLabelText('Tên proxy'), 'Proxy mới');
    fill(within(dialog).getByLabelText('Host'), '10.0.0.9');
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

  test('edit sends the changed form without empty credentials', async () => {
    await renderPage();
    await user.click(within(card('SOCKS5 Sài Gòn')).getByRole('button', { name: /Sửa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa proxy' });
    fill(within(dialog).getByLabelText('Host'), 'sg2.proxy.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Proxy updated successfully!')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith(sampleProxies[1].id, {
      name: 'SOCKS5 Sài Gòn',
      scheme: 'socks5',
      host: 'sg2.proxy.example.com',
      port: 1080,
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

  test('a delete that never reaches the server', async () => {
    api.remove.mockRejectedValueOnce(networkError());
    await renderPage();
    await user.click(within(card('Proxy Hà Nội 01')).getByRole('button', { name: /Xóa/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xóa proxy?' })).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Network error deleting proxy')).toBeInTheDocument();
  });
});
