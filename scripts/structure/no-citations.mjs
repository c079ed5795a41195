/**
 * No citations of documents the repository does not hold: a comment or a test title says the rule it relies on in
 * plain words ("a day has at most 10 runs"), never where someone once read it (an issue number, a section of the
 * product's specification). A newcomer who clones the repository can follow every comment; a longer explanation
 * goes to `docs/` and is pointed to by name ("see docs/job-lifecycle.md").
 *
 * What is read: the tracked .ts, .tsx, .mjs and .js files (`git ls-files`), not `node_modules`, `dist` or the
 * recorded bench results.
 *
 *   node scripts/structure/no-citations.mjs            prints every citation as file:line
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An issue's number ("issue" and a number), a part of the specification ("spec part" and a number) or a section ("§" and a number). */
export const CITATION = /[Ii]ssue [0-9]+|[sS]pec part [0-9]|part [0-9] §|§ ?[0-9]/;

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const NOT_READ = ['node_modules/', 'dist/', 'bench/results/'];

const isRead = (file) => SOURCE.test(file) && !NOT_READ.some((part) => file.startsWith(part) || file.includes(`/${part}`));

/** The lines of `text` that cite, as `file:line: the line`. */
export function citationsIn(text, file) {
  return text.split('\n').flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** The tracked source files of the repository at `root`, relative to it. */
export function trackedSources(root) {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed.split('\0').filter((file) => file && isRead(file));
}

/** Every citation in the repository's tracked sources. */
export function citationsInRepository(root) {
  return trackedSources(root).flatMap((file) => citationsIn(readFileSync(path.join(root, file), 'utf8'), file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = citationsInRepository(fileURLToPath(new URL('../../', import.meta.url)));
  for (const line of found) console.log(line);
  console.log(`${found.length} citation(s)`);
  process.exitCode = found.length ? 1 : 0;
}
