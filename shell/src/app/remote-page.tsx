import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, type ErrorInfo, type ReactNode, useCallback, useEffect, useState } from 'react';
import type { RemoteName } from 'shared-sdk';
import type { RemoteRoutes } from 'shared-sdk/react';
import { LoadingScreen } from '../components/loading-screen';
import { RemoteFallback } from '../components/remote-fallback';
import { REMOTE_LOAD_FAILED } from './remote-fallback-plugin';
import { remoteLabel, resetRemote } from './remotes';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; routes: RemoteRoutes };

async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  const module = await loadRemote<{ default: RemoteRoutes; [REMOTE_LOAD_FAILED]?: boolean }>(`${remote}/routes`);
  if (!module || module[REMOTE_LOAD_FAILED] || !Array.isArray(module.default)) {
    throw new Error(`${remote}/routes is unavailable`);
  }
  return module.default;
}

/** Renders one page of a remote; a remote that is down (or crashes) shows the fallback with a retry. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (routes) => active && setState({ status: 'ready', routes }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  const fallback = <RemoteFallback remoteName={remoteLabel(remote)} onRetry={retry} />;
  if (state.status === 'loading') return <LoadingScreen inline />;
  if (state.status === 'failed') return fallback;
  const page = state.routes.find((route) => route.path === path);
  if (!page) return fallback;
  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback}>
      <page.Component />
    </RemoteErrorBoundary>
  );
}

class RemoteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote page crashed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
