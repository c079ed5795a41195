/** Browser journeys against the production build, served by the real server on a free port. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // Node, telling each file when a test failed; the pictures of its open pages are then taken (support/screenshots.ts).
  testEnvironment: '<rootDir>/support/environment.ts',
  setupFilesAfterEnv: ['<rootDir>/support/screenshots.ts'],
  // One server and one Chromium for every file (support/global-setup.ts).
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // A hang guard, not a speed check: a journey took over 60 s on a 2-core machine running the other steps beside it.
  testTimeout: 180_000,
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }],
  },
};
