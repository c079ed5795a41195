import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ListPage } from 'shared-sdk/react';
import { INTEGRATION_TEXTS as T } from '../texts';
import { ApiKeysTab } from './api-keys-tab';
import { WebhooksTab } from './webhooks-tab';

type Tab = 'keys' | 'webhooks';

/** /integrations 'Tích hợp' (OWNER, ADMIN): API keys and webhooks, one tab each (`?tab=webhooks` opens the second). */
export function IntegrationsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'webhooks' ? 'webhooks' : 'keys';
  return (
    <ListPage title={T.title} subtitle={T.subtitle} actions={null}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'webhooks' ? { tab: 'webhooks' } : {}, { replace: true })}
        items={[
          { key: 'keys', label: T.tabKeys, children: <ApiKeysTab /> },
          { key: 'webhooks', label: T.tabWebhooks, children: <WebhooksTab /> },
        ]}
      />
    </ListPage>
  );
}
