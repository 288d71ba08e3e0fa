// `npm run fuzz` and its bounded run in the server tests: every operation of the contract called with bad input by
// every kind of caller, and every answer checked — no 5xx, nothing outside the envelope, no status the operation does
// not document, and no trace of a member's private to-do in an answer to anyone but that member.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { operations, spec } from '../contract.ts';
import type { OperationInfo } from '../contract.ts';
import { responseAjv } from '../validation.ts';
import {
  BAD_JSON_TEXTS,
  BAD_PATH_SEGMENTS,
  BAD_QUERY_VALUES,
  BAD_TEXT,
  WRONG_CONTENT_TYPES,
  WRONG_TYPES,
  brokenMultipart,
  resolve,
  validValue,
} from './inputs.ts';
import { mulberry32 } from '../seed/postings.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the contract is untyped JSON
type Schema = Record<string, any>;

export interface FuzzOptions {
  seed: number;
  /** stop starting new requests after this long (every operation still gets its turn: cases are interleaved) */
  budgetMs: number;
  log?: (line: string) => void;
}

export interface FuzzFigures {
  seed: number;
  requests: number;
  serverErrors: number;
  outsideEnvelope: number;
  undocumented: number;
  privateLeaks: number;
  /** leaks by operation, e.g. { getDreamerTodoGroup: 12 } */
  leaksByOperation: Record<string, number>;
  operationsCovered: number;
  operationsTotal: number;
  /** the fewest requests any operation got (a time budget cuts every operation short alike) */
  fewestPerOperation: number;
  /** the first few findings of each kind, to reproduce */
  samples: string[];
  elapsedMs: number;
}

type Caller = 'anonymous' | 'other' | 'actor' | 'forged' | 'foreign' | 'expired' | 'garbage' | 'none-alg';

interface Case {
  operation: OperationInfo;
  label: string;
  caller: Caller;
  /** whose resources the path points at: the private to-do's owner, or the actor (who may change its own) */
  target: 'owner' | 'actor';
  request: {
    path?: Record<string, string>;
    query?: Record<string, unknown>;
    /** appended to the query as it is (bad escapes stay bad) */
    rawQuery?: string;
    payload?: string | Buffer | object;
    /** form fields; `{ big: true }` / `{ text: true }` items become a 6 MB image / a text file posing as one */
    multipart?: Record<string, unknown>;
    headers?: Record<string, string>;
  };
}

interface Fixture {
  memberId: number;
  token: string;
  refreshToken: string;
  groupId: number;
  todoId: number;
  jobId: number;
}

/** jobs no demo member saved (seed order: 네일 미용사, 반려동물 미용사) */
const OWNER_JOB = 14;
const ACTOR_JOB = 16;

const ajv = responseAjv();
ajv.addSchema({ ...spec, $id: 'contract' }, 'contract');
const errorEnvelope = ajv.compile({ $ref: 'contract#/components/schemas/ErrorResponse' });
const validators = new Map<string, ReturnType<typeof ajv.compile> | null>();

function documentedSchema(operation: OperationInfo, status: number): ReturnType<typeof ajv.compile> | null | undefined {
  const op = spec.paths[operation.path][operation.method.toLowerCase()];
  const response = op.responses[String(status)];
  if (!response) return undefined;
  const key = `${operation.operationId}|${status}`;
  if (!validators.has(key)) {
    const ref = resolve(response).content?.['application/json']?.schema?.$ref as string | undefined;
    validators.set(key, ref ? ajv.compile({ $ref: `contract${ref}` }) : null);
  }
  return validators.get(key);
}

const operationSpec = (operation: OperationInfo): Schema => spec.paths[operation.path][operation.method.toLowerCase()];
const parametersOf = (operation: OperationInfo): Schema[] => [
  ...(spec.paths[operation.path].parameters ?? []),
  ...(operationSpec(operation).parameters ?? []),
].map(resolve);

