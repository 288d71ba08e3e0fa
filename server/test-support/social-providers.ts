// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; tsconfig.json (tests) reaches this file by import
/// <reference path="./oidc-provider.d.ts" />
// Local stand-ins for 카카오 and 네이버 (issue 27), so social sign-in runs without the internet: a real OpenID provider
// (`oidc-provider`) in Kakao's shape (discovery, signed ID tokens with nonce, PKCE, client_secret_post), and a small
// HTTP stub in Naver's (authorize → code, token answered with expires_in as text and errors with 200, profile at
// /v1/nid/me with `response.id`). `signIn()` plays the person at the provider and gives back the callback's query.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

export interface LocalProvider {
  /** the base URL to configure (KAKAO_ISSUER, or NAVER_AUTH_URL and NAVER_API_URL) */
  url: string;
  clientId: string;
  clientSecret: string;
  /** the person `account` logs in at the provider (or cancels) for this authorize URL: the callback's query */
  signIn: (authorizeUrl: string, account: string, options?: { cancel?: boolean }) => Promise<CallbackQuery>;
  close: () => Promise<void>;
}

/** A fixed port and client for a long-running stand-in (scripts/local-social-providers.ts); tests take fresh ones. */
export interface LocalOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
const queryOf = (location: string): CallbackQuery => {
  const params = new URL(location).searchParams;
  return { code: params.get('code') ?? undefined, state: params.get('state') ?? undefined, error: params.get('error') ?? undefined };
};

/** Kakao's shape: a real OpenID provider. `redirectUris` are the callbacks the app may use. */
export async function startLocalKakao(redirectUris: string[], options: LocalOptions = {}): Promise<LocalProvider> {
  const { default: Provider } = await import('oidc-provider');
  const server = createServer();
  const port = await listen(server, options.port);
  const url = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? 'local-kakao-app';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id }) }),
    claims: { openid: ['sub'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  server.on('request', provider.callback());

  async function signIn(authorizeUrl: string, account: string, options: { cancel?: boolean } = {}): Promise<CallbackQuery> {
    const cookies = new Map<string, string>();
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!.trim(), value.join('='));
      }
    };
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let next = authorizeUrl;
    for (let hop = 0; hop < 20; hop++) {
      if (redirectUris.some((uri) => next.startsWith(uri))) return queryOf(next);
      const interaction = /\/interaction\/([^/?]+)$/.exec(new URL(next, url).pathname);
      let response: Response;
      if (interaction) {
        const page = await fetch(new URL(next, url), { headers: { cookie: cookieHeader() } });
        remember(page);
        const html = await page.text();
        if (options.cancel) {
          response = await fetch(new URL(`/interaction/${interaction[1]}/abort`, url), { redirect: 'manual', headers: { cookie: cookieHeader() } });
        } else {
          const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'consent';
          const body = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt });
          response = await fetch(new URL(`/interaction/${interaction[1]}`, url), {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
        }
      } else {
        response = await fetch(new URL(next, url), { redirect: 'manual', headers: { cookie: cookieHeader() } });
      }
      remember(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`local kakao: no redirect from ${next} (${response.status}): ${await response.text()}`);
      next = new URL(location, url).href;
    }
    throw new Error('local kakao: too many redirects');
  }
  return { url, clientId, clientSecret, signIn, close: () => closeServer(server) };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

/** Naver's shape: authorize hands out a code for the account chosen by signIn(); codes are single use. */
export async function startLocalNaver(options: LocalOptions = {}): Promise<LocalProvider> {
  const clientId = options.clientId ?? 'local-naver-app';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const codes = new Map<string, { account: string; challenge: string | null; used: boolean }>();
  const accessTokens = new Map<string, string>();
  let nextAccount: { account: string; cancel: boolean } | null = null;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://naver.local');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth2.0/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (!nextAccount || nextAccount.cancel || url.searchParams.get('client_id') !== clientId) {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_description', 'Canceled By User');
      } else {
        const code = randomBytes(12).toString('base64url');
        codes.set(code, { account: nextAccount.account, challenge: url.searchParams.get('code_challenge'), used: false });
        redirect.searchParams.set('code', code);
      }
      nextAccount = null;
      response.writeHead(302, { location: redirect.href });
      response.end();
      return;
    }
    if (url.pathname === '/oauth2.0/token') {
      const form = new URLSearchParams(request.method === 'POST' ? await readBody(request) : url.search);
      const grant = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier');
      const pkceOk = !grant?.challenge || (verifier !== null && createHash('sha256').update(verifier).digest('base64url') === grant.challenge);
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret || !grant || grant.used || !pkceOk) {
        // Naver answers a refused code with 200 and an error body
        json(200, { error: 'invalid_request', error_description: 'no valid data in session' });
        return;
      }
      grant.used = true;
      const accessToken = randomBytes(16).toString('base64url');
      accessTokens.set(accessToken, grant.account);
      json(200, { access_token: accessToken, refresh_token: randomBytes(16).toString('base64url'), token_type: 'bearer', expires_in: '3600' });
      return;
    }
    if (url.pathname === '/v1/nid/me') {
      const account = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!account) return json(401, { resultcode: '024', message: 'Authentication failed' });
      return json(200, { resultcode: '00', message: 'success', response: { id: account } });
    }
    json(404, { error: 'not_found' });
  });
  const port = await listen(server, options.port);
  const url = `http://127.0.0.1:${port}`;
  async function signIn(authorizeUrl: string, account: string, options: { cancel?: boolean } = {}) {
    nextAccount = { account, cancel: options.cancel ?? false };
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    return queryOf(answer.headers.get('location')!);
  }
  return { url, clientId, clientSecret, signIn, close: () => closeServer(server) };
}
