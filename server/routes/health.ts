// GET /health (outside the /v1 contract): 200 with the database kind while the database answers, else 503.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, envelope } from '../errors.ts';
import { globalPlugin } from '../plugins/global.ts';

export const healthRoute = globalPlugin(async (app: FastifyInstance) => {
  app.get('/health', async (_request, reply) => {
    try {
      await app.saegil.db.execute(sql`select 1`);
    } catch {
      reply.header('retry-after', '5');
      return reply.code(503).send(envelope(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE));
    }
    return { success: true, timestamp: new Date().toISOString(), data: { status: 'ok', database: app.saegil.kind } };
  });
});
