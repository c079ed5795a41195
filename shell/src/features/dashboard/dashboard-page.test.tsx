import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './dashboard-page';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: () => <p>Bảng sử dụng gói</p> });
});

function renderDashboard() {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/accounts" element={<p>accounts page</p>} />
          <Route path="/jobs" element={<p>jobs page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return invalidate;
}

test('title, quick links and the empty state without numbers', async () => {
  renderDashboard();
  expect(await screen.findByText('Bảng sử dụng gói')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Quản lý tài khoản/ })).toHaveAttribute('href', '/accounts');
  expect(screen.getByRole('link', { name: /Xem công việc/ })).toHaveAttribute('href', '/jobs');
  expect(screen.getByText('Chưa có tài khoản nào')).toBeInTheDocument();
  expect(screen.queryByText(/\d/)).not.toBeInTheDocument();
});

test('the empty state leads to /accounts', async () => {
  renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: /Thêm tài khoản đầu tiên/ }));
  expect(screen.getByText('accounts page')).toBeInTheDocument();
});

test('quick actions: create job and refresh', async () => {
  const invalidate = renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: /Làm mới dữ liệu/ }));
  expect(invalidate).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: /Tạo công việc/ }));
  expect(screen.getByText('jobs page')).toBeInTheDocument();
});

test('the plan usage panel comes from mf_billing at run time', async () => {
  renderDashboard();
  expect(await screen.findByText('Bảng sử dụng gói')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mf_billing/plan-usage-panel');
});
