import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '../provider';

export interface FakeOpenAi {
  baseUrl: string;
  apiKey: string;
  /** Every request body received, oldest first. */
  requests: Array<{ model: string; messages: ChatMessage[] }>;
  /** The next answers fail with this HTTP status (until set back to undefined). */
  failWith: number | undefined;
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible server for tests and e2e: answers `Trả lời: <last user message>`,
 * checks the bearer key, and records what it was sent.
 */
export async function startFakeOpenAi(apiKey = 'fake-key'): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = { apiKey, requests: [], failWith: undefined };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return send(404, { error: { message: 'not found' } });
      if (request.headers.authorization !== `Bearer ${apiKey}`) return send(401, { error: { message: 'Incorrect API key provided' } });
      if (fake.failWith) return send(fake.failWith, { error: { message: 'The server had an error' } });
      const body = JSON.parse(raw) as { model: string; messages: ChatMessage[] };
      fake.requests.push(body);
      const lastUser = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      send(200, {
        id: `chatcmpl-${fake.requests.length}`,
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `Trả lời: ${lastUser}` } }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeOpenAi;
}
