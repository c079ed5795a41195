export type { DoNotContactExclusion } from './exclusion';
export type { ChatContact, ContactListing, ListedContact } from './contacts';
export { createDoNotContactModule, type DoNotContactModule } from './module';
export { doNotContactSql, personListed } from './send-check';
export { optOutsBetween } from './opt-outs';
