export { type ApiKeysModule, createApiKeysModule } from './module';
export { keyRefusal, KEY_REFUSALS } from './refused-routes';
