/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { exportsApi } from '../api/exports';
import { ApiError } from '../http/api-error';
import { exportPaths } from '../schemas/exports';
import { renderWithApp, setupUser } from '../testing';
import { ExportMenu } from './export-menu';

jest.setTimeout(30_000);

// The apps' jest setup gives jsdom what antd's dropdown measures with; this project runs without it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const path = exportPaths.jobRecipients('job-1');
let clicked: { href: string; download: string; attached: boolean }[];

beforeEach(() => {
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
});
afterEach(() => jest.restoreAllMocks());

const link = (format: string) => ({ url: `/api/v1${path}?format=${format}&link=signed`, expiresAt: new Date().toISOString() });

async function choose(item: string) {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Xuất file' }));
  await user.click(await screen.findByText(item));
}

test.each([
  ['Xuất Excel (.xlsx)', 'xlsx'],
  ['Xuất CSV (.csv)', 'csv'],
] as const)('%s asks for a download link and lets the browser download it', async (item, format) => {
  const downloadLink = jest.spyOn(exportsApi, 'downloadLink').mockResolvedValue(link(format));
  renderWithApp(<ExportMenu path={path} />);
  await choose(item);
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(downloadLink).toHaveBeenCalledWith('/jobs/job-1/recipients/export', format);
  expect(clicked[0]).toEqual({ href: `http://localhost/api/v1/jobs/job-1/recipients/export?format=${format}&link=signed`, download: '', attached: true });
  // The anchor does not stay in the page.
  expect(document.querySelector('a[download]')).toBeNull();
});

test("a refused export says why, in the server's words, and downloads nothing", async () => {
  jest.spyOn(exportsApi, 'downloadLink').mockRejectedValue(new ApiError('Đường dẫn tải xuống không hợp lệ', 400));
  renderWithApp(<ExportMenu path={path} />);
  await choose('Xuất CSV (.csv)');
  expect(await screen.findByText('Đường dẫn tải xuống không hợp lệ')).toBeInTheDocument();
  expect(clicked).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Xuất file' })).toBeEnabled();
});

test('a network failure falls back to a general message', async () => {
  jest.spyOn(exportsApi, 'downloadLink').mockRejectedValue(new TypeError('Failed to fetch'));
  renderWithApp(<ExportMenu path={path} />);
  await choose('Xuất Excel (.xlsx)');
  expect(await screen.findByText('Không thể xuất file, vui lòng thử lại')).toBeInTheDocument();
});

test('disabled, it offers nothing', () => {
  renderWithApp(<ExportMenu path={path} disabled />);
  expect(screen.getByRole('button', { name: 'Xuất file' })).toBeDisabled();
});
