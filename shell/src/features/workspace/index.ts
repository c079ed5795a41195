export { JoinInvitationPage, type JoinInvitationPageProps } from './join-invitation-page';
export { RoleGate, RoleRefusal } from './role-gate';
export { WORKSPACE_TEXTS } from './texts';
export { useCurrentAccess } from './use-current-access';
export { useSeedWorkspace } from './use-seed-workspace';
export { useSessionEndOnUnauthorized } from './use-session-end';
