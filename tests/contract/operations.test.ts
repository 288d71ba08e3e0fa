// The contract must hold exactly the 43 operations of the foundation issue plus those later issues added (logout,
// closing-soon scraps, consents, read-only links, recovery codes, social sign-in): none may silently go missing.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const EXPECTED = [
  'POST /v1/member/auth/login',
  'POST /v1/member/auth/sign-up',
  'GET /v1/member/auth/check-id',
  'GET /v1/member/auth/check-nickname',
  'POST /v1/member/auth/refresh',
  'POST /v1/member/auth/logout',
  'GET /v1/region/all',
  'GET /v1/member/info',
  'PUT /v1/member/password',
  'PUT /v1/member/nickname',
  'PUT /v1/member/region',
  'DELETE /v1/member/job',
  'POST /v1/member/auth/withdraw',
  'POST /v1/member/profile',
  'DELETE /v1/member/profile',
  'GET /v1/my-dream/todo/jobs',
  'GET /v1/my-dream/todo',
  'GET /v1/my-dream/todo-group/{todoGroupId}',
  'POST /v1/my-dream/todo-group/{todoGroupId}',
  'PUT /v1/my-dream/todo/{todoId}',
  'GET /v1/my-dream/todo/{todoId}',
  'DELETE /v1/my-dream/todo/{todoId}',
  'PATCH /v1/my-dream/todo/{todoId}/complete-state',
  'PATCH /v1/my-dream/todo/{todoId}/public-state',
  'POST /v1/my-dream/job/{jobId}',
  'POST /v1/job/recommend',
  'GET /v1/job/list',
  'GET /v1/job/detail/{jobId}',
  'GET /v1/recruit/popular',
  'GET /v1/recruit/list',
  'GET /v1/todo/other',
  'GET /v1/todo/other/public',
  'GET /v1/todo/other/simple/{jobId}',
  'GET /v1/todo/other/{jobId}',
  'GET /v1/todo/{id}',
  'GET /v1/todo/{id}/memo',
  'POST /v1/scrap/recruit/{id}',
  'DELETE /v1/scrap/recruit/{id}',
  'POST /v1/scrap/training',
  'DELETE /v1/scrap/training/{trprId}',
  'GET /v1/scrap/checked',
  'GET /v1/scrap/training/list',
  'GET /v1/scrap/recruit/list',
  // issue 11: home's 마감이 다가오는 스크랩
  'GET /v1/scrap/recruit/closing-soon',
  'GET /v1/training/list',
  // issue 21: consent at sign-up, asked again when a required document changes
  'GET /v1/member/consent',
  'POST /v1/member/consent',
  // issue 22: read-only links to show a plan to family or a counsellor
  'POST /v1/my-dream/todo-group/{todoGroupId}/shares',
  'GET /v1/my-dream/shares',
  'DELETE /v1/my-dream/shares/{shareId}',
  'GET /v1/shared-plan',
  // issue 27: a recovery code for a forgotten password
  'POST /v1/member/auth/password-reset',
  'POST /v1/member/recovery-code',
  // issue 23: saved-search alerts, the daily digest, Web Push and the 알림함
  'GET /v1/alerts/settings',
  'PUT /v1/alerts/settings',
  'GET /v1/alerts/push-key',
  'POST /v1/alerts/push-subscriptions',
  'DELETE /v1/alerts/push-subscriptions',
  'GET /v1/alerts/inbox',
  'POST /v1/alerts/inbox/read',
  'GET /v1/alerts/unread-count',
  // issue 24: help nearby, from sourced facts
  'GET /v1/help/nearby',
  // issue 27: 카카오·네이버로 시작하기, link and unlink
  'GET /v1/auth/social/providers',
  'POST /v1/auth/social/{provider}/start',
  'POST /v1/auth/social/{provider}/finish',
  'POST /v1/auth/social/signup',
  'GET /v1/member/social-links',
  'POST /v1/member/social-links/{provider}/start',
  'POST /v1/member/social-links/{provider}',
  'DELETE /v1/member/social-links/{provider}',
  'POST /v1/help/places/{helpId}/reports',
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
const doc = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
    responses: Record<string, ResponseObject>;
  };
};
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, op: item[m] as Operation })),
);
const schemaOf = (ref: string | undefined) => (ref ? doc.components.schemas[ref.split('/').pop() ?? ''] : undefined);

