/**
 * The logic of `npm test` (scripts/test-all.mjs): run steps, count what each one measured, and say so.
 * A step is a plain command (one check: passed or failed) or a jest run (its tests are counted).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs a command, printing its label and duration; true when it exited with 0. */
export function runCommand(label, command, args, { cwd, env, spawn = spawnSync }) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawn(command, args, { cwd, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✓' : '✗'} ${label} (${seconds} s)`);
  return result.status === 0;
}

/** The environment of a step: the runner's, with `env`'s values set and its `undefined` ones removed. */
export function stepEnv(base, env = {}) {
  const merged = { ...base, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  return merged;
}

/**
 * Whether a skipped test is expected in its step: `allowed` lists { file, describe? } (file relative to the
 * root; describe = the outermost describe's title, or the whole file when absent).
 */
export function isAllowedSkip(root, test, allowed = []) {
  const file = relative(root, test.file);
  return allowed.some((entry) => entry.file === file && (!entry.describe || entry.describe === test.ancestorTitles[0]));
}

/** The counts of a fresh jest JSON report; throws when it is missing or older than the step. */
export function readJestReport(path, startedAt) {
  if (!existsSync(path)) throw new Error('jest wrote no report');
  if (statSync(path).mtimeMs < startedAt) throw new Error('the report is older than this step');
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const skipped = report.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
      .map((test) => ({ file: suite.name, ancestorTitles: test.ancestorTitles, title: test.fullName })),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped,
  };
}

/**
 * A jest run counted from its own JSON report: the previous report is deleted first, so a run that writes
 * none (jest died) is a failure and never counts the last run's tests. A skipped test not in
 * `allowedSkips` is a failure too.
 */
export function runJest(step, { root, env, spawn = spawnSync }) {
  const report = join(root, '.tmp', `jest-${step.label.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const startedAt = Date.now() - 1000; // file times may be a little coarser than the clock
  // PGlite and pg-boss load parts of themselves with import(), which jest allows only with vm modules.
  const ok = runCommand(step.label, 'npx', ['jest', '--json', `--outputFile=${report}`, ...step.jest], {
    cwd: root,
    env: stepEnv(env, { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning', ...step.env }),
    spawn,
  });
  let counts;
  try {
    counts = readJestReport(report, startedAt);
  } catch (error) {
    console.log(`✗ ${step.label}: ${error.message}, counted as one failure`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const unexpected = counts.skipped.filter((test) => !isAllowedSkip(root, test, step.allowedSkips));
  for (const test of unexpected) console.log(`✗ skipped where it must run: ${test.title} (${relative(root, test.file)})`);
  let failed = counts.failed + unexpected.length;
  if (!ok && failed === 0) failed = 1;
  return { passed: counts.passed, failed, skipped: counts.skipped.length };
}

/** A step that is one check of its own. */
export function runPlain(step, { root, env, spawn = spawnSync }) {
  const ok = runCommand(step.label, step.command, step.args, { cwd: root, env: stepEnv(env, step.env), spawn });
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
}

/**
 * Runs the steps in order. A step with `requires: 'VAR'` runs only when VAR is set; without it the step is
 * reported as not run, and counts as a failure when `ci` is true (CI must run every step).
 * Returns the per-step lines and the closing line `N passed, N failed, N skipped`.
 */
export function runSteps(steps, { root: rootUrl, env = process.env, ci = env.CI === 'true', spawn = spawnSync }) {
  const root = fileURLToPath(rootUrl);
  const lines = [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const step of steps) {
    if (step.requires && !env[step.requires]) {
      const failed = ci ? 1 : 0;
      lines.push(`${step.label}: not run (${step.requires} not set${ci ? ', required in CI' : ''})`);
      total.failed += failed;
      continue;
    }
    const counts = step.jest ? runJest(step, { root, env, spawn }) : runPlain(step, { root, env, spawn });
    lines.push(`${step.label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return { lines, total, closing: `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped` };
}
