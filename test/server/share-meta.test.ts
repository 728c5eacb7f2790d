// Link previews: every tournament page carries a meta description and Open Graph tags built from the
// public document (name, date, phase, team count) and the public base URL, escaped, with no private data in them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codeFrom, serverFor } from '../fixtures/server.js';

const t = suite('share meta');
const PUBLIC_URL = 'https://cup.example.org';
const { c } = serverFor(t, { env: { PUBLIC_URL } });
const NAME = 'Beach "Open" & <Friends>';
const PRIVATE = { captain: 'Captain Secretsson', phone: '+1 555 0100', player: 'Hidden Player' };
let slug = '';
let code = '';
let teamId = '';

/** The page's <head>, and its meta tags by name or property, unescaped. */
async function head(path: string): Promise<{ head: string; meta: Record<string, string> }> {
  const res = await c.get(path);
  assert.is(res.status, 200, path);
  const page = await res.text();
  const head = page.slice(0, page.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    meta[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return { head, meta };
}

function assertShared(meta: Record<string, string>, url: string, where: string): void {
  assert.is(meta['og:type'], 'website', `${where}: og:type`);
  assert.is(meta['og:site_name'], 'Courtside', `${where}: og:site_name`);
  assert.is(meta['og:url'], url, `${where}: og:url is the public address`);
  assert.ok(meta['og:title']?.includes(NAME), `${where}: og:title names the tournament`);
  assert.is(meta['og:description'], meta.description, `${where}: og:description is the description`);
  assert.ok(meta.description?.startsWith(`${NAME} (2026-06-01) · `), `${where}: the description opens with the name and date`);
}

function assertNothingPrivate(text: string, where: string): void {
  for (const secret of [...Object.values(PRIVATE), code]) assert.not.ok(text.includes(secret), `${where}: "${secret}" in the head`);
}

t.before(async () => {
  slug = await c.create({ name: NAME, courtCount: 2, stages: 'bracket' });
  const res = await c.register(slug, { name: 'Sand Sharks', captain: PRIVATE.captain, phone: PRIVATE.phone, playerNames: PRIVATE.player });
  code = codeFrom(res);
  for (const name of ['Dig Dug', 'Net Ninjas', 'Spike Lee']) await c.register(slug, { name });
  teamId = (await c.state(slug)).teams.find((x: { name: string }) => x.name === 'Sand Sharks').id;
});

t('the registration page previews as the tournament open for registration, with its team count', async () => {
  const { head: h, meta } = await head(`/t/${slug}`);
  assertShared(meta, `${PUBLIC_URL}/t/${slug}`, 'registration');
  assert.match(meta.description!, /· Registration open · 4 teams\. Register your team/);
  assert.match(h, /content="Beach &quot;Open&quot; &amp; &lt;Friends&gt;/, 'the name is escaped in the attribute');
  assertNothingPrivate(h, 'registration');
});

t('the board, a team page, the bracket and the TV display preview with their own line, once play is live', async () => {
  await c.act(`/admin/t/${slug}/generate`, { what: 'bracket', type: 'single' });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const pages: [string, string, RegExp][] = [
    [`/t/${slug}`, `${PUBLIC_URL}/t/${slug}`, /· Live · 4 teams\. Live scores, courts, up next and standings\.$/],
    [
      `/t/${slug}/teams/${teamId}`,
      `${PUBLIC_URL}/t/${slug}/teams/${teamId}`,
      /· Live · 4 teams\. Sand Sharks: next match, results and standings\.$/,
    ],
    [`/t/${slug}/bracket`, `${PUBLIC_URL}/t/${slug}/bracket`, /· Live · 4 teams\. The bracket, live and printable\.$/],
    [`/t/${slug}/display`, `${PUBLIC_URL}/t/${slug}/display`, /· Live · 4 teams\. The TV display/],
  ];
  for (const [path, url, line] of pages) {
    const { head: h, meta } = await head(path);
    assertShared(meta, url, path);
    assert.match(meta.description!, line, `${path}: its own line`);
    assertNothingPrivate(h, path);
  }
});

t("a team's code page previews as its public team page: the code, captain and phone stay out of the head", async () => {
  const { head: h, meta } = await head(`/t/${slug}/team/${code}`);
  assertShared(meta, `${PUBLIC_URL}/t/${slug}/teams/${teamId}`, 'code page');
  assertNothingPrivate(h, 'code page');
});

t('pages that are not a tournament page carry no link preview', async () => {
  for (const path of ['/', '/admin/login']) {
    const { meta } = await head(path);
    assert.equal(
      Object.keys(meta).filter((k) => k === 'description' || k.startsWith('og:')),
      [],
      path,
    );
  }
});

t.run();
