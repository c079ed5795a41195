export { ProtectedRoute, PublicOnlyRoute, type ProtectedRouteProps } from './guards';
export { HOME_PATH, RETURN_PARAM, returnPathOf, safeReturnPath, withReturnTo } from './return-to';
export { markJustSignedIn, takeJustSignedIn, type SignInKind } from './session-marker';
export { checkSessionAtom, sessionAtom, sessionEndedAtom, whoAmI, type Credentials, type SessionState, type WhoAmI } from './session-store';
export { SESSION_TEXTS, useSession, useSessionCheck, type AuthOutcome } from './use-session';
