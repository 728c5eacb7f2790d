// Server-rendered pages: escaping of hostile text, privacy of the public pages, labelled fields,
// field errors beside their fields, and the one-time team code confirmation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Match, PublicMatch, PublicState, Team, Tournament } from '../../shared/engine/types.js';
import type { EventRow } from '../../server/tournament/hub-types.js';
import {
  deskHomePage,
  deskPage,
  displayPage,
  errorPage,
  keeperPage,
  keeperQrPage,
  landingPage,
  listPage,
  loginPage,
  notFoundPage,
  qrPage,
  teamPage,
} from '../../server/pages/index.js';
import { escapeHtml, html, jsonForScript, raw } from '../../server/pages/html.js';
import { qrPng, qrSvg } from '../../server/pages/qr.js';

const EVIL1 = '<script>alert(1)</script>';
const EVIL2 = '"><img src=x onerror=alert(1)>';
const EVIL3 = "'><svg onload=alert(3)>";
const PRIVATE = ['Captain Secretsson', '+1 555 0100', 'Hidden Player', 'ZQ9X', 'Other Captain', '+44 7700 900123', 'ZQ8W'];
/** The public base URL the routes pass (PUBLIC_URL or the request's own). */
const BASE = 'http://x';

const rules = {
  teamSize: 2,
  pointsTo: 21,
  winBy: 2,
  cap: 0,
  bestOf: 3,
  tiebreaks: ['headToHead', 'setRatio', 'pointRatio', 'pointDiff', 'seed'],
} as PublicState['rules'];

function team(id: string, name: string, seed: number, extra: Partial<Team> = {}): Team {
  return {
    id,
    name,
    players: 2,
    seed,
    status: 'registered',
    poolId: 'A',
    withdrawMode: null,
    captain: 'Plain Captain',
    phone: '5550000',
    playerNames: [],
    code: `C${seed}C${seed}`,
    ...extra,
  };
}

const teams: Record<string, Team> = {
  t1: team('t1', EVIL1, 1, { captain: 'Captain Secretsson', phone: '+1 555 0100', playerNames: ['Hidden Player', EVIL2], code: 'ZQ9X' }),
  t2: team('t2', EVIL2, 2, { captain: 'Other Captain', phone: '+44 7700 900123', code: 'ZQ8W' }),
  t3: team('t3', 'Sand Sharks', 3),
  t4: team('t4', EVIL3, 4, { status: 'withdrawn', withdrawMode: 'forfeit' }),
};

const ref = (id: string) => ({ id, name: teams[id]!.name });

function pubMatch(id: string, a: string | null, b: string | null, fields: Partial<PublicMatch> = {}): PublicMatch {
  return {
    id,
    stage: 'pool',
    round: 1,
    slot: 1,
    label: null,
    status: 'pending',
    court: null,
    a: a ? ref(a) : null,
    b: b ? ref(b) : null,
    winner: null,
    sets: [],
    live: null,
    feeds: '',
    feedsSide: '',
    loserFeeds: '',
    loserFeedsSide: '',
    conditional: false,
    poolId: 'A',
    rev: 0,
    workTeam: null,
    tier: '',
    ...fields,
  };
}

const m1 = pubMatch('m1', 't1', 't2', { status: 'live', court: 1, live: [12, 10], sets: [[21, 18]] });
const m2 = pubMatch('m2', 't3', 't4', { status: 'forfeit', winner: ref('t3'), round: 2 });
const m3 = pubMatch('m3', 't1', 't3', { status: 'on_deck', round: 3, court: 2 });
const m4 = pubMatch('m4', 't2', 't3', {
  status: 'final',
  round: 4,
  winner: ref('t2'),
  sets: [
    [21, 15],
    [21, 19],
  ],
});
const b1 = pubMatch('b1', 't1', 't2', { stage: 'final', label: 'Final', poolId: '', slot: null });
const b2 = pubMatch('b2', null, null, { stage: 'final', label: '3rd place', poolId: '', slot: null });

function internal(m: PublicMatch): Match {
  return {
    ...m,
    a: m.a?.id ?? null,
    b: m.b?.id ?? null,
    winner: m.winner?.id ?? null,
    forfeitBy: null,
    workTeam: m.workTeam?.id ?? null,
    feeds: m.feeds || null,
    feedsSide: m.feedsSide || null,
    loserFeeds: m.loserFeeds || null,
    loserFeedsSide: m.loserFeedsSide || null,
    poolId: m.poolId || null,
    startedAt: null,
    endedAt: null,
    alerted: false,
  };
}

