import { AppstoreOutlined, SyncOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Select } from 'antd';
import type { Account } from 'shared-sdk';

export type FriendsView = 'table' | 'cards';

export interface FriendsToolbarProps {
  accounts: Pick<Account, 'id' | 'displayName'>[];
  accountId: string;
  onAccountChange: (accountId: string) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearch: (text: string) => void;
  view: FriendsView;
  onViewChange: (view: FriendsView) => void;
  syncing: boolean;
  onSync: () => void;
}

/** Account select (all by default), name search, table/cards switch and the sync button. */
export function FriendsToolbar(props: FriendsToolbarProps) {
  const { accounts, accountId, onAccountChange, searchText, onSearchTextChange, onSearch, view, onViewChange, syncing, onSync } = props;
  return (
    <Flex wrap gap={8} align="center">
      <Select
        aria-label="Tài khoản"
        style={{ minWidth: 200 }}
        value={accountId}
        onChange={onAccountChange}
        options={[{ value: '', label: 'Tất cả tài khoản' }, ...accounts.map((a) => ({ value: a.id, label: a.displayName }))]}
      />
      <Input.Search
        aria-label="Tìm theo tên"
        placeholder="Tìm theo tên"
        allowClear
        style={{ maxWidth: 280 }}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        onSearch={(text) => onSearch(text.trim())}
      />
      <Segmented<FriendsView>
        aria-label="Kiểu hiển thị"
        value={view}
        onChange={onViewChange}
        options={[
          { value: 'table', label: 'Bảng', icon: <TableOutlined /> },
          { value: 'cards', label: 'Thẻ', icon: <AppstoreOutlined /> },
        ]}
      />
      <Button type="primary" icon={<SyncOutlined />} loading={syncing} onClick={onSync} style={{ marginLeft: 'auto' }}>
        {accountId ? 'Sync bạn bè' : 'Sync tất cả'}
      </Button>
    </Flex>
  );
}
