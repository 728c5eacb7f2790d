// The live board, the team page and the TV display: rebuilds #live from the public state on every push.
// Built with textContent only (see dom.js), so no team name can inject markup.
import { h, setText } from './dom.js';
import { follow, showStatus } from './feed.js';

/** @typedef {{ id: string, name: string }} TeamRef */
/** @typedef {{ id: string, stage: string, round: number, slot: number | null, label: string | null, status: string, court: number | null, a: TeamRef | null, b: TeamRef | null, winner: TeamRef | null, sets: [number, number][], live: [number, number] | null, poolId?: string | null, conditional?: boolean, etaMin?: number, tentative?: boolean }} Match */

const PHASE = { checkin: 'Registration open', closed: 'Registration closed', live: 'Live', final: 'Final results' };
const STATUS = { pending: 'Waiting', on_deck: 'On deck', live: 'Live', final: 'Final', forfeit: 'Forfeit', void: 'Void', bye: 'Bye' };
const STAGE = { pool: 'Pool', bracket: 'Bracket', losers: 'Losers bracket', final: 'Final' };

const body = document.body;
const slug = body.dataset.slug || '';
const mode = body.dataset.mode || 'board';
const teamId = body.dataset.team || '';

/** @template T @param {T[] | null | undefined} a @returns {T[]} */
const arr = (a) => (Array.isArray(a) ? a : []);
/** @param {TeamRef | null | undefined} r */
const sideName = (r) => (r ? r.name : 'TBD');
/** @param {[number, number][]} sets */
const setsText = (sets) => arr(sets).map(([a, b]) => `${a}-${b}`).join(', ');
/** @param {number} min */
const etaText = (min) => (min <= 0 ? 'now' : `~${min} min`);
/** @param {[number, number][]} sets @returns {[number, number]} */
function setCount(sets) {
  let a = 0; let b = 0;
  for (const [x, y] of arr(sets)) { if (x > y) a++; else if (y > x) b++; }
  return [a, b];
}
/** @param {Match} m */
function matchTitle(m) {
  if (m.label) return m.label;
  if (m.stage === 'pool') return `Pool ${m.poolId ?? ''} · round ${m.round}`;
  return `${STAGE[/** @type {keyof STAGE} */ (m.stage)] ?? m.stage} · round ${m.round}${m.slot != null ? ` · match ${m.slot}` : ''}`;
}
/** @param {Match} m @param {string} id */
const hasTeam = (m, id) => m.a?.id === id || m.b?.id === id;
/** @param {Match} m @param {string} id */
const opponent = (m, id) => (m.a?.id === id ? m.b : m.a);

/** @param {TeamRef | null} ref @param {string} [me] @param {string} [extra] more classes */
function teamLink(ref, me, extra = '') {
  if (!ref) return h('span', { class: 'team tbd', text: 'TBD' });
  return h('a', { class: `team${ref.id === me ? ' me' : ''}${extra ? ` ${extra}` : ''}`, href: `/t/${encodeURIComponent(slug)}/teams/${encodeURIComponent(ref.id)}`, text: ref.name });
}

const DECIDED = ['final', 'forfeit', 'void', 'bye'];

/** `won`/`lost` for a side of a decided match. @param {Match} m @param {TeamRef | null} ref */
function sideClass(m, ref) {
  if (!ref || !m.winner || !DECIDED.includes(m.status)) return '';
  return m.winner.id === ref.id ? 'won' : 'lost';
}

/** Broadcasts, and on-deck calls for matches not started yet (server/pages/board-html.ts). @param {any} pub */
function currentAlerts(pub) {
  const status = new Map(allMatches(pub).map((m) => [m.id, m.status]));
  return arr(pub.recentAlerts).filter((a) => a && (a.kind !== 'on_deck' || !a.match || ['pending', 'on_deck'].includes(status.get(a.match) ?? 'pending')));
}

