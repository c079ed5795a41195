import { createApiClient } from '../client';

/** A localStorage in memory (the token store keeps the access token there): tests give each test a fresh one. */
export class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Puts a fresh, empty MemoryStorage in place of localStorage. */
export function useMemoryStorage() {
  (globalThis as unknown as { localStorage: MemoryStorage }).localStorage = new MemoryStorage();
}

/** A JSON answer with this status. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: records every request and answers through `handler`; `client` is an API client that calls it. */
export function fakeServer(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  return { requests, client: createApiClient({ prefixUrl: 'http://app.test', fetch: fetchFn }) };
}
