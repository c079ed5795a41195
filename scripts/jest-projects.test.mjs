import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

it("transforms fastify's plugin-utils.js for the server suites only, skipping its search of every loaded module", () => {
  const server = jestProjects(ROOT).find((project) => project.displayName === 'server');
  const file = require.resolve('fastify/lib/plugin-utils.js', { paths: [path.join(ROOT, 'server')] });
  const ignored = (project, name) => project.transformIgnorePatterns.some((pattern) => new RegExp(pattern).test(name));
  const transformOf = (project, name) => Object.entries(project.transform).find(([pattern]) => new RegExp(pattern).test(name))?.[1];
  expect(ignored(server, file)).toBe(false);
  expect(transformOf(server, file)).toBe('<rootDir>/scripts/jest/fastify-plugin-names.cjs');
  // The rest of fastify is loaded as it is, the ES packages are still transformed; other projects load fastify untouched.
  expect(ignored(server, file.replace('plugin-utils.js', 'route.js'))).toBe(true);
  expect(ignored(server, path.join(ROOT, 'node_modules', 'pg-boss', 'dist', 'index.js'))).toBe(false);
  expect(ignored(jestProjects(ROOT).find((project) => project.displayName === 'shared-sdk'), file)).toBe(true);
  // The installed fastify still has what the transform replaces.
  const { patch } = require('./jest/fastify-plugin-names.cjs');
  const patched = patch(readFileSync(file, 'utf8'));
  expect(patched).toContain('const cache = undefined');
  expect(patched).not.toContain('require.cache');
});
