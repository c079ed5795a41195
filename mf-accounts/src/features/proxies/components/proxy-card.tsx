import { FormOutlined, RestOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Tag, Typography } from 'antd';
import { formatDate, formatDateTime, formatProxyAddress, formatTime, proxyHasRoom, type ProxyItem, type ProxyScheme } from 'shared-sdk';
import { PROXY_TEXTS } from '../texts';

/** How many account names a card lists before 'và N tài khoản khác'. */
const NAMED_ACCOUNTS = 3;

const SCHEME_COLORS: Record<ProxyScheme, string> = { http: 'blue', https: 'geekblue', socks4: 'purple', socks5: 'magenta' };

export interface ProxyCardProps {
  proxy: ProxyItem;
  testing?: boolean;
  toggling?: boolean;
  deleting?: boolean;
  onTest: (proxy: ProxyItem) => void;
  onToggle: (proxy: ProxyItem) => void;
  onEdit: (proxy: ProxyItem) => void;
  onDelete: (proxy: ProxyItem) => void;
  /** Shown without its switch and actions (an AGENT: proxies are the OWNER's and ADMINs'). */
  readOnly?: boolean;
}

/** Masked credentials as the card shows them: 'al***23 : ••••••', or that there are none. */
export function credentialsText(proxy: Pick<ProxyItem, 'maskedUsername' | 'hasPassword'>): string {
  if (!proxy.maskedUsername && !proxy.hasPassword) return PROXY_TEXTS.noAuth;
  return `${proxy.maskedUsername ?? '—'} : ${proxy.hasPassword ? '••••••' : '—'}`;
}

/** Who uses the proxy, of how many it may serve: up to three account names, then how many more. */
export function usedByText(proxy: Pick<ProxyItem, 'accounts' | 'maxAccounts'>): string {
  if (proxy.accounts.length === 0) return PROXY_TEXTS.unused;
  const share = `${proxy.accounts.length}/${proxy.maxAccounts}`;
  const names = proxy.accounts.slice(0, NAMED_ACCOUNTS).map((account) => account.displayName).join(', ');
  const more = proxy.accounts.length - NAMED_ACCOUNTS;
  return more > 0 ? PROXY_TEXTS.usedByMore(share, names, more) : PROXY_TEXTS.usedBy(share, names);
}


/** The last test's result as a tag: working (green), not working (red), never tested (grey). */
function TestTag({ proxy }: { proxy: ProxyItem }) {
  const test = proxy.lastTest;
  if (!test) return <Tag style={{ marginInlineEnd: 0 }}>{PROXY_TEXTS.testNever}</Tag>;
  return (
    <Tag color={test.ok ? 'success' : 'error'} style={{ marginInlineEnd: 0 }} data-testid="proxy-test-tag">
      {test.ok ? PROXY_TEXTS.testWorked(test.latencyMs) : PROXY_TEXTS.testBroken}
    </Tag>
  );
}

/**
 * One proxy: name, scheme, on/off and last-test badges, host:port, masked credentials, the last test's time and
 * reason, the accounts that use it, creation date and its actions.
 */
export function ProxyCard({ proxy, testing, toggling, deleting, onTest, onToggle, onEdit, onDelete, readOnly }: ProxyCardProps) {
  const address = formatProxyAddress(proxy.host, proxy.port);
  return (
    <Card
      data-testid={`proxy-card-${proxy.id}`}
      aria-label={proxy.name}
      role="article"
      size="small"
      style={{ height: '100%', opacity: proxy.isActive ? 1 : 0.75 }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
      title={
        <Typography.Text strong ellipsis={{ tooltip: proxy.name }} style={{ maxWidth: '100%' }}>
          {proxy.name}
        </Typography.Text>
      }
      extra={
        !readOnly && (
        <Switch
          size="small"
          checked={proxy.isActive}
          loading={toggling}
          aria-label={PROXY_TEXTS.toggle(proxy.name)}
          onChange={() => onToggle(proxy)}
        />
        )
      }
      actions={readOnly ? undefined : [
        ...(proxy.isActive
          ? [
              <Button key="test" type="link" size="small" icon={<ThunderboltOutlined />} loading={testing} onClick={() => onTest(proxy)}>
                {PROXY_TEXTS.test}
              </Button>,
            ]
          : []),
        <Button key="edit" type="link" size="small" icon={<FormOutlined />} onClick={() => onEdit(proxy)}>
          {PROXY_TEXTS.edit}
        </Button>,
        <Button key="delete" type="link" size="small" danger icon={<RestOutlined />} loading={deleting} onClick={() => onDelete(proxy)}>
          {PROXY_TEXTS.delete}
        </Button>,
      ]}
    >
      <Flex gap={4} wrap>
        <Tag color={SCHEME_COLORS[proxy.scheme]} style={{ marginInlineEnd: 0 }}>
          {proxy.scheme.toUpperCase()}
        </Tag>
        <Tag color={proxy.isActive ? 'processing' : 'default'} style={{ marginInlineEnd: 0 }}>
          {proxy.isActive ? PROXY_TEXTS.badgeActive : PROXY_TEXTS.badgeInactive}
        </Tag>
        <TestTag proxy={proxy} />
      </Flex>
      <Typography.Text code copyable={{ text: address }} style={{ wordBreak: 'break-all', alignSelf: 'flex-start' }}>
        {address}
      </Typography.Text>
      <Typography.Text>
        <Typography.Text type="secondary">{PROXY_TEXTS.credentials}: </Typography.Text>
        <Typography.Text type={proxy.maskedUsername || proxy.hasPassword ? undefined : 'secondary'}>{credentialsText(proxy)}</Typography.Text>
      </Typography.Text>
      <div data-testid="proxy-last-test">
        {proxy.lastTest ? (
          <>
            <Typography.Text type="secondary">{PROXY_TEXTS.testAt(`${formatTime(proxy.lastTest.at)} ${formatDate(proxy.lastTest.at)}`)}</Typography.Text>
            {proxy.lastTest.error && (
              <Typography.Paragraph type="danger" style={{ margin: 0 }}>
                {proxy.lastTest.error}
              </Typography.Paragraph>
            )}
            {proxy.lastTest.detail && (
              <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12, wordBreak: 'break-word' }}>
                {proxy.lastTest.detail}
              </Typography.Paragraph>
            )}
          </>
        ) : (
          proxy.isActive && <Typography.Text type="secondary">{PROXY_TEXTS.testNeverHint}</Typography.Text>
        )}
      </div>
      <Typography.Text type={proxy.accounts.length ? undefined : 'secondary'} data-testid="proxy-used-by">
        {usedByText(proxy)}
      </Typography.Text>
      {!proxyHasRoom(proxy) && (
        <Typography.Text type="warning" data-testid="proxy-full">
          {PROXY_TEXTS.full}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">
        {PROXY_TEXTS.createdAt}: {formatDateTime(proxy.createdAt)}
      </Typography.Text>
    </Card>
  );
}
