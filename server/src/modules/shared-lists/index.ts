export { createSharedListsModule, type SharedListsModule } from './module';
