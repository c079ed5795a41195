/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithApp, setupUser } from '../testing/render';
import { LoadFailedAlert } from './load-states';

test('LoadFailedAlert says what failed and reads again on its button', async () => {
  const user = setupUser();
  const onRetry = jest.fn();
  renderWithApp(<LoadFailedAlert title="Không tải được" description="Vui lòng thử lại." retryText="Thử lại" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Không tải được');
  expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng thử lại.');
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('LoadFailedAlert has no button without onRetry', () => {
  renderWithApp(<LoadFailedAlert title="Không tải được" retryText="Thử lại" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Không tải được');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
