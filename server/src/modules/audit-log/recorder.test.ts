import type { FastifyRequest } from 'fastify';
import { AUDITED_ROUTES } from './audited-routes';
import { entryOf } from './recorder';
import { redact } from './redact';

/** The entry of one request, without a server: what the hook would record. */
const request = (parts: Partial<Record<'method' | 'params' | 'query' | 'body' | 'user' | 'workspace', unknown>>) =>
  ({ method: 'POST', params: {}, query: {}, body: undefined, ...parts }) as unknown as FastifyRequest;

/** An access token as the server signs it (only its claims are read: the server made it a moment ago). */
const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('an invitation accepted', () => {
  const route = AUDITED_ROUTES['POST /api/v1/team/invitations/:token/accept'];
  it("is recorded in the workspace joined, by the person who joined (the answer's session), not where they came from", () => {
    const data = { user: { id: 'u-new' }, tokens: { accessToken: token({ sub: 'u-new', wid: 'w-joined' }) } };
    const entry = entryOf(request({ params: { token: 'secret-invite' }, user: { id: 'u-new' }, workspace: { id: 'w-own' } }), { route, data });
    expect(entry).toEqual({ workspaceId: 'w-joined', actorId: 'u-new', action: 'team.invitation_accepted', target: { type: 'member', id: 'u-new' }, before: null, after: null });
    expect(JSON.stringify(entry)).not.toContain('secret-invite');
  });

  it('by registering with the invitation is recorded; a registration without one is not', () => {
    const register = AUDITED_ROUTES['POST /api/v1/auth/register'];
    const data = { user: { id: 'u-2' }, tokens: { accessToken: token({ sub: 'u-2', wid: 'w-joined' }) } };
    expect(entryOf(request({ body: { email: 'a@b.vn', password: 'x', inviteToken: 't' } }), { route: register, data })).toMatchObject({
      workspaceId: 'w-joined',
      actorId: 'u-2',
      action: 'team.invitation_accepted',
    });
    expect(entryOf(request({ body: { email: 'a@b.vn', password: 'x' } }), { route: register, data })).toBeNull();
  });
});

describe('redaction', () => {
  it('hides passwords, tokens, secrets, cookies and device ids at any depth, and cuts long texts and lists', () => {
    const hidden = redact({
      name: 'P',
      password: 'p',
      proxy: { proxyPassword: 'p', apiToken: 't', clientSecret: 's' },
      session: [{ cookie: 'c', imei: 'i' }],
      attachment: `data:image/png;base64,${'A'.repeat(5000)}`,
      ids: Array.from({ length: 30 }, (_, i) => i),
    }) as Record<string, unknown>;
    expect(hidden).toMatchObject({
      name: 'P',
      password: '[ẩn]',
      proxy: { proxyPassword: '[ẩn]', apiToken: '[ẩn]', clientSecret: '[ẩn]' },
      session: [{ cookie: '[ẩn]', imei: '[ẩn]' }],
    });
    expect((hidden.attachment as string).length).toBeLessThan(400);
    expect(hidden.ids).toHaveLength(21);
  });
});

describe('an edit of a conversation', () => {
  const route = AUDITED_ROUTES['PATCH /api/v1/conversations/:id'];
  const member = { user: { id: 'u' }, workspace: { id: 'w' }, method: 'PATCH', params: { id: 'c1' } };
  it('is an assignment when it names who answers it, else its AI switch', () => {
    expect(entryOf(request({ ...member, body: { assigneeId: 'u2' } }), { route, data: {}, before: { assigneeId: null } })).toMatchObject({
      action: 'conversation.assigned',
      before: { assigneeId: null },
      after: { assigneeId: 'u2' },
    });
    expect(entryOf(request({ ...member, body: { aiPaused: true } }), { route, data: {} })).toMatchObject({ action: 'conversation.ai_toggled' });
  });
});

describe('a job created from a group', () => {
  it("names the job it made (the answer's), not the group or account of the path, with its recipients", () => {
    const route = AUDITED_ROUTES['POST /api/v1/accounts/:id/groups/:groupId/message-members'];
    const data = { jobs: [{ id: 'job-1', name: 'Chào nhóm', type: 'MESSAGE_GROUP_MEMBERS', accountId: 'acc-1', totalRecipients: 12 }] };
    expect(entryOf(request({ user: { id: 'u' }, workspace: { id: 'w' }, params: { id: 'acc-1', groupId: 'g-1' } }), { route, data })).toMatchObject({
      action: 'job.created',
      target: { type: 'job', id: 'job-1', name: 'Chào nhóm' },
      after: { jobs: 1, accountIds: ['acc-1'], totalRecipients: 12 },
    });
  });
});
