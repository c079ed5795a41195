import { createHash } from 'node:crypto';

/**
 * Zalo gives each viewing account its own uid for a person (globalId is the one that stays the same). The
 * simulator's people have one world id each; an account sees everyone else under that id shifted by an offset
 * derived from a hash of its own id, wrapped around within Zalo's id shape (19 digits, first one 1-8). The shift is
 * reversible without a table, so every process of the same world reads the same uids, also after a restart; a uid
 * given to another account shifts back to nobody (the population is sparse in 8·10^18 ids).
 */
const BASE = 10n ** 18n;
const SPAN = 8n * BASE;
const ID_SHAPE = /^[1-8]\d{18}$/;

function offsetOf(viewerId: string): bigint {
  const digest = createHash('sha1').update(`uid:${viewerId}`).digest('hex');
  // Never 0: an account must not see others under their world ids.
  return (BigInt(`0x${digest.slice(0, 16)}`) % (SPAN - 1n)) + 1n;
}

function shift(id: string, by: bigint): string {
  return String(BASE + (((BigInt(id) - BASE + by) % SPAN) + SPAN) % SPAN);
}

/** The uid under which `viewerId` sees `personId`; a person sees themselves under their own id. */
export function uidFor(viewerId: string, personId: string): string {
  if (personId === viewerId || !ID_SHAPE.test(personId)) return personId;
  return shift(personId, offsetOf(viewerId));
}

/** The world id behind a uid as `viewerId` sees it (not necessarily anyone: the caller checks). */
export function worldIdFor(viewerId: string, uid: string): string | undefined {
  if (uid === viewerId) return viewerId;
  return ID_SHAPE.test(uid) ? shift(uid, -offsetOf(viewerId)) : undefined;
}

/** A person's stable id across viewing accounts (Zalo's globalId). */
export function globalIdOf(userId: string): string {
  return `G${createHash('sha1').update(userId).digest('hex').slice(0, 16).toUpperCase()}`;
}
