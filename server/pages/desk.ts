// The organizer desk of one tournament: courts and queue first, then matches, phase, announcements, play
// generation, roster, events. Every control is a plain form (the desk works without JavaScript); this markup
// is the first paint of <desk-app> (client/components/desk-app.ts), which takes over once the room has synced.
import type { PublicMatch, PublicState, Tournament } from '../../shared/engine/types.js';
import type { EventRow } from '../tournament/hub-types.js';
import { html, raw, seg, type Html } from './html.js';
import { STATUS_LABEL, bracketCount, etaText, matchTitle, setsText, sideName, tierTitle, timeText } from '../../shared/view/format.js';
import { tiersOf } from '../../shared/engine/tiers.js';
import { actionButton, checkbox, field, notices, page } from './layout.js';
import { deskNav } from './home.js';
import { rosterSection } from './desk-roster.js';
import { followersSection } from './desk-followers.js';
import { checkinSection, deskToolsScript } from './desk-checkin.js';
import { importSection } from './desk-import.js';
import { sheetsSection } from './desk-sheets.js';
import { bracketColumns } from './board-html.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { markupFor } from './markup.js';
import type { MessageKey, Words } from '../../shared/i18n/words.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';

/** Who did it, in words: a keeper by court, the registration form, or the organizer's name (as <desk-events> says it). */
function whoIn(actor: string, w: Words): string {
  const court = /^keeper:(\d+)$/.exec(actor)?.[1];
  if (court) return w.t('desk.keeperOf', { court });
  if (actor === 'public') return w.t('desk.registrationForm');
  return actor;
}

type DeskInput = {
  t: Tournament;
  pub: PublicState;
  events: EventRow[];
  actor: string;
  msg?: string;
  error?: string;
  keeperLinks: KeeperLink[];
  registerUrl: string;
  /** Team id → phones following its calls (docs/api.md, Notifications); none when absent. */
  followers?: ReadonlyMap<string, number>;
  /** The page's language (docs/translating.md) and its address in each language (the menu). */
  lang?: Lang;
  languages?: (lang: Lang) => string;
};
/** `svg` is the QR code of `url`, made by the qrcode library (server/qr.ts), never from user input. */
type KeeperLink = { court: number; url: string; svg?: string };

/** What each phase button does, said as an action; the current phase shows its name instead. */
const PHASE_ACTION = {
  checkin: 'desk.openRegistration',
  closed: 'desk.closeRegistration',
  live: 'desk.goLive',
  final: 'desk.finish',
} as const satisfies Record<Tournament['phase'], MessageKey>;

function phaseSection(base: string, t: Tournament, generated: boolean, w: Words): Html {
  const phases = ['checkin', 'closed', 'live', 'final'] as const;
  const [before = '', after = ''] = w.t('desk.nowPhase', { phase: '\u0000' }).split('\u0000');
  return html`<section class="panel" id="phase"><h2>${w.t('desk.phaseTitle')}</h2>
<div class="phase-buttons">${phases.map((p) =>
    actionButton(
      `${base}/phase`,
      p === t.phase ? w.t('desk.phaseCurrent', { phase: phaseIn(p, w) }) : w.t(PHASE_ACTION[p]),
      { phase: p },
      {
        className: p === t.phase ? 'btn current' : 'btn',
        disabled: p === t.phase,
      },
    ),
  )}</div>
<p class="muted">${before}<strong>${phaseIn(t.phase, w)}</strong>${after}${!generated ? ` ${w.t('desk.goingLiveNeeds')}` : ''}</p>
</section>`;
}

function announceSection(base: string, t: Tournament, w: Words): Html {
  return html`<section class="panel" id="announce"><h2>${w.t('desk.announcements')}</h2>
<form method="post" action="${base}/banner" class="row-form">
${field({ name: 'banner', id: 'banner', label: w.t('desk.bannerLabel'), value: t.banner ?? '', attrs: { maxlength: 200 } })}
<button type="submit" class="btn">${w.t('desk.setBanner')}</button>
</form>
<form method="post" action="${base}/broadcast" class="row-form">
${field({ name: 'text', id: 'broadcast', label: w.t('desk.broadcastLabel'), attrs: { required: true, maxlength: 200 } })}
<button type="submit" class="btn">${w.t('desk.send')}</button>
</form>
</section>`;
}

