// Short-lived answers of the public lists, kept in this process: the first call for a URL runs the handler, the
// next ones for LIST_ANSWER_TTL_MS get the same bytes (compressed once per encoding) without touching the
// database, and a browser holding the same answer gets 304 by its ETag. Why: the lists are read by every visitor
// and change rarely; a database round trip per page view was most of their cost under load.
//
// Freshness: a write made through this process that changes a list (list-freshness.ts) drops its answers before
// the write's reply leaves, so the writer's next read is fresh. Another server instance sharing the database, or an
// import run elsewhere, is seen within LIST_ANSWER_TTL_MS; a dreamer group's view count (counted on every look)
// reorders the dreamer cards within that window too. The contract states the same (x-saegil-list-cache).
//
// Memory: the answers kept (with their compressed copies) are bounded in bytes (LIST_CACHE_MAX_BYTES, the oldest go
// first) and an answer past its time is dropped by the next caller or, on an idle server, by a sweep every
// LIST_ANSWER_TTL_MS. Before, the bound was 2,000 answers of any size, kept after they expired: 40 list variants took
// a server from 360 to 801 MB and it stayed there.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, preferredEncoding, weakEtag } from './negotiation.ts';
import { generationOf, invalidateLists } from './list-freshness.ts';
import type { ListTopic } from './list-freshness.ts';
import type { OperationId } from './routes/types.ts';

export const LIST_ANSWER_TTL_MS = 5_000;
/** answers smaller than this go out as they are (compression would gain less than its headers cost) */
export const COMPRESS_FROM_BYTES = 1024;
/** all kept answers together, identity and compressed copies */
export const LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface CachedList {
  /** 'anyone': the answer does not depend on the caller; 'visitors': cached for calls without a token only */
  who: 'anyone' | 'visitors';
  topics: ListTopic[];
}

export const CACHED_LISTS: Partial<Record<OperationId, CachedList>> = {
  getAllRegions: { who: 'anyone', topics: [] },
  getRecruitList: { who: 'anyone', topics: ['postings'] },
  getPopularRecruits: { who: 'visitors', topics: ['postings'] },
  getTrainingList: { who: 'anyone', topics: ['courses'] },
  getJobList: { who: 'anyone', topics: ['members'] },
  getPublicDreamers: { who: 'visitors', topics: ['members'] },
  getSimpleDreamersByJob: { who: 'anyone', topics: ['members'] },
  getDreamersByJob: { who: 'anyone', topics: ['members'] },
};

/** Writes that change what the cached lists show (saved jobs, to-dos, the names, regions and pictures on cards). */
export const LIST_CHANGING_WRITES: Partial<Record<OperationId, ListTopic[]>> = {
  withdraw: ['members'],
  changeNickname: ['members'],
  changeRegion: ['members'],
  removeMemberJobs: ['members'],
  uploadProfileImage: ['members'],
  deleteProfileImage: ['members'],
  createTodo: ['members'],
  updateTodo: ['members'],
  deleteTodo: ['members'],
  setTodoCompleted: ['members'],
  setTodoPublic: ['members'],
  saveJob: ['members'],
};

export interface Answer {
  etag: string;
  generation: string;
  expires: number;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  vary: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set on a cacheable list call: where its answer is kept and the generation it was read under */
    listAnswer: { key: string; generation: string; served: boolean; vary: string; settle?: (answer: Answer | undefined) => void } | null;
  }
}

const operationOf = (request: FastifyRequest) => request.routeOptions.config?.operationId as OperationId | undefined;

function answerOf(payload: string, contentType: string, generation: string, vary: string): Answer {
  const identity = Buffer.from(payload);
  // the envelope's timestamp changes on every read: the tag names the data only
  const etag = weakEtag(payload.replace(/"timestamp":"[^"]*"/, ''));
  return { etag, generation, expires: Date.now() + LIST_ANSWER_TTL_MS, identity, contentType, vary };
}

/** The answer in `encoding`, compressed on first use and kept with it. Brotli at quality 3: most answers are one
 *  search's page, compressed for a single reader; against quality 5 it took 15% less server CPU per uncached page
 *  (0.61 / 0.72 ms, medians of 4 interleaved runs at 64 connections) for 12% more bytes (1,610 / 1,437 B a page). */
function encoded(answer: Answer, encoding: 'br' | 'gzip'): Buffer {
  return (answer[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: answer.identity.length } })
      : gzipSync(answer.identity, { level: 6 }));
}

