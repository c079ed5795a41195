import type { RemoteDeclaration } from './types';

export const MF_SOCIAL = {
  name: 'mf_social',
  label: 'Bạn bè & Nhóm',
  pages: [
    { path: 'inbox', nav: { label: 'Hội thoại', description: 'Tin nhắn của mọi tài khoản', icon: 'message' } },
    { path: 'friends', nav: { label: 'Quản lý bạn bè', description: 'Bạn bè và thẻ phân loại', icon: 'team' } },
    { path: 'groups', nav: { label: 'Quản lý nhóm', description: 'Nhóm và thành viên', icon: 'apartment' } },
  ],
} as const satisfies RemoteDeclaration;
