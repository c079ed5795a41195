import { Button, Modal, Tabs } from 'antd';
import type { PhoneList } from '../api/contract';
import { usePhoneListSchedules } from '../api/get-phone-list-schedules';
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

/** A list's detail in five tabs (spec part 3 §2): overview, two histories, run summaries, per-account distribution. */
export function PhoneListDetailDialog({ open, list, onClose }: PhoneListDetailDialogProps) {
  const stats = usePhoneListStats(list.id);
  const schedules = usePhoneListSchedules(list.id);
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
            children: <OverviewTab stats={stats.data} schedules={schedules.data} loading={stats.isPending} failed={stats.isError} />,
          },
          { key: 'friendRequests', label: PHONE_TEXTS.tabFriendRequests, children: <NumberHistoryTab listId={list.id} kind="friendRequest" /> },
          { key: 'messages', label: PHONE_TEXTS.tabMessages, children: <NumberHistoryTab listId={list.id} kind="message" /> },
          { key: 'executions', label: PHONE_TEXTS.tabExecutions, children: <ExecutionsTab listId={list.id} /> },
          {
            key: 'accounts',
            label: PHONE_TEXTS.tabAccounts,
            children: <AccountDistributionTab accounts={stats.data?.distributionSummary.accountsUsed ?? []} loading={stats.isPending} />,
          },
        ]}
      />
    </Modal>
  );
}
