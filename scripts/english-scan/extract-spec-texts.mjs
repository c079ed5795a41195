/**
 * Regenerates `spec-texts.json` (the scan's allow-list of the spec's own texts) from the spec's markdown:
 *   node scripts/english-scan/extract-spec-texts.mjs [spec folder]
 * The folder defaults to SPEC_DIR, else /work/shared/spec. The result is committed, since CI and a clean clone
 * have no spec folder; run this again whenever the spec changes.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { specTextsOf } from './spec-texts.mjs';

const specDir = process.argv[2] ?? process.env.SPEC_DIR ?? '/work/shared/spec';
if (!existsSync(specDir)) {
  console.error(`No spec folder at ${specDir}: spec-texts.json is left as it is.`);
  process.exit(1);
}
const files = readdirSync(specDir).filter((file) => file.endsWith('.md')).sort();
const texts = [...new Set(files.flatMap((file) => specTextsOf(readFileSync(path.join(specDir, file), 'utf8'))))];
const output = new URL('./spec-texts.json', import.meta.url);
writeFileSync(output, `${JSON.stringify({ from: files, texts }, null, 2)}\n`);
console.log(`${texts.length} texts from ${files.length} spec files → ${path.relative(process.cwd(), output.pathname)}`);
