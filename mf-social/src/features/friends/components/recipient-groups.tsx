import { Card, Flex, Tag, Typography } from 'antd';
import type { FriendShare } from '../utils/friend-selection';

export interface RecipientGroupsProps {
  shares: FriendShare[];
  accountNames: ReadonlyMap<string, string>;
}

const SHOWN = 5;

/** The recipients grouped by account: one job will be created for each group (a select-all is said by its count). */
export function RecipientGroups({ shares, accountNames }: RecipientGroupsProps) {
  return (
    <Flex vertical gap={8} component="ul" aria-label="Người nhận theo tài khoản" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 220, overflowY: 'auto' }}>
      {shares.map(({ accountId, count, friends }) => {
        const names = friends?.slice(0, SHOWN).map((friend) => friend.displayName).join(', ');
        const more = friends && friends.length > SHOWN ? ` và ${friends.length - SHOWN} người khác` : '';
        return (
          <li key={accountId}>
            <Card size="small">
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{accountNames.get(accountId) ?? accountId}</Typography.Text>
                <Tag color="blue">{`${count.toLocaleString('vi-VN')} người nhận`}</Tag>
              </Flex>
              <Typography.Text type="secondary" ellipsis>
                {names === undefined ? 'Mọi bạn bè của tài khoản khớp bộ lọc' : `${names}${more}`}
              </Typography.Text>
            </Card>
          </li>
        );
      })}
    </Flex>
  );
}
