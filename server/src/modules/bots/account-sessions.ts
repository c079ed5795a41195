import { type AccountStatus, JOB_CREATION_MESSAGES } from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { PlatformSession } from '../../platform/gateway';
import { ACCOUNT_ERRORS } from '../accounts';

/** What the live reads and the job-creation calls need to know about an account. */
export interface AccountRef {
  id: string;
  displayName: string;
  status: AccountStatus;
  phone: string | null;
}

export interface AccountSessionsDeps {
  /** The user's account, or undefined when there is none with this id (or it is another user's). */
  accountOf(workspaceId: string, accountId: string): Promise<AccountRef | undefined>;
  /** The bots runtime's withSession: the account's one live session, here or in the process holding it. */
  withSession<T>(workspaceId: string, accountId: string, work: (session: PlatformSession) => Promise<T>): Promise<T>;
}

/** Reaching the chat platform through one of the user's accounts: another user's account is a 404. */
export function createAccountSessions(deps: AccountSessionsDeps) {
  async function ownedAccount(workspaceId: string, accountId: string): Promise<AccountRef> {
    const account = isUuid(accountId) ? await deps.accountOf(workspaceId, accountId) : undefined;
    if (!account) throw notFound(ACCOUNT_ERRORS.notFound);
    return account;
  }

  /** Only ACTIVE accounts may read or send: anything else is a 400 saying so. */
  async function activeAccount(workspaceId: string, accountId: string): Promise<AccountRef> {
    const account = await ownedAccount(workspaceId, accountId);
    if (account.status !== 'ACTIVE') throw badRequest(JOB_CREATION_MESSAGES.accountInactive(account.displayName));
    return account;
  }

  return {
    ownedAccount,
    activeAccount,
    /** Runs `work` with a session of an account already checked with activeAccount. */
    withSession: <T>(workspaceId: string, account: AccountRef, work: (session: PlatformSession) => Promise<T>): Promise<T> =>
      deps.withSession(workspaceId, account.id, work),
  };
}
export type AccountSessions = ReturnType<typeof createAccountSessions>;
