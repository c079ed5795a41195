/**
 * The rows of `npm run bench`'s report: the targets, and for each measure its rows
 * [measure, result, target, target reached, [the measured run itself succeeded, what that means]].
 */
import { inboxRows } from './inbox-run.mjs';
import { reportsRows } from './reports.mjs';
import { BIG_WORLD_USERS } from './jobs.mjs';
import { CLIENT_THREADS, WARM_UP_SECONDS } from './polling.mjs';

export const TARGETS = {
  loginJsKb: 160,
  rebuildWithoutChangesMs: 5000,
  friendsFilteredP99Ms: 150,
  friendSyncMs: 1000,
  groupsFilteredP99Ms: 100,
  pendingFriendsMs: 2000,
  phonePreviewMs: 2000,
  phoneImportMs: 4000,
  phoneImportExtraMb: 150,
  phoneDistributeMs: 2000,
  remoteOwnJsKb: 60,
  warmStartMs: 2000,
  coldStartMs: 8000,
  meVsBare: 0.6,
  keyMeVsBare: 0.6,
  rssWith200SessionsMb: 400,
  qrPollP99Ms: 50,
  engineMessagesPerSecond: 300,
  bigJobAcceptMs: 5000,
  bigJobRssMb: 400,
  jobsPollP99Ms: 150,
  threeBigBodiesExtraMb: 150,
  exportExtraMb: 100,
  exportMs: 10_000,
  jobsListReqPerSec: 1500,
};

/**
 * The big job's rows, per database: accepted, and the server's RSS while it sends without the simulated world: the
 * same server with a 1,000-person world, plus what the job made the big one hold (both after a full garbage
 * collection); the RSS as it came is shown beside.
 */
export function bigJobRows(runs) {
  return runs.flatMap((run) => {
    const jobHeldMb = run.peakHeldMb - run.heldBeforeMb;
    const withoutWorldMb = run.baselineHeldMb + jobHeldMb;
    return [
      [`100,000-recipient job accepted (${run.database})`, `${run.acceptMs} ms (${run.totalRecipients} recipients)`, `< ${TARGETS.bigJobAcceptMs} ms`, run.acceptMs < TARGETS.bigJobAcceptMs, [run.totalRecipients === 100_000, '100,000 recipients']],
      [
        `Server RSS while the 100,000-recipient job sends (${run.database})`,
        `${withoutWorldMb} MB without the world: ${run.baselineHeldMb} MB held by the same server with a 1,000-person world and one account (${run.baselineMb} MB as it came), + ${jobHeldMb} MB the job made the server hold (RSS after a full collection: ${run.heldBeforeMb} MB before, at most ${run.peakHeldMb} MB at the 5 s looks). As it came, with the world of ${BIG_WORLD_USERS} people: ${run.rssBeforeMb} MB before, ${run.rssAfterAcceptMb} MB once created, peak ${run.peakRssMb} MB over 30 s (a heap that large lets garbage wait). Job ${run.status}, counted sent ${run.sentAt5s.join(' → ')} and really delivered ${run.deliveredAt5s.join(' → ')} at 5 s intervals, ${run.failed} failed`,
        `≤ ${TARGETS.bigJobRssMb} MB without the world`,
        withoutWorldMb <= TARGETS.bigJobRssMb,
        [run.ranAsPlanned, 'still sending at the first look, more delivered at every look, counts = deliveries, 0 failed, not paused'],
      ],
    ];
  });
}

/** The phone-lists rows: a 100,000-row .xlsx previewed and imported, then distributed over 20 accounts. */
export function phoneListRows(p) {
  const parsedAll = p.preview.totalRows === p.rows && p.preview.validCount > 0 && p.storedNumbers === p.preview.validCount;
  return [
    [
      `Phone list: ${p.rows.toLocaleString('en')}-row .xlsx (${p.fileKb} KB) previewed`,
      `${p.previewMs} ms (${p.preview.totalRows} rows: ${p.preview.validCount} valid, ${p.preview.invalidCount} invalid)`,
      `≤ ${TARGETS.phonePreviewMs} ms`,
      p.previewMs <= TARGETS.phonePreviewMs,
      [parsedAll, 'every row read, the valid numbers stored'],
    ],
    ['Phone list: the same file imported', `${p.importMs} ms (${p.storedNumbers} numbers stored)`, `≤ ${TARGETS.phoneImportMs} ms`, p.importMs <= TARGETS.phoneImportMs, [parsedAll, 'every valid number stored']],
    [
      'Server RSS while previewing and importing it',
      `+${p.peakExtraMb} MB over ${p.idleMb} MB idle`,
      `≤ +${TARGETS.phoneImportExtraMb} MB`,
      p.peakExtraMb <= TARGETS.phoneImportExtraMb,
      [parsedAll, 'preview and import succeeded'],
    ],
    [
      `Phone list: ${p.storedNumbers} numbers distributed over ${p.accounts} ACTIVE accounts`,
      `${p.distributeMs} ms (${p.distributed} assigned)`,
      `≤ ${TARGETS.phoneDistributeMs} ms`,
      p.distributeMs <= TARGETS.phoneDistributeMs,
      [p.accounts === 20 && p.distributed === p.storedNumbers, 'every number assigned to one of 20 accounts'],
    ],
  ];
}

