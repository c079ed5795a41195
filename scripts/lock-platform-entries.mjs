/**
 * The npm registry reachable here lacks some platform builds that rspack, swc and unrs list as optional
 * dependencies (darwin, win32, …). `npm install` then leaves them out of package-lock.json and `npm ci`
 * refuses the lock as out of sync. This adds the missing entries with their os/cpu/libc, which is what the
 * lock would hold had the registry served them; npm skips them on this platform either way.
 * Run after `npm install` changes the lock: `node scripts/lock-platform-entries.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const lockUrl = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockUrl, 'utf8'));
const PLATFORM = /-(darwin|linux|win32|android|freebsd|openharmony|wasm32)-/;

function platformOf(name) {
  const os = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'].find((o) => name.includes(`-${o}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'arm'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name),
  );
  const libc = /-gnu|-gnueabihf/.test(name) ? 'glibc' : /-musl/.test(name) ? 'musl' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!PLATFORM.test(name)) continue;
    const target = `node_modules/${name}`;
    if (lock.packages[target] || lock.packages[`${location}/${target}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    lock.packages[target] = {
      version,
      ...(cpu && { cpu: [cpu] }),
      ...(entry.dev && { dev: true }),
      ...(libc && { libc: [libc] }),
      optional: true,
      ...(os && { os: [os] }),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockUrl, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries to package-lock.json`);