/** Champion, runner-up and third place, as far as the results tell. @param {any} pub */
function podium(pub) {
  const champion = pub.champion;
  if (!champion) return null;
  /** @param {Match | undefined} m */
  const other = (m) => (m?.winner ? (m.a?.id === m.winner.id ? m.b : m.a) : null);
  /** @type {Match[]} */
  const bracket = arr(pub.bracket);
  if (bracket.length) {
    const decided = bracket.filter((m) => DECIDED.includes(m.status) && m.winner);
    const title = decided.filter((m) => m.stage === 'final' && !m.feeds && m.winner?.id === champion.id).sort((x, y) => y.round - x.round)[0];
    const thirdMatch = decided.find((m) => m.stage === 'final' && bracket.some((x) => /** @type {any} */ (x).loserFeeds === m.id && x.stage === 'bracket'));
    const losersFinal = decided.find((m) => m.stage === 'losers' && bracket.some((x) => x.id === /** @type {any} */ (m).feeds && x.stage === 'final'));
    return { champion, second: other(title), third: thirdMatch?.winner ?? other(losersFinal) };
  }
  const pools = arr(pub.pools);
  if (pools.length === 1) {
    const s = arr(pools[0].standings);
    const ref = (/** @type {number} */ i) => (s[i] ? { id: s[i].teamId, name: s[i].name } : null);
    return { champion, second: ref(1), third: ref(2) };
  }
  return { champion, second: null, third: null };
}

/** Play is over: a champion, nothing on court and nothing waiting. @param {any} pub */
const playOver = (pub) => Boolean(pub.champion) && arr(pub.upNext).length === 0 && !arr(pub.courts).some((c) => c.match);

/** @param {any} pub */
function championEl(pub) {
  const p = podium(pub);
  if (!p) return null;
  return h('section', { class: 'champion' }, h('h2', { text: 'Champion' }), h('p', { class: 'champion-name' }, teamLink(p.champion)),
    p.second || p.third ? h('p', { class: 'podium' },
      p.second ? h('span', {}, 'Runner-up: ', teamLink(p.second)) : null,
      p.third ? h('span', {}, 'Third: ', teamLink(p.third)) : null) : null);
}

/** @param {Match} m @param {string} [me] */
function liveScore(m, me) {
  const live = m.live || [0, 0];
  const [sa, sb] = setCount(m.sets);
  return h('div', { class: 'score' },
    h('p', { class: 'match-title', text: matchTitle(m) }),
    h('div', { class: 'side' }, teamLink(m.a, me), h('span', { class: 'sets-won', title: 'Sets won', text: sa }), h('span', { class: 'pts', text: live[0] })),
    h('div', { class: 'side' }, teamLink(m.b, me), h('span', { class: 'sets-won', title: 'Sets won', text: sb }), h('span', { class: 'pts', text: live[1] })),
    arr(m.sets).length ? h('p', { class: 'set-list', text: `Sets: ${setsText(m.sets)}` }) : null);
}

/** @param {any} c @param {string} [me] */
function courtCard(c, me) {
  const m = c.match;
  const next = arr(c.upNext)[0];
  const state = c.status === 'paused' ? 'Paused' : m ? 'Live' : 'Open';
  return h('article', { class: `court court-${c.status}${m ? ' has-match' : ''}` },
    h('header', {}, h('h3', { text: `Court ${c.court}` }), h('span', { class: `badge court-state-${state.toLowerCase()}`, text: state })),
    c.status === 'paused' && c.reason ? h('p', { class: 'reason', text: c.reason }) : null,
    m ? liveScore(m, me) : h('p', { class: 'idle', text: c.status === 'paused' ? 'No play on this court for now.' : 'Waiting for the next match.' }),
    next ? h('p', { class: 'next', text: `Next: ${sideName(next.a)} vs ${sideName(next.b)} · ${etaText(next.etaMin)}` }) : null);
}

