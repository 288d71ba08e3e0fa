// How the fuzz judges one answer: no 5xx, inside the envelope, a status (and body) the operation documents, and no
// trace of the private to-do's marker in it. The figures count every finding and keep a few samples of each kind.
import { operations, spec } from '../contract.ts';
import type { OperationInfo } from '../contract.ts';
import { responseAjv } from '../validation.ts';
import { resolve } from './inputs.ts';

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

export type Check = (operation: OperationInfo | undefined, where: string, status: number, text: string, contentType: string, privateCaller: boolean) => void;

/** The figures of one run and the check that fills them; `marker` is the private to-do's title and memo. */
export function createChecker(seed: number, marker: { title: string; memo: string }) {
  const figures: FuzzFigures = {
    seed,
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

  const check: Check = (operation, where, status, text, contentType, privateCaller) => {
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
  };
  return { figures, check, sample };
}
