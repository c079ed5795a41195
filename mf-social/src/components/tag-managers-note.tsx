import { Alert } from 'antd';

export const TAG_MANAGERS_ONLY = 'Chỉ chủ sở hữu hoặc quản trị viên mới tạo, đổi tên hoặc xóa tag. Bạn vẫn gắn được các tag có sẵn.';

/** Where an AGENT would look for creating, renaming or deleting tags: who can, and what they still can do. */
export function TagManagersNote() {
  return <Alert type="info" showIcon title={TAG_MANAGERS_ONLY} data-testid="tag-managers-only" />;
}
