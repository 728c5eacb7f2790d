// No silent overwrite (docs/api.md, Versions) through every door: rev in state.json, 409 for JSON, 303 with the error for forms, a conflict
// ack in the organizer Yjs room.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { waitForAck, writeIntent } from '../../client/sync/synced-intents.js';
import { Client, key, serverFor } from '../fixtures/server.js';

const t = suite('versions');
/** Not UTC, so a sentence in UTC would show: the server tells times in its own local time. */
const TZ = 'Asia/Kolkata';
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const { srv } = serverFor(t, { env: { TZ }, login: false });
let anna: Client;
let ben: Client;

t.before(async () => {
  anna = new Client(srv.base);
  ben = new Client(srv.base);
  await anna.login('Anna');
  await ben.login('Ben');
});

/** A live tournament of two pools of four on two courts, best of 3. */
async function liveCup(name: string): Promise<string> {
  const slug = await anna.create({ name, courtCount: 2, bestOf: 3 });
  for (let i = 1; i <= 8; i++) await anna.register(slug, { name: `Team ${i}`, captain: `Captain ${i}`, phone: `555 000 ${1000 + i}` });
  await anna.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await anna.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await anna.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  return slug;
}

function allMatches(s: any): any[] {
  return [...s.pools.flatMap((p: any) => p.matches), ...s.bracket];
}

const matchOf = (s: any, id: string) => allMatches(s).find((m: any) => m.id === id);

/** Runs `act` and returns the clock times (server's zone) it may have been done at: the minute may turn meanwhile. */
async function timed<T>(act: () => Promise<T>): Promise<{ value: T; times: string[] }> {
  const before = clock.format(Date.now());
  const value = await act();
  return { value, times: [...new Set([before, clock.format(Date.now())])] };
}

function sentenceAt(error: string, text: (at: string) => string, times: string[]): void {
  assert.ok(
    times.some((at) => error === text(at)),
    `"${error}" is "${text(times[0]!)}"`,
  );
}

t('state.json shows a rev on every match and every court; what the engine changed has one above 0', async () => {
  const slug = await liveCup('Rev Shown Cup');
  const s = await anna.state(slug);
  for (const m of allMatches(s)) assert.ok(Number.isInteger(m.rev) && m.rev > 0, `match ${m.id} has a rev`);
  for (const c of s.courts) {
    assert.ok(Number.isInteger(c.rev) && c.rev > 0, `court ${c.court} took a match and has a rev`);
    assert.is(c.match.rev, matchOf(s, c.match.id).rev, 'the court shows its match at the same rev');
  }
  for (const e of s.upNext) assert.is(e.rev, matchOf(s, e.id).rev);
  assert.not.match(JSON.stringify(s), /changedBy|Anna/, 'who changed what stays on the server');
});

t("JSON: a stale result after a keeper final is 409 with the keeper's result; with the current rev it is applied", async () => {
  const slug = await liveCup('Stale Paper Cup');
  const seen = (await anna.state(slug)).courts[0].match;
  const { times } = await timed(async () => {
    const res = await anna.json(`/keeper/${slug}/1/final`, {
      k: key(slug, 1),
      match: seen.id,
      sets: [
        [21, 15],
        [21, 18],
      ],
    });
    assert.is(res.status, 200);
  });
  const res = await anna.json(`/admin/t/${slug}/score`, {
    match: seen.id,
    sets: [
      [21, 10],
      [21, 19],
    ],
    rev: seen.rev,
  });
  assert.is(res.status, 409);
  const body = (await res.json()) as { ok: boolean; error: string; kind: string; rev: number };
  assert.is(body.ok, false);
  assert.is(body.kind, 'conflict');
  sentenceAt(body.error, (at) => `Court 1's keeper recorded 21-15, 21-18 at ${at}.`, times);
  const now = matchOf(await anna.state(slug), seen.id);
  assert.equal(
    now.sets,
    [
      [21, 15],
      [21, 18],
    ],
    "the keeper's result stands",
  );
  assert.is(body.rev, now.rev, 'the answer names the current rev');

  const again = await anna.json(`/admin/t/${slug}/score`, {
    match: seen.id,
    sets: [
      [21, 10],
      [21, 19],
    ],
    rev: body.rev,
  });
  assert.is(again.status, 200);
  assert.equal(
    matchOf(await anna.state(slug), seen.id).sets,
    [
      [21, 10],
      [21, 19],
    ],
    'applied anyway on the new version',
  );
});

