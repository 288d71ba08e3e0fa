// Every request ends within a bound: when the answer is not out after `ms`, the caller gets 503 REQUEST_TIMEOUT in the
// envelope (a query stuck on a connection PostgreSQL terminated, a lock held elsewhere), instead of a socket that
// never answers. Time the client spends sending its body does not count: while bytes still arrive the deadline moves
// on (a senior's 5 MB photo over a slow phone connection). The work behind a late answer is not undone; its own
// answer, when it comes, is dropped.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope, MESSAGES } from '../errors.ts';
import { globalPlugin } from './global.ts';

/** REQUEST_TIMEOUT_SECONDS' default */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

interface DeadlineOptions {
  ms: number;
  onTimeout?: (() => void) | undefined;
}

function arm(request: FastifyRequest, reply: FastifyReply, options: DeadlineOptions, bytesBefore: number | undefined) {
  const { ms } = options;
  const timer = setTimeout(() => {
    if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return;
    const bytesNow = request.raw.socket?.bytesRead;
    if (!request.raw.complete && bytesNow !== undefined && bytesNow !== bytesBefore) {
      arm(request, reply, options, bytesNow); // the body is still coming in
      return;
    }
    request.log.warn({ deadlineMs: ms }, 'request deadline passed: answering 503 REQUEST_TIMEOUT');
    options.onTimeout?.();
    void reply
      .code(503)
      .header('retry-after', '5')
      .type('application/json; charset=utf-8')
      .send(envelope(503, 'REQUEST_TIMEOUT', MESSAGES.REQUEST_TIMEOUT));
  }, ms);
  timer.unref();
  timers.set(request, timer);
}

function disarm(request: FastifyRequest) {
  clearTimeout(timers.get(request));
  timers.delete(request);
}

export const requestDeadline = globalPlugin(async (app: FastifyInstance, options: DeadlineOptions) => {
  if (!(options.ms > 0)) return;
  app.addHook('onRequest', async (request, reply) => {
    arm(request, reply, options, request.raw.socket?.bytesRead);
  });
  app.addHook('onResponse', async (request) => disarm(request));
  app.addHook('onRequestAbort', async (request) => disarm(request));
});