/** @param {Match[]} entries @param {string} [me] */
function upNextList(entries, me) {
  if (entries.length === 0) return h('p', { class: 'empty', text: 'Nothing queued.' });
  return h('ol', { class: 'upnext' }, entries.map((e) => h('li', { class: `${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}` },
    h('span', { class: 'where', text: `Court ${e.court}` }),
    h('span', { class: 'who' }, teamLink(e.a, me), ' ', h('span', { class: 'vs', text: 'vs' }), ' ', teamLink(e.b, me)),
    h('span', { class: 'eta', text: `${etaText(e.etaMin ?? 0)}${e.tentative ? ' (if results hold)' : ''}` }),
    h('span', { class: 'what', text: `${matchTitle(e)}${e.status === 'on_deck' ? ' · on deck' : ''}` }))));
}

/** @param {any} pool @param {string} [me] */
function standingsTable(pool, me) {
  const head = ['#', 'Team', 'W', 'L', 'Sets', '+/-'];
  return h('div', { class: 'table-wrap' }, h('table', { class: 'standings' },
    h('caption', { text: `Pool ${pool.id} standings` }),
    h('thead', {}, h('tr', {}, head.map((t) => h('th', { scope: 'col', text: t })))),
    h('tbody', {}, arr(pool.standings).map((s, i) => h('tr', { class: `${s.teamId === me ? 'me' : ''}${s.status === 'withdrawn' ? ' withdrawn' : ''}` },
      h('td', { text: i + 1 }),
      h('td', {}, teamLink({ id: s.teamId, name: s.name }, me), s.status === 'withdrawn' ? ' (withdrawn)' : null,
        s.decidedBy && s.decidedBy !== 'wins' ? [' ', h('span', { class: 'tiebreak', title: 'Order decided by', text: s.decidedBy })] : null),
      h('td', { text: s.w }), h('td', { text: s.l }), h('td', { text: `${s.setsW}-${s.setsL}` }),
      h('td', { text: s.pointDiff > 0 ? `+${s.pointDiff}` : s.pointDiff }))))));
}

/** @param {Match} m @param {string} [me] */
function matchRow(m, me) {
  const result = m.status === 'live' && m.live ? `${m.live[0]}-${m.live[1]}` : setsText(m.sets);
  const where = m.court != null && (m.status === 'live' || m.status === 'on_deck') ? ` · court ${m.court}` : '';
  return h('li', { class: `match status-${m.status}` },
    h('span', { class: 'who' }, teamLink(m.a, me, sideClass(m, m.a)), ' ', h('span', { class: 'vs', text: 'vs' }), ' ', teamLink(m.b, me, sideClass(m, m.b))),
    h('span', { class: 'result', text: result }),
    h('span', { class: `badge status-${m.status}`, text: `${STATUS[/** @type {keyof STATUS} */ (m.status)] ?? m.status}${where}` }));
}

/** @param {Match[]} bracket */
function bracketColumns(bracket) {
  /** @type {Map<string, { title: string, order: number, matches: Match[] }>} */
  const cols = new Map();
  for (const m of bracket) {
    const key = m.stage === 'final' ? 'final' : `${m.stage}-${m.round}`;
    const title = m.stage === 'final' ? 'Finals' : m.stage === 'losers' ? `Losers round ${m.round}` : `Round ${m.round}`;
    const order = m.stage === 'bracket' ? m.round : m.stage === 'losers' ? 1000 + m.round : 9999;
    const col = cols.get(key) || { title, order, matches: [] };
    col.matches.push(m);
    cols.set(key, col);
  }
  return [...cols.values()].sort((x, y) => x.order - y.order).map((c) => {
    const matches = c.matches.sort((x, y) => (x.slot ?? 0) - (y.slot ?? 0));
    // a column whose matches share a label is titled by it ("Semifinal" x2 -> "Semifinals")
    const label = matches[0]?.label;
    const shared = label && matches.every((m) => m.label === label) ? (matches.length > 1 && /final$/.test(label) ? `${label}s` : label) : null;
    return { title: shared ?? c.title, labelled: shared !== null, matches };
  });
}

