export { createDoNotContactExclusion, type DoNotContactExclusion } from './exclusion';
export { createDoNotContactModule, type DoNotContactModule } from './module';
export { createDoNotContactSendCheck, type DoNotContactSendCheck } from './send-check';
