// The venue views (docs/api.md, Events): the venue board and the venue TV rendered with the server's markup read as a person
// expects (each court with its division, the venue's up next, the divisions, the registration landing), page the
// courts as the tournament TV does, escape what organizers and teams type, and a division's own views name its event.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PublicMatch } from '../../../shared/engine/types.js';
import type { PublicVenue } from '../../../shared/public/public-venue.js';
import { partOfView } from '../../../shared/view/part-of.js';
import { venueBoardView } from '../../../shared/view/venue-board.js';
import { venueDisplayView, venuePages } from '../../../shared/view/venue-display.js';
import { COURTS_PER_PAGE } from '../../../shared/view/display-pages.js';
import type { Html } from '../../../server/pages/html.js';
import { markupFor } from '../../../server/pages/markup.js';

const mk = markupFor('en');

const T0 = 1_700_000_000_000;

function match(id: string, a: string, b: string, extra: Partial<PublicMatch> = {}): PublicMatch {
  return {
    id,
    stage: 'pool',
    round: 1,
    slot: 1,
    label: null,
    status: 'live',
    court: null,
    a: { id: `${id}a`, name: a },
    b: { id: `${id}b`, name: b },
    winner: null,
    sets: [],
    live: [11, 9],
    feeds: '',
    feedsSide: '',
    loserFeeds: '',
    loserFeedsSide: '',
    conditional: false,
    poolId: 'A',
    rev: 1,
    workTeam: null,
    ...extra,
  } as PublicMatch;
}

const MEN = { slug: 'men', name: "Men's Open" };
const WOMEN = { slug: 'women', name: "Women's Open" };

