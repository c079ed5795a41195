import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from 'shared-sdk/testing';
import { RegisterForm, type RegisterFormProps } from './register-form';

function renderForm(props: Partial<RegisterFormProps> = {}) {
  const onSubmit = jest.fn();
  renderWithApp(<RegisterForm onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

/** Types the fields given (the confirmation only when given) and submits. */
async function submitWith(fields: { email: string; password: string; confirmPassword?: string }) {
  await userEvent.type(screen.getByLabelText('Email'), fields.email);
  await userEvent.type(screen.getByLabelText('Mật khẩu'), fields.password);
  if (fields.confirmPassword !== undefined) await userEvent.type(screen.getByLabelText('Xác nhận mật khẩu'), fields.confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
}

test('email and password length texts', async () => {
  const onSubmit = renderForm();
  await submitWith({ email: 'sai', password: '1234567' });
  expect(await screen.findByText('Email không hợp lệ')).toBeInTheDocument();
  expect(screen.getByText('Mật khẩu phải có ít nhất 8 ký tự')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('confirmation mismatch text', async () => {
  const onSubmit = renderForm();
  await submitWith({ email: 'an@example.com', password: '12345678', confirmPassword: '12345679' });
  expect(await screen.findByText('Mật khẩu xác nhận không khớp')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('submits e-mail and password only', async () => {
  const onSubmit = renderForm();
  await submitWith({ email: 'an@example.com', password: '12345678', confirmPassword: '12345678' });
  expect(onSubmit).toHaveBeenCalledWith({ email: 'an@example.com', password: '12345678' });
});

test('disabled while busy, links to /login', () => {
  renderForm({ busy: true });
  expect(screen.getByRole('button', { name: /Tạo tài khoản/ })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
});

test('both password fields have their own show/hide toggle', async () => {
  renderForm();
  const [showPassword, showConfirm] = screen.getAllByRole('button', { name: 'Hiện mật khẩu' });
  await userEvent.click(showConfirm);
  expect(screen.getByLabelText('Xác nhận mật khẩu')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'password');
  await userEvent.click(showPassword);
  expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'text');
});
