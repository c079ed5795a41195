import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { jobOf, jobsInEveryStatus } from '../testing/fixtures';
import { RecentJobs } from './recent-jobs';

const renderJobs = (props: Parameters<typeof RecentJobs>[0]) =>
  render(
    <MemoryRouter>
      <RecentJobs {...props} />
    </MemoryRouter>,
  );

test('each job shows its type, successCount/totalRecipients, creation time and status label', () => {
  renderJobs({ jobs: jobsInEveryStatus });
  const rows = screen.getAllByTestId('recent-job');
  expect(rows).toHaveLength(5);
  const expected = [
    ['Nhắn tin bạn bè', '0/120', 'Chờ xử lý'],
    ['Nhắn tin thành viên nhóm', '37/80', 'Đang xử lý'],
    ['Gửi lời mời kết bạn', '25/25', 'Hoàn thành'],
    ['Nhắn tin cuộc trò chuyện', '0/1', 'Thất bại'],
    ['Mời vào nhóm', '12/40', 'Đã hủy'],
  ];
  rows.forEach((row, index) => {
    const [type, counts, status] = expected[index];
    expect(within(row).getByText(type)).toBeInTheDocument();
    expect(within(row).getByTestId('job-counts')).toHaveTextContent(counts);
    expect(within(row).getByTestId('job-status')).toHaveTextContent(status);
  });
  expect(within(rows[0]).getByText('Vừa xong')).toBeInTheDocument();
  expect(within(rows[1]).getByText('47 phút trước')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Xem tất cả' })).toHaveAttribute('href', '/jobs?page=1');
});

test('a send into groups is named so, not as a conversation message', () => {
  renderJobs({ jobs: [jobOf({ type: 'TO_THREAD', metadata: { source: 'bulk-groups' } })] });
  expect(within(screen.getByTestId('recent-job')).getByText('Gửi tin vào nhóm')).toBeInTheDocument();
});

test('never more than 5 jobs', () => {
  renderJobs({ jobs: Array.from({ length: 8 }, (_, index) => jobOf({ id: `job-${index}` })) });
  expect(screen.getAllByTestId('recent-job')).toHaveLength(5);
});

test('no jobs yet', () => {
  renderJobs({ jobs: [] });
  expect(screen.getByText('Chưa có công việc nào')).toBeInTheDocument();
});
