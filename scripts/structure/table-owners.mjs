/**
 * One owner per table: finds where the server's code names a table, and which of those places belong to another
 * module than the table's owner.
 *
 * Owners: every table is declared with drizzle's `pgTable('name', …)` in `server/src/db/tables/<owner>.ts`, and
 * that file's name is its owner: `server/src/modules/<owner>/` (or `server/src/<owner>/`, for the one table of the
 * infrastructure, the payOS simulator's). Only the owner's code reads or writes the table; another module calls
 * the owner's exported functions instead.
 *
 * What names a table (TypeScript's parser, no build needed):
 * - SQL: a string or template literal that reads like SQL (SELECT, INSERT, UPDATE, DELETE, FROM, JOIN…) and holds
 *   the table's name as a word (not a column `x.jobs`, a quoted value `'jobs'` or a longer name `jobs_x`);
 *   `INSERT INTO t`, `UPDATE t`, `DELETE FROM t`, `TRUNCATE t` write it.
 * - Drizzle: the table's identifier imported from `db/schema` or `db/tables/*` (a namespace import's `schema.jobs`
 *   too), wherever the file uses it; as the argument of `.insert(…)`, `.update(…)`, `.delete(…)` it writes it.
 *
 * What is read: the server's code (`server/src`), not its tests, test fakes (`testing/` folders), the table
 * declarations themselves or the migrations (which create, change and back-fill every table, in order).
 *
 *   node scripts/structure/table-owners.mjs            prints the figures and every foreign reference
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const TABLES_DIR = 'server/src/db/tables';
const SERVER = 'server/src';
/** Not code that runs against the tables: their declarations, their history, the barrel of the declarations. */
const NOT_SCANNED = [`${TABLES_DIR}/`, 'server/src/db/migrations/', 'server/src/db/schema.ts'];

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split('/').includes('testing');

function filesUnder(root, dir) {
  const out = [];
  const walk = (relative) => {
    for (const name of readdirSync(path.join(root, relative))) {
      const child = `${relative}/${name}`;
      if (name === 'node_modules') continue;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(child);
    }
  };
  if (existsSync(path.join(root, dir))) walk(dir);
  return out.sort();
}

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Where the code of `file` belongs: `modules/<name>` for a module's files, else its first folder under src. */
export function placeOf(file) {
  const parts = file.slice(SERVER.length + 1).split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, '');
}

/** The owner of the tables declared in `db/tables/<name>.ts`: the module of that name, else the folder. */
function ownerOf(root, tablesFile) {
  const name = path.basename(tablesFile).replace(/\.ts$/, '');
  return existsSync(path.join(root, SERVER, 'modules', name)) ? `modules/${name}` : name;
}