/** The groups rows: filtered-groups over 200 stored groups, pending friends over 20 groups of 20,000 members. */
export function groupRows(g) {
  return [
    [
      `filtered-groups, tag + name search, ${g.groups} stored groups, ${g.tags} tags`,
      `p99 ${g.filteredP99Ms} ms, p50 ${g.filteredP50Ms} ms over ${g.queries} queries`,
      `p99 ≤ ${TARGETS.groupsFilteredP99Ms} ms`,
      g.filteredP99Ms <= TARGETS.groupsFilteredP99Ms,
      [g.queries > 0 && g.groups === 200, '200 groups stored, queries answered'],
    ],
    [
      `Pending friends over ${g.pendingGroups} groups, ${g.pendingMembers} members, against the simulator`,
      `${g.pendingMs} ms (${g.pendingFriends} pending, ${g.existingFriends} already friends); all ${g.pendingAllListed} with profiles (showAll): ${g.pendingAllMs} ms`,
      `≤ ${TARGETS.pendingFriendsMs} ms`,
      g.pendingMs <= TARGETS.pendingFriendsMs && g.pendingAllMs <= TARGETS.pendingFriendsMs,
      [g.pendingGroups === 20 && g.pendingMembers >= 19_980, '20 groups of 1,000 read'],
    ],
  ];
}

/** The engine's targets: at 1,000 accounts all four; the ratio and lateness at every N. */
const ENGINE_SCALE_TARGETS = { ratio: 0.95, latenessP99Ms: 1000, rssMb: 600, cpuCores: 1, idleCpuCores: 0.02, creationP99Ms: 300 };

/** Users polling the jobs list and stats each second (conditional GETs, as browsers). */
export function manyPollersRows(polling) {
  const c = polling.conditional;
  const rows = [
    [
      `${polling.users} users polling jobs list + stats every 1 s for ${polling.seconds} s (ETags, client in ${CLIENT_THREADS} threads), after the first ${WARM_UP_SECONDS} s`,
      `p99 ${c.steadyP99Ms} ms, p50 ${c.steadyP50Ms} ms over ${c.steadyRequests} requests; whole run with every page's first full read in its first second: p99 ${c.p99Ms} ms, p50 ${c.p50Ms} ms over ${c.requests} (${c.requestsPerSecond}/s); ${c.errors} errors, ${Math.round(c.notModifiedShare * 100)} % answered 304, server ${c.serverCpuCores} core; jobs running at start ${polling.runningAtStart}, at end ${polling.runningAtEnd}`,
      `p99 ≤ ${TARGETS.jobsPollP99Ms} ms, 0 errors`,
      c.steadyP99Ms <= TARGETS.jobsPollP99Ms && c.errors === 0,
      [polling.runningAtStart > 0, 'jobs running'],
    ],
  ];
  if (polling.plain) {
    const p = polling.plain;
    rows.push([`The same without ETags (plain GETs)`, `p99 ${p.p99Ms} ms, p50 ${p.p50Ms} ms, ${p.requestsPerSecond}/s, ${p.errors} errors, server ${p.serverCpuCores} core`, 'comparison', true, [true, '']]);
  }
  return rows;
}

