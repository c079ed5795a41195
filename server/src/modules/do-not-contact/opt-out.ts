import { DEFAULT_OPT_OUT_WORDS, DNC_WORD_MAX_LENGTH } from 'shared-sdk/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { needsRelogin } from '../../platform/errors';
import type { PlatformSession } from '../../platform/gateway';
import type { IncomingMessage } from '../../platform/types';
import type { ContactListing } from './contacts';
import type { DoNotContactRepo } from './repo';

/**
 * How a reply is compared with the opt-out words: the whole message (not a word inside a sentence: 'không nhận được
 * hàng' is no opt-out), trimmed, case-insensitive, inner spaces collapsed, Unicode composed (NFC: phones type
 * 'hủy' in either form), and trailing punctuation ignored ('Hủy!', 'stop.'). Diacritics matter: 'huy' is a common
 * given name, so it is not 'hủy' unless the customer adds it to the words.
 */
export function normaliseReply(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('vi')
    .replace(/[\s.,!?;:…~"'`()[\]*_-]+$/u, '')
    .replace(/^[\s"'`([*_-]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isOptOut(text: string, words: readonly string[]): boolean {
  const reply = normaliseReply(text);
  return reply.length > 0 && words.some((word) => normaliseReply(word) === reply);
}

export interface OptOutTarget {
  workspaceId: string;
  accountId: string;
  session: PlatformSession;
}

/**
 * A contact who writes one of the user's opt-out words privately to a running bot goes on the list (source
 * 'opt-out'), by globalId (from the account's stored friends or the shared lists, else asked from the platform),
 * with the phone the friends store knew (contacts.ts). The bots runtime then does not answer that message with AI.
 */
export function createOptOut(deps: { repo: DoNotContactRepo; contacts: ContactListing; log: FastifyBaseLogger }) {
  const { repo, contacts, log } = deps;

  async function globalIdOf(target: OptOutTarget, uid: string): Promise<string | null> {
    try {
      const [user] = await target.session.getUsersInfo([uid]);
      return user?.globalId || null;
    } catch (error) {
      if (needsRelogin(error)) throw error;
      return null;
    }
  }

  return {
    /** True when the message was an opt-out (the bot must not answer it). */
    async handle(target: OptOutTarget, message: IncomingMessage): Promise<boolean> {
      // No opt-out word is longer than DNC_WORD_MAX_LENGTH: a longer message costs no query.
      if (message.isSelf || message.threadType !== 'user' || !message.text.trim() || normaliseReply(message.text).length > DNC_WORD_MAX_LENGTH) return false;
      const words = (await repo.optOutWords(target.workspaceId)) ?? DEFAULT_OPT_OUT_WORDS;
      if (!isOptOut(message.text, words)) return false;
      const contact = { workspaceId: target.workspaceId, accountId: target.accountId, uid: message.senderId, displayName: message.senderName || null };
      const listed = Boolean(await contacts.list(contact, 'opt-out', () => globalIdOf(target, message.senderId)));
      if (!listed) log.warn({ accountId: target.accountId }, 'opt-out reply from a contact the platform does not identify: not listed');
      log.info({ accountId: target.accountId, listed }, 'opt-out reply');
      return true;
    },
  };
}
export type OptOut = ReturnType<typeof createOptOut>;
