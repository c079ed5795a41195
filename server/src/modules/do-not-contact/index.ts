export { createDoNotContactModule, type DoNotContactModule } from './module';
