// Benchmark of issue 17's "Fast" goals on the compiled server (docs/benchmarks.md): a keeper's final in a tournament of
// 1,000 teams each followed by a phone, against the same final in a tournament of 1,000 teams nobody follows (the
// sending happens after the answer), in turns; and the time to send 1,000 notifications (one broadcast) to a local push
// endpoint that checks every VAPID JWT and decrypts every payload (harness/push-endpoint.ts). Run alone: npx tsx bench/push.ts
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledServerArgs, ROOT } from '../server/process/paths.js';
import { Client, key } from '../harness/http-client.js';
import { removeDir, type Srv, startServer } from '../harness/server-process.js';
import { startPushEndpoint, type PushEndpoint } from '../harness/push-endpoint.js';
import { quantile } from './engine.js';
import { judge } from './goals.js';
import { post, type Target, target, untilIdle } from './write-samples.js';
import { buildServer, stopServer } from './writes.js';

const TEAMS = 1_000;
const COURTS = 16;
const ROUNDS = Number(process.env.PUSH_ROUNDS ?? 6);
const FINALS_PER_TURN = 8;
const WARMUP = 4;
/** The final's median answer with followers may be at most this many times the one without. */
const GOAL_RATIO = 1.25;
const WATCHDOG_MS = 5 * 60_000;

interface Arm {
  name: string;
  slug: string;
  ms: number[];
  sent: number;
}

const csv = (prefix: string) =>
  ['name,captain,players', ...Array.from({ length: TEAMS }, (_, i) => `${prefix} ${i + 1},Captain ${i + 1},2`)].join('\n');

async function tournament(c: Client, name: string): Promise<string> {
  const slug = await c.create({ name, courtCount: COURTS, teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, stages: 'pool,bracket' });
  const imported = await c.act(`/admin/t/${slug}/import`, { csv: csv(name), confirm: 1 });
  if (!imported.ok) throw new Error(`import into ${slug}: ${imported.error}`);
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  return slug;
}

async function followEveryTeam(c: Client, ep: PushEndpoint, slug: string): Promise<void> {
  const s = await c.state(slug);
  for (const team of s.teams as { id: string }[]) {
    const sub = ep.subscribe();
    const res = await c.json(`/t/${slug}/push/subscribe`, { subscription: { endpoint: sub.endpoint, keys: sub.keys }, team: team.id });
    if (res.status !== 200) throw new Error(`subscribe ${team.id}: ${res.status} ${await res.text()}`);
  }
}

/** `n` finals, one after another, each on a court with a live match (its keeper's POST). */
async function finals(c: Client, t: Target, arm: Arm, n: number, measured = true): Promise<void> {
  for (let i = 0; i < n; i++) {
    const s = await c.state(arm.slug);
    const court = (s.courts as { court: number; match: { id: string; status: string } | null }[]).find((x) => x.match?.status === 'live');
    if (!court) throw new Error(`${arm.slug}: no live court left`);
    const body = JSON.stringify({ k: key(arm.slug, court.court), match: court.match!.id, sets: [[21, arm.sent++ % 20]] });
    // Each final from a quiet server: its answer, not the pushes of the one before (they are sent after their answer).
    await untilIdle(t.pid);
    const r = await post(t, `/keeper/${arm.slug}/${court.court}/final`, body);
    if (r.status !== 200) throw new Error(`final on ${arm.slug} court ${court.court}: ${r.status} ${r.text}`);
    if (measured) arm.ms.push(r.ms);
  }
}

