export { createDoNotContactExclusion, type DoNotContactExclusion } from './exclusion';
export type { ChatContact, ContactListing, ListedContact } from './contacts';
export { createDoNotContactModule, type DoNotContactModule } from './module';
export { createDoNotContactSendCheck, type DoNotContactSendCheck } from './send-check';
