/**
 * One jest run for every unit and component suite; e2e has its own config (e2e/jest.config.js).
 * Server suites run on PGlite; set TEST_DATABASE_URL to run the same suites on PostgreSQL.
 */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
const common = {
  transform,
  moduleNameMapper: { '\\.(css|less|svg|png)$': '<rootDir>/jest.style-stub.js' },
  transformIgnorePatterns: ['/node_modules/(?!(ky|valibot|jose|content-disposition|cookie|@ant-design/colors|pg-boss|serialize-error|non-error|rrule-temporal)/)'],
};
const browserApp = (name) => ({
  ...common,
  displayName: name,
  rootDir: __dirname,
  roots: [`<rootDir>/${name}/src`],
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'shared-sdk',
      rootDir: __dirname,
      roots: ['<rootDir>/shared-sdk/src'],
      testEnvironment: 'node',
      // For the suites that ask for jsdom (`@jest-environment jsdom`), such as the query hooks'.
      setupFiles: ['<rootDir>/shared-sdk/src/testing/jest-polyfills.ts'],
    },
    // The test runner's own logic (scripts/*.mjs, native ES modules: no transform).
    { displayName: 'scripts', rootDir: __dirname, roots: ['<rootDir>/scripts'], testEnvironment: 'node', transform: {} },
    ...['shell', 'mf-accounts', 'mf-social', 'mf-jobs', 'mf-phone', 'mf-billing'].map(browserApp),
    // The lint rules, on small files with deliberately bad imports.
    { ...common, displayName: 'lint', rootDir: __dirname, roots: ['<rootDir>/lint'], testEnvironment: 'node' },
    {
      ...common,
      displayName: 'server',
      rootDir: __dirname,
      roots: ['<rootDir>/server/src'],
      testEnvironment: 'node',
      // Builds the migrated PGlite template once, before any worker needs it (a fresh PGlite takes seconds).
      globalSetup: '<rootDir>/server/src/testing/global-setup.ts',
      // Server suites start databases and servers: more than jest's 5 s on a busy 2-core CI machine.
      // Spawned servers inherit the test sending rules (no window, breaker or warm-up).
      setupFilesAfterEnv: ['<rootDir>/server/src/testing/jest-timeout.ts', '<rootDir>/server/src/testing/sending-rules-env.ts'],
    },
  ],
};
