import { MF_ACCOUNTS } from './mf-accounts';
import { MF_BILLING } from './mf-billing';
import { MF_JOBS } from './mf-jobs';
import { MF_PHONE } from './mf-phone';
import { MF_SOCIAL } from './mf-social';

export * from './types';
export * from './remote-modules';
export { MF_ACCOUNTS, MF_BILLING, MF_JOBS, MF_PHONE, MF_SOCIAL };

/** Every remote's pages, in sidebar order (after Dashboard). */
export const REMOTE_DECLARATIONS = [MF_BILLING, MF_ACCOUNTS, MF_SOCIAL, MF_PHONE, MF_JOBS] as const;

export type RemoteName = (typeof REMOTE_DECLARATIONS)[number]['name'];
