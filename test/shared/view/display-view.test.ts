// The shared views of the TV display and the keeper pad: the server's tag and Lit's give the same markup (so the
// first paint and the component's first render match), text escaped, the display's HTML valid where the checker looked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nothing as litNothing } from 'lit';
import type { Localized } from '../../../shared/view/markup.js';
import { displayPages } from '../../../shared/view/display-pages.js';
import { BROADCAST_SHOWN_MS, displayView, notices, type DisplayScreen } from '../../../shared/view/display.js';
import { keeperView, type KeeperScreen } from '../../../shared/view/keeper.js';
import { checkinCodeView, checkinHeadView, checkinTapView, checkinTeams } from '../../../shared/view/desk-checkin.js';
import { importRowsView } from '../../../shared/view/desk-import.js';
import { project } from '../../../shared/public/project.js';
import type { ImportCheck, PublicState } from '../../../shared/engine/types.js';
import { escapeHtml } from '../../../server/pages/html.js';
import { markupFor } from '../../../server/pages/markup.js';
import { LIT_MARKUP } from '../../../client/components/lit-markup.js';
import { bracketTournament, goLive, readyMatch } from '../../fixtures/bracket.js';

/** A Lit template written out as the markup Lit would build: values in order, text escaped, `nothing` empty, `false` as "false". */
function litMarkup(v: unknown): string {
  if (v === litNothing || v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(litMarkup).join('');
  if (typeof v === 'object' && '_$litType$' in v) {
    const t = v as unknown as { strings: readonly string[]; values: unknown[] };
    return t.strings.reduce((out, s, i) => out + s + (i < t.values.length ? litMarkup(t.values[i]) : ''), '');
  }
  return escapeHtml(String(v));
}

/** Both sides' markup of a translated view, in English (the browser's words are the server's, as a page hands them over). */
const EN = markupFor('en');
function bothIn(view: <R>(mk: Localized<R>) => R): { server: string; lit: string } {
  return { server: String(view(EN)), lit: litMarkup(view({ ...LIT_MARKUP, words: EN.words })) };
}

const NOW = 1_700_000_000_000;

/** Eight teams in a bracket, two first-round matches on courts 1 and 2, a hostile team name. */
function livePub(): PublicState {
  const t = bracketTournament(8);
  t.phase = 'live';
  t.teams.t1!.name = '<script>alert("x")</script> & Co';
  for (const court of [1, 2]) goLive(t, readyMatch(t)!.id, court, NOW - 60_000);
  return project(t, NOW);
}

function screen(pub: PublicState, over: Partial<DisplayScreen> = {}): DisplayScreen {
  return { pub, pages: displayPages(pub), at: 0, url: 'https://example.test/t/test-open', now: NOW, ...over };
}

test('every display page is the same markup from the server tag and from Lit', () => {
  const pub = livePub();
  const pages = displayPages(pub);
  assert.ok(pages.length >= 2, pages.map((p) => p.key).join());
  for (let at = 0; at < pages.length; at++) {
    const { server, lit } = bothIn((mk) => displayView(mk, screen(pub, { at })));
    assert.is(server, lit, pages[at]!.key);
  }
  const registering = { ...pub, phase: 'checkin' as const };
  const reg = bothIn((mk) => displayView(mk, screen(registering)));
  assert.is(reg.server, reg.lit, 'the registration page');
  assert.match(reg.server, /class="d-teams"/);
});

test('the courts page shows a court card per court and names every team escaped', () => {
  const pub = livePub();
  const out = String(displayView(EN, screen(pub)));
  const courts = displayPages(pub).find((p) => p.kind === 'courts');
  assert.ok(courts && courts.kind === 'courts');
  assert.is(out.match(/<div class="d-slot"><article class="court /g)?.length, courts.courts.length);
  assert.not.match(out, /<script>/);
  assert.match(out, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; Co/);
});

test('a bracket page is a card per match: its name and court while live, each side escaped, its points', () => {
  const t = bracketTournament(8);
  t.phase = 'live';
  t.teams.t1!.name = '<b>Sand</b> & Co';
  goLive(t, 'W1-1', 1, NOW - 60_000);
  t.matches['W1-1']!.live = [12, 9];
  const pub = project(t, NOW);
  const pages = displayPages(pub);
  const at = pages.findIndex((p) => p.kind === 'bracket');
  const page = pages[at]!;
  assert.ok(page.kind === 'bracket' && page.title === 'Bracket — quarterfinals', page.title);
  const { server, lit } = bothIn((mk) => displayView(mk, screen(pub, { at })));
  assert.is(server, lit);
  assert.is(server.match(/<article class="d-match /g)?.length, 4, 'the four quarterfinals');
  assert.match(server, /<article class="d-match status-live"><p class="d-cap">Quarterfinal 1 · live on court 1<\/p>/);
  assert.match(server, /<span class="team">&lt;b&gt;Sand&lt;\/b&gt; &amp; Co<\/span><span class="pts"> <strong>12<\/strong><\/span>/);
  assert.not.match(server, /<b>Sand/);
});

test('a part of a paged pool keeps its rank numbers and says which part it is, the same on both sides', () => {
  const t = bracketTournament(12, { pools: Array.from({ length: 12 }, () => 'A') });
  t.phase = 'live';
  const pub = project(t, NOW);
  const standing = (i: number) => ({ teamId: `t${i}`, name: `Team ${i}`, w: 0, l: 0, setsW: 0, setsL: 0, pf: 0, pa: 0, pointDiff: 0 });
  const rows = Array.from({ length: 12 }, (_, i) => ({ ...standing(i + 1), decidedBy: 'wins' as const, status: 'registered' as const }));
  const paged = { ...pub, bracket: [], pools: [{ id: 'A', matches: [], standings: rows }] };
  const pages = displayPages(paged);
  const at = pages.findIndex((p) => p.kind === 'standings');
  const { server, lit } = bothIn((mk) => displayView(mk, screen(paged, { at })));
  assert.is(server, lit);
  assert.match(server, /<caption>Pool A standings \(1 of 2\)<\/caption>/);
  assert.match(server, /<caption>Pool A standings \(2 of 2\)<\/caption>/);
  const ranks = [...server.matchAll(/<tr class="[^"]*">\n<td>(\d+)<\/td>/g)].map((m) => Number(m[1]));
  assert.equal(
    ranks,
    Array.from({ length: 12 }, (_, i) => i + 1),
  );
});

test('the pager is a sentence for screen readers and a hidden "1 / n", with no aria-label on a p', () => {
  const out = String(displayView(EN, screen(livePub(), { at: 1 })));
  assert.match(out, /<p class="d-pager"><span class="sr-only">Screen 2 of \d+<\/span><span aria-hidden="true">2 \/ \d+<\/span><\/p>/);
  assert.not.match(out, /<p[^>]* aria-label=/);
});

test('the clock is a slot with a valid datetime, which the browser fills in its own time zone', () => {
  const first = String(displayView(EN, screen(livePub())));
  const iso = new Date(NOW).toISOString();
  assert.match(first, `<p class="d-clock"><time class="d-clock-time" datetime="${iso}" data-clock=""></time></p>`);
});

test('a broadcast shows for twenty minutes, the banner until it is cleared', () => {
  const pub = livePub();
  const broadcast = { kind: 'broadcast', at: NOW, text: 'Lunch is served', teams: [], match: '' };
  const sent = { ...pub, banner: 'Finals at 4', recentAlerts: [broadcast, ...pub.recentAlerts] };
  assert.equal(
    notices(sent, NOW + 60_000).map((a) => a.text),
    ['Lunch is served', ...notices(pub, NOW).map((a) => a.text)],
  );
  assert.not.ok(notices(sent, NOW + BROADCAST_SHOWN_MS).some((a) => a.kind === 'broadcast'));
  const out = String(displayView(EN, screen(sent, { now: NOW + BROADCAST_SHOWN_MS })));
  assert.match(out, /<p class="d-notice d-banner">Finals at 4<\/p>/);
  assert.not.match(out, /Lunch is served/);
});

const scoring: KeeperScreen = {
  court: 2,
  headline: 'Test Open · to 21, win by 2',
  status: { tone: 'saved', state: 'online', pending: 0, text: 'Online · all scores saved' },
  refused: null,
  handover: { role: 'scoring', otherPads: 1, otherScoring: false },
  match: {
    title: 'Quarterfinal 1',
    a: 'Sand <Sharks>',
    b: 'Dig Dug',
    setLine: 'Set 1 · to 21',
    points: [20, 18],
    sets: [],
    unsaved: true,
    online: true,
    open: true,
    controls: { undo: 'Undo point for Sand <Sharks>', decided: null, waiting: null },
  },
  paused: null,
  message: { text: 'Saved.', error: false },
  next: { a: 'Net Results', b: null, title: 'Semifinal 1', when: 'in 20 min' },
};

test('the keeper pad is the same markup from the server tag and from Lit, scoring, following, paused and refused', () => {
  const screens: KeeperScreen[] = [
    scoring,
    {
      ...scoring,
      handover: { role: 'watching', otherPads: 1, otherScoring: true },
      match: { ...scoring.match!, open: false, controls: null },
    },
    { ...scoring, match: null, paused: { reason: 'net repair' } },
    { ...scoring, refused: { sentence: 'This QR code is not valid for court 2.', retry: false } },
  ];
  for (const s of screens) {
    const { server, lit } = bothIn((mk) => keeperView(mk, s));
    assert.is(server, lit);
  }
});

test('the keeper pad: point buttons take taps only when open, names escaped, actions named in data-act', () => {
  const open = String(keeperView(EN, scoring));
  assert.is(open.match(/<button type="button" class="k-plus" data-side="\d" data-act="point">/g)?.length, 2);
  assert.match(open, /<h2 class="k-team" id="k-team-0">Sand &lt;Sharks&gt;<\/h2>/);
  assert.match(open, /data-act="undo">Undo point for Sand &lt;Sharks&gt;</);
  assert.match(open, /<p class="k-unsaved">Not saved on the server yet: sending…<\/p>/);
  assert.match(open, /This pad scores court 2; another pad is open and follows\./);
  const following = String(keeperView(EN, { ...scoring, match: { ...scoring.match!, open: false, unsaved: false, controls: null } }));
  assert.is(following.match(/data-act="point" disabled>/g)?.length, 2);
  assert.match(following, /<p class="k-unsaved" hidden>/);
  assert.not.match(following, /k-undo/);
  const paused = String(keeperView(EN, { ...scoring, match: null, paused: { reason: 'net repair' } }));
  assert.match(paused, /Court 2 is paused: net repair\./);
  const refused = String(keeperView(EN, { ...scoring, refused: { sentence: 'Not valid.', retry: true } }));
  assert.not.match(refused, /k-plus/);
  assert.match(refused, /data-act="retry">Try again</);
});

test('the desk check-in and import pieces: the same markup on both sides, names escaped, teams by seed', () => {
  const t = bracketTournament(4);
  t.teams.t3!.name = 'Dig <Dug>';
  t.teams.t2!.arrived = true;
  t.teams.t4!.status = 'withdrawn';
  const teams = checkinTeams(t.teams);
  assert.equal(
    teams.map((x) => [x.id, x.arrived]),
    [
      ['t1', false],
      ['t2', true],
      ['t3', false],
    ],
  );
  const row = bothIn(
    (mk) => mk.html`${checkinHeadView(mk, teams)}${teams.map((x) => mk.html`${checkinTapView(mk, x)}${checkinCodeView(mk, x)}`)}`,
  );
  assert.is(row.server, row.lit);
  assert.match(row.server, /1 of 3 checked in · 2 missing/);
  assert.match(row.server, /<span class="checkin-name">Dig &lt;Dug&gt;<\/span><span class="checkin-state">Not here yet<\/span>/);
  const rows: ImportCheck[] = [
    { line: 2, name: 'Sand <Sharks>', ok: true, errors: [] },
    { line: 3, name: '', ok: false, errors: ['The team name is missing.'] },
  ];
  for (const added of [false, true]) {
    const table = bothIn((mk) => importRowsView(mk, rows, added));
    assert.is(table.server, table.lit);
    assert.match(table.server, added ? /<span class="badge ok">Added<\/span>/ : /<span class="badge ok">Ready<\/span>/);
  }
  assert.match(String(importRowsView(EN, rows)), /Sand &lt;Sharks&gt;.*\(no name\).*The team name is missing\./s);
  assert.is(String(importRowsView(EN, [])), '');
});

test.run();
