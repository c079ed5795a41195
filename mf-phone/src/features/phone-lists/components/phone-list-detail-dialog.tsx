import { Button, Modal, Tabs } from 'antd';
import type { PhoneList } from 'shared-sdk';
import { useFriendRequestSchedules } from '../api/get-friend-request-schedules';
import { useMessageSchedules } from '../api/get-message-schedules';
import { usePhoneList } from '../api/get-phone-list';
import { usePhoneListStats } from '../api/get-phone-list-stats';
import { PHONE_TEXTS } from '../texts';
import { AccountDistributionTab } from './account-distribution-tab';
import { ExecutionsTab } from './executions-tab';
import { NumberHistoryTab } from './number-history-tab';
import { OverviewTab } from './overview-tab';

export interface PhoneListDetailDialogProps {
  open: boolean;
  list: PhoneList;
  onClose: () => void;
}

/**
 * A list's detail in five tabs: overview with its schedules, two histories, runs, per-account
 * distribution. The list itself is read again (GET /phone-lists/{id}) and kept fresh while it runs.
 */
export function PhoneListDetailDialog({ open, list: opened, onClose }: PhoneListDetailDialogProps) {
  const list = usePhoneList(opened.id, opened).data ?? opened;
  const stats = usePhoneListStats(list.id);
  const friendRequests = useFriendRequestSchedules(list.id);
  const messages = useMessageSchedules(list.id);
  const schedules = { friendRequests: friendRequests.data ?? [], messages: messages.data ?? [] };
  return (
    <Modal
      open={open}
      title={PHONE_TEXTS.detailTitle(list.name)}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      footer={<Button onClick={onClose}>{PHONE_TEXTS.close}</Button>}
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'overview',
            label: PHONE_TEXTS.tabOverview,
            children: <OverviewTab stats={stats.data} schedules={schedules} loading={stats.isPending} failed={stats.isError} />,
          },
          { key: 'friendRequests', label: PHONE_TEXTS.tabFriendRequests, children: <NumberHistoryTab listId={list.id} kind="friendRequest" /> },
          { key: 'messages', label: PHONE_TEXTS.tabMessages, children: <NumberHistoryTab listId={list.id} kind="message" /> },
          { key: 'executions', label: PHONE_TEXTS.tabExecutions, children: <ExecutionsTab listId={list.id} /> },
          {
            key: 'accounts',
            label: PHONE_TEXTS.tabAccounts,
            children: <AccountDistributionTab listId={list.id} accounts={stats.data?.distributionSummary.accountsUsed ?? []} loading={stats.isPending} />,
          },
        ]}
      />
    </Modal>
  );
}
