/**
 * A jest transform of fastify's lib/plugin-utils.js for the server suites. To name a plugin that has no name of its
 * own, fastify looks for it among the exports of every module in `require.cache`; under jest that cache is a proxy
 * over the test file's whole module registry (about 1,150 modules for the server), listed again for each plugin the
 * app registers: about a quarter of a test app's start (0.56 -> 0.41 s of CPU). Here the search is skipped and the
 * name falls back to the function's own (the names only label plugins in fastify's messages).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads transforms as CommonJS
const { createHash } = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync } = require('node:fs');

const SEARCH = 'const cache = require.cache';
const SELF = readFileSync(__filename, 'utf8');

function patch(source) {
  if (!source.includes(SEARCH)) {
    throw new Error(`fastify's lib/plugin-utils.js no longer reads "${SEARCH}": update scripts/jest/fastify-plugin-names.cjs`);
  }
  return source.replace(SEARCH, 'const cache = undefined');
}

module.exports = {
  patch,
  process: (source) => ({ code: patch(source) }),
  getCacheKey: (source) => createHash('sha256').update(SELF).update(source).digest('hex'),
};
