import {
  DeleteOutlined,
  EditOutlined,
  EllipsisOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  QrcodeOutlined,
  RedoOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { ReactNode } from 'react';
import { type Account, ACCOUNT_STATUS_COLORS, ACCOUNT_STATUS_LABELS, formatDate, formatTime } from 'shared-sdk';
import { ACCOUNT_TEXTS as T } from '../texts';
import { accountActions, type CookieState, PROXY_CHIP_CHARS, platformFailure } from '../utils/account-rules';
import { confirmAccountDelete } from './delete-account-confirm';

/** The bot's state as the card knows it; only ACTIVE accounts load it. */
export type BotState = 'running' | 'stopped' | 'loading' | 'unknown';

/** Which action is in flight, to show its spinner and keep it from being pressed twice. */
export type CardBusy = Partial<Record<'qrLogin' | 'relogin' | 'bot' | 'forceQr' | 'delete', boolean>>;

/** The proxy an account goes out through, by name; undefined while not known (its id's first characters then). */
export type ProxyView = { name: string; isActive: boolean } | undefined;

/** What a card or a row of the compact list shows and does: the same for both. */
export interface AccountViewProps {
  account: Account;
  /** For a non-ACTIVE account the bot cannot run: shown as stopped. */
  bot: BotState;
  cookie: CookieState;
  proxy?: ProxyView;
  /** The account's stored friends, for the delete confirmation. */
  friends?: number | null;
  busy?: CardBusy;
  onQrLogin?: () => void;
  onRelogin?: () => void;
  onStartBot?: () => void;
  onStopBot?: () => void;
  onAiAutoReply?: () => void;
  onForceQr?: () => void;
  onEdit?: () => void;
  /** Called once the user confirmed (the confirmation is the card's). */
  onDelete?: () => void;
  onCheckCookie?: () => void;
  /** Whether the person may delete the account (OWNER, ADMIN); an AGENT works with it but does not delete it. */
  canDelete?: boolean;
}

/** 'HH:mm DD/MM' in Vietnam. */
export const shortWhen = (iso: string) => `${formatTime(iso)} ${formatDate(iso).slice(0, 5)}`;

export function BotBadge({ bot }: { bot: BotState }) {
  if (bot === 'running') return <Tag color="green">{T.botRunning}</Tag>;
  if (bot === 'loading') return <Tag>{T.botLoading}</Tag>;
  if (bot === 'unknown') return <Tag color="default">{T.botUnknown}</Tag>;
  return <Tag color="default">{T.botStopped}</Tag>;
}

/** 'Proxy: <name>' (red when the proxy is off: the account cannot connect), or 'Không proxy'. */
export function ProxyBadge({ account, proxy }: { account: Pick<Account, 'proxyId'>; proxy?: ProxyView }) {
  if (!account.proxyId) return <Tag color="default">{T.proxyOff}</Tag>;
  const label = proxy ? T.proxyOn(proxy.name) : T.proxyUnknown(account.proxyId.slice(0, PROXY_CHIP_CHARS));
  return (
    <Tag color={proxy && !proxy.isActive ? 'error' : 'geekblue'} style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }} title={label}>
      {proxy && !proxy.isActive ? T.proxyInactive(label) : label}
    </Tag>
  );
}

/** Status, proxy and bot, as a card and a row show them. */
export function AccountBadges({ account, proxy, bot, style }: Pick<AccountViewProps, 'account' | 'proxy' | 'bot'> & { style?: CSSProperties }) {
  return (
    <Space size={[4, 4]} wrap style={style}>
      <Tag color={ACCOUNT_STATUS_COLORS[account.status]} data-testid="status-badge">
        {ACCOUNT_STATUS_LABELS[account.status]}
      </Tag>
      <ProxyBadge account={account} proxy={proxy} />
      <BotBadge bot={account.status === 'ACTIVE' ? bot : 'stopped'} />
    </Space>
  );
}

/** The cookie's state in a word or two (the row of the compact list writes 'Cookie:' before it). */
export function CookieStatus({ account, cookie, withLabel }: { account: Pick<Account, 'cookieCheck'>; cookie: CookieState; withLabel?: boolean }) {
  const couldNotRun = cookie === 'invalid' && Boolean(account.cookieCheck?.error);
  const [type, text]: ['success' | 'danger' | 'secondary', string] =
    cookie === 'valid'
      ? ['success', T.cookieValid]
      : cookie === 'invalid'
        ? ['danger', couldNotRun ? T.cookieCheckFailed : T.cookieInvalid]
        : cookie === 'checking'
          ? ['secondary', T.cookieChecking]
          : ['secondary', T.cookieUnchecked];
  return (
    <Typography.Text type={type} data-testid="cookie-state">
      {withLabel && <Typography.Text type="secondary">{`${T.cookie}: `}</Typography.Text>}
      {text}
    </Typography.Text>
  );
}

