// How a page's language is chosen (docs/translating.md): ?lang (kept in the lang cookie), the cookie, Accept-Language,
// the tournament's language, English; shared screens skip Accept-Language; <html lang>, the menu's links, the
// translated registration refusals (page and JSON), the tournament's language validated at creation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fromAcceptLanguage } from '../../server/http/language.js';
import { key, serverFor } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const { srv, c } = serverFor(test);
let slug = '';
let german = '';

test.before(async () => {
  slug = await c.create({ name: 'Lingua Cup' });
  german = await c.create({ name: 'Sommer Cup', language: 'de' });
});

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${srv.base}${path}`, { headers });
const htmlLang = (html: string) => /<html lang="([a-z]+)">/.exec(html)?.[1];

test('Accept-Language: q-values decide, regions fall back to their language, unknown and q=0 name nothing', () => {
  assert.is(fromAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8'), 'pt');
  assert.is(fromAcceptLanguage('ja, de;q=0.5, fr;q=0.7'), 'fr');
  assert.is(fromAcceptLanguage('en;q=0.1, PL;q=0.9'), 'pl');
  assert.is(fromAcceptLanguage('es-AR'), 'es');
  assert.is(fromAcceptLanguage('de;q=0, nl;q=0.2'), 'nl');
  assert.is(fromAcceptLanguage('*, ja'), null);
  assert.is(fromAcceptLanguage('de;q=abc'), null, 'a broken q-value names nothing');
  assert.is(fromAcceptLanguage(undefined), null);
  assert.is(fromAcceptLanguage(`${'x-'.repeat(400)}, it`), null, 'read only so far');
  assert.is(fromAcceptLanguage(`ja,${'zz,'.repeat(40)}it`), null, 'only so many entries');
});

test('the registration page follows Accept-Language, and says so in <html lang>; English without one', async () => {
  const es = await (await page(`/t/${slug}`, { 'Accept-Language': 'es-ES,es;q=0.9' })).text();
  assert.is(htmlLang(es), 'es');
  assert.match(es, /Inscribe a tu equipo/);
  assert.match(es, /Nombre del equipo/);
  const en = await (await page(`/t/${slug}`)).text();
  assert.is(htmlLang(en), 'en');
  assert.match(en, /Register your team/);
});

test('?lang wins over Accept-Language and is remembered in the lang cookie; the cookie then wins', async () => {
  const res = await page(`/t/${slug}?lang=pl`, { 'Accept-Language': 'de' });
  assert.match(res.headers.get('set-cookie') ?? '', /^lang=pl; Path=\/; Max-Age=\d+; SameSite=Lax/);
  assert.match(res.headers.get('vary') ?? '', /Cookie/);
  const body = await res.text();
  assert.is(htmlLang(body), 'pl');
  assert.match(body, /Zapisz swoją drużynę/);
  const again = await (await page(`/t/${slug}`, { Cookie: 'lang=pl', 'Accept-Language': 'de' })).text();
  assert.is(htmlLang(again), 'pl');
  const bad = await page(`/t/${slug}?lang=xx`, { 'Accept-Language': 'it' });
  assert.is(bad.headers.get('set-cookie'), null, 'an unknown ?lang is ignored');
  assert.is(htmlLang(await bad.text()), 'it');
});

test('the menu links only paths of this site, whatever address was asked', async () => {
  const { addressIn } = await import('../../server/http/language.js');
  const at = (originalUrl: string) => addressIn({ originalUrl } as never)('de');
  assert.is(at('//evil.example/t/x?a=1'), '/t/x?a=1&lang=de');
  assert.is(at('//['), '/?lang=de');
  assert.is(at('/t/x?lang=pl&k=a%20b'), '/t/x?lang=de&k=a+b');
});

test('the language menu links this page in every language, the current one marked', async () => {
  const body = await (await page(`/t/${slug}?lang=de`)).text();
  for (const l of ['en', 'es', 'pt', 'de', 'fr', 'it', 'nl', 'pl'])
    assert.match(body, new RegExp(`href="/t/${slug}\\?lang=${l}" hreflang="${l}"`));
  assert.match(body, /hreflang="de" lang="de" aria-current="true">Deutsch</);
});

test("the tournament's language when the reader names none; the reader's own language first", async () => {
  assert.is(htmlLang(await (await page(`/t/${german}`)).text()), 'de');
  assert.is(htmlLang(await (await page(`/t/${german}`, { 'Accept-Language': 'fr' })).text()), 'fr');
});

test("the keeper pad, a shared screen, keeps the tournament's language over Accept-Language, unless ?lang or the cookie", async () => {
  const k = key(german, 1);
  const pad = await (await page(`/keeper/${german}/1?k=${k}`, { 'Accept-Language': 'es' })).text();
  assert.is(htmlLang(pad), 'de');
  assert.match(pad, /<h1>Feld 1<\/h1>/);
  const messages = /<script type="application\/json" id="page-messages">(.*?)<\/script>/.exec(pad)?.[1] ?? '';
  assert.match(messages, /"keeper\.court":\[\{"type":0,"value":"Feld "\}/, 'the pad gets its messages in German, parsed');
  assert.not.match(messages, /"reg\.|"login\./, 'and only its own areas');
  assert.match(pad, new RegExp(`href="/keeper/${german}/1\\?k=${k}&amp;lang=pl"`), 'the menu keeps the key');
  assert.is(htmlLang(await (await page(`/keeper/${german}/1?k=${k}&lang=it`)).text()), 'it');
  assert.is(htmlLang(await (await page(`/keeper/${german}/1?k=${k}`, { Cookie: 'lang=nl' })).text()), 'nl');
  const manifest = (await (await page(`/keeper/${german}/1/manifest.webmanifest?k=${k}`)).json()) as { lang: string; short_name: string };
  assert.is(manifest.lang, 'de');
  assert.is(manifest.short_name, 'Feld 1');
});

test("the TV display, a shared screen, keeps the tournament's language over Accept-Language; the board and bracket page follow the reader", async () => {
  const tv = await (await page(`/t/${german}/display`, { 'Accept-Language': 'es' })).text();
  assert.is(htmlLang(tv), 'de');
  assert.match(tv, /<title>[^<]* · TV-Anzeige<\/title>/);
  assert.is(htmlLang(await (await page(`/t/${german}/display?lang=pt`)).text()), 'pt');
  assert.is(htmlLang(await (await page(`/t/${german}/display`, { Cookie: 'lang=fr' })).text()), 'fr');
  assert.is(htmlLang(await (await page(`/t/${german}/bracket`, { 'Accept-Language': 'it' })).text()), 'it');
  const missing = await page(`/t/no-such-cup-at-all`, { 'Accept-Language': 'pl' });
  assert.is(missing.status, 404);
  assert.match(await missing.text(), /Nie ma turnieju „no-such-cup-at-all”/);
});

test("the pad's own refusals (a key of another court, a court that does not exist) in the pad's language", async () => {
  const bad = await page(`/keeper/${german}/1?k=${key(german, 2)}`, { 'Accept-Language': 'es' });
  assert.is(bad.status, 403);
  const body = await bad.text();
  assert.is(htmlLang(body), 'de');
  assert.match(body, /Dieser Anschreiber-Link ist ungültig/);
  assert.match(body, /<h1>Fehler 403<\/h1>/);
  const none = await page(`/keeper/${german}/9?k=${key(german, 9)}&lang=pl`);
  assert.is(none.status, 404);
  assert.match(await none.text(), /Nie ma takiego turnieju ani boiska\./);
  assert.match(await (await page(`/keeper/${slug}/1?k=${key(slug, 2)}`)).text(), /This score keeper link is not valid/);
});

test('a refused registration: the page in its language, each problem next to its field; JSON in the request’s language', async () => {
  const form = new URLSearchParams({ name: '', captain: 'Ana', phone: '12', players: '2', playerNames: '' });
  const res = await fetch(`${srv.base}/t/${slug}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'lang=de' },
    body: form,
  });
  assert.is(res.status, 400);
  const body = await res.text();
  assert.is(htmlLang(body), 'de');
  assert.match(body, /Bitte korrigiere die markierten Felder\./);
  assert.match(body, /id="name-error">Gib einen Teamnamen ein\.</);
  assert.match(body, /id="phone-error">Die Telefonnummer braucht 7 bis 15 Ziffern/);
  const json = await fetch(`${srv.base}/t/${slug}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'pl' },
    body: JSON.stringify({ name: '', captain: 'Ana', phone: '555 123 4567', players: 2 }),
  });
  const out = (await json.json()) as { ok: boolean; error: string; fields: Record<string, string> };
  assert.is(out.error, 'Wpisz nazwę drużyny.');
  assert.is(out.fields.name, 'Wpisz nazwę drużyny.');
  const english = (await (
    await fetch(`${srv.base}/t/${slug}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: '', captain: 'Ana', phone: '555 123 4567', players: 2 }),
    })
  ).json()) as { error: string };
  assert.is(english.error, 'Enter a team name.', 'English when the request names no language');
});

test('sign-in in the reader’s language, its refusal too', async () => {
  const login = await (await page('/admin/login', { 'Accept-Language': 'fr' })).text();
  assert.is(htmlLang(login), 'fr');
  assert.match(login, /Connexion des organisateurs/);
  const wrong = await fetch(`${srv.base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'it' },
    body: JSON.stringify({ password: 'not it' }),
  });
  assert.is(wrong.status, 401);
  assert.is(((await wrong.json()) as { error: string }).error, 'Password errata.');
});

test("a tournament's language is one of the eight, or refused next to its field; state.json does not show it", async () => {
  const res = await c.json('/admin/new', { ...CREATE_PARAMS, name: 'Babel Cup', stages: 'pool', language: 'klingon' });
  assert.is(res.status, 400);
  const out = (await res.json()) as { fields: Record<string, string> };
  assert.match(out.fields.language ?? '', /en, es, pt, de, fr, it, nl, pl/);
  const state = await c.state(german);
  assert.not.ok('language' in state);
});

test.run();
