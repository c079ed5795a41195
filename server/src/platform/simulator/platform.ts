import { checkCookieByLogin } from '../cookie-check';
import type { ChatPlatform, CookieCheck, PlatformSession, QrLogin, QrLoginEvent } from '../gateway';
import type { LoginInput, QrLoginOptions } from '../types';
import { startChatter } from './chatter';
import { startLife } from './life';
import { SimQrDesk } from './qr';
import { SimSession } from './session';
import { SimWorld, type SimWorldOptions } from './world';

export interface SimulatorOptions extends SimWorldOptions {
  /** Demo mode: QR logins advance on their own, friends chat now and then, people answer outreach (./life.ts). */
  demo?: boolean;
  /** Demo pacing; tests that want demo mode fast can shorten it. */
  qrScanAfterMs?: number;
  qrConfirmAfterMs?: number;
  /**
   * The world to act in, instead of a new one: platforms sharing it are one Zalo (a listener started through one closes
   * another's with 3000, sessions are counted together), as the server processes of one test are.
   */
  world?: SimWorld;
  chatterIntervalMs?: number;
  lifeTickMs?: number;
}

/** The simulator driver. `world` is the control panel tests use (scanQr, kick, expireSession…). */
export class SimulatorPlatform implements ChatPlatform {
  readonly driver = 'simulator' as const;
  readonly world: SimWorld;
  readonly qr: SimQrDesk;
  private readonly stopChatter: () => void;
  private readonly stopLife: () => void;

  constructor(options: SimulatorOptions) {
    this.world = options.world ?? new SimWorld(options);
    const demo = options.demo ?? false;
    this.qr = new SimQrDesk(
      this.world,
      demo ? { scanAfterMs: options.qrScanAfterMs ?? 3000, confirmAfterMs: options.qrConfirmAfterMs ?? 3000 } : null,
    );
    this.stopChatter = demo ? startChatter(this.world, options.chatterIntervalMs ?? 30_000) : () => undefined;
    this.stopLife = demo ? startLife(this.world, options.lifeTickMs ?? 5_000) : () => undefined;
  }

  startQrLogin(options: QrLoginOptions, onEvent: (event: QrLoginEvent) => void): QrLogin {
    return this.qr.start(options, onEvent);
  }

  async login(input: LoginInput): Promise<PlatformSession> {
    const claims = this.world.logIn(input.cookie, input.imei, input.userAgent);
    return new SimSession(this.world, claims);
  }

  async checkCookie(input: LoginInput): Promise<CookieCheck> {
    return checkCookieByLogin((login) => this.login(login), input);
  }

  async close(): Promise<void> {
    this.stopChatter();
    this.stopLife();
    this.qr.close();
  }
}

export function createSimulatorPlatform(options: SimulatorOptions): SimulatorPlatform {
  return new SimulatorPlatform(options);
}
