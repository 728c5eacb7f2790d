// The desk's JSON answers in the request's language (docs/translating.md, How a language is chosen): a refused or
// accepted desk action says its `error` / `msg` from the engine's message, by the lang cookie, then Accept-Language,
// else English (the English sentence byte for byte). Field names and values stay English.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const { c } = serverFor(test);
let slug = '';

test.before(async () => {
  slug = await c.createWithTeams('Desk Lingua', 4, { bestOf: 3 });
});

type Answer = { ok: boolean; error?: string; msg?: string; kind?: string; rev?: number };
const post = async (action: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await c.json(`/admin/t/${slug}/${action}`, body, headers);
  return { status: res.status, body: (await res.json()) as Answer };
};
const withCookie = (lang: string) => ({ cookie: `${c.cookie}; lang=${lang}` });

test('a refused desk action: German by Accept-Language, Polish by the cookie, English without either', async () => {
  const de = await post('phase', { phase: 'live' }, { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' });
  assert.is(de.status, 400);
  assert.is(de.body.ok, false);
  assert.is(de.body.error, 'Lose erst Gruppen oder die K.-o.-Runde aus, bevor das Turnier live geht.');
  const pl = await post('phase', { phase: 'live' }, { ...withCookie('pl'), 'Accept-Language': 'de' });
  assert.is(pl.status, 400);
  assert.is(pl.body.error, 'Zanim turniej ruszy na żywo, utwórz grupy lub drabinkę.', 'the cookie wins over Accept-Language');
  const en = await post('phase', { phase: 'live' });
  assert.is(en.body.error, 'Generate pools or a bracket before going live.');
  const other = await post('phase', { phase: 'live' }, { 'Accept-Language': 'ja, zh;q=0.8' });
  assert.is(other.body.error, 'Generate pools or a bracket before going live.', 'a header naming none of ours: English');
});

test('an accepted desk action says its msg in the language too; the phase value stays the API’s', async () => {
  const de = await post('phase', { phase: 'closed' }, { 'Accept-Language': 'de' });
  assert.is(de.status, 200);
  assert.is(de.body.msg, 'Phase jetzt: Anmeldung geschlossen.');
  const pl = await post('banner', { banner: 'Witamy' }, withCookie('pl'));
  assert.is(pl.body.msg, 'Baner ustawiony.');
  const en = await post('banner', { banner: '' });
  assert.is(en.body.msg, 'Banner cleared.');
  const state = await c.state(slug);
  assert.is(state.phase, 'closed');
});

test('a result refused by the rules, a match that does not exist, a tournament that does not exist, in Polish', async () => {
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const state = await c.state(slug);
  const match = state.pools[0].matches[0].id as string;
  const unfinished = await post('score', { match, sets: '21-15, 15-21' }, withCookie('pl'));
  assert.is(unfinished.status, 400);
  assert.match(unfinished.body.error ?? '', /^Mecz nie jest zakończony: w setach jest 1-1/);
  const none = await post('score', { match: 'P9-9', sets: '21-15' }, { 'Accept-Language': 'pl' });
  assert.is(none.body.error, 'Nie ma meczu o id P9-9.');
  const gone = await c.json('/admin/t/no-such-cup/phase', { phase: 'live' }, { 'Accept-Language': 'de' });
  assert.is(gone.status, 404);
  assert.is(((await gone.json()) as Answer).error, 'Es gibt kein Turnier „no-such-cup“.');
});

test('a stale version: 409 with kind and rev as the API says, the sentence in German', async () => {
  const state = await c.state(slug);
  const m = state.pools[0].matches.find((x: { status: string }) => x.status === 'live') ?? state.pools[0].matches[0];
  const res = await post('pushback', { match: m.id, rev: 999 }, { 'Accept-Language': 'de' });
  assert.is(res.status, 409);
  assert.is(res.body.kind, 'conflict');
  assert.type(res.body.rev, 'number');
  assert.match(res.body.error ?? '', /inzwischen geändert/);
});

test('a refused team edit: each field’s problem in the request’s language too, English otherwise', async () => {
  const state = await c.state(slug);
  const [first, second] = state.teams as { id: string; name: string }[];
  const body = { op: 'edit', id: second!.id, name: first!.name, captain: 'Ana', players: 2 };
  const de = await post('team', body, { 'Accept-Language': 'de' });
  assert.is(de.status, 400);
  const fields = (de.body as unknown as { fields: Record<string, string> }).fields;
  assert.ok(fields.name && !/already registered/.test(fields.name), fields.name);
  const en = await post('team', body);
  assert.match((en.body as unknown as { fields: Record<string, string> }).fields.name ?? '', /already registered/);
});

test('the desk page follows the organizer’s language: its first paint (phase, roster, announcements) and the sections beside it', async () => {
  const de = await (await c.get(`/admin/t/${slug}`, { 'Accept-Language': 'de' })).text();
  assert.match(de, /<html lang="de">/);
  assert.match(de, /<h2>Ansagen<\/h2>/);
  assert.match(de, /Verwalten/);
  assert.match(de, /Spielberichtsbögen/);
  assert.match(de, /Anschreiber-Codes/);
  assert.not.match(de, /Announcements|Manage <|Score keeper codes|Going live needs/);
  const en = await (await c.get(`/admin/t/${slug}`)).text();
  assert.match(en, /<h2>Announcements<\/h2>/);
  assert.match(en, /Manage <span class="sr-only">/);
});

test('score sheets, pool sheets and the schedule print in the tournament’s language, or the one ?lang names; English as before', async () => {
  const polish = await c.createWithTeams('Puchar Plaży', 4, { language: 'pl', bestOf: 3 });
  await c.act(`/admin/t/${polish}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${polish}/generate`, { what: 'pools', poolSize: 4 });
  const pl = await (await c.get(`/admin/t/${polish}/print/scoresheets`, { 'Accept-Language': 'de' })).text();
  assert.match(pl, /<html lang="pl">/);
  assert.match(pl, /Protokoły: Wszystkie mecze do rozegrania/);
  assert.match(pl, /Wygrane sety/);
  assert.match(pl, /Kapitan, /);
  assert.not.match(pl, /Sets won|Captain,/);
  const de = await (await c.get(`/admin/t/${polish}/print/scoresheets?lang=de&court=1`)).text();
  assert.match(de, /Spielberichtsbögen: Feld 1/);
  assert.match(de, /Gruppenphase: bis 21, 2 Punkte Vorsprung · Best of 3 \(2 Gewinnsätze\)/);
  const pools = await (await c.get(`/admin/t/${polish}/print/pools`)).text();
  assert.match(pools, /Arkusze grup/);
  assert.match(pools, /Kolejność meczów/);
  assert.not.match(pools, /Order of play|Ties broken by/);
  const schedule = await (await c.get(`/admin/t/${polish}/print/schedule?lang=es`)).text();
  assert.match(schedule, /Horario del día por pista/);
  assert.match(schedule, /Pista 1/);
  const en = await (await c.get(`/admin/t/${slug}/print/scoresheets`)).text();
  assert.match(en, /Score sheets: Every match still to play/);
  assert.match(en, /Pool play: to 21, win by 2 · best of 3 \(first to 2 sets\)/);
  assert.match(en, /Captain, /);
});

test('the QR pages print in the tournament’s language, or the one ?lang names; English as before', async () => {
  const polish = await c.createWithTeams('Puchar QR', 2, { language: 'pl', courtCount: 2 });
  const reg = await (await c.get(`/admin/t/${polish}/qr`, { 'Accept-Language': 'de' })).text();
  assert.match(reg, /<html lang="pl">/);
  assert.match(reg, /Zeskanuj/);
  assert.match(reg, /Pobierz PNG/);
  assert.not.match(reg, /Scan to register|Download PNG|Back to the desk/);
  const keepers = await (await c.get(`/admin/t/${polish}/keeper-qr?lang=de`)).text();
  assert.match(keepers, /<html lang="de">/);
  assert.match(keepers, /Codes für Anschreiber: Puchar QR/);
  assert.match(keepers, /<h2>Feld 2<\/h2>/);
  assert.not.match(keepers, /One page per court|Court 2/);
  const en = await (await c.get(`/admin/t/${slug}/keeper-qr`)).text();
  assert.match(en, /Score keeper codes: Desk Lingua/);
  assert.match(en, /One page per court when printed/);
  assert.match(await (await c.get(`/admin/t/${slug}/qr`)).text(), /Scan to register your team/);
});

test.run();
