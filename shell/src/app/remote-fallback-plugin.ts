import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module of a remote that could not be loaded, so the page shows its fallback instead of crashing. */
export const REMOTE_LOAD_FAILED = '__remoteLoadFailed';

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} could not be loaded (${lifecycle})`, error);
      if (lifecycle === 'onLoad' || lifecycle === 'beforeRequest' || lifecycle === 'afterResolve') {
        return { [REMOTE_LOAD_FAILED]: true, default: [] };
      }
      return undefined;
    },
  };
}
