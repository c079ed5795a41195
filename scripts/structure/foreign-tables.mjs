/**
 * The check of one owner per table: the server's code names no table of another module (table-owners.mjs finds
 * where it does), except the places listed in foreign-tables.json, each with its number of references and writes
 * and the reason it is not yet behind the owner's exported functions.
 *
 * The list only shrinks: a foreign reference that is not listed, or more of them in a listed file than listed, fails;
 * so does a listed entry with fewer references than listed (lower its figures, or remove it, in the same change), so
 * the list always says exactly what is left. Run by foreign-tables.test.mjs (`npm test`), or by hand:
 *
 *   node scripts/structure/foreign-tables.mjs     prints what differs from the list, exits 1 if anything does
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scanTableReferences } from './table-owners.mjs';

export const ALLOW_LIST = 'scripts/structure/foreign-tables.json';

/** The listed exceptions of the repository at `root`: `[{ file, table, references, writes, reason }]`. */
export function readAllowList(root) {
  return JSON.parse(readFileSync(path.join(root, ALLOW_LIST), 'utf8')).allowed;
}

/** The foreign references of the code at `root`, counted per file and table: `[{ file, table, owner, references, writes }]`. */
export function foreignUses(root) {
  const uses = new Map();
  for (const reference of scanTableReferences(root).filter((r) => r.foreign)) {
    const key = `${reference.file} ${reference.table}`;
    const use = uses.get(key) ?? { file: reference.file, table: reference.table, owner: reference.owner, references: 0, writes: 0 };
    use.references += 1;
    if (reference.write) use.writes += 1;
    uses.set(key, use);
  }
  return [...uses.values()];
}

/** What breaks the rule at `root` given the list `allowed`: one sentence each, none when all is well. */
export function checkForeignTables(root, allowed) {
  const problems = [];
  const listed = new Map();
  for (const entry of allowed) {
    const key = `${entry.file} ${entry.table}`;
    if (listed.has(key)) problems.push(`${entry.file}: ${entry.table} is listed twice in ${ALLOW_LIST}`);
    if (typeof entry.reason !== 'string' || entry.reason.trim().length < 20) problems.push(`${entry.file}: ${entry.table} is listed without a reason`);
    listed.set(key, entry);
  }
  for (const use of foreignUses(root)) {
    const key = `${use.file} ${use.table}`;
    const entry = listed.get(key);
    listed.delete(key);
    const figures = `${use.references} reference(s), ${use.writes} write(s)`;
    if (!entry) {
      problems.push(`${use.file} names ${use.table}, a table of ${use.owner} (${figures}): call the owner's exported functions instead`);
    } else if (use.references > entry.references || use.writes > entry.writes) {
      problems.push(`${use.file} names ${use.table} more than ${ALLOW_LIST} allows (${figures}; listed ${entry.references}, ${entry.writes}): the list never grows`);
    } else if (use.references < entry.references || use.writes < entry.writes) {
      problems.push(`${use.file} names ${use.table} less than listed (${figures}; listed ${entry.references}, ${entry.writes}): lower its figures in ${ALLOW_LIST}`);
    }
  }
  for (const entry of listed.values()) {
    problems.push(`${entry.file} no longer names ${entry.table}: remove it from ${ALLOW_LIST}`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const problems = checkForeignTables(root, readAllowList(root));
  for (const problem of problems) console.log(problem);
  const uses = foreignUses(root);
  console.log(`foreign table references: ${uses.reduce((n, u) => n + u.references, 0)} (writes ${uses.reduce((n, u) => n + u.writes, 0)}) in ${uses.length} file-table pairs; ${problems.length} problem(s)`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
