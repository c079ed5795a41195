import { setApiClient } from '../http/client';
import { fakeServer, json, useMemoryStorage } from '../http/testing/fake-server';
import { friendsApi, friendTagsApi } from './friends';

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
