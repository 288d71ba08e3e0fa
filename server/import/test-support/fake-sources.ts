// A local stand-in for the two live APIs, serving the samples (no test reaches the internet). 사람인's answer is split
// in two pages (total 150 at 100 a page) so paging is exercised; some paths misbehave on purpose.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { saraminSample, work24Sample } from './samples.ts';

export const FAKE_KEY = 'test-key';

export interface FakeSources {
  base: string;
  /** requests received, as path + query */
  requests: string[];
  close: () => Promise<void>;
}

export async function startFakeSources(now: Date): Promise<FakeSources> {
  const requests: string[] = [];
  let flakyCalls = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/slow') return; // never answers
    if (url.pathname === '/flaky/job-search' && flakyCalls++ === 0) return json(503, { message: 'busy' });
    if (url.pathname.endsWith('/job-search')) {
      if (url.searchParams.get('access-key') !== FAKE_KEY) return json(401, { error: { code: 3, message: 'Invalid access-key' } });
      const body = saraminSample(now);
      const start = Number(url.searchParams.get('start') ?? 0);
      body.jobs.job = body.jobs.job.slice(start * 2, start * 2 + 2);
      body.jobs.total = '150';
      body.jobs.start = start;
      body.jobs.count = body.jobs.job.length;
      return json(200, body);
    }
    if (url.pathname === '/work24') {
      if (url.searchParams.get('authKey') !== FAKE_KEY) return json(401, { returnCode: '401', returnMsg: '인증키 오류' });
      return json(200, work24Sample(now));
    }
    if (url.pathname === '/not-json') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>점검 중</html>');
    }
    json(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
