// The engine's rarer refusals in the request's language (docs/translating.md, Refusals): a refused draw, court move,
// form field and CSV import answer their JSON `error` (and each field's, and each import row's problems) in German by
// Accept-Language, in Spanish by the cookie, and in English byte for byte without either; the plain-form import preview
// page shows its rows' problems in the desk's language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const { c } = serverFor(test);
let slug = '';

test.before(async () => {
  slug = await c.createWithTeams('Refusal Cup', 4);
});

type Row = { line: number; name: string; ok: boolean; errors: string[] };
type Answer = { ok: boolean; error?: string; msg?: string; fields?: Record<string, string>; rows?: Row[] };
const post = async (action: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await c.json(`/admin/t/${slug}/${action}`, body, headers);
  return { status: res.status, body: (await res.json()) as Answer };
};
const DE = { 'Accept-Language': 'de-DE,de;q=0.9' };
const ES = () => ({ cookie: `${c.cookie}; lang=es` });

test('a refused draw: German by Accept-Language, each field too; English unchanged', async () => {
  const de = await post('generate', { what: 'pools', poolSize: 1 }, DE);
  assert.is(de.status, 400);
  assert.is(de.body.error, 'Die Gruppengröße muss eine ganze Zahl von 2 bis 16 sein.');
  assert.equal(de.body.fields, { poolSize: 'Gib 2 bis 16 ein.' });
  const en = await post('generate', { what: 'pools', poolSize: 1 });
  assert.is(en.body.error, 'Pool size must be a whole number from 2 to 16.');
  assert.equal(en.body.fields, { poolSize: 'Enter 2 to 16.' });
  const type = await post('generate', { what: 'bracket', type: 'triple' }, DE);
  assert.is(type.body.error, 'type muss eines davon sein: single, double.');
});

test('a form field the server reads before the engine, and a court move, in German; English unchanged', async () => {
  const de = await post('generate', { what: 'bracket', fromRank: 99 }, DE);
  assert.is(de.body.error, 'fromRank muss eine ganze Zahl von 1 bis 64 sein.');
  assert.equal(de.body.fields, { fromRank: 'fromRank muss eine ganze Zahl von 1 bis 64 sein.' });
  const en = await post('generate', { what: 'bracket', fromRank: 99 });
  assert.is(en.body.error, 'fromRank must be a whole number from 1 to 64.');
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const state = await c.state(slug);
  const waiting = (state.pools[0].matches as { id: string; status: string }[]).find((m) => m.status !== 'live')!;
  const move = await post('swap', { match: waiting.id, court: 1 }, DE);
  assert.is(move.status, 400);
  assert.match(move.body.error ?? '', / läuft gerade nicht; nur ein laufendes Spiel kann auf ein anderes Feld wechseln\.$/);
  const moveEn = await post('swap', { match: waiting.id, court: 1 });
  assert.match(moveEn.body.error ?? '', / is not being played; only a live match can move to another court\.$/);
  const court = await post('court', { court: 9, op: 'pause' }, ES());
  assert.is(court.body.error, 'La pista 9 no existe; elige una pista de 1 a 2.');
  const courtEn = await post('court', { court: 9, op: 'pause' });
  assert.is(courtEn.body.error, 'Court 9 does not exist; choose a court from 1 to 2.');
});

const CSV =
  'name,captain,phone,players,seed\nSand Sharks,Ann,555 010 2030,2,\nDig Dug,,555 010 2031,9,\nSand Sharks,Bo,555 010 2032,2,\nNet Ninjas,Cy,12,2,x\n';

