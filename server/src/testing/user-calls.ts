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
  return { call, dataOf };
}
