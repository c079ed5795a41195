import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from 'shared-sdk/testing';
import { LoginForm, type LoginFormProps } from './login-form';

function renderForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = jest.fn();
  renderWithApp(<LoginForm onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

test('shows the validation texts and does not submit', async () => {
  const onSubmit = renderForm();
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Email không hợp lệ')).toBeInTheDocument();
  expect(screen.getByText('Mật khẩu không được để trống')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('submits the normalised values', async () => {
  const onSubmit = renderForm();
  await userEvent.type(screen.getByLabelText('Email'), ' An@Example.com ');
  await userEvent.type(screen.getByLabelText('Mật khẩu'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'an@example.com', password: 'secret' });
});

test('the button reads "Đang đăng nhập..." and is disabled while busy', async () => {
  const onSubmit = renderForm({ busy: true, initialValues: { email: 'an@example.com', password: 'x' } });
  const button = screen.getByRole('button', { name: /Đang đăng nhập\.\.\./ });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
});

test('shows the server error and links to /register', () => {
  renderForm({ error: 'Sai email hoặc mật khẩu' });
  expect(screen.getByText('Sai email hoặc mật khẩu')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute('href', '/register');
});

test('the password can be shown and hidden', async () => {
  renderForm();
  const password = screen.getByLabelText('Mật khẩu');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
  expect(password).toHaveAttribute('type', 'password');
});
