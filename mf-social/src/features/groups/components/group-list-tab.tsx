import { Alert, Button, Col, Empty, Flex, Row } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountsQueryOptions, ApiError, type StoredGroup, useAccounts } from 'shared-sdk';
import { LoadingBlock, Pager, useToasts } from 'shared-sdk/react';
import { useFilteredGroups } from '../api/get-groups';
import { useGroupTags } from '../api/get-group-tags';
import { useUnassignGroupTags } from '../api/unassign-group-tags';
import { useSyncGroups } from '../api/sync-groups';
import { GROUP_TEXTS } from '../texts';
import { appliedFilterCount, EMPTY_FILTER, filterQuery, type GroupFilter } from '../utils/group-filter';
import { everyGroupOf, groupKey, isGroupSelected, itemsOf, NO_GROUPS, type SelectedGroups, selectedCount, toggleGroup } from '../utils/selection';
import { reasonOf } from '../../../utils/reason';
import { GroupCard } from './group-card';
import { GroupFilterPanel } from './group-filter-panel';
import { GroupSchedules } from './group-schedules';
import { type GroupAction, GroupSelectionBar } from './group-selection-bar';
import { GroupToolbar } from './group-toolbar';

// The dialogs load on first use, so the page's first load stays small.
const SendGroupMessageModal = lazy(() => import('./send-group-message-modal').then((m) => ({ default: m.SendGroupMessageModal })));
const AutoFriendModal = lazy(() => import('./auto-friend-modal').then((m) => ({ default: m.AutoFriendModal })));
const GroupMembersModal = lazy(() => import('./group-members-modal').then((m) => ({ default: m.GroupMembersModal })));
const BulkSendWizard = lazy(() => import('./bulk-send-wizard').then((m) => ({ default: m.BulkSendWizard })));
const TagSendWizard = lazy(() => import('./tag-send-wizard').then((m) => ({ default: m.TagSendWizard })));

export const GROUPS_PAGE_SIZE = 24;

type Dialog = { kind: GroupAction } | { kind: 'members'; group: StoredGroup } | null;

export interface GroupListTabProps {
  selection: SelectedGroups;
  onSelectionChange: (selection: SelectedGroups) => void;
}

