import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '../constants';
import type { ApiEnvelope } from '../schemas/envelope';
import { ApiError } from './api-error';
import { tokenStore } from './token-store';

/** Paths whose 401 is final: refreshing would loop or make no sense. */
const NO_REFRESH_PATHS = ['/auth/me', '/auth/refresh', '/auth/login', '/auth/register'];
const RETRIED = 'x-refresh-replayed';

export interface ClientOptions {
  /** Origin or absolute base; defaults to the page's origin. */
  prefixUrl?: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

function pathOf(url: string): string {
  const path = new URL(url, 'http://localhost').pathname;
  return path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) : path;
}

/**
 * The one HTTP client of the app: base /api/v1, cookies, JSON, bearer token, 30 s timeout,
 * and a single shared token refresh on 401 whose result replays every waiting request.
 */
export function createApiClient(options: ClientOptions = {}): KyInstance {
  const base = `${options.prefixUrl ?? globalThis.location?.origin ?? 'http://localhost'}${API_BASE_PATH}`;
  let refreshing: Promise<string | null> | null = null;

  const refreshOnce = (): Promise<string | null> => {
    refreshing ??= ky
      .post(`${base}/auth/refresh`, { credentials: 'include', timeout: REQUEST_TIMEOUT_MS, fetch: options.fetch, retry: 0 })
      .json<ApiEnvelope<{ tokens: { accessToken: string } }>>()
      .then((body) => {
        const token = body.data?.tokens?.accessToken ?? null;
        if (token) tokenStore.set(token);
        else tokenStore.clear();
        return token;
      })
      .catch(() => {
        tokenStore.clear();
        return null;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const client = ky.create({
    prefixUrl: base,
    credentials: 'include',
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    fetch: options.fetch,
    headers: { 'content-type': 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokenStore.get();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, requestOptions, response) => {
          if (response.status !== 401) return response;
          if (NO_REFRESH_PATHS.includes(pathOf(request.url))) return response;
          if (request.headers.get(RETRIED)) return response;
          const token = await refreshOnce();
          if (!token) return response;
          const replay = new Request(request, { headers: new Headers(request.headers) });
          replay.headers.set('authorization', `Bearer ${token}`);
          replay.headers.set(RETRIED, '1');
          return ky(replay, { ...(requestOptions as Options), prefixUrl: '', hooks: {}, retry: 0, throwHttpErrors: false });
        },
      ],
      beforeError: [
        async (error: HTTPError) => {
          const body = await error.response
            .clone()
            .json()
            .catch(() => undefined as unknown);
          const envelope = body as ApiEnvelope<unknown> | undefined;
          const apiError = new ApiError(envelope?.error ?? '', error.response.status, envelope?.fieldErrors);
          (error as HTTPError & { apiError?: ApiError }).apiError = apiError;
          return error;
        },
      ],
    },
  });
  return client;
}

/** Unwraps `{ success, data, error }`, turning ky's HTTP errors and `success: false` into `ApiError`. */
export async function call<T>(request: Promise<Response> & { json: <J>() => Promise<J> }): Promise<T> {
  let body: ApiEnvelope<T>;
  try {
    body = await request.json<ApiEnvelope<T>>();
  } catch (error) {
    const apiError = (error as { apiError?: ApiError }).apiError;
    if (apiError) throw apiError;
    throw error;
  }
  if (!body.success) throw new ApiError(body.error ?? '', 200, body.fieldErrors);
  return body.data as T;
}

let defaultClient: KyInstance | null = null;

/** The shared client instance (one per page, since shared-sdk is a federation singleton). */
export function apiClient(): KyInstance {
  defaultClient ??= createApiClient();
  return defaultClient;
}

/** For tests and standalone remote frames that talk to another origin. */
export function setApiClient(client: KyInstance): void {
  defaultClient = client;
}
