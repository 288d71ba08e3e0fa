// `npm run fuzz` and its bounded run in the server tests: every operation of the contract called with bad input by
// every kind of caller, and every answer checked — no 5xx, nothing outside the envelope, no status the operation does
// not document, and no trace of a member's private to-do in an answer to anyone but that member.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { operations } from '../contract.ts';
import type { OperationInfo } from '../contract.ts';
import { mulberry32 } from '../seed/seed-random.ts';
import { prepareCallers } from './callers.ts';
import { casesFor, interleave, parametersOf, shuffle } from './cases.ts';
import type { Case } from './cases.ts';
import { createChecker } from './checks.ts';
import type { FuzzFigures } from './checks.ts';
import { validValue } from './inputs.ts';
import { rawRequests } from './raw-requests.ts';

export type { FuzzFigures } from './checks.ts';

export interface FuzzOptions {
  seed: number;
  /** stop starting new requests after this long (every operation still gets its turn: cases are interleaved) */
  budgetMs: number;
  log?: (line: string) => void;
}

export async function fuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzFigures> {
  const started = Date.now();
  const random = mulberry32(options.seed); // the same seed gives the same run
  const log = options.log ?? (() => {});
  const marker = { title: `FZTITLE${randomBytes(6).toString('hex')}`, memo: `FZMEMO${randomBytes(6).toString('hex')}` };
  const inject = (opts: InjectOptions) => app.inject(opts);
  const { owner, other, tokens, shares, postingId, image, bigImage, newActor, restock, ...callers } = await prepareCallers(app, marker);
  let actor = callers.actor;
  const { figures, check, sample } = createChecker(options.seed, marker);
  const covered = new Map<string, number>();

  const pathValue = (name: string, operation: OperationInfo, target: Case['target']): string => {
    const f = target === 'actor' ? actor : owner;
    switch (name) {
      case 'todoGroupId':
        return String(f.groupId);
      case 'todoId':
        return String(f.todoId);
      case 'jobId':
        return String(f.jobId);
      case 'shareId':
        return String((target === 'actor' ? shares.actor : shares.owner).shareId);
      case 'id':
        if (operation.path.startsWith('/v1/scrap/recruit')) return String(postingId);
        return operation.path.endsWith('/memo') ? String(f.todoId) : String(f.groupId);
      default: {
        const p = parametersOf(operation).find((x) => x.name === name);
        return encodeURIComponent(String(validValue(p?.schema)));
      }
    }
  };

  async function runCase(c: Case) {
    const op = c.operation;
    const token = c.caller === 'anonymous' ? undefined : c.caller === 'actor' ? actor.token : c.caller === 'other' ? other.token : tokens[c.caller];
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => c.request.path?.[name] ?? pathValue(name, op, c.target));
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(c.request.query ?? {})) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    const queryText = [search.toString(), c.request.rawQuery].filter(Boolean).join('&');
    const url = `${path}${queryText ? `?${queryText}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    // header parameters get a valid value unless the case breaks or leaves them out: the owner's read-only link
    for (const p of parametersOf(op).filter((x) => x.in === 'header')) {
      const name = String(p.name).toLowerCase();
      if (c.request.omitHeaders?.includes(name)) continue;
      headers[name] = name === 'x-share-token' ? shares.owner.shareToken : String(validValue(p.schema));
    }
    Object.assign(headers, c.request.headers);
    if (token) headers.authorization = `Bearer ${token}`;
    const request: InjectOptions = { method: op.method as InjectOptions['method'], url, headers };
    const multipart = c.request.multipart;
    if (multipart) {
      const data = new FormData();
      for (const [name, value] of Object.entries(multipart)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item && typeof item === 'object' && 'big' in item) data.append(name, new Blob([new Uint8Array(bigImage)], { type: 'image/png' }), 'big.png');
          else if (item && typeof item === 'object' && 'text' in item) data.append(name, new Blob(['hello'], { type: 'image/png' }), 'fake.png');
          else if (name === 'images') data.append(name, new Blob([new Uint8Array(image)], { type: 'image/png' }), 'a.png');
          else data.append(name, typeof item === 'string' ? item : JSON.stringify(item));
        }
      }
      request.body = data;
    } else if (c.request.payload !== undefined) request.payload = c.request.payload;
    const where = `${op.operationId} [${c.caller}] ${c.label}`;
    let res;
    try {
      res = await inject(request);
    } catch (err) {
      figures.requests += 1;
      figures.outsideEnvelope += 1;
      sample('outside envelope', where, `no answer: ${(err as Error).message}`);
      return;
    }
    covered.set(op.operationId, (covered.get(op.operationId) ?? 0) + 1);
    check(op, where, res.statusCode, res.body, String(res.headers['content-type'] ?? ''), true);
    // the actor may have withdrawn or lost its to-do or its group: give it what the next cases need
    if (c.caller === 'actor' && res.statusCode === 200) {
      if (op.operationId === 'withdraw') actor = await newActor();
      else if (op.operationId === 'deleteTodo' || op.operationId === 'removeMemberJobs') actor = await restock(actor);
    }
  }

  // each operation's valid calls by every caller come first (the privacy check's main matter), then its broken inputs
  // in a seeded order
  const all = interleave(
    operations.map((op) => {
      const cases = casesFor(op);
      const valid = cases.filter((c) => c.label.startsWith('valid call'));
      return [...valid, ...shuffle(cases.filter((c) => !c.label.startsWith('valid call')), random)];
    }),
  );
  log(`fuzz: ${all.length} cases over ${operations.length} operations (seed ${options.seed}, budget ${Math.round(options.budgetMs / 1000)} s)`);
  for (const c of all) {
    if (Date.now() - started > options.budgetMs) break;
    await runCase(c);
  }
  await rawRequests(app, check);
  figures.operationsCovered = covered.size;
  figures.fewestPerOperation = covered.size === operations.length ? Math.min(...covered.values()) : 0;
  figures.elapsedMs = Date.now() - started;
  return figures;
}
