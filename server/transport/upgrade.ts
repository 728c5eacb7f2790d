// Routes WebSocket upgrades by path: `/ws/<slug>` to the public feed, `/yjs/...` to the Yjs rooms, anything else 404; nothing thrown escapes.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Feed } from './ws-feed.js';
import { decodeSegment, parseRequestTarget } from '../http/request-target.js';
import { answerRaw } from './socket-answer.js';
import { handleYjsUpgrade } from '../yrooms/index.js';
import { type KnownSlugs, lookUpFirst } from '../http/slug-lookup.js';

/** How much of a request target a log line quotes. */
const LOGGED_TARGET = 200;

/** `known`: cluster mode's look-up of a slug another instance made a moment ago, before the upgrade is routed. */
export function routeUpgrades(server: Server, feed: Feed, known?: KnownSlugs): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const go = () => {
      if (socket.destroyed) return;
      // An answer the route began (an accepted upgrade's 101) must not be followed by an HTTP error answer.
      const writtenBefore = (socket as Partial<Socket>).bytesWritten ?? 0;
      // An exception in an 'upgrade' listener is an uncaught exception: it would stop the process with every tournament on it.
      try {
        route(feed, req, socket, head);
      } catch (err) {
        console.error(`upgrade ${JSON.stringify(String(req.url).slice(0, LOGGED_TARGET))} failed`, err);
        answerRaw(socket, 500, 'Something went wrong on the server. Reload the page to connect again.', writtenBefore);
      }
    };
    if (known) lookUpFirst(known, req.url, go);
    else go();
  });
}

function route(feed: Feed, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const target = parseRequestTarget(req.url);
  if (!target) return answerRaw(socket, 400, 'The request target is malformed: it must be a path such as /ws/<tournament>.');
  const ws = /^\/ws\/([^/]+)\/?$/.exec(target.pathname);
  if (ws) {
    const slug = decodeSegment(ws[1]!);
    if (slug === null) return answerRaw(socket, 400, 'The tournament in the address has broken %-escapes.');
    return feed.handleUpgrade(slug, req, socket, head);
  }
  if (target.pathname.startsWith('/yjs/')) return handleYjsUpgrade(req, socket, head);
  answerRaw(socket, 404, 'There is nothing at this address.');
}
