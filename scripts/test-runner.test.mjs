import { mkdtempSync, mkdirSync, writeFileSync, existsSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jest } from '@jest/globals';
import { readJestReport, runSteps } from './test-runner.mjs';

/** A jest JSON report as `jest --json` writes it. */
function report({ passed = 0, failed = 0, skipped = [] } = {}, root) {
  const assertionResults = [
    ...Array.from({ length: passed }, (_, i) => ({ status: 'passed', ancestorTitles: ['a'], fullName: `a p${i}` })),
    ...Array.from({ length: failed }, (_, i) => ({ status: 'failed', ancestorTitles: ['a'], fullName: `a f${i}` })),
    ...skipped.map(([describe]) => ({ status: 'pending', ancestorTitles: [describe], fullName: `${describe} s` })),
  ];
  const file = join(root, skipped[0]?.[1] ?? 'x.test.ts');
  return JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numRuntimeErrorTestSuites: 0,
    testResults: [{ name: file, assertionResults }],
  });
}

/** A fake spawn: writes `content` to the --outputFile it is given (or nothing), exits with `status`. */
function fakeJest(content, status = 0) {
  return jest.fn((command, args) => {
    const output = args.find((arg) => arg.startsWith('--outputFile='))?.slice('--outputFile='.length);
    if (content !== undefined) writeFileSync(output, content);
    return { status };
  });
}

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'test-runner-'));
  mkdirSync(join(dir, '.tmp'));
  return { dir, root: `${pathToFileURL(dir).href}/` };
}

const quiet = () => jest.spyOn(console, 'log').mockImplementation(() => {});

describe('runSteps', () => {
  beforeEach(quiet);
  afterEach(() => jest.restoreAllMocks());

  it('counts a jest step from the report it writes, and ends with passed, failed, skipped', () => {
    const { dir, root } = setup();
    const spawn = fakeJest(report({ passed: 3, failed: 1 }, dir), 1);
    const result = runSteps([{ label: 'unit', jest: [] }], { root, env: {}, spawn });
    expect(result.lines).toEqual(['unit: 3 passed, 1 failed, 0 skipped']);
    expect(result.closing).toBe('3 passed, 1 failed, 0 skipped');
  });

  it('deletes the previous report, so a run that writes none fails and counts none of the stale passes', () => {
    const { dir, root } = setup();
    const stale = join(dir, '.tmp', 'jest-unit.json');
    writeFileSync(stale, report({ passed: 500 }, dir));
    const spawn = fakeJest(undefined, 0);
    const result = runSteps([{ label: 'unit', jest: [] }], { root, env: {}, spawn });
    expect(existsSync(stale)).toBe(false);
    expect(result.total).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('fails a run that exits non-zero and counts no failing test', () => {
    const { dir, root } = setup();
    const spawn = fakeJest(report({ passed: 2 }, dir), 1);
    expect(runSteps([{ label: 'unit', jest: [] }], { root, env: {}, spawn }).total).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it('counts skipped tests; one outside the step allow-list is also a failure', () => {
    const { dir, root } = setup();
    const skipped = [['two servers', 'server/engine.test.ts']];
    const allowed = { label: 'a', jest: [], allowedSkips: [{ file: 'server/engine.test.ts', describe: 'two servers' }] };
    const notAllowed = { label: 'b', jest: [] };
    const result = runSteps([allowed, notAllowed], { root, env: {}, spawn: fakeJest(report({ passed: 1, skipped }, dir)) });
    expect(result.lines).toEqual(['a: 1 passed, 0 failed, 1 skipped', 'b: 1 passed, 1 failed, 1 skipped']);
    expect(result.closing).toBe('2 passed, 1 failed, 2 skipped');
  });

  it('removes a variable from a step environment, and fails in CI a step whose requirement is missing', () => {
    const { dir, root } = setup();
    const spawn = fakeJest(report({ passed: 1 }, dir));
    const steps = [
      { label: 'pglite', jest: [], env: { TEST_DATABASE_URL: undefined } },
      { label: 'postgres', jest: [], requires: 'OTHER_URL' },
    ];
    const local = runSteps(steps, { root, env: { TEST_DATABASE_URL: 'postgres://x' }, ci: false, spawn });
    expect(spawn.mock.calls[0][2].env).not.toHaveProperty('TEST_DATABASE_URL');
    expect(local.lines[1]).toBe('postgres: not run (OTHER_URL not set)');
    expect(local.total.failed).toBe(0);
    const ci = runSteps(steps, { root, env: {}, ci: true, spawn });
    expect(ci.total.failed).toBe(1);
  });

  it('counts a plain step as one check', () => {
    const { root } = setup();
    const spawn = jest.fn(() => ({ status: 0 }));
    expect(runSteps([{ label: 'tsc', command: 'npx', args: ['tsc'] }], { root, env: {}, spawn }).closing).toBe(
      '1 passed, 0 failed, 0 skipped',
    );
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
});
