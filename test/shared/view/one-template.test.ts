// One template per view: the shared public views rendered with the server's markup on real engine
// states read as a person expects (the board, a team page, the queue, a pool, the bracket), escape what teams type,
// and leave clock times to the browser. The same functions give <board-app> and <team-app> their markup.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import type { Intent, PublicState, Tournament } from '../../../shared/engine/types.js';
import { project } from '../../../shared/public/project.js';
import { alertsView } from '../../../shared/view/announcements.js';
import { boardView } from '../../../shared/view/board.js';
import { bracketDrawingView } from '../../../shared/view/bracket-drawing.js';
import { courtCardView } from '../../../shared/view/court-card.js';
import { standingsView } from '../../../shared/view/standings.js';
import { teamPageView } from '../../../shared/view/team-page.js';
import { upNextView } from '../../../shared/view/up-next-list.js';
import { html, type Html } from '../../../server/pages/html.js';
import { markupFor } from '../../../server/pages/markup.js';

const mk = markupFor('en');
import { ORGANIZER_CTX, must, prng, seededTournament } from '../../../harness/sim.js';

const T0 = 1_700_000_000_000;
const rand = prng(14);

function run(t: Tournament, ...intents: Intent[]): Tournament {
  for (const intent of intents) t = must(apply(t, intent, ORGANIZER_CTX(T0, rand))).state;
  return t;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#96;': '`' };

/** The words a sighted reader sees: tags and screen-reader-only sentences dropped, entities decoded, spaces collapsed. */
function seen(h: Html): string {
  return h.value
    .replace(/<(p|span) class="sr-only">[^<]*<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#a-z0-9]+;/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

const bracketHost = () => html`<bracket-view></bracket-view>`;
const board = (pub: PublicState) => boardView(mk, pub, { now: pub.generatedAt, bracket: bracketHost });

/** Eight teams in two pools of four on two courts, live, a point scored on court 1, a broadcast. */
function livePools(): PublicState {
  let t = run(
    seededTournament({ teams: 8, courts: 2, stages: ['pool'] }, rand, T0),
    { type: 'generatePools', poolSize: 4 },
    { type: 'phase', phase: 'live' },
    { type: 'broadcast', text: 'Lunch <b>is</b> served & "free"' },
  );
  const m = Object.values(t.matches).find((x) => x.court === 1 && x.status === 'live')!;
  t = run(t, { type: 'keeperLive', court: 1, match: m.id, a: 7, b: 5, sets: [] });
  return project(t, T0 + 12 * 60_000);
}

test('the live board reads: name, phase, the announcement, each court with its score and running time, the queue and the pools', () => {
  const pub = livePools();
  const text = seen(board(pub));
  assert.ok(text.startsWith('Sim Open 2026-06-01 Live Pools: 1 set to 21'), text.slice(0, 80));
  assert.match(text, /Announcements Lunch <b>is<\/b> served & "free"/, 'the broadcast, as typed');
  const live = pub.courts[0]!.match!;
  assert.ok(
    text.includes(`Court 1 Live Pool ${live.poolId} · round 1 ${live.a!.name} 0 7 ${live.b!.name} 0 5`),
    'court 1: names, sets won, points',
  );
  assert.match(text, /Playing for 12 min/, 'counted to when the document was built');
  assert.match(text, /Up next Court \d Team \d+ vs Team \d+ in \d+ min/);
  assert.match(text, /Pools Pool A Pool A standings # Team W L Sets \+\/- 1 Team/);
  assert.not.match(text, /about \d\d:\d\d|TBD|undefined|null|NaN/, 'no clock time, no placeholder');
});

test('what teams type is escaped, never markup', () => {
  const pub = livePools();
  const out = board(pub).value;
  assert.ok(out.includes('Lunch &lt;b&gt;is&lt;/b&gt; served &amp; &quot;free&quot;'));
  assert.not.ok(out.includes('<b>is</b>'));
});

test('clock times are slots for the browser: the ETA and an announcement carry their time, not its words', () => {
  const pub = livePools();
  const later = pub.upNext.find((e) => e.etaMin > 0)!;
  const at = new Date(pub.generatedAt + later.etaMin * 60_000).toISOString();
  assert.ok(upNextView(mk, pub).value.includes(`<time class="eta-clock" datetime="${at}" data-clock="about "></time>`));
  const alert = pub.recentAlerts[0]!;
  assert.ok(
    alertsView(mk, [alert], 3).value.includes(
      `<time class="alert-at" datetime="${new Date(alert.at).toISOString()}" data-clock=""></time>`,
    ),
  );
});

test("a team page says where and when it plays: playing now with the score, on deck with its court, a queued team's wait", () => {
  const pub = livePools();
  const live = pub.courts[0]!.match!;
  const now = seen(teamPageView(mk, pub, live.a!.id));
  assert.match(now, new RegExp(`^Sim Open ${live.a!.name} Seed \\d+ · Pool ${live.poolId} Live`));
  assert.match(now, /Your next match You are playing now on court 1 Pool . · round 1/);
  assert.match(now, /Results No results yet\./);
  const deck = pub.upNext.find((e) => e.status === 'on_deck')!;
  const waiting = [deck.a!, deck.b!].find((x) => !pub.courts.some((c) => c.match?.a?.id === x.id || c.match?.b?.id === x.id))!;
  const mine = seen(teamPageView(mk, pub, waiting.id));
  assert.match(mine, new RegExp(`You are on deck: court ${deck.court} Get ready by the court: you play next there\\. vs`));
  assert.ok(teamPageView(mk, pub, waiting.id).value.includes('<tr class="me">'), 'its own row in its pool, marked');
});

test('a result reads from the team side: W or L, the opponent, sets won and the points, its own first', () => {
  const t = run(
    seededTournament({ teams: 8, courts: 2, stages: ['pool'] }, prng(1), T0),
    { type: 'generatePools', poolSize: 4 },
    { type: 'phase', phase: 'live' },
  );
  const m = Object.values(t.matches).find((x) => x.court === 1 && x.status === 'live')!;
  const done = run(t, { type: 'score', match: m.id, sets: [[15, 21]] });
  const pub = project(done, T0 + 30 * 60_000);
  const b = pub.teams.find((x) => x.id === m.b)!;
  const a = pub.teams.find((x) => x.id === m.a)!;
  assert.match(seen(teamPageView(mk, pub, b.id)), new RegExp(`Results W vs ${a.name} 1-0 \\(21-15\\)`));
  assert.match(seen(teamPageView(mk, pub, a.id)), new RegExp(`Results L vs ${b.name} 0-1 \\(15-21\\)`));
});

test('a paused court says why; an open one waits; a pool table names the tiebreak in words', () => {
  let t = run(seededTournament({ teams: 4, courts: 2, stages: ['pool'] }, rand, T0), { type: 'generatePools', poolSize: 4 });
  const pub = project(t, T0);
  const open = seen(courtCardView(mk, pub, pub.courts[1]!, { now: T0 }));
  assert.is(open, 'Court 2 Open Waiting for the next match.');
  t = run(t, { type: 'phase', phase: 'live' });
  const table = seen(standingsView(mk, project(t, T0), project(t, T0).pools[0]!));
  assert.match(table, /^Pool A standings # Team W L Sets \+\/- 1 Team \d ahead on seed 0 0 0-0 0 2 Team \d behind on seed /);
  assert.match(table, /Ties broken by head-to-head, then set ratio, then point ratio, then point difference, then seed\.$/);
});

test('the board before the draw and the bracket: an empty board says so, a drawn bracket names its matches', () => {
  const checkin = project(seededTournament({ teams: 3, courts: 1, stages: ['bracket'] }, rand, T0), T0);
  assert.match(seen(board({ ...checkin, phase: 'closed' })), /Play has not been drawn yet\. 3 teams registered\.$/);
  const t = run(
    seededTournament({ teams: 4, courts: 1, stages: ['bracket'] }, rand, T0),
    { type: 'generateBracket', perPool: 0, wildcards: 0, bracketType: 'single', thirdPlace: true },
    { type: 'phase', phase: 'live' },
  );
  const pub = project(t, T0);
  const drawing = seen(bracketDrawingView(mk, pub));
  assert.match(drawing, /Semifinal 1/);
  assert.match(drawing, /Final/);
  assert.match(seen(board(pub)), /Bracket Full-width and printable bracket/);
  assert.ok(board(pub).value.includes('<bracket-view></bracket-view>'), "the bracket's host comes from the caller");
});

test.run();
