/**
 * The machine's ceiling for webhook deliveries: bare keep-alive POSTs (node:http, as the server's sender) of an
 * event-sized body to the webhooks bench's receivers, 16 at once per receiver (as the dispatcher), for SECONDS; no
 * database, no signing. Prints `requests/s N`. Run by bench/webhooks.mjs in a process of its own, like the server.
 *
 *   node bench/http-ceiling.mjs SECONDS URL...
 */
import http from 'node:http';

const [seconds, ...urls] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const endAt = Date.now() + Number(seconds) * 1000;
let sent = 0;

function post(url, n) {
  const body = JSON.stringify({ id: `ceiling-${n}`, type: 'message.received', data: { message: { id: `ceiling:${n}`, kind: 'text', text: String(Date.now()) } } });
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'webhook-id': `ceiling-${n}` } }, (response) => {
      response.resume();
      response.on('end', resolve);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function loop(url) {
  while (Date.now() < endAt) await post(url, sent++);
}

const started = Date.now();
await Promise.all(urls.flatMap((url) => Array.from({ length: 16 }, () => loop(url))));
console.log(`requests/s ${Math.round(sent / ((Date.now() - started) / 1000))}`);
agent.destroy();
