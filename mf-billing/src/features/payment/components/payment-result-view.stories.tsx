import type { Meta, StoryObj } from '@storybook/react';
import { Button } from 'antd';
import { PaymentResultView } from './payment-result-view';

const successActions = (
  <>
    <Button type="primary">Xem gói dịch vụ</Button>
    <Button>Về trang chủ</Button>
    <Button>Xóa thông báo</Button>
  </>
);

const meta: Meta<typeof PaymentResultView> = {
  title: 'Billing/PaymentResult',
  component: PaymentResultView,
  args: { orderCode: '1732459023', secondsLeft: 5, actions: successActions },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof PaymentResultView>;

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Thanh toán thành công',
    description: 'Gói Pro đã được kích hoạt.',
    status: 'PAID',
    confirmedStatus: 'COMPLETED',
  },
};
export const Verifying: Story = {
  args: {
    tone: 'info',
    title: 'Đang xác nhận thanh toán',
    description: 'Cổng thanh toán báo giao dịch thành công. Đang kiểm tra với hệ thống...',
    status: 'PAID',
    secondsLeft: 4,
  },
};
export const SignedOut: Story = {
  args: {
    tone: 'info',
    title: 'Cổng thanh toán báo giao dịch thành công',
    description: 'Vui lòng đăng nhập để kiểm tra gói dịch vụ. Gói chỉ được kích hoạt sau khi hệ thống xác nhận thanh toán.',
    status: 'PAID',
  },
};
export const NotConfirmed: Story = {
  args: {
    tone: 'warning',
    title: 'Không thể xác nhận thanh toán',
    description: 'Không tìm thấy giao dịch. Gói dịch vụ chưa được kích hoạt từ giao dịch này.',
    orderCode: '123',
    status: 'PAID',
  },
};
export const Cancelled: Story = {
  args: {
    tone: 'warning',
    title: 'Đã hủy thanh toán',
    description: 'Giao dịch đã được hủy. Gói dịch vụ của bạn không thay đổi.',
    status: 'CANCELLED',
  },
};
export const Failure: Story = {
  args: {
    tone: 'error',
    title: 'Thanh toán không thành công',
    description: 'Thanh toán không thành công. Vui lòng thử lại.',
    status: 'FAILED',
    secondsLeft: 2,
  },
};
export const CancelPage: Story = {
  args: {
    tone: 'warning',
    title: 'Đã hủy thanh toán',
    description: 'Bạn đã hủy giao dịch. Gói dịch vụ của bạn không thay đổi.',
    status: 'CANCELLED',
    actions: (
      <>
        <Button type="primary">Thử thanh toán lại</Button>
        <Button>Về trang chủ</Button>
      </>
    ),
  },
};
