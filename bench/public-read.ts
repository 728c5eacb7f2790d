// Benchmark of goals 1, 4 and 5 (docs/benchmarks.md) on the compiled server: state.json under load, cold start with 1,000 tournaments,
// fan-out to 5,000 /ws subscribers, each printed with a bare program doing the same visible work in the same run. Every child process is
// killed at the end, on error too.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { killAll } from './children.js';
import { judge } from './goals.js';
import { benchColdStart, seedTournaments, STORED, type ColdStartFigures } from './cold-start.js';
import { benchFanOut, SUBSCRIBERS, type FanOutFigures } from './fan-out.js';
import { benchStateJson, type StateJsonFigures } from './state-json-load.js';
import { compiledServerArgs, ROOT } from '../server/process/paths.js';
import { Client, key } from '../harness/http-client.js';
import { removeDir, type Srv, startServer, tempDir } from '../harness/server-process.js';

const TEAMS = 32;
const COURTS = 4;
/** The whole bench is abandoned past this, every child killed. */
const WATCHDOG_MS = 8 * 60_000;
/** The goals' bars (docs/benchmarks.md). */
const GOALS = { stateJson: 0.8, coldStartMs: 500, coldStartMiB: 120, fanOutP99: 1.25 };

const f1 = (x: number) => x.toFixed(1);
const f0 = (x: number) => Math.round(x).toLocaleString('en-US');
const pct = (x: number) => `${Math.round(x * 100)}%`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function reportStateJson(state: StateJsonFigures): void {
  for (const [name, fig, expect] of [
    ['state.json 200', state.ok, 200],
    ['state.json 304', state.notModified, 304],
  ] as const) {
    const other = Object.keys(fig.server.statuses).filter((k) => Number(k) !== expect);
    const verdict = judge(
      `${name} rate against a bare server (>= ${GOALS.stateJson}x)`,
      `${fig.ratio.toFixed(2)}x`,
      fig.ratio >= GOALS.stateJson,
    );
    const others = other.length ? `   (answers other than ${expect}: ${other.join(', ')})` : '';
    console.log(
      `  ${name.padEnd(24)} ${f0(fig.server.rate)} req/s vs bare node:http ${f0(fig.bare.rate)} req/s: ${fig.ratio.toFixed(2)}x, ` +
        `median of back-to-back pairs (goal >= ${GOALS.stateJson}x: ${verdict})` +
        `   server CPU ${f1(fig.server.cpuUs)} µs/request vs ${f1(fig.bare.cpuUs)} µs (${fig.cpuRatio.toFixed(2)}x), ` +
        `busy ${pct(fig.server.busy)} vs ${pct(fig.bare.busy)} of a core${others}`,
    );
  }
  const e = state.viaExpress;
  console.log(
    `  ${'  through express'.padEnd(24)} 200: ${f0(e.ok.rate)} req/s, ${f1(e.ok.cpuUs)} µs/request; ` +
      `304: ${f0(e.notModified.rate)} req/s, ${f1(e.notModified.cpuUs)} µs/request (the route without the fast path, for comparison)`,
  );
  console.log(
    `  ${'state.json bytes'.padEnd(24)} identity ${kb(state.bytes.identity)}, ` +
      `gzip ${kb(state.bytes.gzip)} (${((state.bytes.gzip / state.bytes.identity) * 100).toFixed(1)}%), ` +
      `brotli ${kb(state.bytes.br)} (${((state.bytes.br / state.bytes.identity) * 100).toFixed(1)}%); 50 keep-alive connections from two load processes`,
  );
}

function reportColdStart(cold: ColdStartFigures): void {
  const { npm, node } = cold;
  const ms = npm.server.ms;
  const mem = npm.server.rssMiB;
  const verdict = judge(
    `cold start with ${f0(STORED)} tournaments through npm start (< ${GOALS.coldStartMs} ms, < ${GOALS.coldStartMiB} MiB)`,
    `${f0(ms)} ms to healthy, RSS ${f1(mem)} MiB (bare node through npm start ${f0(npm.bare.ms)} ms)`,
    ms < GOALS.coldStartMs && mem < GOALS.coldStartMiB,
  );
  console.log(
    `  ${`cold start, ${f0(STORED)} stored`.padEnd(24)} through npm start: ${f0(ms)} ms to healthy, RSS ${f1(mem)} MiB ` +
      `vs bare node through npm start ${f0(npm.bare.ms)} ms, ${f1(npm.bare.rssMiB)} MiB: ` +
      `${(ms / npm.bare.ms).toFixed(2)}x (goal < ${GOALS.coldStartMs} ms and < ${GOALS.coldStartMiB} MiB: ${verdict})`,
  );
  console.log(
    `  ${''.padEnd(24)} node dist/server/main.js (the Dockerfile): ${f0(node.server.ms)} ms, RSS ${f1(node.server.rssMiB)} MiB ` +
      `vs bare node ${f0(node.bare.ms)} ms, ${f1(node.bare.rssMiB)} MiB: ${(node.server.ms / node.bare.ms).toFixed(2)}x; ` +
      'medians of five starts each, interleaved',
  );
}