/** Every declared table: `{ identifier, name, owner, file }`. */
export function declaredTables(root) {
  const tables = [];
  for (const file of filesUnder(root, TABLES_DIR)) {
    const source = parse(file, readFileSync(path.join(root, file), 'utf8'));
    const visit = (node) => {
      if (
        ts.isVariableDeclaration(node)
        && ts.isIdentifier(node.name)
        && node.initializer
        && ts.isCallExpression(node.initializer)
        && ts.isIdentifier(node.initializer.expression)
        && node.initializer.expression.text === 'pgTable'
        && node.initializer.arguments[0]
        && ts.isStringLiteral(node.initializer.arguments[0])
      ) {
        tables.push({ identifier: node.name.text, name: node.initializer.arguments[0].text, owner: ownerOf(root, file), file });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return tables;
}

const SQL_WORDS = /\b(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|FROM|JOIN|TRUNCATE|RETURNING|WHERE)\b/i;
const escape = (word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table names a piece of SQL holds, each with whether it writes it. */
export function tablesInSql(text, names) {
  if (!SQL_WORDS.test(text)) return [];
  const found = [];
  for (const name of names) {
    const word = new RegExp(`(?<![\\w.$'"\`>-])${escape(name)}(?![\\w$'"\`-])`, 'g');
    const writes = new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(\\s+TABLE)?)\\s+${escape(name)}(?![\\w$])`, 'gi');
    const count = [...text.matchAll(word)].length;
    const writeCount = [...text.matchAll(writes)].length;
    for (let index = 0; index < count; index += 1) found.push({ name, write: index < writeCount });
  }
  return found;
}

const isSchemaModule = (specifier) => /(^|\/)db\/(schema|tables\/[\w-]+)$/.test(specifier);

/** Every place a source file names a table: `{ file, line, table, kind: 'sql' | 'drizzle', write }`. */
export function tableReferencesIn(file, text, tables) {
  const source = parse(file, text);
  const byIdentifier = new Map(tables.map((table) => [table.identifier, table]));
  const byName = new Map(tables.map((table) => [table.name, table]));
  const names = [...byName.keys()];
  const locals = new Map();
  const namespaces = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !isSchemaModule(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = byIdentifier.get((element.propertyName ?? element.name).text);
        if (table) locals.set(element.name.text, table);
      }
    }
  }

  const references = [];
  const add = (node, table, kind, write) => references.push({ file, line: lineOf(source, node), table: table.name, owner: table.owner, kind, write });
  const writtenBy = (node) => {
    const call = node.parent;
    if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
    return ts.isPropertyAccessExpression(call.expression) && ['insert', 'update', 'delete'].includes(call.expression.name.text);
  };
  const sqlText = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ');
    return undefined;
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) return;
    const text = sqlText(node);
    if (text !== undefined) {
      for (const { name, write } of tablesInSql(text, names)) add(node, byName.get(name), 'sql', write);
    }
    if (ts.isIdentifier(node) && locals.has(node.text)) {
      const parent = node.parent;
      const isName = (ts.isPropertyAccessExpression(parent) && parent.name === node)
        || (ts.isPropertyAssignment(parent) && parent.name === node)
        || ts.isBindingElement(parent) || ts.isVariableDeclaration(parent) || ts.isParameter(parent);
      if (!isName) add(node, locals.get(node.text), 'drizzle', writtenBy(node));
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      const table = byIdentifier.get(node.name.text);
      if (table) add(node, table, 'drizzle', writtenBy(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return references;
}

/** The server's code that the check reads: no tests, test fakes, declarations or migrations. */
export function scannedFiles(root) {
  return filesUnder(root, SERVER).filter((file) => !isTest(file) && !NOT_SCANNED.some((prefix) => file.startsWith(prefix)));
}

/** Every table reference of the server's code, each with `place` (its module) and `foreign` (not the owner's). */
export function scanTableReferences(root) {
  const tables = declaredTables(root);
  return scannedFiles(root).flatMap((file) =>
    tableReferencesIn(file, readFileSync(path.join(root, file), 'utf8'), tables).map((reference) => {
      const place = placeOf(file);
      return { ...reference, place, foreign: place !== reference.owner };
    }),
  );
}

/** The tables that exist in the migrations but have no `pgTable` declaration. */
export function undeclaredTables(root) {
  const declared = new Set(declaredTables(root).map((table) => table.name));
  const created = new Set();
  for (const file of filesUnder(root, 'server/src/db/migrations')) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, name] of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?/gi)) created.add(name);
    for (const [, from, to] of text.matchAll(/ALTER TABLE (?:IF EXISTS )?"?(\w+)"? RENAME TO "?(\w+)"?/gi)) {
      created.delete(from);
      created.add(to);
    }
    for (const [, name] of text.matchAll(/DROP TABLE (?:IF EXISTS )?"?(\w+)"?/gi)) created.delete(name);
  }
  return [...created].filter((name) => !declared.has(name)).sort();
}

function report(root) {
  const references = scanTableReferences(root);
  const foreign = references.filter((reference) => reference.foreign);
  console.log(`table references: ${references.length}, foreign: ${foreign.length} (writes ${foreign.filter((r) => r.write).length})`);
  console.log(`tables without a declaration in ${TABLES_DIR}: ${undeclaredTables(root).join(', ') || 'none'}`);
  for (const reference of foreign) {
    console.log(`  ${reference.file}:${reference.line} ${reference.write ? 'writes' : 'names'} ${reference.table} (${reference.owner}) [${reference.kind}]`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) report(process.cwd());
