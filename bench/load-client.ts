// A keep-alive HTTP load generator, run as a child process: each connection sends one request, reads the whole answer, and sends the next.
// Raw sockets and a minimal response reader rather than node:http's client, so the client's own cost stays small beside the server's.
import { connect, type Socket } from 'node:net';

export interface LoadJob {
  port: number;
  /** The whole request, `GET ... HTTP/1.1\r\n...\r\n\r\n`. */
  request: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  /** Answers in the measured window, after the warm-up. */
  measured: number;
  /** Every answer, warm-up included (for CPU per request: the server's CPU is read around the whole run). */
  total: number;
  seconds: number;
  statuses: Record<number, number>;
  /** Bytes of the last answer's body. */
  bodyBytes: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** One connection: reads answers as a byte stream (status line, Content-Length, body) and sends a request after each. */
function drive(sock: Socket, request: Buffer, onAnswer: (status: number, bodyBytes: number) => boolean): void {
  let pending: Buffer | null = null;
  let bodyLeft = -1;
  let status = 0;
  let bodyBytes = 0;
  sock.on('data', (chunk: Buffer) => {
    let buf: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    while (buf.length > 0) {
      if (bodyLeft < 0) {
        const end = buf.indexOf(HEAD_END);
        if (end < 0) {
          pending = buf;
          return;
        }
        const head = buf.toString('latin1', 0, end);
        status = Number(head.slice(9, 12));
        const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        bodyBytes = m ? Number(m[1]) : 0;
        bodyLeft = bodyBytes;
        buf = buf.subarray(end + 4);
      }
      const take = Math.min(bodyLeft, buf.length);
      bodyLeft -= take;
      buf = buf.subarray(take);
      if (bodyLeft > 0) return;
      bodyLeft = -1;
      if (onAnswer(status, bodyBytes)) sock.write(request);
      else return void sock.end();
    }
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const request = Buffer.from(job.request, 'latin1');
  const sockets = await Promise.all(
    Array.from(
      { length: job.connections },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const s = connect(job.port, '127.0.0.1', () => resolve(s));
          s.setNoDelay(true);
          s.once('error', reject);
        }),
    ),
  );
  process.send!({ ready: true });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  const statuses: Record<number, number> = {};
  let total = 0;
  let measured = 0;
  let lastBody = 0;
  const t0 = performance.now();
  const from = t0 + job.warmupMs;
  const until = from + job.durationMs;
  let open = sockets.length;
  const finished = new Promise<void>((resolve) => {
    for (const s of sockets) {
      s.on('error', (err) => {
        console.error(`load client: ${err.message}`);
        s.destroy();
      });
      s.once('close', () => {
        if (--open === 0) resolve();
      });
      drive(s, request, (status, bodyBytes) => {
        const now = performance.now();
        total++;
        statuses[status] = (statuses[status] ?? 0) + 1;
        lastBody = bodyBytes;
        if (now >= from && now < until) measured++;
        return now < until;
      });
      s.write(request);
    }
  });
  await finished;
  return { measured, total, seconds: job.durationMs / 1000, statuses, bodyBytes: lastBody };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (err: unknown) => {
      console.error('load client failed', err);
      process.exit(1);
    },
  );
});
