// Lint rule `house/no-type-cycle`: no import circle, counting type-only imports. import-x/no-cycle skips a circle
// that any `import type` closes (it cannot break at run time), but such a circle still ties two modules into one
// (neither can move or be read alone); this rule reports it at the import that closes it.
// It follows relative and `#src/*`-style (package.json "imports") specifiers, static and dynamic, by reading each
// file's import lines (cached by modification time); packages are not followed.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /\bfrom\s*['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)|^\s*import\s*['"]([^'"\n]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

const importsMaps = new Map(); // root → package.json "imports"
const depsCache = new Map(); // file → { mtimeMs, deps }

function mtimeOf(file) {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

function subpathImports(root) {
  if (!importsMaps.has(root)) {
    let imports = {};
    try {
      imports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {};
    } catch {
      // no package.json: relative specifiers only
    }
    importsMaps.set(root, imports);
  }
  return importsMaps.get(root);
}

function resolveSpecifier(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.resolve(path.dirname(fromFile), specifier);
  } else if (specifier.startsWith('#')) {
    for (const [key, target] of Object.entries(subpathImports(root))) {
      const prefix = key.endsWith('*') ? key.slice(0, -1) : key;
      if (typeof target !== 'string') continue;
      if (key.endsWith('*') ? specifier.startsWith(prefix) : specifier === key) {
        base = path.resolve(root, target.replace('*', specifier.slice(prefix.length)));
        break;
      }
    }
  }
  if (!base) return undefined;
  for (const ext of EXTENSIONS) {
    if (mtimeOf(base + ext) !== undefined) return base + ext;
  }
  return undefined;
}

function depsOf(root, file) {
  const mtimeMs = mtimeOf(file);
  if (mtimeMs === undefined) return [];
  const cached = depsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.deps;
  const deps = new Set();
  for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const resolved = resolveSpecifier(root, file, match[1] ?? match[2] ?? match[3]);
    if (resolved) deps.add(resolved);
  }
  depsCache.set(file, { mtimeMs, deps: [...deps] });
  return depsCache.get(file).deps;
}

/** The shortest import path from `start` back to `target`, or undefined. */
function pathBack(root, start, target) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const dep of depsOf(root, file)) {
      if (dep === target) {
        const route = [file];
        for (let at = cameFrom.get(file); at !== undefined; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (!cameFrom.has(dep)) {
        cameFrom.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included.' },
    schema: [],
    messages: { cycle: '가져오기가 돌고 돕니다(타입만 가져와도): {{route}}. 함께 쓰는 타입을 둘 다 가져올 수 있는 곳으로 옮기세요.' },
  },
  create(context) {
    const root = context.cwd;
    const filename = context.physicalFilename;
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(root, filename, source.value);
      if (!target || target === filename) return;
      const route = pathBack(root, target, filename);
      if (!route) return;
      const shown = [filename, ...route, filename].map((f) => path.relative(root, f)).join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { route: shown } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
