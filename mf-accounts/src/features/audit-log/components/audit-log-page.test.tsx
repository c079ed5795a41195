import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, exportsApi } from 'shared-sdk';
import { pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import * as sdk from 'shared-sdk';
import { auditActionsApi } from '../api/get-audit-actions';
import { auditActorsApi } from '../api/get-audit-actors';
import { auditActions, auditActors, pageOfEntries, sampleEntries } from '../testing/fixtures';
import { AuditLogPage } from './audit-log-page';

const user = setupUser();
jest.setTimeout(60_000);

let list: jest.SpyInstance;
let actions: jest.SpyInstance;

beforeEach(() => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue([]);
  list = jest.spyOn(sdk.auditLogApi, 'list').mockResolvedValue(pageOfEntries());
  actions = jest.spyOn(auditActionsApi, 'list').mockResolvedValue({ actions: auditActions });
  jest.spyOn(auditActorsApi, 'list').mockResolvedValue({ actors: auditActors });
});
afterEach(() => jest.restoreAllMocks());

async function renderPage() {
  const result = renderWithApp(<AuditLogPage />);
  await screen.findByText('Chào khách mới');
  return result;
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('time in Vietnam, the person or "Hệ thống", the action in Vietnamese (its code only when it has no label), the target', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Nhật ký hoạt động' })).toBeInTheDocument();
  await waitFor(() => expect(within(row('Chào khách mới')).getByText('Tạo công việc')).toBeInTheDocument());
  expect(within(row('Chào khách mới')).getByText('27/11/2026 10:40')).toBeInTheDocument();
  expect(within(row('Chào khách mới')).getByText('chi@example.com')).toBeInTheDocument();
  expect(within(row('Xóa thành viên')).getByText('an@example.com')).toBeInTheDocument();
  expect(within(row('Hệ thống')).getByText('Mã: payment.confirmed')).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith({ page: 1, limit: 20 });
  expect(actions).toHaveBeenCalled();
});

test('"Chi tiết" shows before → after as Vietnamese lines', async () => {
  await renderPage();
  await waitFor(() => expect(within(row('Xóa thành viên')).getByRole('button', { name: 'Chi tiết' })).toBeInTheDocument());
  await user.click(within(row('Xóa thành viên')).getByRole('button', { name: 'Chi tiết' }));
  const details = await screen.findByRole('list', { name: 'Chi tiết' });
  expect(within(details).getByText('Vai trò:', { exact: false })).toBeInTheDocument();
  expect(within(details).getByText('Nhân viên')).toBeInTheDocument();
});

test('filters by person and action ask the server from the first page', async () => {
  await renderPage();
  await pick(user, screen.getByRole('combobox', { name: 'Người thực hiện' }), 'chi@example.com');
  await waitFor(() => expect(list).toHaveBeenLastCalledWith({ actor: auditActors[1].id, page: 1, limit: 20 }));
  await pick(user, screen.getByRole('combobox', { name: 'Hoạt động' }), 'Tạo công việc');
  await waitFor(() => expect(list).toHaveBeenLastCalledWith({ actor: auditActors[1].id, action: 'job.create', page: 1, limit: 20 }));
});

test('"Xuất Excel" asks a download link for /audit-log/export and adds the filters', async () => {
  const link = jest.spyOn(exportsApi, 'downloadLink').mockResolvedValue({ url: '/api/v1/audit-log/export?format=xlsx&link=abc', expiresAt: '' } as never);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await renderPage();
  await pick(user, screen.getByRole('combobox', { name: 'Hoạt động' }), 'Xóa thành viên');
  await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
  await waitFor(() => expect(link).toHaveBeenCalledWith('/audit-log/export', 'xlsx'));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(`${window.location.origin}/api/v1/audit-log/export?format=xlsx&link=abc&action=team.remove`);
});

test('no entries: said in Vietnamese', async () => {
  list.mockResolvedValue(pageOfEntries([]));
  renderWithApp(<AuditLogPage />);
  expect(await screen.findByText('Chưa có hoạt động nào')).toBeInTheDocument();
  void sampleEntries;
});
