// The process: read settings, open the store, wire hub, HTTP, feed and ticker, listen, and shut down cleanly.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { readEnv, settleSecrets, type Config } from './process/config.js';
import { createFeed } from './transport/ws-feed.js';
import { createApp } from './http/app.js';
import { keeperWritesFirst } from './http/keeper-fast.js';
import { stateJsonFirst } from './http/state-json.js';
import { defaultLimits } from './http/rate-limit.js';
import { EventHub } from './event/event-hub.js';
import { TournamentHub } from './tournament/hub.js';
import { answerClientError } from './transport/socket-answer.js';
import { Sessions } from './store/sessions.js';
import { openStore } from './store/store.js';
import { startPush } from './notify/push-service.js';
import { startTicker } from './process/ticker.js';
import { routeUpgrades } from './transport/upgrade.js';
import { type KnownSlugs, knownSlugsFirst } from './http/slug-lookup.js';
import { closeYRooms, configureYRooms } from './yrooms/index.js';

/** On shutdown, WebSocket peers get this long to finish the close handshake before their sockets are cut. */
const UPGRADED_GRACE_MS = 1_500;

export interface Running {
  url: string;
  config: Config;
  hub: TournamentHub;
  server: Server;
  /** Stops accepting, closes sockets, waits for writes under way, closes LMDB. */
  stop(): Promise<void>;
}

export async function startServer(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Promise<Running> {
  const base = readEnv(env);
  // DATABASE_URL: cluster mode on PostgreSQL (docs/operating.md, Cluster mode); else LMDB in DATA_DIR, as always.
  // The PostgreSQL client loads only in cluster mode: an LMDB start does not pay for it.
  const store = base.databaseUrl
    ? await (await import('./store/pg-store.js')).openPgStore(base.databaseUrl, { log })
    : openStore(base.dataDir);
  const config = await settleSecrets(base, store, log);
  const sessions = new Sessions(store, config.sessionSecret, log);
  // The password's scrypt fingerprint (tens of ms) is worked out on a thread while the rest is wired; no request
  // is taken before it is done, so none can use a session a new password ended.
  const settled = sessions.settle(config.adminPassword);
  const hub = new TournamentHub(store, config.maxTournaments);
  const events = new EventHub(store, hub);
  const feed = createFeed(hub, { pingMs: config.feedPingMs }, (slug) => events.venue(slug));
  configureYRooms({ hub, config, sessions, events });
  const push = await startPush(config.push, store, hub, log);
  const startedAt = Date.now();
  const app = createApp({ hub, events, config, limits: defaultLimits(config.rateLimits, store.cluster), sessions, startedAt, push });
  // state.json, the hottest read, and keeper writes, the hottest write, are answered ahead of express's
  // middleware stack (state-json.ts, keeper-fast.ts).
  // Cluster mode: a tournament or event another instance made a moment ago is looked up before its request is answered.
  const known: KnownSlugs = { cluster: store.cluster, known: (slug) => hub.has(slug) || events.has(slug) };
  const server = createServer(knownSlugsFirst(known, stateJsonFirst(hub, keeperWritesFirst({ hub, config, events }, app))));
  // Slow-loris guard: a client gets this long to send its headers.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // A request node cannot parse gets a status and a sentence instead of a silent close.
  server.on('clientError', answerClientError);
  // Upgraded sockets leave the HTTP server's bookkeeping (closeAllConnections skips them) but still hold server.close open.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (_req, socket: Duplex) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  routeUpgrades(server, feed, known);
  const stopTicker = startTicker(hub, config.tickMs, events);

  try {
    await settled;
  } catch (err) {
    await stopTicker();
    feed.close();
    closeYRooms();
    await push.close();
    await hub.close();
    throw err;
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      const ticked = stopTicker();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      feed.close();
      closeYRooms();
      // A peer that never answers the close frame (stalled, not reading) must not hold the exit.
      const cut = setTimeout(() => {
        for (const socket of upgraded) socket.destroy();
      }, UPGRADED_GRACE_MS);
      server.closeIdleConnections();
      await ticked;
      await events.idle();
      await push.close();
      await hub.close();
      server.closeAllConnections();
      await closed;
      clearTimeout(cut);
    })();
    return stopping;
  };
  return { url, config, hub, server, stop };
}

/** Starts the server from the environment and shuts it down on SIGTERM/SIGINT (also called by scripts/start.mjs). */
export async function main(): Promise<void> {
  const running = await startServer();
  console.log(`listening on ${running.url}`);
  if (running.config.publicUrl) console.log(`public URL ${running.config.publicUrl}`);
  const onSignal = (signal: string) => {
    console.log(`${signal}: shutting down`);
    // Whatever happens, the process is gone within 5 s (docs/operating.md, Starting and stopping); committed writes are already on disk.
    setTimeout(() => {
      console.error('shutdown took too long; exiting');
      process.exit(0);
    }, 4_500).unref();
    running.stop().then(
      () => process.exit(0),
      (err) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => onSignal('SIGTERM'));
  process.once('SIGINT', () => onSignal('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error('failed to start', err);
    process.exit(1);
  });
}