/** The brackets drawn so far (docs/running-an-event.md, Gold and Silver): name, ranks, format, and whether results hold it. */
function tierList(t: Tournament, pub: PublicState): Html {
  const tiers = tiersOf(t);
  if (tiers.length === 0) return html``;
  return html`<h3>Drawn brackets</h3><ul class="tier-list" data-tiers>${tiers.map((x) => {
    const matches = pub.bracket.filter((m) => m.tier === x.name);
    const played = matches.some((m) => m.status === 'final' || m.status === 'forfeit' || m.sets.length > 0);
    const ranks = x.consolationOf !== undefined ? 'first-round losers, ' : x.toRank > 0 ? `ranks ${x.fromRank}-${x.toRank}, ` : '';
    const note =
      x.consolationOf !== undefined ? '' : played ? ' (has results: it stays)' : ' (draw it again with the form below, same name)';
    return html`<li><strong>${tierTitle(x.name)}</strong> <span class="muted">${ranks}${x.type} elimination, ${matches.length} matches${note}</span></li>`;
  })}</ul>`;
}

function generateSection(base: string, t: Tournament, pub: PublicState): Html {
  const hasPools = t.stages.includes('pool');
  const hasBracket = t.stages.includes('bracket');
  const generated = t.pools.length > 0 || pub.bracket.length > 0;
  const smallest = t.pools.length ? Math.min(...t.pools.map((p) => p.teamIds.length)) : 4;
  const poolMatches = pub.pools.flatMap((p) => p.matches);
  const poolTotal = poolMatches.length;
  const poolOpen = poolMatches.filter((m) => !['final', 'forfeit', 'void', 'bye'].includes(m.status)).length;
  const most = hasPools ? Math.max(0, ...t.pools.map((p) => p.teamIds.length)) : Object.keys(t.teams).length;
  return html`<section class="panel" id="generate"><h2>Draw</h2>
${
  hasPools && t.pools.length === 0
    ? html`<form method="post" action="${base}/generate" class="row-form">
<input type="hidden" name="what" value="pools">
${field({ name: 'poolSize', id: 'poolSize', label: 'Teams per pool', type: 'number', value: 4, attrs: { required: true, min: 2, max: 16 }, className: 'short' })}
${checkbox({ name: 'workTeams', id: 'workTeams', label: 'Work teams (each match refereed by a team of its pool)', value: '1' })}
<button type="submit" class="btn primary">Generate pools</button>
</form>`
    : ''
}
${hasBracket ? tierList(t, pub) : ''}
${
  hasBracket && (!hasPools || t.pools.length > 0)
    ? html`<form method="post" action="${base}/generate" class="stack" data-draw-bracket>
<input type="hidden" name="what" value="bracket">
${pub.bracket.length > 0 ? html`<h3>Draw another tier, or one again before its first result</h3>` : ''}
${hasPools && poolOpen > 0 ? html`<p class="muted" data-pools-open>${poolOpen} of ${poolTotal} pool matches still to play: draw the bracket once the pools are done.</p>` : ''}
<div class="grid-fields">
${field({ name: 'tier', id: 'tier', label: 'Tier name (blank: the main bracket)', attrs: { maxlength: 20, placeholder: 'Gold' } })}
${field({ name: 'fromRank', id: 'fromRank', label: hasPools ? 'From pool rank' : 'From seed', type: 'number', value: 1, attrs: { min: 1, max: most }, className: 'short' })}
${field({ name: 'toRank', id: 'toRank', label: hasPools ? 'To pool rank' : 'To seed', type: 'number', value: hasPools ? Math.min(2, smallest) : most, attrs: { min: 1, max: most }, className: 'short' })}
${hasPools ? field({ name: 'wildcards', id: 'wildcards', label: 'Wildcards', type: 'number', value: 0, attrs: { required: true, min: 0 }, className: 'short' }) : ''}
</div>
${field({
  name: 'type',
  id: 'type',
  label: 'Elimination',
  value: 'single',
  options: [
    { value: 'single', label: 'Single elimination' },
    { value: 'double', label: 'Double elimination' },
  ],
})}
${checkbox({ name: 'thirdPlace', id: 'thirdPlace', label: 'Play for 3rd place (single elimination)', value: 'on' })}
${checkbox({ name: 'consolation', id: 'consolation', label: 'Consolation bracket for the first-round losers (single elimination)', value: '1' })}
<button type="submit" class="btn primary">Generate bracket</button>
</form>`
    : ''
}
${
  generated
    ? html`<p>${t.pools.length ? `${t.pools.length} pools` : ''}${t.pools.length && pub.bracket.length ? ' and ' : ''}${pub.bracket.length ? bracketCount(pub) : ''} drawn.</p>
${actionButton(`${base}/regenerate`, 'Clear the draw (only before any score)', {}, { className: 'btn warn', confirm: true })}`
    : html`<p class="muted">${t.stages.length === 1 && hasBracket ? 'Generate the bracket when check-in is done.' : 'Generate pools when check-in is done.'}</p>`
}
</section>`;
}

