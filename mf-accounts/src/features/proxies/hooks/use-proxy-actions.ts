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

  /** Resolves true when the proxy was created (the dialog then closes). */
  const create = useCallback(
    async (input: CreateProxyInput): Promise<boolean> => {
      try {
        await createProxy(input);
        success(PROXY_TEXTS.created);
        return true;
      } catch (error) {
        failure(error instanceof ApiError ? PROXY_TEXTS.createFailed(reasonOf(error)) : PROXY_TEXTS.createNetworkError);
        return false;
      }
    },
    [createProxy, success, failure],
  );

  const update = useCallback(
    async (id: string, input: UpdateProxyInput): Promise<boolean> => {
      try {
        await updateProxy({ id, input });
        success(PROXY_TEXTS.updated);
        return true;
      } catch (error) {
        failure(error instanceof ApiError ? PROXY_TEXTS.updateFailed(reasonOf(error)) : PROXY_TEXTS.updateNetworkError);
        return false;
      }
    },
    [updateProxy, success, failure],
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
        failure(error instanceof ApiError ? PROXY_TEXTS.testFailed(reasonOf(error)) : PROXY_TEXTS.testNetworkError);
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
        await deleteProxy(proxy.id);
        success(PROXY_TEXTS.deleted);
        return true;
      } catch (error) {
        failure(error instanceof ApiError ? PROXY_TEXTS.deleteFailed(reasonOf(error)) : PROXY_TEXTS.deleteNetworkError);
        return false;
      } finally {
        endDeleting(proxy.id);
      }
    },
    [deleteProxy, success, failure, startDeleting, endDeleting],
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
