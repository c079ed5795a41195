import { FormOutlined, RestOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Tag, Typography } from 'antd';
import { formatDateTime, formatProxyAddress, type ProxyItem, type ProxyScheme } from 'shared-sdk';
import { PROXY_TEXTS } from '../texts';

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
}

/** Masked credentials as the card shows them: 'al***23 : ••••••', or that there are none. */
export function credentialsText(proxy: Pick<ProxyItem, 'maskedUsername' | 'hasPassword'>): string {
  if (!proxy.maskedUsername && !proxy.hasPassword) return PROXY_TEXTS.noAuth;
  return `${proxy.maskedUsername ?? '—'} : ${proxy.hasPassword ? '••••••' : '—'}`;
}

/** One proxy: name, scheme and state badges, host:port, masked credentials, creation date and its actions. */
export function ProxyCard({ proxy, testing, toggling, deleting, onTest, onToggle, onEdit, onDelete }: ProxyCardProps) {
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
        <Switch
          size="small"
          checked={proxy.isActive}
          loading={toggling}
          aria-label={PROXY_TEXTS.toggle(proxy.name)}
          onChange={() => onToggle(proxy)}
        />
      }
      actions={[
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
        <Tag color={proxy.isActive ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
          {proxy.isActive ? PROXY_TEXTS.badgeActive : PROXY_TEXTS.badgeInactive}
        </Tag>
      </Flex>
      <Typography.Text code copyable={{ text: address }} style={{ wordBreak: 'break-all', alignSelf: 'flex-start' }}>
        {address}
      </Typography.Text>
      <Typography.Text>
        <Typography.Text type="secondary">{PROXY_TEXTS.credentials}: </Typography.Text>
        <Typography.Text type={proxy.maskedUsername || proxy.hasPassword ? undefined : 'secondary'}>{credentialsText(proxy)}</Typography.Text>
      </Typography.Text>
      <Typography.Text type="secondary">
        {PROXY_TEXTS.createdAt}: {formatDateTime(proxy.createdAt)}
      </Typography.Text>
    </Card>
  );
}
