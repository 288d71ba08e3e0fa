// The contract as the verifier sees it: operations by id, and a validator for each documented answer.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: Json; examples?: Record<string, { value?: { code?: string } }> }>;
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, ResponseObject>;
  security: Json[];
}

const CONTRACT_PATH = new URL('../../../openapi/openapi.yaml', import.meta.url);
const doc = parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: Json & { responses: Record<string, ResponseObject> };
  security?: Json[];
};

export const operations: Map<string, Operation> = new Map();
for (const [path, item] of Object.entries(doc.paths)) {
  for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
    const op = item[method] as (Json & { operationId: string; responses: Record<string, ResponseObject> }) | undefined;
    if (!op) continue;
    operations.set(op.operationId, {
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      responses: op.responses,
      security: (op.security as Json[] | undefined) ?? doc.security ?? [],
    });
  }
}

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats.default(ajv);
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
ajv.addFormat('binary', true);
ajv.addSchema({ ...doc, $id: 'contract' } as Json, 'contract');

function resolveResponse(response: ResponseObject): ResponseObject | undefined {
  return response.$ref ? doc.components.responses[response.$ref.split('/').pop() ?? ''] : response;
}

function schemaRef(response: ResponseObject): string | undefined {
  const schema = resolveResponse(response)?.content?.['application/json']?.schema as { $ref?: string } | undefined;
  return schema?.$ref;
}

/** The name of the documented example of this operation's error answer that carries `code` (for Prism's Prefer). */
export function exampleForCode(operationId: string, status: number, code: string): string | undefined {
  const response = operations.get(operationId)?.responses[String(status)];
  const examples = response && resolveResponse(response)?.content?.['application/json']?.examples;
  return Object.entries(examples ?? {}).find(([, example]) => example.value?.code === code)?.[0];
}

/** Ajv's "must NOT have additional properties" as what it means here: a field the server sends that the contract lacks. */
function describe(e: ErrorObject): string {
  const extra = (e.params as { additionalProperty?: string }).additionalProperty;
  if (e.keyword === 'additionalProperties' && extra !== undefined) return `undocumented field ${e.instancePath || ''}/${extra} (the contract does not have it)`;
  return `${e.instancePath || '/'} ${e.message ?? ''}`.trim();
}

/** Checks an answer against what the contract documents for this operation and status. */
export function validateAnswer(operationId: string, status: number, body: unknown): string[] {
  const op = operations.get(operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const response = op.responses[String(status)];
  if (!response) return [`status ${status} is not documented for ${operationId}`];
  const ref = schemaRef(response);
  if (!ref) return [`no JSON schema documented for ${operationId} ${status}`];
  const validate = ajv.getSchema(`contract${ref}`);
  if (!validate) return [`cannot compile ${ref}`];
  if (validate(body)) return [];
  return [...new Set((validate.errors ?? []).map(describe))];
}

export function isBearerOnly(op: Operation): boolean {
  return op.security.length > 0 && op.security.every((r) => 'bearerAuth' in r);
}
