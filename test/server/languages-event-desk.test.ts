// The event desk in the organizer's language (docs/translating.md): its JSON answers say `msg` / `error` from their
// messages by the lang cookie, then Accept-Language, else English byte for byte; a stale version keeps `kind` and `rev`;
// a resent op id is answered again in the language; the page itself and a refused division form in German.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';
import { RULES } from '../fixtures/live-event.js';

const { c, srv } = serverFor(test);
const EVENT = 'lingua-open';
const DE = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' };
const withCookie = (lang: string) => ({ cookie: `${c.cookie}; lang=${lang}` });

type Answer = { ok: boolean; error?: string; msg?: string; kind?: string; rev?: number; fields?: Record<string, string> };
/** An event desk action answered as JSON: its status, body and the body's exact text. */
const post = async (action: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await c.json(`/admin/e/${EVENT}/${action}`, body, { origin: srv.base, ...headers });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Answer };
};

const division = (name: string, headers: Record<string, string> = {}) =>
  c.json('/admin/new', { event: EVENT, name, ...RULES, notes: '' }, { origin: srv.base, ...headers });

/** A form post answered with a page (a refused form drawn again): its HTML, in `lang`. */
const refusedPage = async (res: Response, lang: string) => {
  assert.is(res.status, 400);
  const html = await res.text();
  assert.match(html, `<html lang="${lang}"`);
  return html;
};

test.before(async () => {
  const made = await c.json(
    '/admin/events/new',
    { name: 'Lingua Open', date: '2026-08-01', courtCount: 3, restMin: 5, notes: '' },
    { origin: srv.base, ...DE },
  );
  assert.is(made.status, 200);
  assert.is(((await made.json()) as Answer).msg, 'Veranstaltung „Lingua Open“ angelegt.', 'creating the event answers in German');
  const mixed = await division('Mixed', DE);
  assert.is(((await mixed.json()) as Answer).msg, 'Klasse „Mixed“ angelegt.');
  const women = await division('Women');
  assert.is(((await women.json()) as Answer).msg, 'Created "Women".', 'English: the sentence as before');
});

test('a court paused and refused: German by Accept-Language, Polish by the cookie, English byte for byte without either', async () => {
  const de = await post('court', { court: 2, op: 'pause', reason: 'Netz' }, DE);
  assert.is(de.status, 200);
  assert.is(de.body.msg, 'Feld 2 pausiert.');
  const again = await post('court', { court: 2, op: 'pause', reason: 'Netz' }, DE);
  assert.is(again.status, 400);
  assert.is(again.body.error, 'Feld 2 ist schon pausiert; gib es zuerst frei, um den Grund zu ändern.');
  const en = await post('court', { court: 2, op: 'pause', reason: 'net' });
  assert.is(en.status, 400);
  assert.is(en.text, '{"ok":false,"error":"Court 2 is already paused; resume it first to change the reason."}');
  const pl = await post('court', { court: 9, op: 'pause' }, { ...withCookie('pl'), ...DE });
  assert.is(pl.body.error, 'Boisko 9 nie istnieje; wybierz boisko od 1 do 3.', 'the cookie wins over Accept-Language');
  const back = await post('court', { court: 2, op: 'resume', reason: '' });
  assert.is(back.text, '{"ok":true,"msg":"Court 2 resumed."}');
});

test('broadcast, banner and a stale version: the conflict keeps its kind and rev, in German', async () => {
  const pl = await post('broadcast', { text: 'Obiad o 12' }, withCookie('pl'));
  assert.is(pl.body.msg, 'Komunikat wysłany do 2 kategorii.');
  const en = await post('broadcast', { text: 'Lunch at 12' });
  assert.is(en.text, '{"ok":true,"msg":"Broadcast sent to 2 divisions."}');
  const set = await post('banner', { banner: 'Willkommen', rev: 0 }, DE);
  assert.is(set.body.msg, 'Banner gesetzt.');
  const stale = await post('banner', { banner: 'Zu spät', rev: 0 }, DE);
  assert.is(stale.status, 409);
  assert.equal({ ...stale.body, error: '' }, { ok: false, error: '', kind: 'conflict', rev: 1 });
  assert.match(stale.body.error ?? '', /^Desk Ann hat das um \d\d:\d\d geändert; lade neu, um den aktuellen Stand zu sehen\.$/);
  const staleEn = await post('banner', { banner: 'Too late', rev: 0 });
  assert.is(staleEn.status, 409);
  assert.match(staleEn.body.error ?? '', /^Desk Ann set the banner to “Willkommen” at \d\d:\d\d\.$/, 'English names who changed it');
  const bad = await post('banner', { banner: 'x', rev: 'one' }, withCookie('pl'));
  assert.is(bad.body.error, 'rev musi być liczbą całkowitą od 0 wzwyż: wersją tego, co zmieniasz, tak jak ją widzisz.');
});

