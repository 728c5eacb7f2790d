// The baselines of bench/public-read.ts: bare programs doing the same visible work as the server, in plain JavaScript run by plain node.
// `health`: a node:http server answering /healthz (cold start). `http`: state.json's bytes and headers, 200 or 304.
// `ws`: a ws server that, on POST /broadcast, sends one payload to every client.
// `lmdb`: answers every POST after one LMDB put and a committed, flushed transaction (bench/writes.ts, goals 2 and 3).
// `pg`: answers every POST after one committed PostgreSQL INSERT (bench/cluster.ts).
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const mode = process.argv[2];

function listen(server) {
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    console.log(`listening on http://127.0.0.1:${port}`);
    process.send?.({ port });
  });
}

if (mode === 'health') {
  const started = Date.now();
  listen(
    createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ ok: true, tournaments: 0, uptime: Math.floor((Date.now() - started) / 1000) }));
    }),
  );
} else if (mode === 'http') {
  // The answers arrive over IPC: the headers and bytes the real server sent for the same request.
  process.once('message', ({ body, ok, notModified, etag }) => {
    const bytes = Buffer.from(body, 'utf8');
    listen(
      createServer((req, res) => {
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, notModified);
          res.end();
          return;
        }
        res.writeHead(200, ok);
        res.end(bytes);
      }),
    );
  });
} else if (mode === 'ws') {
  // The payload arrives over IPC with a marker; each broadcast puts its own number in the marker's places.
  process.once('message', ({ template, marker }) => {
    const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
    const server = createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const { a } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const payload = Buffer.from(template.replaceAll(marker, `"live":[${a},99]`), 'utf8');
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
        // Like the server's feed: the answer leaves first, the broadcast follows on the next turn.
        setTimeout(() => {
          for (const ws of wss.clients) ws.send(payload, { binary: false });
        }, 0);
      });
    });
    server.on('upgrade', (req, socket, head) => {
      socket.on('error', () => socket.destroy());
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', () => ws.terminate());
        ws.send(template);
      });
    });
    listen(server);
  });
} else if (mode === 'lmdb') {
  // The environment opens as server/store.ts opens its own (same options, so the same sync and commit behaviour),
  // and each POST is stored like store.ts `append` stores an update: putSync inside a transaction, committed and flushed.
  // Imported here, not at the top: the other modes (cold start above all) must not pay for loading lmdb.
  const { open } = await import('lmdb');
  const env = open({ path: process.argv[3], maxDbs: 8, noSubdir: false });
  const updates = env.openDB({ name: 'updates', encoding: 'binary' });
  let seq = 0;
  let underWay = 0;
  let justCommitted = false;
  listen(
    createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', async () => {
        const body = Buffer.concat(chunks);
        JSON.parse(body.toString('utf8')); // the server reads the body as JSON too
        const key = ['bare', ++seq];
        // As store.ts commits a lone write (server/store/lmdb-store.ts `write`): in place, flushed in the commit; one that
        // comes while another is under way goes to LMDB's write thread.
        if (underWay === 0 && !justCommitted) {
          env.transactionSync(() => updates.putSync(key, body));
          justCommitted = true;
          setImmediate(() => {
            justCommitted = false;
          });
        } else {
          underWay++;
          await env.transaction(() => updates.putSync(key, body)).finally(() => underWay--);
        }
        await env.flushed;
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('{"ok":true}');
      });
    }),
  );
} else if (mode === 'pg') {
  // bench/cluster.ts: answers every POST after one PostgreSQL INSERT, committed (autocommit, the server's synchronous_commit),
  // over a pool as the PostgreSQL store keeps one. argv[3] is the database URL.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.argv[3], max: 4 });
  await pool.query('CREATE TABLE IF NOT EXISTS bare_updates (seq bigserial PRIMARY KEY, data bytea NOT NULL)');
  listen(
    createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', async () => {
        const body = Buffer.concat(chunks);
        JSON.parse(body.toString('utf8')); // the server reads the body as JSON too
        await pool.query('INSERT INTO bare_updates (data) VALUES ($1)', [body]);
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('{"ok":true}');
      });
    }),
  );
} else {
  console.error(`bare-servers.mjs: unknown mode "${mode}" (health, http, ws, lmdb or pg)`);
  process.exit(2);
}
