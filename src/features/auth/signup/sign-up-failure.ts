import { errorMessage, isApiError } from '#src/shared/http/api-error.ts';

/** Sign-up failure (not shown in the spec): the server's Korean message, with each field's message under it. */
export function signUpFailureMessage(error: unknown): string {
  const fieldMessages = isApiError(error) ? error.errors.map((e) => e.message) : [];
  return [errorMessage(error), ...new Set(fieldMessages)].join('\n');
}
