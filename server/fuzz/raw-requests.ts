// Requests only a real socket can send (framing errors, an over-long request line, bytes HTTP does not allow),
// checked like every other answer of the fuzz.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { operations } from '../contract.ts';
import type { OperationInfo } from '../contract.ts';
import type { Check } from './checks.ts';

/** Requests only a real socket can send: framing errors, an over-long request line, bytes HTTP does not allow. */
export async function rawRequests(
  app: FastifyInstance,
  check: Check,
) {
  const wasListening = Boolean(app.server.listening);
  if (!wasListening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const list = operations.find((op) => op.operationId === 'getJobList');
  const login = operations.find((op) => op.operationId === 'login');
  const raw: { operation: OperationInfo | undefined; label: string; bytes: string }[] = [
    { operation: list, label: 'URL of 20 000 characters', bytes: `GET /v1/job/list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n` },
    { operation: list, label: 'headers of 40 KB', bytes: `GET /v1/job/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n` },
    { operation: list, label: 'control byte in a header', bytes: `GET /v1/job/list HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n` },
    { operation: list, label: 'bad %-escape in the path', bytes: `GET /v1/job/list%zz HTTP/1.1\r\nHost: x\r\n\r\n` },
    { operation: login, label: 'bad chunk size', bytes: `POST /v1/member/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n` },
    { operation: login, label: 'Content-Length not a number', bytes: `POST /v1/member/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}` },
    { operation: login, label: 'two Content-Length headers', bytes: `POST /v1/member/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}` },
    { operation: undefined, label: 'not HTTP at all', bytes: `HELLO THERE\r\n\r\n` },
  ];
  for (const r of raw) {
    const text = await new Promise<string>((resolveText) => {
      const socket = connect(port, '127.0.0.1');
      let out = '';
      socket.setTimeout(5000, () => socket.destroy());
      socket.on('data', (chunk) => (out += chunk.toString('utf8')));
      socket.on('close', () => resolveText(out));
      socket.on('error', () => resolveText(out));
      socket.end(r.bytes);
    });
    const [head = '', ...rest] = text.split('\r\n\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
    let body = rest.join('\r\n\r\n');
    if (/transfer-encoding:\s*chunked/i.test(head)) body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
    check(r.operation, `raw: ${r.label}`, status, body, contentType, true);
  }
  if (!wasListening) await app.close();
}
