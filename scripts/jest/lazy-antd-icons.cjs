/**
 * Jest only (moduleNameMapper `^@ant-design/icons$`, scripts/jest-projects.cjs). The icons' index loads all ~850
 * icons, a quarter of a second of CPU in every test file; this module exports the same names but loads an icon's own
 * module when a test first renders it. The icon names are the files of the installed package; the few other
 * exports (IconProvider, the two-tone colour functions…) come from the real index, on first use.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module whose point is require's laziness */
const { readdirSync } = require('node:fs');
const path = require('node:path');

const iconsRoot = path.dirname(require.resolve('@ant-design/icons/package.json'));
const iconsDir = path.join(iconsRoot, 'lib/icons');
const whole = () => require(path.join(iconsRoot, 'lib/index.js'));
const lazy = {};
Object.defineProperty(lazy, '__esModule', { value: true });
for (const name of ['default', 'IconProvider', 'getTwoToneColor', 'setTwoToneColor', 'createFromIconfontCN']) {
  Object.defineProperty(lazy, name, { enumerable: true, get: () => whole()[name] });
}
for (const file of readdirSync(iconsDir)) {
  const name = file.match(/^(\w+)\.js$/)?.[1];
  if (!name || name === 'index') continue;
  Object.defineProperty(lazy, name, { enumerable: true, get: () => require(path.join(iconsDir, file)).default });
}
module.exports = lazy;
