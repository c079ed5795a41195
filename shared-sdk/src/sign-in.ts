/**
 * `shared-sdk/sign-in`: what the pages before sign-in need (the shell's /login and /register, its session check,
 * notification list and route table), and nothing that only signed-in pages use. A federation shared module loads
 * whole, so importing the barrel there would make a first visit to /login download every schema, endpoint, query
 * and dayjs. The barrel re-exports these same modules: within one build both entries share one token store, one
 * HTTP client and one notification list (the remotes take the barrel from the shell, the singleton).
 */
export { AUTH_TOKEN_STORAGE_KEY, JUST_LOGGED_IN_MARKER_MS } from './constants';
export { ApiError, errorMessage } from './http/api-error';
export { tokenStore } from './http/token-store';
export { apiClient, call, createApiClient, setApiClient } from './http/client';
export { authApi } from './api/auth';
export { teamApi } from './api/team';
export { TEAM_MESSAGES, WORKSPACE_ROLE_LABELS, type InvitationPreview, type WorkspaceRole } from './schemas/team';
export * from './schemas/auth';
export { DEFAULT_INVALID_MESSAGE, validate, type ApiEnvelope } from './schemas/envelope';
export * from './notifications/notifications';
export * from './pages';
