// A local 카카오 (a real OpenID provider, oidc-provider, with its own sign-in pages) for the live Playwright project and
// for trying social sign-in on a machine without the internet (docs/decisions/0021):
//   LOCAL_KAKAO_PORT=4190 APP_ORIGIN=http://127.0.0.1:8080 node scripts/local-social-providers.ts
// then start the server with KAKAO_CLIENT_ID=local-kakao-app KAKAO_CLIENT_SECRET=local-kakao-secret-for-tests
// KAKAO_ISSUER=http://127.0.0.1:4190 PUBLIC_URL=<APP_ORIGIN>. Any login id signs in (the password is not checked).
import { startLocalKakao } from '../server/test-support/social-providers.ts';

const LOCAL_KAKAO = { clientId: 'local-kakao-app', clientSecret: 'local-kakao-secret-for-tests' } as const;

const port = Number(process.env.LOCAL_KAKAO_PORT ?? 4190);
const origin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:8080';
const kakao = await startLocalKakao([`${origin}/login/callback/kakao`], { port, ...LOCAL_KAKAO });
console.log(`로컬 카카오가 ${kakao.url} 에서 실행 중입니다 (돌아갈 곳 ${origin}/login/callback/kakao)`);
const stop = () => {
  void kakao.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
