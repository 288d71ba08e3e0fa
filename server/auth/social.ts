// 카카오 (OpenID Connect) and 네이버 (OAuth 2.0) sign-in through openid-client (docs/decisions/0021): the authorization
// URL with state, nonce (Kakao) and a PKCE challenge, and the code exchanged for the provider's stable id of the
// person. Kakao's ID token is checked by the library (signature, issuer, audience, expiry, nonce); Naver has no ID
// token, so its profile call gives the id. The provider's tokens live only inside exchange() and are dropped.
import * as client from 'openid-client';

export type SocialProvider = 'kakao' | 'naver';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['kakao', 'naver'];
export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { kakao: '카카오', naver: '네이버' };

/** Where each provider is, by default: Kakao's issuer (its discovery document is at /.well-known/openid-configuration),
 *  Naver's login and profile hosts (developers.naver.com/docs/login/api/api.md, …/profile/profile.md). */
export const DEFAULT_KAKAO_ISSUER = 'https://kauth.kakao.com';
export const DEFAULT_NAVER_AUTH_URL = 'https://nid.naver.com';
export const DEFAULT_NAVER_API_URL = 'https://openapi.naver.com';

export interface SocialConfig {
  /** where the providers send the person back: `${redirectBase}/login/callback/{provider}` (PUBLIC_URL) */
  redirectBase: string;
  kakao?: { clientId: string; clientSecret?: string; issuer?: string };
  naver?: { clientId: string; clientSecret: string; authUrl?: string; apiUrl?: string };
}

/** What a finished exchange tells: the provider's id of the person and when they logged in there. */
export interface ProviderIdentity {
  subject: string;
  /** epoch seconds of the login at the provider (Kakao's auth_time), or undefined when it does not say */
  authTime?: number;
}

/** The provider said no (a wrong or used code, a bad ID token): the person starts again. */
export class ProviderRefused extends Error {}
/** The provider could not be reached or answered nonsense. */
export class ProviderFailed extends Error {}
/** The ID token's nonce is not the one this flow began with. */
export class NonceMismatch extends Error {}

export interface StartedFlow {
  authorizeUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Naver answers the token call with expires_in as text and its errors with 200 (developers.naver.com): made standard
 *  before openid-client reads them. */
const naverFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.includes('/oauth2.0/token') || !response.ok) return response;
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.expires_in === 'string' && /^\d+$/.test(body.expires_in)) body.expires_in = Number(body.expires_in);
  const status = typeof body.error === 'string' ? 400 : 200;
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
};

const insecure = (url: string) => new URL(url).protocol === 'http:';

export class SocialSignIn {
  readonly #config: SocialConfig;
  #kakao: Promise<client.Configuration> | null = null;
  #naver: client.Configuration | null = null;

  constructor(config: SocialConfig) {
    this.#config = config;
  }

  /** The providers this server is configured for (the buttons the screens show). */
  providers(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((p) => this.#config[p] !== undefined);
  }

  redirectUri(provider: SocialProvider): string {
    return `${this.#config.redirectBase.replace(/\/+$/, '')}/login/callback/${provider}`;
  }

  /** Kakao's configuration from its discovery document, fetched once (again after a failure). */
  #kakaoConfig(): Promise<client.Configuration> {
    const kakao = this.#config.kakao!;
    const issuer = kakao.issuer ?? DEFAULT_KAKAO_ISSUER;
    this.#kakao ??= client
      .discovery(
        new URL(issuer),
        kakao.clientId,
        { redirect_uris: [this.redirectUri('kakao')], response_types: ['code'] },
        kakao.clientSecret ? client.ClientSecretPost(kakao.clientSecret) : client.None(),
        insecure(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        this.#kakao = null;
        throw new ProviderFailed(`kakao discovery: ${String(err)}`);
      });
    return this.#kakao;
  }

  #naverConfig(): client.Configuration {
    if (this.#naver) return this.#naver;
    const naver = this.#config.naver!;
    const authUrl = (naver.authUrl ?? DEFAULT_NAVER_AUTH_URL).replace(/\/+$/, '');
    const config = new client.Configuration(
      {
        issuer: authUrl,
        authorization_endpoint: `${authUrl}/oauth2.0/authorize`,
        token_endpoint: `${authUrl}/oauth2.0/token`,
      },
      naver.clientId,
      { redirect_uris: [this.redirectUri('naver')] },
      client.ClientSecretPost(naver.clientSecret),
    );
    config[client.customFetch] = (url, options) => naverFetch(url, options as RequestInit);
    if (insecure(authUrl)) client.allowInsecureRequests(config);
    this.#naver = config;
    return config;
  }

  async start(provider: SocialProvider): Promise<StartedFlow> {
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const params: Record<string, string> = {
      response_type: 'code',
      redirect_uri: this.redirectUri(provider),
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    };
    if (provider === 'kakao') Object.assign(params, { scope: 'openid', nonce });
    const config = provider === 'kakao' ? await this.#kakaoConfig() : this.#naverConfig();
    return { authorizeUrl: client.buildAuthorizationUrl(config, params).href, state, nonce, codeVerifier };
  }

  /** The code → the person. The state was already matched against the stored flow by the caller. */
  async exchange(provider: SocialProvider, flow: { code: string; state: string; nonce: string; codeVerifier: string }): Promise<ProviderIdentity> {
    const callback = new URL(this.redirectUri(provider));
    callback.searchParams.set('code', flow.code);
    callback.searchParams.set('state', flow.state);
    try {
      if (provider === 'kakao') {
        const config = await this.#kakaoConfig();
        // the callback page sends code and state only: a provider that names itself in the answer (RFC 9207) is named
        // here, the state being already bound to this one provider (no mix-up possible)
        const metadata = config.serverMetadata();
        if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims?.sub) throw new ProviderRefused('kakao: no subject in the ID token');
        return { subject: String(claims.sub), authTime: typeof claims.auth_time === 'number' ? claims.auth_time : undefined };
      }
      const config = this.#naverConfig();
      const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: flow.codeVerifier, expectedState: flow.state });
      const apiUrl = (this.#config.naver!.apiUrl ?? DEFAULT_NAVER_API_URL).replace(/\/+$/, '');
      const profile = await client.fetchProtectedResource(config, tokens.access_token, new URL(`${apiUrl}/v1/nid/me`), 'GET');
      if (!profile.ok) throw new ProviderRefused(`naver profile: ${profile.status}`);
      const body = (await profile.json()) as { resultcode?: string; response?: { id?: unknown } };
      const id = body.response?.id;
      if (body.resultcode !== '00' || typeof id !== 'string' || id === '') throw new ProviderRefused('naver profile: no id');
      return { subject: id };
    } catch (err) {
      throw classify(err);
    }
  }
}

/** openid-client's errors → refused (the provider or the token said no), nonce mismatch, or failed (unreachable). */
function classify(err: unknown): Error {
  if (err instanceof ProviderRefused || err instanceof ProviderFailed) return err;
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : String(err);
  if (/nonce/i.test(message)) return new NonceMismatch(message);
  if (err instanceof client.ResponseBodyError || err instanceof client.AuthorizationResponseError) return new ProviderRefused(message);
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' || code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' || code?.startsWith('OAUTH_JWS')) return new ProviderRefused(message);
  if (code?.startsWith('OAUTH_') && !/fetch|network|ECONN/i.test(message)) return new ProviderRefused(message);
  return new ProviderFailed(message);
}
