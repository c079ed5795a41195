export { createWebhooksModule, type WebhooksModule } from './module';
export type { DeliveryTiming } from './dispatcher';
export type { Resolve } from './address-guard';