function reportFanOut(fan: FanOutFigures): void {
  const { server: s, bare: b } = fan;
  const p99 = s.p99 / b.p99;
  const verdict = judge(
    `fan-out to ${f0(SUBSCRIBERS)} /ws, p99 against a bare ws server (<= ${GOALS.fanOutP99}x)`,
    `${p99.toFixed(2)}x`,
    p99 <= GOALS.fanOutP99,
  );
  console.log(
    `  ${`fan-out to ${f0(SUBSCRIBERS)} /ws`.padEnd(24)} write sent until each subscriber has it, p99 over a write's subscribers: ` +
      `${f1(s.p99)} ms vs bare ws ${f1(b.p99)} ms: ${p99.toFixed(2)}x (goal <= ${GOALS.fanOutP99}x: ${verdict})` +
      `   median ${f1(s.p50)} ms vs ${f1(b.p50)} ms (${(s.p50 / b.p50).toFixed(2)}x)`,
  );
  console.log(
    `  ${''.padEnd(24)} until all ${f0(SUBSCRIBERS)} have it ${f1(s.all)} ms vs ${f1(b.all)} ms (${(s.all / b.all).toFixed(2)}x); ` +
      `p99 pooled over all writes ${f1(s.pooledP99)} ms vs ${f1(b.pooledP99)} ms (${(s.pooledP99 / b.pooledP99).toFixed(2)}x)`,
  );
  console.log(
    `  ${''.padEnd(24)} CPU of the sending process per write ${f1(s.cpuMs)} ms vs ${f1(b.cpuMs)} ms (${(s.cpuMs / b.cpuMs).toFixed(2)}x); ` +
      `write answered ${f1(s.answered)} ms vs ${f1(b.answered)} ms; ${kb(fan.bytes)} a message; medians over writes`,
  );
}

export async function runPublicReadBench(): Promise<void> {
  const started = performance.now();
  let srv: Srv | null = null;
  const dirs: string[] = [];
  const killServer = () => {
    if (srv && srv.proc.exitCode === null && srv.proc.signalCode === null) srv.proc.kill('SIGKILL');
  };
  process.once('exit', killServer);
  const watchdog = setTimeout(() => {
    console.error(`public-read bench: past ${WATCHDOG_MS / 60_000} minutes, giving up`);
    killServer();
    killAll();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  try {
    // The compiled server is what runs in production. It is compiled here, with the build's own tsconfig, into a
    // folder of this run: a build started meanwhile (`npm start`, `npm test`) empties dist/server while it works.
    // The folder sits under the project root, so the server finds its static files and node_modules as from dist/.
    const outDir = join(ROOT, 'tmp', `bench-server-${process.pid}`);
    dirs.push(outDir);
    const built = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', outDir],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}\n${built.stderr}`);
    const main = join(outDir, 'server/main.js');

    const coldDir = tempDir();
    dirs.push(coldDir);
    await seedTournaments(coldDir, STORED);
    console.log(
      'public reads (issue 9 goals 1, 4, 5): the compiled server (tsconfig.build.json, plain node; ' +
        'the cold start: dist/ as npm start and the Dockerfile run it) against bare programs of the same run',
    );
    reportColdStart(await benchColdStart(coldDir));

    // No engine ticks during the run: every state.json 304 stays a 304 and every /ws message is a write's.
    srv = await startServer({ args: compiledServerArgs(main), env: { TICK_MS: '3600000' } });
    dirs.push(srv.dataDir);
    const c = new Client(srv.base);
    await c.login();
    const slug = await c.livePools('Fan-out Open', TEAMS, COURTS);
    reportStateJson(await benchStateJson({ port: srv.port, pid: srv.proc.pid! }, slug));

    const doc = (await c.state(slug)) as { courts: { court: number; match: { id: string; status: string } | null }[] };
    const court = doc.courts.find((ct) => ct.match?.status === 'live');
    if (!court?.match) throw new Error('no live court');
    const match = court.match.id;
    const k = key(slug, court.court);
    const pad = {
      url: `${srv.base}/keeper/${slug}/${court.court}/live`,
      body: (a: number) => JSON.stringify({ k, match, a, b: 99, sets: [] }),
    };
    reportFanOut(await benchFanOut({ base: srv.base, slug, pid: srv.proc.pid! }, pad, `${srv.base}/t/${slug}/state.json`));
    console.log(`  (public-read bench took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    clearTimeout(watchdog);
    killAll();
    if (srv) {
      const stopping = srv.stop('SIGTERM');
      const late = setTimeout(killServer, 6_000);
      await stopping;
      clearTimeout(late);
    }
    process.off('exit', killServer);
    for (const dir of dirs) removeDir(dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runPublicReadBench();
