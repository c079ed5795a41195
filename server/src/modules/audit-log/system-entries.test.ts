import type { AuditEntry } from 'shared-sdk/schemas';
import { createListeningTestApp, type ListeningTestApp } from '../../testing/listening-test-app';
import { createTeam, type Team } from '../../testing/team-fixture';
import { until } from '../../testing/until';
import { userCalls } from '../../testing/user-calls';

/** Billing in the log: a person opening or cancelling a payment, and payOS completing one (the system, no person). */
let t: ListeningTestApp;
let team: Team;
const { dataOf } = userCalls(() => t);
beforeAll(async () => {
  t = await createListeningTestApp();
  team = await createTeam(t);
});
afterAll(() => t?.close());

const entries = async (query: string): Promise<AuditEntry[]> => (await dataOf(team.owner, 'GET', `/audit-log${query}`)).entries;

it("records the payment its owner opens and, as the system's entry, the plan payOS's confirmation put in place", async () => {
  const plans: { id: string; name: string }[] = await dataOf(team.owner, 'GET', '/subscription/plans');
  const plus = plans.find((plan) => plan.name === 'plus') as { id: string; name: string };
  const link = await dataOf(team.owner, 'POST', '/subscription/payment/create', { planId: plus.id });
  const [created] = await entries('?action=payment.created');
  expect(created).toMatchObject({
    actor: { id: team.owner.id, email: team.owner.email },
    target: { type: 'payment', id: String(link.orderCode) },
    after: { planId: plus.id, orderCode: link.orderCode, amount: link.amount },
  });

  const simLinkId = new URL(link.checkoutUrl).pathname.split('/').at(-1);
  expect((await t.app.inject({ method: 'POST', url: `/payos-sim/checkout/${simLinkId}/pay` })).statusCode).toBeLessThan(400);
  const changed = await until(() => entries('?action=plan.changed'), (found) => found.length > 0, 30_000, 50);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toMatchObject({ actor: null, target: { type: 'plan', id: plus.id, name: 'plus' }, after: { plan: 'plus' } });
});

it('records a cancelled payment', async () => {
  const other = await t.signUp();
  const plans: { id: string; name: string }[] = await dataOf(other, 'GET', '/subscription/plans');
  const link = await dataOf(other, 'POST', '/subscription/payment/create', { planId: plans.find((plan) => plan.name === 'pro')?.id });
  await dataOf(other, 'POST', `/subscription/payment/${link.orderCode}/cancel`);
  const [cancelled] = (await dataOf(other, 'GET', '/audit-log?action=payment.cancelled')).entries;
  expect(cancelled).toMatchObject({ actor: { id: other.id }, target: { type: 'payment', id: String(link.orderCode) }, after: null });
});