test('a CSV import previewed: each row’s problems and the answer in Spanish by the cookie; English unchanged', async () => {
  const t = await c.create({ name: 'Import Cup' });
  const es = await c.json(`/admin/t/${t}/import`, { csv: CSV, confirm: 0 }, ES());
  const a = (await es.json()) as Answer;
  assert.is(es.status, 200);
  assert.is(a.msg, 'Se puede importar 1 fila; las 3 filas con problemas (líneas 3, 4 y 5) se omitirán si no las corriges.');
  const rows = a.rows!;
  assert.equal(rows[1]!.errors, ['Escribe el nombre del capitán.', 'El número de jugadores debe ser un número entero de 2 a 4.']);
  assert.equal(rows[2]!.errors, ['La línea 2 ya tiene el nombre de equipo «Sand Sharks»; cada equipo una sola vez.']);
  assert.ok(rows[3]!.errors.includes('La cabeza de serie «x» no es un número entero de 1 a 9999; déjala vacía para la siguiente libre.'));
  const en = await c.json(`/admin/t/${t}/import`, { csv: CSV, confirm: 0 });
  const b = (await en.json()) as Answer;
  assert.is(b.msg, '1 row can be imported; 3 with problems (lines 3, 4 and 5) will be skipped unless you fix them.');
  assert.equal(b.rows![1]!.errors, ["Enter the captain's name.", 'Players must be a whole number from 2 to 4.']);
  assert.equal(b.rows![2]!.errors, ['Line 2 already has the team name "Sand Sharks"; each team once.']);
  const broken = await c.json(`/admin/t/${t}/import`, { csv: 'captain\nAnn', confirm: 0 }, DE);
  assert.is(
    ((await broken.json()) as Answer).error,
    'Die erste Zeile muss die Spalten benennen, und keine davon ist der Teamname: Nenne diese Spalte „name“ oder „team“.',
  );
  const done = await c.json(`/admin/t/${t}/import`, { csv: CSV, confirm: 1 }, DE);
  assert.is(((await done.json()) as Answer).msg, '1 Team importiert; 3 Zeilen übersprungen (Zeilen 3, 4 und 5).');
});

