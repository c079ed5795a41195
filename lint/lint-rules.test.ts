import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A small copy of the repository's layout: the files the imports below point at. */
const LAYOUT: Record<string, string> = {
  'mf-a/src/features/one/one.ts': 'export const one = 1;\n',
  'mf-a/src/features/two/two.ts': 'export const two = 2;\n',
  'mf-a/src/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'mf-a/src/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'mf-b/src/index.ts': 'export const remote = 1;\n',
  'shell/src/index.ts': 'export const shell = 1;\n',
  'shared-sdk/src/index.ts': 'export const sdk = 1;\n',
  'server/src/modules/jobs/jobs.ts': 'export const jobs = 1;\n',
  'server/src/modules/jobs/index.ts': "export { jobs } from './jobs';\n",
  'server/src/modules/jobs/engine/attachments.ts': 'export const store = 1;\n',
  'server/src/modules/jobs/engine/testing/fixtures.ts': 'export const account = 1;\n',
  'server/src/modules/proxies/index.ts': 'export const proxies = 1;\n',
  'server/src/lib/clock.ts': 'export const now = () => 0;\n',
  'server/src/testing/test-app.ts': 'export const testApp = 1;\n',
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
  for (const [file, code] of Object.entries(LAYOUT)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rules each file breaks, by the project's ESLint config. */
function lint(files: Record<string, string>): Record<string, string[]> {
  const input = JSON.stringify({ root, files: Object.entries(files).map(([file, code]) => ({ path: file, code })) });
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-files.mjs')], { input, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const results = JSON.parse(run.stdout) as { path: string; rules: string[] }[];
  return Object.fromEntries(results.map((result) => [result.path, result.rules]));
}

/** Lints the files (path: [code, rules]) and expects each to break exactly the rules beside it. */
function expectRules(files: Record<string, [code: string, rules: string[]]>): void {
  const found = lint(Object.fromEntries(Object.entries(files).map(([file, [code]]) => [file, code])));
  expect(found).toEqual(Object.fromEntries(Object.entries(files).map(([file, [, rules]]) => [file, rules])));
}

const use = (what: string) => `console.log(${what});\n`;

test('each boundary, a cycle, a file name and a hook misuse are errors; imports within the rules are not', () => {
  expectRules({
    'mf-a/src/features/one/uses-two.ts': [`import { two } from '../two/two';\n${use('two')}`, ['import-x/no-restricted-paths']],
    'mf-a/src/uses-remote.ts': [`import { remote } from '../../mf-b/src/index';\n${use('remote')}`, ['import-x/no-restricted-paths']],
    'mf-a/src/uses-shell.ts': [`import { shell } from '../../shell/src/index';\n${use('shell')}`, ['import-x/no-restricted-paths']],
    'shared-sdk/src/uses-app.ts': [`import { one } from '../../mf-a/src/features/one/one';\n${use('one')}`, ['import-x/no-restricted-paths']],
    'server/src/lib/uses-module.ts': [`import { jobs } from '../modules/jobs/jobs';\n${use('jobs')}`, ['import-x/no-restricted-paths']],
    'mf-a/src/cycle-a.ts': [LAYOUT['mf-a/src/cycle-a.ts'], ['import-x/no-cycle']],
    'mf-a/src/BadName.ts': ['export const bad = 1;\n', ['check-file/filename-naming-convention']],
    'mf-a/src/features/one/use-thing.ts': ["import { useState } from 'react';\nexport function useThing(on: boolean) {\n  if (on) useState(0);\n}\n", ['react-hooks/rules-of-hooks']],
    'mf-a/src/features/one/good.ts': [`import { one } from './one';\nimport { sdk } from '../../../../shared-sdk/src/index';\n${use('one, sdk')}`, []],
    'server/src/modules/jobs/good.ts': [`import { now } from '../../lib/clock';\nimport { jobs } from './jobs';\n${use('now, jobs')}`, []],
  });
});

test("the shell's code before sign-in does not import what loads after it (shared-sdk's barrel, react-query, antd, dayjs)", () => {
  expectRules({
    'shell/src/features/session/uses-barrel.ts': [`import { authApi } from 'shared-sdk';\n${use('authApi')}`, ['@typescript-eslint/no-restricted-imports']],
    'shell/src/features/auth/uses-schemas.ts': [`import { LoginSchema } from 'shared-sdk/schemas';\n${use('LoginSchema')}`, ['@typescript-eslint/no-restricted-imports']],
    'shell/src/app/app.tsx': [`import { QueryClientProvider } from '@tanstack/react-query';\n${use('QueryClientProvider')}`, ['@typescript-eslint/no-restricted-imports']],
    'shell/src/components/light/uses-antd.ts': [`import Button from 'antd/es/button';\n${use('Button')}`, ['@typescript-eslint/no-restricted-imports']],
    'shell/src/features/auth/types-only.ts': ["import type { Job } from 'shared-sdk';\nexport type Jobs = Job[];\n", []],
    'shell/src/features/auth/good.ts': [`import { authApi } from 'shared-sdk/sign-in';\n${use('authApi')}`, []],
    'shell/src/features/auth/login-form.test.ts': [`import { accountOf } from 'shared-sdk';\n${use('accountOf')}`, []],
    'shell/src/features/dashboard/after-sign-in.ts': [`import { jobsApi } from 'shared-sdk';\n${use('jobsApi')}`, []],
  });
});

test("toasts go through useToasts: antd's message from App.useApp() is an error in the apps, the modal is not", () => {
  expectRules({
    'mf-a/src/features/one/uses-message.tsx': ["import { App } from 'antd';\nexport function useIt() {\n  const { message } = App.useApp();\n  return message;\n}\n", ['no-restricted-syntax']],
    'mf-a/src/features/one/uses-modal.tsx': ["import { App } from 'antd';\nexport function useIt() {\n  const { modal } = App.useApp();\n  return modal;\n}\n", []],
  });
});

test("a server module is reached through its index.ts only, and the server's infrastructure imports no module", () => {
  expectRules({
    // Another module's files, however deep, instead of its face.
    'server/src/modules/proxies/uses-jobs-file.ts': [`import { jobs } from '../jobs/jobs';\n${use('jobs')}`, ['import-x/no-restricted-paths']],
    'server/src/modules/proxies/uses-engine-file.ts': [`import { store } from '../jobs/engine/attachments';\n${use('store')}`, ['import-x/no-restricted-paths']],
    'server/src/app.ts': [`import { jobs } from './modules/jobs/jobs';\n${use('jobs')}`, ['import-x/no-restricted-paths']],
    // The configuration, security, AI, hosting and the simulators are infrastructure: they import no module at all.
    'server/src/config/index.ts': [`import { jobs } from '../modules/jobs';\nimport { proxies } from '../modules/proxies';\n${use('jobs, proxies')}`, ['import-x/no-restricted-paths', 'import-x/no-restricted-paths']],
    'server/src/security/uses-module.ts': [`import { jobs } from '../modules/jobs';\n${use('jobs')}`, ['import-x/no-restricted-paths']],
    'server/src/ai/uses-module.ts': [`import { jobs } from '../modules/jobs';\n${use('jobs')}`, ['import-x/no-restricted-paths']],
    'server/src/hosting/uses-module.ts': [`import { jobs } from '../modules/jobs';\n${use('jobs')}`, ['import-x/no-restricted-paths']],
    'server/src/simulators/uses-module.ts': [`import { jobs } from '../modules/jobs';\n${use('jobs')}`, ['import-x/no-restricted-paths']],
    // Within the rules: the face, a module's own files, another module's test kit from a test.
    'server/src/modules/proxies/uses-jobs-index.ts': [`import { jobs } from '../jobs';\n${use('jobs')}`, []],
    'server/src/modules/jobs/engine/uses-own.ts': [`import { jobs } from '../jobs';\nimport { store } from './attachments';\n${use('jobs, store')}`, []],
    'server/src/modules/proxies/proxies.test.ts': [`import { account } from '../jobs/engine/testing/fixtures';\n${use('account')}`, []],
    'server/src/main.ts': [`import { jobs } from './modules/jobs';\n${use('jobs')}`, []],
  });
});

test('a test kit (shared-sdk/testing, any testing/ folder) is imported by tests, stories, benches and other kits only', () => {
  expectRules({
    'mf-a/src/features/one/uses-sdk-kit.ts': [`import { renderWithProviders } from 'shared-sdk/testing';\n${use('renderWithProviders')}`, ['no-restricted-imports']],
    'server/src/modules/jobs/uses-fixtures.ts': [`import { account } from './engine/testing/fixtures';\n${use('account')}`, ['no-restricted-imports']],
    'server/src/app-kit.ts': [`import { testApp } from './testing/test-app';\n${use('testApp')}`, ['no-restricted-imports']],
    'mf-a/src/features/one/one.test.tsx': [`import { renderWithProviders } from 'shared-sdk/testing';\n${use('renderWithProviders')}`, []],
    'mf-a/src/features/one/one.stories.tsx': [`import { renderWithProviders } from 'shared-sdk/testing';\n${use('renderWithProviders')}`, []],
    'bench/one.ts': [`import { testApp } from '../server/src/testing/test-app';\n${use('testApp')}`, []],
    'server/src/modules/jobs/engine/testing/more-fixtures.ts': [`import { testApp } from '../../../../testing/test-app';\n${use('testApp')}`, []],
    'mf-a/src/features/one/uses-library.ts': [`import { render } from '@testing-library/react';\n${use('render')}`, []],
  });
});

test("a remote's module is loaded through remoteComponent: loadRemote is imported by the loader and the shell's remote registry only", () => {
  const runtime = "'@module-federation/enhanced/runtime'";
  expectRules({
    'shell/src/features/dashboard/own-loader.tsx': [`import { loadRemote } from ${runtime};\n${use("loadRemote('mf_billing/plan-usage-panel')")}`, ['no-restricted-imports']],
    'shared-sdk/src/react/own-loader.tsx': [`import { loadRemote as load } from ${runtime};\n${use("load('mf_billing/feature-gate')")}`, ['no-restricted-imports']],
    'mf-a/src/features/one/own-loader.ts': [`import * as runtime from ${runtime};\n${use('runtime')}`, ['no-restricted-imports']],
    'shared-sdk/src/react/remote-component.tsx': [`import { loadRemote } from ${runtime};\n${use('loadRemote')}`, []],
    'shell/src/app/remotes.ts': [`import { loadRemote, registerRemotes } from ${runtime};\n${use('loadRemote, registerRemotes')}`, []],
    'shell/src/app/remote-fallback-plugin.ts': [`import type { ModuleFederationRuntimePlugin } from ${runtime};\nexport type Plugin = ModuleFederationRuntimePlugin;\n`, []],
    'shell/src/app/other.ts': [`import { registerRemotes } from ${runtime};\n${use('registerRemotes')}`, []],
  });
});