/** The score pad: number inputs that work as a form; desk.js adds +/- buttons that post JSON on each tap. */
function scorePad(base: string, m: PublicMatch): Html {
  const live = m.live ?? [0, 0];
  const id = `pad-${m.id}`;
  return html`<form method="post" action="${base}/live" class="score-pad" data-pad>
<input type="hidden" name="match" value="${m.id}">
<div class="pad-side">${field({ name: 'a', id: `${id}-a`, label: sideName(m.a), type: 'number', value: live[0], attrs: { min: 0, max: 99, required: true, inputmode: 'numeric' }, className: 'short' })}</div>
<div class="pad-side">${field({ name: 'b', id: `${id}-b`, label: sideName(m.b), type: 'number', value: live[1], attrs: { min: 0, max: 99, required: true, inputmode: 'numeric' }, className: 'short' })}</div>
<button type="submit" class="btn">Update live score</button>
<p class="pad-status muted" role="status" aria-live="polite"></p>
</form>`;
}

/** The running score as the server has it; desk.js keeps it current from the feed. */
function liveLine(m: PublicMatch): Html {
  const live = m.live ?? [0, 0];
  return html`<p class="desk-score" data-score="${m.id}"><span class="desk-score-label">Score</span> <strong class="pts" data-side="0">${live[0]}</strong><span class="dash" aria-hidden="true">–</span><strong class="pts" data-side="1">${live[1]}</strong> <span class="sets muted">${m.sets.length ? `sets ${setsText(m.sets)}` : ''}</span></p>`;
}

function courtsSection(base: string, _t: Tournament, pub: PublicState, keeperLinks: DeskInput['keeperLinks']): Html {
  const open = pub.courts.filter((c) => c.status === 'open').map((c) => c.court);
  return html`<section class="panel" id="courts"><h2>Courts</h2><div class="courts desk-courts">${pub.courts.map((c) => {
    const m = c.match;
    const link = keeperLinks.find((k) => k.court === c.court);
    const others = open.filter((n) => n !== c.court);
    return html`<article class="court court-${c.status}" data-court="${c.court}">
<header><h3>Court ${c.court}</h3><span class="badge">${c.status === 'paused' ? 'Paused' : m ? 'Live' : 'Open'}</span></header>
${c.status === 'paused' && c.reason ? html`<p class="reason">${c.reason}</p>` : ''}
${
  m
    ? html`<p class="match-title">${matchTitle(m)}: <strong>${sideName(m.a)}</strong> vs <strong>${sideName(m.b)}</strong></p>
${liveLine(m)}
${scorePad(base, m)}
${
  others.length
    ? html`<form method="post" action="${base}/swap" class="row-form"><input type="hidden" name="match" value="${m.id}">
${field({ name: 'court', id: `swap-${c.court}`, label: 'Move to court', options: others.map((n) => ({ value: String(n), label: `Court ${n}` })) })}
<button type="submit" class="btn">Move</button></form>`
    : ''
}`
    : html`<p class="idle" data-idle>${c.upNext?.[0] ? `Next: ${sideName(c.upNext[0].a)} vs ${sideName(c.upNext[0].b)} · ${etaText(c.upNext[0].etaMin)}` : 'No match.'}</p>`
}
<form method="post" action="${base}/court" class="row-form"><input type="hidden" name="court" value="${c.court}">
${
  c.status === 'open'
    ? html`<input type="hidden" name="op" value="pause">
${field({ name: 'reason', id: `reason-${c.court}`, label: 'Reason', attrs: { maxlength: 100, placeholder: 'e.g. net repair' } })}
<button type="submit" class="btn warn">Pause court</button>`
    : html`<input type="hidden" name="op" value="resume"><input type="hidden" name="reason" value=""><button type="submit" class="btn">Resume court</button>`
}
</form>
${link ? html`<p class="small"><a href="${link.url}">Keeper pad for court ${c.court}</a></p>` : ''}
</article>`;
  })}</div></section>`;
}

