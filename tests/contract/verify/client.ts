// Sends contract operations to a base URL, validates every answer against the contract, and records coverage.
import { exampleForCode, operations, validateAnswer } from './contract.ts';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
  token?: string | null;
  /** the status this call must answer with */
  expect: number;
  /** for an error answer: the `code` the envelope must carry */
  code?: string;
  headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export type SocialSignIn = (
  provider: 'kakao' | 'naver',
  authorizeUrl: string,
  account: string,
  options: { cancel?: boolean },
) => Promise<{ code?: string; state?: string; error?: string }>;

export class Verifier {
  readonly baseUrl: string;
  /** Prism mode: ask the mock for the expected error status with the Prefer header */
  readonly prism: boolean;
  readonly coverage = new Map<string, Set<number>>();
  readonly failures: string[] = [];
  /** operations the journey could not exercise against this server (no one to play the person at 카카오·네이버) */
  readonly skipped = new Set<string>();
  /** plays the person at a sign-in provider: authorize URL → the callback's query (the tests' local providers) */
  socialSignIn?: SocialSignIn;
  calls = 0;

  constructor(baseUrl: string, prism: boolean) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.prism = prism;
  }

  async call<T = { data: unknown }>(operationId: string, options: CallOptions): Promise<Answer<T>> {
    const op = operations.get(operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.params?.[name] ?? '')));
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // Prism: ask for the documented example of the expected code, so its code is checked like a server's
    if (this.prism && options.expect >= 300) {
      const example = options.code ? exampleForCode(operationId, options.expect, options.code) : undefined;
      if (options.code && !example) this.failures.push(`${operationId} ${options.expect}: the contract has no example with code ${options.code}`);
      headers.prefer = example ? `code=${options.expect}, example=${example}` : `code=${options.expect}`;
    }
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;

    this.calls += 1;
    const where = `${operationId} ${op.method} ${url.pathname}${url.search}`;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { method: op.method, headers, body });
      text = await res.text();
    } catch (error) {
      this.failures.push(`${where}: no answer (${(error as Error).cause ?? (error as Error).message})`);
      return { status: 0, body: undefined as T };
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    if (res.status !== options.expect) {
      this.failures.push(`${where}: expected ${options.expect}, got ${res.status} ${text.slice(0, 300)}`);
    }
    const problems = validateAnswer(operationId, res.status, parsed);
    if (problems.length) this.failures.push(`${where} → ${res.status} does not match the contract: ${problems.join('; ')}`);
    else {
      const seen = this.coverage.get(operationId) ?? new Set<number>();
      seen.add(res.status);
      this.coverage.set(operationId, seen);
    }
    if (options.code && (parsed as { code?: string } | undefined)?.code !== options.code) {
      this.failures.push(`${where}: expected error code ${options.code}, got ${(parsed as { code?: string })?.code}`);
    }
    return { status: res.status, body: parsed as T };
  }

  /** Prints operation × status: ✓ verified, · documented but not exercised. */
  coverageTable(): string {
    const statuses = ['200', '201', '400', '401', '403', '404', '409', '413', '415', '429'];
    const lines = [`${'operation'.padEnd(24)} ${statuses.map((s) => s.padStart(4)).join('')}`];
    for (const [id, op] of operations) {
      const seen = this.coverage.get(id) ?? new Set<number>();
      const cells = statuses.map((s) => (seen.has(Number(s)) ? '✓' : op.responses[s] ? '·' : ' ').padStart(4));
      lines.push(`${id.padEnd(24)} ${cells.join('')}`);
    }
    lines.push('✓ verified against the contract (status and code) · documented, not exercised (500/503 are not provoked)');
    return lines.join('\n');
  }

  /** Operations never answered with a verified success (200, or 201 for one that creates). */
  uncovered(): string[] {
    return [...operations.keys()].filter((id) => !this.skipped.has(id) && !this.coverage.get(id)?.has(200) && !this.coverage.get(id)?.has(201));
  }
}
