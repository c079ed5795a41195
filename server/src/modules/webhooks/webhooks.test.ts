import { INTEGRATION_MESSAGES, type WebhookDelivery, type WebhookEndpoint, type WebhookEventData } from 'shared-sdk/schemas';
import { Webhook } from 'standardwebhooks';
import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { createEventHub } from '../../lib/event-hub';
import { createTeam, type Team } from '../../testing/team-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type ApiMethod, userCalls } from '../../testing/user-calls';
import { DISABLED_ERROR } from './dispatcher';
import { startReceiver } from './testing/receiver';
import { until } from '../../testing/until';

/**
 * One app for the whole suite: deliveries over http to a local receiver (WEBHOOK_ALLOW_HTTP and the private-network
 * override, which some tests switch off), a 2 s receiver timeout (beside a full CI run a local answer once took more
 * than 300 ms, and the test then saw two attempts), 100 ms between attempts, 4 s of retries, and a clock the switch-off
 * test moves.
 */
let t: TestApp;
let team: Team;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let clockOffset = 0;
const hub = createEventHub();
const rules = { allowHttp: true, allowPrivateNetworks: true };
const { call, dataOf } = userCalls(() => t);

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp(
    { webhooks: rules },
    {
      events: hub,
      webhooks: {
        timing: { timeoutMs: 2000, backoffMs: () => 100, retryWindowMs: 4000, pollMs: 50, now: () => Date.now() + clockOffset },
        // `hooks.example` is a name of the test's own: it resolves to the receiver's loopback address.
        resolve: async (hostname) => (hostname === 'hooks.example' ? [{ address: '127.0.0.1', family: 4 }] : (await import('node:dns/promises')).lookup(hostname, { all: true })),
      },
    },
  );
  team = await createTeam(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => {
  rules.allowHttp = true;
  rules.allowPrivateNetworks = true;
  clockOffset = 0;
});

const ACCOUNT = () => ({ id: team.accounts[0], name: 'Shop A1' });
const messageReceived = (text: string): WebhookEventData['message.received'] => ({
  account: ACCOUNT(),
  conversationId: '00000000-0000-4000-8000-000000000001',
  threadType: 'user',
  from: { uid: '7001', name: 'Lan' },
  message: { id: 'm-1', kind: 'text', text, at: '2026-11-27T08:00:00.000Z' },
});
const publish = (text: string, workspaceId = team.workspaceId) => hub.publish({ workspaceId, type: 'message.received', data: messageReceived(text) });

