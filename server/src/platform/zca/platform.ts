import type { Options } from 'zca-js';
import { checkCookieByLogin } from '../cookie-check';
import type { ChatPlatform, CookieCheck, PlatformSession, QrLogin, QrLoginEvent } from '../gateway';
import type { LoginInput, ProxySettings, QrLoginOptions } from '../types';
import { createAgentFetch } from './agent-fetch';
import { createZaloClient, type ZaloClientFactory } from './client';
import { toLoginError } from './errors';
import { readImageMetadata } from './image-metadata';
import { createProxyAgent } from './proxy';
import { runQrLogin } from './qr-login';
import { ZcaSession } from './session';

export interface ZcaPlatformOptions {
  /** Tests inject a fake; the default builds zca-js's own `new Zalo(options)`. */
  createClient?: ZaloClientFactory;
}

/** The options every Zalo instance gets; with a proxy, both fetch and the websocket go through it. */
export function zaloOptions(proxy: ProxySettings | null | undefined): Partial<Options> {
  const base: Partial<Options> = {
    checkUpdate: false,
    logging: false,
    // The owner's own messages (typed on the phone, or sent through this product) reach the inbox too.
    selfListen: true,
    imageMetadataGetter: readImageMetadata,
  };
  if (!proxy) return base;
  const agent = createProxyAgent(proxy);
  return { ...base, agent, polyfill: createAgentFetch(agent) };
}

/** The real Zalo through zca-js 2.2.0. One Zalo instance per login, so each account has its own proxy. */
export class ZcaPlatform implements ChatPlatform {
  readonly driver = 'zca' as const;
  private readonly createClient: ZaloClientFactory;

  constructor(options: ZcaPlatformOptions = {}) {
    this.createClient = options.createClient ?? createZaloClient;
  }

  startQrLogin(options: QrLoginOptions, onEvent: (event: QrLoginEvent) => void): QrLogin {
    const zalo = zaloOptions(options.proxy);
    return runQrLogin(this.createClient(zalo), options.userAgent, onEvent, () => zalo.agent?.destroy());
  }

  async login(input: LoginInput): Promise<PlatformSession> {
    const zalo = zaloOptions(input.proxy);
    // A keep-alive proxy agent holds sockets: it goes with the session.
    const release = () => zalo.agent?.destroy();
    try {
      const api = await this.createClient(zalo).login({ cookie: input.cookie, imei: input.imei, userAgent: input.userAgent });
      return new ZcaSession(api, release);
    } catch (error) {
      release();
      throw toLoginError(error);
    }
  }

  checkCookie(input: LoginInput): Promise<CookieCheck> {
    return checkCookieByLogin((login) => this.login(login), input);
  }

  async close(): Promise<void> {}
}
