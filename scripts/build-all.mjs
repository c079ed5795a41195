/** Production build of every front-end app (each into its own dist/), one after another. */
import { spawnSync } from 'node:child_process';
import { APPS } from './apps.mjs';

for (const app of APPS) {
  const started = Date.now();
  const result = spawnSync('npx', ['rspack', 'build'], {
    cwd: new URL(`../${app}/`, import.meta.url),
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
  console.log(`✓ built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
