import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

/** Five attachments of 10 MB as base64 data URLs, plus the text: the 1 MB default would refuse them. */
export const ATTACHMENT_BODY_LIMIT = 72 * 1024 * 1024;

/** A body above this is a "big" one: parsing it costs about twice its size in memory while it is handled. */
export const BIG_BODY_BYTES = 2 * 1024 * 1024;

export const BIG_BODY_MESSAGES = {
  perUser: 'Bạn đang gửi một yêu cầu có file đính kèm lớn, vui lòng đợi yêu cầu đó hoàn tất',
  busy: 'Máy chủ đang xử lý nhiều file đính kèm lớn, vui lòng thử lại sau ít phút',
} as const;

export interface BigBodyLimits {
  /** Big bodies one user may have in flight (or waiting) at once; beyond, 429 at once. */
  perUser: number;
  /** Big bodies the process reads at once; beyond, a request waits for a slot (its body unread). */
  global: number;
  /** How long a request may wait for a slot before it is answered 429. */
  waitSeconds: number;
}

/**
 * An onRequest hook for routes that accept big bodies (attachments as data URLs). Before the body is read it
 * takes one of the process's few slots for big bodies, waiting a little when all are taken (the body stays
 * unread in the socket meanwhile, so waiting costs no memory), and allows one per user; else 429. A body
 * without a length (chunked) counts as big. The slot is freed when the answer ends or the connection drops.
 * Runs after the auth guard, so `request.user` is set.
 */
export function createBigBodyGate(limits: BigBodyLimits) {
  const perUser = new Map<string, number>();
  const waiting: Array<{ grant: () => void }> = [];
  const maxWaiting = limits.global * 4;
  let inFlight = 0;

  function forget(userId: string) {
    const left = (perUser.get(userId) ?? 1) - 1;
    if (left > 0) perUser.set(userId, left);
    else perUser.delete(userId);
  }

  /** A freed slot goes straight to the longest waiter, so nobody can take it in between. */
  function freeSlot() {
    const next = waiting.shift();
    if (next) next.grant();
    else inFlight -= 1;
  }

  /** Resolves when a slot is granted; rejects with 429 after waitSeconds, or when the client leaves. */
  function waitForSlot(left: Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter = { grant: resolve as () => void };
      const giveUp = (error: Error) => {
        const index = waiting.indexOf(waiter);
        if (index < 0) return; // already granted
        waiting.splice(index, 1);
        reject(error);
      };
      const timer = setTimeout(() => giveUp(tooManyRequests(BIG_BODY_MESSAGES.busy)), limits.waitSeconds * 1000);
      waiter.grant = () => {
        clearTimeout(timer);
        resolve();
      };
      void left.then(() => {
        clearTimeout(timer);
        giveUp(new Error('the client left while waiting'));
      });
      waiting.push(waiter);
    });
  }

  async function gate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(length) && length <= BIG_BODY_BYTES) return;
    const userId = request.user.id;
    if ((perUser.get(userId) ?? 0) >= limits.perUser) throw tooManyRequests(BIG_BODY_MESSAGES.perUser);
    if (inFlight >= limits.global && waiting.length >= maxWaiting) throw tooManyRequests(BIG_BODY_MESSAGES.busy);

    perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    let holdsSlot = false;
    const left = new Promise<void>((resolve) => reply.raw.once('close', resolve));
    void left.then(() => {
      forget(userId);
      if (holdsSlot) freeSlot();
    });
    if (inFlight < limits.global) inFlight += 1;
    else await waitForSlot(left); // a granted slot was not given back to inFlight: it passes to this request
    holdsSlot = true;
  }

  return Object.assign(gate, { inFlight: () => inFlight, waiting: () => waiting.length });
}
export type BigBodyGate = ReturnType<typeof createBigBodyGate>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's gate for big bodies (tests read how many are in flight and waiting). */
    bigBodies: BigBodyGate;
  }
}