/** The engine-scale rows: one per run, then the idle process. */
export function engineScaleRows({ runs, idle }) {
  const t = ENGINE_SCALE_TARGETS;
  return [
    ...runs.map((r) => {
      const big = r.accounts >= 1000;
      const c = r.creation;
      const pglite = r.database === 'PGlite';
      const reached =
        r.ratio >= t.ratio &&
        r.latenessP99Ms <= t.latenessP99Ms &&
        (!big || (r.peakRssMb <= t.rssMb && r.cpuCores <= t.cpuCores)) &&
        (!pglite || (c.p99Ms <= t.creationP99Ms && c.dropped === 0));
      const perCustomer = r.customers > 1 ? ` (${r.customers} customers of ${r.accounts / r.customers})` : ' (one customer)';
      return [
        `Engine, ${r.accounts} accounts${perCustomer} sending at once (delays 1-2 s, JOB_WORKERS 25, one process, ${r.database}), ${r.windowSeconds} s after warm-up; load average ${r.loadAverage.join(' → ')}`,
        `${r.messagesPerSecond} msg/s of ${r.idealPerSecond} ideal: ratio ${r.ratio}; ${r.sendingAccounts} accounts sent in the window, ${r.throughWindow} through the whole of it; lateness against each send's planned time p50 ${r.latenessP50Ms} ms, p99 ${r.latenessP99Ms} ms, max ${r.latenessMaxMs} ms (${r.latenessMeasured} sends); gap between an account's sends p50 ${r.gapP50Ms} ms, p99 ${r.gapP99Ms} ms; server peak RSS ${r.peakRssMb} MB, CPU ${r.cpuCores} core${r.transactionsPerMessage === null ? '' : `; ${r.transactionsPerMessage} database transactions per message`}; a job created every 0.5 s meanwhile: p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms, ${c.refused} refused, ${c.dropped} connections dropped (${c.created} answered); setup ${r.setupSeconds} s, ${r.jobsCreatedAfterStart} jobs created after the common start`,
        `ratio ≥ ${t.ratio}, every account through the window, lateness p99 ≤ ${t.latenessP99Ms} ms${big ? `, RSS ≤ ${t.rssMb} MB, CPU ≤ ${t.cpuCores} core` : ''}${pglite ? `, job creation p99 ≤ ${t.creationP99Ms} ms, 0 dropped` : ''}`,
        reached,
        [r.throughWindow === r.accounts, 'every account sent through the whole window'],
      ];
    }),
    ...(idle
      ? [['Engine: a server process with no work', `${idle.cpuCores} core over ${idle.seconds} s (RSS ${idle.rssMb} MB; load average ${idle.loadAverage})`, `≤ ${t.idleCpuCores} core`, idle.cpuCores <= t.idleCpuCores, [true, 'server up']]]
      : []),
  ];
}

const CLUSTER_TARGETS = { ratio: 0.95, latenessP99Ms: 1000, workerRssMb: 600, resumeMs: 60_000, repeatsPerAccount: 1, fairShare: 0.2 };

