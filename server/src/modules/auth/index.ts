export { type AuthModule, createAuthModule } from './module';
