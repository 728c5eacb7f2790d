// The organizer desk of one tournament: courts and queue first, then matches, phase, announcements, play
// generation, roster, events. Every control is a plain form (the desk works without JavaScript); this markup
// is the first paint of <desk-app> (client/components/desk-app.ts), which takes over once the room has synced.
import type { PublicMatch, PublicState, Tournament } from '../../shared/engine/types.js';
import type { EventRow } from '../tournament/hub-types.js';
import { html, raw, seg, type Html } from './html.js';
import { DECIDED, clockText, setsText } from '../../shared/view/format.js';
import { courtStatusView, deskMatchHeadView, queueEntryView } from '../../shared/view/desk-live.js';
import type { Localized } from '../../shared/view/markup.js';
import { actionButton, field, notices, page } from './layout.js';
import { deskNav } from './home.js';
import { rosterSection } from './desk-roster.js';
import { followersSection } from './desk-followers.js';
import { checkinSection, deskToolsScript } from './desk-checkin.js';
import { importSection } from './desk-import.js';
import { generateSection } from './desk-draw.js';
import { sheetsSection } from './desk-sheets.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { markupFor } from './markup.js';
import type { MessageKey, Words } from '../../shared/i18n/words.js';
import { dateIn, phaseIn, sideTextIn } from '../../shared/view/format-words.js';
import { logDetailIn } from '../../shared/view/log-detail.js';

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

/** The score pad: number inputs that work as a form (the desk without JavaScript); <desk-court> has +1/−1 taps instead. */
function scorePad(base: string, pub: PublicState, m: PublicMatch, w: Words): Html {
  const live = m.live ?? [0, 0];
  const id = `pad-${m.id}`;
  const side = (name: 'a' | 'b', value: number) =>
    field({
      name,
      id: `${id}-${name}`,
      label: sideTextIn(pub, m, name === 'a' ? 'A' : 'B', w),
      type: 'number',
      value,
      attrs: { min: 0, max: 99, required: true, inputmode: 'numeric' },
      className: 'short',
    });
  return html`<form method="post" action="${base}/live" class="score-pad" data-pad>
<input type="hidden" name="match" value="${m.id}">
<div class="pad-side">${side('a', live[0])}</div>
<div class="pad-side">${side('b', live[1])}</div>
<button type="submit" class="btn">${w.t('desk.updateLiveScore')}</button>
</form>`;
}

/** The courts as <desk-court> shows them (the same running score view and words), with plain forms for each control. */
function courtsPart(base: string, pub: PublicState, keeperLinks: DeskInput['keeperLinks'], mk: Localized<Html>, now: number): Html {
  const w = mk.words;
  const open = pub.courts.filter((c) => c.status === 'open').map((c) => c.court);
  const playing = pub.courts.filter((c) => c.match).length;
  const count = w.t('desk.courtsCount', { playing, avg: pub.avgMatchMin });
  const title = html`<h2 id="control-title">${w.t('desk.courtsTitle')} <span class="count">${count}</span></h2>`;
  return html`<div class="control-courts" id="courts">${title}<div class="courts desk-courts">${pub.courts.map((c) => {
    const m = c.match;
    const link = keeperLinks.find((k) => k.court === c.court);
    const others = open.filter((n) => n !== c.court);
    const state = c.status === 'paused' ? 'paused' : m ? 'live' : 'open';
    const resume = html`<button type="submit" class="btn">${w.t('desk.resumeCourt', { court: c.court })}</button>`;
    return html`<article class="court desk-court court-${c.status}${m ? ' has-match' : ''}" data-court="${c.court}">
<header><h3>${w.t('desk.court', { court: c.court })}</h3><span class="badge court-state-${state}">${w.t('desk.courtState', { state })}</span></header>
${courtStatusView(mk, pub, c, now)}
${
  m
    ? html`${scorePad(base, pub, m, w)}
${
  others.length
    ? html`<form method="post" action="${base}/swap" class="row-form move-form"><input type="hidden" name="match" value="${m.id}">
${field({
  name: 'court',
  id: `swap-${c.court}`,
  label: w.t('desk.moveTo'),
  options: others.map((n) => ({ value: String(n), label: w.t('desk.court', { court: n }) })),
})}
<button type="submit" class="btn">${w.t('desk.move')}</button></form>`
    : ''
}`
    : ''
}
<form method="post" action="${base}/court" class="row-form court-status"><input type="hidden" name="court" value="${c.court}">
${
  c.status === 'open'
    ? html`<input type="hidden" name="op" value="pause">
${field({ name: 'reason', id: `reason-${c.court}`, label: w.t('desk.reasonToPause'), attrs: { maxlength: 100, placeholder: w.t('desk.reasonPlaceholder') } })}
<button type="submit" class="btn warn">${w.t('desk.pauseCourt', { court: c.court })}</button>`
    : html`<input type="hidden" name="op" value="resume"><input type="hidden" name="reason" value="">${resume}`
}
</form>
${link ? html`<p class="small"><a href="${link.url}">${w.t('desk.keeperPadFor', { court: c.court })}</a></p>` : ''}
</article>`;
  })}</div></div>`;
}

