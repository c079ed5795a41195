import type { Db } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { ProxySettings } from '../../platform/types';
import type { SecretBox } from '../../security/secret-box';
import { SessionError } from '../bots';
import type { ProxyTestSettings } from '../../config/proxy-test';
import { createProxyTester } from './proxy-tester';
import { createProxiesRepo } from './repo';
import { proxiesRoutes } from './routes';
import { createProxiesService } from './service';

export interface ProxiesModule extends ServerModule {
  /** How an account with this proxy reaches the chat platform (null: directly). */
  proxyFor(workspaceId: string, proxyId: string | null): Promise<ProxySettings | null>;
  /** Whether the user has this proxy (an account may only go out through its owner's). */
  ownsProxy(workspaceId: string, proxyId: string): Promise<boolean>;
}

/** The user's proxies, their tests, and the proxy an account goes out through. */
export function createProxiesModule(deps: { db: Db; secretBox: SecretBox; proxyTest: ProxyTestSettings; maxAccounts: number; requireUser: AuthGuard }): ProxiesModule {
  const repo = createProxiesRepo(deps.db);
  const proxies = createProxiesService({
    repo,
    secretBox: deps.secretBox,
    tester: createProxyTester(deps.proxyTest),
    maxAccounts: deps.maxAccounts,
  });
  return {
    async proxyFor(workspaceId, proxyId) {
      if (!proxyId) return null;
      const endpoint = await proxies.endpointFor(workspaceId, proxyId);
      // Going out without the account's proxy would show Zalo this server's own address.
      if (!endpoint?.isActive) throw new SessionError('PROXY_OFF');
      const { scheme, host, port, username, password } = endpoint;
      return { scheme, host, port, username: username ?? undefined, password: password ?? undefined };
    },
    ownsProxy: async (workspaceId, proxyId) => (await repo.find(workspaceId, proxyId)) !== undefined,
    routes: async (api) => api.register(proxiesRoutes, { proxies, requireUser: deps.requireUser }),
  };
}
