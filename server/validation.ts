// Request validation from the contract: an Ajv 2020-12 compiler (coercing for query/path/headers/multipart, exact for
// JSON bodies) and the Korean field messages the sign-up form shows, one per field.
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { passwordMessage } from './domain/text-rules.ts';
import type { components } from '../generated/openapi.d.ts';

type FieldError = components['schemas']['FieldError'];

// ajv-i18n is CJS (module.exports = fn) but its d.ts claims a default export; require it so tsc agrees.
const localizeKo: (errors: ErrorObject[]) => void = createRequire(import.meta.url)('ajv-i18n/localize/ko');
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const common = { allErrors: true, useDefaults: true, removeAdditional: false, verbose: true, strict: false } as const;
const coercing = addFormats(new Ajv2020({ ...common, coerceTypes: 'array' }));
const exact = addFormats(new Ajv2020({ ...common, coerceTypes: false }));

/** Node gives header names in lower case, the contract names them as written (`X-Share-Token`). */
function lowerCaseHeaders(schema: { properties?: Record<string, unknown>; required?: string[] }): object {
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    ...(schema.required ? { required: schema.required.map((name) => name.toLowerCase()) } : {}),
  };
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, contentType }) => {
  const json = httpPart === 'body' && !String(contentType ?? 'application/json').startsWith('multipart/');
  const compiled = httpPart === 'headers' ? lowerCaseHeaders(schema as never) : (schema as object);
  return (json ? exact : coercing).compile(compiled) as ReturnType<FastifySchemaCompiler<unknown>>;
};

/** A fresh Ajv for @fastify/response-validation (tests): exact, 2020-12, formats. */
export function responseAjv(): Ajv2020 {
  return addFormats(new Ajv2020({ allErrors: true, strict: false }));
}

const PART: Record<string, string> = { querystring: 'query', params: 'path', headers: 'header', body: 'body' };

export const NICKNAME_LENGTH_MESSAGE = '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.';
const BIRTH_DATE_FORMAT_MESSAGE = 'YYYY/MM/DD 형식으로 입력해주세요';
const UNKNOWN_REGION_MESSAGE = '존재하지 않는 지역입니다.';

type AjvError = ErrorObject & { parentSchema?: Record<string, unknown>; data?: unknown };

/** Messages the contract's descriptions give for particular fields (beyond what one x-error-message can say). */
function fieldSpecific(name: string, e: AjvError): string | undefined {
  const schema = e.parentSchema ?? {};
  switch (name) {
    case 'password':
    case 'newPassword':
      // only the sign-up style rule set (login's password field has no pattern)
      if (schema.pattern || e.keyword === 'required') return passwordMessage(e.keyword === 'required' ? '' : e.data);
      return undefined;
    case 'nickName':
    case 'newNickName':
      if (['minLength', 'maxLength', 'required'].includes(e.keyword)) return NICKNAME_LENGTH_MESSAGE;
      return undefined;
    case 'birthDate':
      return e.keyword === 'required' || e.keyword === 'type' ? undefined : BIRTH_DATE_FORMAT_MESSAGE;
    case 'regionCode':
      return e.keyword === 'minimum' || e.keyword === 'maximum' ? UNKNOWN_REGION_MESSAGE : undefined;
    case 'file':
      return e.keyword === 'required' ? '이미지 파일을 선택해주세요.' : undefined;
  }
  return undefined;
}

const TYPE_MESSAGE: Record<string, string> = {
  integer: '숫자를 입력해주세요.',
  number: '숫자를 입력해주세요.',
  string: '글자로 입력해주세요.',
  boolean: 'true 또는 false로 보내주세요.',
  array: '목록으로 보내주세요.',
  object: '항목을 묶어서 보내주세요.',
  null: '값을 비워주세요.',
};

