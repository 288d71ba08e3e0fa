// Everything the server reads from the environment, in one schema: the README's table of environment variables,
// with the defaults `npm start` relies on. A bad value stops the start with a Korean and English message.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { VapidKeys } from './alerts/vapid.ts';
import type { SocialConfig } from './auth/social.ts';
import type { SourceId } from './import/sources.ts';

const DURATION_UNITS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The contact push services see when VAPID_SUBJECT is not set. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:alerts@saegil.invalid';
const ALERTS_EVERY_RULE = '0(끔) 또는 1m, 5m, 1h처럼 1분 이상의 주기여야 합니다 (must be 0 or a duration of at least 1m such as 5m or 1h)';
const DURATION_RULE = '30m, 6h, 1d처럼 10분 이상의 주기여야 합니다 (must be a duration of at least 10m such as 30m, 6h or 1d)';

/** '30m', '6h', '1d' → milliseconds, or undefined when it is not such a duration of at least 10 minutes. */
function durationMs(text: string): number | undefined {
  const match = /^([0-9]+)([mhd])$/.exec(text);
  const ms = match ? Number(match[1]) * DURATION_UNITS[match[2]!]! : NaN;
  return ms >= 10 * 60_000 ? ms : undefined; // the sources limit how often they may be called
}

/** An unset or empty variable is its default. */
const unset = (value: unknown) => (value === '' ? undefined : value);
const text = (fallback: string) => z.preprocess(unset, z.string().default(fallback));
const optionalText = z.preprocess(unset, z.string().optional());
const count = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: '0 이상의 정수여야 합니다 (must be a non-negative integer)' })
      .int('0 이상의 정수여야 합니다 (must be a non-negative integer)')
      .min(0, '0 이상의 정수여야 합니다 (must be a non-negative integer)')
      .max(max, `${max} 이하여야 합니다 (must be at most ${max})`)
      .default(fallback),
  );
const flag = z.preprocess(
  unset,
  z.enum(['0', '1'], { error: '1(켜기) 또는 0(끄기)이어야 합니다 (must be 1 or 0)' }).optional().transform((value) => value === '1'),
);
const httpUrl = z.preprocess(
  unset,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'http(s)로 시작하는 절대 주소여야 합니다 (must be an absolute http(s) URL)' });
        return z.NEVER;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: 'http 또는 https 주소여야 합니다 (must be an http(s) URL)' });
        return z.NEVER;
      }
      return value;
    }),
);

const PROXY_RULE =
  '0, 믿을 프록시 단계 수(1, 2…) 또는 쉼표로 나눈 프록시 주소(10.0.0.5, 10.0.0.0/8, loopback)여야 합니다 ' +
  '(must be 0, a hop count such as 1, or comma-separated proxy addresses such as 10.0.0.5, 10.0.0.0/8, loopback)';
/** proxy-addr's names for ranges, besides addresses and CIDR blocks */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Whom X-Forwarded-For is believed from: nobody (0, unset), the nearest N hops (N ≥ 1: behind one nginx, 1), or the
 *  listed proxy addresses. Never every hop: the client writes the left of the header itself. */
const trustedProxies = z.preprocess(
  unset,
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined || value === '0') return false;
      if (/^[1-9][0-9]{0,1}$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({ code: 'custom', message: PROXY_RULE });
      return z.NEVER;
    }),
);

/** The README's table ("환경 변수"), variable by variable. */
const ENVIRONMENT = z.object({
  PORT: count(8080, 65535),
  HOST: text('localhost'),
  DATA_DIR: text('./data'),
  DATABASE_URL: optionalText,
  JWT_SECRET: optionalText.refine((secret) => secret === undefined || Buffer.byteLength(secret) >= 32, {
    message: '32바이트 이상이어야 합니다 (must be at least 32 bytes long)',
  }),
  RATE_LIMIT_OFF: flag,
  LOG_LEVEL: z.preprocess(
    unset,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'fatal, error, warn, info, debug, trace, silent 중 하나여야 합니다 (must be one of fatal, error, warn, info, debug, trace, silent)',
      })
      .default('info'),
  ),
  TRUST_PROXY: trustedProxies,
  REQUEST_TIMEOUT_SECONDS: count(30, 3600),
  PUBLIC_URL: httpUrl.refine((url) => !url || (!new URL(url).search && !new URL(url).hash), {
    message: '물음표(?)나 #이 없어야 합니다 (must not have a query or fragment)',
  }),
  DIST_DIR: text('./dist'),
  SEED_POSTINGS: count(3000),
  SEED_COURSES: count(1500),
  IMPORT_SARAMIN_KEY: optionalText,
  IMPORT_WORK24_KEY: optionalText,
  IMPORT_EVERY: text('6h').transform((value, ctx) => {
    const ms = durationMs(value);
    if (ms === undefined) ctx.addIssue({ code: 'custom', message: DURATION_RULE });
    return ms ?? z.NEVER;
  }),
  IMPORT_SARAMIN_URL: httpUrl,
  IMPORT_WORK24_URL: httpUrl,
  VAPID_PUBLIC_KEY: optionalText.refine((key) => key === undefined || /^[A-Za-z0-9_-]{87}$/.test(key), {
    message: 'P-256 공개 키(65바이트) base64url 87자여야 합니다 (must be a 65-byte P-256 public key, base64url)',
  }),
  VAPID_PRIVATE_KEY: optionalText.refine((key) => key === undefined || /^[A-Za-z0-9_-]{43}$/.test(key), {
    message: 'P-256 개인 키(32바이트) base64url 43자여야 합니다 (must be a 32-byte P-256 private key, base64url)',
  }),
  VAPID_SUBJECT: text(DEFAULT_VAPID_SUBJECT).refine((subject) => /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject), {
    message: 'mailto: 주소나 https: 주소여야 합니다 (must be a mailto: or https: address)',
  }),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_ISSUER: httpUrl,
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  NAVER_AUTH_URL: httpUrl,
  NAVER_API_URL: httpUrl,
  ALERTS_EVERY: text('5m').transform((value, ctx) => {
    const match = /^(0|([0-9]+)([mh]))$/.exec(value);
    const ms = !match ? NaN : match[1] === '0' ? 0 : Number(match[2]) * DURATION_UNITS[match[3]!]!;
    if (!(ms === 0 || ms >= 60_000)) ctx.addIssue({ code: 'custom', message: ALERTS_EVERY_RULE });
    return ms === 0 || ms >= 60_000 ? ms : z.NEVER;
  }),
})
  .refine((e) => (e.NAVER_CLIENT_ID === undefined) === (e.NAVER_CLIENT_SECRET === undefined), {
    path: ['NAVER_CLIENT_SECRET'],
    message: 'NAVER_CLIENT_ID와 NAVER_CLIENT_SECRET은 함께 설정합니다 (set both or neither)',
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
  path: ['VAPID_PRIVATE_KEY'],
  message: 'VAPID_PUBLIC_KEY와 VAPID_PRIVATE_KEY는 함께 설정합니다 (set both or neither)',
});

