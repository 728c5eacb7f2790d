// The Yjs rooms: routes `/yjs/...` upgrades to the desk room of a tournament or the keeper room of one court, after the same checks as the HTTP doors.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../process/config.js';
import { identify, sameOrigin } from '../http/auth.js';
import { validKeeperKey } from '../http/keeper-key.js';
import { decodeSegment, parseRequestTarget } from '../http/request-target.js';
import type { Actor, Hub, LoadedTournament } from '../tournament/hub-types.js';
import type { Sessions } from '../store/sessions.js';
import { CourtRoom } from './court-room.js';
import { VenueCourtRoom, type VenueCourts } from './venue-court-room.js';
import { DeskRoom, type SerialTournament } from './desk-room.js';
import { EventDeskRoom } from './event-desk-room.js';
import { LIMITS } from '../../shared/wire/room-protocol.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { createPublicRooms } from './public-room.js';
import { createVenuePublicRooms } from './venue-public-room.js';
import { heartbeat } from '../transport/heartbeat.js';

const PING_MS = 30_000;
/** A desk coming back from a long offline spell sends all its queued intents in one step 2. */
const MAX_MESSAGE = 8 * 1024 * 1024;

export interface YRoomsDeps {
  /** The hub (TournamentHub fits): its rooms have the serial write queue, and `onRemove` tells of deletions. */
  hub: Omit<Hub, 'tournament'> & { tournament(slug: string): SerialTournament | null; onRemove?(fn: (slug: string) => void): () => void };
  config: Config;
  /** Organizer sessions, for the desk room's organizer check. */
  sessions: Sessions;
  /** The events (EventHub fits): an event's slug opens the keeper room of a venue court. */
  events?: VenueCourts;
  log?: (line: string) => void;
}

export interface YRooms {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open connections, for tests and metrics. */
  connectionCount(): number;
  close(): void;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

function refuse(socket: Duplex, status: number, message: string): void {
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The HTTP organizer check, on an upgrade request (it reads only the headers). */
function organizerOf(req: IncomingMessage, config: Config, sessions: Sessions): { actor: Actor; handle: string | null } | null {
  const who = identify(req as Request, config, sessions);
  if (!who) return null;
  return { actor: who.actor, handle: who.via === 'cookie' ? who.session.handle : null };
}

/** The room an upgrade asks for, by path; `malformed` and `unknown` are answered with a close code. */
type Target =
  | { kind: 'desk'; slug: string }
  | { kind: 'court'; slug: string; court: number; k: string | null }
  | { kind: 'public'; slug: string }
  | { kind: 'malformed' }
  | { kind: 'unknown' };

function parseTarget(rawUrl: string | undefined): Target {
  const url = parseRequestTarget(rawUrl);
  if (!url) return { kind: 'malformed' };
  const m = /^\/yjs\/([^/]+)(?:\/court\/([^/]+)|\/(public))?\/?$/.exec(url.pathname);
  if (!m) return { kind: 'unknown' };
  const slug = decodeSegment(m[1]!);
  if (slug === null) return { kind: 'malformed' };
  if (m[3] !== undefined) return { kind: 'public', slug };
  if (m[2] === undefined) return { kind: 'desk', slug };
  if (!/^\d{1,3}$/.test(m[2])) return { kind: 'malformed' };
  return { kind: 'court', slug, court: Number(m[2]), k: url.searchParams.get('k') };
}

export function createYRooms({ hub, config, sessions, events, log = console.log }: YRoomsDeps): YRooms {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE, perMessageDeflate: false });
  const desks = new Map<string, DeskRoom>();
  const eventDesks = new Map<string, EventDeskRoom>();
  /** The current generation of each court's doc; `retired` ones still serve the pads they have. */
  const courts = new Map<string, CourtRoom>();
  const retired = new Set<CourtRoom>();
  const courtKey = (slug: string, court: number) => `${slug}/court/${court}`;
  const publics = createPublicRooms({ tournament: (slug) => hub.tournament(slug), log });
  const venuePublics = events ? createVenuePublicRooms(events, log) : null;

  function deskRoom(slug: string, room: SerialTournament): DeskRoom {
    let desk = desks.get(slug);
    if (desk && !desk.current) {
      desk.close(CLOSE.resync, 'the tournament was reloaded');
      desk = undefined;
    }
    if (!desk) {
      desk = new DeskRoom(
        hub,
        slug,
        room,
        (r) => desks.get(slug) === r && desks.delete(slug),
        log,
        () => padsOf(slug, room),
      );
      desks.set(slug, desk);
    }
    return desk;
  }

