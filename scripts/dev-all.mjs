/**
 * Development: the API server (port 8080) plus the dev server of the shell (3000) and of every remote
 * (3001-3005, hot reload). The shell's /remotes.json then points at the remotes' dev servers.
 */
import { spawn } from 'node:child_process';
import { REMOTES } from './apps.mjs';

const remoteEnv = Object.fromEntries(
  REMOTES.map((app, i) => [`REMOTE_${app.toUpperCase().replace(/-/g, '_')}_URL`, `http://localhost:${3001 + i}/mf-manifest.json`]),
);

const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, ...remoteEnv } }),
  ...['shell', ...REMOTES].map((app) =>
    spawn('npx', ['rspack', 'serve'], { cwd: new URL(`../${app}/`, import.meta.url), stdio: 'inherit' }),
  ),
];
console.log('Mở http://localhost:3000 (shell, dev) — API: http://localhost:8080');

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
