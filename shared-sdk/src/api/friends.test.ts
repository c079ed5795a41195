import { setApiClient } from '../http/client';
import { fakeServer, json, useMemoryStorage } from '../http/testing/fake-server';
import { friendsApi, friendTagsApi } from './friends';
import { groupTagsApi } from './groups';

let requests: Request[];

beforeEach(() => {
  useMemoryStorage();
  const server = fakeServer(() => json(200, { success: true, data: {} }));
  requests = server.requests;
  setApiClient(server.client);
});

describe('friendsApi', () => {
  it('repeats tagIds and leaves empty filters out', async () => {
    await friendsApi.filtered({ tagIds: ['a', 'b'], search: 'Lan', isActive: '', limit: '50' });
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/v1/friend-tags/filtered-friends');
    expect(url.searchParams.getAll('tagIds')).toEqual(['a', 'b']);
    expect(url.searchParams.get('search')).toBe('Lan');
    expect(url.searchParams.has('isActive')).toBe(false);
  });

  it('cancels sent requests with the user ids in the body, and assigns tags', async () => {
    await friendsApi.cancelSentRequests('acc', ['u1', 'u2']);
    expect(requests[0].method).toBe('DELETE');
    expect(new URL(requests[0].url).pathname).toBe('/api/v1/accounts/acc/sent-friend-requests');
    expect(await requests[0].json()).toEqual({ userIds: ['u1', 'u2'] });
    await friendTagsApi.assign({ friendIds: ['f'], tagIds: ['t'] });
    expect(await requests[1].json()).toEqual({ friendIds: ['f'], tagIds: ['t'] });
  });
});

/** The method and path of the request at this index. */
const sent = (index: number) => `${requests[index].method} ${new URL(requests[index].url).pathname}`;

describe('tagsApiOf', () => {
  it.each([
    ['friend-tags', friendTagsApi],
    ['group-tags', groupTagsApi],
  ] as const)('%s: every tag call goes to its own path, the id escaped', async (base, api) => {
    await api.list();
    await api.get('t 1');
    await api.create({ name: 'VIP', color: '#1677ff' });
    await api.update('t1', { name: 'Khách quen' });
    await api.remove('t1');
    await api.assign({ tagIds: ['t1'] } as never);
    await api.unassign({ tagIds: ['t1'] } as never);
    await api.stats();
    await api.colors();
    expect(requests.map((_request, index) => sent(index))).toEqual([
      `GET /api/v1/${base}`,
      `GET /api/v1/${base}/t%201`,
      `POST /api/v1/${base}`,
      `PUT /api/v1/${base}/t1`,
      `DELETE /api/v1/${base}/t1`,
      `POST /api/v1/${base}/assign`,
      `POST /api/v1/${base}/unassign`,
      `GET /api/v1/${base}/stats`,
      `GET /api/v1/${base}/colors`,
    ]);
    expect(await requests[3].json()).toEqual({ name: 'Khách quen' });
    expect(await requests[5].json()).toEqual({ tagIds: ['t1'] });
  });
});
