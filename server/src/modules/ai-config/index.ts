export { type AiConfigModule, createAiConfigModule } from './module';
