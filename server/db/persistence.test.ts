// Data written through the API is there after the server restarts (the database closed and opened again).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { form, testImage } from '../test-support/index.ts';
import { CURRENT_REQUIRED } from '../domain/consent.ts';

const SEED = { postings: 50, courses: 20 };

async function writeThenRead(target: string) {
  const member = { loginId: 'persist2026', password: 'Persist!26', nickName: '오래가요', birthDate: '1962/03/04', gender: 'MALE', regionCode: 27110, consents: CURRENT_REQUIRED };
  const image = await testImage('webp');

  // first run: sign up, change the nickname, upload a profile image
  {
    const database = await openDatabase(target);
    await prepareDatabase(database, target.startsWith('postgres') ? target : undefined, SEED);
    const app = await buildApp({ db: database.db, kind: database.kind, rateLimit: false });
    expect((await app.inject({ method: 'POST', url: '/v1/member/auth/sign-up', payload: member })).statusCode).toBe(200);
    const credentials = { loginId: member.loginId, password: member.password };
    const login = (await app.inject({ method: 'POST', url: '/v1/member/auth/login', payload: credentials })).json();
    const auth = { authorization: `Bearer ${login.data.accessToken}` };
    expect((await app.inject({ method: 'PUT', url: '/v1/member/nickname', headers: auth, payload: { newNickName: '새이름' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/v1/member/profile', headers: auth, payload: form({ file: image }) })).statusCode).toBe(200);
    await app.close();
    await database.close();
  }

  // second run on the same storage: everything is still there, and the seed did not run twice
  {
    const database = await openDatabase(target);
    await prepareDatabase(database, target.startsWith('postgres') ? target : undefined, SEED);
    const app = await buildApp({ db: database.db, kind: database.kind, rateLimit: false });
    const login = await app.inject({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: member.loginId, password: member.password } });
    expect(login.statusCode).toBe(200);
    const info = (await app.inject({ method: 'GET', url: '/v1/member/info', headers: { authorization: `Bearer ${login.json().data.accessToken}` } })).json();
    expect(info.data).toMatchObject({ nickname: '새이름', regionName: '대구광역시 중구', birthDate: '1962/03/04' });
    const served = await app.inject({ method: 'GET', url: info.data.profileImage });
    expect(served.headers['content-type']).toBe('image/webp');
    // uploads are re-encoded (server/images.ts): the same picture, not the same bytes
    const [sent, kept] = await Promise.all([sharp(image).metadata(), sharp(served.rawPayload).metadata()]);
    expect({ width: kept.width, height: kept.height }).toEqual({ width: sent.width, height: sent.height });
    const regions = (await app.inject({ method: 'GET', url: '/v1/region/all' })).json();
    expect(regions.data).toHaveLength(75);
    await app.close();
    await database.close();
  }
}

describe('persistence across a restart', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('PGlite in a data folder keeps what was written', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'saegil-persist-'));
    dirs.push(dir);
    await writeThenRead(join(dir, 'pgdata'));
  });

  // With DATABASE_URL (CI), the same on a fresh PostgreSQL database.
  if (process.env.DATABASE_URL) {
    it('PostgreSQL keeps what was written', { timeout: 120_000 }, async () => {
      const url = process.env.DATABASE_URL!;
      const name = `saegil_persist_${Date.now().toString(36)}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      try {
        const target = new URL(url);
        target.pathname = `/${name}`;
        await writeThenRead(target.toString());
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 5 });
      }
    });
  }
});
