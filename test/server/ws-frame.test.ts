// The /ws feed's pre-built frames (server/ws-frame.ts): written raw to an upgraded socket, a ws client reads each as the same text message.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket, { WebSocketServer } from 'ws';
import { textFrame } from '../../server/transport/ws-frame.js';

const t = suite('ws frames');

/** Texts on each side of the three length encodings (7-bit, 16-bit, 64-bit), with characters of 1 to 4 UTF-8 bytes. */
const texts = [
  '',
  'a',
  'x'.repeat(125),
  'x'.repeat(126),
  'é'.repeat(63),
  'y'.repeat(65_535),
  'y'.repeat(65_536),
  `{"name":"Équipe 🏐 ${'z'.repeat(70_000)}"}`,
];

t('each frame reaches a ws client as one text message with the same text, in order, between ws frames of its own', async () => {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const server: Server = createServer();
  server.on('upgrade', (req, socket: Duplex, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A ping from ws itself in between: whole frames of both kinds must not interleave.
      socket.write(textFrame(texts[0]!));
      ws.ping();
      for (const text of texts.slice(1)) socket.write(textFrame(text));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}/`);
  const got: { text: string; binary: boolean }[] = [];
  let pings = 0;
  client.on('ping', () => pings++);
  try {
    await new Promise<void>((resolve, reject) => {
      client.on('message', (data: Buffer, binary: boolean) => {
        got.push({ text: data.toString('utf8'), binary });
        if (got.length === texts.length) resolve();
      });
      client.on('error', reject);
      client.on('close', (code) => reject(new Error(`closed ${code} after ${got.length} messages`)));
    });
  } finally {
    client.terminate();
    wss.close();
    server.close();
  }
  assert.is(pings, 1);
  assert.equal(
    got.map((m) => m.binary),
    texts.map(() => false),
  );
  for (const [i, text] of texts.entries()) assert.ok(got[i]!.text === text, `message ${i} (${text.length} characters) arrives intact`);
});

t('the header names the payload length in UTF-8 bytes with the shortest encoding', () => {
  assert.equal([...textFrame('abc').subarray(0, 2)], [0x81, 3]);
  assert.equal([...textFrame('é'.repeat(63)).subarray(0, 2)], [0x81, 126], '126 bytes take the 16-bit form');
  assert.is(textFrame('é'.repeat(63)).readUInt16BE(2), 126);
  const big = textFrame('y'.repeat(65_536));
  assert.is(big[1], 127);
  assert.is(big.readBigUInt64BE(2), 65_536n);
  assert.is(big.length, 10 + 65_536);
});

t.run();
