// Events under SIGKILL: a venue step writes several divisions in one transaction, so a kill loses no answered final and never leaves a court with two matches.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, removeDir, sleep, startServer, tempDir } from '../fixtures/server.js';

const t = suite('events durability');

t(
  'SIGKILL during a burst of finals across two divisions: after a restart every answered final is there, no court has two matches and no team is on two courts',
  async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const c = new Client(first.base);
    await c.login();
    const ev = (await c.act('/admin/events/new', { name: 'Kill Day', date: '2026-08-01', courtCount: 4 })).slug!;
    const divisions: string[] = [];
    for (const name of ['Kill A', 'Kill B']) {
      const slug = await c.create({ name, event: ev, stages: 'pool' });
      for (let i = 1; i <= 8; i++) assert.is((await c.register(slug, { name: `${name} ${i}` })).status, 303);
      await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 8 });
      divisions.push(slug);
    }
    for (const slug of divisions) await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });

    const answered: { slug: string; match: string }[] = [];
    let stop = false;
    const lane = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const slug = divisions[(n + i) % 2]!;
        const s = await c.state(slug).catch(() => null);
        if (!s) return;
        const live = s.courts.filter((x: any) => x.match).map((x: any) => x.match.id as string);
        const match = live[n % Math.max(1, live.length)];
        if (!match) {
          await sleep(5);
          continue;
        }
        const res = await c.json(`/admin/t/${slug}/score`, { match, sets: '21-17' }).catch(() => null);
        if (!res) return; // the process is gone: never answered
        if (res.status === 200) answered.push({ slug, match });
      }
    };
    const lanes = [0, 1, 2].map(lane);
    while (answered.length < 10) await sleep(5);
    first.proc.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);
    await first.stop();

    const second = await startServer({ dataDir });
    try {
      const c2 = new Client(second.base);
      const held = new Map<number, string>();
      const onCourt: string[] = [];
      for (const slug of divisions) {
        const s = await c2.state(slug);
        for (const a of answered.filter((x) => x.slug === slug)) {
          const m = s.pools.flatMap((p: any) => p.matches).find((x: any) => x.id === a.match);
          assert.is(m?.status, 'final', `answered final ${slug}/${a.match} survived`);
        }
        for (const court of s.courts) {
          if (!court.match) continue;
          assert.not.ok(held.has(court.court), `venue court ${court.court} has two matches`);
          held.set(court.court, slug);
          onCourt.push(court.match.a.name, court.match.b.name);
        }
      }
      assert.is(new Set(onCourt).size, onCourt.length, 'no team is on two courts');
      assert.ok(held.size > 0, 'the venue still plays after the restart');
    } finally {
      await second.stop();
      removeDir(dataDir);
    }
  },
);

t.run();
