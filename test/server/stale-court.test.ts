// On-deck calls that follow their court, through the real server: a pushback that moves an on-deck match to another court
// raises a call naming the new court, and state.json, the current alerts and the team page name that court only.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentAlerts } from '../../shared/view/format.js';
import { codeFrom, serverFor } from '../fixtures/server.js';

const test = suite('stale court');
const { c } = serverFor(test);

const TEAMS = ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party', 'Ace Ventura', 'Pancake Pals', 'Spike Lee', 'Bump Squad'];

/** The on-deck entry of the up-next list for `court`. */
const onDeckFor = (st: any, court: number): any => st.upNext.find((e: any) => e.status === 'on_deck' && e.court === court);
const callsFor = (st: any, match: string): string[] =>
  st.recentAlerts.filter((a: any) => a.kind === 'on_deck' && a.match === match).map((a: any) => a.text);

test('a pushback that moves the other on-deck match to court 1 calls it for court 1, and no page names court 2 for it', async () => {
  const slug = await c.create({ name: 'Stale Court Cup', courtCount: 2 });
  const codes = new Map<string, string>();
  for (const name of TEAMS) codes.set(name, codeFrom(await c.register(slug, { name })));
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });

  // Both courts start at once, so both free at the same minute: court 1 plans first, court 2 next.
  const before = await c.state(slug);
  const first = onDeckFor(before, 1);
  const second = onDeckFor(before, 2);
  assert.ok(first && second, 'each court has a match on deck');
  assert.equal(callsFor(before, second.id), [`${second.a.name} vs ${second.b.name}: on deck, court 2, about 20 min`]);

  await c.act(`/admin/t/${slug}/pushback`, { match: first.id });
  const after = await c.state(slug);
  const moved = after.upNext.find((e: any) => e.id === second.id);
  assert.equal([moved.status, moved.court], ['on_deck', 1], 'the other on-deck match now goes to court 1');
  assert.equal(
    callsFor(after, second.id),
    [`${second.a.name} vs ${second.b.name}: on deck, court 1, about 20 min`],
    'the new call replaces the one naming court 2, in state.json too',
  );

  const current = currentAlerts(after).filter((a: any) => a.match === second.id);
  assert.equal(
    current.map((a: any) => a.text),
    [`${second.a.name} vs ${second.b.name}: on deck, court 1, about 20 min`],
  );
  assert.not.ok(
    currentAlerts(after).some((a: any) => a.match === first.id),
    'the pushed-back match is not on deck: its call is over',
  );

  // The server's first paint of a team page of the moved match: court 1 in the panel and the call, court 2 nowhere.
  const res = await c.get(`/t/${slug}/team/${codes.get(second.a.name)}`);
  assert.is(res.status, 200);
  // Read as text: markup and template markers apart, what a person sees.
  const page = (await res.text()).replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '');
  assert.match(page, /You are on deck: court 1/);
  assert.ok(page.includes('on deck, court 1, about 20 min'), 'the call for court 1 is shown');
  assert.not.ok(page.includes('on deck, court 2'), 'the earlier call for court 2 is not shown');
});

test.run();