function queueSection(base: string, pub: PublicState): Html {
  return html`<section class="panel" id="queue"><h2>Up next <span class="count" data-avg>avg match ${pub.avgMatchMin} min</span></h2>
${
  pub.upNext.length === 0
    ? html`<p class="empty">The queue is empty.</p>`
    : html`<ol class="upnext desk-queue">${pub.upNext.map(
        (e) => html`<li class="${e.tentative ? 'tentative' : ''}" data-match="${e.id}">
<span class="who">${sideName(e.a)} <span class="vs">vs</span> ${sideName(e.b)}</span>
${actionButton(`${base}/pushback`, 'Push back', { match: e.id }, { className: 'btn small' })}
<span class="what"><strong class="where">Court ${e.court}</strong> · <strong class="eta">${etaText(e.etaMin)}${e.tentative ? ' (tentative)' : ''}</strong> · ${matchTitle(e)} · ${STATUS_LABEL[e.status]}</span>
</li>`,
      )}</ol>`
}
</section>`;
}

function matchControls(base: string, m: PublicMatch): Html {
  const known = m.a && m.b;
  const decided = m.status === 'final' || m.status === 'forfeit' || m.status === 'void' || m.status === 'bye';
  return html`<li class="match desk-match status-${m.status}" id="m-${m.id}">
<div class="match-head"><span class="who"><strong>${sideName(m.a)}</strong> <span class="vs">vs</span> <strong>${sideName(m.b)}</strong></span>
<span class="badge status-${m.status}">${STATUS_LABEL[m.status]}${m.court !== null && !decided ? ` · court ${m.court}` : ''}</span>
<span class="result">${m.sets.length ? setsText(m.sets) : m.live ? `live ${m.live[0]}-${m.live[1]}` : ''}${m.winner ? ` · won by ${m.winner.name}` : ''}</span></div>
${
  known && m.status !== 'bye'
    ? html`<form method="post" action="${base}/score" class="row-form">
<input type="hidden" name="match" value="${m.id}">
${field({ name: 'sets', id: `score-${m.id}`, label: decided ? 'Correct result' : 'Result', value: setsText(m.sets), attrs: { required: true, placeholder: '21-15, 18-21, 15-10', inputmode: 'text', autocomplete: 'off', pattern: '[0-9 ,\\-]+' } })}
<button type="submit" class="btn">Save</button>
</form>
${!decided ? html`<div class="forfeits">${actionButton(`${base}/forfeit`, `${sideName(m.a)} forfeits`, { match: m.id, team: m.a?.id ?? '' }, { className: 'btn small warn', confirm: true })}${actionButton(`${base}/forfeit`, `${sideName(m.b)} forfeits`, { match: m.id, team: m.b?.id ?? '' }, { className: 'btn small warn', confirm: true })}</div>` : ''}`
    : ''
}
</li>`;
}

function matchesSection(base: string, pub: PublicState): Html {
  if (pub.pools.length === 0 && pub.bracket.length === 0) return html``;
  const count = (ms: PublicMatch[]) =>
    `${ms.filter((m) => m.status === 'final' || m.status === 'forfeit' || m.status === 'void' || m.status === 'bye').length}/${ms.length} done`;
  return html`<section class="panel" id="matches"><h2>Matches and results</h2>
<p class="muted">Enter sets as <code>21-15, 18-21, 15-10</code> (side A first).</p>
${pub.pools.map((p) => html`<details data-key="pool-${p.id}"><summary>Pool ${p.id} <span class="count">${count(p.matches)}</span></summary><ul class="matches">${p.matches.map((m) => matchControls(base, m))}</ul></details>`)}
${bracketColumns(pub.bracket).map((col) => html`<details data-key="col-${col.title}"><summary>${col.title} <span class="count">${count(col.matches)}</span></summary><ul class="matches">${col.matches.map((m) => html`${m.label && (!col.labelled || m.conditional) ? html`<li class="match-label">${m.label}${m.conditional ? ' (only if needed)' : ''}</li>` : ''}${matchControls(base, m)}`)}</ul></details>`)}
</section>`;
}

/** The latest events; <desk-events> (client/components/desk-events.ts) keeps them current. */
function eventsSection(slug: string, events: EventRow[], w: Words): Html {
  return html`<desk-events data-slug="${slug}"><section class="panel" id="events"><h2>${w.t('desk.logTitle')}</h2>
<p><a href="/admin/t/${seg(slug)}/events.csv" download>${w.t('desk.logCsv')}</a></p>
${
  events.length === 0
    ? html`<p class="empty">${w.t('desk.nothingYet')}</p>`
    : html`<details${events.length <= 10 ? html` open` : ''}><summary>${events.length} · ${w.t('desk.logCount')}</summary><ol class="event-log">
${events.map(
  (e) => html`<li class="${e.ok ? '' : 'failed'}"><time datetime="${new Date(e.at).toISOString()}">${timeText(e.at)}</time>
<span class="event-who">${whoIn(e.actor, w)}</span>
<span class="event-what">${w.t('desk.action', { action: e.action })}</span>
<span class="event-detail">${e.detail}</span>${e.ok ? '' : html` <span class="badge status-forfeit">${w.t('desk.refused')}</span>`}</li>`,
)}</ol>
</table></div></details>`
}
</section></desk-events>`;
}

