// The build drops the generated schemas' descriptions (vite-lean-validators.ts) and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from '../../vite-lean-validators.ts';

const dir = resolve('generated/model');
const schemaFiles = readdirSync(dir).filter((f) => f.endsWith('.zod.ts'));
const checksOtherThanDescribe = (code: string) => (code.match(/\.check\(/g) ?? []).length - (code.match(/zod\.describe\(/g) ?? []).length;

describe('lean validators', () => {
  it('removes every description from every generated schema, and keeps every other rule', () => {
    let removed = 0;
    for (const file of schemaFiles) {
      const code = readFileSync(join(dir, file), 'utf8');
      const lean = withoutDescriptions(code, `/work/generated/model/${file}`);
      expect(lean, file).not.toContain('zod.describe(');
      expect(checksOtherThanDescribe(lean), file).toBe(checksOtherThanDescribe(code));
      removed += code.length - lean.length;
    }
    expect(removed).toBeGreaterThan(0);
  });

  it('leaves any other module as it is', () => {
    const code = "export const x = y.check(/*#__PURE__*/ zod.describe('설명'));";
    expect(withoutDescriptions(code, '/work/src/shared/rules.ts')).toBe(code);
  });
});
