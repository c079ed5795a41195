/** The do-not-contact screen's texts. */
export const DNC_TEXTS = {
  title: 'Danh sách không liên hệ',
  managersOnly: 'Bạn thêm được người vào danh sách. Chỉ chủ sở hữu hoặc quản trị viên mới xóa người khỏi danh sách hoặc đổi từ khóa hủy nhận.',
  subtitle: 'Những số điện thoại và người dùng Zalo mà mọi công việc sẽ bỏ qua',
  add: 'Thêm vào danh sách',
  import: 'Nhập từ Excel',
  importHint: 'Nhập từ Excel (.xlsx, .xls, tối đa 10MB): cột A của trang đầu tiên, mỗi ô một số điện thoại.',
  imported: (added: number, already: number, invalid: number, duplicates = 0) =>
    `Đã nhập ${added} số mới` +
    (already > 0 ? `, ${already} số đã có` : '') +
    (duplicates > 0 ? `, ${duplicates} số lặp lại trong file` : '') +
    (invalid > 0 ? `, ${invalid} dòng không phải số điện thoại Việt Nam hợp lệ` : ''),
  importFailed: 'Không thể nhập file',
  search: 'Tìm theo tên, số điện thoại hoặc mã Zalo',
  allSources: 'Tất cả nguồn',
  filterSource: 'Lọc theo nguồn',
  list: 'Danh sách không liên hệ',
  empty: 'Danh sách trống',
  noMatch: 'Không có mục nào khớp với tìm kiếm hoặc bộ lọc',
  emptyHow:
    "Thêm số hoặc bạn bè bằng 'Thêm vào danh sách', nhập từ Excel, hoặc chọn người nhận trong nhật ký của một công việc. Người nhắn một từ khóa hủy nhận cho bot cũng được thêm tự động.",
  loadFailed: 'Không thể tải danh sách không liên hệ',
  retry: 'Thử lại',
  pager: 'Phân trang danh sách không liên hệ',
  previous: 'Trước',
  next: 'Sau',
  total: (total: number, phones: number, people: number) => `${total} mục: ${phones} số điện thoại, ${people} người dùng Zalo`,

  colContact: 'Liên hệ',
  colKind: 'Loại',
  colSource: 'Nguồn',
  colAddedAt: 'Thêm lúc',
  kindPhone: 'Số điện thoại',
  kindUser: 'Người dùng Zalo',
  unnamedUser: 'Người dùng Zalo chưa rõ tên',
  zaloId: (id: string) => `Mã Zalo: ${id}`,
  remove: 'Xóa',
  confirmRemove: 'Xóa khỏi danh sách không liên hệ?',
  removed: 'Đã xóa khỏi danh sách',
  removeFailed: 'Không thể xóa',

  addTitle: 'Thêm vào danh sách không liên hệ',
  addByPhone: 'Số điện thoại',
  addByFriend: 'Chọn từ bạn bè',
  phonePlaceholder: 'VD: 0912345678',
  friendPlaceholder: 'Tìm bạn bè theo tên',
  save: 'Thêm',
  cancel: 'Hủy',
  added: (added: number) => (added > 0 ? 'Đã thêm vào danh sách không liên hệ' : 'Liên hệ này đã có trong danh sách'),
  addFailed: 'Không thể thêm vào danh sách',

  wordsTitle: 'Từ khóa hủy nhận',
  wordsHelp:
    'Khi một liên hệ nhắn đúng một trong các từ này cho bot đang chạy (không phân biệt hoa thường, bỏ qua dấu câu ở cuối, giữ nguyên dấu tiếng Việt), họ được thêm vào danh sách và bot không trả lời bằng AI.',
  wordsPlaceholder: 'Nhập từ rồi nhấn Enter',
  wordsSave: 'Lưu từ khóa',
  wordsSaved: 'Đã lưu từ khóa hủy nhận',
  wordsFailed: 'Không thể lưu từ khóa',

} as const;