const tournament: Tournament = {
  slug: 'beach-open',
  name: `Beach ${EVIL1} Open ${EVIL2}`,
  date: '2026-06-01',
  notes: `Bring water ${EVIL3}`,
  phase: 'live',
  banner: `Lunch ${EVIL1}`,
  rules,
  stages: ['pool', 'bracket'],
  courtCount: 3,
  createdAt: 0,
  teams,
  pools: [{ id: 'A', teamIds: ['t1', 't2', 't3', 't4'] }],
  matches: Object.fromEntries([m1, m2, m3, m4, b1, b2].map((m) => [m.id, internal(m)])),
  queue: ['m1', 'm2', 'm3', 'm4', 'b1', 'b2'],
  courts: [
    { court: 1, status: 'open', match: 'm1', reason: null },
    { court: 2, status: 'paused', match: null, reason: `Net ${EVIL2}` },
    { court: 3, status: 'open', match: null, reason: null },
  ],
  alerts: [],
  bracket: { type: 'single', thirdPlace: true },
  champion: null,
  playedCount: 0,
  playedMs: 0,
  nextTeam: 5,
};

const upNext = [{ ...m3, court: 1, etaMin: 12, tentative: false }];
const pub: PublicState = {
  slug: 'beach-open',
  name: tournament.name,
  date: tournament.date,
  notes: tournament.notes,
  phase: 'live',
  banner: tournament.banner,
  rules,
  stages: ['pool', 'bracket'],
  courtCount: 3,
  teams: ['t1', 't2', 't3'].map((id) => {
    const t = teams[id]!;
    return { id: t.id, name: t.name, players: t.players, seed: t.seed, status: t.status, poolId: t.poolId ?? '', arrived: false };
  }),
  withdrawn: [{ id: 't4', name: EVIL3, players: 2, seed: 4, status: 'withdrawn', poolId: 'A', arrived: false }],
  pools: [
    {
      id: 'A',
      standings: ['t2', 't1', 't3', 't4'].map((id, i) => ({
        teamId: id,
        name: teams[id]!.name,
        w: 2 - Math.min(i, 2),
        l: i,
        setsW: 2,
        setsL: 1,
        pf: 60,
        pa: 50,
        pointDiff: 10 - i * 5,
        decidedBy: i === 1 ? 'headToHead' : 'wins',
        status: teams[id]!.status,
      })),
      matches: [m1, m2, m3, m4],
    },
  ],
  bracket: [b1, b2],
  courts: [
    { court: 1, status: 'open', match: m1, reason: null, startedAt: 1_749_999_280_000, upNext, rev: 0 },
    { court: 2, status: 'paused', match: null, reason: `Net ${EVIL2}`, startedAt: null, upNext: [], rev: 0 },
    { court: 3, status: 'open', match: null, reason: null, startedAt: null, upNext: [], rev: 0 },
  ],
  upNext,
  avgMatchMin: 20,
  champion: null,
  tiers: [{ name: '', champion: null }],
  recentAlerts: [
    {
      kind: 'on_deck',
      text: `${EVIL1} vs Sand Sharks: on deck, court 1, about 12 min`,
      at: 1_750_000_000_000,
      teams: ['t1', 't3'],
      match: 'm3',
    },
    { kind: 'broadcast', text: `Pizza ${EVIL2}`, at: 1_750_000_000_000, teams: [], match: '' },
  ],
  generatedAt: 1_750_000_000_000,
};

const checkinPub: PublicState = {
  ...pub,
  phase: 'checkin',
  pools: [],
  bracket: [],
  upNext: [],
  courts: pub.courts.map((c) => ({ ...c, match: null, upNext: [] })),
};
const events: EventRow[] = [{ at: 1_750_000_000_000, actor: `desk ${EVIL1}`, action: 'score', detail: `m1 ${EVIL2}`, ok: true }];

