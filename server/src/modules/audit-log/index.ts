export { type AuditLogModule, createAuditLogModule } from './module';
export { AUDITED_ROUTES, NOT_AUDITED } from './audited-routes';