  /** `room` null: a venue court of the event `slug`, following whichever division's match is on it. */
  function courtRoom(slug: string, court: number, room: LoadedTournament | null): CourtRoom {
    const id = courtKey(slug, court);
    let c = courts.get(id);
    if (c?.overgrown()) {
      // A pad joining late downloads a small doc; the pads on the old one keep it until they leave.
      courts.delete(id);
      retired.add(c);
      c.retire();
      c = undefined;
    }
    if (!c) {
      const onClose = (r: CourtRoom) => {
        if (courts.get(id) === r) courts.delete(id);
        retired.delete(r);
      };
      c = room || !events ? new CourtRoom(hub, slug, court, onClose, log) : new VenueCourtRoom(hub, events, slug, court, onClose, log);
      courts.set(id, c);
    }
    if (room) c.attach(room);
    else if (c instanceof VenueCourtRoom) c.follow();
    return c;
  }

  /** Pads connected to a court, over every generation of its doc. */
  function padsOn(slug: string, court: number): number {
    let n = courts.get(courtKey(slug, court))?.sync.size ?? 0;
    for (const r of retired) if (r.slug === slug && r.court === court) n += r.sync.size;
    return n;
  }

  /** Pads per court of a tournament, for its desks: only courts with a pad are named. */
  function padsOf(slug: string, room: LoadedTournament): Record<string, number> {
    const out: Record<string, number> = {};
    for (let court = 1; court <= room.state().courtCount; court++) {
      const n = padsOn(slug, court);
      if (n > 0) out[court] = n;
    }
    return out;
  }

  hub.onRemove?.((slug) => {
    desks.get(slug)?.close(CLOSE.gone, 'tournament deleted');
    for (const c of [...courts.values(), ...retired]) if (c.slug === slug) c.close(CLOSE.gone, 'tournament deleted');
    publics.remove(slug);
  });

  const stopEvents = events?.onRemove?.((slug) => eventDesks.get(slug)?.close(CLOSE.gone, 'event deleted'));

  const beat = heartbeat(wss, PING_MS);