t('form post: a stale rev is a 303 back to the desk with the sentence; a blank rev checks nothing', async () => {
  const slug = await liveCup('Form Rev Cup');
  const s = await anna.state(slug);
  const waiting = s.upNext[0];
  await ben.act(`/admin/t/${slug}/pushback`, { match: waiting.id });
  const res = await anna.form(`/admin/t/${slug}/pushback`, { match: waiting.id, rev: waiting.rev });
  assert.is(res.status, 303);
  const error = new URL(res.headers.get('location')!, srv.base).searchParams.get('error') ?? '';
  assert.match(error, /^Ben pushed this match back at \d\d:\d\d\.$/);
  const blank = await anna.form(`/admin/t/${slug}/pushback`, { match: waiting.id, rev: '' });
  assert.is(blank.status, 303);
  assert.ok(new URL(blank.headers.get('location')!, srv.base).searchParams.get('msg'), 'no rev: applied');
});

t('two organizers pushing back the same match from the same view move it two places, once', async () => {
  const slug = await liveCup('Double Push Cup');
  const s = await anna.state(slug);
  const order = (x: any) => x.upNext.map((e: any) => e.id);
  const ids = order(s);
  const target = s.upNext[1];
  const { value: answers, times } = await timed(() =>
    Promise.all([
      anna.json(`/admin/t/${slug}/pushback`, { match: target.id, rev: target.rev }),
      ben.json(`/admin/t/${slug}/pushback`, { match: target.id, rev: target.rev }),
    ]),
  );
  const statuses = answers.map((r) => r.status).sort();
  assert.equal(statuses, [200, 409], 'one applied, one refused');
  const refused = answers.find((r) => r.status === 409)!;
  const who = refused === answers[0] ? 'Ben' : 'Anna';
  const body = (await refused.json()) as { error: string; kind: string };
  assert.is(body.kind, 'conflict');
  sentenceAt(body.error, (at) => `${who} pushed this match back at ${at}.`, times);
  const after = order(await anna.state(slug));
  assert.is(after.indexOf(target.id), ids.indexOf(target.id) + 2, 'two places later, not four');
});

t('organizer Yjs room: an intent with a stale rev is acked as a conflict with who changed it', async () => {
  const slug = await liveCup('Yjs Rev Cup');
  const court2 = (await anna.state(slug)).courts[1];
  const { times } = await timed(() => ben.act(`/admin/t/${slug}/court`, { court: 2, op: 'pause', reason: 'net down', rev: court2.rev }));

  const doc = new Y.Doc();
  const Socket = class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie: anna.cookie } });
    }
  } as unknown as typeof globalThis.WebSocket;
  const desk = new WebsocketProvider(`ws://127.0.0.1:${srv.port}/yjs`, slug, doc, { WebSocketPolyfill: Socket, disableBc: true });
  try {
    const stale = writeIntent(doc, { type: 'court', court: 2, op: 'resume', reason: '', rev: court2.rev });
    const ack = await waitForAck(doc, stale, 10_000);
    assert.is(ack.ok, false);
    if (!ack.ok) {
      assert.is(ack.kind, 'conflict');
      sentenceAt(ack.error, (at) => `Court 2 was paused by Ben at ${at}.`, times);
    }
    assert.is((await anna.state(slug)).courts[1].status, 'paused', 'the refused resume changed nothing');
    const current = (await anna.state(slug)).courts[1].rev;
    const fresh = writeIntent(doc, { type: 'court', court: 2, op: 'resume', reason: '', rev: current });
    assert.ok((await waitForAck(doc, fresh, 10_000)).ok);
    assert.is((await anna.state(slug)).courts[1].status, 'open');
  } finally {
    desk.destroy();
    desk.awareness.destroy();
  }
});

t(
  'other refusals keep their codes: a live score on a waiting match is 400, a bad rev is 400, a keeper on the wrong match is 409',
  async () => {
    const slug = await liveCup('Codes Kept Cup');
    const s = await anna.state(slug);
    const waiting = s.upNext[0];
    const live = await anna.json(`/admin/t/${slug}/live`, { match: waiting.id, a: 3, b: 2, rev: waiting.rev });
    assert.is(live.status, 400, 'not live is not a version conflict');
    const bad = await anna.json(`/admin/t/${slug}/pushback`, { match: waiting.id, rev: 'latest' });
    assert.is(bad.status, 400);
    assert.match(((await bad.json()) as { error: string }).error, /rev must be a whole number/);
    const keeper = await anna.json(`/keeper/${slug}/1/final`, {
      k: key(slug, 1),
      match: waiting.id,
      sets: [
        [21, 15],
        [21, 18],
      ],
    });
    assert.is(keeper.status, 409);
    assert.equal(Object.keys((await keeper.json()) as object).sort(), ['error', 'ok'], 'the keeper conflict is as docs/api.md has it');
  },
);

t.run();
