import { apiClient, call } from '../http/client';

/**
 * The calls friend tags and group tags share, the same rules under their own path: the list, one tag, create,
 * update, delete, assign and unassign, stats and colours. `TAssigned` is what an assign answers.
 */
export function tagsApiOf<TTag, TInput, TAssignRequest, TAssigned, TStats>(base: 'friend-tags' | 'group-tags') {
  const byId = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: () => call<{ tags: TTag[] }>(apiClient().get(base)),
    get: (id: string) => call<TTag>(apiClient().get(byId(id))),
    create: (input: TInput) => call<TTag>(apiClient().post(base, { json: input })),
    update: (id: string, input: Partial<TInput>) => call<TTag>(apiClient().put(byId(id), { json: input })),
    remove: (id: string) => call<{ id: string; unassigned: number }>(apiClient().delete(byId(id))),
    assign: (input: TAssignRequest) => call<TAssigned>(apiClient().post(`${base}/assign`, { json: input })),
    unassign: (input: TAssignRequest) => call<{ unassigned: number }>(apiClient().post(`${base}/unassign`, { json: input })),
    stats: () => call<{ stats: TStats }>(apiClient().get(`${base}/stats`)),
    colors: () => call<{ colors: string[] }>(apiClient().get(`${base}/colors`)),
  };
}
