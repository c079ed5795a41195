import { AntdProviders } from 'shared-sdk/react';
import { RemotePage } from './remote-page';

/** The payment result pages: public, outside the layout, served by the billing remote. */
export default function PublicRemotePage({ path }: { path: string }) {
  return (
    <AntdProviders>
      <div style={{ minHeight: '100vh', padding: 24 }}>
        <RemotePage remote="mf_billing" path={path} />
      </div>
    </AntdProviders>
  );
}