/** @param {any} pub @param {string} [me] */
function poolsSection(pub, me) {
  const pools = arr(pub.pools);
  if (pools.length === 0) return null;
  return h('section', { class: 'pools' }, h('h2', { text: 'Pools' }), pools.map((p) => h('div', { class: 'pool' },
    h('h3', { text: `Pool ${p.id}` }), standingsTable(p, me),
    h('details', { 'data-key': `pool-${p.id}` }, h('summary', { text: `Matches (${arr(p.matches).length})` }),
      h('ul', { class: 'matches' }, arr(p.matches).map((m) => matchRow(m, me)))))));
}

/** @param {any} pub @param {string} [me] */
function bracketSection(pub, me) {
  const bracket = arr(pub.bracket);
  if (bracket.length === 0) return null;
  return h('section', { class: 'bracket' }, h('h2', { text: 'Bracket' }), h('div', { class: 'rounds' }, bracketColumns(bracket).map((col) => h('div', { class: 'round' },
    h('h3', { text: col.title }),
    h('ul', { class: 'matches' }, col.matches.map((m) => [m.label && !col.labelled ? h('li', { class: 'match-label', text: m.label }) : null, matchRow(m, me)]))))));
}

/** @param {string | null} banner */
const bannerEl = (banner) => (banner ? h('p', { class: 'banner', role: 'status', text: banner }) : null);

