// Everything the server reads from the environment, in one place, with the defaults `npm start` relies on.
import { resolve } from 'node:path';

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
  trustProxy: boolean;
  /** PUBLIC_URL (http or https, no trailing slash) for absolute image links; undefined → relative links */
  publicUrl: string | undefined;
  /** keys of the live APIs; when set the server imports from that source every `importEveryMs` */
  importSaraminKey: string | undefined;
  importWork24Key: string | undefined;
  importEveryMs: number;
}

const DURATION_UNITS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '30m', '6h', '1d' → milliseconds (at least 10 minutes: the sources limit how often they may be called). */
export function durationFrom(value: string | undefined, fallback: string, name: string): number {
  const text = value || fallback;
  const match = /^([0-9]+)([mhd])$/.exec(text);
  const ms = match ? Number(match[1]) * DURATION_UNITS[match[2]!]! : NaN;
  if (!(ms >= 10 * 60_000)) throw new Error(`${name} must be a duration of at least 10m such as 30m, 6h or 1d, got "${text}"`);
  return ms;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function publicUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  if (url.search || url.hash) throw new Error('PUBLIC_URL must not have a query or fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && Buffer.byteLength(jwtSecret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes long');
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    jwtSecret,
    rateLimitOff: env.RATE_LIMIT_OFF === '1',
    logLevel: env.LOG_LEVEL || 'info',
    distDir: resolve(env.DIST_DIR || './dist'),
    seedPostings: intFrom(env.SEED_POSTINGS, 3000, 'SEED_POSTINGS'),
    seedCourses: intFrom(env.SEED_COURSES, 1500, 'SEED_COURSES'),
    trustProxy: env.TRUST_PROXY === '1',
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    importSaraminKey: env.IMPORT_SARAMIN_KEY || undefined,
    importWork24Key: env.IMPORT_WORK24_KEY || undefined,
    importEveryMs: durationFrom(env.IMPORT_EVERY, '6h', 'IMPORT_EVERY'),
  };
}