/** The cluster bench (bench/cluster.mjs): the steady run and the run with a worker killed. */
export function clusterRows({ steady, kill }) {
  const t = CLUSTER_TARGETS;
  const shape = (r) => `1 api + ${r.workers} workers, ${r.accounts} accounts sending at once (delays 1-2 s, PostgreSQL), ${r.windowSeconds} s after warm-up; load average ${r.loadAverage.join(' → ')}`;
  const sending = (r) =>
    `${r.messagesPerSecond} msg/s of ${r.idealPerSecond} ideal: ratio ${r.ratio}; ${r.sendingAccounts} accounts sent in the window, ${r.throughWindow} through the whole of it; lateness p50 ${r.latenessP50Ms} ms, p99 ${r.latenessP99Ms} ms, max ${r.latenessMaxMs} ms (${r.latenessMeasured} sends); peak RSS api ${r.apiPeakRssMb} MB, workers ${r.workerPeakRssMb.join(' / ')} MB; CPU api ${r.apiCpuCores}, workers ${r.workerCpuCores.map((c) => c ?? 'killed').join(' / ')} core; sessions held per worker ${r.sessionsPerWorkerAtStart.join(' / ')} at the window's start, ${r.sessionsPerWorkerAtEnd.join(' / ')} at its end; most live sessions of one account at once ${r.sessions.maxLive} (${r.sessions.accountsWithTwo} accounts ever had two; ${r.sessions.logins} session logins in all); setup ${r.setupSeconds} s`;
  const fair = (r) => {
    const shares = r.sessionsPerWorkerAtStart;
    const even = r.accounts / shares.length;
    return shares.every((held) => Math.abs(held - even) <= even * t.fairShare);
  };
  const rows = [];
  if (steady) {
    const r = steady;
    rows.push([
      `Cluster: ${shape(r)}`,
      sending(r),
      `ratio ≥ ${t.ratio}, lateness p99 ≤ ${t.latenessP99Ms} ms, each worker ≤ ${t.workerRssMb} MB, never two live sessions of an account, shares within ±${t.fairShare * 100} %`,
      r.ratio >= t.ratio && r.latenessP99Ms <= t.latenessP99Ms && r.workerPeakRssMb.every((mb) => mb <= t.workerRssMb) && r.sessions.maxLive <= 1 && fair(r),
      [r.throughWindow === r.accounts, 'every account sent through the whole window'],
    ]);
  }
  if (kill) {
    const r = kill;
    const resumed = r.resumedAccounts === r.killedWorkerAccounts;
    const lost = Object.entries(r.drain.recipients).filter(([status]) => status !== 'SENT');
    rows.push([
      `Cluster, one worker killed (SIGKILL) ${r.killedAfterSeconds} s into the window: ${shape(r)}`,
      `${r.killedWorkerAccounts} accounts on the killed worker, ${r.resumedAccounts} sent again: the kill to each one's next send p50 ${r.resumeP50Ms} ms, max ${r.resumeMaxMs ?? 'never'} ms; after the window every job ended in ${r.drain.seconds} s (${r.drain.jobs} not ended), recipients ${Object.entries(r.drain.recipients).map(([status, n]) => `${status} ${n}`).join(', ')}; ${r.accountsWithRepeats} accounts repeated a message, at most ${r.mostRepeatsOfOneAccount}; ${sending(r)}`,
      `every account of the killed worker sends again within ${t.resumeMs / 1000} s, nothing lost, at most ${t.repeatsPerAccount} message repeated per account, never two live sessions of an account`,
      resumed && r.resumeMaxMs !== null && r.resumeMaxMs <= t.resumeMs && r.drain.jobs === 0 && lost.length === 0 && r.mostRepeatsOfOneAccount <= t.repeatsPerAccount && r.sessions.maxLive <= 1,
      [r.killedWorkerAccounts > 0, 'the killed worker held accounts'],
    ]);
  }
  return rows;
}

/** GET /jobs under 200 connections for 20 s (PGlite, no ETags). */
export function jobsListRows(l) {
  return [
    [
      `GET /api/v1/jobs, ${l.connections} connections for ${l.seconds} s (PGlite, no ETags, ${l.jobsOnPage} jobs on the page of ${l.totalJobs}); load average ${l.loadAverage}`,
      `${l.requestsPerSecond} req/s (${l.requests} requests), p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms; ${l.timeouts} timeouts (10 s), ${l.errors} errors, ${l.non2xx} non-2xx; server ${l.serverCpuCores} core, RSS ${l.serverRssMb} MB`,
      `0 timeouts, ≥ ${TARGETS.jobsListReqPerSec} req/s`,
      l.timeouts === 0 && l.requestsPerSecond >= TARGETS.jobsListReqPerSec,
      [l.errors === 0 && l.non2xx === 0, '0 errors, every answer 200'],
    ],
  ];
}

/** The export rows: each list of 100,000 rows downloaded as csv and as xlsx. */
export function exportRows(e) {
  return e.runs.map((r) => [
    `Export: ${e.rows.toLocaleString('en')}-row ${r.list} as .${r.format} (streamed, ${e.database})`,
    `${r.ms} ms, ${r.kb} KB, server RSS +${r.peakExtraMb} MB over ${r.idleMb} MB before`,
    `RSS ≤ +${TARGETS.exportExtraMb} MB, ≤ ${TARGETS.exportMs} ms`,
    r.peakExtraMb <= TARGETS.exportExtraMb && r.ms <= TARGETS.exportMs,
    [r.status === 200 && r.rows === e.rows, `200, every row in the file (${r.rows.toLocaleString('en')} read back)`],
  ]);
}

export const markdownRow = ([name, value, target, reached, [ok, what]]) => `| ${name} | ${value} | ${target} | ${ok ? 'yes' : 'NO'} (${what}) | ${reached && ok ? 'yes' : 'NO'} |`;

