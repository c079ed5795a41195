export { type AiConfigModule, createAiConfigModule } from './module';
export { createAccountsAi } from './accounts-ai';