/** Up next as <desk-queue> says it, each with a plain "Push back" form. */
function queueSection(base: string, pub: PublicState, mk: Localized<Html>): Html {
  const w = mk.words;
  return html`<section id="queue" aria-labelledby="queue-title"><h2 id="queue-title">${w.t('desk.upNext')} <span class="count">${pub.upNext.length}</span></h2>
${
  pub.upNext.length === 0
    ? html`<p class="empty">${pub.phase === 'live' ? w.t('desk.queueEmptyLive') : w.t('desk.queueEmptyNotLive')}</p>`
    : html`<ol class="upnext desk-queue">${pub.upNext.map(
        (e) => html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}" data-match="${e.id}">
${queueEntryView(mk, pub, e, html``)}
${e.status === 'live' ? '' : actionButton(`${base}/pushback`, w.t('desk.pushBack'), { match: e.id }, { className: 'btn small' })}
</li>`,
      )}</ol>`
}
</section>`;
}

/** One match of the results list as <desk-match> says it, with its result form and forfeits as plain forms. */
function matchControls(base: string, pub: PublicState, m: PublicMatch, mk: Localized<Html>): Html {
  const w = mk.words;
  const decided = DECIDED.has(m.status);
  const name = (side: 'A' | 'B') => sideTextIn(pub, m, side, w);
  const forfeit = (s: 'A' | 'B') =>
    actionButton(
      `${base}/forfeit`,
      w.t('desk.forfeits', { team: name(s) }),
      { match: m.id, team: (s === 'A' ? m.a?.id : m.b?.id) ?? '' },
      { className: 'btn small warn', confirm: true },
    );
  return html`<div class="desk-match status-${m.status}" id="m-${m.id}" data-match="${m.id}">
${deskMatchHeadView(mk, pub, m, html``)}
${
  m.a && m.b && m.status !== 'bye'
    ? html`<form method="post" action="${base}/score" class="result-form">
<input type="hidden" name="match" value="${m.id}">
${field({
  name: 'sets',
  id: `score-${m.id}`,
  label: decided ? w.t('desk.correctResult') : w.t('desk.resultFromSheet'),
  value: decided ? setsText(m.sets) : '',
  attrs: { required: true, placeholder: '21-15, 18-21, 15-10', inputmode: 'text', autocomplete: 'off', pattern: '[0-9 ,\\-]+' },
})}
<button type="submit" class="btn">${w.t('desk.saveResult')}</button>
</form>
${!decided ? html`<div class="forfeits">${(['A', 'B'] as const).map((s) => forfeit(s))}</div>` : ''}`
    : ''
}
</div>`;
}

/** Every match by pool and bracket, folded as <desk-matches> folds them. */
function matchesSection(base: string, pub: PublicState, mk: Localized<Html>): Html {
  const w = mk.words;
  if (pub.pools.length === 0 && pub.bracket.length === 0) return html``;
  const done = (ms: PublicMatch[]) => w.t('desk.doneCount', { done: ms.filter((m) => DECIDED.has(m.status)).length, total: ms.length });
  const controls = (ms: PublicMatch[]) => ms.map((m) => matchControls(base, pub, m, mk));
  const summary = (title: string, ms: PublicMatch[]) => html`<summary>${title} <span class="count">${done(ms)}</span></summary>`;
  const group = (key: string, title: string, ms: PublicMatch[]) =>
    html`<details data-key="${key}">${summary(title, ms)}<div class="matches">${controls(ms)}</div></details>`;
  const [before = '', after = ''] = w.t('desk.typeSets', { example: '\u0000' }).split('\u0000');
  return html`<section class="panel" id="matches"><h2>${w.t('desk.matchesTitle')}</h2>
<p class="muted">${before}<code>21-15, 18-21, 15-10</code>${after}</p>
${pub.pools.map((p) => group(`pool-${p.id}`, w.t('desk.pool', { pool: p.id }), p.matches))}
${
  pub.bracket.length
    ? group(
        'bracket',
        w.t('desk.bracketTitle'),
        pub.bracket.filter((m) => m.status !== 'void' || m.a || m.b),
      )
    : ''
}
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
  (e) => html`<li class="${e.ok ? '' : 'failed'}"><time datetime="${new Date(e.at).toISOString()}">${clockText(e.at, w.lang)}</time>
<span class="event-who">${whoIn(e.actor, w)}</span>
<span class="event-what">${w.t('desk.action', { action: e.action })}</span>
<span class="event-detail">${logDetailIn(e, w)}</span>${e.ok ? '' : html` <span class="badge status-forfeit">${w.t('desk.refused')}</span>`}</li>`,
)}</ol></details>`
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
  const meta = w.t('desk.meta', {
    courts: t.courtCount,
    points: t.rules.pointsTo,
    winBy: t.rules.winBy,
    cap: t.rules.cap || 0,
    bestOf: t.rules.bestOf,
  });
  const side = () => html`<div class="control-side">${queueSection(base, pub, mk)}</div>`;
  const room = () =>
    html`<section id="control" class="control-room" aria-labelledby="control-title">${courtsPart(base, pub, o.keeperLinks, mk, Date.now())}${side()}</section>`;
  const noDraw = () =>
    html`<section id="control" class="panel control-empty"><p class="empty">${w.t('desk.noDraw', { n: pub.teams.length })}</p></section>`;
  const phase = html`<span class="badge phase-${t.phase}">${phaseIn(t.phase, w)}</span>`;
  const deleteLabel = html`<label for="confirm-delete">${w.t('desk.deleteConfirm', { name: t.name })}</label>`;
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
<p class="meta"><span><time datetime="${t.date}">${dateIn(t.date, w.lang)}</time> · ${meta}</span> ${phase}</p>
</header>
${phaseSection(base, t, generated, w)}
${generated ? html`${room()}${matchesSection(base, pub, mk)}` : noDraw()}
${rosterSection(base, t, w)}
<div class="desk-grid">
${generateSection(base, t, pub, w)}
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
<div class="field check"><input type="checkbox" id="confirm-delete" name="confirm" value="yes" required>${deleteLabel}</div>
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
