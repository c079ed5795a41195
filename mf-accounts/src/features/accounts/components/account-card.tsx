import {
  DeleteOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  QrcodeOutlined,
  RedoOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Account, ACCOUNT_STATUS_COLORS, ACCOUNT_STATUS_LABELS, formatDateTime } from 'shared-sdk';
import { ACCOUNT_TEXTS as T } from '../texts';
import {
  accountActions,
  type CookieState,
  FOOTER_ID_CHARS,
  initialOf,
  PROXY_CHIP_CHARS,
} from '../utils/account-rules';

/** The bot's state as the card knows it; only ACTIVE accounts load it. */
export type BotState = 'running' | 'stopped' | 'loading' | 'unknown';

/** Which action is in flight, to show its spinner and keep it from being pressed twice. */
export type CardBusy = Partial<Record<'qrLogin' | 'relogin' | 'bot' | 'forceQr' | 'delete', boolean>>;

export interface AccountCardProps {
  account: Account;
  /** For a non-ACTIVE account the bot cannot run: shown as stopped. */
  bot: BotState;
  cookie: CookieState;
  busy?: CardBusy;
  onQrLogin?: () => void;
  onRelogin?: () => void;
  onStartBot?: () => void;
  onStopBot?: () => void;
  onAiAutoReply?: () => void;
  onForceQr?: () => void;
  onDelete?: () => void;
  onCheckCookie?: () => void;
  /** The account's sending health panel (window, caps, breaker), drawn above the actions. */
  health?: ReactNode;
}

function BotBadge({ bot }: { bot: BotState }) {
  if (bot === 'running') return <Tag color="green">{T.botRunning}</Tag>;
  if (bot === 'loading') return <Tag>{T.botLoading}</Tag>;
  if (bot === 'unknown') return <Tag color="default">{T.botUnknown}</Tag>;
  return <Tag color="default">{T.botStopped}</Tag>;
}

function CookieText({ cookie }: { cookie: CookieState }) {
  switch (cookie) {
    case 'valid':
      return <Typography.Text type="success">{T.cookieValid}</Typography.Text>;
    case 'invalid':
      return <Typography.Text type="danger">{T.cookieInvalid}</Typography.Text>;
    case 'checking':
      return <Typography.Text type="secondary">{T.cookieChecking}</Typography.Text>;
    default:
      return <Typography.Text type="secondary">{T.cookieUnchecked}</Typography.Text>;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span>{children}</span>
    </Flex>
  );
}

/** One Zalo account: who, state, dates, cookie, features and the actions its status allows (spec part 1 §2, §4). */
export function AccountCard(props: AccountCardProps) {
  const { account, bot, cookie, busy = {} } = props;
  const actions = accountActions(account, cookie);
  const running = account.status === 'ACTIVE' && bot === 'running';
  const chips = [
    account.autoStart && T.chipAutoStart,
    account.autoJoinByLink && T.chipAutoJoin,
    account.autoReply && T.chipAutoReply,
    account.proxyId && T.chipProxy(account.proxyId.slice(0, PROXY_CHIP_CHARS)),
  ].filter((chip): chip is string => Boolean(chip));

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
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ tooltip: account.displayName }}>
            {account.displayName}
          </Typography.Title>
          <Typography.Text type="secondary" copyable={account.zaloUserId ? { text: account.zaloUserId } : false}>
            {account.zaloUserId ? T.zaloId(account.zaloUserId) : T.noZaloId}
          </Typography.Text>
        </div>
      </Flex>

      <Space size={[4, 4]} wrap>
        <Tag color={ACCOUNT_STATUS_COLORS[account.status]} data-testid="status-badge">
          {ACCOUNT_STATUS_LABELS[account.status]}
        </Tag>
        <Tag color={account.proxyId ? 'geekblue' : 'default'}>{account.proxyId ? T.proxyOn : T.proxyOff}</Tag>
        <BotBadge bot={account.status === 'ACTIVE' ? bot : 'stopped'} />
      </Space>

      <Flex vertical gap={4}>
        <Row label={T.createdAt}>{formatDateTime(account.createdAt)}</Row>
        <Row label={T.lastLoginAt}>{account.lastLoginAt ? formatDateTime(account.lastLoginAt) : T.never}</Row>
        <Row label={T.cookie}>
          <Space size={8} data-testid="cookie-row">
            <CookieText cookie={cookie} />
            <Button
              size="small"
              icon={<SafetyCertificateOutlined />}
              loading={cookie === 'checking'}
              onClick={props.onCheckCookie}
            >
              {T.checkCookie}
            </Button>
          </Space>
        </Row>
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

      <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
        {actions.qrLogin && (
          <Button type="primary" icon={<QrcodeOutlined />} loading={busy.qrLogin} onClick={props.onQrLogin}>
            {T.qrLogin}
          </Button>
        )}
        {actions.relogin && (
          <Button type="primary" icon={<RedoOutlined />} loading={busy.relogin} onClick={props.onRelogin}>
            {T.relogin}
          </Button>
        )}
        {actions.bot &&
          (running ? (
            <Button icon={<PauseCircleOutlined />} loading={busy.bot} onClick={props.onStopBot}>
              {T.stopBot}
            </Button>
          ) : (
            <Button
              icon={<PlayCircleOutlined />}
              loading={busy.bot}
              disabled={bot === 'loading'}
              onClick={props.onStartBot}
            >
              {T.startBot}
            </Button>
          ))}
        {actions.aiAutoReply && (
          <Button icon={<RobotOutlined />} onClick={props.onAiAutoReply}>
            {T.aiAutoReply}
          </Button>
        )}
        {actions.forceQr && (
          <Button icon={<QrcodeOutlined />} loading={busy.forceQr} onClick={props.onForceQr}>
            {T.forceQr}
          </Button>
        )}
        <Popconfirm
          title={T.confirmDelete}
          okText={T.delete}
          cancelText={T.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={props.onDelete}
        >
          <Button danger icon={<DeleteOutlined />} loading={busy.delete}>
            {T.delete}
          </Button>
        </Popconfirm>
      </Flex>

      <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: 'monospace' }} data-testid="account-footer">
        {T.footerId(account.id.slice(0, FOOTER_ID_CHARS))}
      </Typography.Text>
    </Card>
  );
}
