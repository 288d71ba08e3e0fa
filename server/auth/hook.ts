// Bearer-token checks as a preParsing hook: after the rate limit (onRequest), before the body is read or validated,
// so an anonymous caller never sees validation details and an upload is refused before any byte is buffered.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthMode } from '../contract.ts';
import type { TokenService } from './tokens.ts';
import { tokenInvalid, tokenMissing } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the member of a valid bearer token; null on public operations and anonymous optional-auth calls */
    memberId: number | null;
    /** the login (refresh-token family) that bearer token belongs to, when it says */
    session: string | null;
    /** when the login behind that bearer token typed its password (epoch seconds), when it says */
    authTime: number | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined | null {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export function authHook(tokens: TokenService, mode: Exclude<AuthMode, 'public'>) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    const token = bearerToken(request);
    if (mode === 'optional') {
      // optional-auth operations answer everyone: a missing, bad or expired token just means "a visitor"
      const caller = token ? await tokens.verifyAccessToken(token).catch(() => null) : null;
      request.memberId = caller?.memberId ?? null;
      request.session = caller?.session ?? null;
      request.authTime = caller?.authTime ?? null;
      return payload;
    }
    if (token === undefined) throw tokenMissing();
    if (token === null) throw tokenInvalid();
    ({ memberId: request.memberId, session: request.session, authTime: request.authTime } = await tokens.verifyAccessToken(token));
    return payload;
  };
}
