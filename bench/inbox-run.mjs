/**
 * The inbox's measures in one call, for `npm run bench` and `BENCH_ONLY=inbox`: the reads at scale on PGlite (and on
 * PostgreSQL when given one), the ingest on PostgreSQL (on PGlite when none is given, said in its row) and the live
 * pages. Each runs on a server of its own, one after another.
 */
import { inboxReadsBench, inboxReadsRows } from './inbox.mjs';
import { inboxIngestBench, inboxIngestRows } from './inbox-ingest.mjs';
import { inboxLiveBench, inboxLiveRows } from './inbox-live.mjs';

export async function inboxMeasures(postgresUrl) {
  const reads = [await inboxReadsBench({ postgresUrl: null })];
  if (postgresUrl) reads.push(await inboxReadsBench({ postgresUrl }));
  const ingest = await inboxIngestBench({ postgresUrl });
  const live = await inboxLiveBench({ postgresUrl });
  return { reads, ingest, live };
}

export function inboxRows({ reads, ingest, live }) {
  return [...reads.flatMap(inboxReadsRows), ...inboxIngestRows(ingest), ...inboxLiveRows(live)];
}
