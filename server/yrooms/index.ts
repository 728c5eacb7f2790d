// Placeholder for the Yjs rooms (desk and keeper pads): until they land, every `/yjs/` upgrade is refused.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

export function handleYjsUpgrade(_req: IncomingMessage, socket: Duplex, _head: Buffer): void {
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}
