/** Every text of the profile page (/profile). */
export const PROFILE_TEXTS = {
  title: 'Hồ sơ',
  subtitle: 'Tài khoản đăng nhập, mật khẩu và các phiên đăng nhập',

  account: 'Tài khoản đăng nhập',
  email: 'Email',
  role: 'Vai trò',

  password: 'Đổi mật khẩu',
  passwordHint: 'Sau khi đổi, mọi thiết bị khác đang đăng nhập sẽ bị đăng xuất; thiết bị này vẫn đăng nhập.',
  currentPassword: 'Mật khẩu hiện tại',
  newPassword: 'Mật khẩu mới',
  confirmPassword: 'Xác nhận mật khẩu mới',
  newPasswordHelp: 'Ít nhất 8 ký tự.',
  changePassword: 'Đổi mật khẩu',
  changing: 'Đang đổi mật khẩu...',
  changed: 'Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.',
  changeFailed: 'Không thể đổi mật khẩu, vui lòng thử lại',

  sessions: 'Phiên đăng nhập',
  sessionsHint: 'Mất điện thoại hoặc đã đăng nhập trên máy dùng chung? Kết thúc mọi phiên đăng nhập, kể cả phiên này.',
  logoutEverywhere: 'Đăng xuất khỏi mọi thiết bị',
  logoutEverywhereTitle: 'Đăng xuất khỏi mọi thiết bị?',
  logoutEverywhereDescription: 'Mọi phiên đăng nhập của bạn, kể cả phiên này, sẽ kết thúc ngay.',
  logoutEverywhereOk: 'Đăng xuất tất cả',
  cancel: 'Hủy',
} as const;
