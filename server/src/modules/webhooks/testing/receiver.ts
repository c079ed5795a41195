import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver answers on a path: a status (and body), or nothing at all (a hung receiver). */
export type Behaviour = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A local webhook receiver: keeps every request, answers each path as the test sets it (200 by default). Paths that
 * start with `/hang` never answer.
 */
export async function startReceiver(): Promise<{
  port: number;
  url(path: string): string;
  received: Received[];
  on(path: string, ...behaviours: Behaviour[]): void;
  at(path: string): Received[];
  until(path: string, count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const plans = new Map<string, Behaviour[]>();
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const plan = plans.get(path) ?? [];
      // The last behaviour stays once the others are used.
      const behaviour = (plan.length > 1 ? plan.shift() : plan[0]) ?? { status: 200, body: 'ok' };
      if (behaviour === 'hang') {
        hung.add(response);
        return;
      }
      response.writeHead(behaviour.status, { 'content-type': 'text/plain; charset=utf-8', ...behaviour.headers });
      response.end(behaviour.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const at = (path: string) => received.filter((entry) => entry.path === path);
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path, ...behaviours) => void plans.set(path, behaviours),
    at,
    async until(path, count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (at(path).length < count) {
        if (Date.now() > deadline) throw new Error(`${path}: ${at(path).length} of ${count} requests arrived`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return at(path);
    },
    async close() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