/** One score keeper QR code per court (docs/running-an-event.md, The keeper pad), scanned from the desk screen; keeper-qr prints the same codes. */
function keepersSection(base: string, links: KeeperLink[], w: Words): Html {
  return html`<section class="panel" id="keepers"><h2>${w.t('desk.keepersTitle')}</h2>
<p class="muted">${w.t('desk.keepersHint')} <a href="${base}/keeper-qr">${w.t('desk.printable')}</a></p>
<details${links.length <= 8 ? html` open` : ''}><summary>${w.t('desk.courtsN', { n: links.length })}</summary>
<div class="qr-cards desk-keepers">${links.map(
    (l) => html`<figure class="qr-card keeper-code" data-court="${l.court}">
${l.svg ? html`<div class="qr-code">${raw(l.svg)}</div>` : ''}
<figcaption><a href="${l.url}">${w.t('desk.keeperPadFor', { court: l.court })}</a></figcaption>
</figure>`,
  )}</div></details>
</section>`;
}

export function deskPage(o: DeskInput): string {
  const { t, pub } = o;
  const base = `/admin/t/${seg(t.slug)}`;
  const pubBase = `/t/${seg(t.slug)}`;
  const generated = t.pools.length > 0 || pub.bracket.length > 0;
  const mk = markupFor(o.lang ?? 'en');
  const w = mk.words;
  // The live desk (<desk-app>) redraws what is inside it; what it does not draw yet stays server-rendered after it.
  const body = html`${notices(o.msg, o.error)}
<desk-app data-slug="${t.slug}" data-actor="${o.actor}">
<nav class="desk-links" aria-label="${w.t('desk.navLabel')}">
<a class="btn" href="${base}/qr">${w.t('desk.registrationQr')}</a>
<a class="btn" href="${base}/keeper-qr">${w.t('desk.keeperQr')}</a>
<a class="btn" href="${pubBase}">${w.t('desk.publicBoard')}</a>
<a class="btn" href="${pubBase}/display">${w.t('desk.tvDisplay')}</a>
<a class="btn" href="${base}/events.csv" download>${w.t('desk.eventsCsv')}</a>
</nav>
<p class="small muted">${w.t('desk.registrationLink')} <a href="${o.registerUrl}">${o.registerUrl}</a></p>
<header class="t-head">
<p class="kicker"><a href="/admin">${w.t('desk.home')}</a></p>
<h1>${t.name}</h1>
<p class="meta"><span><time datetime="${t.date}">${dateIn(t.date, w.lang)}</time> · ${w.t('desk.meta', { courts: t.courtCount, points: t.rules.pointsTo, winBy: t.rules.winBy, cap: t.rules.cap || 0, bestOf: t.rules.bestOf })}</span> <span class="badge phase-${t.phase}">${phaseIn(t.phase, w)}</span></p>
</header>
${phaseSection(base, t, generated, w)}
${generated ? html`${courtsSection(base, t, pub, o.keeperLinks)}${queueSection(base, pub)}${matchesSection(base, pub)}` : ''}
${rosterSection(base, t, w)}
<div class="desk-grid">
${generateSection(base, t, pub)}
${announceSection(base, t, w)}
</div>
</desk-app>
${checkinSection(base, t, generated, mk)}
${followersSection(pub, o.followers ?? new Map(), w)}
${importSection(base, w)}
${sheetsSection(base, t, w)}
${eventsSection(t.slug, o.events, w)}
${deskToolsScript()}
${keepersSection(base, o.keeperLinks, w)}
<section class="panel danger-zone" id="delete"><h2>${w.t('desk.deleteTitle')}</h2>
<form method="post" action="${base}/delete" class="stack">
<div class="field check"><input type="checkbox" id="confirm-delete" name="confirm" value="yes" required><label for="confirm-delete">${w.t('desk.deleteConfirm', { name: t.name })}</label></div>
<button type="submit" class="btn danger">${w.t('desk.deleteButton')}</button>
</form>
</section>`;
  return page({
    title: w.t('desk.pageTitle', { tournament: t.name }),
    body,
    bodyClass: 'desk',
    nav: deskNav(o.actor, w),
    entry: 'desk',
    data: { slug: t.slug },
    ...(o.lang ? { lang: o.lang } : {}),
    ...(o.languages ? { languages: o.languages } : {}),
  });
}
