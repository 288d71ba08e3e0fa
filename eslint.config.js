import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import noTypeCycle from './eslint-rules/no-type-cycle.js';

// Layering (DESIGN.md): shared → features → app; features never import each other, except a kit (a features/*-kit
// folder: the parts several screens of one domain share, such as the search kit of recruit, training and scraps),
// which any feature may import and which imports no screen; generated/ imports only the fetch mutator; server/ and
// src/ never import each other.
const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();
const kits = features.filter((name) => name.endsWith('-kit'));
const layerZones = [
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'shared/는 features/나 app/을 가져오지 않습니다.' },
  { target: './src/features', from: './src/app', message: 'features/는 app/을 가져오지 않습니다.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [name, ...kits].filter((allowed, i, all) => all.indexOf(allowed) === i).map((allowed) => `./${allowed}`),
    message: name.endsWith('-kit')
      ? '키트(features/*-kit)는 화면 기능을 가져오지 않습니다. 다른 키트만 가져올 수 있어요.'
      : '기능(feature)끼리는 서로 가져오지 않습니다. 여러 화면이 함께 쓰는 부분은 그 영역의 features/*-kit이나 shared/로 옮기세요.',
  })),
  { target: './src', from: './server', message: 'src/는 server/를 가져오지 않습니다.' },
  { target: './server', from: './src', message: 'server/는 src/를 가져오지 않습니다.' },
];

export default tseslint.config(
  { ignores: ['dist', 'generated', 'node_modules', 'test-results', 'playwright-report', '.test-reports', 'data', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, house: { rules: { 'no-type-cycle': noTypeCycle } } },
    // no-cycle reads the modules it follows: TypeScript ones need the TS parser, and a resolver that knows .ts/.tsx.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Every import circle, an `import type` one too (import-x/no-cycle skips those): ./eslint-rules/no-type-cycle.js.
      'house/no-type-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Far-away modules by name (package.json "imports": #src/*, #generated/*), not by climbing ../../../.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){3,}', message: '../../../ 대신 #src/… 또는 #generated/… 로 가져오세요 (package.json "imports").' }] },
      ],
    },
  },
  {
    // Being rewritten by issue 26's first-load work (route loaders); it takes #generated/ when that lands.
    files: ['src/shared/http/api-fetch.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Circles that can break at run time, with import-x's own report; only over the app and the server, where it pays
    // (it re-parses every module it follows: over tests/ and scripts/ too it doubled lint's time).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
