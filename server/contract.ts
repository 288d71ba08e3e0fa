// The contract (openapi/openapi.yaml) loaded once: the server's routes, validation and docs all come from it.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { OperationId } from './routes/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is untyped JSON
export type OpenApiDocument = Record<string, any>;

export const spec: OpenApiDocument = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'));

/** How an operation treats the bearer token. */
export type AuthMode = 'required' | 'optional' | 'public';

export interface OperationInfo {
  operationId: OperationId;
  method: string;
  path: string;
  auth: AuthMode;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `security: [{bearerAuth: []}]` → required; `[{}, {bearerAuth: []}]` → optional; `[]` or none → public. */
export function authModeOf(security: object[] | undefined): AuthMode {
  const requirements = security ?? spec.security ?? [];
  const bearer = requirements.some((r: object) => 'bearerAuth' in r);
  if (!bearer) return 'public';
  return requirements.some((r: object) => Object.keys(r).length === 0) ? 'optional' : 'required';
}

export const operations: OperationInfo[] = Object.entries(spec.paths as Record<string, Record<string, { operationId: OperationId; security?: object[] }>>).flatMap(
  ([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      operationId: item[method]!.operationId,
      method: method.toUpperCase(),
      path,
      auth: authModeOf(item[method]!.security),
    })),
);

export const operationById: ReadonlyMap<string, OperationInfo> = new Map(operations.map((op) => [op.operationId, op]));
