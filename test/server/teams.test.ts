// Teams once play exists (docs/api.md, Registration): a withdrawn team stays in its standings and keeps its name; a team with a result cannot be removed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const t = suite('teams once play exists');
const { c } = serverFor(t);

t('a withdrawn team is listed as withdrawn, stays in its standings, and keeps its name taken', async () => {
  const slug = await c.createWithTeams('Withdraw Cup', 3, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  let s = await c.state(slug);
  const gone = s.teams.find((x: any) => x.name === 'Withdraw Cup 3');
  await c.act(`/admin/t/${slug}/withdraw`, { id: gone.id, mode: 'void' });
  s = await c.state(slug);
  assert.not.ok(
    s.teams.some((x: any) => x.id === gone.id),
    'leaves teams',
  );
  const w = s.withdrawn.find((x: any) => x.id === gone.id);
  assert.is(w.status, 'withdrawn');
  assert.is(w.poolId, 'A');
  const row = s.pools[0].standings.find((r: any) => r.teamId === gone.id);
  assert.is(row.status, 'withdrawn');
  for (const m of s.pools[0].matches.filter((m: any) => m.a?.id === gone.id || m.b?.id === gone.id)) assert.is(m.status, 'void');
  await c.act(`/admin/t/${slug}/phase`, { phase: 'checkin' });
  const again = await c.register(slug, { name: 'WITHDRAW CUP 3' });
  assert.is(again.status, 400, 'the name of a withdrawn team is still taken');
  assert.match(await again.text(), /name/i);
  const dup = await c.json(`/admin/t/${slug}/team`, { op: 'add', name: 'withdraw cup 3', captain: 'X', players: 2 });
  assert.is(dup.status, 400);
});

t('remove is refused once the team has a recorded result, allowed before', async () => {
  const slug = await c.createWithTeams('Remove Cup', 3, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  const s = await c.state(slug);
  const m = s.pools[0].matches[0];
  await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  const res = await c.json(`/admin/t/${slug}/team`, { op: 'remove', id: m.a.id });
  assert.is(res.status, 400);
  assert.is((await res.json()).ok, false);
  assert.ok((await c.state(slug)).teams.some((x: any) => x.id === m.a.id));
});

t.run();
