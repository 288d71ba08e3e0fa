// The contract as the verifier sees it: operations by id, and a validator for each documented answer.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: Json }>;
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

function schemaRef(response: ResponseObject): string | undefined {
  const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop() ?? ''] : response;
  const schema = resolved?.content?.['application/json']?.schema as { $ref?: string } | undefined;
  return schema?.$ref;
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
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
}

export function isBearerOnly(op: Operation): boolean {
  return op.security.length > 0 && op.security.every((r) => 'bearerAuth' in r);
}
