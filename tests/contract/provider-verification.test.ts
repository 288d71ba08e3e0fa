// Provider verification in the test command: the same journey a backend team runs with `npm run contract:verify`,
// against the reference server (a real process on a fresh embedded database) and against Prism (the contract's mock).
import { describe, expect, it } from 'vitest';
import { startPrism } from './support/prism.ts';
import { freePort } from './support/process.ts';
import { startReferenceServer } from './support/reference-server.ts';
import { startLocalKakao, startLocalNaver } from '../../server/test-support/social-providers.ts';
import { verifyProvider } from './verify/cli.ts';

describe('provider verification', () => {
  it('the reference server answers every operation and every provoked error as the contract says', async () => {
    // local 카카오·네이버 (issue 27): the journey plays the person at them
    const port = await freePort();
    const [kakao, naver] = await Promise.all([startLocalKakao([`http://127.0.0.1:${port}/login/callback/kakao`]), startLocalNaver()]);
    const server = await startReferenceServer({
      port,
      env: {
        KAKAO_CLIENT_ID: kakao.clientId,
        KAKAO_CLIENT_SECRET: kakao.clientSecret,
        KAKAO_ISSUER: kakao.url,
        NAVER_CLIENT_ID: naver.clientId,
        NAVER_CLIENT_SECRET: naver.clientSecret,
        NAVER_AUTH_URL: naver.url,
        NAVER_API_URL: naver.url,
      },
    });
    try {
      const verifier = await verifyProvider(server.baseUrl, false, {
        socialSignIn: (provider, url, account, options) => (provider === 'kakao' ? kakao : naver).signIn(url, account, options),
      });
      expect(verifier.failures).toEqual([]);
      expect(verifier.uncovered()).toEqual([]);
      expect(verifier.calls).toBeGreaterThan(150);
    } finally {
      await server.stop();
      await kakao.close();
      await naver.close();
    }
  }, 180_000);

  it('Prism answers every operation and every provoked error as the contract says', async () => {
    const prism = await startPrism();
    try {
      const verifier = await verifyProvider(prism.baseUrl, true);
      expect(verifier.failures).toEqual([]);
      expect(verifier.uncovered()).toEqual([]);
    } finally {
      prism.stop();
    }
  }, 180_000);
});