function assertNoRawHostile(page: string, where: string) {
  for (const bad of [EVIL1, EVIL2, EVIL3, '<img src=x', '<svg onload', 'onerror=alert(1)>', '<script>alert']) {
    assert.not.ok(page.includes(bad), `${where}: raw hostile text ${JSON.stringify(bad)}`);
  }
  // our only scripts are module files from /static or the built client in /assets, and the page's messages as a
  // JSON data block the browser never runs (docs/translating.md)
  for (const m of page.matchAll(/<script\b([^>]*)>/g))
    assert.match(
      m[1] ?? '',
      /^ (type="module" src="\/(static\/[a-z]+|assets\/[\w.-]+)\.js"|type="application\/json" id="page-messages")$/,
      `${where}: unexpected script`,
    );
  for (const tag of page.match(/<[a-zA-Z][^<>]*>/g) ?? []) {
    const names = tag.replace(/"[^"]*"/g, '""');
    assert.not.match(names, /\son[a-z]+=/i, `${where}: inline event handler in ${tag}`);
    assert.not.match(names, /\sstyle=/i, `${where}: inline style attribute (CSP) in ${tag}`);
  }
}

function assertNoPrivate(page: string, where: string) {
  for (const secret of PRIVATE) assert.not.ok(page.includes(secret), `${where}: leaks ${secret}`);
  for (const t of Object.values(teams)) assert.not.ok(page.includes(t.code), `${where}: leaks code ${t.code}`);
}

/** Every visible form control has a <label for=id>; ids are unique. */
function assertLabelled(page: string, where: string) {
  const ids = new Set<string>();
  for (const m of page.matchAll(/<(input|select|textarea)\b([^>]*)>/g)) {
    const attrs = m[2] ?? '';
    if (/type="hidden"/.test(attrs)) continue;
    const id = /\sid="([^"]+)"/.exec(attrs)?.[1];
    assert.ok(id, `${where}: control without id: ${m[0]}`);
    assert.not.ok(ids.has(id!), `${where}: duplicate id ${id}`);
    ids.add(id!);
    assert.ok(page.includes(`<label for="${id}"`), `${where}: no label for #${id}`);
  }
}

function assertDocument(page: string, where: string) {
  assert.ok(page.startsWith('<!doctype html>'), `${where}: doctype`);
  assert.match(page, /<html lang="en">/, `${where}: lang`);
  assert.match(page, /<meta name="viewport" content="width=device-width, initial-scale=1">/, `${where}: viewport`);
  assert.match(page, /<title>[^<]+<\/title>/, `${where}: title`);
}

const keeperLinks = [
  { court: 1, url: 'http://x/keeper/beach-open/1?k=abc' },
  { court: 2, url: 'http://x/keeper/beach-open/2?k=def' },
];

const publicPages: [string, string][] = [
  ['landing board', landingPage({ base: BASE, pub })],
  ['landing board with closedError', landingPage({ base: BASE, pub, closedError: 'Registration is closed.' })],
  ['landing checkin', landingPage({ base: BASE, pub: checkinPub })],
  ['team page by id', teamPage({ base: BASE, pub, teamId: 't1', isNew: false })],
  ['team page of a withdrawn team', teamPage({ base: BASE, pub, teamId: 't4', isNew: false })],
  ['team page of an unknown team', teamPage({ base: BASE, pub, teamId: 'nope', isNew: false })],
  ['display', displayPage({ pub, url: 'http://x/t/beach-open' })],
  ['keeper', keeperPage({ pub, court: 1, k: 'k"<>' })],
  ['keeper idle court', keeperPage({ pub, court: 2, k: 'k' })],
  ['qr', qrPage({ pub, url: 'http://x/t/beach-open', pngUrl: '/admin/t/beach-open/qr.png', svg: '<svg viewBox="0 0 1 1"></svg>' })],
  ['keeper qr', keeperQrPage({ pub, courts: keeperLinks.map((k) => ({ ...k, svg: '<svg viewBox="0 0 1 1"></svg>' })) })],
  ['list', listPage({ items: [{ slug: 'beach-open', name: tournament.name, date: '2026-06-01', phase: 'live', teams: 3 }] })],
  ['not found', notFoundPage({ message: `No tournament ${EVIL1}` })],
  ['error', errorPage({ status: 500, message: `Oops ${EVIL2}` })],
];

const organizerPages: [string, string][] = [
  ['login', loginPage({ next: `/admin/t/x${EVIL2}`, error: 'Wrong password.', name: EVIL1 })],
  [
    'desk home',
    deskHomePage({
      items: [{ slug: 'beach-open', name: tournament.name, date: '2026-06-01', phase: 'live', teams: 3 }],
      actor: EVIL1,
      msg: `Created ${EVIL1}`,
      error: EVIL2,
    }),
  ],
  [
    'desk',
    deskPage({
      t: tournament,
      pub,
      events,
      actor: EVIL1,
      msg: `Saved ${EVIL1}`,
      error: `Refused ${EVIL2}`,
      keeperLinks,
      registerUrl: 'http://x/t/beach-open',
    }),
  ],
  [
    'desk in checkin',
    deskPage({
      t: { ...tournament, phase: 'checkin', pools: [], matches: {}, queue: [] },
      pub: checkinPub,
      events: [],
      actor: 'organizer',
      keeperLinks,
      registerUrl: 'http://x/t/beach-open',
    }),
  ],
];