export type ImportBases = Partial<Record<SourceId, string>>;

export interface Config {
  port: number;
  /** 'localhost' listens on 127.0.0.1 and ::1; set HOST=0.0.0.0 in a container. */
  host: string;
  /** PostgreSQL URL (production, several instances); when unset the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** HS256 secret (≥ 32 bytes); when unset a random one is created once and kept in the database. */
  jwtSecret: string | undefined;
  rateLimitOff: boolean;
  logLevel: string;
  /** Folder of the built SPA (`npm run build`). */
  distDir: string;
  /** Counts written by the first-start seed. */
  seedPostings: number;
  seedCourses: number;
  /** X-Forwarded-For is believed from this many nearest hops, or from these proxy addresses; false: from nobody */
  trustProxy: false | number | string[];
  /** a request not answered after this long gets 503 REQUEST_TIMEOUT; 0: no bound */
  requestTimeoutMs: number;
  /** PUBLIC_URL (http or https, no trailing slash) for absolute image links; undefined → relative links */
  publicUrl: string | undefined;
  /** keys of the live APIs; when set the server imports from that source every `importEveryMs` */
  importSaraminKey: string | undefined;
  importWork24Key: string | undefined;
  importEveryMs: number;
  /** where the live APIs are called instead of their own addresses (a proxy, the tests' fake server) */
  importBases: ImportBases;
  /** the Web Push key pair (both or neither); unset → made once and kept in the database */
  vapid: VapidKeys | undefined;
  /** the contact push services see in the VAPID token (mailto: or https:) */
  vapidSubject: string;
  /** how often the server runs an alert round; 0: never (rounds only by `npm run alerts -- --once`) */
  alertsEveryMs: number;
  /** 카카오·네이버 sign-in (issue 27): each provider whose client id is set; the issuer and addresses overridable */
  social: Omit<SocialConfig, 'redirectBase'>;
}

const SECRET = /SECRET|KEY|DATABASE_URL/;

/** A bad value in the environment: the message names every variable at fault, in Korean and English. */
export class ConfigError extends Error {}

/**
 * `npm start` (scripts/start.mjs) is run by a person at a terminal: the log shows warnings and errors only, so the
 * "실행 중입니다" line is not buried under a JSON line per request. A LOG_LEVEL the caller set wins; `npm run server`
 * (production) keeps `info`.
 */
export function startDefaults(env: NodeJS.ProcessEnv): void {
  if (!env.LOG_LEVEL) env.LOG_LEVEL = 'warn';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ENVIRONMENT.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = SECRET.test(name) ? '' : `="${env[name] ?? ''}"`; // a secret is not printed to the log
      return `- ${name}${shown}: ${issue.message}`;
    });
    throw new ConfigError(`환경 변수 값이 올바르지 않습니다 (invalid environment):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    rateLimitOff: e.RATE_LIMIT_OFF,
    logLevel: e.LOG_LEVEL,
    distDir: resolve(e.DIST_DIR),
    seedPostings: e.SEED_POSTINGS,
    seedCourses: e.SEED_COURSES,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    publicUrl: e.PUBLIC_URL && `${new URL(e.PUBLIC_URL).origin}${new URL(e.PUBLIC_URL).pathname}`.replace(/\/+$/, ''),
    importSaraminKey: e.IMPORT_SARAMIN_KEY,
    importWork24Key: e.IMPORT_WORK24_KEY,
    importEveryMs: e.IMPORT_EVERY,
    importBases: { saramin: e.IMPORT_SARAMIN_URL, 'work24-training': e.IMPORT_WORK24_URL },
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    alertsEveryMs: e.ALERTS_EVERY,
    social: {
      ...(e.KAKAO_CLIENT_ID && { kakao: { clientId: e.KAKAO_CLIENT_ID, clientSecret: e.KAKAO_CLIENT_SECRET, issuer: e.KAKAO_ISSUER } }),
      ...(e.NAVER_CLIENT_ID &&
        e.NAVER_CLIENT_SECRET && {
          naver: { clientId: e.NAVER_CLIENT_ID, clientSecret: e.NAVER_CLIENT_SECRET, authUrl: e.NAVER_AUTH_URL, apiUrl: e.NAVER_API_URL },
        }),
    },
  };
}

/** loadConfig for a command's start: a bad value is printed (no stack trace) and the process ends with 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
