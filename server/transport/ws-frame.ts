// One WebSocket text frame (RFC 6455 section 5.2; server to client, so unmasked), built once per snapshot and written as-is to every /ws subscriber.

/** A final, unfragmented text frame carrying `text` as UTF-8: header and payload in one buffer, so each subscriber costs one write. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8');
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (head === 2) {
    frame[1] = length;
  } else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, head, 'utf8');
  return frame;
}
