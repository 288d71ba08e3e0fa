import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requiresToken } from '../../src/shared/http/token-required.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}

const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, Operation>> };

/** bearerAuth required, with no anonymous `{}` alternative */
const needsToken = (op: Operation) =>
  (op.security ?? []).length > 0 && (op.security ?? []).every((s) => 'bearerAuth' in s);

describe('the calls that need a token are exactly the contract’s bearer-only operations', () => {
  const cases = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => typeof op === 'object' && op?.operationId)
      .map(([method, op]) => [`${method.toUpperCase()} ${path}`, path.replace(/\{[^}]+\}/g, '12'), needsToken(op)] as const),
  );

  it('covers every operation', () => expect(cases.length).toBeGreaterThan(30));

  it.each(cases)('%s', (_name, samplePath, expected) => {
    expect(requiresToken(samplePath)).toBe(expected);
    expect(requiresToken(`${samplePath}?page=0`)).toBe(expected);
  });
});
