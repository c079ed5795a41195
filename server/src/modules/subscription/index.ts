export type { LimitService } from './limits';
export { createLimitService, LIMIT_MESSAGES } from './limits';
export { createSubscriptionModule, type SubscriptionModule } from './module';
export type { Executor, PlanRow } from './repo';
export type { SubscriptionService } from './service';
