// Plain HTTP answers written straight to a socket, for requests express never sees: refused upgrades and requests node could not parse.
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Answers `status` with `message` as text and closes the socket once the answer is flushed (HTTP server
 * sockets allow half-open connections, so ending alone would let a silent client hold the socket).
 * A socket that already carries bytes (an accepted upgrade, a started response) can take no HTTP answer:
 * it is only destroyed.
 */
export function answerRaw(socket: Duplex, status: number, message: string): void {
  const written = (socket as Partial<Socket>).bytesWritten ?? 0;
  if (!socket.writable || written > 0) {
    socket.destroy();
    return;
  }
  const body = `${message}\n`;
  const head = `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  socket.end(head + body, () => socket.destroy());
}

/**
 * The server's `clientError` listener: a request node's parser refused (a space in the target, two
 * Content-Lengths, a broken chunk, headers past 16 KiB, too slow) gets a status and a sentence, then the
 * socket is closed. A peer that reset the connection gets nothing: there is nobody to read it.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  if (err.code === 'HPE_HEADER_OVERFLOW') return answerRaw(socket, 431, 'The request headers are too large (at most 16 KiB).');
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return answerRaw(socket, 408, 'The request took too long to arrive.');
  answerRaw(socket, 400, 'The request could not be read: it is not well-formed HTTP.');
}
