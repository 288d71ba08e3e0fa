import { defineConfig } from 'orval';

// One contract, two outputs in generated/: TanStack Query hooks (one folder per tag) that call the hand-written
// mutator with the response's zod schema, and the zod schemas themselves (types are inferred from them).
export default defineConfig({
  saegil: {
    input: { target: './openapi/openapi.yaml', override: { transformer: './scripts/orval-inline-responses.mjs' } },
    output: {
      mode: 'tags-split',
      target: './generated/api/saegil.ts',
      schemas: { type: 'zod', path: './generated/model' },
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: { path: './src/shared/http/api-fetch.ts', name: 'apiFetch' },
        includeZodSchemaInArguments: true,
        fetch: { runtimeValidation: true, includeHttpResponseReturnType: false },
        // the functional zod/mini API: the validators the app ships are a fraction of classic zod's size (issue 10)
        zod: { variant: 'mini' },
      },
    },
  },
});
