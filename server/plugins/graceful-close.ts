// Graceful close: a connection kept alive by a request that was in flight when close() began would otherwise stay
// open until the keep-alive timeout (72 s) and hold the shutdown; answer it with Connection: close instead.
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from './global.ts';

export const gracefulClose = globalPlugin(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
});