/** Each row as one line: met (target reached by a run that succeeded) or NOT MET. */
export function printMet(rows) {
  for (const [name, value, target, reached, [ok]] of rows) console.log(`${reached && ok ? 'met' : 'NOT MET'}: ${name}: ${value} (${target})`);
}

/** Every row of a full run (`results` as written to bench/results/latest.json). */
export function resultRows(results) {
  const { coldStartMs, warmStartMs, login, remotes, authMe: me, bigBodies, accounts, friends, groups, phoneLists, engineScale, jobsList, exportsPostgres, pollers, inbox, rebuildWithoutChangesMs } = results;
  const { engine, polling, bigJob } = results.jobs;
  const byStatus = (counts) => `${counts.PROCESSING} processing, ${counts.PENDING} pending, ${counts.COMPLETED} completed, ${counts.FAILED} failed`;
  // [measure, result, target, target reached, the measured run itself succeeded (what that means)]
  return [
    ['Cold start to first 200 (empty data folder)', `${coldStartMs} ms`, `≤ ${TARGETS.coldStartMs} ms`, coldStartMs <= TARGETS.coldStartMs, [true, '200']],
    ['Warm start to first 200', `${warmStartMs} ms`, `≤ ${TARGETS.warmStartMs} ms`, warmStartMs <= TARGETS.warmStartMs, [true, '200']],
    [
      `First visit to /login: JS as sent (Accept-Encoding: ${login.acceptEncoding})`,
      `${login.sentKb} KB in ${login.files} files, content-encoding ${login.encodings.join('/')} (gzip of the same: ${login.gzipKb} KB)`,
      `≤ ${TARGETS.loginJsKb} KB`,
      login.sentKb <= TARGETS.loginJsKb,
      [login.allOk, 'every file 200'],
    ],
    ...remotes.map((r) => [
      `${r.remote} own JS loaded before its pages (gzip, shared packages excluded)`,
      `${r.gzipKb} KB in ${r.files} files; lazy pages, dialogs and wizards ${r.lazyGzipKb} KB in ${r.lazyFiles} more`,
      `≤ ${TARGETS.remoteOwnJsKb} KB`,
      r.gzipKb <= TARGETS.remoteOwnJsKb,
      [r.files > 0, 'files found'],
    ]),
    ['Bare Fastify route', `${me.bare.reqPerSec} req/s (p99 ${me.bare.p99Ms} ms, ${me.bare.errors} errors)`, '', true, [me.bare.errors === 0, '0 errors']],
    ['GET /api/v1/auth/me', `${me.me.reqPerSec} req/s (p99 ${me.me.p99Ms} ms, ${me.me.errors} errors)`, '', true, [me.me.errors === 0, '0 errors or non-2xx']],
    ['/auth/me ÷ bare route', `${Math.round(me.ratio * 100)} %`, `≥ ${TARGETS.meVsBare * 100} %`, me.ratio >= TARGETS.meVsBare, [me.me.errors === 0 && me.bare.errors === 0, 'both 0 errors']],
    ['GET /api/v1/auth/me with an API key (Bearer zmk_…)', `${me.key.reqPerSec} req/s (p99 ${me.key.p99Ms} ms, ${me.key.errors} errors)`, '', true, [me.key.errors === 0, '0 errors or non-2xx']],
    ['/auth/me with an API key ÷ bare route', `${Math.round(me.keyRatio * 100)} %`, `≥ ${TARGETS.keyMeVsBare * 100} %`, me.keyRatio >= TARGETS.keyMeVsBare, [me.key.errors === 0 && me.bare.errors === 0, 'both 0 errors']],
    [
      `Server RSS, one max-size attachment body (${bigBodies.bodyMb} MB of JSON)`,
      `+${bigBodies.oneExtraMb} MB over ${bigBodies.idleMb} MB idle (answered ${bigBodies.oneStatuses.join(', ')})`,
      '',
      true,
      [bigBodies.oneStatuses.every((status) => status < 500 && status !== 429), 'read in full, no 5xx'],
    ],
    [
      'Server RSS, three max-size attachment bodies at once (three users)',
      `+${bigBodies.threeExtraMb} MB over ${bigBodies.idleBeforeThreeMb} MB (answered ${bigBodies.threeStatuses.join(', ')}; read one after another through the big-body gate, BIG_BODIES_GLOBAL=1)`,
      `≤ +${TARGETS.threeBigBodiesExtraMb} MB`,
      bigBodies.threeExtraMb <= TARGETS.threeBigBodiesExtraMb,
      [bigBodies.threeStatuses.every((status) => status < 500), 'no 5xx'],
    ],
    ['Server RSS with 200 running account sessions', `${accounts.rssWith200SessionsMb} MB (${accounts.runningSessions} running; ${accounts.rssBeforeMb} MB before)`, `≤ ${TARGETS.rssWith200SessionsMb} MB`, accounts.rssWith200SessionsMb <= TARGETS.rssWith200SessionsMb, [accounts.runningSessions === 200, '200 sessions running']],
    ['QR-status polling, 50 concurrent logins', `p99 ${accounts.qrPollP99Ms} ms over ${accounts.qrPolls} polls, ${accounts.qrPollErrors} errors`, `p99 < ${TARGETS.qrPollP99Ms} ms`, accounts.qrPollP99Ms < TARGETS.qrPollP99Ms, [accounts.qrPollErrors === 0, '0 errors']],
    [
      'Job engine, zero delays, 20 accounts, one process',
      `${engine.messagesPerSecond} messages/s (${engine.sent} sent, ${engine.failed} failed, ${engine.completed}/${engine.jobs} jobs completed in ${engine.seconds} s)`,
      `≥ ${TARGETS.engineMessagesPerSecond} messages/s`,
      engine.messagesPerSecond >= TARGETS.engineMessagesPerSecond,
      [engine.failed === 0 && engine.completed === engine.jobs, 'every job COMPLETED, 0 failed'],
    ],
    ...bigJobRows(bigJob),
    [
      `${polling.users} users polling jobs list + stats every 1 s for 60 s`,
      `p99 ${polling.p99Ms} ms, p50 ${polling.p50Ms} ms over ${polling.requests} requests, ${polling.errors} errors; pages' jobs at start: ${byStatus(polling.jobsAtStart)}; at end: ${byStatus(polling.jobsAtEnd)}`,
      `p99 < ${TARGETS.jobsPollP99Ms} ms`,
      polling.p99Ms < TARGETS.jobsPollP99Ms,
      [polling.errors === 0 && polling.jobsAtStart.PROCESSING > 0, '0 errors, jobs running'],
    ],
    ['npm start again without changes: build step', `${rebuildWithoutChangesMs} ms`, `≤ ${TARGETS.rebuildWithoutChangesMs} ms`, rebuildWithoutChangesMs <= TARGETS.rebuildWithoutChangesMs, [true, 'build exited 0']],
    [
      `filtered-friends, tag + name search, ${friends.friends} friends, ${friends.tags} tags`,
      `p99 ${friends.filteredP99Ms} ms, p50 ${friends.filteredP50Ms} ms over ${friends.queries} queries`,
      `p99 ≤ ${TARGETS.friendsFilteredP99Ms} ms`,
      friends.filteredP99Ms <= TARGETS.friendsFilteredP99Ms,
      [friends.queries > 0, 'queries answered'],
    ],
    [
      '1,000-friend sync against the simulator',
      `${friends.syncFirstMs} ms first, ${friends.resyncMs} ms again (p99 ${friends.syncP99Ms} ms over 50 accounts)`,
      `≤ ${TARGETS.friendSyncMs} ms`,
      friends.syncFirstMs <= TARGETS.friendSyncMs && friends.resyncMs <= TARGETS.friendSyncMs,
      [friends.friends > 0, 'friends stored'],
    ],
    ...groupRows(groups),
    ...phoneListRows(phoneLists),
    ...engineScaleRows(engineScale),
    ...(results.cluster ? clusterRows(results.cluster) : []),
    ...jobsListRows(jobsList),
    ...exportRows(results.exports),
    ...(exportsPostgres ? exportRows(exportsPostgres) : []),
    ...manyPollersRows(pollers),
    ...inboxRows(inbox),
    ...(results.reports ?? []).flatMap(reportsRows),
  ];
}

/** The report as bench/results/latest.md. */
export function markdownReport(results, rows) {
  return [
    `# Benchmark (${results.date}, ${results.machine.cpus} cores, Node ${results.machine.node}, load average at the end ${results.machine.loadAverage})`,
    '',
    'A target is met only when the measured run itself succeeded (the "Run succeeded" column says what was checked).',
    '',
    '| Measure | Result | Target | Run succeeded | Met |',
    '|---|---|---|---|---|',
    ...rows.map(markdownRow),
    '',
  ].join('\n');
}
