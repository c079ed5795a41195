import { Alert, Button, Checkbox, Empty, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import type { PendingFriend } from 'shared-sdk';
import { LoadingBlock } from 'shared-sdk/react';
import { reasonOf } from '../../../utils/reason';
import { JobPlanNote, usePlanAllowance } from '../../../components/job-plan-note';
import { usePendingFriends } from '../api/get-pending-friends';
import { usePendingActions } from '../hooks/use-pending-actions';
import { GROUP_TEXTS } from '../texts';
import { friendRequestsByGroup, mergePending, pendingKey } from '../utils/pending-friends';
import { type SelectedGroups, selectedCount } from '../utils/selection';
import { GroupAvatar } from './group-avatar';
import { MessageField } from './job-form-fields';

export interface PendingFriendsPanelProps {
  /** The list tab's selection: picked groups, or every group of its filter. */
  selection: SelectedGroups;
}

const PAGE_SIZE = 50;

/**
 * Pending friends: members of the selected groups who are not friends of their account,
 * sent friend requests from one account or saved to 'Kho chung'. "Chọn tất cả" takes every person found, not only
 * the page shown.
 */
export function PendingFriendsPanel({ selection }: PendingFriendsPanelProps) {
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [accountId, setAccountId] = useState('');
  const [message, setMessage] = useState<string>(GROUP_TEXTS.defaultGreeting);
  const queries = usePendingFriends(selection, showAll);
  const actions = usePendingActions();
  const groupCount = selectedCount(selection);
  const overview = mergePending(queries.flatMap((query) => (query.data ? [query.data] : [])));
  const sender = accountId || overview.accounts[0]?.id || '';
  const chosen = overview.friends.filter((friend) => selected.includes(pendingKey(friend)));
  const requestGroups = friendRequestsByGroup(chosen, sender).size;
  const allowance = usePlanAllowance(requestGroups, GROUP_TEXTS.oneJobPerGroupUnit);
  if (groupCount === 0) return <Empty description={GROUP_TEXTS.pendingHint} />;

  const failed = queries.find((query) => query.isError);
  const loading = queries.some((query) => query.isPending);
  const everyone = overview.friends.map(pendingKey);
  const allChosen = everyone.length > 0 && everyone.every((key) => selected.includes(key));
  const otherAccounts = chosen.filter((friend) => friend.sourceAccountId !== sender).length;
  const groupNames = new Map(overview.friends.map((friend) => [friend.groupId, friend.groupName]));

  const send = async () => {
    if (allowance?.blocked) return;
    if (await actions.sendRequests(chosen, sender, message, groupNames)) setSelected([]);
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <Typography.Text strong>{GROUP_TEXTS.pendingGroups(groupCount)}</Typography.Text>
        <Checkbox checked={showAll} onChange={(event) => setShowAll(event.target.checked)}>
          {GROUP_TEXTS.pendingShowAll}
        </Checkbox>
        {!loading && !failed && <Typography.Text type="secondary">{GROUP_TEXTS.pendingSummary(overview.pending, overview.existing)}</Typography.Text>}
      </Flex>
      {overview.unavailable.length > 0 && <Alert type="info" showIcon title={GROUP_TEXTS.pendingUnavailable(overview.unavailable.join(', '))} />}
      {failed ? (
        <Alert type="error" showIcon title={reasonOf(failed.error, GROUP_TEXTS.pendingNone)} action={<Button onClick={() => void failed.refetch()}>{GROUP_TEXTS.retry}</Button>} />
      ) : loading ? (
        <LoadingBlock padding={32} />
      ) : overview.friends.length === 0 ? (
        <Empty description={overview.existing > 0 ? GROUP_TEXTS.pendingEmpty : GROUP_TEXTS.pendingNone} />
      ) : (
        <>
          <Flex wrap gap={12} align="center">
            <Checkbox
              checked={allChosen}
              indeterminate={selected.length > 0 && !allChosen}
              onChange={(event) => setSelected(event.target.checked ? everyone : [])}
            >
              {GROUP_TEXTS.pendingSelectAll(everyone.length)}
            </Checkbox>
            {selected.length > 0 && <Typography.Text strong>{GROUP_TEXTS.pendingSelected(selected.length)}</Typography.Text>}
          </Flex>
          {overview.pending > overview.friends.length && <Typography.Text type="secondary">{GROUP_TEXTS.pendingPreviewOnly(overview.friends.length, overview.pending)}</Typography.Text>}
          {/* Wider than a phone: it scrolls in its own box, the page keeps its width. */}
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table<PendingFriend>
              size="small"
              rowKey={pendingKey}
              dataSource={overview.friends}
              pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
              rowSelection={{
                selectedRowKeys: selected,
                // The header box would take only this page: the one above takes everyone found.
                hideSelectAll: true,
                onChange: (keys) => setSelected(keys.map(String)),
                preserveSelectedRowKeys: true,
                getCheckboxProps: (friend) => ({ 'aria-label': GROUP_TEXTS.selectMember(friend.displayName) }),
              }}
              columns={[
                {
                  title: GROUP_TEXTS.tabPending,
                  key: 'name',
                  render: (_, friend) => (
                    <Flex gap={8} align="center">
                      <GroupAvatar name={friend.displayName} src={friend.avatar} size={28} />
                      <span>{friend.displayName}</span>
                      {friend.zaloName && friend.zaloName !== friend.displayName && <Typography.Text type="secondary">{friend.zaloName}</Typography.Text>}
                    </Flex>
                  ),
                },
                { title: GROUP_TEXTS.pendingGroupColumn, dataIndex: 'groupName', key: 'group' },
                { title: GROUP_TEXTS.pendingAccountColumn, key: 'account', render: (_, friend) => overview.accounts.find((account) => account.id === friend.sourceAccountId)?.displayName },
              ]}
            />
          </div>
          <Flex vertical gap={8} style={{ maxWidth: 560 }}>
            <Select
              aria-label={GROUP_TEXTS.account}
              value={sender || undefined}
              placeholder={GROUP_TEXTS.chooseAccount}
              onChange={setAccountId}
              options={overview.accounts.map((account) => ({ value: account.id, label: account.displayName }))}
            />
            {otherAccounts > 0 && <Typography.Text type="warning">{GROUP_TEXTS.pendingOtherAccount(otherAccounts)}</Typography.Text>}
            <MessageField label={GROUP_TEXTS.friendRequestMessage} value={message} onChange={setMessage} rows={2} />
            <JobPlanNote allowance={allowance} />
            <Flex gap={8} wrap>
              <Button type="primary" loading={actions.busy === 'send'} disabled={Boolean(allowance?.blocked)} onClick={() => void send()}>
                {GROUP_TEXTS.pendingSend}
              </Button>
              <Button loading={actions.busy === 'save'} onClick={() => void actions.saveToSharedList(chosen)}>
                {GROUP_TEXTS.pendingSave}
              </Button>
            </Flex>
          </Flex>
        </>
      )}
    </Flex>
  );
}
