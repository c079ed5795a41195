import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, authApi, doNotContactApi, friendsApi, type WorkspaceRole } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { countsOf, entryFixture, pageOf, sampleEntries } from '../testing/fixtures';
import { DoNotContactPage } from './do-not-contact-page';

const user = setupUser();

jest.setTimeout(60_000);

let api: Record<'list' | 'counts' | 'settings' | 'add' | 'importFile' | 'remove' | 'saveSettings', jest.SpyInstance>;

beforeEach(() => {
  api = {
    list: jest.spyOn(doNotContactApi, 'list').mockResolvedValue(pageOf(sampleEntries)),
    counts: jest.spyOn(doNotContactApi, 'counts').mockResolvedValue(countsOf(sampleEntries)),
    settings: jest.spyOn(doNotContactApi, 'settings').mockResolvedValue({ optOutWords: ['hủy', 'không nhận', 'stop'] }),
    add: jest.spyOn(doNotContactApi, 'add').mockResolvedValue({ added: 1, alreadyListed: 0 }),
    importFile: jest.spyOn(doNotContactApi, 'importFile').mockResolvedValue({ added: 2, alreadyListed: 1, totalRows: 5, invalidCount: 2 }),
    remove: jest.spyOn(doNotContactApi, 'remove').mockImplementation(async (id) => ({ id })),
    saveSettings: jest.spyOn(doNotContactApi, 'saveSettings').mockImplementation(async (input) => input),
  };
});
afterEach(() => jest.restoreAllMocks());

const table = () => screen.getByRole('table');
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function renderPage() {
  renderWithApp(<DoNotContactPage />);
  await screen.findByText('Nguyễn Thị Lan');
}

test('lists the entries with their kind, source and the time they were added in Vietnam, and the counts', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Danh sách không liên hệ' })).toBeInTheDocument();
  expect(within(row('Nguyễn Thị Lan')).getByText('Tự hủy nhận')).toBeInTheDocument();
  expect(within(row('Nguyễn Thị Lan')).getByText('Người dùng Zalo')).toBeInTheDocument();
  expect(within(row('0912345678')).getByText('Nhập Excel')).toBeInTheDocument();
  expect(within(row('0912345678')).getByText('Số điện thoại')).toBeInTheDocument();
  // 02:30 UTC is 09:30 in Vietnam.
  expect(within(row('0912345678')).getByText('02/03/2026 09:30')).toBeInTheDocument();
  expect(table().querySelectorAll('tr[data-row-key]')).toHaveLength(3);
  expect(await screen.findByText('3 mục: 1 số điện thoại, 2 người dùng Zalo')).toBeInTheDocument();
  expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 20, search: undefined, source: undefined });
});

test('search and the source filter ask the server from the first page', async () => {
  await renderPage();
  await user.type(screen.getByRole('searchbox', { name: 'Tìm theo tên, số điện thoại hoặc mã Zalo' }), ' Lan {Enter}');
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: 'Lan', source: undefined }));
  await pick(user, screen.getByRole('combobox', { name: 'Lọc theo nguồn' }), 'Tự hủy nhận');
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: 'Lan', source: 'opt-out' }));
});

test('pages through a long list', async () => {
  api.list.mockImplementation(async ({ page }) => pageOf(sampleEntries, page, 45));
  await renderPage();
  const pager = screen.getByRole('navigation', { name: 'Phân trang danh sách không liên hệ' });
  expect(within(pager).getByText('Trang 1 / 3')).toBeInTheDocument();
  await user.click(within(pager).getByRole('button', { name: 'Sau' }));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 2, limit: 20, search: undefined, source: undefined }));
});

test('adds a phone number by hand; a refused number shows the server text', async () => {
  await renderPage();
  await user.click(screen.getByRole('button', { name: /Thêm vào danh sách/ }));
  // (jsdom gives antd's ids one test value, so the dialog is found by its title text rather than its name.)
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Thêm vào danh sách không liên hệ')).toBeInTheDocument();
  fill(within(dialog).getByPlaceholderText('VD: 0912345678'), '0912 345 678');
  await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
  expect(await screen.findByText('Đã thêm vào danh sách không liên hệ')).toBeInTheDocument();
  expect(api.add).toHaveBeenCalledWith({ phone: '0912 345 678' });

  api.add.mockRejectedValueOnce(new ApiError('Số điện thoại không hợp lệ', 400));
  await user.click(screen.getByRole('button', { name: /Thêm vào danh sách/ }));
  const again = await screen.findByRole('dialog');
  fill(within(again).getByPlaceholderText('VD: 0912345678'), '123');
  await user.click(within(again).getByRole('button', { name: 'Thêm' }));
  expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
});

