import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

const meta: Meta<typeof LoginForm> = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: () => {} },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <AuthShell title="Đăng nhập" subtitle="Chào mừng bạn quay lại! Đăng nhập để tiếp tục.">
          <Story />
        </AuthShell>
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof LoginForm>;

export const Default: Story = {};
export const Busy: Story = {
  args: { busy: true, initialValues: { email: 'an@example.com', password: 'secret' } },
};
export const ServerError: Story = {
  args: { error: 'Email hoặc mật khẩu không đúng', initialValues: { email: 'an@example.com' } },
};
export const ValidationErrors: Story = {
  args: {
    initialValues: { email: 'an@' },
    initialFieldErrors: { email: 'Email không hợp lệ', password: 'Mật khẩu không được để trống' },
  },
};
