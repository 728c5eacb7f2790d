// What bench/writes.ts prints: goal 2 (answered writes against the bare LMDB server), goal 3's series by size with ratios to
// 32 teams, and the whole-document JSON and bracket generation costs.
import { quantile } from './engine.js';
import { judge } from './goals.js';
import type { DocumentCost, Size } from './whole-document.js';
import type { Side } from './write-samples.js';

export interface SizeFigures {
  size: Size;
  /** Building the size's tournaments over HTTP (create, CSV import, pools, live). */
  setupMs: number;
  live: { server: Side; bare: Side };
  final: { server: Side; bare: Side };
}

/** The goals' bars (docs/benchmarks.md): goal 2 against the bare server, goal 3 against 32 teams at 512 teams. */
const GOALS = { writeP99: 1.5, liveAt512: 1.5, finalAt512: 3 };
const GOAL_SIZE = 512;

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
const x2 = (x: number) => `${x.toFixed(2)}x`;
const met = (ok: boolean) => (ok ? 'goal met' : 'GOAL NOT MET');
export const sizeName = (s: Size) => `${s.teams.toLocaleString('en-US')}/${s.courts}`;

interface Stats {
  p50: number;
  p99: number;
  cpu: number;
  n: number;
}

function stats(side: Side): Stats {
  return {
    p50: quantile(side.ms, 0.5),
    p99: quantile(side.ms, 0.99),
    cpu: side.writes ? side.cpuMs / side.writes : NaN,
    n: side.ms.length,
  };
}

function goal2Line(name: string, fig: { server: Side; bare: Side }): string {
  const s = stats(fig.server);
  const b = stats(fig.bare);
  const r = s.p99 / b.p99;
  const verdict = judge(
    `${name} p99 against a bare HTTP POST answered after one LMDB commit (<= ${GOALS.writeP99}x)`,
    `${x2(r)} (${f2(s.p99)} ms vs ${f2(b.p99)} ms, ${s.n} writes)`,
    r <= GOALS.writeP99,
  );
  return (
    `    ${name.padEnd(13)} p99 ${f2(s.p99)} ms vs bare ${f2(b.p99)} ms: ${x2(r)} (goal <= ${GOALS.writeP99}x: ${verdict})` +
    `   median ${f2(s.p50)} ms vs ${f2(b.p50)} ms (${x2(s.p50 / b.p50)})   CPU/write ${f2(s.cpu)} ms vs ${f2(b.cpu)} ms   (${s.n} writes each)`
  );
}

export function reportGoal2(fig: SizeFigures): void {
  console.log(`  goal 2, answered keeper writes in a ${fig.size.teams}-team, ${fig.size.courts}-court tournament (pools of 4, live):`);
  console.log(goal2Line('keeper live', fig.live));
  console.log(goal2Line('keeper final', fig.final));
}

function cell(s: Stats, base: Stats): string {
  const ratios = `${x2(s.p50 / base.p50)} ${x2(s.p99 / base.p99)} ${x2(s.cpu / base.cpu)}`;
  return `${f2(s.p50).padStart(7)} ${f2(s.p99).padStart(7)} ${f2(s.cpu).padStart(7)}  (${ratios})`.padEnd(50);
}

/**
 * "live at 512 teams": CPU and p99 latency judged against the bar, the median printed beside them. A live
 * point's bar is judged; a final's (on the median, docs/benchmarks.md goal 3) is printed for comparison.
 */
function goal3Line(kind: string, at: Stats, base: Stats, bar: number, size: Size, baseSize: Size): string {
  const lat = at.p50 / base.p50;
  const cpu = at.cpu / base.cpu;
  const p99 = at.p99 / base.p99;
  if (kind !== 'live') {
    return (
      `    ${kind} at ${sizeName(size)}: median latency ${x2(lat)}, CPU ${x2(cpu)} of 32 teams ` +
      `(${met(lat <= bar && cpu <= bar)}, <= ${bar}x); p99 ${x2(p99)}`
    );
  }
  const verdict = judge(
    `a live point at ${sizeName(size)} against ${sizeName(baseSize)}: CPU and p99 (<= ${bar}x)`,
    `CPU ${x2(cpu)}, p99 ${x2(p99)} (median ${x2(lat)}; ${at.n} and ${base.n} writes)`,
    cpu <= bar && p99 <= bar,
  );
  return `    ${kind} at ${sizeName(size)}: CPU ${x2(cpu)}, p99 ${x2(p99)} of ${sizeName(baseSize)} (goal <= ${bar}x: ${verdict}); median latency ${x2(lat)}`;
}

export function reportSeries(figs: SizeFigures[]): void {
  const base = figs[0]!;
  const bl = stats(base.live.server);
  const bf = stats(base.final.server);
  console.log(
    '  goal 3, by size (teams/courts, pools of 4, live), a server of its own each, sizes taken in turns: ' +
      'answered latency median and p99 and server CPU per write, ms (ratios to the first size)',
  );
  console.log(
    `    ${'size'.padEnd(9)} ${'live: median     p99     CPU'.padEnd(50)} ${'final: median     p99     CPU'.padEnd(50)} bare p99 live/final, writes, setup`,
  );
  for (const f of figs) {
    const l = stats(f.live.server);
    const fi = stats(f.final.server);
    const bare = `${f2(stats(f.live.bare).p99)}/${f2(stats(f.final.bare).p99)} ms, ${l.n}/${fi.n}, ${f1(f.setupMs / 1000)} s`;
    console.log(`    ${sizeName(f.size).padEnd(9)} ${cell(l, bl)} ${cell(fi, bf)} ${bare}`);
  }
  const at = figs.find((f) => f.size.teams === GOAL_SIZE);
  if (!at) return;
  console.log(goal3Line('live', stats(at.live.server), bl, GOALS.liveAt512, at.size, base.size));
  console.log(goal3Line('final', stats(at.final.server), bf, GOALS.finalAt512, at.size, base.size));
}

export function reportDocuments(costs: DocumentCost[]): void {
  const base = costs[0]!;
  console.log(
    '  measured on their own, in this process (medians): the whole-document JSON, JSON.stringify(project(state)), of the live tournament; ' +
      'apply(generateBracket), single, top 2 per pool, every pool match decided',
  );
  for (const c of costs) {
    console.log(
      `    ${sizeName(c.size).padEnd(9)} state.json ${f1(c.bytes / 1024).padStart(7)} KiB: ${f2(c.jsonMs).padStart(6)} ms ` +
        `(project ${f2(c.projectMs)} + stringify ${f2(c.stringifyMs)}; ${x2(c.jsonMs / base.jsonMs)})` +
        `   bracket generation ${f2(c.bracketMs).padStart(7)} ms for ${c.bracketMatches} matches (${x2(c.bracketMs / base.bracketMs)})`,
    );
  }
}
