import type { FastifyBaseLogger } from 'fastify';
import type { WebhookAccountRef, WebhookEventType } from 'shared-sdk/schemas';
import type { EventPublisher, WorkspaceEvent } from './event-hub';
import { TtlCache } from './ttl-cache';

/**
 * What a module is given to announce what happened (app.ts builds one over the event hub): `publish` never throws
 * (a listener's failure is logged at warn with the event type, and the customer's action stands), and `account`
 * names a Zalo account as events name it (its name read once a minute at most).
 */
export interface EventSender extends EventPublisher {
  account(workspaceId: string, accountId: string): Promise<WebhookAccountRef>;
}

const NAME_TTL_MS = 60_000;

export function createEventSender(deps: {
  events: EventPublisher;
  log: FastifyBaseLogger;
  /** The workspace's account's name (null: unnamed, or not the workspace's). */
  accountName(workspaceId: string, accountId: string): Promise<string | null>;
}): EventSender {
  const names = new TtlCache<string | null>(10_000);
  return {
    async publish<T extends WebhookEventType>(event: WorkspaceEvent<T>): Promise<void> {
      try {
        await deps.events.publish(event);
      } catch (error) {
        deps.log.warn({ err: error, type: event.type, workspaceId: event.workspaceId }, 'workspace event not published');
      }
    },
    async account(workspaceId, accountId) {
      const key = `${workspaceId}:${accountId}`;
      let name = names.get(key);
      if (name === undefined) {
        name = await deps.accountName(workspaceId, accountId).catch(() => null);
        names.set(key, name, NAME_TTL_MS);
      }
      return { id: accountId, name };
    },
  };
}

/** For modules built without events (unit tests of one module): announces nothing. */
export const NO_EVENTS: EventSender = {
  publish: () => Promise.resolve(),
  account: (_workspaceId, accountId) => Promise.resolve({ id: accountId, name: null }),
};
