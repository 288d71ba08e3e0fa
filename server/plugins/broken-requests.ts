// Requests that never reach a route, answered in the error envelope too: a URL the router cannot read (or with an
// over-long id), and a request Node's HTTP parser refused (over-long URL or headers, broken framing).
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { MESSAGES, envelope } from '../errors.ts';

export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? MESSAGES.URL_TOO_LONG : MESSAGES.UNREADABLE_URL;
  void (reply as FastifyReply).code(400).type('application/json; charset=utf-8').send(envelope(400, 'VALIDATION_FAILED', message));
};

export function answerBrokenRequest(error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLong = error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_TOO_LONG';
  const body = JSON.stringify(envelope(400, 'VALIDATION_FAILED', tooLong ? MESSAGES.URL_TOO_LONG : MESSAGES.UNREADABLE_BODY));
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
