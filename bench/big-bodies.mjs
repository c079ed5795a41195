/**
 * What max-size attachment bodies cost the server. One, then three at once (three users), each
 * five 10 MB files as base64 data URLs (~67 MB of JSON), sent to /jobs/message/to-thread. The server's RSS is
 * sampled every 50 ms; the bodies are parsed and checked in full, and answered by the job rules (the bench's
 * account has no Zalo session) or by the big-body gate (429).
 */
import { api, peakRssDuring, register, settledRss } from './common.mjs';

const ATTACHMENT_BYTES = 10 * 1024 * 1024;
const FILES = 5;

async function signUp(baseUrl, name) {
  const { token } = await register(baseUrl, `bench-${name}`);
  const account = await api(baseUrl, 'POST', '/accounts', token, { displayName: `Bench ${name}` });
  return { token, accountId: account.id };
}

function maxSizeBody(accountId) {
  const data = `data:image/png;base64,${Buffer.alloc(ATTACHMENT_BYTES, 7).toString('base64')}`;
  const attachments = Array.from({ length: FILES }, (_, i) => ({ filename: `anh-${i}.png`, data, totalSize: ATTACHMENT_BYTES, mimeType: 'image/png', type: 'file' }));
  return Buffer.from(JSON.stringify({ accountId, threadId: 'bench-thread', threadType: 'user', message: 'Xin chào', attachments }));
}

async function send(baseUrl, user, body) {
  const response = await fetch(`${baseUrl}/api/v1/jobs/message/to-thread`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

export async function bigBodiesBench(baseUrl, serverPid) {
  const users = [await signUp(baseUrl, 'body-a'), await signUp(baseUrl, 'body-b'), await signUp(baseUrl, 'body-c')];
  const bodies = users.map((user) => maxSizeBody(user.accountId));
  const idleMb = await settledRss(serverPid);
  const one = await peakRssDuring(serverPid, async () => [await send(baseUrl, users[0], bodies[0])]);
  const idleBeforeThreeMb = await settledRss(serverPid);
  const three = await peakRssDuring(serverPid, () => Promise.all(users.map((user, i) => send(baseUrl, user, bodies[i]))));
  return {
    bodyMb: Math.round(bodies[0].length / 1024 / 1024),
    idleMb,
    oneExtraMb: one.peak - idleMb,
    oneStatuses: one.result,
    idleBeforeThreeMb,
    threeExtraMb: three.peak - idleBeforeThreeMb,
    threeStatuses: three.result,
  };
}