  // Desk sockets by the session that opened them: logging out or ending a session on the desk closes them at once.
  const bySession = new Map<string, Set<WebSocket>>();
  function watchSession(handle: string, ws: WebSocket): void {
    let set = bySession.get(handle);
    if (!set) bySession.set(handle, (set = new Set()));
    set.add(ws);
    ws.once('close', () => {
      set.delete(ws);
      if (set.size === 0 && bySession.get(handle) === set) bySession.delete(handle);
    });
  }
  const stopWatching = sessions.onEnd((handle) => {
    for (const ws of bySession.get(handle) ?? []) ws.close(CLOSE.unauthorized, 'Your login ended. Log in again.');
    bySession.delete(handle);
  });

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer, join: (ws: WebSocket) => void): void {
    wss.handleUpgrade(req, socket, head, (ws) => {
      beat.watch(ws);
      join(ws);
    });
  }

  /**
   * Completes the handshake only to close at once: a browser's WebSocket (and y-websocket) can read a
   * close code and reason, never an HTTP status; 44xx also stops the provider from retrying.
   * Reasons are fixed sentences: a close reason holds at most 123 bytes, so no client text goes in.
   */
  function refuseWith(req: IncomingMessage, socket: Duplex, head: Buffer, code: number, reason: string): void {
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      ws.close(code, reason);
    });
  }

  /** A keeper of a venue court (docs/api.md, Events): the event's court key, the same checks and limits as a tournament's court. */
  function venueCourt(req: IncomingMessage, socket: Duplex, head: Buffer, target: { slug: string; court: number; k: string | null }): void {
    const { slug, court } = target;
    const refuse = (code: number, reason: string) => refuseWith(req, socket, head, code, reason);
    const rec = events?.record(slug);
    if (!rec || court < 1 || court > rec.courtCount) return refuse(CLOSE.gone, `There is no court ${court} at this venue.`);
    if (!validKeeperKey(config.sessionSecret, slug, court, target.k))
      return refuse(CLOSE.forbidden, 'This score keeper key is not valid for this court.');
    const actor: Actor = { name: `keeper:${court}`, role: 'keeper' };
    accept(req, socket, head, (ws) => {
      if (padsOn(slug, court) >= LIMITS.padsPerCourt) {
        ws.on('error', () => ws.terminate());
        return ws.close(
          CLOSE.tooMany,
          `Too many score pads are open on this court (${LIMITS.padsPerCourt} at most). Close one, then try again.`,
        );
      }
      const room = courtRoom(slug, court, null);
      // the event was deleted between the checks and the handshake: the room closed itself
      if (room.doc.isDestroyed) {
        ws.on('error', () => ws.terminate());
        return ws.close(CLOSE.gone, 'There is no such event any more.');
      }
      room.sync.join(ws, actor);
    });
  }

  /** The event desk's presence room: the organizer check and same-origin rule of a tournament's desk. */
  function eventDesk(req: IncomingMessage, socket: Duplex, head: Buffer, slug: string): void {
    const who = organizerOf(req, config, sessions);
    if (!who) return refuseWith(req, socket, head, CLOSE.unauthorized, 'Log in as organizer first.');
    if (!sameOrigin(req as Request)) return refuseWith(req, socket, head, CLOSE.forbidden, 'Cross-site connection refused.');
    accept(req, socket, head, (ws) => {
      if (who.handle !== null) watchSession(who.handle, ws);
      let room = eventDesks.get(slug);
      if (!room) {
        const made = new EventDeskRoom(slug, (r) => eventDesks.get(slug) === r && eventDesks.delete(slug), log);
        eventDesks.set(slug, (room = made));
      }
      room.sync.join(ws, who.actor);
    });
  }

  return {
    handleUpgrade(req, socket, head) {
      const target = parseTarget(req.url);
      const refuse = (code: number, reason: string) => refuseWith(req, socket, head, code, reason);
      if (target.kind === 'malformed') return refuse(CLOSE.malformed, 'This room address is malformed; open the link or QR code again.');
      if (target.kind === 'unknown') return refuse(CLOSE.gone, 'There is no such room.');
      // an event's slug names its venue document, as it names its venue courts
      if (target.kind === 'public' && venuePublics && events?.has(target.slug))
        return venuePublics.handleUpgrade(req, socket, head, target.slug);
      if (target.kind === 'public') return publics.handleUpgrade(req, socket, head, target.slug);
      if (target.kind === 'court' && events?.has(target.slug)) return venueCourt(req, socket, head, target);
      if (target.kind === 'desk' && events?.has(target.slug)) return eventDesk(req, socket, head, target.slug);
      let room: SerialTournament | null;
      try {
        room = hub.tournament(target.slug);
      } catch (err) {
        log(`yjs: tournament ${target.slug} could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
        return refuse(CLOSE.unavailable, 'This tournament cannot be loaded right now; try again in a minute.');
      }
      if (!room) return refuse(CLOSE.gone, 'There is no tournament at this address.');
      const loaded = room;

      if (target.kind === 'court') {
        const { court } = target;
        // The keeper order (docs/api.md, Keeper answers): slug and court first, then the key.
        if (court < 1 || court > loaded.state().courtCount) return refuse(CLOSE.gone, `There is no court ${court} in this tournament.`);
        if (!validKeeperKey(config.sessionSecret, target.slug, court, target.k))
          return refuse(CLOSE.forbidden, 'This score keeper key is not valid for this court.');
        const actor: Actor = { name: `keeper:${court}`, role: 'keeper' };
        return accept(req, socket, head, (ws) => {
          if (padsOn(target.slug, court) >= LIMITS.padsPerCourt) {
            ws.on('error', () => ws.terminate());
            return ws.close(
              CLOSE.tooMany,
              `Too many score pads are open on this court (${LIMITS.padsPerCourt} at most). Close one, then try again.`,
            );
          }
          courtRoom(target.slug, court, loaded).sync.join(ws, actor);
          desks.get(target.slug)?.tellPads();
        });
      }

      const who = organizerOf(req, config, sessions);
      if (!who) return refuse(CLOSE.unauthorized, 'Log in as organizer first.');
      // A browser sends its cookie on a cross-site WebSocket too; the Origin header tells.
      if (!sameOrigin(req as Request)) return refuse(CLOSE.forbidden, 'Cross-site connection refused.');
      accept(req, socket, head, (ws) => {
        if (who.handle !== null) watchSession(who.handle, ws);
        deskRoom(target.slug, loaded).sync.join(ws, who.actor);
      });
    },
    connectionCount: () => wss.clients.size + publics.connectionCount() + (venuePublics?.connectionCount() ?? 0),
    close() {
      stopWatching();
      stopEvents?.();
      beat.stop();
      publics.close();
      venuePublics?.close();
      for (const d of [...desks.values(), ...eventDesks.values()]) d.close(CLOSE.shutdown, 'server shutting down');
      for (const c of [...courts.values(), ...retired]) c.close(CLOSE.shutdown, 'server shutting down');
      for (const ws of wss.clients) ws.close(CLOSE.shutdown, 'server shutting down');
      wss.close();
    },
  };
}

let current: YRooms | null = null;

/** Called once by main.ts, before the server listens: `configureYRooms({ hub, config })`. */
export function configureYRooms(deps: YRoomsDeps): YRooms {
  current?.close();
  current = createYRooms(deps);
  return current;
}

/** Closes every Yjs connection (shutdown): `closeYRooms()` next to `feed.close()` in main.ts. */
export function closeYRooms(): void {
  current?.close();
  current = null;
}

/** The upgrade router calls this for every path starting with `/yjs/`. */
export function handleYjsUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
  if (!current) return refuse(socket, 503, 'Yjs rooms are not configured.');
  current.handleUpgrade(req, socket, head);
}
