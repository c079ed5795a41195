/**
 * The plan cards' feature lines said "jobs": Vietnamese now. Only rows still holding the lines
 * 0002 shipped are changed, so an operator's own wording stays.
 */
export const sql = /* sql */ `
UPDATE plans SET feature_labels = ARRAY['Quản lý tối đa 3 tài khoản Zalo', '20 công việc mỗi ngày, 1 công việc chạy cùng lúc',
         'Gửi tin nhắn và kết bạn hàng loạt', 'Bot trả lời tự động bằng AI', 'Quản lý proxy cho từng tài khoản']
 WHERE name = 'basic' AND feature_labels[2] = '20 jobs mỗi ngày, 1 job chạy cùng lúc';
UPDATE plans SET feature_labels = ARRAY['Quản lý tối đa 10 tài khoản Zalo', '100 công việc mỗi ngày, 3 công việc chạy cùng lúc',
         'Mọi tính năng của gói Basic', 'Lên lịch gửi tin nhắn hằng ngày', 'Kho thành viên và danh sách số điện thoại']
 WHERE name = 'plus' AND feature_labels[2] = '100 jobs mỗi ngày, 3 jobs chạy cùng lúc';
UPDATE plans SET feature_labels = ARRAY['Quản lý tối đa 50 tài khoản Zalo', 'Không giới hạn công việc mỗi ngày, 10 công việc chạy cùng lúc',
         'Mọi tính năng của gói Plus', 'Gửi tin nhắn hàng loạt vào nhóm', 'Hỗ trợ ưu tiên']
 WHERE name = 'pro' AND feature_labels[2] = 'Không giới hạn jobs mỗi ngày, 10 jobs chạy cùng lúc';
`;
