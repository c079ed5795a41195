import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';

/** Liveness plus a round trip to the database, for load balancers and the test harness. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await options.database.query('SELECT 1');
      return ok({ status: 'ok', database: options.database.kind });
    } catch {
      return reply.status(503).send({ success: false, error: 'Cơ sở dữ liệu không phản hồi' });
    }
  });
}
