import { screen } from '@testing-library/react';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { QuickActions } from './quick-actions';

const location = () => screen.getByTestId('location').textContent;

test.each([
  ['Thêm tài khoản', '/accounts?add=1'],
  ['Tạo công việc', '/jobs?create=1'],
])('"%s" opens its page with the dialog open (%s)', async (name, url) => {
  renderWithApp(<QuickActions onRefresh={() => {}} />, { url: '/dashboard' });
  await setupUser().click(screen.getByRole('button', { name: new RegExp(name) }));
  expect(location()).toBe(url);
});

test('"Làm mới dữ liệu" refreshes', async () => {
  const onRefresh = jest.fn();
  renderWithApp(<QuickActions onRefresh={onRefresh} />, { url: '/dashboard' });
  await setupUser().click(screen.getByRole('button', { name: /Làm mới dữ liệu/ }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
