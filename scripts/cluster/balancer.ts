// A small load balancer for `npm run cluster` (docs/operating.md, Cluster mode): plain HTTP and WebSocket upgrades passed
// round-robin to the instances that pass their /healthz check, as deploy/haproxy.cfg does in docker-compose.yml.
// Any instance answers any request (shared PostgreSQL), so there are no sticky sessions.
import { Agent, type ClientRequest, createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Target {
  host: string;
  port: number;
}

export interface BalancerOptions {
  targets: Target[];
  port: number;
  host?: string;
  /** How often every instance's /healthz is called (ms). */
  checkMs?: number;
  log?: (line: string) => void;
}

/**
 * An instance as the balancer sees it: up after `RISE` good checks, down after `FALL` bad ones or a refused connection.
 * A check is good when /healthz answers 200 without `"database":"down"`.
 */
interface Backend extends Target {
  name: string;
  up: boolean;
  good: number;
  bad: number;
}

export interface Balancer {
  server: Server;
  port: number;
  /** Which instances are in rotation now (for logs and tests). */
  status(): { name: string; up: boolean }[];
  /** Runs one round of health checks now (tests, and the first round at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

const RISE = 2;
const FALL = 2;
const CHECK_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;
/** An HTTP exchange with an instance; WebSockets have no timeout here (the server pings every 30 s). */
const REQUEST_TIMEOUT_MS = 65_000;
/** Headers one hop owns; never passed on (the upgrade path passes Connection and Upgrade itself). */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP.has(k)) out[k] = v;
  const peer = req.socket.remoteAddress ?? '';
  out['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
  return out;
}

export async function startBalancer(opts: BalancerOptions): Promise<Balancer> {
  const log = opts.log ?? (() => {});
  const backends: Backend[] = opts.targets.map((t) => ({ ...t, name: `${t.host}:${t.port}`, up: false, good: 0, bad: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  /** Upgraded sockets leave the HTTP server's bookkeeping: kept here so close() can end them. */
  const tunnels = new Set<Duplex>();
  let next = 0;

  const mark = (b: Backend, ok: boolean, why: string) => {
    if (ok) {
      b.bad = 0;
      if (!b.up && ++b.good >= RISE) {
        b.up = true;
        log(`balancer: ${b.name} is up`);
      }
    } else {
      b.good = 0;
      // A refused or reset connection takes it out at once; a failed check after FALL in a row.
      if (b.up && (++b.bad >= FALL || why !== 'check')) {
        b.up = false;
        log(`balancer: ${b.name} is down (${why})`);
      }
    }
  };

  /**
   * The instances to try, in order, for one request: those up, round-robin; when none is up (PostgreSQL down can fail
   * every check), all of them, so reads and the instances' own 503 answers still get through.
   */
  const order = (): Backend[] => {
    const up = backends.filter((b) => b.up);
    const pool = up.length > 0 ? up : backends;
    const start = next++ % pool.length;
    return [...pool.slice(start), ...pool.slice(0, start)];
  };

  const checkOne = (b: Backend) =>
    new Promise<void>((resolve) => {
      const req = request({ host: b.host, port: b.port, path: '/healthz', timeout: CHECK_TIMEOUT_MS, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < 4_096) body += chunk;
        });
        res.on('end', () => {
          // An instance that cannot reach PostgreSQL says so: it leaves the rotation while another one can.
          mark(b, res.statusCode === 200 && !body.includes('"database":"down"'), 'check');
          resolve();
        });
        res.on('error', () => resolve());
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        mark(b, false, 'check');
        resolve();
      });
      req.end();
    });
  const check = async () => {
    await Promise.all(backends.map(checkOne));
  };

  /**
   * Plain HTTP: the request's body is not read until an instance accepted the connection, so a refused one is retried on the
   * next; a GET or HEAD also when the instance closed without answering.
   */
  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const tries = order();
    // A GET or HEAD carries no body and changes nothing: it may be sent again. Anything else is sent once.
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    const attempt = (i: number) => {
      const b = tries[i];
      if (!b) {
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' });
          res.end('No Courtside instance answered. Try again in a moment.\n');
        } else res.destroy();
        return;
      }
      let sent = false;
      let up: ClientRequest;
      try {
        up = request({
          host: b.host,
          port: b.port,
          method: req.method,
          path: req.url,
          headers: forwardHeaders(req),
          agent,
          timeout: REQUEST_TIMEOUT_MS,
        });
      } catch {
        // A target or header node will not send on (it parsed them, but a request refuses more): the client's fault.
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Bad request.\n');
        return;
      }
      const send = () => {
        sent = true;
        if (idempotent) up.end();
        else req.pipe(up);
      };
      up.on('socket', (s: Socket) => {
        if (s.connecting) s.once('connect', send);
        else send();
      });
      up.on('response', (ans) => {
        const headers: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(ans.headers)) if (v !== undefined && !HOP.has(k)) headers[k] = v;
        res.writeHead(ans.statusCode ?? 502, ans.statusMessage, headers);
        ans.pipe(res);
        ans.on('error', () => res.destroy());
      });
      up.on('timeout', () => up.destroy(new Error('timeout')));
      up.on('error', (err: NodeJS.ErrnoException) => {
        if (!sent || (idempotent && !res.headersSent)) {
          // Nothing reached the instance, or a read it dropped (killed; a kept-alive connection to it picked first): another
          // one may take the request.
          mark(b, false, err.code ?? err.message);
          up.destroy();
          attempt(i + 1);
        } else if (!res.headersSent) {
          // The instance had the request and went away: it may have been applied, so it is not sent again.
          mark(b, false, err.code ?? err.message);
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('The Courtside instance went away before answering. Check whether your change was saved, then try again.\n');
        } else res.destroy();
      });
      res.on('close', () => {
        if (!res.writableFinished) up.destroy();
      });
    };
    attempt(0);
  };

  /** A WebSocket upgrade: the request as it came, then bytes both ways until either side closes. */
  const tunnel = (req: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    tunnels.add(client);
    client.once('close', () => tunnels.delete(client));
    const tries = order();
    const attempt = (i: number) => {
      const b = tries[i];
      if (!b) {
        client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      const up = connect({ host: b.host, port: b.port, timeout: CONNECT_TIMEOUT_MS });
      let open = false;
      up.once('timeout', () => {
        if (!open) up.destroy(new Error('timeout'));
      });
      up.once('connect', () => {
        open = true;
        up.setTimeout(0);
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let j = 0; j < req.rawHeaders.length; j += 2) lines.push(`${req.rawHeaders[j]}: ${req.rawHeaders[j + 1]}`);
        lines.push(`X-Forwarded-For: ${req.socket.remoteAddress ?? ''}`);
        up.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) up.write(head);
        up.pipe(client);
        client.pipe(up);
        client.on('close', () => up.destroy());
      });
      up.on('error', (err: NodeJS.ErrnoException) => {
        if (!open) {
          mark(b, false, err.code ?? err.message);
          attempt(i + 1);
        } else client.destroy();
      });
      up.on('close', () => {
        if (open) client.destroy();
      });
    };
    attempt(0);
  };

  const server = createServer(proxy);
  server.on('upgrade', tunnel);
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  // Two rounds before listening, so the instances already up are in rotation from the first request.
  await check();
  await check();
  const timer = setInterval(() => void check(), opts.checkMs ?? 1_000);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : opts.port,
    status: () => backends.map((b) => ({ name: b.name, up: b.up })),
    check,
    async close() {
      clearInterval(timer);
      agent.destroy();
      for (const s of tunnels) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
