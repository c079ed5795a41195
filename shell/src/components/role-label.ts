import { DEFAULT_ROLE } from 'shared-sdk';

/** The user's role as the customer reads it (USER when absent); an unknown one as the server names it. */
export const ROLE_LABELS: Record<string, string> = { USER: 'Người dùng', ADMIN: 'Quản trị viên' };
export const roleLabel = (role: string | undefined | null) => ROLE_LABELS[role || DEFAULT_ROLE] ?? role ?? '';
