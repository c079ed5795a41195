/**
 * One ESLint (flat config) for every workspace: `npm run lint`.
 *
 * Import boundaries use eslint-plugin-import-x (`no-restricted-paths`, `no-cycle`) rather than dependency-cruiser:
 * one tool, one pass over the files, one config, and the editor shows a crossed boundary where it is typed.
 *
 * No type-aware rules: they would build a TypeScript program per workspace again (the type-check already does,
 * `npm run typecheck`) and more than double the lint time on a 2-core CI machine.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = '**/*.{ts,tsx,js,mjs,cjs}';
// Known exception: every shell feature reads the session (signed-in state, guards). It belongs in shell/src/session/
// rather than among the features; until it moves, the other shell features may import it.
const SHARED_FEATURES = { shell: ['session'] };

/**
 * What the shell runs before sign-in, all of it downloaded by a first visit to /login: its entry, root, route table and
 * remote list, the sign-in pages, the session, the notification list and the light components.
 */
export const SHELL_PRE_SIGN_IN = [
  'shell/src/index.ts',
  'shell/src/bootstrap.tsx',
  'shell/src/app/{app,router,remotes,remote-fallback-plugin}.{ts,tsx}',
  'shell/src/features/{auth,session,notifications}/**/*.{ts,tsx}',
  'shell/src/components/loading-screen.tsx',
  'shell/src/components/light/**/*.{ts,tsx}',
];
const LOADED_AFTER_SIGN_IN =
  'is loaded after sign-in: a federation shared module loads whole, so importing it here puts it on /login (which must '
  + 'stay ≤ 160 KB). Use shared-sdk/sign-in, or import it from the lazy signed-in area. Type imports are fine.';

function folders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Which folders may not import which, relative to `root`. */
export function boundaryZones(root) {
  const remotes = folders(root).filter((name) => name.startsWith('mf-'));
  const frontEnds = ['shell', ...remotes];
  const apps = [...frontEnds, 'server'];
  const featureZones = frontEnds.flatMap((app) =>
    folders(path.join(root, app, 'src/features')).map((feature) => ({
      target: `${app}/src/features/${feature}`,
      from: `${app}/src/features`,
      except: [...new Set([feature, ...(SHARED_FEATURES[app] ?? [])])].map((allowed) => `./${allowed}`),
      message: 'A feature does not import another feature: move what both need to the app or to shared-sdk.',
    })),
  );
  const appZones = apps.map((app) => ({
    target: app,
    from: apps.filter((other) => other !== app),
    message: 'An app does not import another app (the shell and the remotes meet at run time): use shared-sdk.',
  }));
  return [
    ...featureZones,
    ...appZones,
    {
      target: 'shared-sdk',
      from: [...apps, 'e2e'],
      message: 'shared-sdk is used by every app and imports none of them.',
    },
    {
      target: SERVER_INFRASTRUCTURE.map((folder) => `server/src/${folder}`),
      from: 'server/src/modules',
      message: 'The server\'s infrastructure does not import its modules: pass what it needs in from the module.',
    },
    ...moduleFaces(root),
  ];
}

/** The server's infrastructure: what the modules build on, and which imports none of them. */
export const SERVER_INFRASTRUCTURE = ['http', 'db', 'lib', 'platform', 'config', 'security', 'ai', 'hosting', 'simulators'];

/** The testing/ folders inside `dir`, as paths relative to it (`./engine/testing`). */
function testingFolders(dir, relative = '.') {
  return folders(path.join(dir, relative)).flatMap((name) =>
    name === 'testing' ? [`${relative}/${name}`] : testingFolders(dir, `${relative}/${name}`),
  );
}

/**
 * Each server module is reached through its index.ts only: from another module, app.ts, the infrastructure and the
 * test kit alike. Its other files are its own business; its testing/ folders are its face for other places' tests
 * (which alone may import a test kit, see TEST_CODE).
 */
function moduleFaces(root) {
  const modules = folders(path.join(root, 'server/src/modules'));
  // The infrastructure imports no module at all (the zone above says so, once).
  // app.ts and main.ts (a glob: files at the top of server/src), the test kit and any other folder.
  const outside = ['*.ts', ...folders(path.join(root, 'server/src')).filter((name) => name !== 'modules' && !SERVER_INFRASTRUCTURE.includes(name))];
  return modules.map((name) => ({
    target: [...outside, ...modules.filter((other) => other !== name).map((other) => `modules/${other}`)].map((place) => `server/src/${place}`),
    from: `server/src/modules/${name}`,
    except: ['./index.ts', ...testingFolders(path.join(root, 'server/src/modules', name))],
    message: `Another place reaches modules/${name} through its index.ts only: export what it needs there.`,
  }));
}

