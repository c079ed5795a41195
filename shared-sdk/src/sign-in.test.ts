import * as barrel from './index';
import * as signIn from './sign-in';

test('shared-sdk/sign-in only re-exports what the barrel exports, the same objects (one token store, client, notification list)', () => {
  const exported = Object.entries(signIn);
  expect(exported.length).toBeGreaterThan(10);
  const different = exported.filter(([name, value]) => (barrel as Record<string, unknown>)[name] !== value).map(([name]) => name);
  expect(different).toEqual([]);
});
