import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PlatformError } from '../errors';
import type { QrLogin, QrLoginEvent } from '../gateway';
import type { QrLoginOptions } from '../types';
import type { SimUser } from './population';
import { qrPng } from './qr-png';
import type { SimWorld } from './world';

export const SIM_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface QrTiming {
  scanAfterMs: number;
  confirmAfterMs: number;
}

interface QrState {
  id: string;
  userAgent: string;
  onEvent: (event: QrLoginEvent) => void;
  ready: Promise<void>;
  status: 'generating' | 'waiting' | 'scanned';
  user?: SimUser;
  timer?: NodeJS.Timeout;
}

/** The imei zca-js makes for a QR login: a random UUID and the MD5 of the user agent. */
function simImei(userAgent: string): string {
  return `${randomUUID()}-${createHash('md5').update(userAgent).digest('hex')}`;
}

/**
 * The simulator's QR logins. In demo mode each one advances on its own (scanned after a few seconds,
 * confirmed a few seconds later); otherwise only the controls move it, so tests decide every step.
 */
export class SimQrDesk {
  private readonly logins = new Map<string, QrState>();
  private counter = 0;

  constructor(
    private readonly world: SimWorld,
    private readonly auto: QrTiming | null,
  ) {}

  start(options: QrLoginOptions, onEvent: (event: QrLoginEvent) => void): QrLogin {
    this.counter += 1;
    const id = `simqr-${this.counter}-${randomBytes(4).toString('hex')}`;
    const state: QrState = { id, userAgent: options.userAgent || SIM_USER_AGENT, onEvent, ready: Promise.resolve(), status: 'generating' };
    state.ready = this.generate(state);
    this.logins.set(id, state);
    return { id, cancel: () => this.finish(state) };
  }

  /** Someone opens Zalo on a phone and scans: the given account, else the next one in the world. */
  async scan(id: string, userId?: string): Promise<void> {
    const state = await this.waitingLogin(id, 'waiting');
    state.user = userId ? this.world.user(userId) : this.world.nextQrAccount();
    state.status = 'scanned';
    this.emit(state, { type: 'scanned', displayName: state.user.displayName, avatar: state.user.avatar });
    this.schedule(state, this.auto?.confirmAfterMs, () => this.confirm(id));
  }

  async confirm(id: string): Promise<void> {
    const state = await this.waitingLogin(id, 'scanned');
    const user = state.user as SimUser;
    const imei = simImei(state.userAgent);
    const credentials = { cookie: this.world.issueCookie(user.id, imei, state.userAgent), imei, userAgent: state.userAgent };
    this.world.qrLoggedIn(user.id);
    this.finish(state, { type: 'logged-in', credentials, profile: this.world.profileOf(user.id) });
  }

  async expire(id: string): Promise<void> {
    this.finish(await this.waitingLogin(id), { type: 'expired' });
  }

  async decline(id: string): Promise<void> {
    this.finish(await this.waitingLogin(id), { type: 'declined' });
  }

  pendingIds(): string[] {
    return [...this.logins.keys()];
  }

  close(): void {
    for (const state of this.logins.values()) this.finish(state);
  }

  private async generate(state: QrState): Promise<void> {
    // Later, as a real QR arrives after network calls: start() hands out the id first.
    await Promise.resolve();
    if (!this.logins.has(state.id)) return;
    const png = qrPng(`zalo-simulator:login:${state.id}`);
    state.status = 'waiting';
    this.emit(state, { type: 'generated', imageBase64: png.toString('base64') });
    this.schedule(state, this.auto?.scanAfterMs, () => this.scan(state.id));
  }

  private async waitingLogin(id: string, status?: QrState['status']): Promise<QrState> {
    const state = this.logins.get(id);
    if (!state) throw new PlatformError('NOT_FOUND', `No QR login ${id} in progress`);
    await state.ready;
    if (!this.logins.has(id)) throw new PlatformError('NOT_FOUND', `QR login ${id} has ended`);
    if (status && state.status !== status) throw new PlatformError('INVALID_INPUT', `QR login ${id} is ${state.status}`);
    return state;
  }

  private schedule(state: QrState, delayMs: number | undefined, step: () => Promise<void>): void {
    if (delayMs === undefined) return;
    state.timer = setTimeout(() => void step().catch(() => undefined), delayMs);
    state.timer.unref();
  }

  private finish(state: QrState, event?: QrLoginEvent): void {
    if (!this.logins.delete(state.id)) return;
    clearTimeout(state.timer);
    if (event) this.emit(state, event);
  }

  private emit(state: QrState, event: QrLoginEvent): void {
    try {
      state.onEvent(event);
    } catch {
      // A failing listener must not stop the login flow.
    }
  }
}
