import { setApiClient } from '../http/client';
import { fakeServer, json, useMemoryStorage } from '../http/testing/fake-server';
import { ApiError } from '../http/api-error';
import { accountsApi } from './accounts';
import { aiApi } from './ai';
import { botsApi } from './bots';
import { proxiesApi } from './proxies';

let requests: Request[];
let answer: (request: Request) => Response;

beforeEach(() => {
  useMemoryStorage();
  answer = () => json(200, { success: true, data: {} });
  const server = fakeServer((request) => answer(request));
  requests = server.requests;
  setApiClient(server.client);
});

const last = () => {
  const request = requests[requests.length - 1];
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: () => request.text() };
};

test('accounts: list reads data.accounts (spec parts 2 and 3) and gives callers the array', async () => {
  const account = { id: 'a1', displayName: 'Shop', status: 'ACTIVE' };
  answer = () => json(200, { success: true, data: { accounts: [account] } });
  await expect(accountsApi.list()).resolves.toEqual([account]);
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/accounts', query: {} });
});

test('accounts: list with and without the _t cache-buster, create, update, delete', async () => {
  answer = () => json(200, { success: true, data: { accounts: [] } });
  await accountsApi.list();
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/accounts', query: {} });
  await accountsApi.list({ fresh: true });
  expect(last().query._t).toMatch(/^\d+$/);
  await accountsApi.create({ displayName: 'Shop', autoStart: true, autoJoinByLink: false });
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/accounts' });
  expect(JSON.parse(await last().body())).toEqual({ displayName: 'Shop', autoStart: true, autoJoinByLink: false });
  await accountsApi.update('a/1', { autoStart: false });
  expect(last()).toMatchObject({ method: 'PATCH', path: '/api/v1/accounts/a%2F1' });
  await accountsApi.remove('a1');
  expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v1/accounts/a1' });
});

test('bots: QR start carries t, status carries the login request id, sessions default to page 1 of 10', async () => {
  await botsApi.startQrLogin('acc');
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/bots/acc/login/qr/start' });
  expect(last().query.t).toMatch(/^\d+$/);
  await botsApi.qrLoginStatus('acc', 'req-1');
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/bots/acc/login/qr/status', query: { loginRequestId: 'req-1' } });
  await botsApi.sessions('acc');
  expect(last()).toMatchObject({ path: '/api/v1/bots/acc/sessions', query: { page: '1', limit: '10' } });
  const calls: Array<[() => Promise<unknown>, string, string]> = [
    [() => botsApi.start('acc'), 'POST', 'start'],
    [() => botsApi.stop('acc'), 'POST', 'stop'],
    [() => botsApi.status('acc'), 'GET', 'status'],
    [() => botsApi.cookieLogin('acc'), 'POST', 'login/cookie'],
    [() => botsApi.validateCookie('acc'), 'GET', 'cookie/validate'],
    [() => botsApi.autoRelogin('acc'), 'POST', 'login/auto-relogin'],
    [() => botsApi.health('acc'), 'GET', 'health'],
    [() => botsApi.testMessage('acc', { message: 'hi' }), 'POST', 'test-message'],
    [() => botsApi.joinGroup('acc', { groupLink: 'https://zalo.me/g/abc' }), 'POST', 'join-group'],
  ];
  for (const [run, method, rest] of calls) {
    await run();
    expect(last()).toMatchObject({ method, path: `/api/v1/bots/acc/${rest}` });
  }
});

test('ai: a 404 config is no config (null); other failures pass on; toggle and save send their bodies', async () => {
  answer = () => json(404, { success: false, error: 'Tài khoản chưa có cấu hình AI' });
  await expect(aiApi.getConfig('acc')).resolves.toBeNull();
  answer = () => json(500, { success: false, error: 'Lỗi máy chủ' });
  await expect(aiApi.getConfig('acc')).rejects.toEqual(new ApiError('Lỗi máy chủ', 500));
  answer = () => json(200, { success: true, data: { systemPrompt: 'p', enabled: true, providerConfigured: false } });
  await expect(aiApi.getConfig('acc')).resolves.toEqual({ systemPrompt: 'p', enabled: true, providerConfigured: false });
  await aiApi.toggle('acc', true);
  expect(last()).toMatchObject({ method: 'PATCH', path: '/api/v1/ai/config/acc/toggle' });
  expect(JSON.parse(await last().body())).toEqual({ enabled: true });
  await aiApi.saveConfig('acc', { systemPrompt: 'p', enabled: false });
  expect(last()).toMatchObject({ method: 'PUT', path: '/api/v1/ai/config/acc' });
  expect(JSON.parse(await last().body())).toEqual({ systemPrompt: 'p', enabled: false });
});

test('proxies: many pasted at once go to POST /proxies/import with the scheme and the text', async () => {
  const answerBody = { created: 1, rejected: 0, lines: [{ line: 1, status: 'created', proxy: { id: 'p1', name: '1.2.3.4:80' } }] };
  answer = () => json(200, { success: true, data: answerBody });
  await expect(proxiesApi.importLines({ scheme: 'socks5', text: '1.2.3.4:80' })).resolves.toEqual(answerBody);
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/proxies/import' });
  expect(JSON.parse(await last().body())).toEqual({ scheme: 'socks5', text: '1.2.3.4:80' });
});
