/**
 * `npm test`: type-check, lint, jest (sdk, shell, remotes), the server suites on PGlite (TEST_DATABASE_URL removed)
 * and again on PostgreSQL (TEST_DATABASE_URL; required in CI), production builds, Storybook build, e2e in
 * Chromium. Prints what each step ran, then the closing line `N passed, N failed, N skipped`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { runSteps } from './test-runner.mjs';

const root = new URL('../', import.meta.url);
mkdirSync(new URL('.tmp/', root), { recursive: true });

/** Suites that need PostgreSQL (several processes on one database) and are skipped on PGlite. */
const postgresOnly = [
  { file: 'server/src/modules/bots/lease-processes.test.ts' },
  { file: 'server/src/modules/jobs/engine/engine.test.ts', describe: 'two servers' },
  { file: 'server/src/modules/jobs/engine/engine.test.ts', describe: 'on PostgreSQL: a cancel and a recorded outcome of one job' },
  { file: 'server/src/modules/auth/token-revocation.test.ts', describe: 'in another server process on the same PostgreSQL' },
  { file: 'server/src/modules/shared-lists/schedule-processes.test.ts', describe: 'two server processes on one PostgreSQL' },
  { file: 'server/src/modules/jobs/read/conditional-polls.test.ts', describe: 'two server processes on one PostgreSQL' },
  { file: 'server/src/modules/phone-lists/schedule-processes.test.ts', describe: 'two server processes on one PostgreSQL' },
];

const steps = [
  { label: 'type-check', command: 'npx', args: ['tsc', '-b'] },
  { label: 'lint', command: 'npx', args: ['eslint', '.'] },
  { label: 'unit (sdk, shell, remotes, scripts)', jest: ['--ci', '--ignoreProjects', 'server'] },
  {
    label: 'server (PGlite)',
    jest: ['--ci', '--selectProjects', 'server'],
    env: { TEST_DATABASE_URL: undefined },
    allowedSkips: postgresOnly,
  },
  { label: 'server (PostgreSQL)', jest: ['--ci', '--selectProjects', 'server'], requires: 'TEST_DATABASE_URL' },
  { label: 'build apps', command: 'node', args: ['scripts/build-all.mjs'] },
  { label: 'build storybook', command: 'npm', args: ['run', 'build-storybook'] },
  { label: 'e2e (Chromium)', jest: ['-c', 'e2e/jest.config.js', '--runInBand', '--ci'] },
];

const { lines, total, closing } = runSteps(steps, { root });
const summary = [...lines, closing].join('\n');
writeFileSync(new URL('.tmp/test-summary.txt', root), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(total.failed === 0 ? 0 : 1);
