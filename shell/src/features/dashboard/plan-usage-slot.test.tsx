import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlanUsageSlot } from './plan-usage-slot';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

function renderSlot() {
  render(
    <MemoryRouter>
      <PlanUsageSlot />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('shows the remote panel', async () => {
  loadRemote.mockResolvedValue({ default: () => <p>Sử dụng: 2 / 3</p> });
  renderSlot();
  expect(await screen.findByText('Sử dụng: 2 / 3')).toBeInTheDocument();
});

test('a remote that is down (the fallback plugin stub) shows a notice with a link to /subscription', async () => {
  loadRemote.mockResolvedValue({ __remoteLoadFailed: true, default: [] });
  renderSlot();
  expect(await screen.findByText('Không thể tải thông tin sử dụng')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Xem gói dịch vụ' })).toHaveAttribute('href', '/subscription');
});

test('a panel that crashes is contained', async () => {
  loadRemote.mockResolvedValue({
    default: () => {
      throw new Error('boom');
    },
  });
  renderSlot();
  expect(await screen.findByText('Không thể tải thông tin sử dụng')).toBeInTheDocument();
});

test('a rejected load is contained', async () => {
  loadRemote.mockRejectedValue(new Error('network'));
  renderSlot();
  expect(await screen.findByText('Không thể tải thông tin sử dụng')).toBeInTheDocument();
});
