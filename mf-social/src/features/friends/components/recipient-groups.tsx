import { Card, Flex, Tag, Typography } from 'antd';
import type { SelectedFriend } from '../utils/friend-selection';

export interface RecipientGroupsProps {
  byAccount: ReadonlyMap<string, SelectedFriend[]>;
  accountNames: ReadonlyMap<string, string>;
}

const SHOWN = 5;

/** The recipients grouped by account: one job will be created for each group. */
export function RecipientGroups({ byAccount, accountNames }: RecipientGroupsProps) {
  return (
    <Flex vertical gap={8} component="ul" aria-label="Người nhận theo tài khoản" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 220, overflowY: 'auto' }}>
      {[...byAccount].map(([accountId, friends]) => {
        const names = friends.slice(0, SHOWN).map((friend) => friend.displayName).join(', ');
        const more = friends.length > SHOWN ? ` và ${friends.length - SHOWN} người khác` : '';
        return (
          <li key={accountId}>
            <Card size="small">
              <Flex gap={8} align="center">
                <Typography.Text strong>{accountNames.get(accountId) ?? accountId}</Typography.Text>
                <Tag color="blue">{`${friends.length} người nhận`}</Tag>
              </Flex>
              <Typography.Text type="secondary" ellipsis>{`${names}${more}`}</Typography.Text>
            </Card>
          </li>
        );
      })}
    </Flex>
  );
}
