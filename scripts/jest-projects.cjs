/**
 * The jest projects of the repository, derived from its npm workspaces (package.json), so a new app's tests run
 * without anyone touching the jest config: a workspace with an rspack.config.* is a browser app (jsdom), `shared-sdk`
 * and `server` have settings of their own, any other workspace runs in node; e2e has its own runner. Plus two
 * folders that are not workspaces: `scripts` (the test runner's own logic) and `lint` (the lint rules).
 * scripts/jest-projects.test.mjs checks that every test file on disk belongs to exactly one project.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- jest.config.js loads this as CommonJS */
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
/** The dependencies jest transforms (ES modules): any other file under node_modules is loaded as it is. */
const TRANSFORMED_PACKAGES = '(ky|valibot|jose|content-disposition|cookie|@ant-design/colors|pg-boss|serialize-error|non-error|rrule-temporal|echarts|zrender|echarts-for-react)/';
const FASTIFY_PLUGIN_UTILS = 'fastify/lib/plugin-utils\\.js$';
const common = {
  transform,
  moduleNameMapper: {
    '\\.(css|less|svg|png)$': '<rootDir>/jest.style-stub.js',
    // antd and its icons, each component loaded on first use instead of all of them in every test file.
    '^antd$': '<rootDir>/scripts/jest/lazy-antd.cjs',
    '^@ant-design/icons$': '<rootDir>/scripts/jest/lazy-antd-icons.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!${TRANSFORMED_PACKAGES})`],
};

/** Workspaces whose tests jest does not run here: e2e has its own config (a production build and Chromium). */
const OWN_RUNNER = new Set(['e2e']);

/** The settings of the workspaces that are not browser apps. */
const SPECIAL = {
  'shared-sdk': {
    testEnvironment: 'node',
    // For the suites that ask for jsdom (`@jest-environment jsdom`), such as the query hooks'.
    setupFiles: ['<rootDir>/shared-sdk/src/testing/jest-polyfills.ts'],
  },
  server: {
    testEnvironment: 'node',
    // Builds the migrated PGlite template (or the PostgreSQL template database) once, before any worker needs it.
    globalSetup: '<rootDir>/server/src/testing/global-setup.ts',
    // Server suites start databases and servers: more than jest's 5 s on a busy 2-core CI machine.
    // Spawned servers inherit the test sending rules (no window, breaker or warm-up).
    setupFilesAfterEnv: ['<rootDir>/server/src/testing/jest-timeout.ts', '<rootDir>/server/src/testing/sending-rules-env.ts'],
    // fastify's search of every loaded module for a plugin's name, skipped (scripts/jest/fastify-plugin-names.cjs).
    transform: { [FASTIFY_PLUGIN_UTILS]: '<rootDir>/scripts/jest/fastify-plugin-names.cjs', ...transform },
    transformIgnorePatterns: [`/node_modules/(?!${TRANSFORMED_PACKAGES})(?!${FASTIFY_PLUGIN_UTILS})`],
  },
};

const isBrowserApp = (root, dir) => readdirSync(path.join(root, dir)).some((name) => /^rspack\.config\.[cm]?[jt]s$/.test(name));

/** The jest project of one workspace: its src/ folder when it has one, else the whole folder. */
function workspaceProject(root, dir) {
  const folder = existsSync(path.join(root, dir, 'src')) ? `${dir}/src` : dir;
  const base = { ...common, displayName: dir, rootDir: root, roots: [`<rootDir>/${folder}`], testPathIgnorePatterns: ['/node_modules/'] };
  if (SPECIAL[dir]) return { ...base, ...SPECIAL[dir] };
  if (isBrowserApp(root, dir)) return { ...base, testEnvironment: 'jsdom', setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'] };
  return { ...base, testEnvironment: 'node' };
}

/** Every jest project of the repository at `root`. */
function jestProjects(root) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return [
    ...workspaces.filter((dir) => !OWN_RUNNER.has(dir)).map((dir) => workspaceProject(root, dir)),
    // The test runner's own logic (scripts/*.mjs, native ES modules: no transform).
    { displayName: 'scripts', rootDir: root, roots: ['<rootDir>/scripts'], testEnvironment: 'node', transform: {} },
    // The lint rules, on small files with deliberately bad imports.
    { ...common, displayName: 'lint', rootDir: root, roots: ['<rootDir>/lint'], testEnvironment: 'node' },
  ];
}

module.exports = { jestProjects, OWN_RUNNER };
