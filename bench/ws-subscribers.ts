// WebSocket subscribers for the fan-out bench, run as a child process: `n` sockets to one URL; each round reports when each socket got the
// message carrying that round's marker.
import WebSocket from 'ws';

export interface SubscribeJob {
  url: string;
  n: number;
}

/** One round: the marker to look for, and a reference moment the times are counted from. */
export interface Arm {
  marker: string;
  /** process.hrtime.bigint() of the parent, as a decimal string: a monotonic clock shared by every process of the machine. */
  base: string;
  timeoutMs: number;
}

/** Milliseconds from `base` until each socket had the marker; -1 for a socket that did not get it in time. */
export interface RoundResult {
  times: number[];
}

/** Sockets opened at a time: a burst of thousands of SYNs would overflow the listen backlog and stall in retries. */
const OPEN_BATCH = 250;

async function open(url: string, n: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += OPEN_BATCH) {
    const batch = Array.from(
      { length: Math.min(OPEN_BATCH, n - i) },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url, { perMessageDeflate: false });
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  for (const ws of sockets) ws.on('error', (err) => console.error(`subscriber: ${err.message}`));
  return sockets;
}

async function main(job: SubscribeJob): Promise<void> {
  const sockets = await open(job.url, job.n);
  let marker: Buffer | null = null;
  let start = 0n;
  let times: number[] = [];
  let left = 0;
  let finish: (() => void) | null = null;
  sockets.forEach((ws, i) => {
    ws.on('message', (data: Buffer) => {
      if (marker === null || times[i]! >= 0 || !data.includes(marker)) return;
      times[i] = Number(process.hrtime.bigint() - start) / 1e6;
      if (--left === 0) finish?.();
    });
  });
  process.on('message', (m: Arm | 'close') => {
    if (m === 'close') {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
    marker = Buffer.from(m.marker);
    start = BigInt(m.base);
    times = new Array<number>(sockets.length).fill(-1);
    left = sockets.length;
    const timer = setTimeout(() => finish?.(), m.timeoutMs);
    finish = () => {
      clearTimeout(timer);
      finish = null;
      marker = null;
      process.send!({ times } satisfies RoundResult);
    };
    process.send!({ armed: true });
  });
  process.send!({ open: sockets.length });
}

process.once('message', (job: SubscribeJob) => {
  main(job).catch((err: unknown) => {
    console.error('subscribers failed', err);
    process.exit(1);
  });
});
