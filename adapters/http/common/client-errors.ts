import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a request refused before routing is told, by the parser's error code: status, code, message. */
const REFUSALS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', "The request did not arrive within the server's time limit (SERVER_REQUEST_TIMEOUT_MS, 30 s unless configured): send it without pauses; compress a large upload (Content-Encoding: gzip) or split it."],
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request headers are too large: send fewer or shorter headers.'],
};
const MALFORMED: [number, string, string] = [
  400,
  'MALFORMED_REQUEST',
  'The request is not valid HTTP/1.1 (for example a Content-Length that is not a number, or both Content-Length and Transfer-Encoding): fix the client or proxy that sent it.',
];

const URL_TOO_LONG: [number, string, string] = [414, 'URL_TOO_LONG', 'The request URL is too long: send fewer or shorter query parameters, or the data in a request body.'];

/** How long a refused client gets to read its answer before the connection is cut. */
const CLOSE_GRACE_MS = 5_000;

/** A request line longer than this is what overflowed the header budget, not the headers after it. */
const LONGEST_REQUEST_LINE = 8192;

/**
 * Node reports a long URL and long headers alike (HPE_HEADER_OVERFLOW); the bytes it was parsing
 * tell them apart: a request line with no end in sight, or a very long one, is the URL.
 */
function refusalOf(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): [number, string, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW' && error.rawPacket && /^[A-Z]+ \S/.test(error.rawPacket.subarray(0, 16).toString('latin1'))) {
    const lineEnd = error.rawPacket.indexOf('\r\n');
    if (lineEnd === -1 || lineEnd > LONGEST_REQUEST_LINE) return URL_TOO_LONG;
  }
  return REFUSALS[error.code ?? ''] ?? MALFORMED;
}

/** The API's error shape, as raw bytes for a connection the HTTP parser gave up on. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, code, message] = refusalOf(error);
  const body = JSON.stringify({ success: false, error: message, code });
  // The connection is closed outright once the answer is out (or after a grace period for a client
  // that does not read it): a client that never closes its side would otherwise hold it, and a
  // place under the connection cap, for as long as it likes.
  const grace = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => {
      clearTimeout(grace);
      socket.destroy();
    },
  );
}

/** A path Fastify cannot decode (`/api/devices/%ff`) is answered in the API's shape, not the framework's. */
export function answerBadUrl(_error: Error, _req: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(400)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send({ success: false, error: 'The path holds a percent-escape that is not UTF-8 (such as %ff): encode each character of an id or name as UTF-8 before escaping it.', code: 'MALFORMED_PATH' });
}
