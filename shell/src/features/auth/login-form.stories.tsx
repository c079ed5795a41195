import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { LoginForm } from './login-form';
import { withAuthShell } from './testing/story-decorators';

const meta: Meta<typeof LoginForm> = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: () => {} },
  decorators: [withAuthShell('login'), withRouter()],
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
