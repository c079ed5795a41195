import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import {
  ApiError,
  type CreateProxyInput,
  type ProxyItem,
  type UpdateProxyInput,
} from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useCreateProxy } from '../api/create-proxy';
import { useDeleteProxy } from '../api/delete-proxy';
import { useTestProxy } from '../api/test-proxy';
import { useUpdateProxy } from '../api/update-proxy';
import { PROXY_TEXTS } from '../texts';

/** A server answer (ApiError, with its text) or the request never completing (network, timeout). */
const reasonOf = (error: ApiError) => error.message || PROXY_TEXTS.unknownReason;

/** What a failed call says: the server's reason in `failed`, or `network` when the request never completed. */
const failureText = (error: unknown, failed: (reason: string) => string, network: string) =>
  error instanceof ApiError ? failed(reasonOf(error)) : network;

interface CallTexts {
  done: string;
  failed: (reason: string) => string;
  network: string;
}

function useBusyIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const add = useCallback((id: string) => setIds((current) => new Set(current).add(id)), []);
  const remove = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { ids, add, remove };
}

/**
 * Every proxy action with the spec's messages: success toasts 3 s, errors 5 s, a server
 * failure shows its text, a request that never completes shows the network text.
 */
export function useProxyActions() {
  const { modal } = App.useApp();
  const createMutation = useCreateProxy();
  const updateMutation = useUpdateProxy();
  const { mutateAsync: createProxy } = createMutation;
  const { mutateAsync: updateProxy } = updateMutation;
  const { mutateAsync: deleteProxy } = useDeleteProxy();
  const { mutateAsync: testProxy } = useTestProxy();
  const testing = useBusyIds();
  const toggling = useBusyIds();
  const deleting = useBusyIds();
  const { add: startTesting, remove: endTesting } = testing;
  const { add: startToggling, remove: endToggling } = toggling;
  const { add: startDeleting, remove: endDeleting } = deleting;

  const { success, error: failure } = useToasts();

  /** Runs a call that changes proxies and says how it went: resolves true when it succeeded. */
  const attempt = useCallback(
    async (call: () => Promise<unknown>, texts: CallTexts): Promise<boolean> => {
      try {
        await call();
        success(texts.done);
        return true;
      } catch (error) {
        failure(failureText(error, texts.failed, texts.network));
        return false;
      }
    },
    [success, failure],
  );

  /** Resolves true when the proxy was created (the dialog then closes). */
  const create = useCallback(
    (input: CreateProxyInput) =>
      attempt(() => createProxy(input), { done: PROXY_TEXTS.created, failed: PROXY_TEXTS.createFailed, network: PROXY_TEXTS.createNetworkError }),
    [attempt, createProxy],
  );

  const update = useCallback(
    (id: string, input: UpdateProxyInput) =>
      attempt(() => updateProxy({ id, input }), { done: PROXY_TEXTS.updated, failed: PROXY_TEXTS.updateFailed, network: PROXY_TEXTS.updateNetworkError }),
    [attempt, updateProxy],
  );

  const toggle = useCallback(
    async (proxy: ProxyItem) => {
      startToggling(proxy.id);
      try {
        await update(proxy.id, { isActive: !proxy.isActive });
      } finally {
        endToggling(proxy.id);
      }
    },
    [update, startToggling, endToggling],
  );

  const test = useCallback(
    async (proxy: ProxyItem) => {
      startTesting(proxy.id);
      try {
        const result = await testProxy(proxy.id);
        if (result.ok) success(PROXY_TEXTS.testOk(result.latencyMs));
        else failure(PROXY_TEXTS.testFailed(result.error || PROXY_TEXTS.unknownReason));
      } catch (error) {
        failure(failureText(error, PROXY_TEXTS.testFailed, PROXY_TEXTS.testNetworkError));
      } finally {
        endTesting(proxy.id);
      }
    },
    [testProxy, success, failure, startTesting, endTesting],
  );

  const remove = useCallback(
    async (proxy: ProxyItem): Promise<boolean> => {
      startDeleting(proxy.id);
      try {
        return await attempt(() => deleteProxy(proxy.id), { done: PROXY_TEXTS.deleted, failed: PROXY_TEXTS.deleteFailed, network: PROXY_TEXTS.deleteNetworkError });
      } finally {
        endDeleting(proxy.id);
      }
    },
    [attempt, deleteProxy, startDeleting, endDeleting],
  );

  /** Asks first; the dialog's button spins until the call ends. */
  const confirmRemove = useCallback(
    (proxy: ProxyItem) => {
      const users = proxy.accounts.map((account) => account.displayName).join(', ');
      modal.confirm({
        title: PROXY_TEXTS.confirmDeleteTitle,
        content: [PROXY_TEXTS.confirmDeleteContent(proxy.name), proxy.accounts.length > 0 && PROXY_TEXTS.confirmDeleteUsed(proxy.accounts.length, users)]
          .filter(Boolean)
          .join(' '),
        okText: PROXY_TEXTS.confirmDeleteOk,
        okButtonProps: { danger: true },
        cancelText: PROXY_TEXTS.cancel,
        onOk: () => remove(proxy),
      });
    },
    [modal, remove],
  );

  return useMemo(
    () => ({
      create,
      update,
      toggle,
      test,
      remove,
      confirmRemove,
      creating: createMutation.isPending,
      updating: updateMutation.isPending,
      testingIds: testing.ids,
      togglingIds: toggling.ids,
      deletingIds: deleting.ids,
    }),
    [create, update, toggle, test, remove, confirmRemove, createMutation.isPending, updateMutation.isPending, testing.ids, toggling.ids, deleting.ids],
  );
}
export type ProxyActions = ReturnType<typeof useProxyActions>;
