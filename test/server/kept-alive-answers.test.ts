// A request the parser refuses on a kept-alive connection that already served one gets the same
// status line as on a fresh connection, with Connection: close, instead of a silently dropped socket.
import { connect, type Socket } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const test = suite('kept-alive answers');
const { srv } = serverFor(test, { login: false });

/** A raw socket that collects what the server sends, and can wait for a whole answer or for the close. */
class RawConnection {
  socket: Socket;
  got = '';
  closed = false;
  private waiters: (() => void)[] = [];
  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.got += chunk.toString('latin1');
      this.wake();
    });
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }
  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }
  send(bytes: string): void {
    this.socket.write(bytes, 'latin1');
  }
  /** Resolves once `ready()` holds or the socket closed (whatever arrived by then is in `got`). */
  async until(ready: () => boolean, ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!ready() && !this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  /** Waits for one whole answer with a Content-Length body, takes it off `got` and returns its head and body. */
  async answer(): Promise<{ head: string; body: string }> {
    const whole = () => {
      const end = this.got.indexOf('\r\n\r\n');
      if (end < 0) return -1;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(this.got.slice(0, end))?.[1] ?? 0);
      return this.got.length >= end + 4 + length ? end + 4 + length : -1;
    };
    await this.until(() => whole() >= 0);
    const at = whole();
    if (at < 0) throw new Error(`no whole answer; got ${JSON.stringify(this.got.slice(0, 200))}`);
    const text = this.got.slice(0, at);
    this.got = this.got.slice(at);
    const split = text.indexOf('\r\n\r\n');
    return { head: text.slice(0, split), body: text.slice(split + 4) };
  }
  destroy(): void {
    this.socket.destroy();
  }
}

const get = (path: string, extra: string[] = []) => ['GET ' + path + ' HTTP/1.1', 'Host: 127.0.0.1', ...extra, '', ''].join('\r\n');
const bigHeaders = [`X-Big: ${'b'.repeat(20 * 1024)}`];

test('headers past 16 KiB get 431 with Connection: close on a fresh connection', async () => {
  const conn = new RawConnection(srv.port);
  try {
    conn.send(get('/healthz', bigHeaders));
    const { head } = await conn.answer();
    assert.match(head, /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    assert.match(head, /\r\nConnection: close(\r\n|$)/i);
    await conn.until(() => false);
    assert.ok(conn.closed, 'the server closes the connection after the answer');
  } finally {
    conn.destroy();
  }
});

test('headers past 16 KiB get 431 on a kept-alive connection that already served a request', async () => {
  const conn = new RawConnection(srv.port);
  try {
    conn.send(get('/healthz'));
    const first = await conn.answer();
    assert.match(first.head, /^HTTP\/1\.1 200 /);
    assert.not.match(first.head, /\r\nConnection: close/i, 'the first answer keeps the connection open');

    conn.send(get('/healthz', bigHeaders));
    const second = await conn.answer();
    assert.match(second.head, /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    assert.match(second.head, /\r\nConnection: close(\r\n|$)/i);
    assert.match(second.body, /too large/);
    await conn.until(() => false);
    assert.ok(conn.closed, 'the server closes the connection after the answer');
  } finally {
    conn.destroy();
  }
});

test('a malformed request after a served one on the same connection gets 400, not a dropped socket', async () => {
  const conn = new RawConnection(srv.port);
  try {
    conn.send(get('/healthz'));
    assert.match((await conn.answer()).head, /^HTTP\/1\.1 200 /);
    conn.send('GET /a b c HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    assert.match((await conn.answer()).head, /^HTTP\/1\.1 400 Bad Request\r\n/);
  } finally {
    conn.destroy();
  }
});

test('a refused WebSocket upgrade after a served request on the same connection gets its 404', async () => {
  const conn = new RawConnection(srv.port);
  try {
    conn.send(get('/healthz'));
    assert.match((await conn.answer()).head, /^HTTP\/1\.1 200 /);
    conn.send(
      get('/ws/no-such-tournament', [
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ]),
    );
    assert.match((await conn.answer()).head, /^HTTP\/1\.1 404 Not Found\r\n/);
  } finally {
    conn.destroy();
  }
});

test.run();
