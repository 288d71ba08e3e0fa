// The live mode's HTTP client: JSON GETs with a timeout per attempt and a few retries with growing waits for what
// may pass (no answer, 429, 5xx). Anything else (401, 404, a body that is not JSON) fails at once.

export interface HttpOptions {
  /** per attempt (default 15 s) */
  timeoutMs?: number;
  /** attempts after the first (default 3) */
  retries?: number;
  /** wait before the first retry, doubled each time (default 1 s) */
  backoffMs?: number;
  fetch?: typeof fetch;
}

export class SourceRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceRequestError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The URL without secrets, for messages (keys are query parameters in both sources). */
export function safeUrl(url: URL): string {
  const shown = new URL(url);
  for (const name of ['access-key', 'authKey']) if (shown.searchParams.has(name)) shown.searchParams.set(name, '***');
  return shown.toString();
}

export async function getJson(url: URL, options: HttpOptions = {}): Promise<unknown> {
  const { timeoutMs = 15_000, retries = 3, backoffMs = 1_000, fetch: doFetch = fetch } = options;
  let lastProblem = '';
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await doFetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      lastProblem = timedOut ? `${timeoutMs / 1000}초 안에 답이 없음` : `연결 실패 (${err instanceof Error ? err.message : String(err)})`;
      continue;
    }
    if (response.status === 429 || response.status >= 500) {
      lastProblem = `HTTP ${response.status}`;
      await response.body?.cancel();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SourceRequestError(`요청이 거절되었습니다 (HTTP ${response.status}, 키를 확인하세요): ${safeUrl(url)}`);
    }
    const body = await response.text();
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new SourceRequestError(`JSON이 아닌 답을 받았습니다: ${safeUrl(url)}`);
    }
  }
  throw new SourceRequestError(`${retries + 1}번 시도했지만 실패했습니다 (${lastProblem}): ${safeUrl(url)}`);
}
