// The fuzz's cases for one operation of the contract: valid calls by every kind of caller, then each part of the
// request broken in turn (path, query, body, content type), and the order they are run in.
import { spec } from '../contract.ts';
import type { OperationInfo } from '../contract.ts';
import {
  BAD_HEADER_VALUES,
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the contract is untyped JSON
type Schema = Record<string, any>;

export type Caller = 'anonymous' | 'other' | 'actor' | 'forged' | 'foreign' | 'expired' | 'garbage' | 'none-alg';

export interface Case {
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
    /** header parameters of the operation left out (the others get a valid value: run.ts) */
    omitHeaders?: string[];
  };
}

const operationSpec = (operation: OperationInfo): Schema => spec.paths[operation.path][operation.method.toLowerCase()];
export const parametersOf = (operation: OperationInfo): Schema[] => [
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
export function casesFor(operation: OperationInfo): Case[] {
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
  // header parameters (lower case, as Node gives them): left out, or odd values a header can carry
  for (const p of params.filter((p) => p.in === 'header')) {
    const name = String(p.name).toLowerCase();
    add(`header ${name} missing`, { query, omitHeaders: [name] }, actor, target);
    for (const bad of BAD_HEADER_VALUES) add(`header ${name}=${JSON.stringify(bad.slice(0, 20))}`, { query, headers: { [name]: bad } }, actor, target);
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

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Cases of all operations taken in turns, so a time budget cuts every operation short, never skips one. */
export function interleave(perOperation: Case[][]): Case[] {
  const out: Case[] = [];
  for (let i = 0; perOperation.some((list) => i < list.length); i++) for (const list of perOperation) if (i < list.length) out.push(list[i]!);
  return out;
}
