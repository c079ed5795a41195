import type { WebhookEventData, WebhookEventType } from 'shared-sdk/schemas';

/** Something that happened in a workspace, as the modules that see it announce it (webhooks deliver it). */
export interface WorkspaceEvent<T extends WebhookEventType = WebhookEventType> {
  workspaceId: string;
  type: T;
  data: WebhookEventData[T];
}

/** What a module is given to announce events: it never knows who listens. */
export interface EventPublisher {
  /** Resolves once every listener has taken the event (for webhooks: stored, so a crash after it loses nothing). */
  publish<T extends WebhookEventType>(event: WorkspaceEvent<T>): Promise<void>;
}

export type EventListener = (event: WorkspaceEvent) => Promise<void>;

/**
 * The one in-process bus of workspace events: the modules publish, the webhooks module listens. A listener's
 * failure is the publisher's to log; it never undoes what the publisher did.
 */
export function createEventHub(): EventPublisher & { listen(listener: EventListener): void } {
  const listeners: EventListener[] = [];
  return {
    listen(listener) {
      listeners.push(listener);
    },
    async publish(event) {
      await Promise.all(listeners.map((listener) => listener(event as WorkspaceEvent)));
    },
  };
}
