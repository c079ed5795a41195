import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingScreen } from './loading-screen';
import { RemoteFallback } from './remote-fallback';

test('LoadingScreen shows the loading text', () => {
  render(<LoadingScreen />);
  expect(screen.getByText('Đang tải...')).toBeInTheDocument();
});

test('RemoteFallback names the module and retries', async () => {
  const onRetry = jest.fn();
  render(<RemoteFallback remoteName="Tài khoản & Proxy" onRetry={onRetry} />);
  expect(screen.getByText('Không thể tải mô-đun')).toBeInTheDocument();
  expect(screen.getByText(/Tài khoản & Proxy/)).toHaveTextContent('tạm thời không khả dụng');
  await userEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
