import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import { registerErrorEnvelope } from './envelope';
import { registerRequestLog } from './request-log';

let lines: Array<{ level: number; msg: string; url?: string; statusCode?: number }> = [];
let app: FastifyInstance;
const DEBUG = 20;
const INFO = 30;
const ERROR = 50;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  app = Fastify({ logger: { level: 'debug', stream }, logController: new LogController({ disableRequestLogging: true }) });
  registerErrorEnvelope(app);
  registerRequestLog(app);
  await app.register(
    async (api) => {
      api.get('/jobs', async () => ({ success: true }));
      api.get('/jobs/:id', async () => ({ success: true }));
      api.get('/bots/:id/login/qr/status', async () => {
        throw new Error('boom');
      });
      api.post('/jobs', async () => ({ success: true }));
      api.get('/team/invitations/:token', async () => ({ success: true }));
    },
    { prefix: API_BASE_PATH },
  );
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  lines = [];
});

const requestLines = () => lines.filter((line) => line.msg === 'request');

it('logs a successful poll at debug, in one line', async () => {
  await app.inject({ method: 'GET', url: `${API_BASE_PATH}/jobs?page=1&limit=10` });
  expect(requestLines()).toEqual([expect.objectContaining({ level: DEBUG, url: `${API_BASE_PATH}/jobs?page=1&limit=10`, statusCode: 200 })]);
  expect(lines).toHaveLength(1);
});

it('logs any other request at info, in one line', async () => {
  await app.inject({ method: 'GET', url: `${API_BASE_PATH}/jobs/abc` });
  await app.inject({ method: 'POST', url: `${API_BASE_PATH}/jobs` });
  expect(lines.map((line) => [line.level, line.statusCode])).toEqual([
    [INFO, 200],
    [INFO, 200],
  ]);
});

it('logs a failed poll at info, with its cause at error', async () => {
  await app.inject({ method: 'GET', url: `${API_BASE_PATH}/bots/1/login/qr/status?loginRequestId=x` });
  expect(lines.map((line) => line.level)).toEqual([ERROR, INFO]);
  expect(requestLines()[0].statusCode).toBe(500);
});

it('never logs a secret carried in the path: an invitation link is logged as its route', async () => {
  const token = 'zh5rVMax6DLhyrhBEygAQhs5tVMtuD6ZNa4d0xAb9Lk';
  await app.inject({ method: 'GET', url: `${API_BASE_PATH}/team/invitations/${token}` });
  expect(requestLines()).toEqual([expect.objectContaining({ url: `${API_BASE_PATH}/team/invitations/:token`, statusCode: 200 })]);
  expect(JSON.stringify(lines)).not.toContain(token);
});
