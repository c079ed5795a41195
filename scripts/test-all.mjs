/**
 * `npm test`: type-check, lint, jest (sdk, shell, remotes), the server suites on PGlite (TEST_DATABASE_URL removed)
 * and the ones that use a database again on PostgreSQL (TEST_DATABASE_URL; required in CI), production builds,
 * Storybook build, e2e in Chromium. Independent steps run side by side (TEST_PARALLEL, default 2); each has a time
 * limit. Prints each step's counts, time and slowest files, then the closing line `N passed, N failed, N skipped …`
 * (each distinct test once). The logic is scripts/test-runner.mjs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runSteps, shards } from './test-runner.mjs';
import { exactPathPattern, serverSuites } from './server-suites.mjs';

const root = new URL('../', import.meta.url);
mkdirSync(new URL('.tmp/', root), { recursive: true });

/** Suites that need PostgreSQL (several processes on one database) and are skipped on PGlite. */
const postgresOnly = [
  { file: 'server/src/modules/bots/lease-processes.test.ts' },
  { file: 'server/src/modules/bots/session-processes.test.ts' },
  { file: 'server/src/modules/jobs/engine/engine.test.ts', describe: 'two servers' },
  { file: 'server/src/modules/jobs/engine/engine.test.ts', describe: 'on PostgreSQL: a cancel and a recorded outcome of one job' },
  { file: 'server/src/modules/auth/token-revocation.test.ts', describe: 'in another server process on the same PostgreSQL' },
  { file: 'server/src/modules/shared-lists/schedule-processes.test.ts', describe: 'two server processes on one PostgreSQL' },
  { file: 'server/src/modules/jobs/read/conditional-polls.test.ts', describe: 'two server processes on one PostgreSQL' },
  { file: 'server/src/modules/phone-lists/schedule-processes.test.ts', describe: 'two server processes on one PostgreSQL' },
  { file: 'server/src/modules/inbox/store.test.ts', describe: 'a send and its echo at once' },
  { file: 'server/src/modules/inbox/live.test.ts', describe: 'live events across server processes' },
  { file: 'server/src/modules/jobs/engine/outcomes.test.ts', describe: 'on PostgreSQL: two accounts of one customer at once' },
  { file: 'server/src/db/copy-to-postgres.test.ts', describe: 'on PostgreSQL: the copy' },
];

// Pure-logic server suites (no test database) run once, in the PGlite step; the others run on both databases.
// (The paths go before --selectProjects, which would take them for project names.)
const { database: databaseSuites } = serverSuites(fileURLToPath(root));
/** Step time limits are for hangs, not slowness: TEST_TIMEOUT_SCALE stretches them on a machine shared with others. */
const minutes = (n) => n * 60_000 * Number(process.env.TEST_TIMEOUT_SCALE ?? 1);
/** Jest workers per jest step: the steps already run side by side on a 2-core machine. */
const workers = process.env.TEST_JEST_WORKERS ?? '2';

const pglite = {
  label: 'server (PGlite)',
  jest: ['--ci', `--maxWorkers=${workers}`, '--selectProjects', 'server'],
  env: { TEST_DATABASE_URL: undefined },
  allowedSkips: postgresOnly,
  database: 'PGlite',
  needs: [],
  timeoutMs: minutes(25),
};
const postgres = {
  label: 'server (PostgreSQL)',
  jest: [...databaseSuites.map(exactPathPattern), '--ci', `--maxWorkers=${workers}`, '--selectProjects', 'server'],
  requires: 'TEST_DATABASE_URL',
  database: 'PostgreSQL',
  needs: [],
  timeoutMs: minutes(25),
};
const unit = { label: 'unit (sdk, shell, remotes, scripts)', jest: ['--ci', `--maxWorkers=${workers}`, '--ignoreProjects', 'server'], needs: [], timeoutMs: minutes(20) };
const [pglite1, pglite2] = shards(pglite, 2);
const [postgres1, postgres2] = shards(postgres, 2);
const [unit1, unit2] = shards(unit, 2);

// The machine's cores are the limit: the long jest steps are split in halves (shards) so that the slots stay full
// to the end and the last steps to end are short ones; the single-process checks (type-check, lint) go in the
// middle, beside multi-process steps, not at the end where one core would wait. The builds first: e2e waits for
// them and is the longest step that cannot be split (one server and one Chromium for all its files).
const steps = [
  { label: 'build apps', command: 'node', args: ['scripts/build-all.mjs'], needs: [], timeoutMs: minutes(8) },
  { label: 'build storybook', command: 'npm', args: ['run', 'build-storybook'], needs: [], timeoutMs: minutes(8) },
  pglite1,
  {
    label: 'e2e (Chromium)',
    jest: ['-c', 'e2e/jest.config.js', '--ci', `--maxWorkers=${process.env.TEST_E2E_WORKERS ?? '2'}`],
    needs: ['build apps', 'build storybook'],
    timeoutMs: minutes(25),
  },
  pglite2,
  { label: 'type-check', command: 'npx', args: ['tsc', '-b'], needs: [], timeoutMs: minutes(6) },
  postgres1,
  unit1,
  { label: 'lint', command: 'npx', args: ['eslint', '.'], needs: [], timeoutMs: minutes(6) },
  postgres2,
  unit2,
];

// Two steps of two jest workers each keep a 2-core machine busy: with three, the machine ran a dozen processes for two
// cores (load average 13 to 17), and tests that wait on timers and leases timed out where they pass alone.
const parallel = Number(process.env.TEST_PARALLEL ?? 2);
const { lines, total, distinct, closing, failedLogs } = await runSteps(steps, { root, parallel });
for (const { label, log } of failedLogs) {
  const text = readFileSync(log, 'utf8').split('\n');
  const shown = text.slice(-400);
  console.log(`\n──── ${label}: ${shown.length < text.length ? `the last ${shown.length} lines of ` : ''}${log}`);
  console.log(shown.join('\n'));
}
const summary = [...lines, closing].join('\n');
writeFileSync(new URL('.tmp/test-summary.txt', root), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(total.failed === 0 && distinct.failed === 0 ? 0 : 1);