/** Import paths into a test kit: shared-sdk/testing and every testing/ folder. */
const TEST_KIT = '(^|/)testing(/|$)';
/** The files that may use a test kit: tests, stories, benches, e2e, the kits themselves and the test set-ups. */
export const TEST_CODE = [
  '**/*.test.{ts,tsx,js,mjs,cjs}',
  '**/*.stories.{ts,tsx}',
  '**/testing/**',
  'bench/**',
  'e2e/**',
  '.storybook/**',
  'jest.setup.ts',
  'jest.config.js',
];

/** Remote modules are loaded through shared-sdk's remoteComponent / loadRemoteModule (one boundary, one retry, typed). */
const REMOTE_LOADER_FILES = ['shared-sdk/src/react/remote-component.tsx', 'shell/src/app/remotes.ts'];
const ONE_REMOTE_LOADER = {
  name: '@module-federation/enhanced/runtime',
  importNames: ['loadRemote'],
  message: "Load a remote's module with remoteComponent or loadRemoteModule from 'shared-sdk/react' (typed, one error boundary and retry).",
};
const TEST_KIT_IMPORTS = { regex: TEST_KIT, message: 'A test kit (shared-sdk/testing, a testing/ folder) is for tests, stories and benches only.' };

export function createConfig(root) {
  return tseslint.config(
    {
      ignores: [
        '**/dist/',
        'storybook-static/',
        'coverage/',
        'data/',
        '.tmp/',
        'bench/results/',
        'e2e/artifacts/',
        'test-results/',
      ],
    },
    { files: [SOURCE], ...js.configs.recommended },
    ...tseslint.configs.recommended.map((config) => ({ files: [SOURCE], ...config })),
    {
      files: [SOURCE],
      languageOptions: { globals: { ...globals.node } },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      plugins: { 'import-x': importX, 'check-file': checkFile },
      settings: {
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'check-file/filename-naming-convention': ['error', { [SOURCE]: 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
        'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      },
    },
    {
      files: ['{shell,mf-*,shared-sdk}/src/**/*.{ts,tsx}', '.storybook/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        // An error, not a warning: a missing dependency is a stale value at run time, and warnings pile up unread.
        // A deliberate exception says why in an eslint-disable-next-line comment.
        'react-hooks/exhaustive-deps': 'error',
        'no-restricted-syntax': [
          'error',
          {
            // One notification mechanism: useToasts puts every toast in the app's list (top right, one style).
            selector: "VariableDeclarator[init.callee.object.name='App'][init.callee.property.name='useApp'] > ObjectPattern > Property[key.name='message']",
            message: "Toasts go through useToasts from 'shared-sdk/react' (the app's notification list), not antd's message.",
          },
        ],
      },
    },
    {
      // useToasts itself falls back to antd's message where no notification list is mounted (Storybook, a remote alone).
      files: ['shared-sdk/src/react/use-toasts.ts'],
      rules: { 'no-restricted-syntax': 'off' },
    },
    {
      files: SHELL_PRE_SIGN_IN,
      ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: ['shared-sdk', 'shared-sdk/schemas', 'shared-sdk/react', '@tanstack/react-query', 'antd', '@ant-design/icons', 'dayjs'].map(
              (name) => ({ name, allowTypeImports: true, message: `${name} ${LOADED_AFTER_SIGN_IN}` }),
            ),
            patterns: [{ group: ['antd/*', '@ant-design/icons/*', 'dayjs/*'], allowTypeImports: true, message: `antd, its icons and dayjs ${LOADED_AFTER_SIGN_IN}` }],
          },
        ],
      },
    },
    {
      files: [SOURCE],
      ignores: TEST_CODE,
      rules: { 'no-restricted-imports': ['error', { paths: [ONE_REMOTE_LOADER], patterns: [TEST_KIT_IMPORTS] }] },
    },
    {
      // The one loader, and the shell's remote registry beside the runtime it configures.
      files: REMOTE_LOADER_FILES,
      rules: { 'no-restricted-imports': ['error', { patterns: [TEST_KIT_IMPORTS] }] },
    },
    {
      // Native ES module tests (scripts/*.test.mjs) use jest's globals without importing them.
      files: ['**/*.test.mjs'],
      languageOptions: { globals: { ...globals.jest } },
    },
    {
      // Tests read untyped JSON answers.
      files: ['**/*.test.{ts,tsx}'],
      rules: { '@typescript-eslint/no-explicit-any': 'off' },
    },
    {
      // Migrations are numbered (0001-users-and-refresh-tokens.ts) so that they sort in the order they run.
      files: ['server/src/db/migrations/*'],
      rules: { 'check-file/filename-naming-convention': 'off' },
    },
    {
      files: ['.storybook/*'],
      rules: { 'check-file/folder-naming-convention': 'off' },
    },
  );
}

export default createConfig(import.meta.dirname);
