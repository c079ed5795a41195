export { createProxiesModule, type ProxiesModule } from './module';
