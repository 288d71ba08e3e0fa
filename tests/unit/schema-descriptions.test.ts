// One set of schemas (decision 0001): orval's view of the contract drops the schemas' descriptions, so
// generated/model carries no `zod.describe` and the app, its dev server, the unit tests and the build run the same code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import transform from '../../scripts/orval-inline-responses.mjs';

describe('one set of schemas', () => {
  it('generated/model has no description checks, and keeps its other rules', () => {
    const dir = resolve('generated/model');
    const files = readdirSync(dir).filter((f) => f.endsWith('.zod.ts'));
    expect(files.length).toBeGreaterThan(100);
    let checks = 0;
    for (const file of files) {
      const code = readFileSync(join(dir, file), 'utf8');
      expect(code, file).not.toContain('zod.describe(');
      checks += (code.match(/\.check\(/g) ?? []).length;
    }
    // the length, pattern and range rules are all still there
    expect(checks).toBeGreaterThan(500);
  });

  it("drops a schema's description only: operations, parameters and a property named description keep theirs", () => {
    const spec = {
      paths: {
        '/v1/x': {
          get: {
            description: '작업 설명',
            parameters: [{ name: 'q', in: 'query', description: '검색어', schema: { type: 'string', description: '검색어 스키마', maxLength: 5 } }],
            responses: { 200: { description: '성공', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } },
          },
        },
      },
      components: {
        schemas: {
          A: { type: 'object', description: '개체', properties: { description: { type: 'string', description: '설명 필드' } } },
        },
      },
    };
    const out = transform(structuredClone(spec)) as typeof spec & { components: { schemas: { A: unknown } } };
    const op = out.paths['/v1/x'].get;
    expect(op.description).toBe('작업 설명');
    expect(op.parameters[0]?.description).toBe('검색어');
    expect(op.parameters[0]?.schema).toEqual({ type: 'string', maxLength: 5 });
    expect(op.responses[200].description).toBe('성공');
    expect(out.components.schemas.A).toEqual({ type: 'object', properties: { description: { type: 'string' } } });
  });
});
