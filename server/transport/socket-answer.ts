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

/** What Node keeps of the response a socket is carrying (`socket._httpMessage`, the field Node's own clientError answer reads). */
interface CarriedResponse {
  headersSent?: boolean;
}

/**
 * True when this socket's answer to the request at hand has begun: a response in flight that has formed its
 * head, or bytes written since `writtenBefore` (the socket's count when the request arrived, for an upgrade).
 * Bytes of earlier answers on a kept-alive connection do not count: those requests were answered in full.
 */
function answerStarted(socket: Duplex, writtenBefore: number | undefined): boolean {
  const carried = (socket as { _httpMessage?: CarriedResponse | null })._httpMessage;
  if (carried?.headersSent) return true;
  const written = (socket as Partial<Socket>).bytesWritten ?? 0;
  return writtenBefore !== undefined && written > writtenBefore;
}

/**
 * Answers `status` with `message` as text and closes the socket once the answer is flushed (HTTP server
 * sockets allow half-open connections, so ending alone would let a silent client hold the socket).
 * A socket whose answer has begun (an accepted upgrade, a started response) can take no second HTTP answer:
 * it is only destroyed. `writtenBefore`: the socket's `bytesWritten` when the request being answered arrived,
 * for callers that may run after a handler wrote to the raw socket (an upgrade listener).
 */
export function answerRaw(socket: Duplex, status: number, message: string, writtenBefore?: number): void {
  if (!socket.writable || answerStarted(socket, writtenBefore)) {
    socket.destroy();
    return;
  }
  const body = `${message}\n`;
  const head =
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\n` +
    `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
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
