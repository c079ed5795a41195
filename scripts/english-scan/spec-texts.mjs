/**
 * The spec's own texts, which the product uses exactly as written (English ones too): the texts it quotes
 * ('Proxy created successfully!') and the Vietnamese labels of its tables (Cookie hết hạn). Read from the spec's
 * markdown by `extract-spec-texts.mjs` into `spec-texts.json`, which is committed: a clean clone has no spec folder.
 */
import { readFileSync } from 'node:fs';

/** A quote opens after a non-letter and closes before one, so possessives ("the user's") never pair up. */
const QUOTED = /(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu;

/** Every quoted text and every Vietnamese table cell of a spec's markdown, in order of appearance, once each. */
export function specTextsOf(markdown) {
  const texts = [];
  for (const match of markdown.matchAll(QUOTED)) texts.push(match[1]);
  for (const line of markdown.split('\n')) {
    if (!line.trimStart().startsWith('|')) continue;
    for (const cell of line.split('|').map((part) => part.trim())) {
      if (/[^ -~\s]/.test(cell) && !cell.includes("'")) texts.push(cell);
    }
  }
  return [...new Set(texts)];
}

/**
 * Placeholders of the spec's texts: {names}, {n}, and the single letters X, Y, N, x, y, n standing for a value
 * ('Proxy test failed: X', 'Trang x / y'). In code they are expressions (`${error}`), shown here as HOLE.
 */
const PLACEHOLDER = /\{[^}]*\}|(?<![\p{L}\p{N}])[XYNxyn](?![\p{L}\p{N}])/gu;
export const HOLE = '\u0000';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher of one spec text inside a code text: each placeholder matches anything (a HOLE, a number, a word or
 * nothing, as code may build the text in pieces). A text of one word matches only a whole code text ('Code',
 * 'file' are labels of their own, not words to allow everywhere); longer ones match where they stand alone.
 */
function matcherOf(text, flags = '') {
  const pattern = text
    .split(PLACEHOLDER)
    .map(escape)
    .join('[^\\n]*?');
  const oneWord = !/\s/.test(text.replace(PLACEHOLDER, '').trim());
  return oneWord
    ? new RegExp(`^\\s*${pattern}\\s*$`, `u${flags}`)
    : new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, `gu${flags}`);
}

/** Removes every spec text (and allowed multi-word name) from `text`, leaving what the scan must judge. */
export function createSpecFilter(specTexts, extraPhrases = []) {
  // Longest first, so a text is removed whole before a shorter one could take a piece of it.
  const matchers = [
    ...specTexts.filter((text) => text.trim().length > 0).map((text) => ({ text, flags: '' })),
    ...extraPhrases.map((text) => ({ text, flags: 'i' })),
  ]
    .sort((a, b) => b.text.length - a.text.length)
    .map(({ text, flags }) => matcherOf(text, flags));
  return (text) => matchers.reduce((rest, matcher) => rest.replace(matcher, ' '), text);
}

export const loadSpecTexts = (file) => JSON.parse(readFileSync(file, 'utf8')).texts;
