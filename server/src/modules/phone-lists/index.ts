export { createPhoneListsModule, type PhoneListsModule } from './module';
export { phoneListNames } from './list-names';
