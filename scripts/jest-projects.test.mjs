import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { jestProjects, OWN_RUNNER } = require('./jest-projects.cjs');
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders whose test files are not jest's: dependencies, build output, and e2e (its own runner). */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', ...OWN_RUNNER]);

function testFilesOnDisk(dir = '') {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || NOT_SOURCE.has(entry.name)) return [];
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesOnDisk(relative);
    return /\.test\.[cm]?[jt]sx?$/.test(entry.name) ? [relative] : [];
  });
}

it('gives a new workspace a project of its own: jsdom for an app (rspack config), node otherwise', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'jest-projects-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['mf-new', 'tools', 'e2e'] }));
  mkdirSync(path.join(root, 'mf-new', 'src'), { recursive: true });
  writeFileSync(path.join(root, 'mf-new', 'rspack.config.ts'), '');
  mkdirSync(path.join(root, 'tools'));
  mkdirSync(path.join(root, 'e2e'));
  const projects = jestProjects(root);
  expect(projects.map((project) => project.displayName)).toEqual(['mf-new', 'tools', 'scripts', 'lint']);
  expect(projects[0]).toMatchObject({ roots: ['<rootDir>/mf-new/src'], testEnvironment: 'jsdom', setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'] });
  expect(projects[1]).toMatchObject({ roots: ['<rootDir>/tools'], testEnvironment: 'node' });
});

it('runs every test file on disk (e2e aside) in exactly one project', () => {
  const listed = spawnSync('npx', ['jest', '--listTests', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' },
  });
  expect(listed.status).toBe(0);
  const files = JSON.parse(listed.stdout).map((file) => path.relative(ROOT, file));
  expect(new Set(files).size).toBe(files.length);
  expect([...files].sort()).toEqual(testFilesOnDisk().sort());
  // Every workspace with jest tests is a project of its own.
  const names = jestProjects(ROOT).map((project) => project.displayName);
  for (const file of files) expect(names).toContain(file.split(path.sep)[0]);
}, 60_000);
