import type { RemoteDeclaration } from './types';

export const MF_PHONE = {
  name: 'mf_phone',
  label: 'Tương tác SĐT',
  pages: [{ path: 'phone-lists', nav: { label: 'Tương tác SĐT', description: 'Danh sách số điện thoại', icon: 'phone' } }],
} as const satisfies RemoteDeclaration;
