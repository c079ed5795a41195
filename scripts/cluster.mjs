/**
 * `npm run cluster`: the app as a cluster on this machine, for trying it: one api process on port 8080 (pages and
 * the API) and two workers (Zalo sessions, jobs, schedules; /health on 8081 and 8082), all on one PostgreSQL
 * (DATABASE_URL, required) and one data folder (DATA_DIR, default ./data: the app secret and the attachments).
 * Builds the apps first when they were never built. Ctrl-C stops the three. See README "Chạy trên nhiều máy".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Cần DATABASE_URL trỏ tới một PostgreSQL, ví dụ: DATABASE_URL=postgres://user:pass@127.0.0.1:5432/zalo_manager npm run cluster');
  process.exit(1);
}
if (!existsSync(new URL('shell/dist/index.html', root))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const processes = [
  { name: 'api', env: { SERVER_ROLE: 'api', PORT: '8080' } },
  { name: 'worker-1', env: { SERVER_ROLE: 'worker', PORT: '8081', HOST: '127.0.0.1' } },
  { name: 'worker-2', env: { SERVER_ROLE: 'worker', PORT: '8082', HOST: '127.0.0.1' } },
];

// The api process migrates the database first; the workers start once it answers, so two never migrate at once.
const children = [];
function start({ name, env }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) => String(chunk).split('\n').filter(Boolean).map((line) => `[${name}] ${line}`).join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.once('exit', (code, signal) => {
    console.log(`[${name}] đã dừng (${signal ?? code})`);
    if (!stopping) stop();
  });
  children.push(child);
}

async function answers(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (stopping) return false;
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

start(processes[0]);
if (await answers('http://127.0.0.1:8080/api/v1/health')) {
  for (const worker of processes.slice(1)) start(worker);
  console.log('Mở http://localhost:8080 — máy chủ api (8080) và hai worker (8081, 8082) trên cùng PostgreSQL');
}
