/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DataProviders } from './data-providers';
import { type ApiMutationReload, useApiMutation } from './use-api-mutation';

function setup<TVariables>(mutationFn: (variables: TVariables) => Promise<string>, reload: ApiMutationReload<TVariables>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pending: Array<() => void> = [];
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockImplementation(() => new Promise<void>((resolve) => pending.push(resolve)));
  const wrapper = ({ children }: { children: ReactNode }) => <DataProviders queryClient={client}>{children}</DataProviders>;
  const { result } = renderHook(() => useApiMutation(mutationFn, reload), { wrapper });
  return { result, invalidate, finishReload: () => pending.splice(0).forEach((resolve) => resolve()) };
}

/** Whether the promise has settled after the pending callbacks have run. */
async function isDone(promise: Promise<unknown>) {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return done;
}

test("'settled' invalidates every key after a success and after a failure", async () => {
  const call = jest.fn<Promise<string>, [string]>().mockResolvedValueOnce('ok').mockRejectedValueOnce(new Error('refused'));
  const { result, invalidate, finishReload } = setup(call, { invalidates: [['accounts'], ['proxies']], on: 'settled' });
  const first = result.current.mutateAsync('a1');
  await isDone(first);
  finishReload();
  await expect(first).resolves.toBe('ok');
  expect(call).toHaveBeenCalledWith('a1', expect.anything());
  expect(invalidate.mock.calls).toEqual([[{ queryKey: ['accounts'] }], [{ queryKey: ['proxies'] }]]);

  const second = result.current.mutateAsync('a2');
  await isDone(second);
  finishReload();
  await expect(second).rejects.toThrow('refused');
  expect(invalidate).toHaveBeenCalledTimes(4);
});

test("'success' invalidates only after a success", async () => {
  const call = jest.fn<Promise<string>, [string]>().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('ok');
  const { result, invalidate, finishReload } = setup(call, { invalidates: [['jobs']], on: 'success' });
  await act(() => expect(result.current.mutateAsync('j1')).rejects.toThrow('refused'));
  expect(invalidate).not.toHaveBeenCalled();
  const second = result.current.mutateAsync('j2');
  await isDone(second);
  finishReload();
  await expect(second).resolves.toBe('ok');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['jobs'] });
});

test('the keys can be built from the call’s variables', async () => {
  const { result, invalidate, finishReload } = setup(async ({ accountId }: { accountId: string }) => accountId, {
    invalidates: ({ accountId }) => [['bots', accountId, 'status']],
    on: 'settled',
  });
  const done = result.current.mutateAsync({ accountId: 'acc-7' });
  await isDone(done);
  finishReload();
  await done;
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bots', 'acc-7', 'status'] });
});

test('by default the mutation waits for the reloads; with wait: false it does not', async () => {
  const waiting = setup(async () => 'ok', { invalidates: [['inbox']], on: 'success' });
  const waited = waiting.result.current.mutateAsync(undefined);
  expect(await isDone(waited)).toBe(false);
  waiting.finishReload();
  expect(await isDone(waited)).toBe(true);

  const background = setup(async () => 'ok', { invalidates: [['inbox']], on: 'success', wait: false });
  const notWaited = background.result.current.mutateAsync(undefined);
  expect(await isDone(notWaited)).toBe(true);
  expect(background.invalidate).toHaveBeenCalledWith({ queryKey: ['inbox'] });
});