test('html escapes interpolated values and keeps raw() and nested fragments', () => {
  assert.is(escapeHtml(`<a href="x" title='y'>&\``), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;');
  assert.is(html`<p>${EVIL1}</p>`.value, '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  assert.is(
    html`<p>${raw('<b>ok</b>')}${html`<i>${'<'}</i>`}${[1, '<', null, false, undefined]}</p>`.value,
    '<p><b>ok</b><i>&lt;</i>1&lt;</p>',
  );
});

test('jsonForScript cannot close a script element or break a JS string', () => {
  const out = jsonForScript({ name: '</script><script>alert(1)</script>', sep: '\u2028\u2029', amp: '&' });
  assert.not.ok(out.includes('<') || out.includes('>') || out.includes('&') || out.includes('\u2028') || out.includes('\u2029'));
  assert.equal(JSON.parse(out), { name: '</script><script>alert(1)</script>', sep: '\u2028\u2029', amp: '&' });
});

test('every page is a complete document with lang, viewport and title', () => {
  for (const [where, page] of [...publicPages, ...organizerPages]) assertDocument(page, where);
});

test('hostile names appear only escaped on every page', () => {
  for (const [where, page] of [...publicPages, ...organizerPages]) assertNoRawHostile(page, where);
  const board = landingPage({ base: BASE, pub });
  assert.ok(board.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the escaped name is shown');
  assert.ok(board.includes('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'));
});

test('public pages never contain captain, phone, player names or team codes', () => {
  for (const [where, page] of publicPages) assertNoPrivate(page, where);
});

test("the team page by code shows only that team's own code and names", () => {
  const t1 = teams.t1!;
  const page = teamPage({
    base: BASE,
    pub,
    teamId: 't1',
    isNew: false,
    own: { code: t1.code, captain: t1.captain, playerNames: t1.playerNames },
  });
  assertNoRawHostile(page, 'own team page');
  assert.ok(page.includes('ZQ9X') && page.includes('Captain Secretsson') && page.includes('Hidden Player'));
  for (const other of ['Other Captain', '+44 7700 900123', 'ZQ8W', '+1 555 0100']) assert.not.ok(page.includes(other), `leaks ${other}`);
  assert.not.ok(page.includes('You&#39;re registered'), 'no confirmation unless new');
});

test('isNew shows the team code prominently with its link', () => {
  const page = teamPage({
    base: BASE,
    pub: checkinPub,
    teamId: 't1',
    isNew: true,
    own: { code: 'ZQ9X', captain: 'Captain Secretsson', playerNames: [] },
  });
  assert.match(page, /Your team code is<\/p>\s*<p class="code"[^>]*>ZQ9X<\/p>/);
  assert.match(page, /href="\/t\/beach-open\/team\/ZQ9X"/);
  assert.match(page, /screenshot/);
});

test('every form control has a label and a unique id', () => {
  for (const [where, page] of [...publicPages, ...organizerPages]) assertLabelled(page, where);
  const form = {
    values: { name: EVIL1, captain: 'A', phone: 'x', players: '9', playerNames: EVIL2 },
    fields: { phone: 'Enter 7 to 15 digits.', players: 'From 2 to 4 players.' },
    error: 'Please fix 2 fields.',
  };
  assertLabelled(landingPage({ base: BASE, pub: checkinPub, form }), 'registration re-rendered');
  assertLabelled(deskHomePage({ items: [], actor: 'o', form: { values: {}, fields: { date: 'Not a date.' } } }), 'desk home re-rendered');
});

test('registration errors sit next to their fields, with a summary at the top and kept values', () => {
  const form = {
    values: { name: EVIL1, captain: 'Cap Val', phone: 'x', players: '9', playerNames: `Ann\n${EVIL2}` },
    fields: { phone: 'Enter 7 to 15 digits.', players: 'From 2 to 4 players.' },
    error: 'Please fix 2 fields.',
  };
  const page = landingPage({ base: BASE, pub: checkinPub, form });
  assertNoRawHostile(page, 'registration re-rendered');
  const summary = page.indexOf('role="alert"');
  const formStart = page.indexOf('<form method="post" action="/t/beach-open/register"');
  assert.ok(summary > 0 && summary < formStart, 'summary before the form');
  // the summary links each field by its label; the field's own message is said once, beside it
  assert.match(page, /<strong>Please fix the highlighted fields\.<\/strong>/);
  assert.match(page, /<a href="#phone">Captain phone<\/a>/);
  assert.equal(page.split('Enter 7 to 15 digits.').length - 1, 1, 'the message is said once');
  assert.match(
    page,
    new RegExp(
      '<input type="tel" id="phone" name="phone" aria-invalid="true" aria-describedby="phone-hint phone-error"[^>]*value="x">' +
        String.raw`\s*<p class="field-error" id="phone-error">Enter 7 to 15 digits\.<\/p>`,
    ),
  );
  assert.match(
    page,
    /id="players"[^>]*min="2" max="4"[^>]*value="9">\s*<p class="field-error" id="players-error">From 2 to 4 players\.<\/p>/,
  );
  assert.match(page, /value="&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
  assert.ok(page.includes('Cap Val'), 'its own values are kept');
  assert.match(page, /<textarea[^>]*>Ann\n&quot;&gt;&lt;img/);
});

test('the landing page shows the registration form only in checkin, and closedError otherwise', () => {
  assert.match(landingPage({ base: BASE, pub: checkinPub }), /action="\/t\/beach-open\/register"/);
  const board = landingPage({ base: BASE, pub, closedError: 'Registration is closed.' });
  assert.not.match(board, /action="\/t\/beach-open\/register"/);
  assert.match(board, /Registration is closed\./);
  assert.match(board, /<div id="live"/);
  assert.match(board, /<noscript>/);
  assert.match(board, /<board-app data-slug="beach-open" data-since="1750000000000">/, 'the live component takes over the first paint');
  assert.match(board, /<sync-status data-slug="beach-open">/);
});

test('the board paints courts, up next with ETA, standings and the bracket server-side', () => {
  const board = landingPage({ base: BASE, pub });
  assert.match(board, /Court 1/);
  assert.match(board, /<span class="pts" aria-hidden="true">12<\/span>/);
  assert.match(
    board,
    /<p class="sr-only">Score: &lt;script&gt;alert\(1\)&lt;\/script&gt; 12, &quot;&gt;&lt;img src=x onerror=alert\(1\)&gt; 10\. Sets won 1 to 0\.<\/p>/,
    'the score in one sentence for screen readers',
  );
  assert.match(board, /Playing for 12 min/, 'how long the live match has run');
  assert.match(board, /<span class="eta-in">in 12 min<\/span>/);
  assert.match(board, /Pool A standings/);
  assert.match(board, /3rd place/);
  assert.match(board, /Net &quot;&gt;&lt;img/, 'paused court reason');
  const team = teamPage({ base: BASE, pub, teamId: 't1', isNew: false });
  assert.match(team, /You are playing now on <strong>court 1<\/strong>/);
  assert.match(team, /<team-app data-slug="beach-open" data-team="t1" data-since="1750000000000">/);
});

test('once play is over the board and display show the podium, the bracket by round, and no stale on-deck calls', () => {
  const bracketMatch = (id: string, a: string, b: string, winner: string, fields: Partial<PublicMatch>) =>
    pubMatch(id, a, b, { stage: 'bracket', poolId: '', status: 'final', winner: ref(winner), sets: [[21, 12]], ...fields });
  const bracket = [
    bracketMatch('s1', 't1', 't3', 't1', {
      label: 'Semifinal',
      slot: 1,
      feeds: 'F',
      feedsSide: 'A',
      loserFeeds: '3P',
      loserFeedsSide: 'A',
    }),
    bracketMatch('s2', 't2', 't4', 't2', {
      label: 'Semifinal',
      slot: 2,
      feeds: 'F',
      feedsSide: 'B',
      loserFeeds: '3P',
      loserFeedsSide: 'B',
    }),
    bracketMatch('F', 't1', 't2', 't1', { stage: 'final', label: 'Final', round: 2, slot: 1 }),
    bracketMatch('3P', 't3', 't4', 't3', { stage: 'final', label: '3rd place', round: 2, slot: 2 }),
  ];
  const played = pub.pools[0]!.matches.map((m) => ({ ...m, status: 'final' as const, live: null, court: null, winner: m.winner ?? m.a }));
  const over: PublicState = {
    ...pub,
    phase: 'final',
    banner: null,
    champion: ref('t1'),
    upNext: [],
    bracket,
    pools: [{ ...pub.pools[0]!, matches: played }],
    courts: pub.courts.map((c) => ({ ...c, match: null, upNext: [] })),
  };
  const board = landingPage({ base: BASE, pub: over });
  assertNoRawHostile(board, 'finished board');
  assert.match(
    board,
    /<section class="champion"><h2>Champion<\/h2><p class="champion-name"><a class="team" href="\/t\/beach-open\/teams\/t1">/,
  );
  assert.match(board, /Runner-up: <a class="team" href="\/t\/beach-open\/teams\/t2">/);
  assert.match(board, /Third: <a class="team" href="\/t\/beach-open\/teams\/t3">Sand Sharks<\/a>/);
  assert.not.match(board, /on deck, court 1/, 'the on-deck call of a match already played is gone');
  assert.match(board, /Pizza/, 'broadcasts stay');
  assert.not.match(board, /courts-section/, 'no empty courts and queue once play is over');
  // the bracket drawn by round, the winner marked on each line
  assert.match(board, /<p class="bx-col">Semifinals<\/p>/);
  assert.match(board, /<p class="bx-col">Final<\/p>/);
  assert.match(board, /<div class="bx-side won">\s*<a class="bx-name" href="\/t\/beach-open\/teams\/t1"/);
  const display = displayPage({ pub: over, url: 'http://x/t/beach-open' });
  assertNoRawHostile(display, 'finished display');
  assert.match(display, /<p class="d-final-name">&lt;script&gt;/);
  assert.match(display, /<span class="d-place">Third<\/span> <span class="d-podium-name">Sand Sharks<\/span>/);
  assert.not.match(display, /d-courts/);
  // while play goes on the on-deck call stays, and the display keeps its courts
  assert.match(landingPage({ base: BASE, pub }), /on deck, court 1/);
  assert.match(displayPage({ pub, url: 'http://x/t/beach-open' }), /d-courts/);
});

test('the desk shows private roster data, every control, and field errors on the creation form', () => {
  const desk = organizerPages.find(([w]) => w === 'desk')![1];
  for (const s of ['Captain Secretsson', '+1 555 0100', 'ZQ9X', 'Hidden Player']) assert.ok(desk.includes(s), `desk shows ${s}`);
  for (const action of [
    'phase',
    'banner',
    'broadcast',
    'regenerate',
    'score',
    'live',
    'forfeit',
    'swap',
    'pushback',
    'court',
    'team',
    'withdraw',
    'delete',
  ]) {
    assert.match(desk, new RegExp(`action="/admin/t/beach-open/${action}"`), `form for ${action}`);
  }
  assert.match(desk, /href="\/admin\/t\/beach-open\/events.csv"/);
  assert.match(desk, /href="\/admin\/t\/beach-open\/keeper-qr"/);
  assert.match(desk, /name="confirm" value="yes" required/);
  assert.match(desk, /Refused &quot;&gt;/);
  const home = deskHomePage({
    items: [],
    actor: 'o',
    form: { values: { name: 'X', date: '2026-02-30', courtCount: '4' }, fields: { date: 'Not a real date.' } },
  });
  assert.match(home, /id="date"[^>]*value="2026-02-30">\s*<p class="field-error" id="date-error">Not a real date\.<\/p>/);
  assert.match(deskHomePage({ items: [], actor: 'o' }), /id="courtCount"[^>]*value="4"/);
});

test('the keeper page carries slug, court and key as data attributes, escaped, and links its web app manifest', () => {
  const page = keeperPage({ pub, court: 1, k: 'k"<>' });
  assert.match(page, /<keeper-pad data-slug="beach-open" data-court="1" data-k="k&quot;&lt;&gt;"/);
  assert.match(page, /<link rel="manifest" href="\/keeper\/beach-open\/1\/manifest.webmanifest\?k=k%22%3C%3E">/);
  assert.not.match(page, /static\/keeper.js/);
});

test('qr helpers produce an SVG and a PNG', async () => {
  const svg = await qrSvg('http://localhost:3000/t/beach-open');
  assert.match(svg, /^<svg[\s\S]*<\/svg>\s*$/);
  const png = await qrPng('http://localhost:3000/t/beach-open');
  assert.is(png.subarray(1, 4).toString('ascii'), 'PNG');
});

test.run();
