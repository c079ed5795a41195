import { fileURLToPath } from 'node:url';
import { CITATION, citationsIn, citationsInRepository, trackedSources } from './no-citations.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

// The planted citations are put together here, so this file holds none itself.
const issue = (rest) => `issue ${rest}`;
const spec = (rest) => `spec part ${rest}`;
const section = (number) => `\u00a7${number}`;

describe('no citations of documents the repository does not hold', () => {
  it('finds none in the tracked sources', () => {
    expect(citationsInRepository(root)).toEqual([]);
  });

  it('reads the tracked .ts, .tsx, .mjs and .js files, this one included, and nothing under node_modules or dist', () => {
    const files = trackedSources(root);
    expect(files).toContain('scripts/structure/no-citations.test.mjs');
    expect(files).toContain('server/src/main.ts');
    expect(files.every((file) => /\.(ts|tsx|mjs|js)$/.test(file))).toBe(true);
    expect(files.some((file) => /(^|\/)(node_modules|dist)\//.test(file) || file.startsWith('bench/results/'))).toBe(false);
  });

  it('fails on a planted citation, naming its file and line', () => {
    const code = [
      '/** The daily caps of an account. */',
      `// The list refuses beyond it (${issue('19 point 2')}).`,
      `test('${issue('25 item 11')}: the page says what the pool is', () => {});`,
      `/** ${spec('3')} ${section(4)}. */`,
      `// The messages, word for word (part 1 ${section(8)}).`,
      `export const LIMIT = 10; // ${section(9)}'s default`,
    ].join('\n');
    expect(citationsIn(code, 'mf-x/src/x.ts').map((found) => found.split(':').slice(0, 2).join(':'))).toEqual([
      'mf-x/src/x.ts:2',
      'mf-x/src/x.ts:3',
      'mf-x/src/x.ts:4',
      'mf-x/src/x.ts:5',
      'mf-x/src/x.ts:6',
    ]);
  });

  it('lets plain words pass: a rule said as such, numbers and the word "issue" without one', () => {
    for (const line of ['// A job beyond the plan\'s limit waits its turn.', '// Part of the issue is the proxy: 3 retries.', "test('the spec texts of a cancel', () => {});"]) {
      expect(CITATION.test(line)).toBe(false);
    }
  });
});
