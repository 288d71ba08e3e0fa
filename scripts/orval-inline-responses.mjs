// orval input transformer (1): replaces each `$ref: '#/components/responses/X'` in an operation with the response
// itself. orval's zod-schema output does not emit types for shared responses, so without this the generated hooks
// would import error types that do not exist. The contract keeps its shared responses; only orval's view changes.
const SCHEMA_KEYS = ['type', '$ref', 'properties', 'items', 'enum', 'allOf', 'oneOf', 'anyOf', 'format', 'const'];

/**
 * Drops the `description` of every schema in orval's view (operations, parameters and responses keep theirs): orval
 * writes each as `.check(zod.describe('…'))`, documentation no validation uses, which zod/mini turns into a copy of
 * the schema when the screens' code starts and ~4 KB gzip of first-load JS. Without them the app, its dev server, the
 * unit tests and the server all run the one set of schemas in generated/model (the build used to strip them alone).
 * The contract keeps every description; they are read there (and in generated/openapi.d.ts, docs, /docs).
 */
function withoutSchemaDescriptions(node) {
  if (Array.isArray(node)) return node.forEach(withoutSchemaDescriptions);
  if (!node || typeof node !== 'object') return;
  if (typeof node.description === 'string' && SCHEMA_KEYS.some((key) => key in node)) delete node.description;
  for (const [key, value] of Object.entries(node)) {
    // an object's `properties` are names, not schemas: a property called `description` is kept
    if (key === 'properties' && value && typeof value === 'object') Object.values(value).forEach(withoutSchemaDescriptions);
    else withoutSchemaDescriptions(value);
  }
}

export default function inlineSharedResponses(spec) {
  const shared = spec.components?.responses ?? {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      for (const [status, response] of Object.entries(op.responses)) {
        const name = response.$ref?.startsWith('#/components/responses/') && response.$ref.split('/').pop();
        if (name && shared[name]) op.responses[status] = structuredClone(shared[name]);
      }
    }
  }
  if (spec.components) delete spec.components.responses;
  withoutSchemaDescriptions(spec);
  return spec;
}