type ResponseObject = {
  $ref?: string;
  content?: Record<string, { schema?: { $ref?: string }; examples?: Record<string, { value?: { code?: string; statusCode?: number } }> }>;
};
const resolveResponse = (response: ResponseObject): ResponseObject =>
  response.$ref ? doc.components.responses[response.$ref.split('/').pop() ?? '']! : response;
const ERROR_CODES = (doc.components.schemas.ErrorCode as unknown as { enum: string[] }).enum;

/** An error code set: `allOf: [ErrorResponse, {properties: {statusCode: {const}, code: {enum}}}]`. */
function codeSet(ref: string | undefined): { statusCode: number; codes: string[] } | undefined {
  const schema = schemaOf(ref) as unknown as { allOf?: { $ref?: string; properties?: { statusCode?: { const: number }; code?: { enum: string[] } } }[] } | undefined;
  const [base, narrowed] = schema?.allOf ?? [];
  if (base?.$ref !== '#/components/schemas/ErrorResponse' || !narrowed?.properties?.code?.enum || !narrowed.properties.statusCode) return undefined;
  return { statusCode: narrowed.properties.statusCode.const, codes: narrowed.properties.code.enum };
}

describe('the contract', () => {
  it('has exactly the 43 operations of the spec (plus refresh) and the later additions', () => {
    expect(EXPECTED).toHaveLength(71);
    expect(operations.map((o) => o.key).sort()).toEqual([...EXPECTED].sort());
  });

  it.each(operations.map((o) => [o.key, o.op] as const))('%s answers 200 (201 when it creates) in the success envelope', (key, op) => {
    const created = ['POST /v1/my-dream/todo-group/{todoGroupId}/shares', 'POST /v1/help/places/{helpId}/reports'].includes(key);
    expect(Object.keys(op.responses).filter((s) => s.startsWith('2'))).toEqual([created ? '201' : '200']);
    const schema = schemaOf(op.responses[created ? '201' : '200']?.content?.['application/json']?.schema?.$ref);
    expect(schema?.required).toEqual(expect.arrayContaining(['success', 'timestamp', 'data']));
  });

  it.each(operations.map((o) => [o.key, o.op] as const))('%s documents its errors in the error envelope, each with its own codes', (_key, op) => {
    const errorStatuses = Object.keys(op.responses).filter((s) => Number(s) >= 400);
    expect(errorStatuses).toEqual(expect.arrayContaining(['429', '500', '503']));
    for (const status of errorStatuses) {
      const response = resolveResponse(op.responses[status] as ResponseObject);
      const content = response.content?.['application/json'];
      const set = codeSet(content?.schema?.$ref);
      expect(set, `${status}: the schema narrows ErrorResponse to a status and a code list`).toBeDefined();
      expect(set!.statusCode, status).toBe(Number(status));
      expect(set!.codes.every((code) => ERROR_CODES.includes(code)), `${status}: ${set!.codes}`).toBe(true);
      // every code the answer may carry has a documented example (Prism answers it, docs show it), and nothing else
      const exampleCodes = Object.values(content?.examples ?? {}).map((e) => e.value?.code);
      expect([...new Set(exampleCodes)].sort(), status).toEqual([...set!.codes].sort());
      for (const example of Object.values(content?.examples ?? {})) expect(example.value?.statusCode, status).toBe(Number(status));
    }
  });

  it('secures member calls and leaves the public ones open', () => {
    const optional = [
      'GET /v1/recruit/popular',
      'GET /v1/todo/other/public',
      'GET /v1/todo/{id}',
      'GET /v1/todo/{id}/memo',
      'GET /v1/shared-plan',
      'POST /v1/help/places/{helpId}/reports',
    ];
    for (const { key, op } of operations) {
      const schemes = (op.security ?? []).map((r) => Object.keys(r).join(','));
      const isMember = /\/v1\/(member\/(info|consent|password|nickname|region|job|profile|recovery-code|social-links|auth\/withdraw)|my-dream|scrap|alerts|todo\/other$)/.test(
        key,
      );
      if (optional.includes(key)) expect(schemes, key).toEqual(['', 'bearerAuth']);
      else if (isMember) expect(schemes, key).toEqual(['bearerAuth']);
      else expect(schemes, key).toEqual([]);
    }
  });
});
