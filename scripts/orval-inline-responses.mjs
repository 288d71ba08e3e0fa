// orval input transformer: replaces each `$ref: '#/components/responses/X'` in an operation with the response
// itself. orval's zod-schema output does not emit types for shared responses, so without this the generated hooks
// would import error types that do not exist. The contract keeps its shared responses; only orval's view changes.
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
  return spec;
}