/** @param {any[]} alerts @param {number} max */
function alertsEl(alerts, max) {
  if (alerts.length === 0) return null;
  return h('section', { class: 'alerts' }, h('h2', { text: 'Announcements' }), h('ul', {}, alerts.slice(0, max).map((a) => {
    const at = new Date(a.at);
    const time = Number.isNaN(at.getTime()) ? '' : `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    return h('li', { class: `alert kind-${a.kind}` }, h('time', { text: time }), ' ', a.text);
  })));
}

/** @param {any} pub */
function allMatches(pub) {
  return [...arr(pub.pools).flatMap((p) => arr(p.matches)), ...arr(pub.bracket)];
}

/** @param {any} pub */
function boardView(pub) {
  const courts = arr(pub.courts);
  const active = courts.some((c) => c.match) || (pub.phase === 'live' && !playOver(pub));
  const drawn = arr(pub.pools).length > 0 || arr(pub.bracket).length > 0;
  return [
    bannerEl(pub.banner),
    pub.notes ? h('p', { class: 'notes', text: pub.notes }) : null,
    alertsEl(currentAlerts(pub), 3),
    championEl(pub),
    active ? h('section', { class: 'courts-section' }, h('h2', { text: 'Courts' }), h('div', { class: 'courts' }, courts.map((c) => courtCard(c)))) : null,
    active ? h('section', { class: 'upnext-section' }, h('h2', { text: 'Up next' }), upNextList(arr(pub.upNext))) : null,
    poolsSection(pub),
    bracketSection(pub),
    !active && !drawn ? h('p', { class: 'empty', text: `Play has not been drawn yet. ${arr(pub.teams).length} teams registered.` }) : null,
  ];
}

/** @param {any} pub @param {string} id */
function nextMatchEl(pub, id) {
  const court = arr(pub.courts).find((c) => c.match && hasTeam(c.match, id));
  if (court) {
    return h('div', { class: 'next-match now' }, h('p', { class: 'big-line' }, 'Playing now on ', h('strong', { text: `court ${court.court}` })), liveScore(court.match, id));
  }
  const queued = arr(pub.upNext).find((e) => hasTeam(e, id));
  if (queued) {
    const eta = queued.etaMin ?? 0;
    return h('div', { class: 'next-match' },
      h('p', { class: 'big-line', text: `${queued.status === 'on_deck' ? 'On deck' : 'Next'}: vs ${sideName(opponent(queued, id))}` }),
      h('p', { class: 'where-when' }, h('span', {}, 'Court ', h('strong', { text: queued.court })), ' ',
        eta <= 0 ? h('span', { text: 'Starting now' }) : h('span', {}, 'in about ', h('strong', { text: eta }), ' min')),
      h('p', { class: 'muted', text: `${matchTitle(queued)}${queued.tentative ? ' · depends on a match still being played' : ''}` }));
  }
  const pending = allMatches(pub).find((m) => hasTeam(m, id) && (m.status === 'pending' || m.status === 'on_deck'));
  if (pending) {
    return h('div', { class: 'next-match' }, h('p', { class: 'big-line', text: `Next: vs ${sideName(opponent(pending, id))}` }),
      h('p', { class: 'muted', text: `${matchTitle(pending)} · court and time not set yet` }));
  }
  return h('div', { class: 'next-match' }, h('p', { class: 'big-line', text: pub.phase === 'checkin' ? 'Registered. Matches appear here once play is drawn.' : 'No match scheduled for your team right now.' }));
}

/** @param {any} pub @param {string} id */
function resultsEl(pub, id) {
  const done = allMatches(pub).filter((m) => hasTeam(m, id) && (m.status === 'final' || m.status === 'forfeit' || m.status === 'void'));
  if (done.length === 0) return h('p', { class: 'empty', text: 'No results yet.' });
  return h('ul', { class: 'results' }, done.map((m) => {
    const won = m.winner?.id === id;
    const mineFirst = m.a?.id === id;
    const [sa, sb] = setCount(m.sets);
    const score = m.status === 'void' ? 'void' : m.status === 'forfeit' ? 'forfeit' : mineFirst ? `${sa}-${sb}` : `${sb}-${sa}`;
    const sets = arr(m.sets).length ? ` (${setsText(mineFirst ? m.sets : arr(m.sets).map(([a, b]) => /** @type {[number, number]} */ ([b, a])))})` : '';
    return h('li', { class: m.status === 'void' ? 'void' : won ? 'won' : 'lost' },
      h('span', { class: 'wl', text: m.status === 'void' ? '–' : won ? 'W' : 'L' }),
      h('span', { class: 'who' }, 'vs ', teamLink(opponent(m, id))),
      h('span', { class: 'result', text: score + sets }),
      h('span', { class: 'muted', text: matchTitle(m) }));
  }));
}

/** @param {any} pub */
function teamView(pub) {
  const pool = arr(pub.pools).find((p) => arr(p.standings).some((s) => s.teamId === teamId));
  const alerts = currentAlerts(pub).filter((a) => a.kind === 'broadcast' || arr(a.teams).includes(teamId));
  return [
    bannerEl(pub.banner),
    h('section', { class: 'panel' }, h('h2', { text: 'Your next match' }), nextMatchEl(pub, teamId)),
    alertsEl(alerts, 5),
    h('section', { class: 'panel' }, h('h2', { text: 'Results' }), resultsEl(pub, teamId)),
    pool ? h('section', { class: 'panel' }, standingsTable(pool, teamId)) : null,
  ];
}

/** The TV display once play is over: the champion across the screen, runner-up and third below. @param {any} pub */
function displayPodium(pub) {
  const p = podium(pub);
  if (!p) return null;
  return h('section', { class: 'd-final' },
    h('p', { class: 'd-final-kicker', text: 'Champion' }),
    h('p', { class: 'd-final-name', text: p.champion.name }),
    p.second || p.third ? h('div', { class: 'd-podium' },
      p.second ? h('p', {}, h('span', { class: 'd-place', text: 'Runner-up' }), ' ', p.second.name) : null,
      p.third ? h('p', {}, h('span', { class: 'd-place', text: 'Third' }), ' ', p.third.name) : null) : null);
}

/** @param {any} pub */
function displayView(pub) {
  const latest = currentAlerts(pub)[0];
  const old = document.querySelector('#live .ticker');
  const ticker = pub.banner
    ? (old && old.textContent === pub.banner ? old : h('div', { class: 'ticker' }, h('p', { text: pub.banner })))
    : null;
  if (playOver(pub)) return [ticker, displayPodium(pub)];
  return [
    ticker,
    pub.champion ? h('p', { class: 'd-champion', text: `Champion: ${pub.champion.name}` }) : null,
    h('div', { class: 'd-grid' },
      h('section', { class: 'd-courts' }, arr(pub.courts).map((c) => courtCard(c))),
      h('aside', { class: 'd-side' },
        latest ? h('div', { class: 'd-alert' }, h('h2', { text: 'Latest' }), h('p', { text: latest.text })) : null,
        h('h2', { text: 'Up next' }), upNextList(arr(pub.upNext).slice(0, 6)))),
  ];
}

/** @param {any} pub */
function render(pub) {
  const root = document.getElementById('live');
  if (!root || !pub) return;
  const open = new Set([...root.querySelectorAll('details[open][data-key]')].map((d) => d.getAttribute('data-key')));
  const nodes = mode === 'team' ? teamView(pub) : mode === 'display' ? displayView(pub) : boardView(pub);
  root.replaceChildren(...nodes.flat().filter((n) => n instanceof Node));
  for (const d of root.querySelectorAll('details[data-key]')) if (open.has(d.getAttribute('data-key'))) d.setAttribute('open', '');
  for (const badge of document.querySelectorAll('[data-phase]')) {
    setText(badge, PHASE[/** @type {keyof PHASE} */ (pub.phase)] ?? String(pub.phase));
    badge.className = `badge phase-${pub.phase}`;
  }
  root.setAttribute('data-rendered', String(pub.generatedAt ?? Date.now()));
}

// ---- broadcasts that arrive while the page is open ----
// SPEC 6: a broadcast is a one-time alert to every team page. The list above keeps it among the
// announcements; a broadcast newer than the page (body data-since: the generatedAt of the document the
// server rendered) also pops up on top until dismissed (on the TV display it goes away by itself).

const since = Number(body.dataset.since) || 0;
const MAX_TOASTS = 3;
const DISPLAY_TOAST_MS = 60_000;
/** Broadcasts already shown or already on the page, by time and text. */
const seenBroadcasts = new Set();
let firstState = true;
/** @type {HTMLElement | null} */
let toastRoot = null;

/** @param {any} a */
const broadcastKey = (a) => `${a.at}|${a.text}`;

/** @param {any} a */
function showToast(a) {
  if (!toastRoot) {
    toastRoot = h('div', { class: 'toasts', 'aria-label': 'New announcements' });
    body.append(toastRoot);
  }
  const at = new Date(a.at);
  const time = Number.isNaN(at.getTime()) ? '' : ` · ${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const close = h('button', { type: 'button', class: 'btn toast-close', 'aria-label': 'Dismiss announcement', title: 'Dismiss', text: '×' });
  const toast = h('div', { class: 'toast', role: 'alert' },
    h('p', { class: 'toast-kicker', text: `Announcement${time}` }),
    h('p', { class: 'toast-text', text: String(a.text ?? '') }),
    mode === 'display' ? null : close);
  close.addEventListener('click', () => toast.remove());
  toastRoot.prepend(toast);
  while (toastRoot.children.length > MAX_TOASTS) toastRoot.lastElementChild?.remove();
  if (mode === 'display') setTimeout(() => toast.remove(), DISPLAY_TOAST_MS);
}

/** @param {any} pub */
function announce(pub) {
  const broadcasts = arr(pub.recentAlerts).filter((a) => a && a.kind === 'broadcast' && typeof a.at === 'number');
  // oldest first, so the newest ends on top
  for (const a of broadcasts.slice().reverse()) {
    const key = broadcastKey(a);
    if (seenBroadcasts.has(key)) continue;
    seenBroadcasts.add(key);
    // without a data-since the first document is what the page already shows
    if (since ? a.at > since : !firstState) showToast(a);
  }
  firstState = false;
}

document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape' && toastRoot?.firstElementChild) toastRoot.firstElementChild.remove();
});

/** @param {any} pub */
function onState(pub) {
  render(pub);
  try { announce(pub); } catch { /* a malformed alert never breaks the board */ }
}

if (mode === 'display') {
  const clock = document.getElementById('clock');
  const tick = () => setText(clock, new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
  tick();
  setInterval(tick, 5000);
}

if (slug) follow(slug, onState, showStatus);
