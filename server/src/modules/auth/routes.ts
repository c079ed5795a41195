import type { FastifyInstance, FastifyReply } from 'fastify';
import { ChangePasswordSchema, LoginSchema, ProfileSchema, RegisterSchema } from 'shared-sdk/schemas';
import { API_BASE_PATH } from 'shared-sdk/constants';
import type { AuthGuard } from '../../http/auth-guard';
import { tooManyRequests } from '../../http/errors';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { AttemptCounter } from './login-throttle';
import type { AuthService, Session } from './service';
import type { WorkspaceNames } from './workspaces/names';

export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = `${API_BASE_PATH}/auth`;

export interface AuthRoutesOptions {
  service: AuthService;
  workspaces: WorkspaceNames;
  requireUser: AuthGuard;
  refreshTtlDays: number;
  loginLimits: { perIp: number; perEmail: number; windowSeconds: number };
  registerLimits: { perIp: number; windowSeconds: number };
}

const tooManyLogins = (seconds: number) =>
  tooManyRequests(`Quá nhiều lần đăng nhập, vui lòng thử lại sau ${Math.max(1, Math.ceil(seconds / 60))} phút`);
const tooManyRegistrations = (seconds: number) =>
  tooManyRequests(`Quá nhiều lượt đăng ký từ địa chỉ này, vui lòng thử lại sau ${Math.max(1, Math.ceil(seconds / 60))} phút`);

/** Answers a session: the user and access token, the refresh token in its httpOnly cookie. */
export function answerWithSession(reply: FastifyReply, session: Session, refreshTtlDays: number) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    maxAge: refreshTtlDays * 86_400,
  });
  return ok({ user: session.user, tokens: { accessToken: session.accessToken } });
}

/** The browser forgets its refresh cookie (the session it held has ended). */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { service, requireUser } = options;
  const windowMs = options.loginLimits.windowSeconds * 1000;
  const attemptsPerIp = new AttemptCounter(options.loginLimits.perIp, windowMs);
  const failuresPerEmail = new AttemptCounter(options.loginLimits.perEmail, windowMs);
  // Every registration starts a trial: one address may not mint users without end.
  const registrationsPerIp = new AttemptCounter(options.registerLimits.perIp, options.registerLimits.windowSeconds * 1000);

  const withSession = (reply: FastifyReply, session: Session) => answerWithSession(reply, session, options.refreshTtlDays);

  app.post('/auth/register', async (request, reply) => {
    const input = parse(RegisterSchema, request.body);
    const wait = registrationsPerIp.retryAfterSeconds(request.ip);
    if (wait) throw tooManyRegistrations(wait);
    registrationsPerIp.add(request.ip);
    return withSession(reply, await service.register(input));
  });

  app.post('/auth/login', async (request, reply) => {
    const ipKey = request.ip;
    const wait = attemptsPerIp.retryAfterSeconds(ipKey);
    if (wait) throw tooManyLogins(wait);
    attemptsPerIp.add(ipKey);
    const input = parse(LoginSchema, request.body);
    const emailWait = failuresPerEmail.retryAfterSeconds(input.email);
    if (emailWait) throw tooManyLogins(emailWait);
    try {
      const session = await service.login(input);
      failuresPerEmail.clear(input.email);
      return withSession(reply, session);
    } catch (error) {
      failuresPerEmail.add(input.email);
      throw error;
    }
  });

  // The person, and the workspace this session works in with their role there (what the UI shows or hides).
  app.get('/auth/me', { preHandler: requireUser }, async (request) => {
    const [user, workspace] = await Promise.all([service.me(request.user.id), options.workspaces.current(request)]);
    return ok({ user, workspace });
  });

  app.get('/workspaces', { preHandler: requireUser }, async (request) =>
    ok({ workspaces: await options.workspaces.list(request.user.id, request.workspace.id) }),
  );

  // A new session in another of the person's workspaces (the access token carries the workspace).
  app.post<{ Params: { id: string } }>('/workspaces/:id/switch', { preHandler: requireUser }, async (request, reply) => {
    const session = await service.switchWorkspace(request.user.id, request.params.id, request.cookies[REFRESH_COOKIE]);
    return withSession(reply, session);
  });

  app.post('/auth/refresh', async (request, reply) => {
    try {
      return withSession(reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  app.post('/auth/logout', async (request, reply) => {
    await service.logout(request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply);
    return ok(null);
  });

  app.post('/auth/logout-everywhere', { preHandler: requireUser }, async (request, reply) => {
    await service.logoutEverywhere(request.user.id);
    clearRefreshCookie(reply);
    return ok(null);
  });

  app.patch('/auth/profile', { preHandler: requireUser }, async (request) => {
    const input = parse(ProfileSchema, request.body);
    return ok({ user: await service.updateProfile(request.user.id, input) });
  });

  app.patch('/auth/change-password', { preHandler: requireUser }, async (request, reply) => {
    const input = parse(ChangePasswordSchema, request.body);
    return withSession(reply, await service.changePassword(request.user.id, request.workspace.id, input));
  });
}
