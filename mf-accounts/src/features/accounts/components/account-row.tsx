import { Avatar, Flex, Typography } from 'antd';
import { initialOf } from '../utils/account-rules';
import { AccountActions, AccountBadges, type AccountViewProps, CookieDetail, CookieStatus } from './account-parts';
import { ZaloIdentity } from './account-card';

/**
 * One account in the compact list (50 accounts at a glance): who, status, proxy, bot, cookie, the
 * main action and a menu with the others. It wraps onto two lines on a phone.
 */
export function AccountRow(props: AccountViewProps) {
  const { account, bot, cookie, proxy } = props;
  return (
    <Flex
      role="listitem"
      aria-label={account.displayName}
      data-testid={`account-row-${account.id}`}
      gap={12}
      align="center"
      wrap
      style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex gap={10} align="center" style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Avatar size={36} src={account.avatarUrl ?? undefined} style={{ background: '#1677ff', flex: 'none' }}>
          {initialOf(account.displayName)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: account.displayName }}>
            {account.displayName}
          </Typography.Text>
          <ZaloIdentity account={account} />
        </Flex>
      </Flex>
      <AccountBadges account={account} proxy={proxy} bot={bot} style={{ flex: '1 1 240px' }} />
      <Flex vertical style={{ flex: '0 1 200px' }}>
        <CookieStatus account={account} cookie={cookie} withLabel />
        <CookieDetail account={account} cookie={cookie} align="flex-start" />
      </Flex>
      <div style={{ flex: '0 0 auto', marginInlineStart: 'auto' }}>
        <AccountActions {...props} compact />
      </div>
    </Flex>
  );
}
