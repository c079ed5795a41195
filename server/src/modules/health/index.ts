export { createHealthModule } from './module';
