/**
 * One share of the polling users, in a worker thread (the bench's client must not be what limits it): each user
 * polls the jobs list and stats every second over keep-alive connections, as a browser tab does, with the
 * answers' ETags when `conditional`. Posts back every latency and the counts.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, tokens, seconds, conditional, startAt, offsetOf } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const { hostname, port } = new URL(baseUrl);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function get(path, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: `/api/v1${path}`, agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
  });
}

const latencies = [];
/** When each request was sent, in ms after the start: the first seconds are the pages' first (full) reads. */
const sentAt = [];
let errors = 0;
let notModified = 0;
const until = startAt + seconds * 1000;

await sleep(Math.max(0, startAt - Date.now()));
await Promise.all(
  tokens.map(async (token, i) => {
    const etags = new Map();
    const timed = async (path) => {
      const begun = performance.now();
      try {
        const headers = { authorization: `Bearer ${token}` };
        if (conditional && etags.has(path)) headers['if-none-match'] = etags.get(path);
        const response = await get(path, headers);
        if (response.statusCode === 304) notModified += 1;
        else if (response.statusCode === 200) etags.set(path, response.headers.etag);
        else errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - begun);
      sentAt.push(Date.now() - startAt);
    };
    await sleep(offsetOf[i]);
    while (Date.now() < until) {
      const tickStart = Date.now();
      await Promise.all([timed('/jobs?page=1&limit=10'), timed('/jobs/stats/summary')]);
      await sleep(Math.max(0, 1000 - (Date.now() - tickStart)));
    }
  }),
);
agent.destroy();
parentPort.postMessage({ latencies: Float64Array.from(latencies), sentAt: Float64Array.from(sentAt), errors, notModified });
