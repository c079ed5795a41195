import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-sdk';
import { loadRemoteModule, remoteComponent } from 'shared-sdk/react';
import { LoadingScreen } from '../components/loading-screen';
import { RemoteFallback } from '../components/remote-fallback';
import { REMOTE_LOAD_FAILED } from './remote-fallback-plugin';
import { remoteLabel, resetRemote } from './remotes';

/** One component per page of a remote: the page of its `routes` module, or the fallback with a retry. */
function remotePageOf(remote: RemoteName, path: string): ComponentType {
  return remoteComponent({
    load: async () => {
      const module = await loadRemoteModule(`${remote}/routes`);
      if ((module as { [REMOTE_LOAD_FAILED]?: boolean })[REMOTE_LOAD_FAILED] || !Array.isArray(module.default)) {
        throw new Error(`${remote}/routes is unavailable`);
      }
      const page = module.default.find((route) => route.path === path);
      if (!page) throw new Error(`${remote}/routes has no page ${path}`);
      return page.Component;
    },
    loading: <LoadingScreen inline />,
    fallback: (retry) => (
      <RemoteFallback
        remoteName={remoteLabel(remote)}
        onRetry={() => {
          resetRemote(remote);
          retry();
        }}
      />
    ),
  });
}

const pages = new Map<string, ComponentType>();

/** Renders one page of a remote; a remote that is down (or crashes) shows the fallback with a retry. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const key = `${remote}/${path}`;
  if (!pages.has(key)) pages.set(key, remotePageOf(remote, path));
  const Page = pages.get(key) as ComponentType;
  return <Page />;
}
