import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../../testing/route-table';
import type { Resources, RouteRule } from '../routes';

/** The request a rule makes: params filled (a random UUID where the rule names none), its query, its body, the caller's headers. */
export function requestOf(route: RouteEntry, rule: RouteRule, resources: Resources, headers: Record<string, string>): InjectOptions {
  const params = rule.params?.(resources) ?? {};
  const path = route.url.replace(/:(\w+)(?:\|:\w+)*/g, (_all, name: string) => encodeURIComponent(params[name] ?? crypto.randomUUID())).replace('*', 'index.css');
  const query = rule.query ? `?${new URLSearchParams(rule.query(resources))}` : '';
  const writes = route.method !== 'GET' && (route.method !== 'DELETE' || rule.body);
  return {
    method: route.method as 'GET',
    url: path + query,
    headers,
    ...(writes ? { payload: (rule.body?.(resources) ?? {}) as object } : {}),
  };
}
