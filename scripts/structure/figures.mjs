/**
 * The server's structure in figures, read from the sources:
 *   node scripts/structure/figures.mjs [--list]
 * - tables: references to a table outside its owner module, and writes among them (table-owners.mjs, the check's
 *   own scan);
 * - imports that reach into another module's files instead of its index.ts;
 * - files over 400 lines and functions over 120 lines (code, not tests or test fakes).
 * `--list` prints every place behind the figures.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { scanTableReferences, undeclaredTables } from './table-owners.mjs';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 120;

const SERVER = 'server/src';
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split('/').includes('testing');

function serverFiles(root) {
  const out = [];
  const walk = (relative) => {
    for (const name of ts.sys.readDirectory(path.join(root, relative), ['.ts'], undefined, undefined)) {
      out.push(path.relative(root, name));
    }
  };
  walk(SERVER);
  return out.filter((file) => !file.endsWith('.d.ts')).sort();
}

const moduleOf = (file) => {
  const match = /^server\/src\/modules\/([^/]+)\//.exec(file);
  return match ? match[1] : undefined;
};

function resolve(fromFile, specifier, root) {
  const base = path.join(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) {
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return undefined;
}

/** Imports from outside a module into one of its files other than its index.ts. */
export function reachingImports(root, files) {
  const found = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = resolve(file, specifier.text, root);
      const targetModule = target && moduleOf(target);
      if (!targetModule || targetModule === moduleOf(file)) continue;
      if (target === `${SERVER}/modules/${targetModule}/index.ts`) continue;
      found.push({ file, target });
    }
  }
  return found;
}

/** Functions (declarations, expressions, arrows, methods) longer than `max` lines. */
export function longFunctions(root, files, max = MAX_FUNCTION_LINES) {
  const found = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > max) {
          const name = node.name && ts.isIdentifier(node.name) ? node.name.text
            : ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '(anonymous)';
          found.push({ file, line: first + 1, name, lines });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

export function longFiles(root, files, max = MAX_FILE_LINES) {
  return files
    .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > max);
}

export function figures(root) {
  const files = serverFiles(root);
  const code = files.filter((file) => !isTest(file));
  const references = scanTableReferences(root);
  const foreign = references.filter((reference) => reference.foreign);
  return {
    foreignReferences: foreign,
    foreignWrites: foreign.filter((reference) => reference.write),
    undeclaredTables: undeclaredTables(root),
    reachingImports: reachingImports(root, code),
    longFiles: longFiles(root, code),
    longFunctions: longFunctions(root, code),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const list = process.argv.includes('--list');
  const result = figures(root);
  const show = (title, items, line) => {
    console.log(`${title}: ${items.length}`);
    if (list) for (const item of items) console.log(`  ${line(item)}`);
  };
  show('foreign table references', result.foreignReferences, (r) => `${r.file}:${r.line} ${r.write ? 'writes' : 'names'} ${r.table} (${r.owner})`);
  show('  of them writes', result.foreignWrites, (r) => `${r.file}:${r.line} ${r.table} (${r.owner})`);
  show('tables without a declaration', result.undeclaredTables, (name) => name);
  show('imports reaching into a module', result.reachingImports, (r) => `${r.file} -> ${r.target}`);
  show(`code files over ${MAX_FILE_LINES} lines`, result.longFiles, (r) => `${r.file} ${r.lines}`);
  show(`functions over ${MAX_FUNCTION_LINES} lines`, result.longFunctions, (r) => `${r.file}:${r.line} ${r.name} ${r.lines}`);
}
