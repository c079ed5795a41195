/** Browser journeys against the production build, served by the real server on a free port. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }],
  },
};
