import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { RegisterForm } from './register-form';
import { withAuthShell } from './testing/story-decorators';

const meta: Meta<typeof RegisterForm> = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: () => {} },
  decorators: [withAuthShell('register'), withRouter()],
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof RegisterForm>;

export const Default: Story = {};
export const Busy: Story = {
  args: { busy: true, initialValues: { email: 'an@example.com', password: '12345678', confirmPassword: '12345678' } },
};
export const ServerError: Story = {
  args: { error: 'Email đã được sử dụng', initialValues: { email: 'an@example.com' } },
};
export const ValidationErrors: Story = {
  args: {
    initialValues: { email: 'an@', password: '123', confirmPassword: '321' },
    initialFieldErrors: {
      email: 'Email không hợp lệ',
      password: 'Mật khẩu phải có ít nhất 8 ký tự',
      confirmPassword: 'Mật khẩu xác nhận không khớp',
    },
  },
};
