/**
 * The logic of `npm test` (scripts/test-all.mjs): run steps side by side, count what each one measured, and say so.
 * A step is a plain command (one check: passed or failed) or a jest run (its tests are counted).
 *
 * - A step starts once the steps it `needs` have ended (a step without `needs` waits for the step listed before
 *   it, as when every step ran in order), at most `parallel` at a time, the earliest listed first.
 * - Every step has a time limit (`timeoutMs`, else the runner's default): past it the step's process group is killed
 *   and the step fails with its name. A jest run that wrote its report but does not exit (an open handle keeps it
 *   alive) is killed after `exitGraceMs` and fails too.
 * - Each step's output goes to .tmp/test-logs/<step>.log; a failed step's is printed at the end.
 * - The closing line counts each distinct test once (file and full name: a server suite on PGlite and again on
 *   PostgreSQL is one test), starting `N passed, N failed, N skipped`, and says how many ran on both databases.
 */
import { spawn as spawnChild } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_TIMEOUT_MS = 15 * 60_000;
export const DEFAULT_EXIT_GRACE_MS = 20_000;
const KILL_GRACE_MS = 5_000;

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

const SKIPPED = new Set(['pending', 'skipped', 'todo', 'disabled']);

/** The tests and files of a fresh jest JSON report; throws when it is missing or older than the step. */
export function readJestReport(path, startedAt, root = '/') {
  if (!existsSync(path)) throw new Error('jest wrote no report');
  if (statSync(path).mtimeMs < startedAt) throw new Error('the report is older than this step');
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const tests = report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      key: `${relative(root, suite.name)} › ${test.fullName}`,
      file: suite.name,
      ancestorTitles: test.ancestorTitles,
      title: test.fullName,
      status: test.status === 'passed' ? 'passed' : SKIPPED.has(test.status) ? 'skipped' : 'failed',
    })),
  );
  const files = report.testResults
    .map((suite) => ({ file: relative(root, suite.name), seconds: Math.max(0, (suite.endTime - suite.startTime) / 1000) }))
    .sort((a, b) => b.seconds - a.seconds);
  const skipped = tests.filter((test) => test.status === 'skipped');
  // A file that could not run (a syntax error, a failing beforeAll outside any test) has no tests to count.
  const brokenFiles = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + Math.max(report.numRuntimeErrorTestSuites ?? 0, brokenFiles.length),
    skipped,
    tests,
    files,
    brokenFiles: brokenFiles.map((suite) => relative(root, suite.name)),
  };
}

/** Kills a detached child's whole process group: SIGTERM, then SIGKILL if anything is left. */
function killGroup(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), KILL_GRACE_MS).unref();
}

/**
 * Runs a command in a process group of its own, its output to `log`. Resolves { ok, reason } once it exits, or once
 * it is killed: past `timeoutMs`, or `exitGraceMs` after `finished()` turns true (a jest run that ended but hangs).
 */
