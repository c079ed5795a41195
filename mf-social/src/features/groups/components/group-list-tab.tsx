import { Alert, Button, Col, Empty, Flex, Row, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ApiError, type StoredGroup, useAccounts } from 'shared-sdk';
import { Pager, useToasts } from 'shared-sdk/react';
import { fetchAllFilteredGroups, useFilteredGroups } from '../api/get-groups';
import { useGroupTags } from '../api/get-group-tags';
import { useSyncGroups } from '../api/sync-groups';
import { GROUP_TEXTS } from '../texts';
import { appliedFilterCount, EMPTY_FILTER, filterQuery, type GroupFilter } from '../utils/group-filter';
import { type GroupSelection, groupKey, toggleGroup } from '../utils/selection';
import { GroupCard } from './group-card';
import { GroupFilterPanel } from './group-filter-panel';
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
  selection: GroupSelection;
  onSelectionChange: (selection: Map<string, StoredGroup>) => void;
}

/** Group list tab (spec part 2 §2): filters, select-all, sync, cards, the selection actions and their dialogs. */
export function GroupListTab({ selection, onSelectionChange }: GroupListTabProps) {
  const toasts = useToasts();
  const [accountId, setAccountId] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<GroupFilter>(EMPTY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const accounts = useAccounts();
  const tags = useGroupTags();
  const sync = useSyncGroups();
  const query = filterQuery(filter, accountId, search);
  const list = useFilteredGroups({ ...query, offset: String((page - 1) * GROUPS_PAGE_SIZE), limit: String(GROUPS_PAGE_SIZE) });
  const data = list.data;
  const groups = data?.groups ?? [];
  const filtered = data?.total ?? 0;
  const allSelected = filtered > 0 && selection.size >= filtered && groups.every((group) => selection.has(groupKey(group)));

  const resetPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const runSync = async () => {
    const targets = accountId ? [accountId] : (accounts.data ?? []).filter((account) => account.status === 'ACTIVE').map((account) => account.id);
    try {
      toasts.success(GROUP_TEXTS.synced(await sync.mutateAsync(targets)));
    } catch (error) {
      toasts.error(error instanceof ApiError ? GROUP_TEXTS.syncFailed(error.message) : GROUP_TEXTS.syncNetworkError);
    }
  };

  const selectAll = async (checked: boolean) => {
    if (!checked) return onSelectionChange(new Map());
    setSelectingAll(true);
    try {
      const all = await fetchAllFilteredGroups(query);
      onSelectionChange(new Map([...selection, ...all.groups.map((group) => [groupKey(group), group] as const)]));
      if (all.groups.length < all.total) toasts.warning(GROUP_TEXTS.selectAllCapped(all.groups.length));
    } catch {
      toasts.error(GROUP_TEXTS.loadNetworkError);
    } finally {
      setSelectingAll(false);
    }
  };

  const act = (action: GroupAction) => {
    if (action !== 'tags' && selection.size === 0) return toasts.warning(GROUP_TEXTS.groupsRequired);
    setDialog({ kind: action });
  };
  const close = () => setDialog(null);
  const selected = [...selection.values()];

  return (
    <Flex vertical gap={16}>
      <GroupToolbar
        accounts={accounts.data ?? []}
        accountId={accountId}
        onAccountChange={resetPage(setAccountId)}
        onSearch={resetPage((value: string) => setSearch(value.trim()))}
        filterCount={appliedFilterCount(filter)}
        filterOpen={filterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        syncing={sync.isPending}
        onSync={() => void runSync()}
      />
      {filterOpen && <GroupFilterPanel tags={tags.data?.tags ?? []} value={filter} onChange={resetPage(setFilter)} />}
      <GroupSelectionBar
        selectedCount={selection.size}
        filteredCount={filtered}
        totalCount={data?.totalAll ?? 0}
        allSelected={allSelected}
        selectingAll={selectingAll}
        onSelectAll={(checked) => void selectAll(checked)}
        onClear={() => onSelectionChange(new Map())}
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
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Đang tải" />
        </Flex>
      ) : groups.length === 0 ? (
        <Empty description={data?.totalAll ? GROUP_TEXTS.emptyFiltered : GROUP_TEXTS.empty} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={GROUP_TEXTS.tabList} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {groups.map((group) => (
            <Col key={groupKey(group)} xs={24} sm={12} lg={8} xxl={6} role="listitem">
              <GroupCard
                group={group}
                selected={selection.has(groupKey(group))}
                onToggle={(toggled) => onSelectionChange(toggleGroup(selection, toggled))}
                onViewMembers={(viewed) => setDialog({ kind: 'members', group: viewed })}
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
        {dialog?.kind === 'send' && <SendGroupMessageModal groups={selected} onClose={close} />}
        {dialog?.kind === 'auto' && <AutoFriendModal groups={selected} onClose={close} />}
        {dialog?.kind === 'bulk' && <BulkSendWizard groups={selected} accounts={accounts.data ?? []} onClose={close} />}
        {dialog?.kind === 'tags' && <TagSendWizard accounts={accounts.data ?? []} onClose={close} />}
        {dialog?.kind === 'members' && <GroupMembersModal group={dialog.group} onClose={close} />}
      </Suspense>
    </Flex>
  );
}
