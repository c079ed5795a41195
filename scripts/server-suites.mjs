/**
 * Which server suites use the test database (and so run on PGlite and again on PostgreSQL) and which are pure
 * logic (run once): a suite uses the database when it, or any file of the server it imports (followed through
 * relative imports, transitively), is the test database helper (server/src/testing/test-database.ts) or reads
 * TEST_DATABASE_URL. Read from the source on every run, so a new suite is sorted without anyone listing it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const TEST_DATABASE = path.join('server', 'src', 'testing', 'test-database.ts');
const READS_DATABASE_URL = /\bTEST_DATABASE_URL\b/;
const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every file a file reaches through relative imports, itself included. */
export function importClosure(file) {
  const seen = new Set();
  const pending = [path.resolve(file)];
  while (pending.length > 0) {
    const current = pending.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    const text = readFileSync(current, 'utf8');
    for (const [, specifier] of text.matchAll(IMPORTS)) {
      const resolved = resolveImport(current, specifier);
      if (resolved && !seen.has(resolved)) pending.push(resolved);
    }
  }
  return seen;
}

/** True when the suite's outcome can depend on the database it is given (TEST_DATABASE_URL or PGlite). */
export function usesDatabase(root, file) {
  const testDatabase = path.join(root, TEST_DATABASE);
  for (const reached of importClosure(path.join(root, file))) {
    if (reached === testDatabase) return true;
    if (READS_DATABASE_URL.test(readFileSync(reached, 'utf8'))) return true;
  }
  return false;
}

function testFilesUnder(root, dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(root, relative);
    return /\.test\.[cm]?[jt]sx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The server's test files (relative to `root`), split into those that use the database and the pure-logic ones. */
export function serverSuites(root, dir = path.join('server', 'src')) {
  const database = [];
  const logic = [];
  for (const file of testFilesUnder(root, dir).sort()) (usesDatabase(root, file) ? database : logic).push(file);
  return { database, logic };
}

/** A jest path pattern (a regular expression) matching exactly this file. */
export const exactPathPattern = (file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
