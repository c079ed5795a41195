export { createSocialModule } from './module';
