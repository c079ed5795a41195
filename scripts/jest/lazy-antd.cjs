/**
 * Jest only (moduleNameMapper `^antd$`, scripts/jest-projects.cjs). antd's index loads all of its ~70 components, about
 * half a second of CPU in every test file; this module exports the same names but loads a component's own module
 * (`antd/lib/<folder>`) when a test first uses it, as the app's bundler does by tree shaking. The names and folders
 * are read from antd's own index, so they follow the installed version.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module whose point is require's laziness */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const antdRoot = path.dirname(require.resolve('antd/package.json'));
const index = readFileSync(path.join(antdRoot, 'es/index.js'), 'utf8');
const lazy = {};
Object.defineProperty(lazy, '__esModule', { value: true });
for (const [, name, folder] of index.matchAll(/^export \{ default as (\w+) \} from '\.\/([\w-]+)';$/gm)) {
  Object.defineProperty(lazy, name, { enumerable: true, get: () => require(path.join(antdRoot, 'lib', folder)).default });
}
// What the index declares itself rather than re-exports (today only `unstableSetRender`).
const whole = () => require(path.join(antdRoot, 'lib/index.js'));
for (const [, name] of index.matchAll(/^export (?:const|function) (\w+)/gm)) {
  Object.defineProperty(lazy, name, { enumerable: true, get: () => whole()[name] });
}
module.exports = lazy;
