import { Alert, Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, GROUP_MEMBERS_PAGE_DEFAULT, type StoredGroup } from 'shared-sdk';
import { LoadingBlock, Pager } from 'shared-sdk/react';
import { useGroupMembers } from '../api/get-group-members';
import { GROUP_TEXTS } from '../texts';
import { MemberFriendRequestModal } from './member-friend-request-modal';
import { MemberList } from './member-list';
import { MemberMessageModal } from './member-message-modal';

export interface GroupMembersModalProps {
  group: StoredGroup;
  onClose: () => void;
}

/** The members of one group, page by page, with select-all and the friend-request and message jobs. */
export function GroupMembersModal({ group, onClose }: GroupMembersModalProps) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [job, setJob] = useState<'friend' | 'message' | null>(null);
  const members = useGroupMembers(group.accountId, group.groupId, (page - 1) * GROUP_MEMBERS_PAGE_DEFAULT);
  const data = members.data;
  const list = data?.members ?? [];
  const allSelected = list.length > 0 && list.every((member) => selected.has(member.id));
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const member of list) {
        if (checked) next.add(member.id);
        else next.delete(member.id);
      }
      return next;
    });
  const memberIds = [...selected];

  return (
    <Modal open title={GROUP_TEXTS.membersTitle(group.name)} footer={null} onCancel={onClose} width={720}>
      <Flex vertical gap={12}>
        {/* A community group's note is said once: ours, in Vietnamese; the server's note covers hidden lists too. */}
        {(group.isCommunity || data?.group.isCommunityGroup) ? (
          <Alert type="info" showIcon title={GROUP_TEXTS.communityNote} />
        ) : (
          data?.message && <Alert type="warning" showIcon title={data.message} />
        )}
        {members.isError && !data ? (
          <Alert
            type="error"
            showIcon
            title={GROUP_TEXTS.membersLoadError}
            description={members.error instanceof ApiError ? GROUP_TEXTS.membersLoadFailed : GROUP_TEXTS.membersNetworkError}
            action={<Button onClick={() => void members.refetch()}>{GROUP_TEXTS.retry}</Button>}
          />
        ) : members.isPending ? (
          <LoadingBlock padding={32} />
        ) : (
          <>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Checkbox checked={allSelected} indeterminate={!allSelected && list.some((member) => selected.has(member.id))} disabled={list.length === 0} onChange={(event) => toggleAll(event.target.checked)}>
                {GROUP_TEXTS.selectAll}
              </Checkbox>
              <Typography.Text type="secondary">{GROUP_TEXTS.membersSelected(selected.size, data?.paging.total ?? 0)}</Typography.Text>
            </Flex>
            <MemberList members={list} selected={selected} onChange={setSelected} />
            <Pager
              page={page}
              totalPages={Math.ceil((data?.paging.total ?? 0) / GROUP_MEMBERS_PAGE_DEFAULT)}
              onChange={setPage}
              disabled={members.isFetching}
              label={GROUP_TEXTS.membersPager}
              previousText={GROUP_TEXTS.previous}
              nextText={GROUP_TEXTS.next}
              hideSinglePage
            />
          </>
        )}
        <Flex gap={8} justify="flex-end">
          <Button disabled={selected.size === 0} onClick={() => setJob('friend')}>
            {GROUP_TEXTS.friendRequest}
          </Button>
          <Button type="primary" disabled={selected.size === 0} onClick={() => setJob('message')}>
            {GROUP_TEXTS.messageMembers}
          </Button>
        </Flex>
      </Flex>
      {job === 'friend' && <MemberFriendRequestModal group={group} memberIds={memberIds} onClose={() => setJob(null)} />}
      {job === 'message' && <MemberMessageModal group={group} memberIds={memberIds} onClose={() => setJob(null)} />}
    </Modal>
  );
}
