import { mkdtempSync, mkdirSync, writeFileSync, existsSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distinctCounts, readJestReport, runSteps, shards } from './test-runner.mjs';

/** A jest JSON report as `jest --json` writes it. */
function report({ passed = 0, failed = 0, skipped = [], file = 'x.test.ts', prefix = 'a' } = {}, root) {
  const assertionResults = [
    ...Array.from({ length: passed }, (_, i) => ({ status: 'passed', ancestorTitles: ['a'], fullName: `${prefix} p${i}` })),
    ...Array.from({ length: failed }, (_, i) => ({ status: 'failed', ancestorTitles: ['a'], fullName: `${prefix} f${i}` })),
    ...skipped.map(([describe]) => ({ status: 'pending', ancestorTitles: [describe], fullName: `${describe} s` })),
  ];
  const name = join(root, skipped[0]?.[1] ?? file);
  return JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numRuntimeErrorTestSuites: 0,
    testResults: [{ name, status: failed ? 'failed' : 'passed', startTime: 1000, endTime: 3500, assertionResults }],
  });
}

/**
 * A stand-in for jest, run as a real process: writes `content` to the --outputFile it is given (or nothing), then
 * exits with `status`, or stays alive (`hang`) like a jest run held open by a handle.
 */
function fakeJest(dir, { content, status = 0, hang = false }) {
  const script = join(dir, `fake-jest-${Math.random().toString(36).slice(2)}.cjs`);
  writeFileSync(
    script,
    `const fs = require('node:fs');
const output = process.argv.find((arg) => arg.startsWith('--outputFile='))?.slice('--outputFile='.length);
const content = ${JSON.stringify(content ?? null)};
if (content !== null) fs.writeFileSync(output, content);
console.log('args', JSON.stringify(process.argv.slice(2)), 'url', process.env.TEST_DATABASE_URL ?? 'none');
if (${hang}) setInterval(() => {}, 1000); else process.exit(${status});
`,
  );
  return [process.execPath, script];
}

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'test-runner-'));
  mkdirSync(join(dir, '.tmp'));
  return { dir, root: `${pathToFileURL(dir).href}/` };
}

const quiet = { print: () => {} };

