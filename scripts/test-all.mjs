/**
 * `npm test`: type-check, lint, jest (sdk, shell, remotes, server on PGlite), the server suites again on
 * PostgreSQL when TEST_DATABASE_URL is set, production builds, Storybook build, and e2e in Chromium.
 * Prints one closing line `N passed, N failed` over every step and test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
mkdirSync(new URL('.tmp/', root), { recursive: true });
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✓' : '✗'} ${label} (${seconds} s)`);
  return result.status === 0;
}

/** A step that is one check of its own. */
function step(label, command, args, env) {
  if (run(label, command, args, env)) passed += 1;
  else failed += 1;
}

/** A jest run: its test counts are added; a run that failed without counting any counts as one failure. */
function jest(label, args, env) {
  const report = new URL(`.tmp/jest-${label.replace(/\W+/g, '-')}.json`, root);
  // PGlite and pg-boss load parts of themselves with import(), which jest allows only with vm modules.
  const ok = run(label, 'npx', ['jest', '--json', `--outputFile=${report.pathname}`, ...args], {
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    ...env,
  });
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
    if (!ok && result.numFailedTests === 0 && !result.numRuntimeErrorTestSuites) failed += 1;
  } catch {
    failed += 1;
  }
}

step('type-check', 'npx', ['tsc', '-b']);
step('lint', 'npx', ['eslint', '.']);
jest('unit (PGlite)', ['--ci']);
if (process.env.TEST_DATABASE_URL) {
  jest('server (PostgreSQL)', ['--ci', '--selectProjects', 'server']);
} else {
  console.log('\n(TEST_DATABASE_URL not set: server suites ran on PGlite only)');
}
step('build apps', 'node', ['scripts/build-all.mjs']);
step('build storybook', 'npm', ['run', 'build-storybook']);
jest('e2e (Chromium)', ['-c', 'e2e/jest.config.js', '--runInBand', '--ci']);

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(new URL('.tmp/test-summary.txt', root), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed === 0 ? 0 : 1);
