import http, { type Agent, type IncomingMessage } from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
const NO_BODY = new Set([101, 204, 205, 304]);
// zca-js asks for zstd too, which Node 20's zlib cannot decode.
const ACCEPT_ENCODING = 'gzip, deflate, br';

interface Outgoing {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/**
 * A fetch that sends every request through the given http.Agent. Node's own fetch ignores the `agent`
 * option zca-js passes, so without this a proxy would silently be bypassed for HTTP calls.
 */
export function createAgentFetch(agent: Agent): typeof fetch {
  return async function agentFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const headers = Object.fromEntries(request.headers);
    headers['accept-encoding'] = ACCEPT_ENCODING;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    let outgoing: Outgoing = { url: new URL(request.url), method: request.method, headers, body };
    for (let hop = 0; ; hop += 1) {
      const response = await send(outgoing, agent, request.signal);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || request.redirect !== 'follow' || !location) {
        return toResponse(response);
      }
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new TypeError('fetch failed: too many redirects');
      outgoing = redirected(outgoing, response.statusCode ?? 0, new URL(location, outgoing.url));
    }
  };
}

function send(outgoing: Outgoing, agent: Agent, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = outgoing.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(outgoing.url, { method: outgoing.method, headers: outgoing.headers, agent, signal }, resolve);
    request.on('error', reject);
    request.end(outgoing.body);
  });
}

/** 303, and 301/302 after a POST, continue as a GET without a body, as browsers and fetch do. */
function redirected(previous: Outgoing, status: number, url: URL): Outgoing {
  const becomesGet = status === 303 || ((status === 301 || status === 302) && previous.method === 'POST');
  if (!becomesGet) return { ...previous, url };
  const headers = { ...previous.headers };
  delete headers['content-type'];
  delete headers['content-length'];
  return { url, method: 'GET', headers, body: undefined };
}

async function toResponse(message: IncomingMessage): Promise<Response> {
  const status = message.statusCode ?? 500;
  const raw = await readAll(message);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const body = NO_BODY.has(status) ? null : decode(raw, message.headers['content-encoding']);
  return new Response(body, { status, statusText: message.statusMessage, headers });
}

function readAll(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): Uint8Array<ArrayBuffer> {
  return new Uint8Array(inflate(body, encoding));
}

function inflate(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'deflate':
      try {
        return zlib.inflateSync(body);
      } catch {
        return zlib.inflateRawSync(body);
      }
    default:
      return body;
  }
}
