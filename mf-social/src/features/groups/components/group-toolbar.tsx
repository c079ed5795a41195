import { FilterOutlined, SyncOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Select } from 'antd';
import type { Account } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';

export interface GroupToolbarProps {
  accounts: Account[];
  accountId: string;
  onAccountChange: (accountId: string) => void;
  onSearch: (search: string) => void;
  filterCount: number;
  filterOpen: boolean;
  onToggleFilter: () => void;
  syncing: boolean;
  onSync: () => void;
}

/** Account filter (all or one), name search, the advanced filter toggle and the sync button. */
export function GroupToolbar({ accounts, accountId, onAccountChange, onSearch, filterCount, filterOpen, onToggleFilter, syncing, onSync }: GroupToolbarProps) {
  return (
    <Flex wrap gap={8} align="center">
      <Select
        aria-label={GROUP_TEXTS.accountFilter}
        style={{ minWidth: 200 }}
        value={accountId}
        onChange={onAccountChange}
        options={[{ value: '', label: GROUP_TEXTS.allAccounts }, ...accounts.map((account) => ({ value: account.id, label: account.displayName }))]}
      />
      <Input.Search aria-label={GROUP_TEXTS.search} placeholder={GROUP_TEXTS.search} allowClear onSearch={onSearch} style={{ maxWidth: 280 }} />
      <Badge count={filterCount} size="small">
        <Button icon={<FilterOutlined />} type={filterOpen ? 'primary' : 'default'} ghost={filterOpen} onClick={onToggleFilter} aria-expanded={filterOpen}>
          {GROUP_TEXTS.advancedFilter}
        </Button>
      </Badge>
      <Button icon={<SyncOutlined spin={syncing} />} loading={syncing} onClick={onSync}>
        {accountId ? GROUP_TEXTS.syncOne : GROUP_TEXTS.syncAll}
      </Button>
    </Flex>
  );
}
