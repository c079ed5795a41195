import { PayOS, type CreatePaymentLinkRequest } from '@payos/node';
import type { PayosCredentials } from '../../simulators/payos/credentials';

/**
 * The payOS SDK, the same code path against the real payOS and the local simulator; only the keys and
 * the base URL differ. The base URL is read per call: the simulator's port is known only after listen.
 */
export function createPayosGateway(options: { credentials: PayosCredentials; baseUrl: () => string | undefined }) {
  const client = () =>
    new PayOS({
      clientId: options.credentials.clientId,
      apiKey: options.credentials.apiKey,
      checksumKey: options.credentials.checksumKey,
      baseURL: options.baseUrl(),
      timeout: 15_000,
      maxRetries: 1,
      // Failures reach the payments service, which logs them with the request; the SDK stays quiet.
      logLevel: 'off',
    });

  return {
    create: (request: CreatePaymentLinkRequest) => client().paymentRequests.create(request),
    get: (orderCode: number) => client().paymentRequests.get(orderCode),
    cancel: (orderCode: number, reason: string) => client().paymentRequests.cancel(orderCode, reason),
    /** The webhook's data when its signature is payOS's; throws otherwise. */
    verifyWebhook: (body: unknown) => client().webhooks.verify(body as Parameters<PayOS['webhooks']['verify']>[0]),
  };
}
export type PayosGateway = ReturnType<typeof createPayosGateway>;
