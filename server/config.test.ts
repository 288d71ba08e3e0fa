// The environment schema (server/config.ts, the README's table): defaults, and a Korean and English refusal of a bad value.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadConfig, startDefaults } from './config.ts';

describe('loadConfig', () => {
  it('npm start logs warnings and errors only unless LOG_LEVEL is set; npm run server keeps info', () => {
    const env: NodeJS.ProcessEnv = {};
    startDefaults(env);
    expect(loadConfig(env).logLevel).toBe('warn');
    const chosen: NodeJS.ProcessEnv = { LOG_LEVEL: 'info' };
    startDefaults(chosen);
    expect(loadConfig(chosen).logLevel).toBe('info');
    expect(loadConfig({}).logLevel).toBe('info');
    // scripts/start.mjs applies it before the server reads its environment
    const start = readFileSync(new URL('../scripts/start.mjs', import.meta.url), 'utf8');
    const applied = start.indexOf('startDefaults(process.env);');
    expect(applied).toBeGreaterThan(-1);
    expect(applied).toBeLessThan(start.indexOf("await import('../server/index.ts')"));
  });

  it('gives the documented defaults for an empty environment, and treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 8080, host: 'localhost', logLevel: 'info', seedPostings: 3000, seedCourses: 1500 });
    expect(config).toMatchObject({ rateLimitOff: false, trustProxy: false, databaseUrl: undefined, publicUrl: undefined });
  });

  it('reads every variable of the table', () => {
    const config = loadConfig({
      PORT: '9000',
      RATE_LIMIT_OFF: '1',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://saegil.kr/app/',
      IMPORT_SARAMIN_URL: 'http://127.0.0.1:9/job-search',
      IMPORT_EVERY: '30m',
      VAPID_PUBLIC_KEY: 'B'.padEnd(87, 'A'),
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
      VAPID_SUBJECT: 'https://saegil.kr/contact',
      ALERTS_EVERY: '2m',
    });
    expect(config).toMatchObject({ port: 9000, rateLimitOff: true, trustProxy: 1, publicUrl: 'https://saegil.kr/app', importEveryMs: 1_800_000 });
    expect(config).toMatchObject({ vapid: { publicKey: 'B'.padEnd(87, 'A'), privateKey: 'A'.repeat(43) }, vapidSubject: 'https://saegil.kr/contact', alertsEveryMs: 120_000 });
    expect(config.importBases).toEqual({ saramin: 'http://127.0.0.1:9/job-search', 'work24-training': undefined });
  });

  it('runs alert rounds every 5 minutes by default, never with ALERTS_EVERY=0, and takes the VAPID keys only as a pair', () => {
    expect(loadConfig({})).toMatchObject({ alertsEveryMs: 300_000, vapid: undefined, vapidSubject: 'mailto:alerts@saegil.invalid' });
    expect(loadConfig({ ALERTS_EVERY: '0' }).alertsEveryMs).toBe(0);
    for (const bad of ['30s', '1d', 'often', '-5m']) expect(() => loadConfig({ ALERTS_EVERY: bad }), bad).toThrow(`- ALERTS_EVERY="${bad}"`);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.padEnd(87, 'A') })).toThrow('- VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY와 VAPID_PRIVATE_KEY는 함께');
    expect(() => loadConfig({ VAPID_SUBJECT: 'ftp://x' })).toThrow('- VAPID_SUBJECT="ftp://x"');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'secret-value' })).not.toThrow('secret-value');
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, never as "every hop"', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect([trust('0'), trust('1'), trust('2')]).toEqual([false, 1, 2]);
    expect(trust('10.0.0.5, 10.0.0.0/8,loopback,::1,fd00::/8')).toEqual(['10.0.0.5', '10.0.0.0/8', 'loopback', '::1', 'fd00::/8']);
    for (const bad of ['yes', 'true', '10.0.0.300', '10.0.0.0/33', 'nginx', '-1', '1.5']) {
      expect(() => trust(bad), bad).toThrow(`- TRUST_PROXY="${bad}": 0, 믿을 프록시 단계 수`);
    }
  });

  it('refuses bad values at start, naming each variable in Korean and English, without printing a secret', () => {
    const refusal = () => loadConfig({ PORT: 'abc', RATE_LIMIT_OFF: 'yes', JWT_SECRET: 'short-secret', PUBLIC_URL: 'ftp://x' });
    expect(refusal).toThrow('환경 변수 값이 올바르지 않습니다 (invalid environment)');
    expect(refusal).toThrow('- PORT="abc": 0 이상의 정수여야 합니다 (must be a non-negative integer)');
    expect(refusal).toThrow('- RATE_LIMIT_OFF="yes": 1(켜기) 또는 0(끄기)이어야 합니다 (must be 1 or 0)');
    expect(refusal).toThrow('- JWT_SECRET: 32바이트 이상이어야 합니다 (must be at least 32 bytes long)');
    expect(refusal).toThrow('- PUBLIC_URL="ftp://x"');
    expect(refusal).not.toThrow('short-secret');
  });
});
