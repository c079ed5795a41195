import { Flex, Select } from 'antd';
import { type Account, CREATABLE_JOB_TYPES, JOB_STATUS_LABELS, JOB_STATUSES, JOB_TYPE_LABELS } from 'shared-sdk';
import type { JobsFilter } from '../api/get-jobs';
import { JOB_TEXTS } from '../texts';

export interface JobFiltersProps {
  value: JobsFilter;
  accounts?: Account[];
  accountsLoading?: boolean;
  onChange: (filter: JobsFilter) => void;
}

const STATUS_OPTIONS = JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status] }));
// FRIEND_REQUEST and GROUP_INVITE jobs are shown in the list but not offered here.
const TYPE_OPTIONS = CREATABLE_JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

/** Status, account and type; a cleared select means all. */
export function JobFilters({ value, accounts, accountsLoading, onChange }: JobFiltersProps) {
  const accountOptions = (accounts ?? []).map((account) => ({ value: account.id, label: account.displayName }));
  return (
    <Flex gap={12} wrap>
      <Select
        id="jobs-filter-status"
        aria-label={JOB_TEXTS.filterStatus}
        placeholder={JOB_TEXTS.allStatuses}
        allowClear
        options={STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        style={{ minWidth: 180 }}
      />
      <Select
        id="jobs-filter-account"
        aria-label={JOB_TEXTS.filterAccount}
        placeholder={JOB_TEXTS.allAccounts}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={accountsLoading}
        options={accountOptions}
        value={value.accountId}
        onChange={(accountId) => onChange({ ...value, accountId })}
        style={{ minWidth: 200 }}
      />
      <Select
        id="jobs-filter-type"
        aria-label={JOB_TEXTS.filterType}
        placeholder={JOB_TEXTS.allTypes}
        allowClear
        options={TYPE_OPTIONS}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        style={{ minWidth: 220 }}
      />
    </Flex>
  );
}
