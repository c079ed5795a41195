import { DEFAULT_OPT_OUT_WORDS, DNC_WORD_MAX_LENGTH } from 'shared-sdk/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { needsRelogin } from '../../platform/errors';
import type { PlatformSession } from '../../platform/gateway';
import type { IncomingMessage } from '../../platform/types';
import { type DoNotContactRepo, identitiesOf } from './repo';

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
  userId: string;
  accountId: string;
  session: PlatformSession;
}

/**
 * A contact who writes one of the user's opt-out words privately to a running bot goes on the list (source
 * 'opt-out'), by globalId (from the account's stored friends or the shared lists, else asked from the platform),
 * with the phone the friends store knew. The bots runtime then does not answer that message with AI.
 */
export function createOptOut(deps: { database: Database; repo: DoNotContactRepo; log: FastifyBaseLogger }) {
  const { database, repo, log } = deps;

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
      const words = (await repo.optOutWords(target.userId)) ?? DEFAULT_OPT_OUT_WORDS;
      if (!isOptOut(message.text, words)) return false;
      const known = (await identitiesOf(database, target.userId, target.accountId, [message.senderId])).get(message.senderId);
      const globalId = known?.globalId ?? (await globalIdOf(target, message.senderId));
      if (globalId) {
        await repo.add(target.userId, 'opt-out', [{ kind: 'user', globalId, phone: known?.phone ?? null, displayName: message.senderName || null }]);
      } else if (known?.phone) {
        await repo.add(target.userId, 'opt-out', [{ kind: 'phone', phone: known.phone, displayName: message.senderName || null }]);
      } else {
        log.warn({ accountId: target.accountId }, 'opt-out reply from a contact the platform does not identify: not listed');
      }
      log.info({ accountId: target.accountId, listed: Boolean(globalId || known?.phone) }, 'opt-out reply');
      return true;
    },
  };
}
export type OptOut = ReturnType<typeof createOptOut>;
