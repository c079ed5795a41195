import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreatePaymentSchema, OrderCodeParamsSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { requireRole } from '../../http/workspace-access';
import type { PaymentsService } from './service';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  requireUser: AuthGuard;
  /** The origin of the return and cancel URLs; the request's own origin when absent. */
  publicUrl: string | undefined;
  /** True when payments go to the local payOS simulator (no payOS keys): the UI says it is a test mode. */
  simulated: boolean;
}

export const PAYOS_WEBHOOK_PATH = '/payments/payos/webhook';

export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { payments, requireUser } = options;
  // Billing is the OWNER's alone (ADMINs and AGENTs get a 403 with the reason); payOS's webhook stays public.
  const ownerOnly = [requireUser, requireRole('OWNER')];
  const originOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post('/subscription/payment/create', { preHandler: ownerOnly }, async (request) => {
    const { planId } = parse(CreatePaymentSchema, request.body);
    return ok(await payments.create(request.workspace.id, planId, originOf(request)));
  });

  app.get('/subscription/payment/:orderCode/status', { preHandler: ownerOnly }, async (request) => {
    const { orderCode } = parse(OrderCodeParamsSchema, request.params);
    return ok(await payments.status(request.workspace.id, orderCode));
  });

  app.post('/subscription/payment/:orderCode/cancel', { preHandler: ownerOnly }, async (request) => {
    const { orderCode } = parse(OrderCodeParamsSchema, request.params);
    return ok(await payments.cancel(request.workspace.id, orderCode));
  });

  app.get('/payments/mode', { preHandler: ownerOnly }, async () => ok({ simulated: options.simulated }));

  app.get('/subscription/payments/history', { preHandler: ownerOnly }, async (request) =>
    ok(await payments.history(request.workspace.id)),
  );

  // Public: payOS calls it. Trust comes from the signature only (and never from the return URL's query).
  app.post(PAYOS_WEBHOOK_PATH, async (request) => {
    await payments.handleWebhook(request.body);
    return { success: true };
  });
}
