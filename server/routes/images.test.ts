import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { images, members } from '../db/schema.ts';
import { buildTestApp, useTestApp, form, largeImage, manyPixelPng, phonePhoto, testImage } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
let member: TestMember;

beforeAll(async () => {
  member = await t.createMember();
});

const upload = (payload: FormData | object, headers = member.auth) => t.call({ method: 'POST', url: '/v1/member/profile', headers, payload });
const pathOf = (url: string) => url;
const profileImage = async () => (await t.call({ method: 'GET', url: '/v1/member/info', headers: member.auth })).body.data.profileImage;

describe('profile image', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a %s image, re-encodes it and serves it as WebP under a random relative URL', async (format) => {
    const bytes = await testImage(format, 12);
    const { status, body } = await upload(form({ file: { data: bytes, filename: 'photo.bin', type: 'application/octet-stream' } }));
    expect(status).toBe(200);
    expect(body.data).toMatch(/^\/images\/[A-Za-z0-9_-]{22}$/);
    expect(await profileImage()).toBe(body.data);
    const served = await t.app.inject({ method: 'GET', url: pathOf(body.data) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // issue 21.11: no shared cache keeps a profile photo after it is deleted (before: public, max-age=31536000, immutable)
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 12, height: 12 });
  });

  it('turns a phone photo upright by its EXIF orientation and drops every piece of metadata (GPS included)', async () => {
    const photo = await phonePhoto(60, 20);
    const original = await sharp(photo).metadata();
    expect(original).toMatchObject({ width: 60, height: 20, orientation: 6 });
    expect(original.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    expect(photo.includes('SaegilCam')).toBe(true);
    const { status, body } = await upload(form({ file: photo }));
    expect(status).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: body.data })).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 20, height: 60 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.includes('SaegilCam')).toBe(false);
  });

  it('stores at most 2048 px on the long edge', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const { body } = await upload(form({ file: wide }));
    const served = (await t.app.inject({ method: 'GET', url: body.data })).rawPayload;
    expect(await sharp(served).metadata()).toMatchObject({ width: 2048, height: 683 });
  });

  it('refuses an image that decodes to more than 40 million pixels with 413, however small the file', async () => {
    const before = await profileImage();
    const bomb = manyPixelPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { status, body } = await upload(form({ file: bomb }));
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: '사진이 너무 큽니다. 가로·세로를 줄여서 4000만 화소 이하로 올려주세요.' });
    expect(await profileImage()).toBe(before);
    // 40 MP itself is fine
    expect((await upload(form({ file: manyPixelPng(8000, 5000) }))).status).toBe(200);
  });

  it('replaces the old image, which is deleted', async () => {
    const first = await upload(form({ file: await testImage('png') }));
    const second = await upload(form({ file: await testImage('webp') }));
    expect(second.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: pathOf(first.body.data) })).statusCode).toBe(404);
    expect(await t.db.$count(images, eq(images.memberId, member.memberId))).toBe(1);
  });

  it('deletes the image (and deleting again is fine)', async () => {
    const uploaded = await upload(form({ file: await testImage() }));
    const del = await t.call({ method: 'DELETE', url: '/v1/member/profile', headers: member.auth });
    expect(del.status).toBe(200);
    expect(del.body.data).toBeNull();
    expect(await profileImage()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: pathOf(uploaded.body.data) })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: '/v1/member/profile', headers: member.auth })).status).toBe(200);
  });

  it('judges by content: a text file named .png, a GIF and an SVG are refused with 415', async () => {
    await upload(form({ file: await testImage() }));
    const before = await profileImage();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    for (const file of [
      { data: Buffer.from('hello, not an image'), filename: 'x.png', type: 'image/png' },
      { data: gif, filename: 'x.gif', type: 'image/gif' },
      { data: svg, filename: 'x.svg', type: 'image/svg+xml' },
    ]) {
      const { status, body } = await upload(form({ file: file }));
      expect(status).toBe(415);
      expect(body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.' });
    }
    expect(await profileImage()).toBe(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = await largeImage(5 * 1024 * 1024 + 100_000);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const { status, body } = await upload(form({ file: big }));
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: '이미지는 한 장에 5MB까지 올릴 수 있습니다.' });
  });

  it('accepts an image of almost 5 MB', async () => {
    const big = await largeImage(5 * 1024 * 1024 - 200_000);
    expect((await upload(form({ file: big }))).status).toBe(200);
  });

  it('refuses more files than the limit with 413', async () => {
    const png = await testImage();
    const { status, body } = await upload(form({ file: Array.from({ length: 11 }, () => png) }));
    expect(status).toBe(413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('asks for a file when there is none', async () => {
    const { status, body } = await upload(form({ note: 'x' }));
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field: 'body.file', message: '이미지 파일을 선택해주세요.' });
  });

  it('refuses a text field in place of the file', async () => {
    const { status } = await upload(form({ file: 'upload:0' }));
    expect(status).toBe(415);
  });

  it('refuses JSON and other media types on the multipart route with 415', async () => {
    const json = await upload({ file: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await t.call({ method: 'POST', url: '/v1/member/profile', headers: { ...member.auth, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.status).toBe(415);
  });

  it('keeps the member row consistent: the profile image id points to a stored image', async () => {
    await upload(form({ file: await testImage() }));
    const [row] = await t.db.select({ id: members.profileImageId }).from(members).where(eq(members.id, member.memberId));
    expect(await t.db.$count(images, eq(images.id, row!.id!))).toBe(1);
  });
});

describe('GET /images/{publicId}', () => {
  it('answers 404 in the envelope for a missing or malformed id', async () => {
    for (const url of ['/images/999999', '/images/abc', '/images/0', '/images/AAAAAAAAAAAAAAAAAAAAAA', `/images/${'a'.repeat(65)}`]) {
      const { status, body } = await t.call({ method: 'GET', url });
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('finds nothing by probing: sequential numbers and random ids of the right shape are all 404', async () => {
    const uploaded = await upload(form({ file: await testImage() }));
    expect((await t.app.inject({ method: 'GET', url: uploaded.body.data })).statusCode).toBe(200);
    const [{ maxId } = { maxId: 0 }] = await t.db.select({ maxId: sql<number>`max(${images.id})::int` }).from(images);
    const probes = [
      ...Array.from({ length: maxId + 5 }, (_, n) => `/images/${n + 1}`),
      ...Array.from({ length: 60 }, () => `/images/${randomBytes(16).toString('base64url')}`),
    ];
    const found: string[] = [];
    for (const url of probes) if ((await t.app.inject({ method: 'GET', url })).statusCode !== 404) found.push(url);
    expect(found).toEqual([]);
  });

  it('builds image URLs from PUBLIC_URL when configured, never from the Host header', async () => {
    const other = await buildTestApp({ app: { publicUrl: 'https://saegil.example/' } });
    try {
      const someone = await other.createMember();
      const { body } = await other.call({
        method: 'POST',
        url: '/v1/member/profile',
        headers: { ...someone.auth, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        payload: form({ file: await testImage() }),
      });
      expect(body.data).toMatch(/^https:\/\/saegil\.example\/images\/[A-Za-z0-9_-]{22}$/);
      const { body: jobs } = await other.call({ method: 'GET', url: '/v1/job/list', headers: { host: 'evil.example' } });
      expect(jobs.data.content[0].imageUrl).toMatch(/^https:\/\/saegil\.example\/images\/jobs\/[a-z-]+\.svg$/);
    } finally {
      await other.close();
    }
    const { body } = await upload(form({ file: await testImage() }), { ...member.auth, host: 'evil.example' } as typeof member.auth);
    expect(body.data.startsWith('/images/')).toBe(true);
  });
});
