/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './types';

test('a lazy page is a plain component that loads its code on first render, once', async () => {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads += 1;
    return () => <h1>Báo cáo</h1>;
  });
  expect(typeof Page).toBe('function');
  expect(loads).toBe(0);
  const { unmount } = render(<Suspense fallback={<p>Đang tải…</p>}><Page /></Suspense>);
  expect(await screen.findByRole('heading', { name: 'Báo cáo' })).toBeInTheDocument();
  unmount();
  render(<Suspense fallback={<p>Đang tải…</p>}><Page /></Suspense>);
  expect(await screen.findByRole('heading', { name: 'Báo cáo' })).toBeInTheDocument();
  expect(loads).toBe(1);
});