function validBody(operation: OperationInfo): { type: string; schema: Schema; example: Record<string, unknown> } | undefined {
  const content = operationSpec(operation).requestBody?.content as Record<string, Schema> | undefined;
  if (!content) return undefined;
  const [type, media] = Object.entries(content)[0]!;
  const schema = resolve(media.schema);
  const example = media.examples ? (Object.values(media.examples as Record<string, Schema>)[0]!.value as Record<string, unknown>) : (validValue(schema) as Record<string, unknown>);
  return { type, schema, example: { ...example } };
}

/** The cases for one operation: valid calls by every caller, then each part broken in turn. */
function casesFor(operation: OperationInfo): Case[] {
  const cases: Case[] = [];
  const add = (label: string, request: Case['request'], caller: Caller = 'other', target: Case['target'] = 'owner') =>
    cases.push({ operation, label, caller, target, request });
  const bearer = operation.auth !== 'public';
  const callers: Caller[] = ['anonymous', 'other', 'forged', 'foreign', 'expired', 'garbage', 'none-alg', 'actor'];
  const body = validBody(operation);
  const params = parametersOf(operation);
  const query: Record<string, unknown> = {};
  for (const p of params.filter((p) => p.in === 'query' && p.required)) query[p.name] = validValue(p.schema);
  const bodyRequest = (value: unknown): Case['request'] =>
    body?.type === 'multipart/form-data' ? { multipart: value as Record<string, unknown> } : { payload: value as object };

  // valid calls by everyone: the privacy check's main matter
  for (const caller of callers) {
    add(`valid call as ${caller}`, { query, ...(body ? bodyRequest(body.example) : {}) }, caller, caller === 'actor' ? 'actor' : 'owner');
  }
  const actor = bearer ? 'actor' : 'other';
  const target = bearer ? 'actor' : 'owner';
  // path parameters
  for (const p of params.filter((p) => p.in === 'path')) {
    for (const bad of BAD_PATH_SEGMENTS) add(`path ${p.name}=${bad.slice(0, 20)}`, { path: { [p.name]: bad }, query }, actor, target);
  }
  // query parameters
  for (const p of params.filter((p) => p.in === 'query')) {
    for (const bad of BAD_QUERY_VALUES) add(`query ${p.name}=${bad.slice(0, 20)} (raw)`, { query, rawQuery: `${p.name}=${bad}` }, actor, target);
    for (const bad of BAD_TEXT) add(`query ${p.name} text ${JSON.stringify(bad.slice(0, 12))}`, { query: { ...query, [p.name]: bad } }, actor, target);
    add(`query ${p.name} repeated`, { query, rawQuery: `${p.name}=1&${p.name}=2&${p.name}=` }, actor, target);
  }
  add('query unknown parameter', { query: { ...query, zzUnknown: 'x' } }, actor, target);
  add('query bad escape in the name', { query, rawQuery: '%zz=1' }, actor, target);
  // bodies
  if (body) {
    const properties = Object.keys(body.schema.properties ?? {});
    for (const name of properties) {
      const values = body.type === 'multipart/form-data' ? BAD_TEXT : [...WRONG_TYPES, ...BAD_TEXT];
      for (const bad of values) add(`body ${name}=${JSON.stringify(bad)?.slice(0, 20)}`, { query, ...bodyRequest({ ...body.example, [name]: bad }) }, actor, target);
      if ((body.schema.required ?? []).includes(name)) {
        const { [name]: _gone, ...rest } = body.example;
        add(`body without ${name}`, { query, ...bodyRequest(rest) }, actor, target);
      }
    }
    add('body with an unknown field', { query, ...bodyRequest({ ...body.example, zzUnknown: 'x' }) }, actor, target);
    if (body.type === 'application/json') {
      for (const text of BAD_JSON_TEXTS) add(`body text ${JSON.stringify(text.slice(0, 12))}`, { query, payload: text, headers: { 'content-type': 'application/json' } }, actor, target);
      add('body of 2 MB', { query, payload: { ...body.example, [properties[0] ?? 'x']: 'x'.repeat(2 * 1024 * 1024) } }, actor, target);
      add('body as an array', { query, payload: [body.example] }, actor, target);
    } else {
      for (const broken of brokenMultipart(properties[0] ?? 'x')) {
        add(`broken multipart ${JSON.stringify(String(broken.body).slice(0, 30))}`, { query, payload: broken.body, headers: { 'content-type': broken.contentType } }, actor, target);
      }
      add('multipart with a 6 MB file', { query, multipart: { ...body.example, images: [{ big: true }] } }, actor, target);
      add('multipart with a text file as an image', { query, multipart: { ...body.example, images: [{ text: true }] } }, actor, target);
    }
  }
  // content types and bodies where none or another is expected
  for (const type of WRONG_CONTENT_TYPES) {
    add(`content-type ${type}`, { query, payload: body ? JSON.stringify(body.example) : 'x=1', headers: { 'content-type': type } }, actor, target);
  }
  if (operation.method !== 'GET') add('oversize body of another type', { query, payload: 'x'.repeat(2 * 1024 * 1024), headers: { 'content-type': 'text/plain' } }, actor, target);
  add('a JSON body nobody asked for', { query, payload: { unexpected: true } }, actor, target);
  return cases;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Cases of all operations taken in turns, so a time budget cuts every operation short, never skips one. */
function interleave(perOperation: Case[][]): Case[] {
  const out: Case[] = [];
  for (let i = 0; perOperation.some((list) => i < list.length); i++) for (const list of perOperation) if (i < list.length) out.push(list[i]!);
  return out;
}

async function png(size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
}

export async function fuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzFigures> {
  const started = Date.now();
  const random = mulberry32(options.seed); // the same seed gives the same run
  const log = options.log ?? (() => {});
  const marker = { title: `FZTITLE${randomBytes(6).toString('hex')}`, memo: `FZMEMO${randomBytes(6).toString('hex')}` };
  const image = await png();
  const bigImage = Buffer.concat([await png(), randomBytes(6 * 1024 * 1024)]);

  const inject = (opts: InjectOptions) => app.inject(opts);
  async function member(): Promise<{ memberId: number; token: string; refreshToken: string }> {
    const id = randomBytes(5).toString('hex');
    const input = { loginId: `fz${id}`, password: 'Fuzz!2026a', nickName: `퍼즈${id.slice(0, 5)}`, birthDate: '1964/03/02', gender: 'MALE', regionCode: 11110 };
    const signUp = await inject({ method: 'POST', url: '/v1/member/auth/sign-up', payload: input });
    if (signUp.statusCode !== 200) throw new Error(`fuzz set-up: sign-up answered ${signUp.statusCode} ${signUp.body}`);
    const login = await inject({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: input.loginId, password: input.password } });
    const data = login.json().data;
    return { memberId: data.memberId, token: data.accessToken, refreshToken: data.refreshToken };
  }
  async function withTodo(jobId: number, isPublic: boolean, title: string, memo: string): Promise<Fixture> {
    const m = await member();
    const auth = { authorization: `Bearer ${m.token}` };
    const saved = await inject({ method: 'POST', url: `/v1/my-dream/job/${jobId}`, headers: auth });
    if (saved.statusCode !== 200) throw new Error(`fuzz set-up: saving a job answered ${saved.statusCode} ${saved.body}`);
    const groupId = saved.json().data.todoGroupId as number;
    const data = new FormData();
    data.append('todoTitle', title);
    data.append('memoText', memo);
    data.append('isPublic', String(isPublic));
    data.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'memo.png');
    const created = await inject({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: auth, body: data });
    if (created.statusCode !== 200) throw new Error(`fuzz set-up: to-do answered ${created.statusCode} ${created.body}`);
    return { ...m, groupId, todoId: created.json().data.todoId, jobId };
  }

  /** A to-do (and, if the job was removed, the group) for a member that still exists. */
  async function restock(f: Fixture): Promise<Fixture> {
    const auth = { authorization: `Bearer ${f.token}` };
    const saved = await inject({ method: 'POST', url: `/v1/my-dream/job/${f.jobId}`, headers: auth });
    const groupId = saved.statusCode === 200 ? (saved.json().data.todoGroupId as number) : f.groupId;
    const data = new FormData();
    data.append('todoTitle', '퍼즈 할 일');
    data.append('isPublic', 'true');
    const created = await inject({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: auth, body: data });
    if (created.statusCode !== 200) return withTodo(ACTOR_JOB, true, '퍼즈 할 일', '퍼즈 메모');
    return { ...f, groupId, todoId: created.json().data.todoId };
  }

  // The member whose private to-do must never show: the only dreamer of a job no demo member saved, with the starter
  // to-dos removed so the private one is first in every preview, and a public one beside it so dreamer lists include them.
  const owner = await withTodo(OWNER_JOB, false, marker.title, marker.memo);
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const group = (await inject({ method: 'GET', url: `/v1/my-dream/todo-group/${owner.groupId}`, headers: ownerAuth })).json().data;
  for (const todo of group.todos as { todoId: number }[]) {
    if (todo.todoId !== owner.todoId) await inject({ method: 'DELETE', url: `/v1/my-dream/todo/${todo.todoId}`, headers: ownerAuth });
  }
  await inject({
    method: 'POST',
    url: `/v1/my-dream/todo-group/${owner.groupId}`,
    headers: { authorization: `Bearer ${owner.token}` },
    body: (() => {
      const f = new FormData();
      f.append('todoTitle', '공개한 할 일');
      f.append('isPublic', 'true');
      return f;
    })(),
  });
  const other = await member();
  // the other member prepares for the same job, so "dreamers of my jobs" lists show the owner
  await inject({ method: 'POST', url: `/v1/my-dream/job/${OWNER_JOB}`, headers: { authorization: `Bearer ${other.token}` } });
  let actor = await withTodo(ACTOR_JOB, true, '퍼즈 할 일', '퍼즈 메모');
  const forgedKey = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const sign = (claims: Record<string, unknown>, iss = 'saegil', aud = 'saegil-api') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(owner.memberId)).setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('1h').sign(forgedKey);
  const tokens: Record<Exclude<Caller, 'anonymous' | 'actor' | 'other'>, string> = {
    forged: await sign({ sid: 'x', auth_time: Math.floor(Date.now() / 1000) }),
    foreign: await sign({}, 'someone-else', 'another-api'),
    expired: await app.saegil.tokens.signAccessToken(owner.memberId, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    garbage: 'not.a.token',
    'none-alg': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: String(owner.memberId), iss: 'saegil', aud: 'saegil-api', exp: 4102444800 })).toString('base64url')}.`,
  };
  const postingId = (await inject({ method: 'GET', url: '/v1/recruit/list?pageNum=0' })).json().data?.content?.[0]?.id ?? 1;

  const figures: FuzzFigures = {
    seed: options.seed,
    requests: 0,
    serverErrors: 0,
    outsideEnvelope: 0,
    undocumented: 0,
    privateLeaks: 0,
    leaksByOperation: {},
    operationsCovered: 0,
    operationsTotal: operations.length,
    fewestPerOperation: 0,
    samples: [],
    elapsedMs: 0,
  };
  const sample = (kind: string, where: string, detail: string) => {
    if (figures.samples.filter((s) => s.startsWith(kind)).length < 12) figures.samples.push(`${kind}: ${where} → ${detail.slice(0, 300)}`);
  };
  const covered = new Map<string, number>();

  function check(operation: OperationInfo | undefined, where: string, status: number, text: string, contentType: string, privateCaller: boolean) {
    figures.requests += 1;
    if (status >= 500) {
      figures.serverErrors += 1;
      sample('5xx', where, `${status} ${text}`);
    }
    let body: unknown;
    try {
      body = contentType.includes('application/json') ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const validate = operation ? documentedSchema(operation, status) : undefined;
    if (operation && validate === undefined) {
      figures.undocumented += 1;
      sample('undocumented', where, `${status} ${text}`);
    }
    const inEnvelope = body !== undefined && (validate ? validate(body) : status >= 400 && errorEnvelope(body) && (body as { statusCode: number }).statusCode === status);
    if (!inEnvelope) {
      figures.outsideEnvelope += 1;
      sample('outside envelope', where, `${status} ${contentType} ${text}`);
    }
    if (privateCaller && (text.includes(marker.title) || text.includes(marker.memo))) {
      figures.privateLeaks += 1;
      const id = operation?.operationId ?? 'raw';
      figures.leaksByOperation[id] = (figures.leaksByOperation[id] ?? 0) + 1;
      sample('private leak', where, text);
    }
  }

  const pathValue = (name: string, operation: OperationInfo, target: Case['target']): string => {
    const f = target === 'actor' ? actor : owner;
    switch (name) {
      case 'todoGroupId':
        return String(f.groupId);
      case 'todoId':
        return String(f.todoId);
      case 'jobId':
        return String(f.jobId);
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
    const headers: Record<string, string> = { accept: 'application/json', ...c.request.headers };
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
      if (op.operationId === 'withdraw') actor = await withTodo(ACTOR_JOB, true, '퍼즈 할 일', '퍼즈 메모');
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

/** Requests only a real socket can send: framing errors, an over-long request line, bytes HTTP does not allow. */
async function rawRequests(
  app: FastifyInstance,
  check: (operation: OperationInfo | undefined, where: string, status: number, text: string, contentType: string, privateCaller: boolean) => void,
) {
  const wasListening = Boolean(app.server.listening);
  if (!wasListening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const list = operations.find((op) => op.operationId === 'getJobList');
  const login = operations.find((op) => op.operationId === 'login');
  const raw: { operation: OperationInfo | undefined; label: string; bytes: string }[] = [
    { operation: list, label: 'URL of 20 000 characters', bytes: `GET /v1/job/list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n` },
    { operation: list, label: 'headers of 40 KB', bytes: `GET /v1/job/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n` },
    { operation: list, label: 'control byte in a header', bytes: `GET /v1/job/list HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n` },
    { operation: list, label: 'bad %-escape in the path', bytes: `GET /v1/job/list%zz HTTP/1.1\r\nHost: x\r\n\r\n` },
    { operation: login, label: 'bad chunk size', bytes: `POST /v1/member/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n` },
    { operation: login, label: 'Content-Length not a number', bytes: `POST /v1/member/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}` },
    { operation: login, label: 'two Content-Length headers', bytes: `POST /v1/member/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}` },
    { operation: undefined, label: 'not HTTP at all', bytes: `HELLO THERE\r\n\r\n` },
  ];
  for (const r of raw) {
    const text = await new Promise<string>((resolveText) => {
      const socket = connect(port, '127.0.0.1');
      let out = '';
      socket.setTimeout(5000, () => socket.destroy());
      socket.on('data', (chunk) => (out += chunk.toString('utf8')));
      socket.on('close', () => resolveText(out));
      socket.on('error', () => resolveText(out));
      socket.end(r.bytes);
    });
    const [head = '', ...rest] = text.split('\r\n\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
    let body = rest.join('\r\n\r\n');
    if (/transfer-encoding:\s*chunked/i.test(head)) body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
    check(r.operation, `raw: ${r.label}`, status, body, contentType, true);
  }
  if (!wasListening) await app.close();
}
