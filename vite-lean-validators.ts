// The generated zod schemas (generated/model/*.zod.ts) carry the contract's Korean description of each field as
// `.check(zod.describe('…'))`: documentation for whoever reads them, nothing a validation uses. In the app each one is
// a copy of its schema made when the screens' code starts (zod/mini clones a schema on .check) and a line of text to
// download, so the build leaves them out. The contract and generated/ keep them; tests and the dev server see them too.
import type { Plugin } from 'vite';

const DESCRIBE = /\.check\(\/\*#__PURE__\*\/ zod\.describe\('(?:[^'\\\n]|\\.)*'\)\)/g;
const GENERATED_SCHEMA = /\/generated\/model\/[^/]+\.zod\.ts$/;

/** A schema module's code without its descriptions (other modules: unchanged). */
export function withoutDescriptions(code: string, id: string): string {
  return GENERATED_SCHEMA.test(id) ? code.replace(DESCRIBE, '') : code;
}

export function leanValidators(): Plugin {
  return {
    name: 'saegil-lean-validators',
    apply: 'build',
    // before TypeScript is compiled: the pattern is the generator's own text
    enforce: 'pre',
    transform(code, id) {
      const lean = withoutDescriptions(code, id);
      return lean === code ? null : { code: lean, map: null };
    },
  };
}
