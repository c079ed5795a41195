import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SAMPLE_QR_BASE64 } from '../testing/qr-sample';
import { QrLoginView } from './qr-login-view';

const meta: Meta<typeof QrLoginView> = {
  title: 'Accounts/QrLoginModal',
  component: QrLoginView,
  args: {
    displayName: 'Shop Hoa Tươi',
    state: { phase: 'waiting', status: 'PENDING', qrCodeBase64: SAMPLE_QR_BASE64, closing: false },
    onRetry: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof QrLoginView>;

export const Starting: Story = { args: { state: { phase: 'starting', status: 'PENDING', qrCodeBase64: null, closing: false } } };
export const Pending: Story = {};
export const Scanned: Story = {
  args: {
    state: { phase: 'waiting', status: 'SCANNED', qrCodeBase64: SAMPLE_QR_BASE64, scannedBy: 'Nguyễn Văn An', closing: false },
  },
};
export const Success: Story = {
  args: { state: { phase: 'success', status: 'SCANNED', qrCodeBase64: SAMPLE_QR_BASE64, closing: true } },
};
export const Expired: Story = {
  args: { state: { phase: 'expired', status: 'PENDING', qrCodeBase64: SAMPLE_QR_BASE64, closing: false } },
};
export const LoginError: Story = {
  args: {
    state: {
      phase: 'expired',
      status: 'SCANNED',
      qrCodeBase64: SAMPLE_QR_BASE64,
      error: 'Người dùng đã từ chối đăng nhập trên điện thoại',
      closing: false,
    },
  },
};
export const StartFailed: Story = {
  args: { state: { phase: 'failed', status: 'PENDING', qrCodeBase64: null, error: 'Network error starting QR login', closing: false } },
};