test('a resent op id is answered again from the store, in the language it is asked in', async () => {
  const opId = 'lingua-op-0001';
  const first = await post('court', { court: 3, op: 'pause', reason: '', opId }, DE);
  assert.is(first.body.msg, 'Feld 3 pausiert.');
  const resent = await post('court', { court: 3, op: 'pause', reason: '', opId }, withCookie('pl'));
  assert.is(resent.body.msg, 'Boisko 3 wstrzymane.', 'answered, not applied again (no “already paused”)');
  const english = await post('court', { court: 3, op: 'pause', reason: '', opId });
  assert.is(english.text, '{"ok":true,"msg":"Court 3 paused."}');
});

test('player links, a missing division, an event that does not exist and delete', async () => {
  const links = await post('unlink', { a: 'nope', b: 'x/y/0' }, DE);
  assert.is(links.body.error, 'a und b nennen zwei Spieler als <division>/<team>/<index>, etwa open/t3/0.');
  const noDivision = await post('swap', { division: 'ghost', match: 'P1-1', court: 1 }, DE);
  assert.is(noDivision.body.error, 'Diese Veranstaltung hat keine Klasse „ghost“.');
  const gone = await c.json('/admin/e/no-such-day/banner', { banner: '' }, { origin: srv.base, 'Accept-Language': 'pl' });
  assert.is(gone.status, 404);
  assert.is(((await gone.json()) as Answer).error, 'Nie ma wydarzenia „no-such-day”.');
  const unconfirmed = await post('delete', {}, DE);
  assert.is(unconfirmed.body.error, 'Zum Löschen der Veranstaltung mit „yes“ bestätigen.');
  const blocked = await post('delete', { confirm: 'yes' }, DE);
  assert.is(blocked.body.error, 'Die Veranstaltung hat noch 2 Klassen; lösche sie zuerst.');
  const blockedEn = await post('delete', { confirm: 'yes' });
  assert.is(blockedEn.text, '{"ok":false,"error":"The event still has 2 divisions; delete them first."}');
});

test('a division named twice: the JSON refusal and its field in German; the refused form drawn again in German', async () => {
  const twin = await division('mixed', DE);
  assert.is(twin.status, 400);
  const body = (await twin.json()) as Answer;
  assert.is(body.error, 'Diese Veranstaltung hat schon eine Klasse namens „Mixed“. Wähle einen anderen Namen.');
  assert.is(body.fields?.name, body.error);
  const form = { event: EVENT, courts: '5-1', name: 'Seniors', ...RULES };
  const html = await refusedPage(await c.form('/admin/new', form, { origin: srv.base, ...DE }), 'de');
  assert.match(html, 'Der Bereich 5-1 läuft rückwärts; schreibe 1-5.', 'the field’s problem in German');
  assert.not.match(html, 'runs backwards');
  assert.match(html, 'value="Seniors"', 'what was typed is kept');
});

test('a refused new event: each field’s problem in German on the desk home and in Polish in JSON, English unchanged', async () => {
  const event = { name: ' ', date: '2026-08-01', courtCount: 3, restMin: 500 };
  const html = await refusedPage(await c.form('/admin/events/new', event, { origin: srv.base, ...DE }), 'de');
  assert.match(html, 'Gib einen Namen für die Veranstaltung ein.');
  assert.match(html, 'Die Pause zwischen Spielen (restMin) muss eine ganze Zahl von Minuten zwischen 0 und 120 sein.');
  assert.not.match(html, 'Rest between matches');
  const pl = await c.json(
    '/admin/events/new',
    { name: 'X', date: '2026-08-01', courtCount: 3, restMin: 500 },
    { origin: srv.base, ...withCookie('pl') },
  );
  const body = (await pl.json()) as Answer;
  assert.is(body.error, 'Przerwa między meczami (restMin) musi być liczbą całkowitą minut od 0 do 120.');
  assert.equal(body.fields, { restMin: body.error });
  const en = await c.json('/admin/events/new', { name: '', date: '2026-08-01', courtCount: 3 }, { origin: srv.base });
  assert.is(await en.text(), '{"ok":false,"error":"Enter an event name.","fields":{"name":"Enter an event name."}}');
});

test('the event desk page: German by Accept-Language, English as before, the live sections in the reader’s language', async () => {
  const de = await (await c.get(`/admin/e/${EVENT}`, DE)).text();
  const german = [
    '<html lang="de"',
    '<h2>Felder der Anlage</h2>',
    '<h2>Als Nächstes auf der Anlage</h2>',
    'Lingua Open · Veranstaltungstisch',
    '3 Felder auf der Anlage · 5 Min. Pause zwischen Spielen',
  ];
  for (const said of german) assert.match(de, said);
  assert.not.match(de, 'Venue courts');
  const en = await (await c.get(`/admin/e/${EVENT}`)).text();
  assert.match(en, '<html lang="en"');
  assert.match(en, '<h2>Venue courts</h2>');
  assert.match(en, '3 venue courts · 5 min rest between matches');
  const live = await (await c.get(`/admin/e/${EVENT}/live.html`, withCookie('pl'))).text();
  assert.match(live, '<h2>Boiska obiektu</h2>');
  assert.match(live, 'Wznów boisko 3', 'court 3 stays paused: its button resumes it');
});

test.run();
