import type { RemoteDeclaration } from './types';

export const MF_JOBS = {
  name: 'mf_jobs',
  label: 'Công việc & Kho chung',
  pages: [
    { path: 'jobs', nav: { label: 'Công việc', description: 'Gửi tin và tự động hóa', icon: 'thunderbolt' } },
    {
      path: 'shared-pending',
      nav: { label: 'Kho chung', description: 'Thành viên nhóm bạn đã lưu', icon: 'database' },
    },
    { path: 'do-not-contact', nav: { label: 'Không liên hệ', description: 'Danh sách không liên hệ', icon: 'stop' } },
    { path: 'reports', nav: { label: 'Báo cáo', description: 'Tin đã gửi, khách trả lời và hiệu quả từng chiến dịch', icon: 'chart' } },
  ],
} as const satisfies RemoteDeclaration;