/** Under the cookie's state: when the kept check ran and, when it could not run, why (its Zalo code apart). */
export function CookieDetail({ account, cookie, align = 'flex-end' }: { account: Pick<Account, 'cookieCheck'>; cookie: CookieState; align?: 'flex-start' | 'flex-end' }) {
  const stored = account.cookieCheck;
  const reason = cookie === 'invalid' ? platformFailure(stored?.error) : null;
  if (!stored || cookie === 'checking') return null;
  return (
    <Flex vertical align={align} style={{ textAlign: align === 'flex-end' ? 'right' : 'left' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.cookieCheckedAt(shortWhen(stored.checkedAt))}
      </Typography.Text>
      {reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="cookie-reason">
          {reason.text}
          {reason.code !== null && ` · ${T.platformCode(reason.code)}`}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function CheckCookieButton({ cookie, onClick }: { cookie: CookieState; onClick?: () => void }) {
  return (
    <Button size="small" icon={<SafetyCertificateOutlined />} loading={cookie === 'checking'} onClick={onClick}>
      {T.checkCookie}
    </Button>
  );
}

/**
 * The actions the account's status allows, with the delete confirmation. `compact` (the
 * list view) keeps the main action as a button and puts the others in a menu.
 */
export function AccountActions(props: AccountViewProps & { compact?: boolean }) {
  const { account, bot, cookie, busy = {}, compact, canDelete = true } = props;
  const { modal } = App.useApp();
  const actions = accountActions(account, cookie);
  const running = account.status === 'ACTIVE' && bot === 'running';
  const askDelete = () => confirmAccountDelete(modal, account, props.friends ?? null, () => props.onDelete?.());

  const main: ReactNode[] = [];
  if (actions.qrLogin)
    main.push(
      <Button key="qr" type="primary" icon={<QrcodeOutlined />} loading={busy.qrLogin} onClick={props.onQrLogin}>
        {T.qrLogin}
      </Button>,
    );
  if (actions.relogin)
    main.push(
      <Button key="relogin" type="primary" icon={<RedoOutlined />} loading={busy.relogin} onClick={props.onRelogin}>
        {T.relogin}
      </Button>,
    );
  if (actions.bot)
    main.push(
      running ? (
        <Button key="bot" icon={<PauseCircleOutlined />} loading={busy.bot} onClick={props.onStopBot}>
          {T.stopBot}
        </Button>
      ) : (
        <Button key="bot" icon={<PlayCircleOutlined />} loading={busy.bot} disabled={bot === 'loading'} onClick={props.onStartBot}>
          {T.startBot}
        </Button>
      ),
    );

  if (compact) {
    const items = [
      { key: 'edit', icon: <EditOutlined />, label: T.edit, onClick: () => props.onEdit?.() },
      ...(actions.aiAutoReply ? [{ key: 'ai', icon: <RobotOutlined />, label: T.aiAutoReply, onClick: () => props.onAiAutoReply?.() }] : []),
      ...(actions.forceQr ? [{ key: 'force', icon: <QrcodeOutlined />, label: T.forceQr, onClick: () => props.onForceQr?.() }] : []),
      { key: 'cookie', icon: <SafetyCertificateOutlined />, label: T.checkCookie, onClick: () => props.onCheckCookie?.() },
      ...(canDelete ? [{ key: 'delete', icon: <DeleteOutlined />, label: T.delete, danger: true, onClick: askDelete }] : []),
    ];
    return (
      <Flex gap={8} wrap align="center">
        {main}
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button icon={<EllipsisOutlined />} aria-label={`${T.more}: ${account.displayName}`} loading={busy.delete || busy.forceQr}>
            {T.more}
          </Button>
        </Dropdown>
      </Flex>
    );
  }

  return (
    <Flex gap={8} wrap>
      {main}
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
      <Button icon={<EditOutlined />} aria-label={T.editOf(account.displayName)} onClick={props.onEdit}>
        {T.edit}
      </Button>
      {canDelete && (
        <Button danger icon={<DeleteOutlined />} loading={busy.delete} onClick={askDelete}>
          {T.delete}
        </Button>
      )}
    </Flex>
  );
}
