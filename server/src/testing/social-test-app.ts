import { createSimulatorPlatform, type SimulatorPlatform } from '../platform';
import { createTestApp, type TestApp } from './test-app';
import { userCalls } from './user-calls';

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
  const { call, dataOf } = userCalls(() => suite.t);
  return { suite, call, dataOf };
}
