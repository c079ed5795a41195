import type { Meta, StoryObj } from '@storybook/react';
import { NotificationStack } from './notification-stack';

const meta: Meta<typeof NotificationStack> = {
  title: 'Shell/NotificationList',
  component: NotificationStack,
  args: { onClose: () => {} },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof NotificationStack>;

export const Success: Story = {
  args: { notifications: [{ id: '1', type: 'success', message: 'Đăng nhập thành công!' }] },
};
export const ErrorType: Story = {
  args: { notifications: [{ id: '1', type: 'error', message: 'Đăng nhập thất bại' }] },
};
export const Warning: Story = {
  args: {
    notifications: [
      { id: '1', type: 'warning', title: 'Cửa sổ bị chặn', message: 'Vui lòng cho phép cửa sổ bật lên để thanh toán.' },
    ],
  },
};
export const Info: Story = {
  args: { notifications: [{ id: '1', type: 'info', title: 'Thông tin', message: 'Dữ liệu đang được đồng bộ.' }] },
};
export const AllTypes: Story = {
  args: {
    notifications: [
      { id: '1', type: 'success', message: 'Đăng ký thành công!' },
      { id: '2', type: 'error', title: 'Lỗi', message: 'Có lỗi khi đăng xuất' },
      { id: '3', type: 'warning', message: 'Gần đạt giới hạn tài khoản của gói dịch vụ' },
      { id: '4', type: 'info', message: 'Có phiên bản mới' },
    ],
  },
};
export const Empty: Story = { args: { notifications: [] } };
