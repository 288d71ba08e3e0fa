// The mock harness serves the whole contract: every operation answers Prism with a body the generated zod schema
// accepts (dynamic Korean faker data, several draws), and every documented error answers in the error envelope.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as model from '../../generated/model/index.ts';
import { startPrism } from './support/prism.ts';
import { MOCK_REQUESTS, send } from './support/requests.ts';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}
const doc = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(doc.paths).flatMap((item) =>
  ['get', 'put', 'post', 'delete', 'patch'].flatMap((m) => (item[m] ? [item[m]] : [])),
);
type Examples = Record<string, { value?: unknown }>;
const components = (parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { components: { responses: Record<string, ResponseLike> } }).components;
type ResponseLike = { $ref?: string; content?: Record<string, { examples?: Examples }> };
function examplesOf(operationId: string, status: number): unknown[] {
  const op = operations.find((o) => o.operationId === operationId)!;
  let response = op.responses[String(status)] as ResponseLike;
  if (response.$ref) response = components.responses[response.$ref.split('/').pop() ?? '']!;
  return Object.values(response.content?.['application/json']?.examples ?? {}).map((e) => e.value);
}
const schemas = model as unknown as Record<string, { safeParse: (v: unknown) => { success: boolean; error?: unknown } }>;
const DRAWS = 3;

let prism: Awaited<ReturnType<typeof startPrism>>;
beforeAll(async () => {
  prism = await startPrism();
});
afterAll(() => prism?.stop());

describe('Prism serves every operation with data the generated zod schemas accept', () => {
  it('has a request for every operation', () => {
    expect(Object.keys(MOCK_REQUESTS).sort()).toEqual(operations.map((o) => o.operationId).sort());
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    // the success answer: 200, or 201 for an operation that creates
    const success = op.responses['201'] ? 201 : 200;
    const ref = op.responses[String(success)]?.content?.['application/json']?.schema?.$ref ?? '';
    const schema = schemas[ref.split('/').pop() ?? ''];
    expect(schema, `generated zod schema for ${ref}`).toBeDefined();
    const request = MOCK_REQUESTS[operationId]!;
    for (let i = 0; i < DRAWS; i++) {
      const { status, body } = await send(prism.baseUrl, request, { authorization: 'Bearer mock-token' });
      expect(status, JSON.stringify(body)).toBe(success);
      const parsed = schema!.safeParse(body);
      expect(parsed.success, `${operationId}: ${JSON.stringify(parsed.error)}\n${JSON.stringify(body)}`).toBe(true);
    }
  });
});

describe('Prefer: code=… alone answers a documented example of that error', () => {
  const cases = operations.flatMap((op) =>
    Object.keys(op.responses)
      .filter((status) => Number(status) >= 400)
      .map((status) => [`${op.operationId} ${status}`, op.operationId, Number(status)] as const),
  );
  it.each(cases)('%s', async (_name, operationId, status) => {
    const { status: got, body } = await send(prism.baseUrl, MOCK_REQUESTS[operationId]!, {
      authorization: 'Bearer mock-token',
      prefer: `code=${status}`,
    });
    expect(got).toBe(status);
    expect(schemas.ErrorResponse!.safeParse(body).success, JSON.stringify(body)).toBe(true);
    // a real example of this operation's answer, never a body invented from the schema
    expect(examplesOf(operationId, status)).toContainEqual(body);
  });

  it('a member call without a token is refused by the mock as 401', async () => {
    const { status } = await send(prism.baseUrl, MOCK_REQUESTS.getMemberInfo!);
    expect(status).toBe(401);
  });
});
