import { MF_JOBS } from './mf-jobs';

test("the sidebar's Kho chung entry describes the customer's own lists, not a pool of the whole system", () => {
  const entry = MF_JOBS.pages.find((page) => page.path === 'shared-pending');
  expect(entry?.nav.description).toBe('Thành viên nhóm bạn đã lưu');
  expect(entry?.nav.description).not.toMatch(/hệ thống/);
});
