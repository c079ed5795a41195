import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { accountsApi, type FilteredFriendsQuery, friendsApi, queryKeys, type StoredFriend } from 'shared-sdk';
import { friendKeys, useFilteredFriends, useFriendTags } from '../api/friends-queries';
import { useFriendTagToggle } from '../hooks/use-friend-tag-toggle';
import { FriendStatCards } from './friend-stat-cards';

const PAGE_SIZE = 50;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** Friends list tab (spec part 2 §2): tag chips, account select, name search, stat cards, a paged table, sync. */
export function FriendsListTab() {
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [accountId, setAccountId] = useState<string>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query: FilteredFriendsQuery = { tagIds, accountId, search, offset: String((page - 1) * PAGE_SIZE), limit: String(PAGE_SIZE) };
  const friends = useFilteredFriends(query);
  const tags = useFriendTags();
  const accounts = useQuery({ queryKey: queryKeys.accounts.list(), queryFn: () => accountsApi.list() });
  const client = useQueryClient();
  const toggleFriendTag = useFriendTagToggle();
  const accountName = new Map((accounts.data ?? []).map((a) => [a.id, a.displayName]));
  const activeAccounts = (accounts.data ?? []).filter((a) => a.status === 'ACTIVE');
  const sync = useMutation({
    mutationFn: async () => {
      const targets = accountId ? [accountId] : activeAccounts.map((a) => a.id);
      for (const id of targets) await friendsApi.sync(id);
    },
    onSettled: () => client.invalidateQueries({ queryKey: friendKeys.all() }),
  });
  const toggleTag = (id: string) => {
    setPage(1);
    setTagIds((current) => (current.includes(id) ? current.filter((t) => t !== id) : [...current, id]));
  };
  const data = friends.data;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap aria-label="Lọc theo tag">
        {(tags.data?.tags ?? []).map((tag) => (
          <Tag.CheckableTag key={tag.id} checked={tagIds.includes(tag.id)} onChange={() => toggleTag(tag.id)} style={{ borderColor: tag.color }}>
            {tag.name}
          </Tag.CheckableTag>
        ))}
        {tagIds.length > 0 && (
          <Button size="small" onClick={() => setTagIds([])}>
            Xóa tất cả
          </Button>
        )}
        {data && <Typography.Text type="secondary">{`${data.total}/${data.totalAll}`}</Typography.Text>}
      </Space>
      <FriendStatCards total={data?.totalAll ?? 0} active={data?.activeCount ?? 0} accounts={data?.accountCount ?? 0} filtered={data?.total ?? 0} />
      <Space wrap>
        <Select
          aria-label="Tài khoản"
          style={{ minWidth: 200 }}
          value={accountId}
          onChange={(value) => {
            setAccountId(value);
            setPage(1);
          }}
          options={[{ value: '', label: 'Tất cả tài khoản' }, ...(accounts.data ?? []).map((a) => ({ value: a.id, label: a.displayName }))]}
        />
        <Input.Search
          aria-label="Tìm theo tên"
          placeholder="Tìm theo tên"
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Button type="primary" loading={sync.isPending} onClick={() => sync.mutate()}>
          {accountId ? 'Sync bạn bè' : 'Sync tất cả'}
        </Button>
      </Space>
      {sync.isError && <Alert type="error" showIcon message={`Failed to sync friends: ${(sync.error as Error).message}`} />}
      {friends.isError ? (
        <Alert type="error" showIcon message="Network error loading friends" action={<Button onClick={() => friends.refetch()}>Thử lại</Button>} />
      ) : (
        <Table<StoredFriend>
          rowKey={(friend) => `${friend.accountId}:${friend.userId}`}
          loading={friends.isLoading}
          dataSource={data?.friends ?? []}
          locale={{ emptyText: <Empty description="Chưa có bạn bè nào được đồng bộ" /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
          columns={[
            {
              title: 'Bạn bè',
              key: 'friend',
              render: (_, friend) => (
                <Space>
                  <span aria-hidden>{initials(friend.displayName)}</span>
                  <span>
                    <Typography.Text strong>{friend.displayName}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{friend.userId}</Typography.Text>
                  </span>
                </Space>
              ),
            },
            { title: 'Tài khoản', key: 'account', render: (_, friend) => accountName.get(friend.accountId) ?? '' },
            { title: 'Trạng thái', key: 'status', render: (_, friend) => (friend.isActive ? 'Hoạt động' : 'Không hoạt động') },
            { title: 'Đồng bộ lúc', key: 'sync', render: (_, friend) => new Date(friend.lastSyncAt).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }) },
            {
              title: 'Tags',
              key: 'tags',
              render: (_, friend) => (
                <Space wrap size={4}>
                  {friend.tags.map((tag) => (
                    <Tag key={tag.id} color={tag.color} closable closeIcon={<span aria-label={`Bỏ tag ${tag.name}`}>×</span>} onClose={(event) => {
                      event.preventDefault();
                      void toggleFriendTag({ friend, tag, add: false });
                    }}>
                      {tag.name}
                    </Tag>
                  ))}
                  <Select
                    size="small"
                    aria-label={`Thêm tag cho ${friend.displayName}`}
                    placeholder="Thêm tag"
                    value={null}
                    style={{ minWidth: 110 }}
                    options={(tags.data?.tags ?? []).filter((tag) => !friend.tags.some((t) => t.id === tag.id)).map((tag) => ({ value: tag.id, label: tag.name }))}
                    onChange={(id: string) => {
                      const tag = tags.data?.tags.find((t) => t.id === id);
                      if (tag) void toggleFriendTag({ friend, tag: { id: tag.id, name: tag.name, color: tag.color }, add: true });
                    }}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
    </Space>
  );
}
