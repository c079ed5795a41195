import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense, useState } from 'react';
import type { RemoteModuleId, RemoteModules } from '../pages';

/**
 * The one way to load a module a remote exposes (ESLint refuses `loadRemote` elsewhere): typed by what the remote
 * declares it exposes (`RemoteModules`). Rejects when the runtime has nothing; the caller checks what it uses.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const module = await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`${id} is unavailable`);
  return module;
}

export interface RemoteComponentOptions<P> {
  /** Loads the component, e.g. `() => loadRemoteModule('mf_billing/plan-usage-panel').then((m) => m.default)`; rejects when it cannot. */
  load: () => Promise<ComponentType<P>>;
  /** Shown while it loads. */
  loading: ReactNode;
  /** Shown when the load fails or the component crashes; given `retry`, which loads it again. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** Keep what loaded for every later mount, which then renders it at once (a failed load is still asked again). */
  once?: boolean;
}

/**
 * A component that renders the remote's component with its props, behind one error boundary and one Suspense.
 * Each mount (and each retry) loads anew, unless `once` kept an earlier success, so a remote that was down is asked
 * again on the next visit; the federation runtime keeps what did load, so asking again costs no download.
 */
export function remoteComponent<P extends object>({ load, loading, fallback, once = false }: RemoteComponentOptions<P>): ComponentType<P> {
  let kept: ComponentType<P> | null = null;
  const loadLazily = () =>
    lazy(async () => {
      const component = await load();
      if (once) kept = component;
      return { default: component };
    });

  function RemoteComponent(props: P) {
    const [current, setCurrent] = useState(() => ({ attempt: 0, Loaded: kept ?? loadLazily() }));
    const retry = () => setCurrent(({ attempt }) => ({ attempt: attempt + 1, Loaded: loadLazily() }));
    const { Loaded } = current;
    return (
      <RemoteBoundary key={current.attempt} fallback={typeof fallback === 'function' ? fallback(retry) : fallback}>
        <Suspense fallback={loading}>
          <Loaded {...props} />
        </Suspense>
      </RemoteBoundary>
    );
  }
  return RemoteComponent;
}

class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote module could not be loaded or shown', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