test('adds one of the stored friends, found by name', async () => {
  const filtered = jest.spyOn(friendsApi, 'filtered').mockResolvedValue({
    friends: [{ id: 'f0a1b2c3-0000-4000-8000-000000000009', userId: '8401', globalId: 'G1', accountId: 'a', displayName: 'Lê Thu Hà', zaloName: null, avatar: null, phone: '0933444555', isActive: true, lastSyncAt: '2026-03-01T00:00:00.000Z', tags: [] }],
    total: 1,
    totalAll: 1,
    activeCount: 1,
    accountCount: 1,
  });
  await renderPage();
  await user.click(screen.getByRole('button', { name: /Thêm vào danh sách/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByText('Chọn từ bạn bè'));
  await pick(user, await within(dialog).findByRole('combobox'), 'Lê Thu Hà (0933444555)');
  expect(filtered).toHaveBeenCalledWith({ search: undefined, limit: '20' });
  await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
  await waitFor(() => expect(api.add).toHaveBeenCalledWith({ friendId: 'f0a1b2c3-0000-4000-8000-000000000009' }));
  expect(await screen.findByText('Đã thêm vào danh sách không liên hệ')).toBeInTheDocument();
});

test('imports an Excel file and tells what it added', async () => {
  const { container } = renderWithApp(<DoNotContactPage />);
  await screen.findByText('Nguyễn Thị Lan');
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['xlsx'], 'khong-lien-he.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  expect(await screen.findByText('Đã nhập 2 số mới, 1 số đã có, 2 dòng không phải số điện thoại Việt Nam hợp lệ')).toBeInTheDocument();
  expect(api.importFile.mock.calls[0][1]).toBe('khong-lien-he.xlsx');
});

test('removes an entry after confirmation', async () => {
  await renderPage();
  await user.click(within(row('Trần Văn Minh')).getByRole('button', { name: /Xóa/ }));
  await user.click(await screen.findByRole('button', { name: 'Xóa' }));
  await waitFor(() => expect(api.remove).toHaveBeenCalledWith('6a1f0c1e-0000-4000-8000-000000000003'));
  expect(await screen.findByText('Đã xóa khỏi danh sách')).toBeInTheDocument();
});

test('saves the opt-out words', async () => {
  await renderPage();
  const card = screen.getByRole('region', { name: 'Từ khóa hủy nhận' });
  await waitFor(() => expect(within(card).getByText('không nhận')).toBeInTheDocument());
  const words = within(card).getByRole('combobox');
  await user.click(words);
  await user.keyboard('ngừng gửi{Enter}');
  await user.click(within(card).getByRole('button', { name: 'Lưu từ khóa' }));
  await waitFor(() => expect(api.saveSettings).toHaveBeenCalledWith({ optOutWords: ['hủy', 'không nhận', 'stop', 'ngừng gửi'] }));
  expect(await screen.findByText('Đã lưu từ khóa hủy nhận')).toBeInTheDocument();
});

test('an Excel import sends the file itself; another kind of file is refused before any upload', async () => {
  const { container } = renderWithApp(<DoNotContactPage />);
  await screen.findByText('Nguyễn Thị Lan');
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['xlsx'], 'danh-sach.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await user.upload(input, file);
  await waitFor(() => expect(api.importFile).toHaveBeenCalledWith(file, 'danh-sach.xlsx'));
  // The page says where the numbers are read from, on screen (not only in a hover title).
  expect(screen.getByText('Nhập từ Excel (.xlsx, .xls, tối đa 10MB): cột A của trang đầu tiên, mỗi ô một số điện thoại.')).toBeInTheDocument();

  api.importFile.mockClear();
  // Past the input's `accept` filter, as a file dropped from another program is.
  // (The upload replaces its input after each file: the new one is read again.)
  const next = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(next, { target: { files: [new File(['a,b'], 'danh-sach.csv', { type: 'text/csv' })] } });
  expect(await screen.findByText('Chỉ hỗ trợ file Excel (.xlsx, .xls)')).toBeInTheDocument();
  expect(api.importFile).not.toHaveBeenCalled();
});

test('a person listed without a name says so in words; the Zalo id goes to a detail line', async () => {
  api.list.mockResolvedValue(pageOf([entryFixture({ kind: 'user', phone: null, globalId: 'G5566778899', displayName: null, source: 'job' })]));
  renderWithApp(<DoNotContactPage />);
  const name = await screen.findByText('Người dùng Zalo chưa rõ tên');
  const cell = name.closest('td') as HTMLElement;
  expect(within(cell).getByText('Mã Zalo: G5566778899')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Xóa Người dùng Zalo chưa rõ tên' })).toBeInTheDocument();
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

  test('every entry is a card that keeps its delete button, its kind, source and time', async () => {
    await renderPage();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const lan = cards.find((card) => within(card).queryByText('Nguyễn Thị Lan')) as HTMLElement;
    expect(within(lan).getByText('0987654321')).toBeInTheDocument();
    expect(within(lan).getByText('Tự hủy nhận')).toBeInTheDocument();
    expect(within(lan).getByText('Người dùng Zalo')).toBeInTheDocument();
    await user.click(within(lan).getByRole('button', { name: 'Xóa Nguyễn Thị Lan' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('6a1f0c1e-0000-4000-8000-000000000001'));
  });
});

describe('what each role may do', () => {
  const signedInAs = (role: WorkspaceRole) =>
    jest.spyOn(authApi, 'me').mockResolvedValue({
      user: { id: '99999999-9999-4999-8999-000000000009', email: 'nguoi@example.com' },
      workspace: { id: '88888888-8888-4888-8888-000000000008', name: 'Cửa hàng', role, accountIds: role === 'AGENT' ? [] : null },
    });

  test('an OWNER removes entries and changes the opt-out words', async () => {
    signedInAs('OWNER');
    await renderPage();
    await waitFor(() => expect(within(row('Trần Văn Minh')).getByRole('button', { name: /Xóa/ })).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Từ khóa hủy nhận' })).getByRole('button', { name: 'Lưu từ khóa' })).toBeInTheDocument();
    expect(screen.queryByTestId('dnc-managers-only')).toBeNull();
  });

  test('an AGENT adds and imports but neither removes nor changes the words, and is told who can', async () => {
    signedInAs('AGENT');
    await renderPage();
    expect(await screen.findByTestId('dnc-managers-only')).toHaveTextContent('Chỉ chủ sở hữu hoặc quản trị viên mới xóa người khỏi danh sách hoặc đổi từ khóa hủy nhận');
    expect(within(row('Trần Văn Minh')).queryByRole('button', { name: /Xóa/ })).toBeNull();
    const card = screen.getByRole('region', { name: 'Từ khóa hủy nhận' });
    // The words are shown, not editable.
    await waitFor(() => expect(within(card).getByTestId('opt-out-words')).toHaveTextContent('không nhận'));
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Lưu từ khóa' })).toBeNull();
    expect(screen.getByRole('button', { name: /Thêm vào danh sách/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nhập từ Excel/ })).toBeInTheDocument();
  });
});

test('the import toast counts the numbers repeated in the file apart from the invalid rows', async () => {
  api.importFile.mockResolvedValue({ added: 2, alreadyListed: 0, totalRows: 4, invalidCount: 1 });
  const { container } = renderWithApp(<DoNotContactPage />);
  await screen.findByText('Nguyễn Thị Lan');
  await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'a.xlsx'));
  expect(await screen.findByText('Đã nhập 2 số mới, 1 số lặp lại trong file, 1 dòng không phải số điện thoại Việt Nam hợp lệ')).toBeInTheDocument();
});

test('an empty list says how it fills; an empty search says nothing matched', async () => {
  api.list.mockResolvedValue(pageOf([]));
  renderWithApp(<DoNotContactPage />);
  expect(await screen.findByText(/Thêm số hoặc bạn bè bằng 'Thêm vào danh sách', nhập từ Excel/)).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Tìm theo tên, số điện thoại hoặc mã Zalo' }), 'Lan{Enter}');
  expect(await screen.findByText('Không có mục nào khớp với tìm kiếm hoặc bộ lọc')).toBeInTheDocument();
  expect(screen.queryByText(/Thêm số hoặc bạn bè/)).toBeNull();
});
