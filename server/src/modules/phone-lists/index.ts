export { createPhoneListsModule, type PhoneListsModule } from './module';