let pathCounter = 0;
/** An endpoint on a path of its own. */
async function endpoint(behaviourPath = 'ok', body: Partial<{ events: string[]; url: string }> = {}): Promise<WebhookEndpoint & { path: string; secret: string }> {
  const path = `/${behaviourPath}-${pathCounter++}`;
  const created = await dataOf(team.owner, 'POST', '/webhooks', { url: receiver.url(path), events: ['message.received'], description: 'CRM', ...body });
  return { ...created, path };
}
const deliveries = async (id: string, query = ''): Promise<WebhookDelivery[]> => (await dataOf(team.owner, 'GET', `/webhooks/${id}/deliveries${query}`)).deliveries;
/** The Standard Webhooks signature, checked by the specification's own package (the server signs with node:crypto). */
function verify(secret: string, headers: Record<string, unknown>, body: string): boolean {
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

describe('endpoints', () => {
  it('creates an endpoint, shows its secret once and keeps it only sealed', async () => {
    const created = await endpoint();
    expect(created).toEqual({
      id: expect.any(String),
      url: receiver.url(created.path),
      description: 'CRM',
      events: ['message.received'],
      enabled: true,
      disabledReason: null,
      failingSince: null,
      createdBy: { id: team.owner.id, email: team.owner.email },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastDelivery: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      path: created.path,
    });
    const [row] = await t.database.query<{ secret_sealed: string }>('SELECT secret_sealed FROM webhook_endpoints WHERE id = $1', [created.id]);
    expect(row.secret_sealed).not.toContain(created.secret.slice(6));
    const listed = (await dataOf(team.owner, 'GET', '/webhooks')) as WebhookEndpoint[];
    const mine = listed.find((entry) => entry.id === created.id);
    expect(mine).toMatchObject({ url: receiver.url(created.path), enabled: true });
    expect(mine).not.toHaveProperty('secret');
  });

  it('edits, rotates the secret (answered once), turns off and deletes', async () => {
    const created = await endpoint();
    const edited = await dataOf(team.owner, 'PATCH', `/webhooks/${created.id}`, { events: ['job.completed', 'job.failed'], description: null });
    expect(edited).toMatchObject({ events: ['job.completed', 'job.failed'], description: null });
    expect(edited).not.toHaveProperty('secret');
    const rotated = await dataOf(team.owner, 'PATCH', `/webhooks/${created.id}`, { rotateSecret: true });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect((await dataOf(team.owner, 'PATCH', `/webhooks/${created.id}`, { enabled: false })).enabled).toBe(false);
    expect(await dataOf(team.owner, 'DELETE', `/webhooks/${created.id}`)).toEqual({ id: created.id });
    expect((await call(team.owner, 'GET', `/webhooks/${created.id}/deliveries`)).json()).toEqual({ success: false, error: INTEGRATION_MESSAGES.webhookNotFound });
  });

  it("records the creation, the edits and the deletion in the workspace's log, never the secret", async () => {
    const created = await endpoint();
    const rotated = await dataOf(team.admin, 'PATCH', `/webhooks/${created.id}`, { description: 'CRM mới', rotateSecret: true });
    await dataOf(team.owner, 'DELETE', `/webhooks/${created.id}`);
    const latest = async (action: string) => (await dataOf(team.owner, 'GET', `/audit-log?action=${action}&limit=1`)).entries[0];
    const made = await latest('webhook.created');
    expect(made).toMatchObject({
      actor: { id: team.owner.id },
      target: { type: 'webhook', id: created.id },
      after: { url: receiver.url(created.path), events: ['message.received'], enabled: true, description: 'CRM' },
    });
    expect(await latest('webhook.updated')).toMatchObject({ actor: { id: team.admin.id }, target: { id: created.id }, before: { description: 'CRM' }, after: { description: 'CRM mới' } });
    expect(await latest('webhook.deleted')).toMatchObject({ actor: { id: team.owner.id }, target: { type: 'webhook', id: created.id }, after: null });
    const log = JSON.stringify((await dataOf(team.owner, 'GET', '/audit-log?action=webhook.&limit=50')).entries);
    expect(log).not.toContain(created.secret.slice(6, 30));
    expect(log).not.toContain(rotated.secret.slice(6, 30));
  });

  it('refuses bad input with the reasons', async () => {
    const cases: Array<[object, string]> = [
      [{ url: 'khong-phai-url', events: ['message.received'] }, INTEGRATION_MESSAGES.invalidUrl],
      [{ url: receiver.url('/x'), events: [] }, INTEGRATION_MESSAGES.eventsRequired],
      [{ url: receiver.url('/x'), events: ['message.deleted'] }, INTEGRATION_MESSAGES.unknownEvent],
      [{ url: receiver.url('/x'), events: ['message.received'], description: 'x'.repeat(201) }, INTEGRATION_MESSAGES.descriptionTooLong],
      [{ url: 'ftp://example.com/hook', events: ['message.received'] }, INTEGRATION_MESSAGES.invalidUrl],
    ];
    for (const [body, error] of cases) {
      const response = await call(team.owner, 'POST', '/webhooks', body);
      expect({ status: response.statusCode, error: response.json().error }).toEqual({ status: 400, error });
    }
    const created = await endpoint();
    const patched = await call(team.owner, 'PATCH', `/webhooks/${created.id}`, { url: 'https://khong-ton-tai.invalid/hook' });
    expect({ status: patched.statusCode, error: patched.json().error }).toEqual({ status: 400, error: INTEGRATION_MESSAGES.urlUnresolvable });
  });
});

describe('roles', () => {
  it('refuses every webhook route to an AGENT, and shows another workspace none of them (404)', async () => {
    const created = await endpoint();
    const test = await dataOf(team.owner, 'POST', `/webhooks/${created.id}/test`);
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', '/webhooks'],
      ['POST', '/webhooks', { url: receiver.url('/x'), events: ['message.received'] }],
      ['PATCH', `/webhooks/${created.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${created.id}`],
      ['POST', `/webhooks/${created.id}/test`],
      ['GET', `/webhooks/${created.id}/deliveries`],
      ['POST', `/webhooks/deliveries/${test.id}/retry`],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(team.agent, method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { success: false, error: ACCESS_MESSAGES.adminOnly } });
    }
    for (const [method, url, body] of routes.slice(2)) {
      const response = await call(team.outsider, method, url, body);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect(await dataOf(team.outsider, 'GET', '/webhooks')).toEqual([]);
    // The ADMIN manages them.
    expect((await dataOf(team.admin, 'PATCH', `/webhooks/${created.id}`, { description: 'Sửa bởi admin' })).description).toBe('Sửa bởi admin');
    expect(receiver.at(created.path)).toHaveLength(1);
  });
});