function koMessage(name: string, e: AjvError): string {
  const specific = fieldSpecific(name, e);
  if (specific) return specific;
  const schema = e.parentSchema ?? {};
  // For `required`, parentSchema is the object; the missing property's own schema may carry the message.
  const own =
    e.keyword === 'required'
      ? ((schema.properties as Record<string, Record<string, unknown>> | undefined)?.[name] ?? {})
      : schema;
  const custom = typeof own['x-error-message'] === 'string' ? (own['x-error-message'] as string) : undefined;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return custom && !own.pattern ? custom : '필수 항목입니다.';
    case 'minLength':
      return Number(p.limit) <= 1 ? (custom ?? '값을 입력해주세요.') : `${p.limit}자 이상 입력해주세요`;
    case 'maxLength':
      return `${p.limit}자 이하로 입력해주세요`;
    case 'pattern':
    case 'format':
      return custom ?? '형식이 올바르지 않습니다.';
    case 'minimum':
      return custom ?? `${p.limit} 이상이어야 합니다.`;
    case 'maximum':
      return custom ?? `${p.limit} 이하여야 합니다.`;
    case 'type': {
      const types = ([] as string[]).concat(p.type as string | string[]).filter((t) => t !== 'null');
      return (name === 'regionCode' && custom) || TYPE_MESSAGE[types[0] ?? ''] || '형식이 올바르지 않습니다.';
    }
    case 'enum':
      return `다음 중 하나를 골라주세요: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${String(p.allowedValue)} 값만 쓸 수 있습니다.`;
    case 'minItems':
      return Number(p.limit) <= 1 ? '하나 이상 보내주세요.' : `${p.limit}개 이상 보내주세요.`;
    case 'maxItems':
      return `${p.limit}개까지 보낼 수 있습니다.`;
    case 'uniqueItems':
      return '같은 값을 두 번 보낼 수 없습니다.';
    case 'additionalProperties':
      return '정의되지 않은 항목입니다.';
    default:
      return e.message ?? '형식이 올바르지 않습니다.';
  }
}

// The message of a field's most basic failure wins (missing before wrong type before too short before bad pattern).
const PRIORITY = [
  'required',
  'additionalProperties',
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'format',
  'enum',
  'const',
  'minItems',
  'maxItems',
  'uniqueItems',
];
const rank = (keyword: string) => {
  const i = PRIORITY.indexOf(keyword);
  return i === -1 ? PRIORITY.length : i;
};

/** Ajv errors → one Korean message per field, named like `body.loginId` or `query.pageNum`. */
export function fieldErrors(validation: ErrorObject[], context: string | undefined): FieldError[] {
  localizeKo(validation); // Korean fallback text for keywords without our own message
  const part = PART[context ?? ''] ?? context ?? 'body';
  const best = new Map<string, { rank: number; message: string }>();
  for (const e of validation as AjvError[]) {
    // anyOf/oneOf summaries repeat what their branches said
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    const segments = e.instancePath.split('/').filter(Boolean).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
    const extra = (e.params as { missingProperty?: string; additionalProperty?: string }) ?? {};
    if (extra.missingProperty) segments.push(extra.missingProperty);
    else if (extra.additionalProperty) segments.push(extra.additionalProperty);
    // an item of an array field is reported on the field itself (`body.jobIds`, not `body.jobIds.0`)
    const named = segments.filter((s) => !/^\d+$/.test(s));
    const field = [part, ...named].join('.');
    const name = named.at(-1) ?? part;
    const candidate = { rank: rank(e.keyword), message: koMessage(name, e) };
    const current = best.get(field);
    if (!current || candidate.rank < current.rank) best.set(field, candidate);
  }
  return [...best].map(([field, { message }]) => ({ field, message }));
}

// C0 controls other than tab, line feed and carriage return, DEL, C1 controls, and UTF-16 halves without their pair
// (which PostgreSQL cannot store): never part of what a person types.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNTYPABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNTYPABLE_MESSAGE = '입력할 수 없는 문자(제어 문자)가 들어 있습니다. 지우고 다시 입력해주세요.';

/** One field error per text value (at any depth) that holds a character nobody types, named like the validator's. */
export function untypableTextErrors(part: string, value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const walk = (v: unknown, path: string[]) => {
    if (path.length > 32) return; // no form nests this deep; the schema refuses it
    if (typeof v === 'string') {
      if (UNTYPABLE.test(v)) errors.push({ field: [part, ...path.filter((s) => !/^\d+$/.test(s))].join('.'), message: UNTYPABLE_MESSAGE });
    } else if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (UNTYPABLE.test(key)) errors.push({ field: [part, ...path].join('.'), message: UNTYPABLE_MESSAGE });
        else walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return [...new Map(errors.map((e) => [e.field, e])).values()];
}
