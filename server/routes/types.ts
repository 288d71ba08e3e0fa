// How a route handler is written: one function per contract operation, typed from generated/openapi.d.ts.
// The wiring (server/app.ts) validates the request against the contract, authenticates bearer operations, calls the
// handler with a typed context, and wraps what it returns as `{ success: true, timestamp, data }`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../generated/openapi.d.ts';
import type { Db } from '../db/client.ts';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type Part<T, P extends string> = T extends { parameters: infer Params }
  ? Params extends { [Q in P]?: infer X }
    ? NonNullable<X>
    : never
  : never;

export type PathParams<K extends OperationId> = Part<Op<K>, 'path'>;
export type QueryParams<K extends OperationId> = Part<Op<K>, 'query'>;
export type RequestBody<K extends OperationId> = Op<K> extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer J }
    ? J
    : C extends { 'multipart/form-data': infer F }
      ? F
      : never
  : never;
/** The data of the success answer: 200, or 201 for an operation that creates (the handler sets reply.code(201)). */
export type ResponseData<K extends OperationId> = Op<K> extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : Op<K> extends { responses: { 201: { content: { 'application/json': { data: infer D } } } } }
    ? D
    : never;

/** A file part of a multipart request; the validated body holds the token `upload:N` in its place. */
export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface HandlerContext<K extends OperationId> {
  db: Db;
  /** the authenticated member on bearer operations; on optional-auth operations null without a valid token */
  memberId: number | null;
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /** multipart files by the token the body carries */
  uploads: Map<string, Upload>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<ResponseData<K>>;

/** An area's handlers: server/routes/<area>.ts exports one of these, server/app.ts merges them. */
export type Handlers = { [K in OperationId]?: Handler<K> };
