/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '../http/api-error';
import { renderWithApp, setupUser } from '../testing/render';
import { useToastedChange } from './use-toasted-change';

function Change({ change }: { change: () => Promise<unknown> }) {
  const run = useToastedChange();
  const [made, setMade] = useState<boolean | null>(null);
  return (
    <button type="button" onClick={() => void run(change, { done: 'Đã xóa', failed: 'Không thể xóa' }).then(setMade)}>
      {made === null ? 'Xóa' : String(made)}
    </button>
  );
}

test('a change made says done and resolves true', async () => {
  const user = setupUser();
  renderWithApp(<Change change={async () => undefined} />);
  await user.click(screen.getByRole('button', { name: 'Xóa' }));
  expect(await screen.findByText('Đã xóa')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'true' })).toBeInTheDocument();
});

test("a refused change says the server's reason, a failed one the fallback; both resolve false", async () => {
  const user = setupUser();
  const { unmount } = renderWithApp(<Change change={() => Promise.reject(new ApiError('Lịch đã bị xóa', 404))} />);
  await user.click(screen.getByRole('button', { name: 'Xóa' }));
  expect(await screen.findByText('Lịch đã bị xóa')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'false' })).toBeInTheDocument();
  unmount();
  renderWithApp(<Change change={() => Promise.reject(new TypeError('Failed to fetch'))} />);
  await user.click(screen.getByRole('button', { name: 'Xóa' }));
  expect(await screen.findByText('Không thể xóa')).toBeInTheDocument();
  // The browser's own English words for a lost connection are never shown.
  expect(screen.queryByText(/Failed to fetch/)).toBeNull();
});
