import { createSimulatorPlatform, type SimulatorPlatform } from '../platform';
import { bearer, createTestApp, type SignedInUser, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** For a suite: a test app on a simulated platform (made before all its tests, closed after), and calls as a user. */
export function socialTestApp(seed: string, users: number) {
  const suite = {} as { t: TestApp; platform: SimulatorPlatform };
  beforeAll(async () => {
    suite.platform = createSimulatorPlatform({ seed, users });
    suite.t = await createTestApp({}, { platform: suite.platform });
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.platform.close();
  });
  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    suite.t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
  /** The answer's data; any status but 200 fails the test with the body. */
  const dataOf = async (user: SignedInUser, method: Method, url: string, payload?: object) => {
    const response = await call(user, method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  return { suite, call, dataOf };
}