describe('deliveries', () => {
  it('POSTs a subscribed event, signed as Standard Webhooks says (verified independently), and logs it', async () => {
    const created = await endpoint();
    const other = await endpoint('ok', { events: ['job.completed'] });
    await publish('Chào shop');
    const [got] = await receiver.until(created.path, 1);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/ZaloManager/);
    expect(verify(created.secret, got.headers, got.body)).toBe(true);
    // Another secret, or a changed body, does not verify.
    expect(verify(other.secret, got.headers, got.body)).toBe(false);
    expect(verify(created.secret, got.headers, got.body.replace('Chào', 'Chao'))).toBe(false);
    const body = JSON.parse(got.body);
    expect(body).toEqual({ id: got.headers['webhook-id'], type: 'message.received', createdAt: expect.any(String), workspaceId: team.workspaceId, data: messageReceived('Chào shop') });
    expect(body.id).toMatch(/^evt_[a-z2-7]{26}$/);
    expect(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);

    const [logged] = await until(
      () => deliveries(created.id),
      (rows) => rows[0]?.status === 'SUCCEEDED',
    );
    expect(logged).toMatchObject({ eventId: body.id, eventType: 'message.received', status: 'SUCCEEDED', attempts: 1, responseStatus: 200, responseBody: 'ok', error: null, nextAttemptAt: null, payload: body });
    expect((await dataOf(team.owner, 'GET', '/webhooks')).find((entry: WebhookEndpoint) => entry.id === created.id).lastDelivery).toEqual({ status: 'SUCCEEDED', at: logged.lastAttemptAt, responseStatus: 200 });
    // Not subscribed, not another workspace's: nothing.
    await publish('Của người khác', team.outsider.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.at(other.path)).toHaveLength(0);
    expect(receiver.at(created.path)).toHaveLength(1);
  });

  it('stores nothing for an event no endpoint wants', async () => {
    const [{ count: before }] = await t.database.query<{ count: number }>('SELECT count(*)::int AS count FROM webhook_events');
    await hub.publish({ workspaceId: team.workspaceId, type: 'subscription.changed', data: { plan: { id: 'basic', name: 'Cơ bản' }, endDate: null } });
    const [{ count: after }] = await t.database.query<{ count: number }>('SELECT count(*)::int AS count FROM webhook_events');
    expect(after).toBe(before);
  });

  it('retries a 500 with the same event id until it succeeds, and keeps the answer', async () => {
    const created = await endpoint('flaky');
    receiver.on(created.path, { status: 500, body: 'lỗi tạm thời' }, { status: 503 }, { status: 204 });
    await publish('Thử lại');
    const got = await receiver.until(created.path, 3);
    expect(new Set(got.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    for (const entry of got) expect(verify(created.secret, entry.headers, entry.body)).toBe(true);
    const [logged] = await until(
      () => deliveries(created.id),
      (rows) => rows[0]?.status === 'SUCCEEDED',
    );
    expect(logged).toMatchObject({ attempts: 3, responseStatus: 204, error: null });
  });

  it('counts a timeout and a redirect as failures (the redirect not followed) and gives up after the retry window', async () => {
    const hung = await endpoint('hang');
    receiver.on(hung.path, 'hang');
    const moved = await endpoint('moved');
    receiver.on(moved.path, { status: 302, headers: { location: receiver.url('/target') } });
    await publish('Hết giờ');
    const [retrying] = await until(
      () => deliveries(hung.id),
      (rows) => rows[0]?.attempts >= 1,
    );
    expect(retrying).toMatchObject({ status: 'RETRYING', responseStatus: null, error: 'Máy nhận không trả lời trong 2 giây' });
    expect(retrying.nextAttemptAt).not.toBeNull();
    const [redirected] = await until(
      () => deliveries(moved.id),
      (rows) => rows[0]?.attempts >= 1,
    );
    expect(redirected).toMatchObject({ responseStatus: 302, error: 'Máy nhận trả lời chuyển hướng (mã 302); chuyển hướng không được theo' });
    expect(receiver.at('/target')).toHaveLength(0);
    const [failed] = await until(
      () => deliveries(moved.id),
      (rows) => rows[0]?.status === 'FAILED',
    );
    expect(failed.attempts).toBeGreaterThan(1);
    expect(failed.nextAttemptAt).toBeNull();
    expect((await dataOf(team.owner, 'GET', `/webhooks/${moved.id}/deliveries?status=FAILED`)).total).toBe(1);
    expect((await dataOf(team.owner, 'GET', `/webhooks/${moved.id}/deliveries?status=SUCCEEDED`)).total).toBe(0);
  });

  it('"Gửi thử" sends a webhook.test to that endpoint only and answers the delivery; "Gửi lại" sends the same event again', async () => {
    const created = await endpoint();
    const other = await endpoint();
    receiver.on(created.path, { status: 500, body: 'x'.repeat(5000) }, { status: 200, body: 'đã nhận' });
    const test = (await dataOf(team.owner, 'POST', `/webhooks/${created.id}/test`)) as WebhookDelivery;
    expect(test).toMatchObject({ eventType: 'webhook.test', status: 'FAILED', attempts: 1, responseStatus: 500, error: 'Máy nhận trả lời mã 500' });
    expect(test.responseBody).toHaveLength(1024);
    expect(receiver.at(other.path)).toHaveLength(0);
    const retried = (await dataOf(team.owner, 'POST', `/webhooks/deliveries/${test.id}/retry`)) as WebhookDelivery;
    expect(retried).toMatchObject({ id: test.id, eventId: test.eventId, status: 'SUCCEEDED', attempts: 2, responseStatus: 200, responseBody: 'đã nhận', error: null });
    const got = receiver.at(created.path);
    expect(got.map((entry) => entry.headers['webhook-id'])).toEqual([test.eventId, test.eventId]);
    expect(JSON.parse(got[1].body)).toMatchObject({ type: 'webhook.test', data: { webhookId: created.id } });
    const page = await dataOf(team.owner, 'GET', `/webhooks/${created.id}/deliveries?limit=1&page=1`);
    expect(page).toMatchObject({ total: 1, page: 1, limit: 1 });
    expect((await call(team.owner, 'GET', `/webhooks/${created.id}/deliveries?status=NOPE`)).statusCode).toBe(400);
    expect((await call(team.owner, 'POST', `/webhooks/deliveries/${created.id}/retry`)).json()).toEqual({ success: false, error: INTEGRATION_MESSAGES.deliveryNotFound });
  });
});

describe('the SSRF guard', () => {
  it('refuses loopback, private, link-local and metadata addresses when saved, without the override', async () => {
    rules.allowPrivateNetworks = false;
    const refused: Array<[string, string]> = [
      [receiver.url('/ssrf'), INTEGRATION_MESSAGES.urlPrivate],
      [`http://localhost:${receiver.port}/ssrf`, INTEGRATION_MESSAGES.urlPrivate],
      [`http://hooks.example:${receiver.port}/ssrf`, INTEGRATION_MESSAGES.urlPrivate],
      ['http://10.1.2.3/hook', INTEGRATION_MESSAGES.urlPrivate],
      ['http://192.168.1.10/hook', INTEGRATION_MESSAGES.urlPrivate],
      ['http://169.254.169.254/latest/meta-data', INTEGRATION_MESSAGES.urlPrivate],
      [`http://[::1]:${receiver.port}/ssrf`, INTEGRATION_MESSAGES.urlPrivate],
      [`http://[::ffff:127.0.0.1]:${receiver.port}/ssrf`, INTEGRATION_MESSAGES.urlPrivate],
      ['http://0.0.0.0/hook', INTEGRATION_MESSAGES.urlPrivate],
    ];
    for (const [url, error] of refused) {
      const response = await call(team.owner, 'POST', '/webhooks', { url, events: ['message.received'] });
      expect({ url, status: response.statusCode, error: response.json().error }).toEqual({ url, status: 400, error });
    }
    rules.allowHttp = false;
    const http = await call(team.owner, 'POST', '/webhooks', { url: 'http://example.com/hook', events: ['message.received'] });
    expect({ status: http.statusCode, error: http.json().error }).toEqual({ status: 400, error: INTEGRATION_MESSAGES.urlNotHttps });
    expect(receiver.at('/ssrf')).toHaveLength(0);
  });

  it('checks again at every delivery: an endpoint saved with the override is refused once it is lifted', async () => {
    const created = await endpoint('ok', { url: `http://hooks.example:${receiver.port}/pinned` });
    // The name resolves only through the test's resolver: the delivery connects to the address checked.
    await dataOf(team.owner, 'POST', `/webhooks/${created.id}/test`);
    const [first] = await receiver.until('/pinned', 1);
    expect(first.headers.host).toBe(`hooks.example:${receiver.port}`);
    rules.allowPrivateNetworks = false;
    const refused = (await dataOf(team.owner, 'POST', `/webhooks/${created.id}/test`)) as WebhookDelivery;
    expect(refused).toMatchObject({ status: 'FAILED', responseStatus: null, error: INTEGRATION_MESSAGES.urlPrivate });
    expect(receiver.at('/pinned')).toHaveLength(1);
  });
});

describe('switch-off', () => {
  it('switches off an endpoint failing for 24 hours (the answer says so) and turning it on clears it', async () => {
    const created = await endpoint('down');
    receiver.on(created.path, { status: 500 });
    await publish('Lỗi mãi');
    const failing = await until(
      () => dataOf(team.owner, 'GET', '/webhooks') as Promise<WebhookEndpoint[]>,
      (list) => list.find((entry) => entry.id === created.id)?.failingSince !== null,
    );
    expect(failing.find((entry) => entry.id === created.id)).toMatchObject({ enabled: true, disabledReason: null });
    clockOffset = 25 * 3_600_000;
    const off = await until(
      async () => ((await dataOf(team.owner, 'GET', '/webhooks')) as WebhookEndpoint[]).find((entry) => entry.id === created.id),
      (entry) => entry?.enabled === false,
    );
    expect(off).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    // Off: new events are not delivered to it, a queued retry is dropped with the reason, "Gửi lại" is refused.
    const heard = receiver.at(created.path).length;
    await publish('Khi đang tắt');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.at(created.path)).toHaveLength(heard);
    const [last] = await deliveries(created.id);
    const retry = await call(team.owner, 'POST', `/webhooks/deliveries/${last.id}/retry`);
    expect(retry.json()).toEqual({ success: false, error: 'Webhook đang tắt. Hãy bật lại webhook trước khi gửi lại.' });
    const on = await dataOf(team.owner, 'PATCH', `/webhooks/${created.id}`, { enabled: true });
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    expect(DISABLED_ERROR).toBe('Webhook đang tắt nên không gửi');
  });
});
