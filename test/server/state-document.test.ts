// The state document's shape (docs/api.md, The public document): every field present with its stated type, at every point of a tournament.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const t = suite('state document');
const { c } = serverFor(t);

type Kind = 'string' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
const kindOf = (v: unknown): Kind =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : (typeof v as Kind);

/** Asserts `obj[key]` has one of `kinds` for each row, as docs/api.md, The public document, types the field. */
function fieldsAre(where: string, obj: any, rows: Record<string, Kind[]>): void {
  for (const [key, kinds] of Object.entries(rows)) {
    assert.ok(key in obj, `${where}.${key} is present`);
    assert.ok(kinds.includes(kindOf(obj[key])), `${where}.${key} is ${kinds.join(' or ')}, got ${JSON.stringify(obj[key])}`);
  }
}

const MATCH: Record<string, Kind[]> = {
  id: ['string'],
  stage: ['string'],
  round: ['integer'],
  slot: ['integer', 'null'],
  label: ['string', 'null'],
  status: ['string'],
  court: ['integer', 'null'],
  a: ['object', 'null'],
  b: ['object', 'null'],
  winner: ['object', 'null'],
  sets: ['array'],
  live: ['array', 'null'],
  feeds: ['string'],
  feedsSide: ['string'],
  conditional: ['boolean'],
};

/** Every field of docs/api.md, The public document present with its stated type. */
function checkDocument(s: any): void {
  fieldsAre('state', s, {
    slug: ['string'],
    name: ['string'],
    date: ['string'],
    notes: ['string'],
    phase: ['string'],
    banner: ['string', 'null'],
    rules: ['object'],
    stages: ['array'],
    courtCount: ['integer'],
    teams: ['array'],
    withdrawn: ['array'],
    pools: ['array'],
    bracket: ['array'],
    courts: ['array'],
    upNext: ['array'],
    avgMatchMin: ['integer'],
    champion: ['object', 'null'],
    recentAlerts: ['array'],
    generatedAt: ['integer'],
  });
  fieldsAre('rules', s.rules, {
    teamSize: ['integer'],
    pointsTo: ['integer'],
    winBy: ['integer'],
    cap: ['integer'],
    bestOf: ['integer'],
    tiebreaks: ['array'],
  });
  assert.equal(s.rules.tiebreaks, ['headToHead', 'setRatio', 'pointRatio', 'pointDiff', 'seed']);
  for (const team of [...s.teams, ...s.withdrawn]) {
    fieldsAre('team', team, {
      id: ['string'],
      name: ['string'],
      players: ['integer'],
      seed: ['integer'],
      status: ['string'],
      poolId: ['string'],
    });
  }
  const matches: any[] = [
    ...s.bracket,
    ...s.upNext,
    ...s.pools.flatMap((p: any) => p.matches),
    ...s.courts.map((c: any) => c.match).filter(Boolean),
  ];
  for (const m of matches) {
    fieldsAre(`match ${m.id}`, m, MATCH);
    if (m.feeds !== '') assert.ok(['A', 'B'].includes(m.feedsSide), `match ${m.id} feedsSide`);
  }
  for (const e of s.upNext) fieldsAre(`upNext ${e.id}`, e, { court: ['integer'], etaMin: ['integer'] });
  for (const p of s.pools) {
    fieldsAre('pool', p, { id: ['string'], standings: ['array'], matches: ['array'] });
    for (const row of p.standings) {
      fieldsAre('standing', row, {
        teamId: ['string'],
        name: ['string'],
        w: ['integer'],
        l: ['integer'],
        setsW: ['integer'],
        setsL: ['integer'],
        pf: ['integer'],
        pa: ['integer'],
        pointDiff: ['integer'],
        decidedBy: ['string'],
        status: ['string'],
      });
    }
  }
  for (const c of s.courts) fieldsAre('court', c, { court: ['integer'], status: ['string'], match: ['object', 'null'] });
  for (const a of s.recentAlerts)
    fieldsAre('alert', a, { kind: ['string'], text: ['string'], at: ['integer'], teams: ['array'], match: ['string'] });
  if (s.champion) fieldsAre('champion', s.champion, { id: ['string'], name: ['string'] });
}

t('every field of the state document has its stated type, from registration to champion', async () => {
  const slug = await c.create({ name: 'Typed Cup', courtCount: 2, stages: 'pool,bracket' });
  for (let i = 1; i <= 6; i++) assert.is((await c.register(slug, { name: `Typed ${i}` })).status, 303);
  await c.act(`/admin/t/${slug}/broadcast`, { text: 'Welcome' });
  let s = await c.state(slug);
  checkDocument(s);
  assert.is(s.teams[0].poolId, '', 'no pool yet: an empty string');
  assert.is(s.recentAlerts[0].match, '', 'a broadcast names no match');
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  s = await c.state(slug);
  checkDocument(s);
  assert.ok(s.upNext.length > 0 && s.recentAlerts.some((a: any) => a.kind === 'on_deck'));
  for (const m of s.pools.flatMap((p: any) => p.matches)) await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  await c.act(`/admin/t/${slug}/withdraw`, { id: s.teams[5].id, mode: 'void' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'bracket', perPool: 2, wildcards: 0, type: 'double' });
  s = await c.state(slug);
  checkDocument(s);
  for (let round = 0; round < 50 && !s.champion; round++) {
    for (const ct of s.courts.filter((x: any) => x.match)) await c.act(`/admin/t/${slug}/score`, { match: ct.match.id, sets: '21-10' });
    s = await c.state(slug);
  }
  checkDocument(s);
  assert.ok(s.champion, 'a champion once the last match is decided');
  assert.is(s.bracket.find((m: any) => m.id === 'GF2').conditional, true);
});

t.run();
