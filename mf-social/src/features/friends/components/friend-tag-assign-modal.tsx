import { Badge, Flex, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, FRIEND_MESSAGES, type FriendTagRef } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useAssignFriendTags } from '../api/assign-friend-tags';
import { friendIdsOrSelection, type SelectedFriends, selectedCount } from '../utils/friend-selection';

export interface FriendTagAssignModalProps {
  selection: SelectedFriends;
  tags: FriendTagRef[];
  onClose: () => void;
}

/** The spec's texts of a bulk friend tag assignment. */
export const FRIEND_ASSIGN_TEXTS = {
  needsBoth: FRIEND_MESSAGES.assignNeedsBoth,
  assigned: (count: number) => `Đã gán ${count} tag bạn bè thành công!`,
  failed: 'Không thể gán tags cho bạn bè',
} as const;

/**
 * 'Gán tag' for the selected friends: the chosen tags to every selected friend (a select-all
 * sends its filter, so any number works), with the spec's texts.
 */
export function FriendTagAssignModal({ selection, tags, onClose }: FriendTagAssignModalProps) {
  const toasts = useToasts();
  const assign = useAssignFriendTags();
  const [tagIds, setTagIds] = useState<string[]>([]);
  const count = selectedCount(selection);

  const submit = async () => {
    if (tagIds.length === 0 || count === 0) return toasts.warning(FRIEND_ASSIGN_TEXTS.needsBoth);
    try {
      await assign.mutateAsync({ ...friendIdsOrSelection(selection), tagIds });
      toasts.success(FRIEND_ASSIGN_TEXTS.assigned(tagIds.length));
      onClose();
    } catch (error) {
      toasts.error(errorMessage(error, FRIEND_ASSIGN_TEXTS.failed));
    }
  };

  return (
    <Modal open title={`Gán tag cho ${count.toLocaleString('vi-VN')} bạn bè`} okText="Gán tag" cancelText="Hủy" confirmLoading={assign.isPending} onOk={() => void submit()} onCancel={onClose}>
      <Form layout="vertical" component="div">
        <Flex vertical gap={8}>
          {tags.length === 0 && <Typography.Text type="secondary">Chưa có tag nào: tạo tag ở mục Quản lý tag.</Typography.Text>}
          <Form.Item label="Tag" style={{ marginBottom: 0 }}>
            <Select
              mode="multiple"
              aria-label="Chọn tag"
              placeholder="Chọn tag"
              value={tagIds}
              onChange={setTagIds}
              options={tags.map((tag) => ({ value: tag.id, label: <Badge color={tag.color} text={tag.name} />, title: tag.name }))}
              optionFilterProp="title"
            />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