describe('runSteps', () => {
  it('counts a jest step from the report it writes, and ends with passed, failed, skipped', async () => {
    const { dir, root } = setup();
    const jestCommand = fakeJest(dir, { content: report({ passed: 3, failed: 1 }, dir), status: 1 });
    const result = await runSteps([{ label: 'unit', jest: [] }], { root, env: {}, jestCommand, ...quiet });
    expect(result.lines[0]).toMatch(/^unit: 3 passed, 1 failed, 0 skipped \(\d+\.\d s, started at \d+\.\d s\)$/);
    expect(result.closing).toMatch(/^3 passed, 1 failed, 0 skipped \(/);
  });

  it('deletes the previous report, so a run that writes none fails and counts none of the stale passes', async () => {
    const { dir, root } = setup();
    const stale = join(dir, '.tmp', 'jest-unit.json');
    writeFileSync(stale, report({ passed: 500 }, dir));
    const jestCommand = fakeJest(dir, { status: 0 });
    const result = await runSteps([{ label: 'unit', jest: [] }], { root, env: {}, jestCommand, ...quiet });
    expect(existsSync(stale)).toBe(false);
    expect(result.total).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(result.closing).toMatch(/^0 passed, 1 failed, 0 skipped/);
  });

  it('fails a run that exits non-zero and counts no failing test', async () => {
    const { dir, root } = setup();
    const jestCommand = fakeJest(dir, { content: report({ passed: 2 }, dir), status: 1 });
    const result = await runSteps([{ label: 'unit', jest: [] }], { root, env: {}, jestCommand, ...quiet });
    expect(result.total).toEqual({ passed: 2, failed: 1, skipped: 0 });
    expect(result.distinct).toMatchObject({ passed: 2, failed: 1 });
  });

  it('counts skipped tests; one outside the step allow-list is also a failure', async () => {
    const { dir, root } = setup();
    const skipped = [['two servers', 'server/engine.test.ts']];
    const allowed = { label: 'a', jest: [], allowedSkips: [{ file: 'server/engine.test.ts', describe: 'two servers' }], needs: [] };
    const notAllowed = { label: 'b', jest: [], needs: [] };
    const jestCommand = fakeJest(dir, { content: report({ passed: 1, skipped }, dir) });
    const result = await runSteps([allowed, notAllowed], { root, env: {}, jestCommand, ...quiet });
    expect(result.lines.filter((line) => /^[ab]:/.test(line)).map((line) => line.replace(/ \(.*/, ''))).toEqual([
      'a: 1 passed, 0 failed, 1 skipped',
      'b: 1 passed, 1 failed, 1 skipped',
    ]);
    expect(result.lines).toContain('    ✗ skipped where it must run: two servers s (server/engine.test.ts)');
    expect(result.total).toEqual({ passed: 2, failed: 1, skipped: 2 });
    // The same two tests in both steps: counted once each, the skipped one failed by step b.
    expect(result.closing).toMatch(/^1 passed, 1 failed, 0 skipped/);
  });

  it('removes a variable from a step environment, and fails in CI a step whose requirement is missing', async () => {
    const { dir, root } = setup();
    const jestCommand = fakeJest(dir, { content: report({ passed: 1 }, dir) });
    const steps = [
      { label: 'pglite', jest: [], env: { TEST_DATABASE_URL: undefined } },
      { label: 'postgres', jest: [], requires: 'OTHER_URL' },
    ];
    const local = await runSteps(steps, { root, env: { TEST_DATABASE_URL: 'postgres://x', PATH: process.env.PATH }, ci: false, jestCommand, ...quiet });
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(dir, '.tmp', 'test-logs', 'pglite.log'), 'utf8')).toContain('url none');
    expect(local.lines).toContain('postgres: not run (OTHER_URL not set)');
    expect(local.total.failed).toBe(0);
    const ci = await runSteps(steps, { root, env: {}, ci: true, jestCommand, ...quiet });
    expect(ci.total.failed).toBe(1);
    expect(ci.closing).toMatch(/^1 passed, 1 failed, 0 skipped/);
  });

  it("runs a step's shards as steps of their own, each given its shard first, and counts their tests as the step's", async () => {
    const { dir, root } = setup();
    // A jest that runs the file of its shard: shard 1 has a.test.ts, shard 2 b.test.ts (two tests each).
    const script = join(dir, 'sharded-jest.cjs');
    writeFileSync(
      script,
      `const fs = require('node:fs');
const arg = (name) => process.argv.find((a) => a.startsWith(name))?.slice(name.length);
const file = arg('--shard=') === '1/2' ? 'a.test.ts' : 'b.test.ts';
console.log('args', JSON.stringify(process.argv.slice(2)));
fs.writeFileSync(arg('--outputFile='), JSON.stringify({ numPassedTests: 2, numFailedTests: 0, numRuntimeErrorTestSuites: 0,
  testResults: [{ name: ${JSON.stringify(dir)} + '/' + file, status: 'passed', startTime: 0, endTime: 1000,
    assertionResults: [{ status: 'passed', ancestorTitles: [], fullName: file + ' one' }, { status: 'passed', ancestorTitles: [], fullName: file + ' two' }] }] }));
`,
    );
    const pglite = { label: 'server (PGlite)', jest: ['--ci', '--selectProjects', 'server'], database: 'PGlite', needs: [], allowedSkips: [{ file: 'x' }] };
    const postgres = { label: 'server (PostgreSQL)', jest: ['--ci', '--selectProjects', 'server'], database: 'PostgreSQL', needs: [] };
    const steps = [...shards(pglite, 2), ...shards(postgres, 2)];
    expect(steps.map((step) => step.label)).toEqual(['server (PGlite) 1/2', 'server (PGlite) 2/2', 'server (PostgreSQL) 1/2', 'server (PostgreSQL) 2/2']);
    expect(steps.map((step) => [step.database, step.needs, step.allowedSkips])).toEqual([
      ['PGlite', [], [{ file: 'x' }]],
      ['PGlite', [], [{ file: 'x' }]],
      ['PostgreSQL', [], undefined],
      ['PostgreSQL', [], undefined],
    ]);
    const result = await runSteps(steps, { root, env: {}, jestCommand: [process.execPath, script], parallel: 4, ...quiet });
    const { readFileSync } = await import('node:fs');
    // The shard goes before the step's arguments (--selectProjects takes every word after it).
    expect(readFileSync(join(dir, '.tmp', 'test-logs', 'server-PGlite-2-2.log'), 'utf8')).toContain('args ["--json",');
    expect(readFileSync(join(dir, '.tmp', 'test-logs', 'server-PGlite-2-2.log'), 'utf8')).toMatch(/"--shard=2\/2","--ci","--selectProjects","server"\]/);
    expect(result.lines.filter((line) => /^server/.test(line))).toHaveLength(4);
    // Four distinct tests (two per shard), each run on both databases; each database named once.
    expect(result.closing).toBe('4 passed, 0 failed, 0 skipped (each distinct test once, 4 of them ran on both PGlite and PostgreSQL; 8 runs in all steps)');
  });

  it('counts a plain step as one check', async () => {
    const { root } = setup();
    const result = await runSteps([{ label: 'tsc', command: process.execPath, args: ['-e', 'process.exit(0)'] }], { root, env: {}, ...quiet });
    expect(result.closing).toMatch(/^1 passed, 0 failed, 0 skipped/);
  });

  it('fails a step that outlives its time limit, naming it, and kills what it started', async () => {
    const { dir, root } = setup();
    const marker = join(dir, 'still-alive');
    // The step starts a grandchild that would write the marker later: killing the group stops it too.
    const later = `setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x'), 3000)`;
    const grandchild = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(later)}], { stdio: 'ignore' }); setInterval(() => {}, 1000);`;
    const started = Date.now();
    const result = await runSteps([{ label: 'slow build', command: process.execPath, args: ['-e', grandchild], timeoutMs: 800 }], { root, env: {}, ...quiet });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(result.total.failed).toBe(1);
    expect(result.lines).toContain('    ✗ timed out after 1 s');
    expect(result.lines[0]).toMatch(/^slow build: 0 passed, 1 failed/);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(existsSync(marker)).toBe(false);
  }, 15_000);

  it('fails a jest run whose tests ended but whose process does not exit (an open handle)', async () => {
    const { dir, root } = setup();
    const jestCommand = fakeJest(dir, { content: report({ passed: 4 }, dir), hang: true });
    const started = Date.now();
    const result = await runSteps([{ label: 'server', jest: [] }], { root, env: {}, jestCommand, exitGraceMs: 500, ...quiet });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.total).toEqual({ passed: 4, failed: 1, skipped: 0 });
    expect(result.lines.some((line) => line.includes('jest did not exit 1 s after its tests ended'))).toBe(true);
    expect(result.closing).toMatch(/^4 passed, 1 failed, 0 skipped/);
  }, 15_000);

  it('runs independent steps side by side, and a step after the ones it needs', async () => {
    const { dir, root } = setup();
    const order = join(dir, 'order.log');
    const stepOf = (label, ms, needs) => ({
      label,
      command: process.execPath,
      args: ['-e', `const fs = require('node:fs'); fs.appendFileSync(${JSON.stringify(order)}, 'start ${label}\\n'); setTimeout(() => fs.appendFileSync(${JSON.stringify(order)}, 'end ${label}\\n'), ${ms});`],
      needs,
    });
    const started = Date.now();
    await runSteps([stepOf('a', 1200, []), stepOf('b', 1200, []), stepOf('c', 10, ['a', 'b']), stepOf('d', 10)], { root, env: {}, parallel: 3, ...quiet });
    const { readFileSync } = await import('node:fs');
    const events = readFileSync(order, 'utf8').trim().split('\n');
    // a and b overlap; c starts after both ended; d (no needs given) after c, the step listed before it.
    expect(events.slice(0, 2).sort()).toEqual(['start a', 'start b']);
    expect(events.indexOf('start c')).toBeGreaterThan(Math.max(events.indexOf('end a'), events.indexOf('end b')));
    expect(events.indexOf('start d')).toBeGreaterThan(events.indexOf('end c'));
    expect(Date.now() - started).toBeLessThan(2300 + 1500);
  }, 15_000);

  it('prints each step time and its five slowest files', async () => {
    const { dir, root } = setup();
    const many = JSON.stringify({
      numPassedTests: 6,
      numFailedTests: 0,
      testResults: Array.from({ length: 6 }, (_, i) => ({
        name: join(dir, `f${i}.test.ts`),
        status: 'passed',
        startTime: 0,
        endTime: (i + 1) * 1000,
        assertionResults: [{ status: 'passed', ancestorTitles: [], fullName: `t${i}` }],
      })),
    });
    const jestCommand = fakeJest(dir, { content: many });
    const result = await runSteps([{ label: 'unit', jest: [] }], { root, env: {}, jestCommand, ...quiet });
    expect(result.lines[1]).toBe('    slowest: f5.test.ts 6.0 s, f4.test.ts 5.0 s, f3.test.ts 4.0 s, f2.test.ts 3.0 s, f1.test.ts 2.0 s');
  });
});

describe('distinctCounts', () => {
  it('counts a test run on both databases once, and says so', () => {
    const pglite = { database: 'PGlite' };
    const postgres = { database: 'PostgreSQL' };
    const test = (key, status) => ({ key, status });
    const results = [
      { step: pglite, counts: { tests: [test('db › a', 'passed'), test('db › b', 'passed'), test('logic › c', 'passed'), test('db › only-pg', 'skipped')] } },
      { step: postgres, counts: { tests: [test('db › a', 'passed'), test('db › b', 'failed'), test('db › only-pg', 'passed')] } },
      { step: {}, counts: { tests: [test('unit › d', 'skipped')] } },
    ];
    expect(distinctCounts(results)).toEqual({ passed: 3, failed: 1, skipped: 1, onBoth: 2 });
  });
});

describe('readJestReport', () => {
  it('refuses a report written before the step started', () => {
    const { dir } = setup();
    const path = join(dir, '.tmp', 'old.json');
    writeFileSync(path, report({ passed: 5 }, dir));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path, anHourAgo, anHourAgo);
    expect(() => readJestReport(path, Date.now() - 1000)).toThrow('older than this step');
    expect(readJestReport(path, anHourAgo.getTime() - 1000).passed).toBe(5);
  });

  it('counts a file that could not run (no test of it failed) as a failure', () => {
    const { dir } = setup();
    const path = join(dir, '.tmp', 'broken.json');
    writeFileSync(
      path,
      JSON.stringify({
        numPassedTests: 0,
        numFailedTests: 0,
        numRuntimeErrorTestSuites: 0,
        testResults: [{ name: join(dir, 'broken.test.ts'), status: 'failed', startTime: 0, endTime: 1, assertionResults: [] }],
      }),
    );
    expect(readJestReport(path, 0, dir)).toMatchObject({ failed: 1, brokenFiles: ['broken.test.ts'] });
  });
});
