import { AppstoreOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Flex, Input, Segmented, Select, Typography } from 'antd';
import type { Account } from 'shared-sdk';
import type { ViewMode } from '../hooks/use-view-mode';
import { ACCOUNT_TEXTS as T } from '../texts';
import { type StatusFilter, statusCounts } from '../utils/account-rules';

export interface AccountsToolbarProps {
  accounts: ReadonlyArray<Pick<Account, 'status'>>;
  shown: number;
  search: string;
  status: StatusFilter;
  view: ViewMode;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
  onView: (view: ViewMode) => void;
}

/** Search, a status filter with counts and the cards / compact list switch. */
export function AccountsToolbar({ accounts, shown, search, status, view, onSearch, onStatus, onView }: AccountsToolbarProps) {
  const options = [
    { value: 'all', label: T.statusAll(accounts.length) },
    ...statusCounts(accounts).map((entry) => ({ value: entry.status, label: T.statusOption(entry.label, entry.count) })),
  ];
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={T.searchPlaceholder}
          aria-label={T.searchLabel}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Select<StatusFilter>
          aria-label={T.statusFilterLabel}
          value={status}
          options={options}
          onChange={onStatus}
          style={{ flex: '1 1 180px', maxWidth: 260 }}
        />
        <Segmented<ViewMode>
          aria-label={T.viewLabel}
          value={view}
          onChange={onView}
          options={[
            { value: 'cards', label: T.viewCards, icon: <AppstoreOutlined /> },
            { value: 'list', label: T.viewList, icon: <UnorderedListOutlined /> },
          ]}
        />
      </Flex>
      <Typography.Text type="secondary" data-testid="accounts-shown">
        {T.shown(shown, accounts.length)}
      </Typography.Text>
    </Flex>
  );
}
