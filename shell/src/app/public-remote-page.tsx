import { QueryProvider, type RemoteName } from 'shared-sdk';
import { AntdProviders } from 'shared-sdk/react';
import { RemotePage } from './remote-page';

/** A public page of a remote (the payment results): outside the layout. */
export default function PublicRemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <QueryProvider>
      <AntdProviders>
        <div style={{ minHeight: '100vh', padding: 24 }}>
          <RemotePage remote={remote} path={path} />
        </div>
      </AntdProviders>
    </QueryProvider>
  );
}
