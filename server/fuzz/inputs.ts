// Bad inputs derived from the contract: a valid request per operation (from its examples and schemas), then every
// part of it broken in turn — wrong types, missing and extra fields, huge, empty and odd Unicode text, NUL and other
// control characters, bad %-escapes, over-long ids, wrong and missing content types, broken multipart, oversize bodies.
import { spec } from '../contract.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the contract is untyped JSON
type Schema = Record<string, any>;

export function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let depth = 0; s.$ref && depth < 10; depth++) {
    s = s.$ref.split('/').slice(1).reduce((node: Schema, key: string) => node[key], spec);
  }
  return s;
}

/** A value the schema accepts: its example, its first enum value, or a plain one of its type. */
export function validValue(schemaIn: Schema | undefined): unknown {
  const schema = resolve(schemaIn);
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [validValue(schema.items)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = validValue(schema.properties?.[name]);
      return out;
    }
    default:
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Text that breaks naive handling: empty, huge, control characters, odd Unicode. */
export const BAD_TEXT: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f\u0085',
  'x'.repeat(100_000),
  '가'.repeat(5001),
  '\ud800',
  'a\udc00b',
  '👩‍👩‍👧‍👦'.repeat(50),
  '\u202e\u0644\u0627',
  'e\u0301\u0301\u0301\u0301',
  '\u200b\ufeff\u2060',
  '\uffff\ufffe',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00',
  '-1',
  '1e309',
  '9'.repeat(40),
];

/** JSON values of every other type, for a field of any type. */
export const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1.5, 2 ** 63, [], [1, 2], {}, { a: { b: { c: 1 } } }, 'text'];

/** Path segment values: not ids, too big, too long, bad escapes (already %-encoded where that is the point). */
/** Odd values a header can carry (HTTP allows tab, visible ASCII and Latin-1 bytes; anything else never arrives). */
export const BAD_HEADER_VALUES: string[] = [
  '',
  ' ',
  'x',
  'A'.repeat(27),
  'x'.repeat(201),
  'x'.repeat(8000),
  '%00%zz',
  '../../etc/passwd',
  '"quoted", a, b',
  'caf\u00e9\u00ff',
  'Bearer abc.def.ghi',
];

export const BAD_PATH_SEGMENTS: string[] = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '9'.repeat(30),
  '9007199254740993',
  '%00',
  '%zz',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  encodeURIComponent('가나다'),
  'x'.repeat(3000),
  '%20',
  '..%2F..',
  '1%0A',
];

/** Raw query strings appended as they are (bad escapes stay bad). */
export const BAD_QUERY_VALUES: string[] = ['%zz', '%', '%E0%A4%A', '%00', '%ff%fe', 'a'.repeat(10_000), '-1', '1e999', 'true', '[]', '%C0%AF'];

export const BAD_JSON_TEXTS: string[] = [
  '',
  '{',
  'not json',
  '[]',
  'null',
  '"text"',
  '123',
  '{"a":',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\ufeff{}',
];

export const WRONG_CONTENT_TYPES: string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=latin1',
  'image/png',
  'application/octet-stream',
  '*/*',
  'application/json\u0000',
];

/** Broken multipart bodies (boundary B). */
export function brokenMultipart(field: string): { contentType: string; body: string | Buffer }[] {
  const type = 'multipart/form-data; boundary=B';
  return [
    { contentType: type, body: '' },
    { contentType: type, body: '--B\r\n' },
    { contentType: type, body: `--B\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nvalue` },
    { contentType: type, body: `--B\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--B--\r\n` },
    { contentType: type, body: `--B\r\nbroken header line\r\n\r\nx\r\n--B--\r\n` },
    { contentType: type, body: `--X\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nv\r\n--X--\r\n` },
    { contentType: 'multipart/form-data; boundary="unterminated', body: '--unterminated\r\n' },
    { contentType: type, body: `--B\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0000\u0001\r\n--B--\r\n` },
    { contentType: type, body: `--B\r\nContent-Disposition: form-data; name="${field}"\r\n\r\na\u0000b\r\n--B--\r\n` },
    { contentType: type, body: Buffer.concat([Buffer.from(`--B\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('\r\n--B--\r\n')]) },
    {
      contentType: type,
      body: Array.from({ length: 60 }, (_, i) => `--B\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') + '--B--\r\n',
    },
  ];
}
