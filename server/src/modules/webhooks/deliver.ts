import http from 'node:http';
import https from 'node:https';
import { createHmac } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { type AddressRules, checkWebhookUrl, type Resolve } from './address-guard';

/** What a receiver may keep us waiting, and how much of its answer is kept. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const RESPONSE_KEPT_BYTES = 1024;
/** Read at most this much of an answer; a longer one closes its connection. */
const RESPONSE_READ_LIMIT = 64 * 1024;
const USER_AGENT = 'ZaloManager-Webhooks/1.0 (+https://www.standardwebhooks.com)';

export interface AttemptResult {
  ok: boolean;
  /** The receiver's HTTP status; null when none answered (timeout, refused address, network). */
  status: number | null;
  /** The first 1 KB of the answer. */
  body: string | null;
  /** Why it failed, in Vietnamese; null when it succeeded. */
  error: string | null;
  durationMs: number;
}

export interface SendRequest {
  url: string;
  /** `whsec_…` */
  signingKey: Buffer;
  eventId: string;
  /** The JSON body, exactly as signed. */
  body: string;
}

export interface Sender {
  send(request: SendRequest): Promise<AttemptResult>;
  close(): void;
}

export interface SenderOptions {
  rules: AddressRules;
  timeoutMs?: number;
  resolve?: Resolve;
  /** The time of the `webhook-timestamp` header. */
  now?: () => number;
}

export function signingKeyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}
export function signatureOf(signingKey: Buffer, eventId: string, timestampSeconds: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey).update(`${eventId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/**
 * POSTs one signed delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`), after the
 * address check, to the very address checked (a pinned `lookup`). Connections are kept alive per host, so a busy
 * endpoint costs no handshake per event. Redirects are not followed; any answer but 2xx, or none within the timeout,
 * is a failure.
 */
export function createSender(options: SenderOptions): Sender {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 32, maxFreeSockets: 32 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 32, maxFreeSockets: 32 }),
  };
  return {
    async send(request) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const check = await checkWebhookUrl(request.url, options.rules, options.resolve);
      if (!check.ok) return { ok: false, status: null, body: null, error: check.error, durationMs: elapsed() };
      const { url, address, family } = check.target;
      const timestampSeconds = Math.floor(now() / 1000);
      const signature = signatureOf(request.signingKey, request.eventId, timestampSeconds, request.body);
      const timestamp = timestampSeconds.toString();
      // The address checked above, never a second resolution that could answer differently.
      const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
        if (lookupOptions.all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
        else callback(null, address, family);
      };
      const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
      const protocol = url.protocol as 'http:' | 'https:';
      return new Promise<AttemptResult>((resolve) => {
        let settled = false;
        const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ ...result, durationMs: elapsed() });
        };
        const client = protocol === 'https:' ? https : http;
        const outgoing = client.request({
          protocol,
          hostname,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          agent: agents[protocol],
          lookup: pinned,
          ...(protocol === 'https:' && { servername: hostname }),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(request.body),
            'user-agent': USER_AGENT,
            'webhook-id': request.eventId,
            'webhook-timestamp': timestamp,
            'webhook-signature': signature,
          },
        });
        const timer = setTimeout(() => {
          finish({ ok: false, status: null, body: null, error: `Máy nhận không trả lời trong ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} giây` : `${timeoutMs} ms`}` });
          outgoing.destroy();
        }, timeoutMs);
        outgoing.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, status: null, body: null, error: networkError(error) }));
        outgoing.on('response', (response) => {
          const status = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            if (read < RESPONSE_KEPT_BYTES) chunks.push(chunk);
            read += chunk.length;
            if (read > RESPONSE_READ_LIMIT) response.destroy();
          });
          const done = () => {
            const body = Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES).toString('utf8');
            finish({ ok: status >= 200 && status < 300, status, body, error: statusError(status) });
          };
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        });
        outgoing.end(request.body);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

function statusError(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `Máy nhận trả lời chuyển hướng (mã ${status}); chuyển hướng không được theo`;
  return `Máy nhận trả lời mã ${status}`;
}

function networkError(error: NodeJS.ErrnoException): string {
  const code = error.code ?? 'lỗi mạng';
  if (code === 'ECONNREFUSED') return `Máy nhận từ chối kết nối (${code})`;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `Máy nhận đóng kết nối giữa chừng (${code})`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Không tìm thấy máy chủ của địa chỉ webhook (${code})`;
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return `Chứng chỉ TLS của máy nhận không hợp lệ (${code})`;
  return `Không gửi được tới máy nhận (${code})`;
}
