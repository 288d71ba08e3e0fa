// Two tabs (or two servers on one database) renewing with the same refresh token at once both get the same new pair
// within the grace window; after it, or once that new token was itself used, the old token is theft as before.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';
import { authCalls, bearer, useTestApp } from '../test-support/index.ts';
import type { FastifyInstance } from 'fastify';

const t = useTestApp();
const { refresh } = authCalls(t);
const memberInfo = (accessToken: string) => t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(accessToken) });

/** A second server on the same database (its own connection pool on PostgreSQL). */
let second: { app: FastifyInstance; database: Database | null };
beforeAll(async () => {
  const shared = loadConfig().databaseUrl;
  const url = shared ? Object.assign(new URL(shared), { pathname: `/${t.database.name}` }).toString() : null;
  const database = url ? await openDatabase(url) : null;
  const app = await buildApp({ db: database?.db ?? t.db, kind: t.database.kind, validateResponses: true, rateLimit: false });
  second = { app, database };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database?.close();
});

const refreshOn = async (app: FastifyInstance, refreshToken: string) => {
  const response = await app.inject({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken } });
  return { status: response.statusCode, body: response.json() };
};

describe('two renewals with one refresh token at once', () => {
  it('both get the same new pair, which then works as one login', async () => {
    const member = await t.createMember();
    const answers = await Promise.all([refresh(member.refreshToken), refresh(member.refreshToken)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body.data).toEqual(answers[0]!.body.data);
    const pair = answers[0]!.body.data;
    expect((await memberInfo(pair.accessToken)).status).toBe(200);
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  it('on two servers sharing the database, too', async () => {
    const member = await t.createMember();
    const answers = await Promise.all([refreshOn(t.app, member.refreshToken), refreshOn(second.app, member.refreshToken)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body.data).toEqual(answers[0]!.body.data);
    expect((await memberInfo(answers[0]!.body.data.accessToken)).status).toBe(200);
  });

  it('a second use a little later within the window gets the same pair', async () => {
    const member = await t.createMember();
    const first = await refresh(member.refreshToken);
    const again = await refresh(member.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
  });
});

describe('reuse detection around the window', () => {
  it('after the window the old token is theft: refused, and the login it was exchanged for ends', async () => {
    const member = await t.createMember();
    const pair = (await refresh(member.refreshToken)).body.data;
    await t.db.update(refreshTokens).set({ usedAt: sql`now() - interval '11 seconds'` }).where(eq(refreshTokens.memberId, member.memberId));
    const late = await refresh(member.refreshToken);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('TOKEN_INVALID');
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect((await memberInfo(pair.accessToken)).status).toBe(401);
  });

  it('within the window, once the new token was used, the old one is theft', async () => {
    const member = await t.createMember();
    const pair = (await refresh(member.refreshToken)).body.data;
    const next = (await refresh(pair.refreshToken)).body.data;
    expect((await refresh(member.refreshToken)).status).toBe(401);
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect((await memberInfo(next.accessToken)).status).toBe(401);
  });

  it('within the window, after logout, the old token is only refused (no pair for an ended login)', async () => {
    const member = await t.createMember();
    const other = await t.login(member.loginId, member.password);
    const pair = (await refresh(member.refreshToken)).body.data;
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/logout', payload: { refreshToken: pair.refreshToken } })).status).toBe(200);
    expect((await refresh(member.refreshToken)).status).toBe(401);
    expect((await memberInfo(other.accessToken)).status).toBe(200);
  });
});
