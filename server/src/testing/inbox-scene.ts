import type { Conversation, InboxMessage } from 'shared-sdk/schemas';
import type { SimulatorPlatform } from '../platform';
import { bearer, type SignedInUser, type TestApp } from './test-app';
import { loginSimAccount, type SimAccount, until } from './sim-accounts';

export { until };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The inbox's API of a test app, as one signed-in user calls it. */
export function inboxClient(t: TestApp, user: SignedInUser) {
  const call = (method: Method, url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers' fields freely
  async function data<T = Record<string, any>>(method: Method, url: string, payload?: object): Promise<T> {
    const response = await call(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data as T;
  }
  return {
    call,
    data,
    conversations: async (query = '') => (await data<{ conversations: Conversation[]; pagination: Record<string, number> }>('GET', `/conversations${query}`)).conversations,
    thread: async (id: string, query = '') => (await data<{ messages: InboxMessage[]; hasMore: boolean }>('GET', `/conversations/${id}/messages${query}`)).messages,
    /** The conversation of this thread once it exists (the store writes in the background). */
    conversationOf: (threadId: string, accept: (conversation: Conversation) => boolean = () => true) =>
      until(
        async () => (await data<{ conversations: Conversation[] }>('GET', '/conversations?limit=100')).conversations.find((c) => c.threadId === threadId),
        (conversation): conversation is Conversation => Boolean(conversation && accept(conversation)),
      ) as Promise<Conversation>,
  };
}

/** A user with a logged-in account whose bot runs (its listener feeds the inbox), its friends synced. */
export async function runningAccount(t: TestApp, platform: SimulatorPlatform, zaloUserId: string, user?: SignedInUser) {
  const owner = user ?? (await t.signUp());
  const account: SimAccount = await loginSimAccount(t, platform, owner, zaloUserId);
  const client = inboxClient(t, owner);
  await client.data('POST', `/accounts/${account.id}/friends/sync`);
  await client.data('POST', `/bots/${account.id}/start`);
  const friends = [...platform.world.friendIdsOf(zaloUserId)];
  /** A friend's uid as the account sees them (the conversation's threadId). */
  const seen = (worldId: string) => platform.world.uidFor(zaloUserId, worldId);
  return { user: owner, account, client, friends, seen };
}