test('the plain-form import preview page: its table and each row’s problems in the desk’s language', async () => {
  const t = await c.create({ name: 'Plain Import', language: 'es' });
  const res = await c.form(`/admin/t/${t}/import`, { csv: CSV, confirm: '0' });
  assert.is(res.status, 200);
  const html = await res.text();
  assert.match(html, /<html lang="es">/);
  assert.match(html, /<h1>Importar equipos: Plain Import<\/h1>/);
  assert.match(html, /<th scope="col">Línea<\/th><th scope="col">Equipo<\/th><th scope="col">Vista previa<\/th>/);
  assert.match(html, /<li>Escribe el nombre del capitán\.<\/li>/);
  assert.match(html, /<li>La línea 2 ya tiene el nombre de equipo «Sand Sharks»; cada equipo una sola vez\.<\/li>/);
  assert.match(html, /Se puede importar 1 fila/);
  assert.not.match(html, /Enter the captain|already has the team name|can be imported/);
  const en = await c.form(`/admin/t/${await c.create({ name: 'Plain English' })}/import`, { csv: CSV, confirm: '0' });
  const page = await en.text();
  assert.match(page, /<li>Enter the captain&#39;s name\.<\/li>|<li>Enter the captain's name\.<\/li>/);
  assert.match(page, /1 row can be imported; 3 with problems/);
});

test('creating a tournament: each field refused in German, English unchanged', async () => {
  const de = await c.json('/admin/new', { name: '', date: '2026-02-30', courtCount: 2, stages: 'pool' }, DE);
  const a = (await de.json()) as Answer;
  assert.is(de.status, 400);
  assert.is(a.error, 'Bitte korrigiere die markierten Felder.');
  assert.is(a.fields?.name, 'Gib einen Turniernamen ein.');
  assert.is(a.fields?.date, 'Das Datum „2026-02-30“ ist kein Kalenderdatum; schreibe es als JJJJ-MM-TT, etwa 2026-06-14.');
  const en = await c.json('/admin/new', { name: '', date: '2026-02-30', courtCount: 2, stages: 'pool' });
  const b = (await en.json()) as Answer;
  assert.match(b.error ?? '', /^Please correct \d+ fields: /);
  assert.is(b.fields?.name, 'Enter a tournament name.');
  const division = await c.json('/admin/new', { ...CREATE_PARAMS, event: 42 }, DE);
  const d = (await division.json()) as Answer;
  assert.is(d.error, 'event muss der Slug einer Veranstaltung sein.');
  assert.equal(d.fields, { event: 'Kein Slug einer Veranstaltung.' });
});

test('a refused correction of a semifinal names the final it fed in German, and a final not yet played by its name; English unchanged', async () => {
  const cup = await c.createWithTeams('Semi Cup', 4, { stages: 'bracket' });
  await c.act(`/admin/t/${cup}/generate`, { what: 'bracket' });
  const bracket = (await c.state(cup)).bracket as { id: string; label: string }[];
  const semi = bracket.find((m) => m.label === 'Semifinal')!;
  const final = bracket.find((m) => m.label === 'Final')!;
  const ask = async (action: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await c.json(`/admin/t/${cup}/${action}`, body, headers);
    return { status: res.status, body: (await res.json()) as Answer };
  };
  // a final whose teams are not known yet is said by its label, in the reader's words
  const early = await ask('score', { match: final.id, sets: '21-15' }, DE);
  assert.is(early.status, 400);
  assert.is(early.body.error, `${final.id} (Finale) kann noch kein Ergebnis erhalten: Erst müssen beide Teams feststehen.`);
  for (const m of bracket) await c.act(`/admin/t/${cup}/score`, { match: m.id, sets: '21-15' });
  const de = await ask('score', { match: semi.id, sets: '15-21' }, DE);
  assert.is(de.status, 400);
  assert.is(
    de.body.error,
    `Der Sieger von ${semi.id} kann nicht mehr geändert werden: Sein Sieger hat ${final.id} (Finale) schon gespielt.`,
  );
  const en = await ask('score', { match: semi.id, sets: '15-21' });
  assert.is(en.body.error, `Cannot change the winner of ${semi.id}: its winner already played ${final.id} (Final).`);
  const pl = await ask('score', { match: semi.id, sets: '15-21' }, { 'Accept-Language': 'pl' });
  assert.match(pl.body.error ?? '', new RegExp(`rozegrał już ${final.id} \\(Finał\\)\\.$`));
  // the desk log keeps the refusal with the match's name as a message, and says it in German
  const events = (
    (await (await c.get(`/admin/t/${cup}/events.json`)).json()) as { events: { ok: boolean; why?: { values?: Record<string, unknown> } }[] }
  ).events;
  assert.equal(events.find((r) => !r.ok && r.why?.values?.next)?.why?.values?.next, {
    key: 'refusal.matchIdLabel',
    values: { id: final.id, label: { key: 'play.label', values: { code: 'final', n: 0 } } },
  });
  const desk = await (await c.get(`/admin/t/${cup}`, DE)).text();
  assert.match(desk.slice(desk.indexOf('id="events"')), `Sein Sieger hat ${final.id} (Finale) schon gespielt.`);
});

test('the server’s own refusals: signed out, a session, a sheet’s filter, a desk that does not exist', async () => {
  const out = await fetch(`${c.base}/admin/t/${slug}/phase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Accept-Language': 'de' },
    body: '{}',
  });
  assert.is(out.status, 401);
  assert.is(((await out.json()) as Answer).error, 'Melde dich zuerst als Veranstalter an.');
  const session = await c.json('/admin/sessions/end', {}, DE);
  assert.is(((await session.json()) as Answer).error, 'Wähle eine Sitzung zum Beenden (ihre „id“ fehlt).');
  const sessionEn = await c.json('/admin/sessions/end', {});
  assert.is(((await sessionEn.json()) as Answer).error, 'Choose a session to end (its "id" is missing).');
  const sheet = await c.get(`/admin/t/${slug}/print/scoresheets?court=99&lang=pl`);
  assert.is(sheet.status, 400);
  assert.match(await sheet.text(), /court musi być numerem boiska od 1 do 2\./);
  const gone = await c.get('/admin/t/no-such-desk', { 'Accept-Language': 'es' });
  assert.is(gone.status, 404);
  assert.match(await gone.text(), /No existe el torneo (&quot;|")no-such-desk(&quot;|")/);
  const goneEn = await c.get('/admin/t/no-such-desk');
  assert.match(await goneEn.text(), /There is no tournament &quot;no-such-desk&quot;\.|There is no tournament "no-such-desk"\./);
});

test('a request the server cannot read, and an address with nothing at it, in the request’s language', async () => {
  const json = await fetch(`${c.base}/t/${slug}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'Accept-Language': 'de' },
    body: '{nope',
  });
  assert.is(json.status, 400);
  assert.is(((await json.json()) as Answer).error, 'Der Inhalt der Anfrage ist kein gültiges JSON.');
  const jsonEn = await fetch(`${c.base}/t/${slug}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{nope',
  });
  assert.is(((await jsonEn.json()) as Answer).error, 'The request body is not valid JSON.');
  const nothing = await fetch(`${c.base}/no/such/place`, { headers: { 'Accept-Language': 'pl', accept: 'text/html' } });
  assert.is(nothing.status, 404);
  const page = await nothing.text();
  assert.match(page, /<html lang="pl">/);
  assert.match(page, /Pod tym adresem nic nie ma\./);
  const nothingEn = await fetch(`${c.base}/no/such/place`, { headers: { accept: 'text/html' } });
  assert.match(await nothingEn.text(), /There is nothing at this address\./);
});

test.run();
