import { Alert, App, Button, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, GROUP_MESSAGES, GROUP_TAG_PALETTE, type GroupTag, type GroupTagInput } from 'shared-sdk';
import { useToastedChange, useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { GROUP_TAG_FORM, TagFormModal } from '../../../components/tag-form-modal';
import { TagManagersNote } from '../../../components/tag-managers-note';
import { useAssignGroupTags } from '../api/assign-group-tags';
import { useCreateGroupTag } from '../api/create-group-tag';
import { useDeleteGroupTag } from '../api/delete-group-tag';
import { useGroupTagColors } from '../api/get-group-tag-colors';
import { useGroupTagStats } from '../api/get-group-tag-stats';
import { useGroupTags } from '../api/get-group-tags';
import { useUnassignGroupTags } from '../api/unassign-group-tags';
import { useUpdateGroupTag } from '../api/update-group-tag';
import { GROUP_TEXTS } from '../texts';
import { rowIdsOrSelection, type SelectedGroups, selectedCount } from '../utils/selection';
import { GroupTagAssignPanel } from './group-tag-assign-panel';
import { GroupTagStatsCards } from './group-tag-stats';

/** Below this the tag names broke one word a line on a phone: the table scrolls sideways instead. */
const TAG_TABLE_MIN_WIDTH = 600;

export interface GroupTagManagementTabProps {
  /** The list tab's selection: picked groups, or every group of its filter. */
  selection: SelectedGroups;
}

/** Tag management tab: quick statistics, assignment to the selected groups, the tag list. */
export function GroupTagManagementTab({ selection }: GroupTagManagementTabProps) {
  const { modal } = App.useApp();
  const toasts = useToasts();
  const change = useToastedChange();
  const tags = useGroupTags();
  const stats = useGroupTagStats();
  const colors = useGroupTagColors();
  const create = useCreateGroupTag();
  const update = useUpdateGroupTag();
  const remove = useDeleteGroupTag();
  const assign = useAssignGroupTags();
  const unassign = useUnassignGroupTags();
  const count = selectedCount(selection);
  const [editing, setEditing] = useState<GroupTag | 'new' | null>(null);
  // Tags are the workspace's: an AGENT assigns them to their groups but creates, renames and deletes none.
  const manager = useWorkspaceAccess().role !== 'AGENT';
  const list = tags.data?.tags ?? [];

  const submit = async (input: GroupTagInput) => {
    const isNew = editing === 'new';
    try {
      await (editing && editing !== 'new' ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input));
      toasts.success(isNew ? GROUP_TEXTS.tagCreated : GROUP_TEXTS.tagUpdated);
      return true;
    } catch (error) {
      toasts.error(errorMessage(error, isNew ? GROUP_MESSAGES.createFailed : GROUP_MESSAGES.updateFailed));
      return false;
    }
  };

  const removeTag = (tag: GroupTag) => change(() => remove.mutateAsync(tag.id), { done: GROUP_TEXTS.tagDeleted, failed: GROUP_MESSAGES.deleteFailed });
  const askRemove = (tag: GroupTag) => {
    if (tag.groupCount === 0) return void removeTag(tag);
    modal.confirm({
      title: GROUP_TEXTS.deleteTagTitle,
      content: GROUP_MESSAGES.deleteAssigned(tag.groupCount),
      okText: GROUP_TEXTS.delete,
      cancelText: GROUP_TEXTS.cancel,
      okButtonProps: { danger: true },
      onOk: () => removeTag(tag),
    });
  };

  const assignTags = async (tagIds: string[]) => {
    if (tagIds.length === 0 || count === 0) {
      toasts.warning(GROUP_TEXTS.assignNeedsBoth);
      return false;
    }
    try {
      await assign.mutateAsync({ ...rowIdsOrSelection(selection), tagIds });
      toasts.success(GROUP_TEXTS.tagsAssigned(tagIds.length));
      return true;
    } catch (error) {
      toasts.error(errorMessage(error, GROUP_MESSAGES.assignFailed));
      return false;
    }
  };

  /** Takes the chosen tags off every selected group. */
  const unassignTags = async (tagIds: string[]) => {
    if (tagIds.length === 0 || count === 0) {
      toasts.warning(GROUP_TEXTS.unassignNeedsBoth);
      return false;
    }
    try {
      const { unassigned } = await unassign.mutateAsync({ ...rowIdsOrSelection(selection), tagIds });
      toasts.success(GROUP_TEXTS.tagsUnassigned(unassigned));
      return true;
    } catch (error) {
      toasts.error(errorMessage(error, GROUP_TEXTS.unassignFailed));
      return false;
    }
  };

  const actionsColumn: TableColumnsType<GroupTag>[number] = {
    title: '',
    key: 'actions',
    render: (_, tag) => (
      <Flex gap={8}>
        <Button size="small" aria-label={`${GROUP_TEXTS.edit} ${tag.name}`} onClick={() => setEditing(tag)}>
          {GROUP_TEXTS.edit}
        </Button>
        <Button size="small" danger aria-label={`${GROUP_TEXTS.delete} ${tag.name}`} onClick={() => askRemove(tag)}>
          {GROUP_TEXTS.delete}
        </Button>
      </Flex>
    ),
  };

  if (tags.isError) {
    return <Alert type="error" showIcon title={errorMessage(tags.error, GROUP_TEXTS.tagsLoadFailed)} action={<Button onClick={() => void tags.refetch()}>{GROUP_TEXTS.retry}</Button>} />;
  }
  return (
    <Flex vertical gap={16}>
      <GroupTagStatsCards stats={stats.data?.stats} loading={stats.isPending} />
      <GroupTagAssignPanel
        tags={list}
        selectionText={selection.kind === 'filter' ? GROUP_TEXTS.selectedFiltered(count) : GROUP_TEXTS.selected(count)}
        busy={assign.isPending || unassign.isPending}
        onAssign={assignTags}
        onUnassign={unassignTags}
      />
      {manager ? (
        <Button type="primary" onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
          {GROUP_TEXTS.newTag}
        </Button>
      ) : (
        <TagManagersNote />
      )}
      {/* Wider than a phone: it scrolls in its own box with readable columns, the page keeps its width. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table<GroupTag>
          style={{ minWidth: TAG_TABLE_MIN_WIDTH }}
          rowKey="id"
          loading={tags.isPending}
          dataSource={list}
          pagination={false}
          locale={{ emptyText: <Empty description={GROUP_TEXTS.noTags} /> }}
          columns={[
            { title: GROUP_TEXTS.tagName, key: 'name', render: (_, tag) => <Tag color={tag.color} style={{ whiteSpace: 'normal' }}>{tag.name}</Tag> },
            { title: GROUP_TEXTS.tagDescription, key: 'description', render: (_, tag) => <Typography.Text type="secondary">{tag.description ?? ''}</Typography.Text> },
            { title: GROUP_TEXTS.tagGroups, dataIndex: 'groupCount', key: 'groupCount' },
            { title: GROUP_TEXTS.tagAccounts, dataIndex: 'accountCount', key: 'accountCount' },
            ...(manager ? [actionsColumn] : []),
          ]}
        />
      </div>
      <TagFormModal
        kind={GROUP_TAG_FORM}
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={manager && editing !== null}
        initial={editing && editing !== 'new' ? { name: editing.name, description: editing.description ?? '', color: editing.color } : undefined}
        palette={colors.data?.colors.length ? colors.data.colors : GROUP_TAG_PALETTE}
        submitting={create.isPending || update.isPending}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
      />
    </Flex>
  );
}
