import type { FastifyInstance } from 'fastify';
import type { WebhookEventType } from 'shared-sdk/schemas';
import type { WorkspaceEvent } from '../lib/event-hub';
import { until } from './sim-accounts';

/**
 * The workspace events test apps published (a suite's second server too), as a listener on its hub takes them (the webhooks module's place).
 * `failing` makes the listener throw after recording: the action that published must stand all the same.
 */
export function recordEvents(...apps: FastifyInstance[]) {
  const seen: WorkspaceEvent[] = [];
  const recorder = {
    seen,
    failing: false,
    /** The events of a type in a workspace, in the order they came. */
    of<T extends WebhookEventType>(type: T, workspaceId: string): Array<WorkspaceEvent<T>> {
      return seen.filter((event): event is WorkspaceEvent<T> => event.type === type && event.workspaceId === workspaceId);
    },
    /** Waits until `count` events of the type came (or more), and answers them. */
    async next<T extends WebhookEventType>(type: T, workspaceId: string, count = 1, timeoutMs = 8000): Promise<Array<WorkspaceEvent<T>>> {
      return until(
        async () => recorder.of(type, workspaceId),
        (events) => events.length >= count,
        timeoutMs,
      );
    },
  };
  for (const app of apps) {
    app.events.listen(async (event) => {
      seen.push(event);
      if (recorder.failing) throw new Error('the listener failed');
    });
  }
  return recorder;
}
export type EventRecorder = ReturnType<typeof recordEvents>;
