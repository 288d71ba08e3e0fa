// Every /v1 operation of the contract, routed and validated by fastify-openapi-glue from openapi/openapi.yaml,
// authenticated per the operation's `security`, answered by the area handlers in server/routes/*.ts and wrapped in
// the success envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { authHook } from '../auth/hook.ts';
import { operationById, spec } from '../contract.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import { handlers as alertHandlers } from '../routes/alerts.ts';
import { handlers as helpHandlers } from '../routes/help.ts';
import { AUTH_HEADERS, handlers as authHandlers } from '../routes/auth.ts';
import { handlers as consentHandlers } from '../routes/consent.ts';
import { handlers as dreamerHandlers } from '../routes/dreamers.ts';
import { ENVELOPE_EXTRAS } from '../routes/envelope-extras.ts';
import { handlers as imageHandlers } from '../routes/images.ts';
import { handlers as jobHandlers } from '../routes/jobs.ts';
import { handlers as memberHandlers } from '../routes/member.ts';
import { handlers as myDreamHandlers } from '../routes/my-dream.ts';
import { handlers as recruitHandlers } from '../routes/recruit.ts';
import { handlers as regionHandlers } from '../routes/region.ts';
import { handlers as scrapHandlers } from '../routes/scraps.ts';
import { SOCIAL_HEADERS, handlers as socialHandlers } from '../routes/social.ts';
import { OPERATION_HEADERS, handlers as shareHandlers } from '../routes/shares.ts';
import { handlers as trainingHandlers } from '../routes/training.ts';
import type { Handler, HandlerContext, Handlers, OperationId } from '../routes/types.ts';
import { globalPlugin } from './global.ts';
import { preValidationFor } from './request-guards.ts';

const AREAS: Record<string, Handlers> = {
  auth: authHandlers,
  member: memberHandlers,
  consent: consentHandlers,
  region: regionHandlers,
  images: imageHandlers,
  jobs: jobHandlers,
  recruit: recruitHandlers,
  training: trainingHandlers,
  'my-dream': myDreamHandlers,
  dreamers: dreamerHandlers,
  scraps: scrapHandlers,
  shares: shareHandlers,
  alerts: alertHandlers,
  help: helpHandlers,
  social: socialHandlers,
};

/** All area handlers in one map; an operation claimed by two areas is a wiring mistake caught at start. */
export function mergeHandlers(areas: Record<string, Handlers> = AREAS): Handlers {
  const merged: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const [area, handlers] of Object.entries(areas)) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (!operationById.has(operationId)) throw new Error(`server/routes/${area}.ts: "${operationId}" is not an operation of the contract`);
      if (owner[operationId]) throw new Error(`"${operationId}" is handled twice: in ${owner[operationId]} and ${area}`);
      owner[operationId] = area;
      merged[operationId] = handler;
    }
  }
  return merged as Handlers;
}

const notImplemented: Handler<OperationId> = async () => {
  throw new ApiError(500, 'INTERNAL_ERROR', MESSAGES.NOT_IMPLEMENTED);
};

export const contractRoutes = globalPlugin(async (app: FastifyInstance, options: { handlers?: Handlers }) => {
  const { db, tokens } = app.saegil;
  const handlers = { ...mergeHandlers(), ...options.handlers } as Record<string, Handler<OperationId> | undefined>;
  await app.register(openapiGlue, {
    specification: structuredClone(spec),
    operationResolver: (operationId: string) => {
      const operation = operationById.get(operationId);
      if (!operation) throw new Error(`operation ${operationId} is missing from the contract index`);
      const handler = handlers[operationId] ?? notImplemented;
      const extras = ENVELOPE_EXTRAS[operationId as OperationId];
      const route: Partial<RouteOptions> = {
        config: { operationId },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const ctx = {
            db,
            memberId: request.memberId,
            params: request.params,
            query: request.query,
            body: request.body,
            uploads: request.uploads ?? new Map(),
            request,
            reply,
          } as HandlerContext<OperationId>;
          const data = await handler(ctx);
          return { success: true, timestamp: new Date().toISOString(), ...extras?.(data), data: data ?? null };
        },
      };
      if (operation.auth !== 'public') route.preParsing = [authHook(tokens, operation.auth)];
      // an answer for one member (a bearer operation, or an optional one a member called) is kept by nobody: not a
      // shared cache, not the browser's history (issue 21.11); public answers keep their caching (list-cache.ts).
      // An operation's own headers (a read-only link's answers: server/routes/shares.ts) go on every answer of it,
      // errors and 429 included.
      const fixed = OPERATION_HEADERS[operationId as OperationId] ?? AUTH_HEADERS[operationId as OperationId] ?? SOCIAL_HEADERS[operationId as OperationId];
      if (operation.auth !== 'public' || fixed) {
        route.onSend = async (request, reply, payload) => {
          if (operation.auth === 'required' || (operation.auth === 'optional' && request.memberId !== null)) reply.header('cache-control', 'no-store');
          for (const [name, value] of Object.entries(fixed ?? {})) reply.header(name, value);
          return payload;
        };
      }
      route.preValidation = preValidationFor(operationId as OperationId);
      return route as RouteOptions;
    },
  });
});
