import { Alert, App, Button, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FRIEND_MESSAGES, FRIEND_TAG_PALETTE, type FriendTag, type FriendTagInput, useFriendTags } from 'shared-sdk';
import { useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { FRIEND_TAG_FORM, TagFormModal, type TagFormValues } from '../../../components/tag-form-modal';
import { TagManagersNote } from '../../../components/tag-managers-note';
import { useCreateFriendTag } from '../api/create-friend-tag';
import { useDeleteFriendTag } from '../api/delete-friend-tag';
import { useFriendTagColors } from '../api/get-friend-tag-colors';
import { useUpdateFriendTag } from '../api/update-friend-tag';

/** Below this the tag names broke one word a line on a phone: the table scrolls sideways instead. */
const TAG_TABLE_MIN_WIDTH = 600;

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;
const formValues = (tag: FriendTag): TagFormValues => ({ name: tag.name, description: tag.description ?? '', color: tag.color });

/** Tag management tab: tags with friend and account counts, create, edit, delete. */
export function TagManagementTab() {
  const { modal } = App.useApp();
  const toasts = useToasts();
  const tags = useFriendTags();
  const colors = useFriendTagColors();
  const [editing, setEditing] = useState<FriendTag | 'new' | null>(null);
  const create = useCreateFriendTag();
  const update = useUpdateFriendTag();
  const del = useDeleteFriendTag();
  // Tags are the workspace's: an AGENT assigns them (on the list) but creates, renames and deletes none.
  const manager = useWorkspaceAccess().role !== 'AGENT';
  const submit = async (input: FriendTagInput) => {
    const isNew = editing === 'new';
    try {
      await (editing && editing !== 'new' ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input));
      toasts.success(isNew ? 'Đã tạo tag bạn bè thành công!' : 'Đã cập nhật tag bạn bè thành công!');
      return true;
    } catch (error) {
      toasts.error(errorText(error, isNew ? 'Không thể tạo tag bạn bè' : 'Không thể cập nhật tag bạn bè'));
      return false;
    }
  };
  const remove = async (tag: FriendTag) => {
    try {
      await del.mutateAsync(tag.id);
      toasts.success('Đã xóa tag bạn bè thành công!');
    } catch (error) {
      toasts.error(errorText(error, 'Không thể xóa tag bạn bè'));
    }
  };
  const askRemove = (tag: FriendTag) => {
    if (tag.friendCount === 0) return void remove(tag);
    modal.confirm({ title: 'Xóa tag', content: FRIEND_MESSAGES.deleteAssigned(tag.friendCount), okText: 'Xóa', cancelText: 'Hủy', okButtonProps: { danger: true }, onOk: () => remove(tag) });
  };

  const actionsColumn: TableColumnsType<FriendTag>[number] = {
    title: 'Thao tác',
    key: 'actions',
    render: (_, tag) => (
      <Space>
        <Button size="small" aria-label={`Sửa ${tag.name}`} onClick={() => setEditing(tag)}>
          Sửa
        </Button>
        <Button size="small" danger aria-label={`Xóa ${tag.name}`} onClick={() => askRemove(tag)}>
          Xóa
        </Button>
      </Space>
    ),
  };

  if (tags.isError) {
    return <Alert type="error" showIcon title={errorText(tags.error, 'Không thể tải tag bạn bè')} action={<Button onClick={() => tags.refetch()}>Thử lại</Button>} />;
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {manager ? (
        <Button type="primary" onClick={() => setEditing('new')}>
          Tạo tag mới
        </Button>
      ) : (
        <TagManagersNote />
      )}
      {/* Wider than a phone: it scrolls in its own box with readable columns, the page keeps its width. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table<FriendTag>
          style={{ minWidth: TAG_TABLE_MIN_WIDTH }}
          rowKey="id"
          loading={tags.isLoading}
          dataSource={tags.data?.tags ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="Chưa có tag nào" /> }}
          columns={[
            { title: 'Tag', key: 'name', render: (_, tag) => <Tag color={tag.color}>{tag.name}</Tag> },
            { title: 'Mô tả', key: 'description', render: (_, tag) => <Typography.Text type="secondary">{tag.description ?? ''}</Typography.Text> },
            { title: 'Bạn bè', dataIndex: 'friendCount', key: 'friendCount' },
            { title: 'Tài khoản', dataIndex: 'accountCount', key: 'accountCount' },
            ...(manager ? [actionsColumn] : []),
          ]}
        />
      </div>
      <TagFormModal
        kind={FRIEND_TAG_FORM}
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={manager && editing !== null}
        initial={editing && editing !== 'new' ? formValues(editing) : undefined}
        palette={colors.data?.colors ?? FRIEND_TAG_PALETTE}
        submitting={create.isPending || update.isPending}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
      />
    </Space>
  );
}