/** Group list tab: filters, select-all, sync, cards, the selection actions and their dialogs. */
export function GroupListTab({ selection, onSelectionChange }: GroupListTabProps) {
  const toasts = useToasts();
  const [accountId, setAccountId] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<GroupFilter>(EMPTY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const accounts = useAccounts();
  const queryClient = useQueryClient();
  const tags = useGroupTags();
  const sync = useSyncGroups();
  const removeTag = useUnassignGroupTags();
  const query = filterQuery(filter, accountId, search);
  const list = useFilteredGroups({ ...query, offset: String((page - 1) * GROUPS_PAGE_SIZE), limit: String(GROUPS_PAGE_SIZE) });
  const data = list.data;
  const groups = data?.groups ?? [];
  const filtered = data?.total ?? 0;
  const count = selectedCount(selection);
  const allSelected =
    selection.kind === 'filter'
      ? selection.excluded.size === 0
      : filtered > 0 && filtered <= groups.length && groups.every((group) => selection.items.has(groupKey(group)));

  // A select-all is "every group of this filter": another filter ends it (groups picked one by one stay).
  const refilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
    if (selection.kind === 'filter') onSelectionChange(NO_GROUPS);
  };

  const runSync = async () => {
    // Clicked before the accounts arrived: wait for them rather than sync nothing and say 'Đã đồng bộ 0 nhóm'.
    const known = accounts.data ?? (await queryClient.fetchQuery(accountsQueryOptions()).catch(() => []));
    const targets = accountId ? [accountId] : known.filter((account) => account.status === 'ACTIVE').map((account) => account.id);
    if (targets.length === 0) return toasts.warning(GROUP_TEXTS.syncNoActiveAccount);
    try {
      toasts.success(GROUP_TEXTS.synced(await sync.mutateAsync(targets)));
    } catch (error) {
      toasts.error(error instanceof ApiError ? GROUP_TEXTS.syncFailed(reasonOf(error, GROUP_TEXTS.syncNetworkError)) : GROUP_TEXTS.syncNetworkError);
    }
  };

  /**
   * Select-all takes every filtered group: all on this page are picked as they are; more than a
   * page is "the filter itself", counted by the server and sent as the filter.
   */
  const selectAll = (checked: boolean) => {
    if (!checked || !data) return onSelectionChange(NO_GROUPS);
    if (filtered <= groups.length) {
      const picked = selection.kind === 'items' ? [...selection.items.values()] : [];
      return onSelectionChange(itemsOf([...picked, ...groups]));
    }
    onSelectionChange(everyGroupOf(query, data));
  };

  const untag = async (group: StoredGroup, tag: { id: string; name: string }) => {
    try {
      await removeTag.mutateAsync({ groupIds: [group.id], tagIds: [tag.id] });
      toasts.success(GROUP_TEXTS.tagRemoved);
    } catch (error) {
      toasts.error(reasonOf(error, GROUP_TEXTS.tagRemoveFailed));
    }
  };

  const act = (action: GroupAction) => {
    if (action !== 'tags' && count === 0) return toasts.warning(GROUP_TEXTS.groupsRequired);
    setDialog({ kind: action });
  };
  const close = () => setDialog(null);

  return (
    <Flex vertical gap={16}>
      <GroupSchedules />
      <GroupToolbar
        accounts={accounts.data ?? []}
        accountId={accountId}
        onAccountChange={refilter(setAccountId)}
        onSearch={refilter((value: string) => setSearch(value.trim()))}
        filterCount={appliedFilterCount(filter)}
        filterOpen={filterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        syncing={sync.isPending}
        onSync={() => void runSync()}
      />
      {filterOpen && <GroupFilterPanel tags={tags.data?.tags ?? []} value={filter} onChange={refilter(setFilter)} />}
      <GroupSelectionBar
        selectedCount={count}
        everyFiltered={selection.kind === 'filter'}
        filteredCount={filtered}
        totalCount={data?.totalAll ?? 0}
        allSelected={allSelected}
        onSelectAll={selectAll}
        onClear={() => onSelectionChange(NO_GROUPS)}
        onAction={act}
      />
      {list.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={list.error instanceof ApiError ? GROUP_TEXTS.loadFailed : GROUP_TEXTS.loadNetworkError}
          action={<Button onClick={() => void list.refetch()}>{GROUP_TEXTS.retry}</Button>}
        />
      ) : list.isPending ? (
        <LoadingBlock />
      ) : groups.length === 0 ? (
        <Empty description={data?.totalAll ? GROUP_TEXTS.emptyFiltered : GROUP_TEXTS.empty} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={GROUP_TEXTS.tabList} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {groups.map((group) => (
            <Col key={groupKey(group)} xs={24} sm={12} lg={8} xxl={6} role="listitem">
              <GroupCard
                group={group}
                selected={isGroupSelected(selection, group)}
                onToggle={(toggled) => onSelectionChange(toggleGroup(selection, toggled))}
                onViewMembers={(viewed) => setDialog({ kind: 'members', group: viewed })}
                onRemoveTag={(tag) => void untag(group, tag)}
              />
            </Col>
          ))}
        </Row>
      )}
      <Pager
        page={page}
        totalPages={Math.ceil(filtered / GROUPS_PAGE_SIZE)}
        onChange={setPage}
        label={GROUP_TEXTS.pager}
        previousText={GROUP_TEXTS.previous}
        nextText={GROUP_TEXTS.next}
        hideSinglePage
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'send' && <SendGroupMessageModal selection={selection} onClose={close} />}
        {dialog?.kind === 'auto' && <AutoFriendModal selection={selection} accounts={accounts.data ?? []} onClose={close} />}
        {dialog?.kind === 'bulk' && <BulkSendWizard selection={selection} accounts={accounts.data ?? []} onClose={close} />}
        {dialog?.kind === 'tags' && <TagSendWizard accounts={accounts.data ?? []} onClose={close} />}
        {dialog?.kind === 'members' && <GroupMembersModal group={dialog.group} onClose={close} />}
      </Suspense>
    </Flex>
  );
}