const sizeOf = (answer: Answer) => answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/**
 * The kept answers, oldest first (Map order: an answer is always put anew, never updated in place, so the first one
 * is the first to expire), with their bytes counted.
 */
class AnswerStore {
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** the answer for `key` while it is fresh and of `generation`; a stale one is dropped */
  get(key: string, generation: string, now: number): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer || (answer.expires > now && answer.generation === generation)) return answer;
    this.delete(key);
    return undefined;
  }

  put(key: string, answer: Answer, now: number): void {
    this.delete(key);
    // one answer bigger than an eighth of the whole is served but not kept: it would push out everything else
    if (sizeOf(answer) > this.maxBytes / 8) return;
    this.answers.set(key, answer);
    this.bytes += sizeOf(answer);
    this.trim(now);
  }

  /** `answer` gained a compressed copy: count it (it is a kept answer, or one just served and not kept) */
  grew(key: string, answer: Answer, by: number, now: number): void {
    if (this.answers.get(key) !== answer) return;
    this.bytes += by;
    this.trim(now);
  }

  /** drops the expired answers, then the oldest until the bytes fit */
  trim(now: number): void {
    for (const [key, answer] of this.answers) {
      if (answer.expires > now && this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }

  stats(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= sizeOf(answer);
  }
}

/** Headers for a cached answer, and its body in the caller's encoding (empty for 304). */
function represent(request: FastifyRequest, reply: FastifyReply, answer: Answer, store: AnswerStore, key: string): Buffer | string {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', answer.vary);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  }
  reply.header('content-type', answer.contentType);
  const encoding = answer.identity.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  let body = answer.identity;
  if (encoding) {
    const had = answer[encoding];
    body = encoded(answer, encoding);
    if (!had) store.grew(key, answer, body.length, Date.now());
  }
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return body;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the answer cache's size now (tests, figures) */
    listCache: { stats: () => { answers: number; bytes: number } };
  }
}

/** Registers the answer cache (before the routes and before @fastify/compress, whose onSend must run after ours). */
export function registerListCache(app: FastifyInstance, { maxBytes = LIST_CACHE_MAX_BYTES }: { maxBytes?: number } = {}): void {
  const answers = new AnswerStore(maxBytes);
  app.decorate('listCache', { stats: () => answers.stats() });
  // an idle server lets go of its expired answers too
  const sweep = setInterval(() => answers.trim(Date.now()), LIST_ANSWER_TTL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const pending = new Map<string, Promise<Answer | undefined>>();
  app.decorateRequest('listAnswer', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const operationId = operationOf(request);
    const list = operationId && CACHED_LISTS[operationId];
    if (!list) return;
    if (list.who === 'visitors' && request.headers.authorization) return;
    const key = `${request.protocol}://${request.host}${request.url}`;
    const vary = list.who === 'visitors' ? 'accept-encoding, authorization' : 'accept-encoding';
    // the generation before the handler reads: a write landing meanwhile makes this answer stale at once
    const generation = generationOf(list.topics);
    request.listAnswer = { key, generation, served: false, vary };
    let answer = answers.get(key, generation, Date.now());
    if (!answer) {
      // one caller reads the database, the others arriving meanwhile wait for its answer (no stampede on expiry)
      const reading = pending.get(key);
      if (!reading) {
        let resolve!: (answer: Answer | undefined) => void;
        const promise = new Promise<Answer | undefined>((r) => (resolve = r));
        pending.set(key, promise);
        const state = request.listAnswer;
        state.settle = (read) => {
          state.settle = undefined;
          if (pending.get(key) === promise) pending.delete(key);
          resolve(read);
        };
        return;
      }
      answer = await reading;
      if (!answer || answer.generation !== generation) return;
    }
    request.listAnswer.served = true;
    return reply.send(represent(request, reply, answer, answers, key));
  });

  // a reader that ends without an answer to keep (an error, a closed connection) lets the waiting callers read
  const release = async (request: FastifyRequest) => request.listAnswer?.settle?.(undefined);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  app.addHook('onSend', async (request, reply, payload) => {
    const changes = LIST_CHANGING_WRITES[operationOf(request) as OperationId];
    if (changes && reply.statusCode < 400) invalidateLists(...changes);

    const state = request.listAnswer;
    if (!state || state.served) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      state.settle?.(undefined);
      return payload;
    }
    const answer = answerOf(payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), state.generation, state.vary);
    answers.put(state.key, answer, Date.now());
    state.settle?.(answer);
    return represent(request, reply, answer, answers, state.key);
  });
}
