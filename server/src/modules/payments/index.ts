export { createPaymentsModule } from './module';
