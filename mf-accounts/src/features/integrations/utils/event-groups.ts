import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';

/** The events as the webhook form groups them; together they are every event, each once. */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ key: keyof typeof T.eventGroups; events: readonly WebhookEventType[] }> = [
  { key: 'messages', events: ['message.received', 'message.sent', 'conversation.assigned'] },
  { key: 'jobs', events: ['job.completed', 'job.failed', 'recipient.replied', 'contact.opted_out'] },
  { key: 'accounts', events: ['account.connected', 'account.disconnected'] },
  { key: 'other', events: ['phone_list.completed', 'subscription.changed'] },
];

/** Every event in the order the form lists them. */
export const ALL_WEBHOOK_EVENTS: readonly WebhookEventType[] = WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events);

/** An event's Vietnamese label ('Gửi thử' for the test event); an event the page does not know keeps its code. */
export function eventLabel(type: string): string {
  if (type === WEBHOOK_TEST_EVENT) return T.testEvent;
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type) ? WEBHOOK_EVENT_LABELS[type as WebhookEventType] : type;
}
