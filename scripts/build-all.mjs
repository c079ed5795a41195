/**
 * Production build of every front-end app (each into its own dist/), one after another.
 * An app whose inputs have not changed since its last build is skipped (`--force` rebuilds all);
 * every built text asset gets a brotli and a gzip copy beside it, which the server sends as they are.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { APPS } from './apps.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What every app's bundle is made of besides its own folder. */
const COMMON_INPUTS = ['shared-sdk', 'rspack.base.ts', 'package-lock.json', 'tsconfig.json', 'shell/public', 'scripts/build-all.mjs'];
const IGNORED = new Set(['node_modules', 'dist', 'storybook-static', 'coverage']);
const HASH_FILE = '.build-hash';
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

function filesUnder(relative) {
  const absolute = path.join(ROOT, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .filter((name) => !IGNORED.has(name))
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)));
}

function inputsHash(app) {
  const hash = createHash('sha256');
  for (const file of [...COMMON_INPUTS, app].flatMap(filesUnder)) {
    hash.update(`${file}\0`).update(readFileSync(path.join(ROOT, file))).update('\0');
  }
  return hash.digest('hex');
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `x.js` → `x.js.br` and `x.js.gz`, at the strongest levels (done once per build, served many times). */
async function precompress(dist) {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(path.join(dist, file));
      const br = await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = await gzip(content, { level: 9 });
      await writeFile(path.join(dist, `${file}.br`), br);
      await writeFile(path.join(dist, `${file}.gz`), gz);
    }),
  );
}

async function build(app) {
  const dist = path.join(ROOT, app, 'dist');
  const hashFile = path.join(dist, HASH_FILE);
  const hash = inputsHash(app);
  if (!process.argv.includes('--force') && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) {
    console.log(`✓ ${app} unchanged since its last build`);
    return;
  }
  const started = Date.now();
  const result = spawnSync('npx', ['rspack', 'build'], {
    cwd: path.join(ROOT, app),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0 || /ERROR in/.test(output)) {
    console.error(output);
    console.error(`✗ build ${app} failed`);
    process.exit(1);
  }
  await precompress(dist);
  writeFileSync(hashFile, hash);
  console.log(`✓ built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

for (const app of APPS) await build(app);