function venue(courtCount: number, o: Partial<PublicVenue> = {}): PublicVenue {
  return {
    slug: 'beach-day',
    name: 'Beach Day',
    date: '2026-07-09',
    banner: '',
    courtCount,
    restMin: 0,
    divisions: [
      { ...MEN, phase: 'live', champion: null },
      { ...WOMEN, phase: 'live', champion: null },
    ],
    courts: Array.from({ length: courtCount }, (_, i) => {
      const d = i % 2 === 0 ? MEN : WOMEN;
      return {
        court: i + 1,
        status: 'open' as const,
        division: d,
        match: match(`M${i + 1}`, `Sand ${i + 1}A`, `Sand ${i + 1}B`, { court: i + 1 }),
        startedAt: T0 - 12 * 60_000,
      };
    }),
    upNext: [
      {
        ...match('Q1', 'Next One', 'Next Two', { status: 'on_deck', live: null, court: 2 }),
        court: 2,
        etaMin: 12,
        tentative: false,
        division: WOMEN,
      },
    ],
    recentAlerts: [],
    generatedAt: T0,
    ...o,
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#96;': '`' };
/** The words a reader sees: tags dropped, entities decoded, spaces collapsed. */
const text = (h: Html) =>
  h.value
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#a-z0-9]+;/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ');

test('the venue board shows each court with its division and live score, the venue up next with its division, and each division', () => {
  const out = venueBoardView(mk, venue(3));
  const words = text(out);
  assert.match(words, /Court 1 Live Men's Open .*Sand 1A 0 11 Sand 1B 0 9/);
  assert.match(words, /Court 2 Live Women's Open/);
  assert.ok(out.value.includes('<a class="team" href="/t/men/teams/M1a">Sand 1A</a>'), 'team links go to the division');
  assert.match(words, /Up next Court 2 Next One vs Next Two in 12 min .*Women's Open · .* · on deck/);
  assert.ok(out.value.includes('<a class="division" href="/t/women">Women&#39;s Open</a>'));
  assert.match(words, /Divisions Men's Open Live Women's Open Live/);
  assert.not.match(words, /Register a team/);
});

test('a division with a champion shows it on the venue board; an idle and a paused court say so', () => {
  const v = venue(2, {
    divisions: [
      { ...MEN, phase: 'final', champion: { id: 't9', name: 'Gold Team' } },
      { ...WOMEN, phase: 'live', champion: null },
    ],
  });
  v.courts = [
    { court: 1, status: 'open', division: null, match: null, startedAt: null },
    { court: 2, status: 'paused', division: null, match: null, startedAt: null },
  ];
  const words = text(venueBoardView(mk, v));
  assert.match(words, /Men's Open Final results Champion: Gold Team/);
  assert.match(words, /Court 1 Open Waiting for the next match/);
  assert.match(words, /Court 2 Paused No play on this court for now/);
});

test('in checkin the venue board lists the divisions open for registration, each linking to its form', () => {
  const v = venue(2, {
    divisions: [
      { ...MEN, phase: 'checkin', champion: null },
      { ...WOMEN, phase: 'live', champion: null },
      { slug: 'coed', name: 'Coed B', phase: 'checkin', champion: null },
    ],
  });
  const out = venueBoardView(mk, v).value;
  assert.ok(out.includes('<a class="btn primary big" href="/t/men">Register for Men&#39;s Open</a>'));
  assert.ok(out.includes('href="/t/coed">Register for Coed B</a>'));
  assert.not.ok(out.includes('Register for Women'));
});

test('the venue TV puts at most six courts on a screen and names each court card by its division', () => {
  const v = venue(14);
  const pages = venuePages(v);
  const courts = pages.filter((p) => p.kind === 'courts');
  assert.equal(
    courts.map((p) => (p.kind === 'courts' ? p.courts.length : 0)),
    [5, 5, 4],
  );
  assert.ok(courts.every((p) => p.kind === 'courts' && p.courts.length <= COURTS_PER_PAGE));
  assert.equal(
    courts.flatMap((p) => (p.kind === 'courts' ? p.courts : [])),
    Array.from({ length: 14 }, (_, i) => i + 1),
  );
  assert.ok(pages.some((p) => p.kind === 'upnext'));
  const screen = venueDisplayView(mk, { venue: v, pages, at: 0, url: 'https://x.test/e/beach-day', now: T0 });
  assert.match(screen.value, /<h2 class="d-title" id="d-title">Courts 1–5 of 14<\/h2>/);
  assert.match(text(screen), /Court 1 Live Men's Open/);
  assert.match(screen.value, /<img class="d-qr-small" src="\/e\/beach-day\/qr.svg"/);
  // each card: how long its match has run, and the court's next match, with its division when another one plays it
  assert.match(text(screen), /Court 2 Live Women's Open .*Playing for 12 min Next: Next One vs Next Two · in 12 min/);
  assert.is(screen.value.split('class="court-clock"').length - 1, 5);
});

test("a court's next match of another division is named with its division", () => {
  const v = venue(3);
  v.upNext[0]!.court = 1;
  const words = text(venueBoardView(mk, v, T0));
  assert.match(words, /Court 1 Live Men's Open .*Playing for 12 min Next: Next One vs Next Two · Women's Open · in 12 min/);
});

test('the venue TV opens on the registration QR while a division takes registrations', () => {
  const v = venue(2, { divisions: [{ ...MEN, phase: 'checkin', champion: null }], courts: [], upNext: [] });
  const pages = venuePages(v);
  assert.equal(
    pages.map((p) => p.kind),
    ['register', 'divisions'],
  );
  const screen = venueDisplayView(mk, { venue: v, pages, at: 0, url: 'https://x.test/e/beach-day', now: T0 });
  assert.match(screen.value, /<img class="d-qr" src="\/e\/beach-day\/qr.svg" alt="QR code for https:\/\/x.test\/e\/beach-day"/);
  assert.match(text(screen), /Scan to register your team .* Open: Men's Open/);
});

test('the banner and a recent broadcast show on the venue TV and board; an old broadcast leaves the TV', () => {
  const v = venue(2, {
    banner: 'Lunch at noon',
    recentAlerts: [{ kind: 'broadcast', text: 'Court 2 is wet', at: T0 - 60_000, teams: [], match: '' }],
  });
  const pages = venuePages(v);
  const tv = text(venueDisplayView(mk, { venue: v, pages, at: 0, url: 'u', now: T0 }));
  assert.match(tv, /Lunch at noon/);
  assert.match(tv, /Court 2 is wet/);
  const later = text(venueDisplayView(mk, { venue: v, pages, at: 0, url: 'u', now: T0 + 60 * 60_000 }));
  assert.not.match(later, /Court 2 is wet/);
  assert.match(text(venueBoardView(mk, v)), /Lunch at noon .*Announcements .*Court 2 is wet/);
});

test('names organizers and teams type are escaped on the venue views', () => {
  const evil = '<img src=x onerror=alert(1)>';
  const v = venue(2, { name: evil, banner: evil });
  v.divisions[0]!.name = evil;
  v.courts[0]!.division = { slug: 'men', name: evil };
  v.courts[0]!.match!.a = { id: 'x', name: evil };
  for (const out of [venueBoardView(mk, v), venueDisplayView(mk, { venue: v, pages: venuePages(v), at: 1, url: evil, now: T0 })]) {
    assert.not.ok(out.value.includes('<img src=x'), out.value.slice(0, 200));
    assert.ok(out.value.includes('&lt;img src=x onerror=alert(1)&gt;'));
  }
});

test("a division's pages say which event it is part of; a tournament on its own says nothing", () => {
  assert.is(
    partOfView(mk, { event: { slug: 'beach-day', name: 'Beach <Day>' } }).value,
    '<p class="part-of">Part of <a href="/e/beach-day">Beach &lt;Day&gt;</a></p>',
  );
  assert.is(partOfView(mk, { event: null }).value, '');
  assert.is(partOfView(mk, {}).value, '');
});

test.run();
