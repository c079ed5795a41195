/**
 * Recurring schedules are listed, paused, edited and deleted in one place. A schedule the system
 * stopped because its list has nothing left to send is told apart from one the user paused: `finished_at`.
 */
export const sql = /* sql */ `
ALTER TABLE job_schedules ADD COLUMN finished_at timestamptz;
UPDATE job_schedules SET finished_at = updated_at
 WHERE NOT is_active AND kind IN ('shared-list-message', 'phone-friend-request', 'phone-message')
   AND last_error IN ('Tất cả thành viên của kho đã được xử lý: lịch nhắn tin đã dừng', 'Không còn số nào chờ xử lý');
`;