export function runProcess(command, args, { cwd, env, log, timeoutMs, finished, exitGraceMs = DEFAULT_EXIT_GRACE_MS }) {
  return new Promise((resolve) => {
    const out = openSync(log, 'w');
    const child = spawnChild(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
    let reason;
    let finishedAt;
    const stop = (why) => {
      if (reason) return;
      reason = why;
      killGroup(child);
    };
    const limit = setTimeout(() => stop(`timed out after ${Math.round(timeoutMs / 1000)} s`), timeoutMs);
    const watch = setInterval(() => {
      if (!finished || reason) return;
      if (finishedAt === undefined && finished()) finishedAt = Date.now();
      if (finishedAt !== undefined && Date.now() - finishedAt > exitGraceMs) {
        stop(`jest did not exit ${Math.round(exitGraceMs / 1000)} s after its tests ended (an open handle keeps it alive: try --detectOpenHandles)`);
      }
    }, 250);
    const end = (ok, why) => {
      clearTimeout(limit);
      clearInterval(watch);
      closeSync(out);
      // Whatever the command left running in its group goes with it.
      killGroup(child);
      resolve({ ok: ok && !reason, reason: reason ?? why });
    };
    child.on('error', (error) => end(false, `could not start: ${error.message}`));
    child.on('exit', (code, signal) => end(code === 0, code === 0 ? undefined : `exited with ${code ?? signal}`));
  });
}

/**
 * A jest step split into `count` steps of its files (`jest --shard`), each `label i/count`, with the step's
 * database, allowed skips, needs and time limit. The run's slots then take its files side by side with the other
 * steps', so no single long step is the last to end; their tests are counted as the step's would be.
 */
export function shards(step, count) {
  return Array.from({ length: count }, (_, index) => ({
    ...step,
    label: `${step.label} ${index + 1}/${count}`,
    // Before the step's own arguments: --selectProjects takes every word after it.
    jest: [`--shard=${index + 1}/${count}`, ...step.jest],
  }));
}

const fileName = (label) => label.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/**
 * A jest run counted from its own JSON report: the previous report is deleted first, so a run that writes
 * none (jest died) is a failure and never counts the last run's tests. A skipped test not in
 * `allowedSkips` is a failure too.
 */
async function runJest(step, context) {
  const { root, env, jestCommand } = context;
  const report = join(root, '.tmp', `jest-${fileName(step.label)}.json`);
  rmSync(report, { force: true });
  const startedAt = Date.now() - 1000; // file times may be a little coarser than the clock
  const [command, ...prefix] = jestCommand;
  // PGlite and pg-boss load parts of themselves with import(), which jest allows only with vm modules.
  const result = await runProcess(command, [...prefix, '--json', `--outputFile=${report}`, ...step.jest], {
    cwd: root,
    env: stepEnv(env, { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning', ...step.env }),
    log: context.log,
    timeoutMs: step.timeoutMs ?? context.timeoutMs,
    exitGraceMs: step.exitGraceMs ?? context.exitGraceMs,
    finished: () => existsSync(report) && statSync(report).mtimeMs >= startedAt,
  });
  let counts;
  try {
    counts = readJestReport(report, startedAt, root);
  } catch (error) {
    const tests = [{ key: `${step.label} › the run itself`, status: 'failed' }];
    return { passed: 0, failed: 1, skipped: 0, tests, files: [], notes: [result.reason, `${error.message}, counted as one failure`].filter(Boolean) };
  }
  const notes = [];
  if (result.reason) notes.push(result.reason);
  for (const file of counts.brokenFiles) notes.push(`a file that did not run: ${file}`);
  const unexpected = counts.skipped.filter((test) => !isAllowedSkip(root, test, step.allowedSkips));
  for (const test of unexpected) notes.push(`skipped where it must run: ${test.title} (${relative(root, test.file)})`);
  let failed = counts.failed + unexpected.length;
  if (!result.ok && failed === 0) failed = 1;
  // A test skipped where it must run counts as failed in the distinct count too.
  const mustRun = new Set(unexpected.map((test) => test.key));
  const tests = counts.tests.map((test) => (mustRun.has(test.key) ? { ...test, status: 'failed' } : test));
  for (const file of counts.brokenFiles) tests.push({ key: `${file} › (the file did not run)`, status: 'failed' });
  if (!result.ok && counts.failed + unexpected.length === 0 && counts.brokenFiles.length === 0) {
    tests.push({ key: `${step.label} › the run itself`, status: 'failed' });
  }
  return { passed: counts.passed, failed, skipped: counts.skipped.length, tests, files: counts.files, notes };
}

/** A step that is one check of its own. */
async function runPlain(step, context) {
  const result = await runProcess(step.command, step.args, {
    cwd: context.root,
    env: stepEnv(context.env, step.env),
    log: context.log,
    timeoutMs: step.timeoutMs ?? context.timeoutMs,
  });
  const status = result.ok ? 'passed' : 'failed';
  return {
    passed: result.ok ? 1 : 0,
    failed: result.ok ? 0 : 1,
    skipped: 0,
    tests: [{ key: `${step.label} › check`, status }],
    files: [],
    notes: result.reason ? [result.reason] : [],
  };
}

/**
 * The distinct tests of every step: one per key, failed when it failed anywhere, else passed when it passed
 * anywhere, else skipped. `databases` names the steps whose tests ran on a database: a key seen in two of them
 * (not skipped) ran on both.
 */
export function distinctCounts(results) {
  const byKey = new Map();
  for (const { step, counts } of results) {
    for (const test of counts.tests) {
      const seen = byKey.get(test.key) ?? { statuses: new Set(), ranOn: new Set() };
      seen.statuses.add(test.status);
      if (step.database && test.status !== 'skipped') seen.ranOn.add(step.database);
      byKey.set(test.key, seen);
    }
  }
  const total = { passed: 0, failed: 0, skipped: 0, onBoth: 0 };
  for (const { statuses, ranOn } of byKey.values()) {
    if (statuses.has('failed')) total.failed += 1;
    else if (statuses.has('passed')) total.passed += 1;
    else total.skipped += 1;
    if (ranOn.size >= 2) total.onBoth += 1;
  }
  return total;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the steps (see the top of this file). A step with `requires: 'VAR'` runs only when VAR is set; without it the
 * step is reported as not run, and counts as a failure when `ci` is true (CI must run every step).
 * Returns the per-step lines (with each jest step's five slowest files), the totals and the closing line.
 */
export async function runSteps(
  steps,
  {
    root: rootUrl,
    env = process.env,
    ci = env.CI === 'true',
    parallel = 3,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    exitGraceMs = DEFAULT_EXIT_GRACE_MS,
    jestCommand = ['npx', 'jest'],
    print = (line) => console.log(line),
  },
) {
  const root = fileURLToPath(rootUrl);
  const logs = join(root, '.tmp', 'test-logs');
  mkdirSync(logs, { recursive: true });
  const startedAll = Date.now();
  const needsOf = (step, index) => step.needs ?? (index > 0 ? [steps[index - 1].label] : []);
  const labels = new Set(steps.map((step) => step.label));
  for (const [index, step] of steps.entries()) {
    for (const need of needsOf(step, index)) if (!labels.has(need)) throw new Error(`${step.label} needs an unknown step: ${need}`);
  }

  const results = new Array(steps.length);
  const state = steps.map(() => 'waiting');
  const running = new Set();

  async function run(index) {
    const step = steps[index];
    const started = Date.now();
    if (step.requires && !env[step.requires]) {
      const failed = ci ? 1 : 0;
      const counts = { passed: 0, failed, skipped: 0, tests: failed ? [{ key: `${step.label} › not run`, status: 'failed' }] : [], files: [], notes: [] };
      results[index] = { step, counts, ms: 0, notRun: `${step.requires} not set${ci ? ', required in CI' : ''}` };
      return;
    }
    print(`▶ ${step.label}`);
    const log = join(logs, `${fileName(step.label)}.log`);
    const context = { root, env, log, timeoutMs, exitGraceMs, jestCommand };
    const counts = step.jest ? await runJest(step, context) : await runPlain(step, context);
    const ms = Date.now() - started;
    results[index] = { step, counts, ms, log, startedAt: started - startedAll };
    const mark = counts.failed === 0 ? '✓' : '✗';
    print(`${mark} ${step.label} (${seconds(ms)})${counts.notes.length ? `: ${counts.notes.join('; ')}` : ''}`);
  }

  await new Promise((resolve) => {
    const next = () => {
      if (state.every((s) => s === 'done')) return resolve();
      for (const [index, step] of steps.entries()) {
        if (running.size >= parallel) break;
        if (state[index] !== 'waiting') continue;
        const ready = needsOf(step, index).every((need) => state[steps.findIndex((s) => s.label === need)] === 'done');
        if (!ready) continue;
        state[index] = 'running';
        running.add(index);
        run(index)
          .catch((error) => {
            results[index] = { step, counts: { passed: 0, failed: 1, skipped: 0, tests: [{ key: `${step.label} › runner`, status: 'failed' }], files: [], notes: [String(error)] }, ms: 0 };
          })
          .finally(() => {
            running.delete(index);
            state[index] = 'done';
            next();
          });
      }
    };
    next();
  });

  const lines = [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const { step, counts, ms, notRun, startedAt } of results) {
    if (notRun) {
      lines.push(`${step.label}: not run (${notRun})`);
    } else {
      const when = startedAt === undefined ? '' : `, started at ${seconds(startedAt)}`;
      lines.push(`${step.label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds(ms)}${when})`);
      for (const note of counts.notes) lines.push(`    ✗ ${note}`);
      if (counts.files.length > 0) {
        lines.push(`    slowest: ${counts.files.slice(0, 5).map((file) => `${file.file} ${file.seconds.toFixed(1)} s`).join(', ')}`);
      }
    }
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  const distinct = distinctCounts(results);
  const databases = [...new Set(results.filter(({ step, notRun }) => step.database && !notRun).map(({ step }) => step.database))];
  const both = databases.length >= 2 ? `, ${distinct.onBoth} of them ran on both ${databases.join(' and ')}` : '';
  lines.push(`whole run: ${seconds(Date.now() - startedAll)}, at most ${parallel} steps at once`);
  const closing =
    `${distinct.passed} passed, ${distinct.failed} failed, ${distinct.skipped} skipped ` +
    `(each distinct test once${both}; ${total.passed + total.failed + total.skipped} runs in all steps)`;
  const failedLogs = results.filter(({ counts, log }) => counts.failed > 0 && log).map(({ step, log }) => ({ label: step.label, log }));
  return { lines, total, distinct, closing, failedLogs };
}