export async function runPushBench(): Promise<void> {
  const started = performance.now();
  const outDir = join(ROOT, 'tmp', `bench-push-${process.pid}`);
  let srv: Srv | null = null;
  let ep: PushEndpoint | null = null;
  let serverKey = '';
  const cleanup = () => {
    if (srv && srv.proc.exitCode === null && srv.proc.signalCode === null) srv.proc.kill('SIGKILL');
  };
  process.once('exit', cleanup);
  const watchdog = setTimeout(() => {
    console.error(`push bench: past ${WATCHDOG_MS / 60_000} minutes, giving up`);
    cleanup();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  try {
    const main = buildServer(outDir);
    ep = await startPushEndpoint(() => serverKey);
    srv = await startServer({ args: compiledServerArgs(main), env: { TICK_MS: '3600000', PUSH_ENDPOINTS: ep.origin } });
    const c = new Client(srv.base);
    await c.login();
    serverKey = ((await (await c.get('/push/key')).json()) as { key: string }).key;
    const t0 = performance.now();
    const followed: Arm = { name: `${TEAMS} teams followed`, slug: await tournament(c, 'Bench Followed'), ms: [], sent: 0 };
    const alone: Arm = { name: 'no followers', slug: await tournament(c, 'Bench Unfollowed'), ms: [], sent: 0 };
    const setupMs = performance.now() - t0;
    const t1 = performance.now();
    await followEveryTeam(c, ep, followed.slug);
    const subscribeMs = performance.now() - t1;
    for (const arm of [followed, alone]) await c.act(`/admin/t/${arm.slug}/phase`, { phase: 'live' });
    // Going live told every team on court and on deck; wait for those pushes to be out before measuring.
    await ep.waitFor((r) => r.length >= COURTS * 2, 60_000);
    await new Promise((r) => setTimeout(r, 500));
    console.log(
      `notifications (issue 17): the compiled server (plain node, no ticks), two tournaments of ${TEAMS} teams in pools of 4 on ${COURTS} courts` +
        ` (set up in ${(setupMs / 1000).toFixed(1)} s); every team of one followed by a phone of its own` +
        ` (${TEAMS} subscriptions in ${(subscribeMs / 1000).toFixed(1)} s);` +
        ' keeper finals as sequential POSTs over keep-alive, each from a quiet server (no CPU for 150 ms), the two in turns;' +
        ` load average ${loadavg()[0]!.toFixed(2)}`,
    );
    const t = target(srv.port, srv.proc.pid!);
    for (const arm of [followed, alone]) await finals(c, t, arm, WARMUP, false);
    for (let r = 0; r < ROUNDS; r++)
      for (const arm of r % 2 === 0 ? [followed, alone] : [alone, followed]) await finals(c, t, arm, FINALS_PER_TURN);
    t.agent.destroy();
    const med = (xs: number[]) => quantile(xs, 0.5);
    const p90 = (xs: number[]) => quantile(xs, 0.9);
    for (const arm of [followed, alone])
      console.log(
        `  final's answer, ${arm.name}: median ${med(arm.ms).toFixed(2)} ms, p90 ${p90(arm.ms).toFixed(2)} ms (${arm.ms.length} finals)`,
      );
    const ratio = med(followed.ms) / med(alone.ms);
    const met = judge(
      `issue 17: a final answers no slower with ${TEAMS} followed teams (median ratio <= ${GOAL_RATIO}x)`,
      `${ratio.toFixed(2)}x`,
      ratio <= GOAL_RATIO,
    );
    console.log(
      `    ratio of medians ${ratio.toFixed(2)}x, p90 ${(p90(followed.ms) / p90(alone.ms)).toFixed(2)}x (goal <= ${GOAL_RATIO}x: ${met})`,
    );

    // 1,000 notifications: one broadcast to every followed team.
    await new Promise((r) => setTimeout(r, 1_000));
    const before = ep.received.length;
    const text = 'Bench broadcast: the finals start at 4.';
    const b0 = performance.now();
    const answered = await c.act(`/admin/t/${followed.slug}/broadcast`, { text });
    if (!answered.ok) throw new Error(`broadcast: ${answered.error}`);
    const answerMs = performance.now() - b0;
    await ep.waitFor((r) => r.slice(before).filter((x) => x.payload.body === text).length >= TEAMS, 120_000);
    const sendMs = performance.now() - b0;
    console.log(
      `  ${TEAMS} notifications (one broadcast) sent, VAPID-checked and decrypted at the local endpoint in ${(sendMs / 1000).toFixed(2)} s` +
        ` (${Math.round((TEAMS * 1000) / sendMs)} a second; the broadcast answered in ${answerMs.toFixed(1)} ms);` +
        ` refused by the endpoint: ${ep.rejected.length}`,
    );
    judge(`issue 17: ${TEAMS} notifications sent`, `${(sendMs / 1000).toFixed(2)} s`, ep.rejected.length === 0);
    console.log(
      `  (push bench took ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(2)} at the end)`,
    );
  } finally {
    clearTimeout(watchdog);
    if (srv) await stopServer(srv);
    await ep?.close();
    process.off('exit', cleanup);
    removeDir(outDir);
    if (srv) removeDir(srv.dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runPushBench();
