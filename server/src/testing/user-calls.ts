import type { TestApp, SignedInUser } from './test-app';
import { bearer } from './test-app';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls to /api/v1 as a signed-in user on a suite's test app. The app is read at each call (`() => t`), as suites
 * build it in beforeAll.
 */
export function userCalls(testApp: () => TestApp) {
  const call = (user: SignedInUser, method: ApiMethod, url: string, payload?: object) =>
    testApp().app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
  /** The answer's data; any status but 200 fails the test with the body. */
  const dataOf = async (user: SignedInUser, method: ApiMethod, url: string, payload?: object) => {
    const response = await call(user, method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  /** POSTs a multipart form with one file, as a browser uploads it. */
  const upload = async (user: SignedInUser, url: string, file: { name: string; data: Buffer }, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const encoded = new Response(form);
    return testApp().app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(user.token), 'content-type': encoded.headers.get('content-type') as string },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  return { call, dataOf, upload };
}

/**
 * Calls to an export on a suite's test app: its address for an item's id and a format (none: the default), and a GET
 * of an address as a user (none: without a token).
 */
export function exportCalls(testApp: () => TestApp, exportPath: (id: string) => string) {
  const url = (id: string, format?: string) => `/api/v1${exportPath(id)}${format ? `?format=${format}` : ''}`;
  const get = (path: string, user?: SignedInUser) => testApp().app.inject({ method: 'GET', url: path, headers: user ? bearer(user.token) : {} });
  return { url, get };
}
