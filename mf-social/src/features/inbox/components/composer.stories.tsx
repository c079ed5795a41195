import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Composer } from './composer';

const meta: Meta<typeof Composer> = {
  title: 'mf-social/Inbox/Composer',
  component: Composer,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: { names: { ten: 'Nguyễn Thị Lan', ten_zalo: 'Lan Nguyễn', tai_khoan: 'Shop Hoa Tươi' }, onSend: fn(async () => 'sent' as const) },
};
export default meta;

export const Default: StoryObj<typeof Composer> = {};
export const AccountNotRunning: StoryObj<typeof Composer> = { args: { warning: 'Tài khoản này đang không chạy: hãy bật bot ở trang Tài khoản để trả lời.' } };
