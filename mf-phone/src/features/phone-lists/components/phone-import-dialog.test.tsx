import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, phoneListsApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { PhoneImportDialog } from './phone-import-dialog';

jest.setTimeout(60_000);

const MB = 1024 * 1024;
const samples = Array.from({ length: 25 }, (_, index) => `09${String(10_000_000 + index)}`);

let api: Record<'preview' | 'importList', jest.SpyInstance>;
let onClose: jest.Mock;

beforeEach(() => {
  onClose = jest.fn();
  api = {
    preview: jest.spyOn(phoneListsApi, 'preview').mockResolvedValue({
      totalRows: 123,
      validCount: 100,
      invalidCount: 20,
      duplicateCount: 3,
      sampleNumbers: samples,
      rejectedRows: [
        { row: 1, value: 'Số điện thoại', reason: 'Dòng tiêu đề, không phải số điện thoại' },
        { row: 7, value: '0123', reason: 'Sai số chữ số: số di động Việt Nam có 10 chữ số' },
      ],
    }),
    importList: jest.spyOn(phoneListsApi, 'importList').mockResolvedValue({ id: 'l1', validNumbers: 100, invalidNumbers: 20, duplicates: 3 }),
  };
});
afterEach(() => jest.restoreAllMocks());

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, size = 2_048) {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const previewButton = () => screen.getByRole('button', { name: 'Xem trước' });
const importButton = () => screen.getByRole('button', { name: 'Nhập danh sách' });

function renderDialog() {
  renderWithApp(<PhoneImportDialog open onClose={onClose} />);
}

test('only .xlsx and .xls files are taken', async () => {
  renderDialog();
  expect(input()).toHaveAttribute('accept', '.xlsx,.xls');
  expect(previewButton()).toBeDisabled();
  choose(fileOf('khach-hang.csv'));
  expect(await screen.findByText('Chỉ hỗ trợ file Excel (.xlsx, .xls)')).toBeInTheDocument();
  expect(previewButton()).toBeDisabled();
  choose(fileOf('khach-hang.xls'));
  await waitFor(() => expect(previewButton()).toBeEnabled());
  expect(screen.queryByText('Chỉ hỗ trợ file Excel (.xlsx, .xls)')).toBeNull();
  expect(screen.getByText('khach-hang.xls')).toBeInTheDocument();
});

test('a file over 10 MB is refused', async () => {
  renderDialog();
  choose(fileOf('lon.xlsx', 10 * MB + 1));
  expect(await screen.findByText('File không được vượt quá 10MB')).toBeInTheDocument();
  expect(previewButton()).toBeDisabled();
});

test('preview, back, preview again, then import: the toast, the call and the dialog closes', async () => {
  const user = setupUser();
  renderDialog();
  const file = fileOf('Khách tháng 3.xlsx');
  choose(file);
  await user.click(previewButton());
  expect(await screen.findByText('Số mẫu (20 số đầu)')).toBeInTheDocument();
  expect(api.preview).toHaveBeenCalledWith(file);
  expect(screen.getByText('123')).toBeInTheDocument();
  expect(screen.getByText('100')).toBeInTheDocument();
  expect(screen.getByText('20')).toBeInTheDocument();
  expect(screen.getByTestId('sample-numbers').children).toHaveLength(20);
  expect(screen.getByLabelText('Tên danh sách')).toHaveValue('Khách tháng 3');

  await user.click(screen.getByRole('button', { name: 'Quay lại' }));
  expect(await screen.findByText('Khách tháng 3.xlsx')).toBeInTheDocument();
  await user.click(previewButton());
  await screen.findByText('Số mẫu (20 số đầu)');

  fill(screen.getByLabelText('Tên danh sách'), '  Khách VIP  ');
  fill(screen.getByLabelText('Mô tả'), 'Khách mua nhiều');
  await user.click(importButton());
  expect(await screen.findByText('Import thành công 100 số điện thoại!')).toBeInTheDocument();
  expect(api.importList).toHaveBeenCalledWith({ file, listName: 'Khách VIP', description: 'Khách mua nhiều' });
  expect(onClose).toHaveBeenCalled();
});

test('the preview shows the duplicates and which rows were rejected and why', async () => {
  const user = setupUser();
  renderDialog();
  choose(fileOf('a.xlsx'));
  await user.click(previewButton());
  expect(await screen.findByText('Số trùng (chỉ lấy một lần)')).toBeInTheDocument();
  expect(screen.getByTestId('duplicate-count')).toHaveTextContent('3');
  // 2 of the 20 rejected rows are listed, with their row, content and reason.
  expect(screen.getByText('Dòng không được nhập (2 dòng đầu trong 20)')).toBeInTheDocument();
  const rejected = within(screen.getByTestId('rejected-rows'));
  expect(rejected.getByRole('row', { name: /7 0123 Sai số chữ số: số di động Việt Nam có 10 chữ số/ })).toBeInTheDocument();
  expect(rejected.getByText('Dòng tiêu đề, không phải số điện thoại')).toBeInTheDocument();
});

test('the list name is required', async () => {
  const user = setupUser();
  renderDialog();
  choose(fileOf('a.xlsx'));
  await user.click(previewButton());
  fill(await screen.findByLabelText('Tên danh sách'), '   ');
  await user.click(importButton());
  expect(await screen.findByText('Vui lòng nhập tên danh sách')).toBeInTheDocument();
  expect(api.importList).not.toHaveBeenCalled();
});

test('no valid number: import is disabled', async () => {
  api.preview.mockResolvedValue({ totalRows: 5, validCount: 0, invalidCount: 5, duplicateCount: 0, sampleNumbers: [], rejectedRows: [] });
  const user = setupUser();
  renderDialog();
  choose(fileOf('a.xlsx'));
  await user.click(previewButton());
  expect(await screen.findByText('File không có số điện thoại hợp lệ nào')).toBeInTheDocument();
  expect(importButton()).toBeDisabled();
});

test('a failed preview stays on the upload step with the fallback text; a refused import shows the server text', async () => {
  api.preview.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  api.importList.mockRejectedValueOnce(new ApiError('File Excel bị hỏng hoặc không đọc được', 400));
  const user = setupUser();
  renderDialog();
  choose(fileOf('a.xlsx'));
  await user.click(previewButton());
  expect(await screen.findByText('Không thể preview file Excel')).toBeInTheDocument();
  expect(screen.queryByText('Số mẫu (20 số đầu)')).toBeNull();
  await user.click(previewButton());
  await user.click(await screen.findByRole('button', { name: 'Nhập danh sách' }));
  expect(await screen.findByText('File Excel bị hỏng hoặc không đọc được')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
