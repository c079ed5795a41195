export { createSharedListsModule, type SharedListsModule } from './module';
export { sharedListNames } from './list-names';
