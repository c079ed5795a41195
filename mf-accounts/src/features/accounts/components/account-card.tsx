import { Avatar, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from 'shared-sdk';
import { ACCOUNT_TEXTS as T } from '../texts';
import { FOOTER_ID_CHARS, initialOf, PROXY_CHIP_CHARS } from '../utils/account-rules';
import { AccountActions, AccountBadges, type AccountViewProps, CheckCookieButton, CookieDetail, CookieStatus } from './account-parts';

export type { BotState, CardBusy } from './account-parts';

export interface AccountCardProps extends AccountViewProps {
  /** The account's sending health panel (window, caps, breaker), drawn above the actions. */
  health?: ReactNode;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" gap={8} wrap>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span style={{ marginInlineStart: 'auto' }}>{children}</span>
    </Flex>
  );
}

/** The person logged in on Zalo, by name, or that nobody is. */
export function ZaloIdentity({ account }: { account: AccountViewProps['account'] }) {
  if (!account.zaloUserId) return <Typography.Text type="secondary">{T.notLoggedIn}</Typography.Text>;
  return (
    <Typography.Text type="secondary" ellipsis={{ tooltip: account.zaloName ?? undefined }} data-testid="zalo-name">
      {account.zaloName ? T.zaloName(account.zaloName) : T.zaloNameUnknown}
    </Typography.Text>
  );
}

/**
 * One Zalo account: who (its name here and the Zalo name of the person logged in), state, dates, cookie, features,
 * sending health and the actions its status allows. Ids only in the footer's detail line.
 */
export function AccountCard(props: AccountCardProps) {
  const { account, bot, cookie, proxy } = props;
  const chips: string[] = [];
  if (account.autoStart) chips.push(T.chipAutoStart);
  if (account.autoJoinByLink) chips.push(T.chipAutoJoin);
  if (account.autoReply) chips.push(T.chipAutoReply);

  return (
    <Card
      data-testid={`account-card-${account.id}`}
      role="article"
      aria-label={account.displayName}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
      style={{ height: '100%' }}
    >
      <Flex gap={12} align="center">
        <Avatar size={48} src={account.avatarUrl ?? undefined} style={{ background: '#1677ff', flex: 'none' }}>
          {initialOf(account.displayName)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ tooltip: account.displayName }}>
            {account.displayName}
          </Typography.Title>
          <ZaloIdentity account={account} />
        </Flex>
      </Flex>

      <AccountBadges account={account} proxy={proxy} bot={bot} />

      <Flex vertical gap={4}>
        <Row label={T.createdAt}>{formatDateTime(account.createdAt)}</Row>
        <Row label={T.lastLoginAt}>{account.lastLoginAt ? formatDateTime(account.lastLoginAt) : T.never}</Row>
        <div data-testid="cookie-row">
          <Row label={T.cookie}>
            <Flex gap={8} align="center" wrap justify="flex-end">
              <CookieStatus account={account} cookie={cookie} />
              <CheckCookieButton cookie={cookie} onClick={props.onCheckCookie} />
            </Flex>
          </Row>
          <CookieDetail account={account} cookie={cookie} />
        </div>
      </Flex>

      {chips.length > 0 && (
        <Space size={[4, 4]} wrap data-testid="feature-chips">
          {chips.map((chip) => (
            <Tag key={chip} variant="filled" color="blue">
              {chip}
            </Tag>
          ))}
        </Space>
      )}

      {props.health}

      <div style={{ marginTop: 'auto' }}>
        <AccountActions {...props} />
      </div>

      <Tooltip title={T.footerHint}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="account-footer">
          {T.footerId(account.id.slice(0, FOOTER_ID_CHARS))}
          {account.proxyId && ` · ${T.footerProxyId(account.proxyId.slice(0, PROXY_CHIP_CHARS))}`}
          {account.zaloUserId && (
            <>
              {` · ${T.zaloId}: `}
              <Typography.Text type="secondary" style={{ fontSize: 12 }} copyable={{ text: account.zaloUserId }}>
                {account.zaloUserId}
              </Typography.Text>
            </>
          )}
        </Typography.Text>
      </Tooltip>
    </Card>
  );
}
