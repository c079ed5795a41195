export { type AuthModule, createAuthModule } from './module';
export { userEmails } from './user-emails';
