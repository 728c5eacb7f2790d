// Routes WebSocket upgrades by path: `/ws/<slug>` to the public feed, `/yjs/...` to the Yjs rooms, anything else 404.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Feed } from './feed.js';
import { refuseUpgrade } from './feed.js';
import { handleYjsUpgrade } from './yrooms/index.js';

export function routeUpgrades(server: Server, feed: Feed): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const ws = /^\/ws\/([^/]+)\/?$/.exec(path);
    if (ws) {
      let slug: string;
      try {
        slug = decodeURIComponent(ws[1]!);
      } catch {
        return refuseUpgrade(socket, 400, 'Bad Request');
      }
      return feed.handleUpgrade(slug, req, socket, head);
    }
    if (path.startsWith('/yjs/')) return handleYjsUpgrade(req, socket, head);
    refuseUpgrade(socket, 404, 'Not Found');
  });
}
